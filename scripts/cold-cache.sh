#!/usr/bin/env bash
# Hashing from a cold page cache: every run starts after `sync; echo 3 >
# /proc/sys/vm/drop_caches`, so every byte comes from the disk. Needs root.
#
#   sudo scripts/cold-cache.sh [--runs R] [--dir DIR] [--bin PATH]
#
# Two cases, made once in DIR (default /var/tmp, a real disk: not a tmpfs):
#   big    one 2 GiB file of random bytes;
#   many   20,000 files of 64 KiB (1.3 GB) in one folder.
# Commands, SHA-256 unless said (the rounds alternate their order, R rounds, default 3):
#   cat        `cat` (one reader, the floor of a one-stream tool);
#   hashdrop   `hashdrop sum -a sha256` (-r for the folder), its defaults (auto reading,
#              one worker per core);
#   rhash      `rhash --sha256` (-r for the folder);
#   sha256sum  GNU coreutils;
#   b3sum      BLAKE3 (another algorithm: how fast the fastest peer reads);
#   hashdrop-b3  `hashdrop sum -a blake3`, to compare with b3sum.
# For the folder, cat, sha256sum and b3sum get the files from `find | xargs -0`.
# Prints each run, then the median wall time per command and its speed against cat's.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3 dir=/var/tmp bin=target/release/hashdrop
while [[ $# -gt 0 ]]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    *) echo "cold-cache.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
[[ $(id -u) -eq 0 ]] || { echo "cold-cache.sh: run as root (it writes /proc/sys/vm/drop_caches)" >&2; exit 2; }
[[ -x $bin ]] || { echo "cold-cache.sh: build first: cargo build --release" >&2; exit 2; }
fs=$(stat -f -c %T "$dir")
[[ $fs != tmpfs ]] || { echo "cold-cache.sh: $dir is a tmpfs; give --dir on a disk" >&2; exit 2; }
bin=$(realpath "$bin")

work=$dir/hashdrop-cold-cache
big=$work/big.bin many=$work/many
mkdir -p "$work"
if [[ ! -f $big ]]; then
  echo "writing 2 GiB to $big ..." >&2
  head -c $((2 << 30)) /dev/urandom >"$big"
fi
if [[ ! -d $many ]] || [[ $(find "$many" -type f | wc -l) -ne 20000 ]]; then
  echo "writing 20,000 files of 64 KiB to $many ..." >&2
  rm -rf "$many"
  python3 - "$many" <<'PY'
import os, sys
root = sys.argv[1]
os.makedirs(root)
for i in range(20000):
    with open(os.path.join(root, f"f{i:05}.bin"), "wb") as f:
        f.write(os.urandom(65536))
PY
fi
sync

have() { command -v "$1" >/dev/null 2>&1; }
# The command lines, by name, for one case: $1 = big or many.
commands() {
  local each="find $many -type f -print0 | xargs -0"
  if [[ $1 == big ]]; then
    echo "cat|cat $big"
    echo "hashdrop|$bin sum -a sha256 $big"
    have rhash && echo "rhash|rhash --sha256 $big"
    echo "sha256sum|sha256sum $big"
    have b3sum && echo "b3sum|b3sum $big"
    echo "hashdrop-b3|$bin sum -a blake3 $big"
  else
    echo "cat|$each cat"
    echo "hashdrop|$bin sum -r -a sha256 $many"
    have rhash && echo "rhash|rhash -r --sha256 $many"
    echo "sha256sum|$each sha256sum"
    have b3sum && echo "b3sum|$each b3sum"
    echo "hashdrop-b3|$bin sum -r -a blake3 $many"
  fi
  return 0
}

# Wall time of one cold run, in seconds.
cold_run() {
  sync
  echo 3 >/proc/sys/vm/drop_caches
  local s e
  s=$(date +%s.%N)
  bash -c "$1" >/dev/null 2>&1 || { echo fail; return; }
  e=$(date +%s.%N)
  awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f", e - s }'
}

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

echo "cold cache: $(nproc) cores, $(uname -r), $dir on $(df --output=source "$dir" | tail -1), $runs rounds"
declare -A times
for case in big many; do
  mapfile -t lines < <(commands "$case")
  for ((r = 0; r < runs; r++)); do
    # Each round starts at a different command, so no tool always runs first.
    for ((k = 0; k < ${#lines[@]}; k++)); do
      line=${lines[(k + r) % ${#lines[@]}]}
      name=${line%%|*} cmd=${line#*|}
      t=$(cold_run "$cmd")
      echo "$case round $((r + 1)): $name ${t}s"
      times[$case.$name]+="$t "
    done
  done
done

bytes_of() { if [[ $1 == big ]]; then stat -c %s "$big"; else du -sb "$many" | cut -f1; fi; }
echo
echo "| case | command | median s | MB/s | speed against cat |"
echo "| --- | --- | ---: | ---: | ---: |"
for case in big many; do
  b=$(bytes_of "$case")
  cat_s=$(tr ' ' '\n' <<<"${times[$case.cat]}" | grep -v '^$' | median)
  while IFS= read -r line; do
    name=${line%%|*}
    m=$(tr ' ' '\n' <<<"${times[$case.$name]}" | grep -v '^$' | grep -v fail | median)
    awk -v c="$case" -v n="$name" -v m="$m" -v b="$b" -v k="$cat_s" \
      'BEGIN { printf "| %s | %s | %.2f | %.0f | %.2f× |\n", c, n, m, b / m / 1e6, k / m }'
  done < <(commands "$case")
done
