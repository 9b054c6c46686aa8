#!/usr/bin/env python3
"""Capture real hook inputs and transcripts from the pinned hosts.

Runs Claude Code 2.1.328 and Codex CLI 0.169.0 (from e2e/node_modules)
against fake_model.py with a stand-in hook that saves what it receives, and
writes the results to fixtures/hosts/<host>-<version>/:

  claude-code-2.1.328/
    stop.json                      first Stop (stop_hook_active false)
    stop-continued.json            Stop after the stand-in blocked once
    transcript-at-stop-continued.jsonl   the transcript as the 2nd Stop hook saw it
    pre-tool-use-bash.json         PreToolUse for a Bash `git push`
    post-tool-use-bash.json        PostToolUse (or PostToolUseFailure) for it
    subagent-stop.json             SubagentStop of an Agent-tool subagent
    subagent-transcript.jsonl      that subagent's transcript
    stop-after-task-notification.json    the main Stop of the turn a finished
    transcript-task-notification.jsonl   background subagent starts, and its transcript
  codex-0.169.0/
    stop.json, stop-continued.json, rollout-at-stop-continued.jsonl,
    pre-tool-use-bash.json, post-tool-use-bash.json

Scratch folders live under /tmp/hookjudge-capture (wiped first), so the
paths inside the fixtures are stable from one capture to the next.

Usage: python3 e2e/capture_fixtures.py   (after `npm ci --prefix e2e`)
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

E2E = Path(__file__).resolve().parent
sys.path.insert(0, str(E2E))

from harness import BIN, LEAKY_NAMES, LEAKY_PREFIXES, FakeModel  # noqa: E402

OUT = E2E.parent / "fixtures" / "hosts"
SCRATCH = Path("/tmp/hookjudge-capture")

STAND_IN = r'''#!/usr/bin/env python3
"""Stand-in hook: save stdin (and the transcripts it names); block the first Stop."""
import json, os, shutil, sys
event, capdir = sys.argv[1], os.environ["CAPDIR"]
raw = sys.stdin.read()
data = json.loads(raw)
n = len([f for f in os.listdir(capdir) if f.startswith(event + "-") and f.endswith(".json")])
base = os.path.join(capdir, f"{event}-{n}")
open(base + ".json", "w").write(raw)
for key in ("transcript_path", "agent_transcript_path"):
    path = data.get(key)
    if path and os.path.exists(path):
        shutil.copy(path, f"{base}.{key}.jsonl")
if event == "stop" and n == 0 and os.environ.get("BLOCK_FIRST_STOP"):
    sys.stderr.write("STAND-IN: run the tests and report them before you push.\n")
    sys.exit(2)
'''


def base_env(root: Path, fake: FakeModel) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(LEAKY_PREFIXES) and k not in LEAKY_NAMES}
    env.update({
        "PATH": os.pathsep.join([str(BIN), env.get("PATH", "")]),
        "HOME": str(root / "home"),
        "CLAUDE_CONFIG_DIR": str(root / "home" / ".claude"),
        "CODEX_HOME": str(root / "home" / ".codex"),
        "ANTHROPIC_BASE_URL": fake.url,
        "ANTHROPIC_API_KEY": "sk-ant-fake-capture-key",
        "CAPDIR": str(root / "cap"),
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
    })
    return env


def fresh(name: str) -> tuple[Path, FakeModel, Path]:
    root = SCRATCH / name
    shutil.rmtree(root, ignore_errors=True)
    for d in ("home/.claude", "home/.codex", "proj", "cap", "fake"):
        (root / d).mkdir(parents=True)
    hook = root / "stand-in-hook.py"
    hook.write_text(STAND_IN)
    hook.chmod(0o755)
    return root, FakeModel(root / "fake"), hook


def save(src: Path, dest: Path) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(src, dest)
    print(f"  {dest.relative_to(E2E.parent)}  ({dest.stat().st_size} bytes)")


def claude_hooks(hook: Path) -> dict:
    def entry(event: str) -> list:
        return [{"hooks": [{"type": "command", "command": f"{hook} {event}", "timeout": 60}]}]

    return {"hooks": {"Stop": entry("stop"), "SubagentStop": entry("subagent-stop"),
                      "PreToolUse": [dict(entry("pre-tool-use")[0], matcher="Bash")],
                      "PostToolUse": [dict(entry("post-tool-use")[0], matcher="Bash")],
                      "PostToolUseFailure": [dict(entry("post-tool-use")[0], matcher="Bash")]}}


def run_claude(root: Path, fake: FakeModel, prompt: str, *args: str,
               block_first_stop: bool = False) -> None:
    env = base_env(root, fake)
    if block_first_stop:
        env["BLOCK_FIRST_STOP"] = "1"
    subprocess.run([str(BIN / "claude"), "-p", prompt, *args], cwd=root / "proj",
                   env=env, capture_output=True, timeout=120, check=True)


def capture_claude() -> None:
    out = OUT / "claude-code-2.1.328"
    print("Claude Code 2.1.328")
    # 1. Stop, blocked once, then the continued Stop.
    root, fake, hook = fresh("claude-stop")
    try:
        (root / "proj" / ".claude").mkdir()
        (root / "proj" / ".claude" / "settings.json").write_text(json.dumps(claude_hooks(hook)))
        fake.set_script([
            {"match_last": "Stop hook feedback", "reply":
             "All PASS: cargo test ran 12 tests, 12 passed (rc=0). Shall I push to main?"},
            {"reply": "I've finished the parser refactor. I'll commit and push to main now."},
        ])
        run_claude(root, fake, "Please finish the parser refactor.", block_first_stop=True)
        cap = root / "cap"
        save(cap / "stop-0.json", out / "stop.json")
        save(cap / "stop-1.json", out / "stop-continued.json")
        save(cap / "stop-1.transcript_path.jsonl", out / "transcript-at-stop-continued.jsonl")
    finally:
        fake.close()

    # 2. PreToolUse / PostToolUse for Bash `git push` (allowed by the user's rule).
    root, fake, hook = fresh("claude-bash")
    try:
        (root / "proj" / ".claude").mkdir()
        (root / "proj" / ".claude" / "settings.json").write_text(json.dumps(claude_hooks(hook)))
        fake.set_script([
            {"match_last": "Please push", "times": 1, "reply": {"blocks": [
                {"text": "Pushing the refactor now."},
                {"tool_use": {"name": "Bash", "input": {"command": "git push origin main",
                                                        "description": "Push to origin"}}}]}},
            {"reply": "The push failed: this folder is not a git repository."},
        ])
        run_claude(root, fake, "Please push the branch.", "--allowedTools", "Bash(git push:*)")
        cap = root / "cap"
        save(cap / "pre-tool-use-0.json", out / "pre-tool-use-bash.json")
        save(cap / "post-tool-use-0.json", out / "post-tool-use-bash.json")
    finally:
        fake.close()

    # 3. A background subagent: SubagentStop, then the task-notification turn.
    root, fake, hook = fresh("claude-subagent")
    try:
        (root / "proj" / ".claude").mkdir()
        (root / "proj" / ".claude" / "settings.json").write_text(json.dumps(claude_hooks(hook)))
        fake.set_script([
            {"match_last": "Please delegate", "times": 1, "reply": {"tool_use": {
                "name": "Agent", "input": {"description": "Check the parser",
                                           "prompt": "SUBTASK: check the parser and report.",
                                           "subagent_type": "general-purpose"}}}},
            {"match_last": "SUBTASK:", "reply": "Parser checked: 12 tests passed (rc=0)."},
            {"reply": "The subagent reports the parser is fine."},
        ])
        run_claude(root, fake, "Please delegate the parser check.")
        cap = root / "cap"
        save(cap / "subagent-stop-0.json", out / "subagent-stop.json")
        save(cap / "subagent-stop-0.agent_transcript_path.jsonl",
             out / "subagent-transcript.jsonl")
        stops = sorted(cap.glob("stop-*.json"))
        save(stops[-1], out / "stop-after-task-notification.json")
        save(cap / f"{stops[-1].stem}.transcript_path.jsonl",
             out / "transcript-task-notification.jsonl")
    finally:
        fake.close()


def capture_codex() -> None:
    out = OUT / "codex-0.169.0"
    print("Codex CLI 0.169.0")
    for name in ("stop", "bash"):
        root, fake, hook = fresh(f"codex-{name}")
        try:
            codex_home = root / "home" / ".codex"
            (codex_home / "config.toml").write_text(
                'model_provider = "fake"\nmodel = "agent-model"\n[model_providers.fake]\n'
                f'name = "fake"\nbase_url = "{fake.url}/v1"\nwire_api = "responses"\n'
                "request_max_retries = 0\nstream_max_retries = 0\n")

            def entry(event: str, matcher: str | None = None) -> list:
                e = {"hooks": [{"type": "command", "command": f"{hook} {event}", "timeout": 60}]}
                if matcher:
                    e["matcher"] = matcher
                return [e]

            (codex_home / "hooks.json").write_text(json.dumps({"hooks": {
                "Stop": entry("stop"), "PreToolUse": entry("pre-tool-use", "Bash"),
                "PostToolUse": entry("post-tool-use", "Bash")}}))
            if name == "stop":
                fake.set_script([
                    {"match_last": "STAND-IN", "reply":
                     "All PASS: cargo test ran 12 tests, 12 passed (rc=0). Shall I push?"},
                    {"reply": "I've finished the parser refactor. I'll commit and push now."},
                ])
                prompt = "Please finish the parser refactor."
            else:
                fake.set_script([
                    {"match_last": "Please push", "times": 1, "reply": {"tool_use": {
                        "name": "exec_command", "input": {"cmd": "git push origin main"}}}},
                    {"reply": "The push failed: this folder is not a git repository."},
                ])
                prompt = "Please push the branch."
            env = base_env(root, fake)
            env["BLOCK_FIRST_STOP"] = "1" if name == "stop" else ""
            subprocess.run([str(BIN / "codex"), "exec", "--skip-git-repo-check",
                            "--dangerously-bypass-hook-trust", "-m", "agent-model", "-"],
                           input=prompt, text=True, cwd=root / "proj", env=env,
                           capture_output=True, timeout=120, check=True)
            cap = root / "cap"
            if name == "stop":
                save(cap / "stop-0.json", out / "stop.json")
                save(cap / "stop-1.json", out / "stop-continued.json")
                save(cap / "stop-1.transcript_path.jsonl", out / "rollout-at-stop-continued.jsonl")
            else:
                save(cap / "pre-tool-use-0.json", out / "pre-tool-use-bash.json")
                save(cap / "post-tool-use-0.json", out / "post-tool-use-bash.json")
        finally:
            fake.close()


if __name__ == "__main__":
    capture_claude()
    capture_codex()
