#!/usr/bin/env bash
# Is hashing inside the app as fast as `hashdrop sum` for the same work?
#
#   scripts/app-vs-cli.sh [--files N] [--mib SIZE_PER_FILE] [--runs R] [--size WxH] [--bin PATH]
#
# Makes N files (default 2 × 1024 MiB, in $TMPDIR), reads them once so both sides start
# from a warm page cache, then alternates R times (default 5):
#   cli: `hashdrop sum -a sha256 -j CORES FILES` — wall time of the whole process;
#   app: `hashdrop FILES` in a real window under Xvfb (software rendering), with a fresh
#        settings folder, so its defaults: SHA-256, one worker per core, reading "auto".
#        The time is the job's own, which the app prints with HASHDROP_FRAME_STATS=1
#        when the job ends.
# It prints each run, the medians and the ratio app/cli, and the CPU time the app's
# non-worker threads (UI and renderer) used in the last run.
set -euo pipefail
files=2 mib=1024 runs=5 size=1100x760
alg=sha256 threads=$(nproc)
bin=${HASHDROP_BIN:-target/release/hashdrop}
while [[ $# -gt 0 ]]; do
  case $1 in
    --files) files=$2; shift 2 ;;
    --mib) mib=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    *) echo "app-vs-cli.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ -x $bin ]] || { echo "app-vs-cli.sh: build first: cargo build --release" >&2; exit 2; }
command -v Xvfb >/dev/null || { echo "app-vs-cli.sh: needs Xvfb (apt-get install xvfb)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/hashdrop-avc.XXXXXX")
xvfb_pid=""
cleanup() {
  [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

data=()
for i in $(seq 1 "$files"); do
  f="$work/data-$i.bin"
  head -c "$((mib * 1024 * 1024))" /dev/urandom >"$f"
  data+=("$f")
done
cat "${data[@]}" >/dev/null

display=99
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1

# The app's settings: eframe keeps them under $XDG_DATA_HOME; a fresh folder means
# the defaults, which are what the CLI is given.
export XDG_DATA_HOME="$work/data-home"
mkdir -p "$XDG_DATA_HOME"

now() { date +%s.%N; }
cli_times=() app_times=()
for r in $(seq 1 "$runs"); do
  t0=$(now)
  "$bin" sum -a "$alg" -j "$threads" "${data[@]}" >/dev/null
  t1=$(now)
  cli=$(echo "$t1 - $t0" | bc -l)
  cli_times+=("$cli")

  log="$work/app-$r.log"
  DISPLAY=":$display" HASHDROP_FRAME_STATS=1 \
    "$bin" "${data[@]}" 2>"$log" &
  app_pid=$!
  for _ in $(seq 1 600); do
    grep -q '^hashdrop: job:' "$log" 2>/dev/null && break
    sleep 0.1
  done
  # CPU time (utime+stime, in clock ticks) of every thread still alive: the workers
  # have been joined, so this is the UI thread and the renderer's threads.
  ticks=0
  for t in /proc/"$app_pid"/task/*; do
    read -r -a st <"$t/stat" || continue
    # Fields 14 and 15 (utime, stime); the name in field 2 has no spaces here.
    ticks=$((ticks + st[13] + st[14]))
  done
  kill "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  app=$(sed -n 's/^hashdrop: job: [0-9]* bytes in \([0-9.]*\) s.*/\1/p' "$log")
  [[ -n $app ]] || { echo "app-vs-cli.sh: the app printed no job time:" >&2; cat "$log" >&2; exit 1; }
  app_times+=("$app")
  frames=$(sed -n 's/^hashdrop: ui() while hashing: //p' "$log")
  pacing=$(sed -n "s/^hashdrop: redraw //p" "$log")
  ui_cpu=$(echo "$ticks / $(getconf CLK_TCK)" | bc -l)
  printf 'run %d: cli %.3f s, app %.3f s (app UI+render CPU %.2f s; ui() %s; %s)\n' \
    "$r" "$cli" "$app" "$ui_cpu" "$frames" "$pacing"
done

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
mc=$(median "${cli_times[@]}")
ma=$(median "${app_times[@]}")
total_mib=$((files * mib))
printf 'median over %d runs, %d MiB, %s, %s threads: cli %.3f s (%.0f MB/s), app %.3f s (%.0f MB/s), app/cli time %.3f\n' \
  "$runs" "$total_mib" "$alg" "$threads" "$mc" "$(echo "$total_mib * 1.048576 / $mc" | bc -l)" \
  "$ma" "$(echo "$total_mib * 1.048576 / $ma" | bc -l)" "$(echo "$ma / $mc" | bc -l)"
