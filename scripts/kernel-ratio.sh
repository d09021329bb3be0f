#!/usr/bin/env bash
# Hashdrop's whole process against the hash kernel's own speed (issue 37, target 2):
# for each algorithm, `openssl speed -evp ALG` on 1 MiB blocks (one core, hashing only)
# gives the time the file would take if nothing but hashing cost anything; then
# `hashdrop sum -a ALG FILE` (the job's defaults: one core hashes while the other keeps
# the mapping), warm, is timed. The two are taken in turn, ROUNDS times (default 5), so
# that both see the same machine; prints the medians and kernel time / Hashdrop time
# (1.00: Hashdrop costs nothing beyond the kernel).
#
# Each timed run follows an untimed one: on the 2-vCPU VM the first touch of the file's
# pages after two idle seconds (or two seconds of `openssl speed`) is slow, the same
# build 0.46-0.57 s against 0.29-0.32 s back to back (7 December 2026), and so for any
# reader of the file.
#
#   scripts/kernel-ratio.sh [FILE]      # default: 512 MiB of random bytes
#   ALGOS="sha256 sha1" ROUNDS=7 HASHDROP=/path/to/hashdrop scripts/kernel-ratio.sh
#   ARGS="-j 1 --io read" scripts/kernel-ratio.sh   # other options (default: none)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v openssl >/dev/null || { echo "kernel-ratio: openssl is needed" >&2; exit 2; }
ROUNDS=${ROUNDS:-5}
HASHDROP=${HASHDROP:-${CARGO_TARGET_DIR:-target}/release/hashdrop}
[[ -x $HASHDROP ]] || cargo build --release --quiet
work=$(mktemp -d "${TMPDIR:-/tmp}/hashdrop-kernel-ratio.XXXXXX")
trap 'rm -rf "$work"' EXIT
if [[ $# -ge 1 ]]; then file=$1; else
  file=$work/data.bin
  head -c $((512 << 20)) /dev/urandom >"$file"
fi
bytes=$(stat -c %s "$file")
cat "$file" >/dev/null

# openssl's name for each algorithm.
declare -A evp=([md5]=md5 [sha1]=sha1 [sha256]=sha256 [sha512]=sha512 [sha384]=sha384 [sha224]=sha224)
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

echo "file: $file ($bytes bytes), warm; $ROUNDS rounds, openssl speed and hashdrop sum ${ARGS:-} in turn"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-8s %14s %16s %16s %7s\n' algorithm "openssl MB/s" "kernel time s" "hashdrop s" ratio
for algo in ${ALGOS:-md5 sha1 sha256 sha512}; do
  speeds=() times=()

  for ((r = 0; r < ROUNDS; r++)); do
    # "sha256  1438646.27k": thousands of bytes per second for 1 MiB blocks.
    k=$(openssl speed -seconds 2 -bytes 1048576 -evp "${evp[$algo]}" 2>/dev/null | awk 'END {sub(/k$/, "", $2); print $2}')
    speeds+=("$(awk -v k="$k" 'BEGIN {printf "%.0f", k / 1000}')")
    # shellcheck disable=SC2086 # ARGS is a list of options
    "$HASHDROP" sum -a "$algo" ${ARGS:-} "$file" >/dev/null # untimed: see above
    s=$(date +%s.%N)
    # shellcheck disable=SC2086
    "$HASHDROP" sum -a "$algo" ${ARGS:-} "$file" >/dev/null
    e=$(date +%s.%N)
    times+=("$(echo "$e - $s" | bc -l)")
  done
  mbs=$(printf '%s\n' "${speeds[@]}" | median)
  ours=$(printf '%s\n' "${times[@]}" | median)
  awk -v a="$algo" -v m="$mbs" -v b="$bytes" -v t="$ours" \
    'BEGIN {k = b / (m * 1e6); printf "%-8s %14.0f %16.3f %16.3f %7.2f\n", a, m, k, t, k / t}'
done
