#!/usr/bin/env python3
"""How often a turn costs a judge call, and what that adds per turn.

    python3 bench/judge-rate.py [--overhead NAME=MS ...] [--model NAME=S ...] FILE.jsonl...

Every case of the corpus files (one JSON object a line with "text", and
"kind" or "detector"/"label") is run through the hook as a Stop whose
last_assistant_message is the text, with every detector on and --no-judge, so
nothing is sent anywhere. A turn on which at least one detector escalates
costs one judge call (every escalated detector goes into the same request);
the column "detector calls" is what one call per escalated detector would
have cost instead.

The expected added latency per turn is the judge-call rate times the time of
one call: hookjudge's overhead for the backend (measure it with
bench/judge-overhead.sh and pass the "judge" column with --overhead) plus the
model's own answer time, which cannot be measured on a machine without the
model (--model; the defaults are stated assumptions, printed with the table).
HOOKJUDGE_BIN picks the binary (default target/release/hookjudge).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Seconds a model takes to answer one judge prompt: assumptions, not
# measurements (the design's figure for a fast Codex model; Haiku and direct
# API calls are taken to be of the same order).
MODEL_SECONDS = {"codex": 4.0, "claude": 4.0, "openai": 2.0, "anthropic": 2.0}


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def kind_of(case: dict) -> str:
    if "kind" in case:
        return case["kind"]
    if case.get("detector") in (None, "none"):
        return "ordinary"
    return "violation" if case.get("label") == "block" else "topical"


def escalations(binary: str, text: str) -> int:
    event = json.dumps({"hook_event_name": "Stop", "session_id": "judge-rate",
                        "stop_hook_active": False, "last_assistant_message": text})
    env = {k: v for k, v in os.environ.items() if k != "STOP_HOOK_LLM_JUDGE_ACTIVE"}
    p = subprocess.run([binary, "--detector", "all", "--no-judge", "--format", "json"],
                       input=event.encode(), capture_output=True, env=env, check=False)
    report = json.loads(p.stdout)
    return sum(1 for d in report["detectors"] if d.get("stage") in ("not-judged", "judged"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--overhead", action="append", default=[],
                    help="NAME=MS: hookjudge's own overhead per call for a backend")
    ap.add_argument("--model", action="append", default=[],
                    help="NAME=S: the model's answer time for a backend (an assumption)")
    args = ap.parse_args()
    binary = os.environ.get("HOOKJUDGE_BIN", str(ROOT / "target/release/hookjudge"))
    if not os.access(binary, os.X_OK):
        sys.exit(f"judge-rate: no binary at {binary} (cargo build --release)")
    cases = []
    for f in args.files:
        with open(f, encoding="utf-8") as fh:
            cases.extend(json.loads(line) for line in fh if line.strip())
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        counts = list(pool.map(lambda c: escalations(binary, c["text"]), cases))
    by_kind: dict[str, list[int]] = defaultdict(list)
    for case, n in zip(cases, counts):
        by_kind[kind_of(case)].append(n)
    by_kind["all"] = counts
    print(f"{'turns':<10} {'n':>5} {'judge calls /100':>17} {'95% CI':>14} {'detector calls /100':>20}")
    for kind in ("ordinary", "topical", "violation", "all"):
        got = by_kind.get(kind, [])
        if not got:
            continue
        calls = sum(1 for n in got if n)
        lo, hi = wilson(calls, len(got))
        print(f"{kind:<10} {len(got):>5} {100 * calls / len(got):>17.1f} "
              f"{f'{100 * lo:.1f}–{100 * hi:.1f}':>14} {100 * sum(got) / len(got):>20.1f}")
    model = dict(MODEL_SECONDS)
    for item in args.model:
        name, _, s = item.partition("=")
        model[name] = float(s)
    overhead = {n: 0.0 for n in model}
    for item in args.overhead:
        name, _, ms = item.partition("=")
        overhead[name] = float(ms) / 1000
    ordinary = by_kind.get("ordinary") or counts
    rate = sum(1 for n in ordinary if n) / len(ordinary)
    print(f"\nexpected added latency per ordinary turn (judge-call rate {100 * rate:.1f}%):")
    print(f"{'backend':<10} {'overhead s':>10} {'model s':>8} {'per call s':>10} {'per turn s':>10}")
    for name in model:
        per_call = overhead[name] + model[name]
        print(f"{name:<10} {overhead[name]:>10.2f} {model[name]:>8.1f} {per_call:>10.2f} "
              f"{rate * per_call:>10.2f}")
    print("model s: an assumed answer time (--model), not measured here; "
          "overhead s: from bench/judge-overhead.sh (--overhead), 0 if not given")
    return 0


if __name__ == "__main__":
    sys.exit(main())
