#!/usr/bin/env bash
# The app's peak memory on one folder, several builds side by side (issue 37, target 4):
# each build opens the folder in a window under Xvfb, in rotation, ROUNDS times; each
# run prints the job's time, the peak RSS (VmHWM), the highest anonymous RSS seen
# (sampled every 50 ms while the job runs and for 1.5 s after it), and then the
# anonymous and file-backed RSS. The file-backed part (libraries, the program's own
# code) moves by a few MB from one build to the next with what the kernel maps around
# each page touched: compare builds by their anonymous peak. Rotating the builds on the same folder, in the same
# minutes, is what makes their figures comparable.
#   scripts/rss-compare.sh FOLDER ROUNDS BIN...
# Needs Xvfb. Make a folder like app-vs-cli.sh's small200k with, for example:
#   python3 -c 'import os;os.makedirs("/tmp/s",exist_ok=1);[open(f"/tmp/s/f{i:06d}","wb").write(os.urandom(2048)) for i in range(200000)]'
set -euo pipefail
[[ $# -ge 3 ]] || { sed -n '2,9p' "$0" >&2; exit 2; }
folder=$1 rounds=$2; shift 2
command -v Xvfb >/dev/null || { echo "rss-compare.sh: Xvfb is missing" >&2; exit 1; }

display=99
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1100x760x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
work=$(mktemp -d)
trap 'kill "$xvfb_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
# A build just made or copied is wholly in the page cache, and the kernel maps cached
# pages around each one a program touches: its file-backed RSS then reads 3-4 MB higher
# than another's. As root, start every build from the same state.
if [[ $(id -u) == 0 ]]; then sync; echo 3 >/proc/sys/vm/drop_caches; fi
# Warm: every build reads the same cached files.
find "$folder" -type f -print0 | xargs -0 cat >/dev/null

status() { awk -v k="$1:" '$1 == k {print int($2 / 1024)}' "/proc/$2/status" 2>/dev/null || echo 0; }
# Raises anon_peak to the process's anonymous RSS now.
sample_anon() { local a; a=$(status RssAnon "$1"); ((a > anon_peak)) && anon_peak=$a; return 0; }

for r in $(seq 1 "$rounds"); do
  for bin in "$@"; do
    rm -rf "$work/home"; mkdir -p "$work/home"
    DISPLAY=":$display" XDG_DATA_HOME="$work/home" HASHDROP_FRAME_STATS=1 \
      "$bin" "$folder" 2>"$work/log" &
    pid=$! anon_peak=0
    for _ in $(seq 1 3000); do
      sample_anon "$pid"
      grep -q '^hashdrop: job:' "$work/log" 2>/dev/null && break
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.05
    done
    for _ in $(seq 1 30); do
      sample_anon "$pid"
      sleep 0.05
    done
    peak=$(status VmHWM "$pid") anon=$(status RssAnon "$pid") file=$(status RssFile "$pid")
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    t=$(sed -n 's/^hashdrop: job: [0-9]* bytes in \([0-9.]*\) s.*/\1/p' "$work/log")
    [[ -n $t ]] || { echo "rss-compare.sh: $bin printed no job time:" >&2; cat "$work/log" >&2; exit 1; }
    echo "$bin, round $r: job $t s, peak RSS $peak MB, highest anonymous $anon_peak MB; then anonymous $anon MB, file-backed $file MB"
  done
done
