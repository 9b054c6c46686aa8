#!/usr/bin/env python3
"""Times builds of hookjudge against each other on a no-signal Stop, as
whole processes, one run of each in turn: on a machine whose speed drifts
over minutes, that charges a slow spell to every build alike, which one
long run per build does not. This is how each start-up step in the README
was measured (the new build against the one before it).

usage: bench/compare.py [--runs N] [--size BYTES] NAME=BINARY...
  e.g. git worktree add /tmp/old HEAD~1 && (cd /tmp/old && cargo build --release)
       cargo build --release
       bench/compare.py old=/tmp/old/target/release/hookjudge new=target/release/hookjudge
The first binary is the baseline of the ratios; a hello-world binary (see
bench/run.sh) can be one of them. Copy fresh builds first: a file just
written by the linker started up to 0.3 ms slower than a copy of itself.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPLY = "I renamed parse_args to parse_cli and updated the three call sites in src/cli.rs."


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=800)
    ap.add_argument("--size", type=int, default=1_000_000, help="transcript bytes")
    ap.add_argument("builds", nargs="+", metavar="NAME=BINARY")
    args = ap.parse_args()
    builds = [b.split("=", 1) for b in args.builds]
    if any(len(b) != 2 for b in builds):
        sys.exit("compare: give each build as NAME=BINARY")

    work = tempfile.mkdtemp(prefix="hookjudge-compare-")
    transcript = os.path.join(work, "transcript.jsonl")
    subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_transcript.py"),
                    str(args.size), transcript, REPLY], check=True)
    project = os.path.join(work, "project")
    os.makedirs(os.path.join(project, ".git"))
    event = os.path.join(work, "event.json")
    with open(event, "w") as f:
        json.dump({"session_id": "compare", "transcript_path": transcript, "cwd": project,
                   "hook_event_name": "Stop", "stop_hook_active": False,
                   "last_assistant_message": REPLY}, f)
    env = dict(os.environ, HOOKJUDGE_LOG_DIR=os.path.join(work, "logs"),
               HOOKJUDGE_STATE_DIR=os.path.join(work, "state"),
               XDG_CACHE_HOME=os.path.join(work, "cache"))
    env.pop("STOP_HOOK_LLM_JUDGE_ACTIVE", None)

    stdin = os.open(event, os.O_RDONLY)
    null = os.open(os.devnull, os.O_WRONLY)
    times = {name: [] for name, _ in builds}
    warmup = 20
    for i in range(args.runs + warmup):
        for name, binary in builds:
            os.lseek(stdin, 0, os.SEEK_SET)
            actions = [(os.POSIX_SPAWN_DUP2, stdin, 0), (os.POSIX_SPAWN_DUP2, null, 1),
                       (os.POSIX_SPAWN_DUP2, null, 2)]
            argv = [binary, "--detector", "all"]
            start = time.perf_counter_ns()
            pid = os.posix_spawn(binary, argv, env, file_actions=actions)
            os.waitpid(pid, 0)
            if i >= warmup:
                times[name].append((time.perf_counter_ns() - start) / 1000)

    base = statistics.median(times[builds[0][0]])
    print(f"{'build':12} {'median':>9} {'p10':>9} {'mean':>9}  × {builds[0][0]} (median)")
    for name, _ in builds:
        t = sorted(times[name])
        med = statistics.median(t)
        print(f"{name:12} {med:7.0f}µs {t[len(t) // 10]:7.0f}µs {statistics.fmean(t):7.0f}µs"
              f"  {med / base:.3f}")


if __name__ == "__main__":
    main()
