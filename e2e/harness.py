"""The machinery of the real-host end-to-end suite (no pytest in here, so
capture_fixtures.py can use it too).

Every test gets its own fake model server (``fake_model.py`` on 127.0.0.1,
port 0) and its own scratch world: HOME, Claude Code's config dir, a
CODEX_HOME whose config points at the fake, a project folder, hookjudge's
log and state folders. The real pinned CLIs (``e2e/node_modules``) run
against it; nothing reaches a real model or the real home.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fake_model import last_input_text

E2E = Path(__file__).resolve().parent
ROOT = E2E.parent
BIN = E2E / "node_modules" / ".bin"
FAKE = E2E / "fake_model.py"

# The model names that tell the fake server who is asking.
AGENT_MODEL = "agent-model"  # Codex as host
JUDGE_MODEL = "judge-model"  # codex exec as judge
CLAUDE_JUDGE_MODEL = "haiku"  # claude -p as judge (requests name claude-haiku-*)

# Environment a developer's shell may carry that must not leak into a test.
LEAKY_PREFIXES = ("CLAUDE", "CODEX_", "ANTHROPIC_", "OPENAI_", "HOOKJUDGE_", "GEMINI_")
LEAKY_NAMES = {"CLAUDECODE", "STOP_HOOK_LLM_JUDGE_ACTIVE", "HTTP_PROXY", "HTTPS_PROXY",
               "http_proxy", "https_proxy", "ALL_PROXY", "all_proxy"}


def hookjudge_path() -> Path:
    """The binary under test: $HOOKJUDGE_BIN, else the release build where
    `cargo build --release` in the repository (as e2e/run runs it) puts it:
    $CARGO_TARGET_DIR (relative to the repository) or target/."""
    explicit = os.environ.get("HOOKJUDGE_BIN")
    if explicit:
        return Path(explicit).resolve()
    target = ROOT / (os.environ.get("CARGO_TARGET_DIR") or "target")
    return (target / "release" / "hookjudge").resolve()


class FakeModel:
    """A running fake_model.py: its port, its script, what it received."""

    def __init__(self, workdir: Path) -> None:
        self.dir = workdir
        workdir.mkdir(parents=True, exist_ok=True)
        self.script_path = workdir / "script.json"
        self.log_path = workdir / "requests.jsonl"
        self.port_path = workdir / "port"
        self.set_script([])
        self.log_path.write_text("")
        self.proc = subprocess.Popen(
            [sys.executable, str(FAKE), "--script", str(self.script_path),
             "--log", str(self.log_path), "--port-file", str(self.port_path)],
            stdout=subprocess.DEVNULL, stderr=open(workdir / "server.err", "w"),
        )
        deadline = time.monotonic() + 10
        while not self.port_path.exists():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("fake model server did not start: "
                                   + (workdir / "server.err").read_text())
            time.sleep(0.02)
        self.port = int(self.port_path.read_text())
        self.url = f"http://127.0.0.1:{self.port}"

    def set_script(self, rules: list[dict[str, Any]], default: str = "OK.") -> None:
        tmp = self.script_path.with_suffix(".tmp")
        tmp.write_text(json.dumps({"rules": rules, "default": default}))
        tmp.replace(self.script_path)

    def requests(self) -> list[dict[str, Any]]:
        text = self.log_path.read_text()
        return [json.loads(line) for line in text.splitlines() if line.strip()]

    def model_requests(self) -> list[dict[str, Any]]:
        return [r for r in self.requests()
                if r["method"] == "POST" and isinstance(r["body"], dict) and "model" in r["body"]
                and not r["path"].split("?")[0].endswith("count_tokens")]

    def judge_requests(self) -> list[dict[str, Any]]:
        return [r for r in self.model_requests() if is_judge(r)]

    def agent_requests(self) -> list[dict[str, Any]]:
        return [r for r in self.model_requests() if not is_judge(r)]

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def is_judge(record: dict[str, Any]) -> bool:
    model = str(record["body"].get("model", ""))
    return JUDGE_MODEL in model or "haiku" in model


def sealed(answer: dict[str, Any], detector: str = "commit") -> dict[str, Any]:
    """`answer` as `detector`'s part of a judge's answer, under the call's
    nonce (the fake server fills in "@NONCE@" from the request)."""
    return {"nonce": "@NONCE@", detector: answer}


def last_user_text(record: dict[str, Any]) -> str:
    """The newest user message (or tool output) of a recorded request."""
    return last_input_text(record["body"])


def body_text(record: dict[str, Any]) -> str:
    return json.dumps(record["body"], ensure_ascii=False)


def judge_prompt(record: dict[str, Any]) -> str:
    """The prompt a judge request carries (codex: last input item; claude: first message)."""
    body = record["body"]
    if "input" in body:
        return last_user_text(record)
    msgs = [m for m in body.get("messages", []) if m.get("role") == "user"]
    content = msgs[0]["content"] if msgs else ""
    if isinstance(content, list):
        return "\n".join(b.get("text", "") for b in content if isinstance(b, dict))
    return content


def judge_schema(record: dict[str, Any]) -> dict[str, Any] | None:
    """The output schema a judge request carries, wherever its CLI puts it."""
    body = record["body"]
    fmt = (body.get("text") or {}).get("format") or {}
    if fmt.get("type") == "json_schema":
        return fmt.get("schema")
    for tool in body.get("tools") or []:
        if tool.get("name") == "StructuredOutput":
            return tool.get("input_schema")
    return None


@dataclass
class World:
    """One test's scratch machine: folders, environment, helpers to run hosts."""

    root: Path
    fake: FakeModel
    hookjudge: Path
    clis: dict[str, Path]
    env: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.home = self.root / "home"
        self.claude_config = self.home / ".claude"
        self.codex_home = self.home / ".codex"
        self.project = self.root / "project"
        self.logs = self.root / "logs"
        self.state = self.root / "state"
        self.hook_calls = self.root / "hook-calls.jsonl"
        for d in (self.home, self.claude_config, self.codex_home, self.project, self.logs,
                  self.state):
            d.mkdir(parents=True, exist_ok=True)
        self.hook_calls.write_text("")
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(LEAKY_PREFIXES) and k not in LEAKY_NAMES}
        env.update({
            "PATH": os.pathsep.join([str(BIN), str(self.hookjudge.parent), env.get("PATH", "")]),
            "HOME": str(self.home),
            "CLAUDE_CONFIG_DIR": str(self.claude_config),
            "ANTHROPIC_BASE_URL": self.fake.url,
            "ANTHROPIC_API_KEY": "sk-ant-fake-e2e-key",
            "CODEX_HOME": str(self.codex_home),
            "HOOKJUDGE_LOG_DIR": str(self.logs),
            "HOOKJUDGE_STATE_DIR": str(self.state),
            "NO_PROXY": "127.0.0.1,localhost",
            "DISABLE_AUTOUPDATER": "1",
            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        })
        self.env = env
        # Codex (host and judge alike) talks to the fake, with no retries so a
        # failing judge fails at once instead of after 25 s of back-off.
        (self.codex_home / "config.toml").write_text(
            'model_provider = "fake"\n'
            f'model = "{AGENT_MODEL}"\n'
            "[model_providers.fake]\n"
            'name = "fake"\n'
            f'base_url = "{self.fake.url}/v1"\n'
            'wire_api = "responses"\n'
            "request_max_retries = 0\n"
            "stream_max_retries = 0\n"
        )

    # --- hook registration -------------------------------------------------
    def hook_command(self, *args: str) -> str:
        """hookjudge behind a recorder: every call's stdin (and whether it ran
        inside a judge) lands in hook-calls.jsonl, then hookjudge gets it."""
        recorder = self.root / "record-hook.sh"
        if not recorder.exists():
            recorder.write_text(
                "#!/bin/sh\n"
                'input=$(cat)\n'
                'printf \'{"judge_active":"%s","input":%s}\\n\' '
                '"${STOP_HOOK_LLM_JUDGE_ACTIVE:-}" "$input" >> "$HOOK_CALLS"\n'
                'printf \'%s\' "$input" | "$@"\n'
            )
            recorder.chmod(0o755)
        return " ".join(shlex.quote(a) for a in
                        [f"HOOK_CALLS={self.hook_calls}", str(recorder),
                         str(self.hookjudge), *args])

    def claude_settings(self, settings: dict[str, Any], user_level: bool = False) -> None:
        where = self.claude_config if user_level else self.project / ".claude"
        where.mkdir(parents=True, exist_ok=True)
        (where / "settings.json").write_text(json.dumps(settings))

    def codex_hooks(self, hooks: dict[str, Any]) -> None:
        (self.codex_home / "hooks.json").write_text(json.dumps({"hooks": hooks}))

    def hook_calls_made(self) -> list[dict[str, Any]]:
        text, out, pos = self.hook_calls.read_text(), [], 0
        decoder = json.JSONDecoder()
        while True:
            while pos < len(text) and text[pos].isspace():
                pos += 1
            if pos >= len(text):
                return out
            record, pos = decoder.raw_decode(text, pos)
            out.append(record)

    # --- running hosts -----------------------------------------------------
    def run(self, argv: list[str], stdin: str = "", timeout: float = 90,
            cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(argv, input=stdin, text=True, capture_output=True,
                              env=self.env, cwd=cwd or self.project, timeout=timeout)

    def claude(self, prompt: str, *args: str, timeout: float = 90) -> dict[str, Any]:
        """`claude -p` as the host, JSON result envelope returned."""
        proc = self.run([str(self.clis["claude"]), "-p", prompt, "--output-format", "json",
                         *args], timeout=timeout)
        assert proc.returncode == 0, f"claude failed: {proc.returncode}\n{proc.stderr}"
        return json.loads(proc.stdout.strip().splitlines()[-1])

    def claude_sdk(self, prompt: str, *args: str, answer: dict[str, Any],
                   timeout: float = 90) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """`claude -p` in stream-json mode with this test as the human: every
        permission question (`can_use_tool`) is recorded and answered with
        `answer` (e.g. {"behavior": "deny", "message": "…"}). Returns
        (all stdout messages, the permission questions)."""
        proc = subprocess.Popen(
            [str(self.clis["claude"]), "-p", "--input-format", "stream-json",
             "--output-format", "stream-json", "--verbose", "--permission-prompt-tool", "stdio",
             *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=self.env, cwd=self.project)
        messages: list[dict[str, Any]] = []
        questions: list[dict[str, Any]] = []
        killer = threading.Timer(timeout, proc.kill)
        killer.start()
        try:
            assert proc.stdin and proc.stdout
            proc.stdin.write(json.dumps({"type": "user", "message": {
                "role": "user", "content": prompt}}) + "\n")
            proc.stdin.flush()
            for line in proc.stdout:
                if not line.strip():
                    continue
                msg = json.loads(line)
                messages.append(msg)
                if msg.get("type") == "control_request":
                    questions.append(msg)
                    reply = {"type": "control_response", "response": {
                        "subtype": "success", "request_id": msg["request_id"],
                        "response": answer}}
                    proc.stdin.write(json.dumps(reply) + "\n")
                    proc.stdin.flush()
                elif msg.get("type") == "result":
                    break
            proc.stdin.close()
            proc.wait(timeout=30)
        finally:
            killer.cancel()
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        assert any(m.get("type") == "result" for m in messages), (
            f"claude (stream-json) gave no result; stderr:\n{proc.stderr.read() if proc.stderr else ''}")
        return messages, questions

    def codex(self, prompt: str, *args: str,
              timeout: float = 120) -> subprocess.CompletedProcess[str]:
        """`codex exec` as the host, with the hooks of $CODEX_HOME/hooks.json."""
        return self.run([str(self.clis["codex"]), "exec", "--skip-git-repo-check",
                         "--dangerously-bypass-hook-trust", "-m", AGENT_MODEL, *args, "-"],
                        stdin=prompt, timeout=timeout)

    def live_processes(self) -> list[str]:
        """Command lines of the processes still running with this world's
        environment (hosts, hooks, judges: they all inherit it)."""
        mark = f"HOOKJUDGE_STATE_DIR={self.state}".encode()
        found = []
        for proc in Path("/proc").iterdir():
            if not proc.name.isdigit():
                continue
            try:
                if mark in (proc / "environ").read_bytes().split(b"\0"):
                    found.append((proc / "cmdline").read_bytes().replace(b"\0", b" ").decode())
            except OSError:
                continue
        return found

    def decisions(self) -> list[dict[str, Any]]:
        out = []
        for f in sorted(self.logs.glob("*.log")):
            for line in f.read_text().splitlines():
                if line.strip():
                    out.append(json.loads(line))
        return out
