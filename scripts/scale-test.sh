#!/usr/bin/env bash
# Load figures for a release build: peak RSS and rate for N small files in folders
# (`hashdrop sum -r`), and for a checksum file of N entries (`hashdrop check`).
#
#   scripts/scale-test.sh            # 100,000 files
#   scripts/scale-test.sh 1000000    # a million
#   COLD=1 scripts/scale-test.sh     # also once with a cold page cache (root only)
#
# Needs GNU time (/usr/bin/time -v) for the peak RSS. Uses a temporary folder that is
# removed at the end; the files take about 4 KiB of disk each.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-100000}
PER_FOLDER=1000

cargo build --release --quiet
BIN=$PWD/target/release/hashdrop
TIME=/usr/bin/time
[[ -x $TIME ]] || { echo "scale-test: /usr/bin/time (GNU time) is needed" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
echo "making $N files in $((N / PER_FOLDER)) folders under $work ..."
python3 - "$N" "$PER_FOLDER" <<'PY'
import os, sys
n, per = int(sys.argv[1]), int(sys.argv[2])
os.mkdir("tree")
for i in range(n):
    d = f"tree/d{i // per:04d}"
    if i % per == 0:
        os.mkdir(d)
    with open(f"{d}/f{i:07d}", "w") as f:
        f.write(str(i) * (i % 7 + 1))
PY
sync

measure() { # label, command...
  local label=$1; shift
  "$TIME" -v -o time.txt "$@" > out.txt 2> err.txt || true
  local wall rss lines
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' time.txt)
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' time.txt)
  lines=$(wc -l < out.txt)
  python3 - "$label" "$wall" "$rss" "$lines" "$N" <<'PY'
import sys
label, wall, rss, lines, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
parts = [float(p) for p in wall.split(":")]
secs = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
print(f"{label:<38} {n:>9} files  {secs:7.2f} s  {n / max(secs, 1e-3):9.0f} files/s  peak RSS {rss / 1024:7.1f} MiB  ({lines} lines out)")
PY
  if [[ -s err.txt ]]; then echo "  stderr: $(head -c 300 err.txt)"; fi
}

# COLD=1 (as root) drops the page cache first: it slows the whole machine for a moment.
if [[ ${COLD:-0} == 1 ]]; then
  sync; echo 3 > /proc/sys/vm/drop_caches
  measure "sum -r sha256 -j 2 (cold cache)" "$BIN" sum -r -a sha256 -j 2 tree
fi
measure "sum -r sha256 -j 2 (warm cache)" "$BIN" sum -r -a sha256 -j 2 tree
measure "sum -r blake3 -j 1" "$BIN" sum -r -a blake3 -j 1 tree
"$BIN" sum -r -a md5 tree > MD5SUMS
measure "check MD5SUMS ($N entries)" "$BIN" check MD5SUMS
if command -v md5sum >/dev/null; then
  measure "reference: md5sum -c MD5SUMS" md5sum -c MD5SUMS
fi
