#!/usr/bin/env bash
# Does comparing two folders cost no more than hashing them, and fit in 200 MB?
#
#   scripts/audit-scale.sh [--files N] [--runs R] [--bin PATH] [--app]
#
# Makes two trees of N files each (default 100,000; 1-4 KiB, 100 folders of N/100
# files) in $TMPDIR: B is a copy of A (times kept) with 1% of its files changed, 1%
# moved, 1% deleted and 1% added. After one untimed run to warm the page cache, R times
# (default 3), alternating:
#   sum:     `hashdrop sum -r -a blake3 A B`  (hashing both trees, output discarded)
#   compare: `hashdrop compare A B`           (BLAKE3 by default; output discarded)
# Wall time and peak RSS come from /usr/bin/time -v. It prints each run, then the
# medians, the ratio compare/sum (target at most 1.2) and compare's peak RSS (target
# at most 200 MB), and exits 1 when a target is missed.
#
# --app also runs the same comparison R times in the app, in a real window under Xvfb
# (`HASHDROP_VIEW=compare hashdrop A B`, fresh settings): the time the app prints when
# the comparison ends (HASHDROP_FRAME_STATS=1), its peak RSS (VmHWM, holding the
# report and both sides' digests), and the frame times while it ran (median, p95, max
# of ui()): whether the window stayed responsive. Needs Xvfb.
set -euo pipefail
files=100000 runs=3 app=0
bin=${HASHDROP_BIN:-target/release/hashdrop}
while [[ $# -gt 0 ]]; do
  case $1 in
    --files) files=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    --app) app=1; shift ;;
    *) echo "audit-scale.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ -x $bin ]] || { echo "audit-scale.sh: build first: cargo build --release" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "audit-scale.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "audit-scale.sh: needs python3" >&2; exit 2; }

[[ $app == 0 ]] || command -v Xvfb >/dev/null || { echo "audit-scale.sh: --app needs Xvfb (apt-get install xvfb)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/hashdrop-audit-scale.XXXXXX")
xvfb_pid=""
trap '[[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null; rm -rf "$work"' EXIT

echo "making two trees of $files files in $work ..."
python3 - "$work" "$files" <<'PY'
import os, random, shutil, sys
work, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(42)
a = os.path.join(work, "A")
per = max(1, n // 100)
for i in range(n):
    d = os.path.join(a, f"d{i // per:03d}")
    if i % per == 0:
        os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, f"f{i:06d}.bin"), "wb") as f:
        f.write(rng.randbytes(rng.randint(1024, 4096)))
b = os.path.join(work, "B")
shutil.copytree(a, b, copy_function=shutil.copy2)
names = sorted(os.path.join(r, f) for r, _, fs in os.walk(b) for f in fs)
rng.shuffle(names)
k = max(1, n // 100)
for p in names[:k]:                      # changed
    with open(p, "r+b") as f:
        f.write(b"changed!")
for p in names[k:2 * k]:                 # moved
    os.rename(p, p + ".moved")
for p in names[2 * k:3 * k]:             # missing
    os.remove(p)
os.makedirs(os.path.join(b, "added"), exist_ok=True)
for i in range(k):                       # new
    with open(os.path.join(b, "added", f"n{i:06d}.bin"), "wb") as f:
        f.write(rng.randbytes(2048))
PY
du -sh "$work/A" "$work/B"

# One run to warm the page cache (and to show the answer).
"$bin" compare "$work/A" "$work/B" | tail -1 || true

measure() { # measure NAME ARGS... -> "seconds peak_kib"
  local name=$1; shift
  local log="$work/time.$name"
  /usr/bin/time -v "$@" >/dev/null 2>"$log" || true
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$log")
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$log")
  # h:mm:ss or m:ss.cc -> seconds
  python3 -c "import sys; p=[float(x) for x in sys.argv[1].split(':')]; s=sum(v*60**i for i,v in enumerate(reversed(p))); print(f'{s:.2f} {sys.argv[2]}')" "$wall" "$rss"
}

sum_t=() cmp_t=() cmp_rss=() sum_rss=()
for ((r = 1; r <= runs; r++)); do
  read -r t m < <(measure sum "$bin" sum -r -a blake3 "$work/A" "$work/B")
  sum_t+=("$t"); sum_rss+=("$m")
  echo "run $r  sum -r:  ${t} s  peak RSS $((m / 1024)) MB"
  read -r t m < <(measure compare "$bin" compare "$work/A" "$work/B")
  cmp_t+=("$t"); cmp_rss+=("$m")
  echo "run $r  compare: ${t} s  peak RSS $((m / 1024)) MB"
done

# One comparison in the app: prints "SECONDS PEAK_RSS_KB" and copies the frame line.
app_run() {
  local log="$work/app.log" home="$work/data-home"
  rm -rf "$home"; mkdir -p "$home"
  DISPLAY=":$display" XDG_DATA_HOME="$home" HASHDROP_FRAME_STATS=1 HASHDROP_VIEW=compare \
    "$bin" "$work/A" "$work/B" 2>"$log" &
  local pid=$!
  for _ in $(seq 1 6000); do
    grep -q '^hashdrop: ui() while hashing' "$log" 2>/dev/null && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  sleep 0.5
  local hwm
  hwm=$(awk '/^VmHWM:/ {print $2}' /proc/"$pid"/status 2>/dev/null || echo 0)
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  local t
  t=$(sed -n 's/^hashdrop: audit: [0-9]* findings in \([0-9.]*\) s.*/\1/p' "$log")
  [[ -n $t ]] || { echo "audit-scale.sh: the app printed no time:" >&2; cat "$log" >&2; exit 1; }
  grep '^hashdrop: ui() while hashing' "$log" | sed 's/^hashdrop: /  /' >&2 || true
  echo "$t $hwm"
}

app_t=() app_rss=()
if [[ $app == 1 ]]; then
  display=99
  while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
  Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  sleep 1
  for ((r = 1; r <= runs; r++)); do
    read -r t m < <(app_run)
    app_t+=("$t"); app_rss+=("$m")
    echo "run $r  app:     ${t} s  peak RSS $((m / 1024)) MB"
  done
  python3 - "${cmp_t[*]}" "${app_t[*]}" "${app_rss[*]}" <<'PY'
import statistics, sys
c, a = [statistics.median(map(float, x.split())) for x in sys.argv[1:3]]
rss = max(map(int, sys.argv[3].split())) / 1024
print(f"app: compare in the window {a:.2f} s, CLI compare {c:.2f} s, ratio {a / c:.2f}; "
      f"app peak RSS {rss:.0f} MB (window, report and both sides' digests)")
PY
fi

python3 - "$files" "${sum_t[*]}" "${cmp_t[*]}" "${sum_rss[*]}" "${cmp_rss[*]}" <<'PY'
import statistics, sys
n = int(sys.argv[1])
st, ct = [list(map(float, a.split())) for a in sys.argv[2:4]]
sr, cr = [list(map(int, a.split())) for a in sys.argv[4:6]]
s, c = statistics.median(st), statistics.median(ct)
rss = max(cr) / 1024
ratio = c / s
print(f"{n} files per side: sum -r {s:.2f} s, compare {c:.2f} s, ratio {ratio:.2f} "
      f"(target <= 1.20); peak RSS compare {rss:.0f} MB, sum {max(sr) / 1024:.0f} MB "
      f"(target <= 200 MB)")
ok = ratio <= 1.2 and rss <= 200
print("PASS" if ok else "FAIL")
sys.exit(0 if ok else 1)
PY
