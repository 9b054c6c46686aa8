"""An interactive host in a terminal: tmux on its own socket, typed into with
``send-keys`` and read with ``capture-pane``.

Every wait polls with a bounded deadline; on timeout it fails with the screen
as it was, so a stuck host says where it stuck.
"""

from __future__ import annotations

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
