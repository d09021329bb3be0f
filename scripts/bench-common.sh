# Shared by scripts/bench-peers.sh and scripts/lanes-bench.sh (sourced, after `cd` to
# the repository): the binary (built if missing), a work folder named after
# $bench_name, the test file ($1, or 1 GiB of random bytes), a warm page cache, and
# median_secs / mbps. Sets: RUNS, HASHDROP, work, file, bytes.
RUNS=${RUNS:-5}
target=${CARGO_TARGET_DIR:-target}
HASHDROP=${HASHDROP:-$target/release/hashdrop}
if [[ ! -x $HASHDROP ]]; then
  echo "building $HASHDROP (release)..." >&2
  cargo build --release --quiet
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/hashdrop-${bench_name}.XXXXXX")
trap 'rm -rf "$work"' EXIT

if [[ $# -ge 1 ]]; then
  file=$1
else
  file=$work/data.bin
  echo "writing 1 GiB of random bytes to $file ..." >&2
  head -c $((1 << 30)) /dev/urandom >"$file"
fi
bytes=$(stat -c %s "$file" 2>/dev/null || stat -f %z "$file")
cat "$file" >/dev/null # warm the page cache

have() { command -v "$1" >/dev/null 2>&1; }

# median_secs CMD...: the median wall time of RUNS runs after one warm-up.
median_secs() {
  if have hyperfine; then
    local json=$work/hf.json
    hyperfine -N --style none --warmup 1 --runs "$RUNS" --export-json "$json" \
      "$(printf '%q ' "$@")" >/dev/null 2>&1 || { echo fail; return; }
    grep -m1 '"median"' "$json" | sed -E 's/.*"median": *([0-9.eE+-]+).*/\1/'
  else
    "$@" >/dev/null 2>&1 || { echo fail; return; }
    local times=() i s e
    for ((i = 0; i < RUNS; i++)); do
      s=$(date +%s.%N)
      "$@" >/dev/null 2>&1
      e=$(date +%s.%N)
      times+=("$(echo "$e - $s" | bc -l)")
    done
    printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'
  fi
}

mbps() { awk -v b="$bytes" -v s="$1" 'BEGIN { if (s > 0) printf "%.0f", b / s / 1e6; else print 0 }'; }
