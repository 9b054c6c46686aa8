"""The window of every Stop of every recorded interactive session.

fixtures/hosts/<host>-<version>/interactive/ holds, for each Stop the host
fired, its input and the transcript as the hook found it then (see
fixtures/hosts/README.md). Each Stop goes through hookjudge in order, as the
host ran it: one transcript path that grows, one state folder, a judge that
always allows. From the decision log's digest of each judged text:

- every Stop judges its own reply whenever the host made it readable (some
  versions write the transcript late and send no `last_assistant_message`);
- a Stop judges nothing but replies of the session, whole, in order;
- no reply is judged at two Stops. A reply the host made readable only after
  its own Stop may be judged at the next one.
"""

from __future__ import annotations

import hashlib
import json
import shlex
import subprocess
from pathlib import Path

import pytest
from harness import ROOT

RECORDINGS = sorted((ROOT / "fixtures" / "hosts").glob("*/interactive"))
ALLOW = {"new_proposal": True, "verification_reported": False, "direction_query": True,
         "future_step_description": False, "reason": "asks first"}


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def replies_in_order(session: dict) -> list[str]:
    """The reply that ends each Stop's turn, in the order the Stops came."""
    r = session["replies"]
    order = ["prompt-1", "background-started", "notification-answer", "prompt-2"]
    if session["host"].startswith("codex"):
        order.remove("notification-answer")  # Codex starts no turn by itself
    return [r[k] for k in order]


def assistant_texts(transcript: Path) -> list[str]:
    """Every assistant text of a Claude Code transcript or a Codex rollout."""
    out = []
    for line in transcript.read_text().splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if entry.get("type") == "assistant":
            blocks = entry.get("message", {}).get("content") or []
        elif entry.get("type") == "response_item" and entry["payload"].get("role") == "assistant":
            blocks = entry["payload"].get("content") or []
        else:
            continue
        out += [b["text"] for b in blocks if isinstance(b, dict) and "text" in b]
    return out


@pytest.mark.parametrize("recording", RECORDINGS, ids=[p.parent.name for p in RECORDINGS])
def test_each_recorded_stop_judges_its_own_reply_once(recording: Path, tmp_path: Path,
                                                      hookjudge: Path) -> None:
    session = json.loads((recording / "session.json").read_text())
    stops = [p for p in sorted(recording.glob("[0-9][0-9]-stop.json"))
             if json.loads(p.read_text()).get("hook_event_name") == "Stop"]
    replies = replies_in_order(session)
    assert len(stops) == len(replies), (stops, replies)

    transcript = tmp_path / "transcript.jsonl"
    logs, state = tmp_path / "logs", tmp_path / "state"
    # The answer echoes the nonce hookjudge gives a command judge.
    answer = json.dumps({"nonce": "@", "commit": ALLOW}).replace('"@"', '"%s"')
    judge = f'cat >/dev/null; printf {shlex.quote(answer)} "$HOOKJUDGE_NONCE"'

    readable = []
    for stop, reply in zip(stops, replies):
        event = json.loads(stop.read_text())
        snapshot = stop.with_name(stop.stem + ".transcript.jsonl")
        transcript.write_bytes(snapshot.read_bytes() if snapshot.exists() else b"")
        event["transcript_path"] = str(transcript)
        readable.append(reply == event.get("last_assistant_message")
                        or reply in assistant_texts(transcript))
        done = subprocess.run(
            [str(hookjudge), "--detector", "commit", "--backend", "command",
             "--judge-command", judge, "--log-dir", str(logs)],
            input=json.dumps(event), text=True, capture_output=True, timeout=60,
            env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                 "HOOKJUDGE_STATE_DIR": str(state)})
        assert done.returncode == 0, (stop.name, done.stderr)

    records = [json.loads(line) for f in sorted(logs.glob("*.log"))
               for line in f.read_text().splitlines() if line.strip()]
    assert len(records) == len(stops), records
    windows = [r.get("window") for r in records]
    assert all(isinstance(w, dict) for w in windows), (
        "the decision log does not say what was judged (no `window` record)", records)
    # What each digest stands for: a run of consecutive replies, as the
    # window joins its texts.
    runs = {digest(""): ()}
    for i in range(len(replies)):
        for j in range(i + 1, len(replies) + 1):
            runs[digest("\n\n".join(replies[i:j]))] = tuple(range(i, j))
    judged_at: dict[int, int] = {}
    for n, (stop, w) in enumerate(zip(stops, windows)):
        assert w["sha256"] in runs, (
            f"{stop.name}: judged a text that is not a run of the session's replies", w)
        which = runs[w["sha256"]]
        assert all(i <= n for i in which), (f"{stop.name}: judged a later reply", w)
        if readable[n]:
            assert n in which, (f"{stop.name}: its own reply was readable but not judged", w)
        for i in which:
            assert i not in judged_at, (
                f"{stop.name}: judged again reply {i + 1}, judged at Stop {judged_at[i] + 1}", w)
            judged_at[i] = n
