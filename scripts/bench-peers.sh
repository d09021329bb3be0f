#!/usr/bin/env bash
# Hashdrop against the reference tools, in one run, on one warm file.
#
#   scripts/bench-peers.sh            # makes a 1 GiB file of random bytes
#   scripts/bench-peers.sh FILE       # or measures FILE
#
# Every command runs RUNS times (default 5) after one warm-up; the median wall time is
# taken (hyperfine when installed, else bash and `date +%s.%N`). Prints MB/s (10^6
# bytes/s) per tool and algorithm with the ratio to the fastest peer, then the three
# parallel targets: BLAKE3 on 2 threads vs b3sum, segmented MD5 on 2 threads vs 1, and
# 2,000 files of 256 KiB with SHA-256 on 2 threads vs 1. Peers that are not installed
# are skipped (apt-get install rhash; b3sum: cargo install b3sum).
set -euo pipefail
cd "$(dirname "$0")/.."

bench_name=bench-peers
# shellcheck source=scripts/bench-common.sh
source scripts/bench-common.sh

timer=$(have hyperfine && echo "hyperfine $(hyperfine --version | cut -d' ' -f2)" || echo "bash date +%s.%N")
echo "file: $file ($bytes bytes), warm page cache; $RUNS runs after 1 warm-up, median, timer: $timer"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //'), $(nproc) cores"
echo

# algorithm: hashdrop command, then peers (program args...), separated by '|'.
declare -A peers=(
  [md5]="md5sum|openssl dgst -md5|rhash --md5"
  [sha1]="sha1sum|openssl dgst -sha1|rhash --sha1"
  [sha256]="sha256sum|openssl dgst -sha256|rhash --sha256"
  [sha512]="sha512sum|openssl dgst -sha512|rhash --sha512"
  [blake2b]="b2sum|openssl dgst -blake2b512|rhash --blake2b"
  [blake3]="b3sum --num-threads 1|b3sum"
  [sha3-256]="openssl dgst -sha3-256|rhash --sha3-256"
  [sm3]="openssl dgst -sm3|cksum -a sm3"
  [xxh64]="xxhsum -H1"
  [xxh3]="xxhsum -H3"
  [xxh128]="xxhsum -H2"
  [crc32c]=""
  [crc64nvme]=""
)
# ALGOS="xxh3 sm3" scripts/bench-peers.sh measures only those.
ALGOS=${ALGOS:-md5 sha1 sha256 sha512 blake2b blake3 sha3-256 sm3 xxh64 xxh3 xxh128 crc32c crc64nvme}
declare -A best_peer=() ours=()

printf '%-8s %-28s %9s %9s %s\n' algorithm tool "median s" "MB/s" "vs fastest peer"
for algo in $ALGOS; do
  declare -a names=() secs=()
  names+=("hashdrop sum -a $algo -j 1")
  secs+=("$(median_secs "$HASHDROP" sum -a "$algo" -j 1 "$file")")
  if [[ $algo == blake3 ]]; then
    names+=("hashdrop sum -a $algo -j $(nproc)")
    secs+=("$(median_secs "$HASHDROP" sum -a "$algo" -j "$(nproc)" "$file")")
  fi
  ours[$algo]=$(mbps "${secs[0]}")
  IFS='|' read -ra cmds <<<"${peers[$algo]}"
  best=0
  first_peer=${#names[@]}
  for c in "${cmds[@]}"; do
    read -ra argv <<<"$c"
    have "${argv[0]}" || continue
    names+=("$c")
    s=$(median_secs "${argv[@]}" "$file")
    secs+=("$s")
    if [[ $s != fail ]]; then
      m=$(mbps "$s")
      ((m > best)) && best=$m
    fi
  done
  best_peer[$algo]=$best
  for i in "${!names[@]}"; do
    s=${secs[$i]}
    if [[ $s == fail ]]; then
      printf '%-8s %-28s %9s\n' "$algo" "${names[$i]}" failed
      continue
    fi
    m=$(mbps "$s")
    ratio=$(awk -v m="$m" -v b="$best" 'BEGIN { if (b > 0) printf "%.2f", m / b; else print "-" }')
    tag=""
    ((i >= first_peer)) && tag=" (peer)"
    printf '%-8s %-28s %9.3f %9s %s%s\n' "$algo" "${names[$i]}" "$s" "$m" "$ratio" "$tag"
  done
done

echo
echo "issue 22 targets (whole process, same run)"
target() { # algo, what, minimum ratio to the fastest peer
  local o=${ours[$1]:-} p=${best_peer[$1]:-0}
  [[ -z $o || $p == 0 ]] && { echo "$1: $2: not measured (no peer)"; return; }
  awk -v o="$o" -v p="$p" -v min="$3" -v a="$1" -v w="$2" \
    'BEGIN { r = o / p; printf "%s: %s: %.2fx (target %.1fx) %s\n", a, w, r, min, (r >= min ? "met" : "NOT met") }'
}
[[ " $ALGOS " == *" xxh3 "* ]] && target xxh3 "vs xxhsum -H3" 0.9
[[ " $ALGOS " == *" xxh128 "* ]] && target xxh128 "vs xxhsum -H2" 0.9
[[ " $ALGOS " == *" sha3-256 "* ]] && target sha3-256 "vs the fastest of openssl dgst -sha3-256, rhash" 1.0
[[ " $ALGOS " == *" sm3 "* ]] && target sm3 "vs the fastest of openssl dgst -sm3, cksum -a sm3" 1.0
for a in crc32c crc64nvme; do
  [[ " $ALGOS " == *" $a "* ]] || continue
  awk -v m="${ours[$a]}" -v a="$a" 'BEGIN { printf "%s: %d MB/s (target 5000 MB/s) %s\n", a, m, (m >= 5000 ? "met" : "NOT met") }'
done
[[ -n ${PEERS_ONLY:-} ]] && exit 0

echo
echo "parallel targets"
speedup() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
if have b3sum; then
  h=$(median_secs "$HASHDROP" sum -a blake3 -j 2 "$file")
  b=$(median_secs b3sum --num-threads 2 "$file")
  echo "BLAKE3, 2 threads: hashdrop $(mbps "$h") MB/s, b3sum --num-threads 2 $(mbps "$b") MB/s, ratio $(speedup "$b" "$h")"
fi
one=$(median_secs "$HASHDROP" sum -a md5 --segment 8MiB -j 1 "$file")
two=$(median_secs "$HASHDROP" sum -a md5 --segment 8MiB -j 2 "$file")
echo "segmented MD5 (8 MiB): 1 thread $(mbps "$one") MB/s, 2 threads $(mbps "$two") MB/s, speed-up $(speedup "$one" "$two")"

many=$work/many
mkdir -p "$many"
head -c $((2000 * 256 * 1024)) "$file" | split -b 262144 -a 4 -d - "$many/f"
cat "$many"/* >/dev/null
bytes=$((2000 * 256 * 1024))
one=$(median_secs "$HASHDROP" sum -a sha256 -j 1 -r "$many")
two=$(median_secs "$HASHDROP" sum -a sha256 -j 2 -r "$many")
echo "2,000 files of 256 KiB, SHA-256: 1 thread $(mbps "$one") MB/s, 2 threads $(mbps "$two") MB/s, speed-up $(speedup "$one" "$two")"
if have sha256sum; then
  p=$(median_secs find "$many" -type f -exec sha256sum {} +)
  echo "  sha256sum on the same files: $(mbps "$p") MB/s"
fi
