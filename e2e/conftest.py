"""pytest fixtures of the real-host end-to-end suite; the machinery is in harness.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import BIN, FakeModel, World, hookjudge_path


@pytest.fixture(scope="session")
def clis() -> dict[str, Path]:
    """The pinned host CLIs; `e2e/run` installs them with `npm ci`."""
    found = {name: BIN / name for name in ("claude", "codex")}
    missing = [str(p) for p in found.values() if not p.exists()]
    if missing:
        pytest.fail(f"host CLIs missing: {missing}; run `npm ci --prefix e2e` (e2e/run does)")
    return found


@pytest.fixture(scope="session")
def hookjudge() -> Path:
    path = hookjudge_path()
    if not path.exists():
        pytest.fail(f"{path} missing; run `cargo build --release` (e2e/run does)")
    return path


@pytest.fixture
def fake(tmp_path: Path):
    server = FakeModel(tmp_path / "fake")
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def world(tmp_path: Path, fake: FakeModel, hookjudge: Path, clis: dict[str, Path]) -> World:
    return World(tmp_path / "world", fake, hookjudge, clis)
