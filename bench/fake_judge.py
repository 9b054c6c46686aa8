#!/usr/bin/env python3
"""A fake judge API on 127.0.0.1 that answers at once, for bench/judge-overhead.sh.

Speaks the two wire protocols of hookjudge's direct backends, non-streamed:

* OpenAI chat completions  ``POST .../chat/completions``
* Anthropic Messages        ``POST .../v1/messages`` (the answer as a call of
  the forced tool when the request offers one, else as text)

Every answer is the commit detector's part given by --answer (a verdict
that allows by default), under the request's nonce. The HTTP plumbing and the Anthropic reply are those of
e2e/fake_model.py, which also speaks the streamed protocols of the CLI
backends (codex exec, claude -p); this server has no script and keeps no log.

Run:  python3 fake_judge.py --port-file P   (prints ``PORT <n>``)
"""

from __future__ import annotations

import argparse
import json
import sys
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "e2e"))
import fake_model  # noqa: E402

ALLOW = {
    "new_proposal": True,
    "verification_reported": True,
    "direction_query": False,
    "future_step_description": False,
    "reason": "tests shown passing",
}


class Handler(fake_model.Handler):
    answer: dict[str, Any] = ALLOW

    def _record(self, body: Any, raw: str, label: str, reply: Any) -> None:
        pass  # no request log: every request gets the same answer

    def do_POST(self) -> None:  # noqa: N802
        raw = self._read_body().decode("utf-8", errors="replace")
        try:
            body = json.loads(raw or "{}")
        except ValueError:
            self._send_json(400, {"error": {"message": "bad JSON"}})
            return
        if not isinstance(body, dict):
            body = {}
        path = self.path.split("?")[0]
        model = body.get("model", "fake")
        answer = fake_model.with_nonce({"nonce": "@NONCE@", "commit": self.answer}, raw)
        text = json.dumps(answer)
        try:
            if path.endswith("/chat/completions"):
                self._send_json(200, {
                    "id": "chatcmpl-bench", "object": "chat.completion", "model": model,
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": text}}],
                    "usage": {"prompt_tokens": len(raw) // 4, "completion_tokens": 40},
                })
            elif path.endswith("/messages"):
                tools = body.get("tools") or []
                if tools:
                    name = tools[0].get("name", "verdict")
                    blocks = [{"tool_use": {"id": "toolu_bench", "name": name,
                                            "input": answer}}]
                else:
                    blocks = [{"text": text}]
                self._anthropic(model, blocks, False, raw)
            else:
                self._send_json(404, {"error": {"message": f"no such endpoint {path}"}})
        except (BrokenPipeError, ConnectionResetError):
            pass


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--port-file", help="write the chosen port here")
    p.add_argument("--answer", help="the verdict JSON every request gets")
    args = p.parse_args(argv)
    if args.answer:
        Handler.answer = json.loads(args.answer)
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    return fake_model.serve(server, args.port_file)


if __name__ == "__main__":
    sys.exit(main())
