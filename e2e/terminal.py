"""An interactive host in a terminal: tmux on its own socket, typed into with
``send-keys`` and read with ``capture-pane``.

Every wait polls with a bounded deadline; on timeout it fails with the screen
as it was, so a stuck host says where it stuck.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

WIDTH, HEIGHT = 200, 50


class Timeout(AssertionError):
    pass


class Terminal:
    """One tmux server (socket under ``workdir``) running one command."""

    def __init__(self, workdir: Path, argv: list[str], cwd: Path, env: dict[str, str]) -> None:
        tmux = shutil.which("tmux")
        if not tmux:
            raise RuntimeError("tmux is missing (e2e/run installs it)")
        workdir.mkdir(parents=True, exist_ok=True)
        self.socket = workdir / "tmux.sock"
        self.tmux = tmux
        # The server starts with this environment, and the session's command
        # inherits it: nothing from the caller's shell (TMUX included) leaks in.
        env = {k: v for k, v in env.items() if k not in ("TMUX", "TMUX_PANE")}
        env.setdefault("TERM", "xterm-256color")
        self.env = env
        subprocess.run([tmux, "-S", str(self.socket), "-f", "/dev/null", "new-session", "-d",
                        "-x", str(WIDTH), "-y", str(HEIGHT), "-s", "host", "-c", str(cwd),
                        "--", *argv], env=env, check=True, timeout=20)
        # Keep the pane after the command exits, so its last screen can be read.
        self._tmux("set-option", "-t", "host", "remain-on-exit", "on")

    def _tmux(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([self.tmux, "-S", str(self.socket), *args], env=self.env,
                              capture_output=True, text=True, timeout=20)

    def screen(self) -> str:
        out = self._tmux("capture-pane", "-p", "-t", "host")
        return out.stdout if out.returncode == 0 else ""

    def alive(self) -> bool:
        out = self._tmux("display-message", "-p", "-t", "host", "#{pane_dead}")
        return out.returncode == 0 and out.stdout.strip() == "0"

    def keys(self, *keys: str) -> None:
        """Named keys (Enter, Escape, Up, C-c …)."""
        self._tmux("send-keys", "-t", "host", *keys)

    def text(self, text: str) -> None:
        """Literal text, no Enter."""
        self._tmux("send-keys", "-t", "host", "-l", text)

    def wait(self, what: str, ready: Callable[[str], bool], timeout: float = 60,
             poll: float = 0.2) -> str:
        """Polls the screen until `ready(screen)`; returns that screen."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            if ready(screen):
                return screen
            if time.monotonic() > deadline:
                raise Timeout(f"timed out after {timeout:.0f} s waiting for {what}; screen:\n"
                              + screen)
            time.sleep(poll)

    def until(self, what: str, ready: Callable[[], bool], timeout: float = 60,
              poll: float = 0.2) -> None:
        """Polls `ready()` (anything, not the screen) until true."""
        deadline = time.monotonic() + timeout
        while not ready():
            if time.monotonic() > deadline:
                raise Timeout(f"timed out after {timeout:.0f} s waiting for {what}; screen:\n"
                              + self.screen())
            time.sleep(poll)

    def settle(self, quiet: float = 1.0, timeout: float = 30) -> str:
        """Waits until the screen has not changed for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        last, since = self.screen(), time.monotonic()
        while time.monotonic() - since < quiet:
            if time.monotonic() > deadline:
                raise Timeout("the screen never settled; screen:\n" + last)
            time.sleep(0.2)
            now = self.screen()
            if now != last:
                last, since = now, time.monotonic()
        return last

    def type_line(self, line: str, timeout: float = 20) -> None:
        """Types `line`, waits until the screen shows it, then presses Enter
        (a line sent with its Enter at once can land as a paste)."""
        self.text(line)
        probe = line[:40]
        self.wait(f"the typed text {probe!r}", lambda s: probe in s, timeout)
        self.keys("Enter")

    def close(self) -> None:
        self._tmux("kill-server")


# --- Claude Code's screens ---------------------------------------------------

# The input box: a line starting with its prompt mark (">" up to 2.0, "❯" since).
CLAUDE_INPUT = re.compile(r"^\s*[>❯]\s", re.M)
# First-run screens and the keys that answer them as a first-time user would.
# A pre-written .claude.json (onboarding done, key approved, folder trusted)
# skips them all in the versions tried; these are the fallback.
CLAUDE_DIALOGS = [
    (re.compile(r"Choose the text style|Dark mode", re.I), ["Enter"]),
    (re.compile(r"Do you trust the files|trust this folder|Yes, proceed", re.I), ["Enter"]),
    (re.compile(r"Detected a custom API key|Do you want to use this API key", re.I),
     ["Up", "Enter"]),
    (re.compile(r"Press Enter to continue", re.I), ["Enter"]),
]


def claude_ready(term: Terminal, log: list[str] | None = None, timeout: float = 60) -> None:
    """Waits for Claude Code's input box, answering any first-run screen."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        screen = term.settle(1.0)
        if CLAUDE_INPUT.search(screen):
            return
        for pattern, keys in CLAUDE_DIALOGS:
            if pattern.search(screen):
                if log is not None:
                    log.append(f"answered a first-run screen ({pattern.pattern}) with {keys}")
                term.keys(*keys)
                break
    raise Timeout("Claude Code never showed its input box; screen:\n" + term.screen())


def claude_busy(screen: str) -> bool:
    """Claude Code is working on a turn (its status line offers to interrupt)."""
    return "esc to interrupt" in screen or "to interrupt)" in screen
