#!/usr/bin/env python3
"""Record one interactive session with each host version, for the window tests.

Each version runs in a terminal (tmux) against fake_model.py, with a
stand-in hook that saves every hook input it receives, a copy of the
transcript as it was at that moment, and blocks the first Stop once (exit 2).
The scripted session:

  1. a typed prompt                      → the agent claims it will commit and push
  2. Stop #1, blocked with feedback      → the agent starts a background test run
     (Claude Code: Bash with run_in_background; Codex: a command still running
     when its first output is due), then says so → Stop #2
  3. the task finishes; Claude Code injects a <task-notification> turn
     → the agent reports the result → Stop #3
  4. a second typed prompt               → a reply → Stop #4

Results go to fixtures/hosts/<host>-<version>/interactive/:
  NN-<event>.json              every hook input, numbered in arrival order
  NN-<event>.transcript.jsonl  the transcript as that hook saw it
  transcript.jsonl             the transcript at the end of the session
  session.json                 what was typed and scripted, and what was seen

The hosts' own long texts (system prompts, tool and skill listings) are
replaced by a placeholder saying how long they were; lines that need no such
change are kept byte for byte.

Usage:  python3 e2e/record_hosts.py [--bins /work/hostbins] [name ...]
        names like claude-code-2.1.328 or codex-0.169.0; installed with
        `npm install --prefix <bins>/<name> @anthropic-ai/claude-code@<version>`
        (or @openai/codex@<version>).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
import time
from pathlib import Path

E2E = Path(__file__).resolve().parent
sys.path.insert(0, str(E2E))

from harness import LEAKY_NAMES, LEAKY_PREFIXES, FakeModel  # noqa: E402
from terminal import Terminal, Timeout, claude_busy, claude_ready  # noqa: E402

OUT = E2E.parent / "fixtures" / "hosts"
SCRATCH = Path("/tmp/hookjudge-record")
DEFAULT = ["claude-code-2.0.64", "claude-code-2.1.34", "claude-code-2.1.237",
           "claude-code-2.1.328", "codex-0.145.0", "codex-0.169.0"]

PROMPT_1 = "Please finish the parser refactor."
REPLY_1 = "All done. I'll commit and push now."
FEEDBACK = "RECORDER-FEEDBACK: run the tests and report them before you commit."
REPLY_BG = "The test suite is running in the background; I will report when it ends."
REPLY_NOTIFIED = "The background tests finished: 12 passed, 0 failed."
PROMPT_2 = "What does the tokenizer do with tabs?"
REPLY_2 = "The tokenizer turns each tab into one space before it splits words."
BG_COMMAND = "sleep 3; echo 'tests: 12 passed'"
API_KEY = "sk-ant-fake-record-key-0123456789abcdef"

STAND_IN = r'''#!/usr/bin/env python3
"""Stand-in hook: save the input and the transcript it names; block the first Stop."""
import json, os, shutil, sys
event, capdir = sys.argv[1], os.environ["CAPDIR"]
raw = sys.stdin.read()
try:
    data = json.loads(raw)
except ValueError:
    data = {}
n = 0
while True:  # numbered in arrival order, even if two hooks run at once
    try:
        os.close(os.open(os.path.join(capdir, f"{n:02d}.seq"), os.O_CREAT | os.O_EXCL))
        break
    except FileExistsError:
        n += 1
base = os.path.join(capdir, f"{n:02d}-{event}")
with open(base + ".json", "w") as f:
    f.write(raw)
path = data.get("transcript_path")
if path and os.path.exists(path):
    shutil.copy(path, base + ".transcript.jsonl")
if event == "stop" and not os.path.exists(os.path.join(capdir, "blocked")):
    open(os.path.join(capdir, "blocked"), "w").close()
    sys.stderr.write(os.environ["FEEDBACK"] + "\n")
    sys.exit(2)
'''

# Strings we wrote; any long string holding none of them is the host's own.
OURS = (PROMPT_1, REPLY_1, FEEDBACK, REPLY_BG, REPLY_NOTIFIED, PROMPT_2, REPLY_2, "12 passed",
        "<task-notification>", "<bash-notification>", "Stop hook feedback", "<hook_prompt",
        "running in background")
LONG = 80


def scrub_value(value, changed: list[bool]):
    if isinstance(value, str):
        is_path = value.startswith("/") and " " not in value
        if len(value) > LONG and not is_path and not any(s in value for s in OURS):
            changed[0] = True
            # A leading tag (<system-reminder>, <environment_context> …) says
            # what kind of entry this was; keep it.
            tag = re.match(r"<[A-Za-z_-]+>", value)
            removed = f"[host text removed: {len(value.encode())} bytes]"
            return (tag.group(0) if tag else "") + removed
        return value
    if isinstance(value, list):
        return [scrub_value(v, changed) for v in value]
    if isinstance(value, dict):
        return {k: scrub_value(v, changed) for k, v in value.items()}
    return value


def scrub_jsonl(src: Path, dest: Path) -> None:
    """Copies a transcript, replacing the host's long texts; every other line,
    and the layout of the changed ones, stays as the host wrote it."""
    out = []
    for line in src.read_bytes().split(b"\n"):
        try:
            value = json.loads(line)
        except ValueError:
            out.append(line)
            continue
        changed = [False]
        value = scrub_value(value, changed)
        if changed[0]:
            compact = b'":' in line[:200] and b'": ' not in line[:200]
            seps = (",", ":") if compact else (", ", ": ")
            line = json.dumps(value, ensure_ascii=False, separators=seps).encode()
        out.append(line)
    dest.write_bytes(b"\n".join(out))


def clean_env(root: Path, fake: FakeModel) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(LEAKY_PREFIXES) and k not in LEAKY_NAMES}
    env.update({
        "HOME": str(root / "home"),
        "CAPDIR": str(root / "cap"),
        "FEEDBACK": FEEDBACK,
        "NO_PROXY": "127.0.0.1,localhost",
        "DISABLE_AUTOUPDATER": "1",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "TERM": "xterm-256color",
    })
    return env


def hook_files(cap: Path, event: str) -> list[Path]:
    return sorted(cap.glob(f"[0-9][0-9]-{event}.json"))


# --- Claude Code -------------------------------------------------------------

def play_session(term: Terminal, stops, busy, log: list[str],
                 late: tuple[str, int, str, str]) -> None:
    """The scripted session both hosts get: the first prompt (its Stop is
    blocked, the answer ends in a second Stop), the turn the host may start
    after the background task (`late`: what is awaited, for how long, and
    the log lines for either outcome), then the second prompt."""
    what, secs, seen, missed = late
    term.type_line(PROMPT_1)
    term.until("Stop #1 (blocked) and Stop #2", lambda: stops() >= 2, 90)
    try:
        term.until(what, lambda: stops() >= 3, secs)
        log.append(seen)
    except Timeout:
        log.append(missed)
    term.wait("the host to be idle", lambda s: not busy(s), 60)
    term.settle(1.5)
    before = stops()
    term.type_line(PROMPT_2)
    term.until("the Stop after the second prompt", lambda: stops() > before, 60)
    term.wait("the host to be idle", lambda s: not busy(s), 60)
    screen = term.settle(1.5)
    log.append("final screen has the second reply: " + str(REPLY_2[:30] in screen))


def record_claude(version: str, bins: Path) -> dict:
    name = f"claude-code-{version}"
    cli = bins / name / "node_modules" / ".bin" / "claude"
    root = SCRATCH / name
    shutil.rmtree(root, ignore_errors=True)
    for d in ("home/.claude", "proj/.claude", "cap"):
        (root / d).mkdir(parents=True)
    hook = root / "stand-in-hook.py"
    hook.write_text(STAND_IN)
    hook.chmod(0o755)
    fake = FakeModel(root / "fake")
    term = None
    log: list[str] = []
    try:
        fake.set_script([
            {"label": "feedback-answer", "match_last": FEEDBACK, "times": 1, "reply": {
                "tool_use": {"name": "Bash", "input": {
                    "command": BG_COMMAND, "description": "Run the tests",
                    "run_in_background": True}}}},
            {"label": "prompt-2", "match_last": PROMPT_2, "reply": REPLY_2},
            # <task-notification> (2.1.x) or <bash-notification> (2.0.x)
            {"label": "notification-answer", "match_last": "-notification>",
             "reply": REPLY_NOTIFIED},
            {"label": "prompt-1", "match_last": PROMPT_1, "reply": REPLY_1},
            {"label": "background-started", "match_last": "background", "times": 1,
             "reply": REPLY_BG},
        ], default="OK.")

        def entry(event: str, matcher: str | None = None) -> list:
            e: dict = {"hooks": [{"type": "command", "command": f"{hook} {event}",
                                  "timeout": 60}]}
            if matcher:
                e["matcher"] = matcher
            return [e]

        (root / "proj/.claude/settings.json").write_text(json.dumps({
            "permissions": {"allow": ["Bash"]},
            "hooks": {"Stop": entry("stop"), "SubagentStop": entry("subagent-stop"),
                      "UserPromptSubmit": entry("user-prompt-submit"),
                      "PreToolUse": entry("pre-tool-use", "Bash"),
                      "PostToolUse": entry("post-tool-use", "Bash")}}))
        # Onboarding done, the key approved and the folder trusted, as after a
        # first run; any screen still shown is answered in claude_ready.
        (root / "home/.claude/.claude.json").write_text(json.dumps({
            "hasCompletedOnboarding": True, "lastOnboardingVersion": version, "theme": "dark",
            "customApiKeyResponses": {"approved": [API_KEY[-20:]], "rejected": []},
            "projects": {str(root / "proj"): {"hasTrustDialogAccepted": True,
                                             "hasCompletedProjectOnboarding": True}}}))
        env = clean_env(root, fake)
        env.update({"CLAUDE_CONFIG_DIR": str(root / "home/.claude"),
                    "ANTHROPIC_BASE_URL": fake.url, "ANTHROPIC_API_KEY": API_KEY})
        term = Terminal(root / "tty", [str(cli)], root / "proj", env)
        cap = root / "cap"
        stops = lambda: len(hook_files(cap, "stop"))  # noqa: E731

        claude_ready(term, log)
        play_session(term, stops, claude_busy, log,
                     ("the Stop after the task notification", 30,
                      "a task-notification turn ran and ended in a Stop",
                      "no Stop within 30 s of the background task: no notification turn"))
        term.text("/exit")
        time.sleep(0.5)
        term.keys("Enter")
        try:
            term.until("the host to exit", lambda: not term.alive(), 15)
        except Timeout:
            term.keys("C-c")
            time.sleep(0.5)
            term.keys("C-c")
        return save(name, root, fake, log)
    finally:
        if term:
            term.close()
        fake.close()


# --- Codex -------------------------------------------------------------------

def codex_ready(term: Terminal, log: list[str]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        screen = term.settle(1.0)
        low = screen.lower()
        if re.search(r"trust|allow codex to work", low) and "›" in screen and "1." in screen:
            log.append("answered a trust screen with Enter")
            term.keys("Enter")
            continue
        if re.search(r"sign in|api key", low) and "1." in screen:
            log.append("a sign-in screen: " + screen.strip().splitlines()[0])
        if "›" in screen or re.search(r"^\s*▌", screen, re.M):
            return
    raise Timeout("Codex never showed its input box:\n" + term.screen())


def codex_busy(screen: str) -> bool:
    return "esc to interrupt" in screen.lower()


def record_codex(version: str, bins: Path) -> dict:
    name = f"codex-{version}"
    cli = bins / name / "node_modules" / ".bin" / "codex"
    root = SCRATCH / name
    shutil.rmtree(root, ignore_errors=True)
    for d in ("home/.codex", "proj", "cap"):
        (root / d).mkdir(parents=True)
    hook = root / "stand-in-hook.py"
    hook.write_text(STAND_IN)
    hook.chmod(0o755)
    fake = FakeModel(root / "fake")
    term = None
    log: list[str] = []
    try:
        fake.set_script([
            {"label": "feedback-answer", "match_last": FEEDBACK, "times": 1, "reply": {
                "tool_use": {"name": "exec_command", "input": {
                    "cmd": BG_COMMAND, "yield_time_ms": 500}}}},
            {"label": "prompt-2", "match_last": PROMPT_2, "reply": REPLY_2},
            {"label": "prompt-1", "match_last": PROMPT_1, "reply": REPLY_1},
            {"label": "finished", "match_last": "12 passed", "reply": REPLY_NOTIFIED},
            {"label": "agent-other", "model": "agent-model", "reply": REPLY_BG},
        ], default="OK.")
        home = root / "home/.codex"
        (home / "config.toml").write_text(
            'model_provider = "fake"\nmodel = "agent-model"\n'
            'approval_policy = "never"\nsandbox_mode = "danger-full-access"\n'
            "[model_providers.fake]\n"
            f'name = "fake"\nbase_url = "{fake.url}/v1"\nwire_api = "responses"\n'
            "request_max_retries = 0\nstream_max_retries = 0\n"
            f'[projects."{root / "proj"}"]\ntrust_level = "trusted"\n')

        def entry(event: str, matcher: str | None = None) -> list:
            e: dict = {"hooks": [{"type": "command", "command": f"{hook} {event}",
                                  "timeout": 60}]}
            if matcher:
                e["matcher"] = matcher
            return [e]

        (home / "hooks.json").write_text(json.dumps({"hooks": {
            "Stop": entry("stop"), "UserPromptSubmit": entry("user-prompt-submit"),
            "PreToolUse": entry("pre-tool-use", "Bash"),
            "PostToolUse": entry("post-tool-use", "Bash")}}))
        env = clean_env(root, fake)
        env.update({"CODEX_HOME": str(home), "OPENAI_API_KEY": "sk-fake-record"})
        term = Terminal(root / "tty", [str(cli), "--dangerously-bypass-hook-trust"],
                        root / "proj", env)
        cap = root / "cap"
        stops = lambda: len(hook_files(cap, "stop"))  # noqa: E731

        codex_ready(term, log)
        play_session(term, stops, codex_busy, log,
                     ("a Stop after the background command ends", 20,
                      "a further turn ran after the background command and ended in a Stop",
                      "no Stop within 20 s of the background command: no host-started turn"))
        term.keys("C-c")
        time.sleep(0.5)
        term.keys("C-c")
        try:
            term.until("the host to exit", lambda: not term.alive(), 15)
        except Timeout:
            log.append("codex did not exit on Ctrl-C")
        return save(name, root, fake, log)
    finally:
        if term:
            term.close()
        fake.close()


# --- saving ------------------------------------------------------------------

def save(name: str, root: Path, fake: FakeModel, log: list[str]) -> dict:
    out = OUT / name / "interactive"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    save_files(root, out, log)
    agent = [r["rule"] for r in fake.model_requests()]
    session = {"host": name, "typed": [PROMPT_1, PROMPT_2], "feedback": FEEDBACK,
               "replies": {"prompt-1": REPLY_1, "feedback-answer": "(tool call) " + BG_COMMAND,
                           "background-started": REPLY_BG,
                           "notification-answer": REPLY_NOTIFIED, "prompt-2": REPLY_2},
               "model_requests_answered_by": agent, "notes": log}
    (out / "session.json").write_text(json.dumps(session, indent=1) + "\n")
    print(f"{name}: {len(list(out.iterdir()))} files; " + "; ".join(log))
    return session


def save_files(root: Path, out: Path, log: list[str]) -> None:
    """The hook inputs as received, the transcripts scrubbed."""
    cap = root / "cap"
    transcript = None
    for f in sorted(cap.iterdir()):
        if f.name.endswith(".transcript.jsonl"):
            scrub_jsonl(f, out / f.name)
        elif f.suffix == ".json":
            shutil.copy(f, out / f.name)
            try:
                transcript = json.loads(f.read_text()).get("transcript_path") or transcript
            except ValueError:
                pass
    if transcript and Path(transcript).exists():
        scrub_jsonl(Path(transcript), out / "transcript.jsonl")
    else:
        log.append(f"no transcript at the end: {transcript!r}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--bins", type=Path, default=Path("/work/hostbins"))
    p.add_argument("--rescrub", action="store_true",
                   help="only redo the copies from the last recording's scratch folder")
    p.add_argument("names", nargs="*", default=DEFAULT)
    args = p.parse_args()
    for name in args.names:
        if args.rescrub:
            save_files(SCRATCH / name, OUT / name / "interactive", [])
            continue
        host, version = name.rsplit("-", 1)
        if host == "claude-code":
            record_claude(version, args.bins)
        elif host == "codex":
            record_codex(version, args.bins)
        else:
            raise SystemExit(f"unknown host {host!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
