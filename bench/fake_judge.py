#!/usr/bin/env python3
"""A fake judge API on 127.0.0.1 that answers at once, for bench/judge-overhead.sh.

Speaks the two wire protocols of hookjudge's direct backends, non-streamed:

* OpenAI chat completions  ``POST .../chat/completions``
* Anthropic Messages        ``POST .../v1/messages`` (the answer as a call of
  the forced tool when the request offers one, else as text)

Every answer is the JSON object given by --answer (a commit-detector verdict
by default). The CLI backends (codex exec, claude -p) need streamed
protocols; e2e/fake_model.py speaks those.

Run:  python3 fake_judge.py --port-file P   (prints ``PORT <n>``)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ALLOW = {
    "new_proposal": True,
    "verification_reported": True,
    "direction_query": False,
    "future_step_description": False,
    "reason": "tests shown passing",
}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    answer: dict[str, Any] = ALLOW

    def log_message(self, fmt: str, *args: Any) -> None:  # quiet
        pass

    def _send(self, status: int, obj: Any) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:  # noqa: N802
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            self._send(400, {"error": {"message": "bad JSON"}})
            return
        path = self.path.split("?")[0]
        text = json.dumps(self.answer)
        if path.endswith("/chat/completions"):
            self._send(200, {
                "id": "chatcmpl-bench", "object": "chat.completion",
                "model": body.get("model", "fake"),
                "choices": [{"index": 0, "finish_reason": "stop",
                             "message": {"role": "assistant", "content": text}}],
                "usage": {"prompt_tokens": len(raw) // 4, "completion_tokens": 40},
            })
        elif path.endswith("/messages"):
            tools = body.get("tools") or []
            if tools:
                content = [{"type": "tool_use", "id": "toolu_bench",
                            "name": tools[0].get("name", "verdict"), "input": self.answer}]
                stop = "tool_use"
            else:
                content = [{"type": "text", "text": text}]
                stop = "end_turn"
            self._send(200, {
                "id": "msg_bench", "type": "message", "role": "assistant",
                "model": body.get("model", "fake"), "content": content,
                "stop_reason": stop, "stop_sequence": None,
                "usage": {"input_tokens": len(raw) // 4, "output_tokens": 40},
            })
        else:
            self._send(404, {"error": {"message": f"no such endpoint {path}"}})


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
    port = server.server_address[1]
    if args.port_file:
        with open(args.port_file + ".tmp", "w") as f:
            f.write(str(port))
        os.replace(args.port_file + ".tmp", args.port_file)
    print(f"PORT {port}", flush=True)
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
