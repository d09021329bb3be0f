#!/usr/bin/env bash
# Is hashing inside the app as fast as `hashdrop sum` for the same work, with its
# window shown and with it hidden?
#
#   scripts/app-vs-cli.sh [--case NAME]... [--runs R] [--window shown|hidden|both]
#                         [--size WxH] [--bin PATH]
#
# Cases (default: all four):
#   small20k   a folder of 20,000 files of 16-22 KiB (about 390 MB)
#   small200k  a folder of 200,000 files of 1-4 KiB (about 500 MB)
#   big4g      one 4 GiB file
#   two1g      two 1 GiB files
# The data is made once in $TMPDIR and read once, so both sides start from a warm
# page cache. Then, R times (default 5), alternating:
#   cli: `hashdrop sum -r -a sha256 -j CORES PATHS` - wall time of the whole process;
#   app: `hashdrop PATHS` in a real window under Xvfb (software OpenGL), with a fresh
#        settings folder, so its defaults: SHA-256, one worker per core, reading "auto".
#        The time is the job's own, which the app prints with HASHDROP_FRAME_STATS=1
#        when the job ends (from its collector thread, so a hidden window prints it
#        too). "hidden": the window is unmapped (`xdotool windowunmap`) as soon as it
#        exists, before the app's first frames, so before the job starts.
# It prints each run, then one table row per case and window: the medians, the ratio
# app/cli, the app's peak RSS (VmHWM) holding every result, and its anonymous RSS
# then (without mapped files and shared libraries); each run also its file-backed RSS.
set -euo pipefail
cases=() runs=5 window=both size=1100x760
alg=sha256 threads=$(nproc)
bin=${HASHDROP_BIN:-target/release/hashdrop}
while [[ $# -gt 0 ]]; do
  case $1 in
    --case) cases+=("$2"); shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --window) window=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    *) echo "app-vs-cli.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ ${#cases[@]} -gt 0 ]] || cases=(small20k small200k big4g two1g)
case $window in
  both) windows=(shown hidden) ;;
  shown | hidden) windows=("$window") ;;
  *) echo "app-vs-cli.sh: --window shown|hidden|both" >&2; exit 2 ;;
esac
[[ -x $bin ]] || { echo "app-vs-cli.sh: build first: cargo build --release" >&2; exit 2; }
command -v Xvfb >/dev/null || { echo "app-vs-cli.sh: needs Xvfb (apt-get install xvfb)" >&2; exit 2; }
command -v xdotool >/dev/null || { echo "app-vs-cli.sh: needs xdotool (apt-get install xdotool)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/hashdrop-avc.XXXXXX")
xvfb_pid=""
cleanup() {
  [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# Makes N files of MIN..MAX bytes in folder $1 (fast: one Python process).
make_folder() {
  python3 - "$1" "$2" "$3" "$4" <<'PY'
import os, random, sys
folder, n, lo, hi = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
os.makedirs(folder)
rnd = random.Random(n)
blob = os.urandom(hi)
for i in range(n):
    size = rnd.randint(lo, hi)
    # Each file differs from the others by its first bytes.
    with open(os.path.join(folder, f"f{i:06d}"), "wb") as f:
        f.write(i.to_bytes(8, "little") + blob[8:size])
PY
}

make_case() {
  local dir="$work/$1"
  case $1 in
    small20k) make_folder "$dir" 20000 16384 22528; echo "$dir" ;;
    small200k) make_folder "$dir" 200000 1024 4096; echo "$dir" ;;
    big4g) mkdir -p "$dir"; head -c $((4 << 30)) /dev/urandom >"$dir/big.bin"; echo "$dir/big.bin" ;;
    two1g)
      mkdir -p "$dir"
      head -c $((1 << 30)) /dev/urandom >"$dir/a.bin"
      head -c $((1 << 30)) /dev/urandom >"$dir/b.bin"
      echo "$dir/a.bin $dir/b.bin" ;;
    *) echo "app-vs-cli.sh: unknown case $1" >&2; exit 2 ;;
  esac
}

display=99
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1

now() { date +%s.%N; }
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# One app run: prints "SECONDS PEAK_RSS_KB ANON_RSS_KB".
app_run() {
  local hidden=$1; shift
  local log="$work/app.log" home="$work/data-home"
  rm -rf "$home"; mkdir -p "$home"
  # eframe keeps settings under $XDG_DATA_HOME: a fresh folder means the defaults.
  DISPLAY=":$display" XDG_DATA_HOME="$home" HASHDROP_FRAME_STATS=1 \
    "$bin" "$@" 2>"$log" &
  local pid=$! hwm=0 win=""
  if [[ $hidden == 1 ]]; then
    for _ in $(seq 1 1000); do
      win=$(DISPLAY=":$display" xdotool search --pid "$pid" 2>/dev/null | head -1) && [[ -n $win ]] && break
      sleep 0.005
    done
    # A window that never appeared (the app failed to start) is said, not unmapped.
    [[ -n $win ]] || { echo "app-vs-cli.sh: the app showed no window:" >&2; cat "$log" >&2; exit 1; }
    DISPLAY=":$display" xdotool windowunmap "$win"
  fi
  for _ in $(seq 1 3000); do
    grep -q '^hashdrop: job:' "$log" 2>/dev/null && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  # Once the window has taken every result (shown: its next frames; hidden: its
  # logic, which the collector wakes), the peak RSS includes them all.
  sleep 1.5
  hwm=$(awk '/^VmHWM:/ {print $2}' /proc/"$pid"/status 2>/dev/null || echo 0)
  # Without the pages of a mapped file (the big files are read with mmap) and of the
  # shared libraries (Mesa's llvmpipe alone maps ~55 MB of LLVM): the app's own memory.
  anon=$(awk '/^RssAnon:/ {print $2}' /proc/"$pid"/status 2>/dev/null || echo 0)
  # And those pages (libraries, fonts, mapped files): with the peak, they tell how
  # much of the peak was the app's own memory, and how much of it only lived in the job.
  file=$(awk '/^RssFile:/ {print $2}' /proc/"$pid"/status 2>/dev/null || echo 0)
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  local t
  t=$(sed -n 's/^hashdrop: job: [0-9]* bytes in \([0-9.]*\) s.*/\1/p' "$log")
  [[ -n $t ]] || { echo "app-vs-cli.sh: the app printed no job time:" >&2; cat "$log" >&2; exit 1; }
  echo "$t $hwm $anon $file"
}

rows=()
for c in "${cases[@]}"; do
  echo "making $c…" >&2
  read -r -a paths <<<"$(make_case "$c")"
  find "${paths[@]}" -type f -print0 | xargs -0 cat >/dev/null
  for w in "${windows[@]}"; do
    hidden=0; [[ $w == hidden ]] && hidden=1
    cli_times=() app_times=() rss=() anons=()
    for r in $(seq 1 "$runs"); do
      t0=$(now)
      "$bin" sum -r --no-progress -a "$alg" -j "$threads" "${paths[@]}" >/dev/null
      t1=$(now)
      cli=$(echo "$t1 - $t0" | bc -l)
      read -r app hwm anon file < <(app_run "$hidden" "${paths[@]}")
      cli_times+=("$cli") app_times+=("$app") rss+=("$hwm") anons+=("$anon")
      printf '%s, window %s, run %d: cli %.3f s, app %.3f s, app peak RSS %d MB, anonymous %d MB, file-backed %d MB\n' \
        "$c" "$w" "$r" "$cli" "$app" "$((hwm / 1024))" "$((anon / 1024))" "$((file / 1024))" >&2
    done
    mc=$(median "${cli_times[@]}") ma=$(median "${app_times[@]}") mr=$(median "${rss[@]}")
    mn=$(median "${anons[@]}")
    rows+=("$(printf '| %s | %s | %.2f s | %.2f s | %.2f | %d MB | %d MB |' "$c" "$w" "$mc" "$ma" \
      "$(echo "$ma / $mc" | bc -l)" "$((${mr%.*} / 1024))" "$((${mn%.*} / 1024))")")
  done
  rm -rf "${work:?}/$c"
done

echo
echo "SHA-256, $threads threads, warm cache, median of $runs runs; $(date -u +%Y-%m-%d), $(nproc) cores:"
echo "| case | window | hashdrop sum | app | app / CLI | app peak RSS | app anonymous RSS |"
echo "|---|---|---:|---:|---:|---:|---:|"
printf '%s\n' "${rows[@]}"
