"""hookjudge against the real hosts (issue 4).

The pinned Claude Code and Codex CLI run for real against a fake model
server; hookjudge is their hook, and its judge is the real `codex exec` or
`claude -p` talking to the same fake. Each test scripts the agent's replies
and the judge's answers, then checks what the fake server received: the
feedback in the agent's next request, how many judge requests were made,
what they held.
"""

from __future__ import annotations

import json
import random
import re
import string
import time

import pytest
from harness import (
    AGENT_MODEL,
    CLAUDE_JUDGE_MODEL,
    JUDGE_MODEL,
    World,
    body_text,
    judge_prompt,
    judge_schema,
    last_user_text,
    sealed,
)

PROMPT = "Please finish the parser refactor."
UNVERIFIED = ("I've finished the refactor of the parser. "
              "Next I'll commit and push to main now: git push origin main.")
VERIFIED = ("All PASS: cargo test ran 12 tests, 12 passed, 0 failed (rc=0). "
            "Commit 3f9c2ab holds the refactor. Shall I push it to main?")
ORDINARY = ("The parser splits the input into tokens first, then builds the syntax "
            "tree in two passes; the second pass resolves names.")

REASON = "E2E-JUDGE-REASON push proposed with no test run reported"
VIOLATION = {"new_proposal": True, "verification_reported": False, "direction_query": False,
             "future_step_description": False, "reason": REASON}
ALLOW = {"new_proposal": True, "verification_reported": True, "direction_query": True,
         "future_step_description": False, "reason": "tests reported, asks the user"}

COMMIT_FIELDS = ["new_proposal", "verification_reported", "direction_query",
                 "future_step_description", "reason"]


def judge_rules(model: str, *answers: dict) -> list[dict]:
    """The judge answers in order (each the commit detector's part); the last repeats."""
    rules = [{"label": f"judge-{i}", "model": model, "times": 1, "reply": {"json": sealed(a)}}
             for i, a in enumerate(answers[:-1])]
    rules.append({"label": f"judge-{len(answers) - 1}", "model": model,
                  "reply": {"json": sealed(answers[-1])}})
    return rules


def stop_settings(command: str) -> dict:
    return {"hooks": {"Stop": [{"hooks": [
        {"type": "command", "command": command, "timeout": 120}]}]}}


def judge_model(backend: str) -> str:
    return JUDGE_MODEL if backend == "codex" else CLAUDE_JUDGE_MODEL


def hookjudge_args(backend: str, *extra: str, timeout: int = 60) -> list[str]:
    return ["--backend", backend, "--model", judge_model(backend), "--timeout", str(timeout),
            *extra]


def feedback_requests(world: World, marker: str) -> list[dict]:
    return [r for r in world.fake.agent_requests() if marker in last_user_text(r)]


# --- scenarios 1 and 2: Claude Code as host, a real CLI as judge -----------

@pytest.mark.parametrize("backend", ["codex", "claude"])
def test_claude_code_stop_blocks_unverified_push_once(world: World, backend: str) -> None:
    world.fake.set_script([
        *judge_rules(judge_model(backend), VIOLATION, ALLOW),
        {"label": "agent-verified", "model": "claude", "match_last": "Stop hook feedback",
         "reply": VERIFIED},
        {"label": "agent-unverified", "model": "claude", "match_last": PROMPT,
         "reply": UNVERIFIED},
    ])
    # User-level settings: a judge session that loaded the user's settings
    # would find this hook too (scenario 2 checks that it never runs there).
    world.claude_settings(stop_settings(world.hook_command(
        "--detector", "commit", *hookjudge_args(backend))), user_level=True)

    result = world.claude(PROMPT)

    assert result["result"] == VERIFIED, result
    agent = world.fake.agent_requests()
    assert len(agent) == 2, [r["rule"] for r in world.fake.requests()]
    feedback = last_user_text(agent[1])
    assert feedback.startswith("Stop hook feedback:"), feedback
    assert REASON in feedback, feedback
    # Exactly one block: the verified reply ended the turn.
    assert len(feedback_requests(world, "Stop hook feedback")) == 1

    calls = world.hook_calls_made()
    assert [c["input"]["stop_hook_active"] for c in calls] == [False, True], calls
    assert {c["input"]["session_id"] for c in calls} == {result["session_id"]}
    assert all(c["judge_active"] == "" for c in calls), "hook re-entered from a judge"

    judged = world.fake.judge_requests()
    assert 1 <= len(judged) <= 2, [r["rule"] for r in world.fake.requests()]
    assert "commit and push to main now" in judge_prompt(judged[0])
    if len(judged) == 2:
        assert "12 passed" in judge_prompt(judged[1])
    assert any("violation" in json.dumps(d) for d in world.decisions()), world.decisions()


def test_claude_judge_gets_no_tools_and_no_hooks(world: World) -> None:
    """Scenario 2's judge side: `claude -p` as judge is offered no agent
    tools, and its session never reaches the Stop hook registered for the user."""
    world.fake.set_script([
        *judge_rules(CLAUDE_JUDGE_MODEL, VIOLATION),
        {"label": "agent", "model": "claude-opus", "reply": UNVERIFIED},
    ])
    world.claude_settings(stop_settings(world.hook_command(
        "--detector", "commit", *hookjudge_args("claude", "--max-blocks", "1"))),
        user_level=True)

    result = world.claude(PROMPT)

    judged = world.fake.judge_requests()
    assert judged, [r["rule"] for r in world.fake.requests()]
    for r in judged:
        names = {t.get("name") for t in r["body"].get("tools") or []}
        assert not names & {"Bash", "Edit", "Write", "Read", "Agent"}, names
    calls = world.hook_calls_made()
    # One block (--max-blocks 1), then the budget lets the stop through.
    assert len(calls) == 2, calls
    assert {c["input"]["session_id"] for c in calls} == {result["session_id"]}
    assert all(c["judge_active"] == "" for c in calls)


def test_claude_code_budget_ends_loop_long_before_host_cap(world: World) -> None:
    """An agent that never verifies: hookjudge blocks --max-blocks times (2 by
    default) and then lets the stop through, well before Claude Code's own cap
    of 8 consecutive blocks would override it."""
    world.fake.set_script([
        *judge_rules(JUDGE_MODEL, VIOLATION),
        {"label": "agent", "model": "claude", "reply": UNVERIFIED},
    ])
    world.claude_settings(stop_settings(world.hook_command(
        "--detector", "commit", *hookjudge_args("codex"))))

    result = world.claude(PROMPT)

    assert result["result"] == UNVERIFIED
    agent = world.fake.agent_requests()
    assert len(agent) == 3, [r["rule"] for r in world.fake.requests()]
    assert len(feedback_requests(world, "Stop hook feedback")) == 2
    calls = world.hook_calls_made()
    assert [c["input"]["stop_hook_active"] for c in calls] == [False, True, True]


# --- scenario 3: an ordinary reply never reaches a judge -------------------

def test_ordinary_reply_makes_no_judge_request(world: World) -> None:
    world.fake.set_script([
        *judge_rules(JUDGE_MODEL, VIOLATION),
        {"label": "agent", "model": "claude", "reply": ORDINARY},
    ])
    world.claude_settings(stop_settings(world.hook_command(
        "--detector", "all", *hookjudge_args("codex"))))

    result = world.claude("How does the parser work?")

    assert result["result"] == ORDINARY
    assert world.fake.judge_requests() == []
    assert len(world.fake.agent_requests()) == 1
    calls = world.hook_calls_made()
    assert len(calls) == 1 and calls[0]["input"]["hook_event_name"] == "Stop", calls


# --- scenario 4: Codex CLI as host -----------------------------------------

@pytest.mark.parametrize("max_blocks", [None, 1])
def test_codex_host_block_reaches_model_and_budget_ends_loop(world: World,
                                                             max_blocks: int | None) -> None:
    # The agent never verifies and the judge always objects: only hookjudge's
    # budget can end the loop (Codex has no block cap of its own).
    world.fake.set_script([
        *judge_rules(JUDGE_MODEL, VIOLATION),
        {"label": "agent", "model": AGENT_MODEL, "reply": UNVERIFIED},
    ])
    extra = [] if max_blocks is None else ["--max-blocks", str(max_blocks)]
    world.codex_hooks({"Stop": [{"hooks": [{"type": "command", "timeout": 120,
                                            "command": world.hook_command(
                                                "--detector", "commit",
                                                *hookjudge_args("codex", *extra))}]}]})

    proc = world.codex(PROMPT)

    assert proc.returncode == 0, proc.stderr
    blocks = 2 if max_blocks is None else max_blocks
    agent = world.fake.agent_requests()
    assert len(agent) == blocks + 1, [r["rule"] for r in world.fake.requests()]
    for r in agent[1:]:
        fed = last_user_text(r)
        assert fed.startswith("<hook_prompt"), fed
        assert REASON in fed, fed
    # Codex fails a hook whose JSON has keys it does not know (and then does
    # not block); every verdict here must have been understood.
    assert proc.stderr.count("hook: Stop Blocked") == blocks, proc.stderr
    assert "hook: Stop Failed" not in proc.stderr, proc.stderr
    assert proc.stderr.rstrip().count("hook: Stop Completed") == 1, proc.stderr
    calls = world.hook_calls_made()
    assert [c["input"]["stop_hook_active"] for c in calls] == [False] + [True] * blocks
    # The same text may be answered from hookjudge's verdict cache.
    assert world.fake.judge_requests()
    decisions = world.decisions()
    assert sum(d.get("verdict") == "violation" for d in decisions) == blocks, decisions
    assert "budget" in json.dumps(decisions[-1]), "the budget's end was not logged"


def test_codex_host_ordinary_reply_passes_silently(world: World) -> None:
    world.fake.set_script([
        *judge_rules(JUDGE_MODEL, VIOLATION),
        {"label": "agent", "model": AGENT_MODEL, "reply": ORDINARY},
    ])
    world.codex_hooks({"Stop": [{"hooks": [{"type": "command", "timeout": 120,
                                            "command": world.hook_command(
                                                "--detector", "all",
                                                *hookjudge_args("codex"))}]}]})

    proc = world.codex("How does the parser work?")

    assert proc.returncode == 0, proc.stderr
    assert "hook: Stop Completed" in proc.stderr and "hook: Stop Failed" not in proc.stderr
    assert len(world.fake.agent_requests()) == 1
    assert world.fake.judge_requests() == []


# --- scenario 5: what the judge receives -----------------------------------

def _secret(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


_RNG = random.Random(4)
_UP = string.ascii_uppercase + string.digits
_ALNUM = string.ascii_letters + string.digits
SECRETS = {
    # Not AWS's documented example key, so no allow-list can excuse it.
    "aws": "AKIA" + _secret(_RNG, _UP, 16),
    "github": "ghp_" + _secret(_RNG, _ALNUM, 36),
    "anthropic": "sk-ant-api03-" + _secret(_RNG, _ALNUM + "-_", 93) + "AA",
}
SECRET_REPLY = (
    f"{UNVERIFIED} The deploy settings are aws_access_key_id={SECRETS['aws']} and "
    f"GITHUB_TOKEN={SECRETS['github']} and ANTHROPIC_API_KEY={SECRETS['anthropic']} "
    "as configured.")


def _fence_tag(prompt: str, needle: str) -> str:
    """The token shared by the marker lines right around `needle`'s line."""
    lines = prompt.splitlines()
    at = next(i for i, line in enumerate(lines) if needle in line)
    opening = next(lines[i] for i in range(at - 1, -1, -1) if lines[i].strip())
    closing = next(lines[i] for i in range(at + 1, len(lines)) if lines[i].strip())
    tokens = set(re.findall(r"[A-Za-z0-9_-]{8,}", opening)) & set(
        re.findall(r"[A-Za-z0-9_-]{8,}", closing))
    tags = [t for t in tokens if re.search(r"\d", t) and t not in needle]
    assert tags, f"no shared random tag in the marker lines:\n{opening}\n{closing}"
    return tags[0]


@pytest.mark.parametrize("backend", ["codex", "claude"])
def test_judge_receives_fenced_redacted_text_and_schema(world: World, backend: str) -> None:
    world.fake.set_script([
        *judge_rules(judge_model(backend), ALLOW),
        {"label": "agent", "model": "claude-opus", "reply": SECRET_REPLY},
    ])
    world.claude_settings(stop_settings(world.hook_command(
        "--detector", "commit", *hookjudge_args(backend))))

    world.claude(PROMPT)

    judged = world.fake.judge_requests()
    assert len(judged) == 1, [r["rule"] for r in world.fake.requests()]
    request = judged[0]
    text = body_text(request)
    for kind, secret in SECRETS.items():
        assert secret not in text, f"{kind} secret reached the judge"
    prompt = judge_prompt(request)
    # The agent's words around each secret arrive; the secret is replaced.
    for before, kind in (("aws_access_key_id=", "aws"), ("GITHUB_TOKEN=", "github"),
                         ("ANTHROPIC_API_KEY=", "anthropic")):
        assert before in prompt, prompt
        after = prompt.split(before, 1)[1].split()[0]
        assert after and SECRETS[kind][:12] not in after, after
    tag = _fence_tag(prompt, "commit and push to main now")
    assert tag not in SECRET_REPLY
    schema = judge_schema(request)
    assert schema is not None, f"no output schema in the {backend} judge request"
    props = schema.get("properties", {})
    assert set(COMMIT_FIELDS) <= set(props.get("commit", {}).get("properties", {})), schema
    assert "nonce" in props, schema
    # Nor do the decision log and the agent's feedback carry them.
    logged = json.dumps(world.decisions())
    assert world.decisions() and not any(s in logged for s in SECRETS.values())


# --- scenario 6: the approval gate (PreToolUse on Bash) --------------------

PUSH_CALL = {"name": "Bash", "input": {"command": "git push origin main",
                                       "description": "Push the refactor"}}
GATE_TEXT = "The refactor compiles. Pushing it to main now."


def _gate_world(world: World, judge_reply: dict) -> None:
    world.fake.set_script([
        {"label": "judge", "model": JUDGE_MODEL, "reply": judge_reply},
        {"label": "agent-tool", "model": "claude", "match_last": PROMPT, "times": 1,
         "reply": {"blocks": [{"text": GATE_TEXT}, {"tool_use": PUSH_CALL}]}},
        {"label": "agent-after", "model": "claude", "reply": "Noted."},
    ])
    world.claude_settings({"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [
        {"type": "command", "timeout": 120, "command": world.hook_command(
            "--detector", "commit", *hookjudge_args("codex"))}]}]}})


def _tool_result(world: World) -> str:
    agent = world.fake.agent_requests()
    assert len(agent) == 2, [r["rule"] for r in world.fake.requests()]
    return last_user_text(agent[1])


ALLOW_PUSH = "Bash(git push:*)"  # the user's own rule: without a gate the push runs


def test_gate_denies_push_on_violation(world: World) -> None:
    _gate_world(world, {"json": sealed(VIOLATION)})

    result = world.claude(PROMPT, "--allowedTools", ALLOW_PUSH)

    seen = _tool_result(world)
    assert seen.startswith("PreToolUse:Bash hook error:"), seen
    assert REASON in seen, seen
    assert "not a git repository" not in seen, "the push ran"
    assert [d["tool_input"]["command"] for d in result["permission_denials"]] == [
        "git push origin main"]
    calls = world.hook_calls_made()
    assert calls and calls[0]["input"]["hook_event_name"] == "PreToolUse"
    judged = world.fake.judge_requests()
    assert len(judged) == 1 and "git push origin main" in judge_prompt(judged[0])


def test_gate_asks_the_human_when_the_judge_fails(world: World) -> None:
    _gate_world(world, {"status": 500, "error": "judge down"})

    messages, questions = world.claude_sdk(
        PROMPT, "--allowedTools", ALLOW_PUSH,
        answer={"behavior": "deny", "message": "E2E-HUMAN-SAID-NO"})

    assert len(questions) == 1, messages
    asked = questions[0]["request"]
    assert asked["subtype"] == "can_use_tool" and asked["tool_name"] == "Bash", asked
    assert asked["input"]["command"] == "git push origin main"
    assert asked.get("decision_reason_type") == "hook", asked
    assert asked.get("decision_reason_hook_event") == "PreToolUse", asked
    assert _tool_result(world) == "E2E-HUMAN-SAID-NO"
    assert world.fake.judge_requests(), "the judge was never asked"


def test_gate_allow_grants_nothing_the_user_did_not(world: World) -> None:
    # The judge allows, and the user has no rule for `git push`: Claude Code's
    # own permission check must still refuse (-p has no human to ask).
    _gate_world(world, {"json": sealed(ALLOW)})

    result = world.claude(PROMPT)

    seen = _tool_result(world)
    assert "hook" not in seen.lower(), seen
    assert "requires approval" in seen, seen
    assert len(result["permission_denials"]) == 1
    assert len(world.fake.judge_requests()) <= 1


# --- scenario 6 on Codex: its PreToolUse has no "ask" -----------------------

def _codex_gate_world(world: World, judge_reply: dict) -> None:
    world.fake.set_script([
        {"label": "judge", "model": JUDGE_MODEL, "reply": judge_reply},
        {"label": "agent-tool", "model": AGENT_MODEL, "match_last": PROMPT, "times": 1,
         "reply": {"blocks": [{"text": GATE_TEXT}, {"tool_use": {
             "name": "exec_command", "input": {"cmd": "git push origin main"}}}]}},
        {"label": "agent-after", "model": AGENT_MODEL, "reply": "Noted."},
    ])
    world.codex_hooks({"PreToolUse": [{"matcher": "Bash", "hooks": [
        {"type": "command", "timeout": 120, "command": world.hook_command(
            "--detector", "commit", *hookjudge_args("codex"))}]}]})


@pytest.mark.parametrize("judge", ["violation", "fails"])
def test_codex_gate_blocks_push_on_violation_and_on_judge_failure(world: World,
                                                                  judge: str) -> None:
    # Codex rejects "ask" (the hook counts as failed and the command runs), so
    # a judge failure must still keep the push from running.
    _codex_gate_world(world, {"json": sealed(VIOLATION)} if judge == "violation"
                      else {"status": 500, "error": "judge down"})

    proc = world.codex(PROMPT)

    assert proc.returncode == 0, proc.stderr
    assert "hook: PreToolUse Blocked" in proc.stderr, proc.stderr
    assert "hook: PreToolUse Failed" not in proc.stderr, proc.stderr
    agent = world.fake.agent_requests()
    assert len(agent) == 2, [r["rule"] for r in world.fake.requests()]
    seen = last_user_text(agent[1])
    assert seen.startswith("Command blocked by PreToolUse hook:"), seen
    assert "not a git repository" not in seen, "the push ran"
    if judge == "violation":
        assert REASON in seen, seen
    assert len(world.fake.judge_requests()) == 1


def test_codex_gate_allow_lets_the_command_run(world: World) -> None:
    _codex_gate_world(world, {"json": sealed(ALLOW)})

    proc = world.codex(PROMPT)

    assert "hook: PreToolUse Completed" in proc.stderr, proc.stderr
    seen = last_user_text(world.fake.agent_requests()[1])
    assert "not a git repository" in seen, seen


# --- a judge that fails never stops a conversation -------------------------

@pytest.mark.parametrize("backend", ["codex", "claude"])
def test_stop_fails_open_when_the_judge_hangs(world: World, backend: str) -> None:
    # The judge's model never answers in time: hookjudge kills the real CLI
    # at its --timeout and lets the stop through.
    world.fake.set_script([
        {"label": "judge", "model": judge_model(backend),
         "reply": {"json": sealed(VIOLATION), "delay": 90}},
        {"label": "agent", "model": "claude", "reply": UNVERIFIED},
    ])
    # Long enough for the CLI to start and send its request on a busy machine.
    timeout = 10
    world.claude_settings(stop_settings(world.hook_command(
        "--detector", "commit", *hookjudge_args(backend, timeout=timeout))))

    started = time.monotonic()
    result = world.claude(PROMPT)
    took = time.monotonic() - started

    assert result["result"] == UNVERIFIED
    assert len(world.fake.agent_requests()) == 1
    assert len(world.fake.judge_requests()) == 1
    assert took < timeout + 20, f"the hung judge held the turn for {took:.1f} s"
    assert any(d.get("verdict") == "fail" for d in world.decisions()), world.decisions()
    assert world.live_processes() == [], "judge processes outlived the timeout"


def test_stop_fails_open_when_the_judge_fails(world: World) -> None:
    world.fake.set_script([
        {"label": "judge", "model": JUDGE_MODEL, "reply": {"status": 500, "error": "down"}},
        {"label": "agent", "model": "claude", "reply": UNVERIFIED},
    ])
    world.claude_settings(stop_settings(world.hook_command(
        "--detector", "commit", *hookjudge_args("codex"))))

    result = world.claude(PROMPT)

    assert result["result"] == UNVERIFIED
    assert len(world.fake.agent_requests()) == 1
    assert len(world.fake.judge_requests()) == 1
    assert any(d.get("verdict") == "fail" for d in world.decisions()), world.decisions()
