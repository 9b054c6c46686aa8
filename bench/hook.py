#!/usr/bin/env python3
"""A Stop hook's Layer 1 in Python, written as a careful author would: the
event from stdin, the transcript read from its end in 64 KB chunks only back
to the last real user turn or hook feedback, tool output skipped before it is
parsed, then a few regexes. For comparison with hookjudge in bench/run.sh."""

import json
import os
import re
import sys

SIGNAL = re.compile(
    r"\b(i.?ll|i will|let me|let.?s|going to|ready to|next:?)\W+(\w+\W+){0,5}"
    r"(commit|push|deploy|merge|release)\b|(コミット|プッシュ|デプロイ)(します|しましょう)",
    re.I)
BYPASS = re.compile(
    r"\b[0-9]+ (tests? )?passed[,;] 0 failed|\ball pass\b|\brc=0\b|\bQ[0-9]+:"
    r"|\b(commit|push|merge) (after|once|when)\b",
    re.I)
CHUNK = 64 << 10


def said(entry):
    content = entry.get("message", {}).get("content")
    if isinstance(content, str):
        return content
    return "\n".join(b.get("text", "") for b in content or [] if b.get("type") == "text")


def lines_from_end(path):
    with open(path, "rb") as f:
        pos = f.seek(0, os.SEEK_END)
        rest = b""
        while pos > 0:
            n = min(CHUNK, pos)
            pos -= n
            f.seek(pos)
            parts = (f.read(n) + rest).split(b"\n")
            rest = parts[0]
            yield from reversed(parts[1:])
        yield rest


def window(path):
    texts = []
    for line in lines_from_end(path):
        if b'"type":"tool_result"' in line or (
                b'"type":"user"' not in line and b'"type":"assistant"' not in line):
            continue
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if entry.get("isSidechain"):
            continue
        if entry.get("type") == "user":
            text = said(entry)
            if text.startswith("Stop hook feedback"):
                break
            if not (entry.get("isMeta") or entry.get("isCompactSummary")
                    or entry.get("promptSource") == "system"
                    or text.startswith("<task-notification>")):
                break
        elif entry.get("type") == "assistant":
            texts.extend(b["text"] for b in reversed(entry["message"].get("content") or [])
                         if b.get("type") == "text")
    return texts[::-1]


def main():
    event = json.load(sys.stdin)
    texts = []
    path = event.get("transcript_path") or ""
    if os.path.isfile(path):
        texts = window(path)
    last = (event.get("last_assistant_message") or "").strip()
    if last and (not texts or texts[-1].strip() != last):
        texts.append(last)
    text = "\n\n".join(texts).encode()[-4000:].decode(errors="ignore")
    if SIGNAL.search(text) and not BYPASS.search(text):
        print("escalate: would ask the judge", file=sys.stderr)


if __name__ == "__main__":
    main()
