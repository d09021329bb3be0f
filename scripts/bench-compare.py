#!/usr/bin/env python3
"""Compare two `hashdrop bench --format json` runs of the same matrix, cell by cell.

    hashdrop bench --format json > a.json
    hashdrop bench --format json > b.json
    scripts/bench-compare.py a.json b.json

Prints each cell's median MB/s in both runs and the difference, then the median and
largest absolute difference, and how many cells' second median falls inside the first
run's min-max range. This is how the reproducibility figures in docs/PERFORMANCE.md were made.
"""
import json
import statistics
import sys


def key(c):
    return (c["algorithm"], c["threads"], c["io"], c.get("buffer"), c["mode"], c.get("segment_size"))


def main(a_path, b_path):
    a, b = (json.load(open(p)) for p in (a_path, b_path))
    bcells = {key(c): c for c in b["cells"]}
    diffs, inside = [], 0
    print(f"{'cell':48s} {'run 1':>8s} {'run 2':>8s} {'diff':>7s}")
    for c in a["cells"]:
        d = bcells.get(key(c))
        if d is None:
            continue
        pct = (d["median_mbps"] - c["median_mbps"]) / c["median_mbps"] * 100
        diffs.append(abs(pct))
        inside += c["min_mbps"] <= d["median_mbps"] <= c["max_mbps"]
        print(f"{c['label']:48s} {c['median_mbps']:8.0f} {d['median_mbps']:8.0f} {pct:+6.1f}%")
    if not diffs:
        sys.exit("no common cells")
    print(
        f"\n{len(diffs)} cells: median |diff| {statistics.median(diffs):.1f}%, "
        f"max {max(diffs):.1f}%, 90th percentile {sorted(diffs)[int(len(diffs) * 0.9) - 1]:.1f}%; "
        f"{inside} second-run medians inside the first run's min-max"
    )
    for side, r in (("run 1", a), ("run 2", b)):
        la = r["machine"].get("load_average")
        print(f"{side}: load average at start {la}, verdict: {r['verdict']['summary']}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
