#!/usr/bin/env bash
# Times whole commands in turn, round after round, and prints each one's median wall
# time: two builds compared this way see the same machine. On the 2-vCPU VM the
# machine's speed drifts by 10-20 % within minutes, and hyperfine's blocks (one
# command's runs, then the other's) disagreed with interleaved runs by up to 40 ms
# (7 December 2026, docs/PERFORMANCE.md, "Target 2").
#
#   ROUNDS=11 scripts/interleave.sh "OLD/hashdrop sum -a sha1 FILE" "NEW/hashdrop sum -a sha1 FILE"
#
# Each command is split on spaces (no quoting inside); its output is discarded. One
# untimed round first, so that every timed run follows a run that touched the file.
set -euo pipefail
rounds=${ROUNDS:-9}
[[ $# -ge 1 ]] || { echo "usage: ROUNDS=N $0 COMMAND..." >&2; exit 2; }
declare -A times
for c in "$@"; do
  # shellcheck disable=SC2086 # a command line, split on purpose
  $c >/dev/null
done
for ((r = 0; r < rounds; r++)); do
  for c in "$@"; do
    s=$(date +%s%N)
    # shellcheck disable=SC2086
    $c >/dev/null
    e=$(date +%s%N)
    times[$c]+="$(((e - s) / 1000000)) "
  done
done
for c in "$@"; do
  # shellcheck disable=SC2086 # the list of times
  median=$(printf '%s\n' ${times[$c]} | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}')
  printf '%6s ms  %s   (%s)\n' "$median" "$c" "${times[$c]% }"
done
