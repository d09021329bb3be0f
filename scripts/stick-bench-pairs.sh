#!/usr/bin/env bash
# `hashdrop check --device` against `hashdrop sum --bytes LEN` of the same loop device
# (reading and hashing exactly the same bytes with the same kernels), the two commands
# alternated in the same run: one warm-up each, then RUNS pairs. Wall time and CPU time
# (user + sys) of each whole process; prints the medians and the median of the pairwise
# ratios. A raw image (no structure: the digest at every 512-byte boundary) and an ISO
# made by xorriso (its end from its volume descriptor), followed by 64 MiB of other
# bytes, everything in the page cache. Needs root (loop devices).
#
#   scripts/stick-bench-pairs.sh [HASHDROP] [SIZE_MIB] [RUNS]
set -euo pipefail
hashdrop=${1:-target/release/hashdrop}
size_mib=${2:-512}
runs=${3:-5}
work=$(mktemp -d)
dev=""
trap '[ -n "$dev" ] && losetup -d "$dev" 2>/dev/null; rm -rf "$work"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
timed() { # "wall cpu" of one run of "$@"
  /usr/bin/time -f '%e %U %S' -o "$work/t" "$@" >/dev/null 2>&1 || true
  awk '{printf "%s %.3f\n", $1, $2 + $3}' "$work/t"
}

measure() { # image file, label
  local image=$1 label=$2 len
  len=$(stat -c %s "$image")
  cat "$image" > "$work/stick.raw"
  head -c $((64 << 20)) /dev/urandom >> "$work/stick.raw"
  dev=$(losetup --find --show "$work/stick.raw")
  for algo in sha256 sha512; do
    (cd "$(dirname "$image")" && "${algo}sum" "$(basename "$image")"
     echo "$(head -c 64 /dev/urandom | "${algo}sum" | cut -d' ' -f1)  other.img") > "$work/${algo^^}SUMS"
    local check=("$hashdrop" check --device "$dev" "$work/${algo^^}SUMS")
    local sum=("$hashdrop" sum --no-progress --bytes "$len" -a "$algo" "$dev")
    "${check[@]}" | sed 's/^/  /'
    "${sum[@]}" > /dev/null
    : > "$work/pairs"
    for _ in $(seq "$runs"); do
      echo "$(timed "${check[@]}") $(timed "${sum[@]}")" >> "$work/pairs"
    done
    local cw cc sw sc rw rc
    cw=$(awk '{print $1}' "$work/pairs" | median); cc=$(awk '{print $2}' "$work/pairs" | median)
    sw=$(awk '{print $3}' "$work/pairs" | median); sc=$(awk '{print $4}' "$work/pairs" | median)
    rw=$(awk '{print $1 / $3}' "$work/pairs" | median); rc=$(awk '{print $2 / $4}' "$work/pairs" | median)
    printf '%-4s %-6s check --device wall %s s cpu %s s | sum --bytes wall %s s cpu %s s | ratio wall %.2f cpu %.2f\n' \
      "$label" "$algo" "$cw" "$cc" "$sw" "$sc" "$rw" "$rc"
  done
  losetup -d "$dev"
  dev=""
}

head -c $((size_mib << 20)) /dev/urandom > "$work/firmware.bin"
measure "$work/firmware.bin" raw
mkdir "$work/root"
mv "$work/firmware.bin" "$work/root/big.bin"
xorriso -as mkisofs -quiet -V BENCH -o "$work/live.iso" "$work/root" 2>/dev/null
rm "$work/root/big.bin"
measure "$work/live.iso" iso
