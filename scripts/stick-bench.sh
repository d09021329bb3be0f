#!/usr/bin/env bash
# `hashdrop check --device` against reading and hashing the same bytes: the image file
# through sha256sum / sha512sum (what a person would run with the image at hand) and
# through `hashdrop sum` (the same kernels: SHA-NI, the SHA-512 kernel). A loop
# device stands in for the stick: the image, then 64 MiB of other bytes. Two images:
# a raw one (no structure: the digest is read at every 512-byte boundary, the worst
# case) and an ISO made by xorriso (its end read from its volume descriptor). Everything
# is in the page cache (one warm-up), so the CPU is what is measured. Needs root.
#
#   scripts/stick-bench.sh [HASHDROP] [SIZE_MIB] [RUNS]
set -euo pipefail
hashdrop=${1:-target/release/hashdrop}
size_mib=${2:-1024}
runs=${3:-3}
work=$(mktemp -d)
trap 'losetup -d "$dev" 2>/dev/null || true; rm -rf "$work"' EXIT
dev=""

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
secs() { # the median wall time of RUNS runs of "$@"
  for _ in $(seq "$runs"); do
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    t1=$(date +%s.%N)
    echo "$t1 - $t0" | bc -l
  done | median
}

measure() { # image file, label
  local image=$1 label=$2
  cat "$image" > "$work/stick.raw"
  head -c $((64 << 20)) /dev/urandom >> "$work/stick.raw"
  dev=$(losetup --find --show "$work/stick.raw")
  for algo in sha256 sha512; do
    (cd "$(dirname "$image")" && "${algo}sum" "$(basename "$image")") > "$work/${algo^^}SUMS"
    cat "$image" "$dev" > /dev/null # warm the page cache
    local ref sum ours
    ref=$(secs "${algo}sum" "$image")
    sum=$(secs "$hashdrop" sum --no-progress -a "$algo" "$image")
    ours=$(secs "$hashdrop" check --device "$dev" "$work/${algo^^}SUMS")
    "$hashdrop" check --device "$dev" "$work/${algo^^}SUMS" | sed 's/^/  /'
    printf '%-4s %-6s %s MiB: %s %.2f s, hashdrop sum %.2f s, check --device %.2f s: %.2fx %s, %.2fx hashdrop sum\n' \
      "$label" "$algo" "$size_mib" "${algo}sum" "$ref" "$sum" "$ours" \
      "$(echo "$ours / $ref" | bc -l)" "${algo}sum" "$(echo "$ours / $sum" | bc -l)"
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
