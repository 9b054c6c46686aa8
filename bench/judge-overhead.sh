#!/usr/bin/env bash
# What a judged turn costs beyond the model's own latency, per backend.
#
#   bench/judge-overhead.sh [RUNS]        (default 20 runs per backend)
#
# Every backend judges the same escalating Stop event (the commit detector,
# --no-cache) against a fake model on 127.0.0.1 that answers at once, so the
# wall time of one hookjudge run is its overhead: process start, Layer 1, the
# prompt, the judge's start-up and protocol, the verdict, the log.
#   openai, anthropic   direct HTTP to bench/fake_judge.py
#   codex, claude       the real CLIs (e2e/node_modules, installed by e2e/run)
#                       against e2e/fake_model.py, which speaks their
#                       streamed protocols
#   command             a shell one-liner that prints the answer: the least
#                       a judge in a child process costs
#   no-judge            the same event with --no-judge: everything but the
#                       judge, the floor the overheads are measured from
#   layer1              a no-signal Stop, for scale: what most turns cost
# Runs go round-robin over the backends so that a busy machine slows all
# of them alike. Prints mean and median per backend, the judge's overhead
# above the no-judge floor, and each time as a multiple of the fastest judge.
# HOOKJUDGE_BIN picks the binary (default: target/release/hookjudge, built
# if missing).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
runs=${1:-20}
bin=${HOOKJUDGE_BIN:-$root/target/release/hookjudge}
if [ -z "${HOOKJUDGE_BIN:-}" ] && [ ! -x "$bin" ]; then
  echo "bench: building hookjudge (release)" >&2
  (cd "$root" && cargo build --release --quiet)
fi

work=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

wait_for() {
  for _ in $(seq 100); do [ -s "$1" ] && return 0; sleep 0.05; done
  echo "bench: $2 did not start" >&2
  exit 1
}

python3 "$here/fake_judge.py" --port-file "$work/direct.port" >/dev/null &
pids+=($!)
cat >"$work/script.json" <<'EOF'
{"rules": [{"label": "judge", "reply": {"json": {"nonce": "@NONCE@", "commit": {"new_proposal": true,
  "verification_reported": true, "direction_query": false, "future_step_description": false,
  "reason": "tests shown passing"}}}}],
 "default": "OK."}
EOF
python3 "$root/e2e/fake_model.py" --script "$work/script.json" --log "$work/cli-requests.jsonl" \
  --port-file "$work/cli.port" >/dev/null &
pids+=($!)
wait_for "$work/direct.port" "bench/fake_judge.py"
wait_for "$work/cli.port" "e2e/fake_model.py"
direct="http://127.0.0.1:$(cat "$work/direct.port")"
cli="http://127.0.0.1:$(cat "$work/cli.port")"

mkdir -p "$work/home/.claude" "$work/home/.codex" "$work/logs" "$work/state"
cat >"$work/home/.codex/config.toml" <<EOF
model_provider = "fake"
[model_providers.fake]
name = "fake"
base_url = "$cli/v1"
wire_api = "responses"
request_max_retries = 0
stream_max_retries = 0
EOF

export HOME="$work/home" CODEX_HOME="$work/home/.codex" CLAUDE_CONFIG_DIR="$work/home/.claude"
export ANTHROPIC_BASE_URL="$cli" ANTHROPIC_API_KEY=sk-ant-bench BENCH_KEY=sk-bench
export HOOKJUDGE_LOG_DIR="$work/logs" HOOKJUDGE_STATE_DIR="$work/state"
export NO_PROXY=127.0.0.1,localhost DISABLE_AUTOUPDATER=1 CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1
export PATH="$root/e2e/node_modules/.bin:$PATH"
unset STOP_HOOK_LLM_JUDGE_ACTIVE OPENAI_API_KEY CLAUDECODE CLAUDE_CODE_ENTRYPOINT

BIN="$bin" DIRECT="$direct" RUNS="$runs" LOGS="$work/logs" python3 - <<'EOF'
import json, os, resource, shutil, statistics, subprocess, sys, time

bin_, direct, runs, logs = os.environ["BIN"], os.environ["DIRECT"], int(os.environ["RUNS"]), os.environ["LOGS"]

def stop(text):
    return json.dumps({"session_id": "bench", "transcript_path": "", "cwd": "/tmp",
                       "hook_event_name": "Stop", "stop_hook_active": False,
                       "last_assistant_message": text}).encode()

judged = stop("The change is in. I'll commit and push it to main now.")
common = [bin_, "--detector", "commit", "--no-cache", "--timeout", "60"]
answer = json.dumps({"new_proposal": True, "verification_reported": True, "direction_query": False,
                     "future_step_description": False, "reason": "tests shown passing"})
# A command judge echoes the nonce it finds in HOOKJUDGE_NONCE.
answer = f'{{"nonce":"%s","commit":{answer}}}'.replace('"', '\\"')
cases = {
    "layer1": ([bin_, "--detector", "commit"], stop("I updated the README and the changelog.")),
    "no-judge": (common + ["--no-judge", "--format", "json"], judged),
    "command": (common + ["--backend", "command", "--judge-command",
                          f'cat >/dev/null; printf "{answer}" "$HOOKJUDGE_NONCE"'], judged),
    "openai": (common + ["--backend", "openai", "--base-url", direct + "/v1",
                         "--api-key-env", "BENCH_KEY", "--model", "fake-model"], judged),
    "anthropic": (common + ["--backend", "anthropic", "--base-url", direct,
                            "--api-key-env", "BENCH_KEY", "--model", "fake-model"], judged),
    "codex": (common + ["--backend", "codex", "--model", "fake-model"], judged),
    "claude": (common + ["--backend", "claude", "--model", "haiku"], judged),
}
for name in ("codex", "claude"):
    if shutil.which(name) is None:
        print(f"bench: {name} CLI not found (run e2e/run once to install it); skipped",
              file=sys.stderr)
        del cases[name]

def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime

def once(argv, stdin):
    """Wall time, and the CPU time of hookjudge and every judge process it waited for."""
    started, used = time.perf_counter(), cpu()
    p = subprocess.run(argv, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    took = (time.perf_counter() - started, cpu() - used)
    if p.returncode != 0 or p.stderr:
        sys.exit(f"bench: {argv[argv.index('--backend') + 1] if '--backend' in argv else 'layer1'} "
                 f"did not allow cleanly (exit {p.returncode}): {p.stderr.decode()[:300]}")
    return took

def last_record():
    files = sorted(os.listdir(logs))
    if not files:
        return {}
    with open(os.path.join(logs, files[-1])) as f:
        return json.loads(f.read().splitlines()[-1])

# Warm up, and make sure each judge really answered (a judge that fails
# also exits 0 on a Stop, and quickly).
for name, (argv, stdin) in cases.items():
    for _ in range(2):
        once(argv, stdin)
    if name not in ("layer1", "no-judge"):
        r = last_record()
        if r.get("verdict") != "allow" or r.get("backend") != name:
            sys.exit(f"bench: {name} did not judge: {r}")

times = {name: [] for name in cases}
for _ in range(runs):
    for name, (argv, stdin) in cases.items():
        times[name].append(once(argv, stdin))

ms = lambda s: f"{s * 1000:8.1f}"
floor = statistics.median(w for w, _ in times["no-judge"])
judges = [n for n in cases if n not in ("layer1", "no-judge")]
fastest = min(statistics.median(w for w, _ in times[n]) for n in judges)
print(f"hookjudge end to end, {runs} runs each, fake model answering at once (ms)")
print(f"{'backend':<10} {'mean':>8} {'median':>8} {'min':>8} {'max':>8} {'cpu':>8} {'judge':>8} {'x fastest':>10}")
for name in cases:
    t = [w for w, _ in times[name]]
    med = statistics.median(t)
    extra = f"{ms(med - floor)} {med / fastest:9.1f}x" if name in judges else ""
    print(f"{name:<10} {ms(statistics.mean(t))} {ms(med)} {ms(min(t))} {ms(max(t))} "
          f"{ms(statistics.median(c for _, c in times[name]))} {extra}")
print("cpu: median CPU time of hookjudge and the judge processes it waited for")
print("judge: median minus the no-judge median, the judge's own overhead")
EOF
