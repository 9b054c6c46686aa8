#!/usr/bin/env python3
"""Writes a realistic Claude Code transcript of about SIZE bytes to OUT.

The shapes follow the transcripts captured from Claude Code 2.1.328 in
fixtures/hosts/: every line carries the session metadata, turns are a typed
prompt, then rounds of assistant text and tool_use and user tool_result
lines (with the odd large tool output: whole files read, long test logs),
attachments and system lines between them. The newest turn is at the end
and ends with the assistant's reply FINAL, the text a Stop hook judges.

usage: gen_transcript.py SIZE OUT FINAL
"""

import json
import random
import sys
import uuid

SESSION = "7e22a2b6-08c1-4255-84fc-1024ff9677a5"
CWD = "/home/dev/src/parser"
META = {
    "userType": "external",
    "entrypoint": "cli",
    "cwd": CWD,
    "sessionId": SESSION,
    "version": "2.1.328",
    "gitBranch": "main",
}

rng = random.Random(42)
small = [False]
clock = [0]
parent = [None]

WORDS = (
    "the parser reads each token and checks the span before it builds the node "
    "so that errors point at the right column while the lexer keeps its state "
    "between calls fn let mut match Some None Ok Err return impl struct pub"
).split()


def words(n):
    return " ".join(rng.choice(WORDS) for _ in range(n))


def stamp():
    clock[0] += rng.randint(200, 4000)
    s, ms = divmod(clock[0], 1000)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    return f"2026-11-30T{10 + h % 12:02d}:{m:02d}:{s:02d}.{ms:03d}Z"


def line(obj):
    u = str(uuid.UUID(int=rng.getrandbits(128)))
    obj = {"parentUuid": parent[0], "isSidechain": False, **obj, "uuid": u,
           "timestamp": stamp(), **META}
    parent[0] = u
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def user_prompt(text):
    return line({"promptId": str(uuid.UUID(int=rng.getrandbits(128))), "type": "user",
                 "message": {"role": "user", "content": text},
                 "permissionMode": "default", "promptSource": "cli"})


def assistant(content, stop_reason):
    return line({"message": {
        "id": "msg_" + uuid.UUID(int=rng.getrandbits(128)).hex[:24],
        "type": "message", "role": "assistant", "model": "claude-opus-5-5",
        "content": content, "stop_reason": stop_reason, "stop_sequence": None,
        "usage": {"input_tokens": rng.randint(1000, 90000), "output_tokens": rng.randint(10, 900),
                  "cache_read_input_tokens": rng.randint(0, 80000),
                  "service_tier": "standard"}},
        "requestId": "req_" + uuid.UUID(int=rng.getrandbits(128)).hex[:20],
        "type": "assistant"})


def tool_output_size():
    if small[0]:
        return rng.randint(100, 1500)
    r = rng.random()
    if r < 0.70:
        return rng.randint(100, 3000)
    if r < 0.95:
        return rng.randint(3000, 40000)
    return rng.randint(40000, 400000)


def tool_round():
    tid = "toolu_" + uuid.UUID(int=rng.getrandbits(128)).hex[:24]
    name, inp = rng.choice([
        ("Bash", {"command": "cargo test --quiet 2>&1 | tail -50", "description": "Run the tests"}),
        ("Read", {"file_path": f"{CWD}/src/lexer.rs"}),
        ("Grep", {"pattern": "fn parse_", "path": CWD}),
        ("Edit", {"file_path": f"{CWD}/src/parser.rs", "old_string": words(20), "new_string": words(24)}),
    ])
    out = []
    if rng.random() < 0.5:
        out.append(assistant([{"type": "text", "text": words(rng.randint(10, 60))}], None))
    out.append(assistant([{"type": "tool_use", "id": tid, "name": name, "input": inp}], "tool_use"))
    result = words(tool_output_size() // 6)
    out.append(line({"type": "user", "message": {"role": "user", "content": [
        {"tool_use_id": tid, "type": "tool_result", "content": result, "is_error": False}]},
        "toolUseResult": {"stdout": result, "stderr": "", "interrupted": False}}))
    if rng.random() < 0.3:
        out.append(line({"type": "attachment", "attachment": {"type": "todo_reminder", "content": []}}))
    return out


def turn(final, rounds):
    out = [user_prompt(words(rng.randint(8, 40)))]
    out.append(line({"type": "attachment", "attachment": {"type": "environment", "snapshot": {
        "workingDirectory": CWD, "platform": "linux", "shell": "bash"}}}))
    for _ in range(rounds):
        out.extend(tool_round())
    out.append(assistant([{"type": "text", "text": final}], "end_turn"))
    out.append(line({"type": "system", "subtype": "stop_hook_summary", "hookCount": 1,
                     "hookErrors": [], "preventedContinuation": False}))
    out.append(json.dumps({"type": "last-prompt", "lastPrompt": "…", "sessionId": SESSION},
                          ensure_ascii=False, separators=(",", ":")))
    return out


def main():
    size, out_path, final = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    small[0] = size < 50_000
    # The newest turn: a few rounds of work (capped for tiny files), then FINAL.
    last = turn(final, 1 if size < 50_000 else 8)
    last_bytes = sum(len(x.encode()) + 1 for x in last)
    body, total, misses = [], 0, 0
    while total + last_bytes < size and misses < 50:
        t = turn(words(rng.randint(20, 120)), rng.randint(1, 12))
        n = sum(len(x.encode()) + 1 for x in t)
        if total + n + last_bytes > size * 1.02:
            misses += 1
            continue
        body.extend(t)
        total += n
    with open(out_path, "w", encoding="utf-8") as f:
        for x in body + last:
            f.write(x + "\n")


if __name__ == "__main__":
    main()
