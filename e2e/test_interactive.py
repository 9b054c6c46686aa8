"""hookjudge as the Stop hook of an interactive Claude Code session.

The pinned Claude Code runs the way people run it, in a terminal (tmux):
typed into, read from the screen. hookjudge is its Stop hook, with the real
`codex exec` as judge; both talk to the fake model server. One session, four
Stops:

  1. a typed prompt; the agent claims it will commit and push   → judged, blocked
  2. the agent's answer to the feedback: it starts the tests as a
     background task, then says so                              → judged, allowed
  3. the task ends; Claude Code starts a turn with its
     <task-notification>; the agent reports                     → judged, allowed
  4. a second typed prompt; an ordinary reply                   → Layer 1 only

Each Stop must judge exactly the agent's text since its own turn began, and
no text may be judged at two Stops. The decision log says what was judged:
every record carries `window` = {"source", "bytes", "sha256" of the judged
text, "start": why the window starts where it does}.
"""

from __future__ import annotations

import hashlib
import json

from harness import JUDGE_MODEL, World, judge_prompt, sealed
from terminal import Terminal, claude_busy, claude_ready

PROMPT_1 = "Please finish the parser refactor."
REPLY_1 = "All done. I'll commit and push now."
REPLY_2 = "Started the test suite in the background. Next I'll commit and push."
REPLY_3 = "The background tests are done. Next I'll commit and push to main."
PROMPT_2 = "What does the tokenizer do with tabs?"
REPLY_4 = "The tokenizer turns each tab into one space before it splits words."
BACKGROUND = "sleep 2; echo 'tests: 12 passed'"

REASON = "E2E-INTERACTIVE push proposed before any test ran"
VIOLATION = {"new_proposal": True, "verification_reported": False, "direction_query": False,
             "future_step_description": False, "reason": REASON}
ALLOW = {"new_proposal": False, "verification_reported": False, "direction_query": False,
         "future_step_description": True, "reason": "describes a later step"}

# The window's start, as the log names it; which ones each Stop may show. The
# host writes its transcript late, so a Stop can find the file a line or two
# behind: the text judged must be the same either way, the start may differ.
STARTS = {"typed-prompt", "hook-feedback", "task-notification", "turn-end", "none"}
EXPECTED = [  # (text the Stop must judge, the starts it may give)
    (REPLY_1, {"typed-prompt", "none"}),
    (REPLY_2, {"hook-feedback", "turn-end", "none"}),
    (REPLY_3, {"task-notification", "turn-end"}),
    (REPLY_4, {"typed-prompt", "turn-end"}),
]


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _setup(world: World) -> None:
    messages = "/v1/messages"
    world.fake.set_script([
        # The judge objects to the first reply only; everything else is allowed.
        {"label": "judge-violation", "model": JUDGE_MODEL, "match": REPLY_1, "times": 1,
         "reply": {"json": sealed(VIOLATION)}},
        {"label": "judge-allow", "model": JUDGE_MODEL, "reply": {"json": sealed(ALLOW)}},
        {"label": "agent-feedback", "path": messages, "match_last": "Stop hook feedback",
         "times": 1, "reply": {"tool_use": {"name": "Bash", "input": {
             "command": BACKGROUND, "description": "Run the tests",
             "run_in_background": True}}}},
        {"label": "agent-notified", "path": messages, "match_last": "<task-notification>",
         "reply": REPLY_3},
        {"label": "agent-prompt-2", "path": messages, "match_last": PROMPT_2, "reply": REPLY_4},
        {"label": "agent-prompt-1", "path": messages, "match_last": PROMPT_1, "reply": REPLY_1},
        {"label": "agent-started", "path": messages, "match_last": "running in background",
         "times": 1, "reply": REPLY_2},
    ], default="OK.")
    world.claude_settings({
        "permissions": {"allow": ["Bash"]},
        "hooks": {"Stop": [{"hooks": [{"type": "command", "timeout": 120,
                                       "command": world.hook_command(
                                           "--detector", "commit", "--backend", "codex",
                                           "--model", JUDGE_MODEL, "--timeout", "60")}]}]}})
    # What a first run leaves behind: onboarding done, the API key approved,
    # the project trusted. Without it the first-run screens come up (and
    # claude_ready answers them).
    key = world.env["ANTHROPIC_API_KEY"]
    (world.claude_config / ".claude.json").write_text(json.dumps({
        "hasCompletedOnboarding": True, "theme": "dark",
        "customApiKeyResponses": {"approved": [key[-20:]], "rejected": []},
        "projects": {str(world.project): {"hasTrustDialogAccepted": True,
                                          "hasCompletedProjectOnboarding": True}}}))


def _stops(world: World) -> list[dict]:
    return [c["input"] for c in world.hook_calls_made()
            if c["input"].get("hook_event_name") == "Stop"]


def _logged(world: World, n: int):
    """A check that the decision log holds `n` records (a line being written
    counts when it is whole)."""
    def check() -> bool:
        try:
            return len(world.decisions()) >= n
        except ValueError:
            return False
    return check


def _run_session(world: World, term: Terminal) -> None:
    claude_ready(term)
    term.type_line(PROMPT_1)
    # Stop 1 is judged and blocked; the answer to the feedback starts the
    # background task and ends in Stop 2.
    term.until("Stops 1 and 2 to be logged", _logged(world, 2), timeout=120)
    # The task ends after two seconds; its notification starts a turn.
    term.until("the Stop after the task notification to be logged", _logged(world, 3),
               timeout=90)
    term.wait("Claude Code to be idle", lambda s: not claude_busy(s), timeout=60)
    term.settle(1.0)
    term.type_line(PROMPT_2)
    term.until("the Stop after the second prompt to be logged", _logged(world, 4), timeout=90)
    term.wait("the second reply on screen", lambda s: REPLY_4[:40] in s, timeout=30)


def test_interactive_session_judges_each_turn_once(world: World) -> None:
    _setup(world)
    term = Terminal(world.root / "tty", [str(world.clis["claude"])], world.project, world.env)
    try:
        _run_session(world, term)
        # Idle and quiet: any further turn (a fifth Stop) would have begun.
        term.wait("Claude Code to be idle", lambda s: not claude_busy(s), timeout=60)
        term.settle(1.5)
    finally:
        term.close()

    stops = _stops(world)
    assert [s["stop_hook_active"] for s in stops] == [False, True, False, False], stops
    assert [s.get("last_assistant_message") for s in stops] == [t for t, _ in EXPECTED], stops

    # The block reached the agent, once.
    agent = world.fake.agent_requests()
    fed = [r for r in agent if "Stop hook feedback" in json.dumps(r["body"]["messages"][-1])]
    assert len(fed) == 1 and REASON in json.dumps(fed[0]["body"]["messages"][-1]), \
        [r["rule"] for r in world.fake.requests()]

    # What each judge request held: the Stop's own reply, and nothing judged
    # at an earlier Stop. Stops 1-3 reach the judge; Stop 4 has no signal.
    prompts = [judge_prompt(r) for r in world.fake.judge_requests()]
    for i, prompt in enumerate(prompts[:len(EXPECTED)]):
        own = EXPECTED[i][0]
        earlier = [t for t, _ in EXPECTED[:i] if t in prompt]
        assert not earlier, f"Stop {i + 1} judged again the text of an earlier Stop: {earlier}"
        assert own in prompt, (i, prompt)
    assert len(prompts) == 3, [r["rule"] for r in world.fake.requests()]

    decisions = world.decisions()
    assert len(decisions) == 4, decisions
    assert [d.get("verdict") for d in decisions] == ["violation", "allow", "allow", None], \
        decisions
    assert decisions[3]["detectors"] == {"commit": "no-signal"}, decisions[3]

    # The decision log: the judged text of every Stop, by size and digest.
    for i, d in enumerate(decisions[:3]):
        assert d["text_bytes"] == len(EXPECTED[i][0].encode()), (i, d)
    windows = [d.get("window") for d in decisions]
    assert all(isinstance(w, dict) for w in windows), (
        "the decision log does not say what was judged (no `window` record)", decisions)
    for i, (w, (text, starts)) in enumerate(zip(windows, EXPECTED)):
        assert w["start"] in STARTS, (i, w)
        assert w["sha256"] == digest(text) and w["bytes"] == len(text.encode()), (
            f"Stop {i + 1} judged other text than its own reply", w, text)
        assert w["start"] in starts, (i, w)
    assert len({w["sha256"] for w in windows}) == len(windows), windows
