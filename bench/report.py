#!/usr/bin/env python3
"""Prints bench/run.sh's results: wall time (mean ± σ, and the median, which
a few runs slowed by the machine move less), CPU time (user + system), the
ratios to the floor, peak memory, and the targets, checked on the means.
usage: report.py RESULTS_DIR SIZE..."""

import glob
import json
import os
import statistics
import sys

ORDER = ["floor", "no-hit", "no-hit ×1", "bypass", "hit", "bash+jq", "python"]
HOOKJUDGE = {"no-hit", "no-hit ×1", "bypass", "hit"}


def load(results, sizes):
    """(size, command) -> (mean, σ, median, cpu), in ms, over every round."""
    times, cpu = {}, {}
    for size in sizes:
        files = glob.glob(os.path.join(results, f"*-{size}.json"))
        files += glob.glob(os.path.join(results, f"*-{size}-round*.json"))
        for f in sorted(files):
            for r in json.load(open(f))["results"]:
                key = (size, r["command"])
                times.setdefault(key, []).extend(r["times"])
                # CPU time is reported as a mean per round: weigh by runs.
                cpu.setdefault(key, []).append(((r["user"] + r["system"]), len(r["times"])))
    stats = {}
    for key, ts in times.items():
        runs = sum(n for _, n in cpu[key])
        stats[key] = (statistics.fmean(ts) * 1000,
                      (statistics.stdev(ts) if len(ts) > 1 else 0) * 1000,
                      statistics.median(ts) * 1000,
                      sum(c * n for c, n in cpu[key]) / runs * 1000)
    rss = {}
    for line in open(os.path.join(results, "rss.txt")):
        size, rest = line.split(" ", 1)
        name, kb = rest.rsplit(" ", 1)
        rss[(size, name)] = int(kb)
    return stats, rss


def main():
    results, sizes = sys.argv[1], sys.argv[2:]
    stats, rss = load(results, sizes)
    rows = [["size", "command", "mean", "± σ", "× floor", "median", "× floor", "cpu",
             "× floor", "max RSS"]]
    for size in sizes:
        floor = stats.get((size, "floor"))
        for name in ORDER:
            if (size, name) not in stats:
                continue
            mean, sd, median, cpu = stats[(size, name)]
            kb = rss.get((size, name))
            ratio = (lambda v, i: f"{v / floor[i]:.2f}×") if floor else (lambda v, i: "-")
            rows.append([size, name, f"{mean:.2f} ms", f"{sd:.2f}", ratio(mean, 0),
                         f"{median:.2f} ms", ratio(median, 2), f"{cpu:.2f} ms", ratio(cpu, 3),
                         f"{kb / 1024:.1f} MB" if kb else "-"])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(c.ljust(w) if i < 2 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(r, widths))).rstrip())

    print()
    worst = max((stats[(s, "no-hit")][0] / stats[(s, "floor")][0], s)
                for s in sizes if (s, "no-hit") in stats)
    print(f"target no-hit ≤ 2× floor at every size (means): worst {worst[0]:.2f}× at "
          f"{worst[1]}: " + ("met" if worst[0] <= 2 else "MISSED"))
    peak = max((kb, s, n) for (s, n), kb in rss.items() if n in HOOKJUDGE)
    print(f"target peak memory < 8 MB: worst {peak[0] / 1024:.1f} MB ({peak[2]}, {peak[1]}): "
          + ("met" if peak[0] < 8 * 1024 else "MISSED"))
    worst = max((stats[(s, "no-hit")][0] / stats[(s, "no-hit ×1")][0], s)
                for s in sizes if (s, "no-hit ×1") in stats)
    print(f"target five detectors ≤ 1.2× one (means): worst {worst[0]:.2f}× at {worst[1]}: "
          + ("met" if worst[0] <= 1.2 else "MISSED"))


if __name__ == "__main__":
    main()
