#!/usr/bin/env python3
"""Prints bench/run.sh's results: mean wall time, mean CPU time (user +
system: steadier than wall time on a busy machine), ratios to the floor,
peak memory, and the targets. usage: report.py RESULTS_DIR SIZE..."""

import json
import os
import sys

ORDER = ["floor", "no-hit", "no-hit ×1", "bypass", "hit", "bash+jq", "python"]
HOOKJUDGE = {"no-hit", "no-hit ×1", "bypass", "hit"}


def load(results, sizes):
    means, rss = {}, {}
    for size in sizes:
        for path in ("nohit", "bypass", "hit"):
            f = os.path.join(results, f"{path}-{size}.json")
            if not os.path.exists(f):
                continue
            for r in json.load(open(f))["results"]:
                means[(size, r["command"])] = (r["mean"] * 1000, r["stddev"] * 1000,
                                               (r["user"] + r["system"]) * 1000)
    for line in open(os.path.join(results, "rss.txt")):
        size, rest = line.split(" ", 1)
        name, kb = rest.rsplit(" ", 1)
        rss[(size, name)] = int(kb)
    return means, rss


def main():
    results, sizes = sys.argv[1], sys.argv[2:]
    means, rss = load(results, sizes)
    rows = [["size", "command", "mean", "± σ", "× floor", "cpu", "× floor", "max RSS"]]
    for size in sizes:
        floor, _, floor_cpu = means.get((size, "floor"), (0, 0, 0))
        for name in ORDER:
            if (size, name) not in means:
                continue
            mean, sd, cpu = means[(size, name)]
            kb = rss.get((size, name))
            rows.append([size, name, f"{mean:.2f} ms", f"{sd:.2f}",
                         f"{mean / floor:.2f}×" if floor else "-",
                         f"{cpu:.2f} ms", f"{cpu / floor_cpu:.2f}×" if floor_cpu else "-",
                         f"{kb / 1024:.1f} MB" if kb else "-"])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(c.ljust(w) if i < 2 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(r, widths))).rstrip())

    print()
    worst = max((means[(s, "no-hit")][0] / means[(s, "floor")][0], s)
                for s in sizes if (s, "no-hit") in means)
    print(f"target no-hit ≤ 1.3× floor at every size: worst {worst[0]:.2f}× at {worst[1]}: "
          + ("met" if worst[0] <= 1.3 else "MISSED"))
    peak = max((kb, s, n) for (s, n), kb in rss.items() if n in HOOKJUDGE)
    print(f"target peak memory < 8 MB: worst {peak[0] / 1024:.1f} MB ({peak[2]}, {peak[1]}): "
          + ("met" if peak[0] < 8 * 1024 else "MISSED"))
    worst = max((means[(s, "no-hit")][0] / means[(s, "no-hit ×1")][0], s)
                for s in sizes if (s, "no-hit ×1") in means)
    print(f"target five detectors ≤ 1.2× one: worst {worst[0]:.2f}× at {worst[1]}: "
          + ("met" if worst[0] <= 1.2 else "MISSED"))


if __name__ == "__main__":
    main()
