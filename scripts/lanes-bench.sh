#!/usr/bin/env bash
# The multi-buffer kernels in use, in one run, on one warm 1 GiB file:
#
#   scripts/lanes-bench.sh               # MD5; makes a 1 GiB file of random bytes
#   scripts/lanes-bench.sh FILE          # or measures FILE
#   ALG=blake2s scripts/lanes-bench.sh   # BLAKE2s instead of MD5 (also sha1, sha256, sha384, sha512)
#
# The segmented digest (8 MiB segments, for MD5 the S3 ETag) with 1 and 2 threads, with
# each kernel forced through HASHDROP_KERNEL (scalar: no lanes), against Hashdrop's
# single-stream digest on 1 thread and against the peers that hash one stream (md5sum,
# rhash, openssl). Then the page-cache ceiling: `cat FILE > /dev/null` (one reader) and two
# readers of the two halves, the most any hash of this file can reach.
#
# Then 20,000 files of 64 KiB (one lane per file) against rhash and md5sum; MANY=0 skips
# them.
#
# KERNELS="avx2 avx512" limits the forced kernels measured (default: all three).
#
# Every command runs RUNS times (default 5) after one warm-up; the median wall time is
# taken (hyperfine when installed, else bash and `date +%s.%N`). On a shared machine,
# compare figures from the same run only.
set -euo pipefail
cd "$(dirname "$0")/.."

bench_name=lanes
# shellcheck source=scripts/bench-common.sh
source scripts/bench-common.sh
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a != "fail" && b != "fail" && b > 0) printf "%.2f", a / b; else print "-" }'; }

timer=$(have hyperfine && echo "hyperfine $(hyperfine --version | cut -d' ' -f2)" || echo "bash date +%s.%N")
echo "file: $file ($bytes bytes), warm page cache; $RUNS runs after 1 warm-up, median, timer: $timer"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo

names=() secs=()
add() { # add LABEL CMD...
  names+=("$1")
  shift
  secs+=("$(median_secs "$@")")
}
ALG=${ALG:-md5}
case $ALG in
  md5) rhash_flag=--md5 openssl_flag=-md5 ;;
  blake2s) rhash_flag=--blake2s openssl_flag=-blake2s256 ;;
  sha1) rhash_flag=--sha1 openssl_flag=-sha1 ;;
  sha256) rhash_flag=--sha256 openssl_flag=-sha256 ;;
  sha384) rhash_flag=--sha384 openssl_flag=-sha384 ;;
  sha512) rhash_flag=--sha512 openssl_flag=-sha512 ;;
  *) echo "ALG=$ALG: only md5, blake2s, sha1, sha256, sha384 and sha512 have lanes" >&2; exit 2 ;;
esac
add "hashdrop $ALG, single stream, 1 thread" env HASHDROP_KERNEL= "$HASHDROP" sum -a "$ALG" -j 1 "$file"
[[ $ALG == md5 ]] && have md5sum && add "md5sum" md5sum "$file"
have rhash && add "rhash $rhash_flag" rhash "$rhash_flag" "$file"
have openssl && add "openssl dgst $openssl_flag" openssl dgst "$openssl_flag" "$file"
for kernel in ${KERNELS:-scalar avx2 avx512}; do
  if ! HASHDROP_KERNEL=$kernel "$HASHDROP" sum -a "$ALG" --segment 8MiB -j 1 /dev/null >/dev/null 2>&1; then
    echo "(the $kernel kernel is not supported on this CPU: skipped)"
    continue
  fi
  for j in 1 2; do
    add "segmented 8 MiB, $kernel, $j thread(s)" env HASHDROP_KERNEL=$kernel "$HASHDROP" sum -a "$ALG" --segment 8MiB -j "$j" "$file"
  done
done
add "cat (page-cache read, 1 reader)" cat "$file"
half=$(((bytes / 2 + 1048575) / 1048576))
add "2 readers of the two halves (dd, 1 MiB)" bash -c "dd if='$file' bs=1M count=$half of=/dev/null status=none & dd if='$file' bs=1M skip=$half of=/dev/null status=none; wait"

base=${secs[0]}
printf '%-42s %9s %9s %s\n' command "median s" "MB/s" "vs hashdrop single-stream $ALG"
for i in "${!names[@]}"; do
  s=${secs[$i]}
  if [[ $s == fail ]]; then
    printf '%-42s %9s\n' "${names[$i]}" failed
    continue
  fi
  printf '%-42s %9.3f %9s %s\n' "${names[$i]}" "$s" "$(mbps "$s")" "$(ratio "$base" "$s")"
done

# One lane per file: 20,000 files of 64 KiB (MANY=0 skips this part).
if [[ ${MANY:-1} != 0 ]]; then
  many=$work/many
  mkdir -p "$many"
  head -c $((20000 * 65536)) /dev/urandom | split -b 65536 -a 5 -d - "$many/f"
  cat "$many"/* >/dev/null
  bytes=$((20000 * 65536))
  echo
  echo "20,000 files of 64 KiB, warm page cache"
  names=() secs=()
  add "hashdrop sum -a $ALG -r (default threads)" "$HASHDROP" sum -a "$ALG" -r "$many"
  add "hashdrop, scalar kernel (no lanes)" env HASHDROP_KERNEL=scalar "$HASHDROP" sum -a "$ALG" -r "$many"
  have rhash && add "rhash $rhash_flag -r" rhash "$rhash_flag" -r "$many"
  [[ $ALG == md5 ]] && have md5sum && add "md5sum (find -exec md5sum {} +)" find "$many" -type f -exec md5sum {} +
  base=${secs[0]}
  printf '%-42s %9s %9s %s\n' command "median s" "MB/s" "hashdrop's speed vs this"
  for i in "${!names[@]}"; do
    s=${secs[$i]}
    if [[ $s == fail ]]; then
      printf '%-42s %9s\n' "${names[$i]}" failed
      continue
    fi
    printf '%-42s %9.3f %9s %s\n' "${names[$i]}" "$s" "$(mbps "$s")" "$(ratio "$s" "$base")"
  done
fi
