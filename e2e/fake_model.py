#!/usr/bin/env python3
"""A scripted fake model server for hookjudge's real-host end-to-end suite.

Speaks the two wire protocols the pinned host CLIs use:

* Anthropic Messages API  (Claude Code, ``claude -p``):  ``POST /v1/messages``
  streamed as SSE (message_start, content_block_start/delta/stop,
  message_delta, message_stop) or as one JSON object when ``stream`` is
  false; ``POST /v1/messages/count_tokens`` answers a token estimate.
* OpenAI Responses API    (Codex CLI, ``codex exec``):   ``POST /v1/responses``
  streamed as SSE (response.created, response.output_item.added,
  response.output_text.delta, response.output_item.done, response.completed).

Every request is appended to a JSONL log (method, path, headers without the
credentials, decoded JSON body, the rule that answered it). Replies come from
a script, a JSON file re-read on every request:

    {"rules": [
       {"label": "judge", "match": ["new_proposal", "verification_reported"],
        "reply": {"json": {"nonce": "@NONCE@", "commit": {"new_proposal": true, ...}}}},
       {"label": "agent-1", "path": "/v1/messages", "match_last": "push it",
        "times": 1, "reply": "Pushing now: git push origin main"},
       {"label": "tool", "reply": {"tool_use": {"name": "Bash",
                                             "input": {"command": "git push"}}}}
     ],
     "default": "OK."}

A rule applies when every condition it names holds:

* ``path``         the request path (query string removed) equals it;
* ``model``        the request's model contains it;
* ``match``        substring(s) of the raw request body (all must occur);
* ``not_match``    substring(s) that must not occur in the raw body;
* ``match_last``   substring(s) of the newest user message (or tool output)
                   of the request;
* ``not_match_last`` substring(s) that must not occur there;
* ``stream``       true/false: only streamed / only non-streamed requests;
* ``times``        how many requests it may answer (default: unlimited).

Rules are tried in order; the first that applies answers. A reply is a
string (assistant text), or an object with one of ``text``, ``json`` (dumped
into the text; to a request offering Claude Code's ``StructuredOutput`` tool,
as used by ``claude -p --json-schema``, it is sent as a call of that tool),
``tool_use`` ({"name", "input"}: an Anthropic tool_use block
or a Responses function_call item), ``blocks`` (a list of such objects), plus
optional ``delay`` (seconds before answering) and ``status``/``error`` (an
HTTP error answer). Requests no rule answers get ``default``. Anywhere in a
reply, ``@NONCE@`` stands for the nonce the request asks a judge to echo.

Run:  python3 fake_model.py --script S.json --log R.jsonl --port-file P
It binds 127.0.0.1 on port 0 (or --port), writes the chosen port to
--port-file and prints ``PORT <n>`` on stdout.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import sys
import threading
import time
import uuid
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

SECRET_HEADERS = {"authorization", "x-api-key", "proxy-authorization", "cookie"}


def _as_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, list):
        return [str(v) for v in value]
    return [str(value)]


def _content_text(content: Any) -> str:
    """Flatten a message content (string or list of blocks) into text."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict):
                for key in ("text", "output", "content", "input_text"):
                    if key in block:
                        parts.append(_content_text(block[key]))
                        break
        return "\n".join(parts)
    if isinstance(content, dict):
        return _content_text(content.get("text") or content.get("content") or "")
    return ""


def last_input_text(body: Any) -> str:
    """The text of the newest user turn (or tool output) of a request.

    Claude Code puts ``system`` messages between user turns and Codex sends
    ``developer`` items, so the newest *user* message (or function-call output)
    is what a rule's ``match_last`` looks at.
    """
    if not isinstance(body, dict):
        return ""
    if isinstance(body.get("messages"), list):
        for msg in reversed(body["messages"]):
            if isinstance(msg, dict) and msg.get("role") == "user":
                return _content_text(msg.get("content"))
        return ""
    inp = body.get("input")
    if isinstance(inp, str):
        return inp
    if isinstance(inp, list):
        for item in reversed(inp):
            if not isinstance(item, dict):
                continue
            if item.get("role") == "user" or item.get("type") == "function_call_output":
                return _content_text(item.get("content") or item.get("output") or "")
    return ""


class Script:
    """The reply rules, re-read from disk on each request; counts uses."""

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.uses: dict[int, int] = {}
        self.text = ""
        self.lock = threading.Lock()

    def load(self) -> dict[str, Any]:
        """The script as it is on disk now; a changed script resets the counts."""
        if not self.path:
            return {}
        try:
            with open(self.path, encoding="utf-8") as f:
                text = f.read()
            script = json.loads(text)
        except (OSError, ValueError):
            return {}
        with self.lock:
            if text != self.text:
                self.text = text
                self.uses = {}
        return script

    def choose(self, path: str, body: Any, raw: str) -> tuple[str, Any]:
        script = self.load()
        model = body.get("model", "") if isinstance(body, dict) else ""
        stream = bool(body.get("stream")) if isinstance(body, dict) else False
        last = last_input_text(body)
        with self.lock:
            for i, rule in enumerate(script.get("rules", [])):
                if "path" in rule and rule["path"] != path:
                    continue
                if "model" in rule and rule["model"] not in str(model):
                    continue
                if "stream" in rule and bool(rule["stream"]) != stream:
                    continue
                if not all(s in raw for s in _as_list(rule.get("match"))):
                    continue
                if any(s in raw for s in _as_list(rule.get("not_match"))):
                    continue
                if not all(s in last for s in _as_list(rule.get("match_last"))):
                    continue
                if any(s in last for s in _as_list(rule.get("not_match_last"))):
                    continue
                times = rule.get("times")
                if times is not None and self.uses.get(i, 0) >= times:
                    continue
                self.uses[i] = self.uses.get(i, 0) + 1
                return rule.get("label", f"rule{i}"), with_nonce(rule.get("reply", ""), raw)
        return "default", with_nonce(script.get("default", "OK."), raw)


NONCE = re.compile(r"n-[0-9a-f]{32}")


def with_nonce(reply: Any, raw: str) -> Any:
    """The reply with every "@NONCE@" replaced by the nonce the request asks a
    judge to echo (hookjudge puts it in the prompt and the schema)."""
    found = NONCE.search(raw)
    text = json.dumps(reply)
    if "@NONCE@" not in text or not found:
        return reply
    return json.loads(text.replace("@NONCE@", found.group(0)))


def normalize_reply(reply: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Reply → (blocks, options). A block is {"text": s} or {"tool_use": {...}}."""
    if isinstance(reply, str):
        return [{"text": reply}], {}
    if not isinstance(reply, dict):
        return [{"text": json.dumps(reply)}], {}
    options = {k: reply[k] for k in ("delay", "status", "error") if k in reply}
    if "blocks" in reply:
        blocks = []
        for b in reply["blocks"]:
            blocks.extend(normalize_reply(b)[0])
        return blocks, options
    if "json" in reply:
        return [{"text": json.dumps(reply["json"]), "json": reply["json"]}], options
    if "tool_use" in reply:
        return [{"tool_use": reply["tool_use"]}], options
    return [{"text": str(reply.get("text", ""))}], options


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "fake-model/1"

    # --- plumbing -------------------------------------------------------
    def log_message(self, fmt: str, *args: Any) -> None:  # quiet
        pass

    def _read_body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            data = b""
            while True:
                line = self.rfile.readline()
                size = int(line.strip().split(b";")[0] or b"0", 16)
                if size == 0:
                    self.rfile.readline()
                    break
                data += self.rfile.read(size)
                self.rfile.readline()
        else:
            length = int(self.headers.get("Content-Length") or 0)
            data = self.rfile.read(length) if length else b""
        enc = self.headers.get("Content-Encoding", "").lower()
        if enc == "gzip":
            data = gzip.decompress(data)
        elif enc == "deflate":
            data = zlib.decompress(data)
        elif enc == "zstd":
            try:
                import zstandard  # type: ignore[import-not-found]

                data = zstandard.ZstdDecompressor().decompressobj().decompress(data)
            except ImportError:
                pass
        return data

    def _record(self, body: Any, raw: str, label: str, reply: Any) -> None:
        headers = {
            k: v for k, v in self.headers.items() if k.lower() not in SECRET_HEADERS
        }
        entry = {
            "time": time.time(),
            "method": self.command,
            "path": self.path,
            "headers": headers,
            "auth_present": any(k.lower() in SECRET_HEADERS for k in self.headers),
            "body": body if body is not None else raw,
            "rule": label,
            "reply": reply,
        }
        srv: FakeServer = self.server  # type: ignore[assignment]
        with srv.log_lock:
            with open(srv.log_path, "a", encoding="utf-8") as f:
                f.write(json.dumps(entry, ensure_ascii=False) + "\n")

    def _send_json(self, status: int, obj: Any) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("request-id", "req_" + uuid.uuid4().hex[:20])
        self.end_headers()
        self.wfile.write(data)

    def _start_sse(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.send_header("request-id", "req_" + uuid.uuid4().hex[:20])
        self.send_header("x-request-id", "req_" + uuid.uuid4().hex[:20])
        self.end_headers()
        self.close_connection = True

    def _event(self, name: str, data: dict[str, Any]) -> None:
        payload = f"event: {name}\ndata: {json.dumps(data)}\n\n".encode()
        self.wfile.write(payload)
        self.wfile.flush()

    # --- HTTP verbs -----------------------------------------------------
    def do_GET(self) -> None:  # noqa: N802
        path = self.path.split("?")[0]
        self._record(None, "", "GET", None)
        if path.endswith("/models"):
            models = [{"id": "fake-model", "object": "model", "type": "model",
                       "display_name": "fake-model", "created_at": "2026-01-01T00:00:00Z"}]
            self._send_json(200, {"object": "list", "data": models, "models": [],
                                  "has_more": False})
            return
        self._send_json(404, {"error": {"type": "not_found", "message": path}})

    def do_HEAD(self) -> None:  # noqa: N802
        self._record(None, "", "HEAD", None)
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self) -> None:  # noqa: N802
        srv: FakeServer = self.server  # type: ignore[assignment]
        data = self._read_body()
        raw = data.decode("utf-8", errors="replace")
        try:
            body: Any = json.loads(raw) if raw else {}
        except ValueError:
            body = None
        path = self.path.split("?")[0]
        if path.endswith("/messages/count_tokens"):
            self._record(body, raw, "count_tokens", None)
            self._send_json(200, {"input_tokens": _tokens(raw)})
            return
        if not (path.endswith("/messages") or path.endswith("/responses")):
            self._record(body, raw, "unknown-path", None)
            self._send_json(404, {"error": {"type": "not_found", "message": path}})
            return
        label, reply = srv.script.choose(path, body, raw)
        self._record(body, raw, label, reply)
        blocks, options = normalize_reply(reply)
        if options.get("delay"):
            time.sleep(float(options["delay"]))
        if options.get("status"):
            self._send_json(int(options["status"]), {
                "type": "error",
                "error": {"type": "api_error", "message": options.get("error", "fake error")},
            })
            return
        model = body.get("model", "fake-model") if isinstance(body, dict) else "fake-model"
        stream = bool(body.get("stream")) if isinstance(body, dict) else False
        try:
            if path.endswith("/messages"):
                tools = body.get("tools") if isinstance(body, dict) else None
                names = {t.get("name") for t in tools or [] if isinstance(t, dict)}
                if "StructuredOutput" in names:
                    # `claude -p --json-schema` asks for the answer as a call of
                    # its StructuredOutput tool: a JSON reply becomes that call.
                    blocks = [{"tool_use": {"name": "StructuredOutput", "input": b["json"]}}
                              if "json" in b else b for b in blocks]
                self._anthropic(model, blocks, stream, raw)
            else:
                self._responses(model, blocks, stream, raw)
        except (BrokenPipeError, ConnectionResetError):
            pass

    # --- Anthropic Messages --------------------------------------------
    def _anthropic(self, model: str, blocks: list[dict[str, Any]], stream: bool, raw: str) -> None:
        msg_id = "msg_" + uuid.uuid4().hex[:24]
        content = []
        for b in blocks:
            if "tool_use" in b:
                tu = b["tool_use"]
                content.append({"type": "tool_use",
                                "id": tu.get("id", "toolu_" + uuid.uuid4().hex[:24]),
                                "name": tu["name"], "input": tu.get("input", {})})
            else:
                content.append({"type": "text", "text": b["text"]})
        stop = "tool_use" if any(c["type"] == "tool_use" for c in content) else "end_turn"
        out_tokens = sum(_tokens(json.dumps(c)) for c in content)
        usage = {"input_tokens": _tokens(raw), "output_tokens": out_tokens,
                 "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
        if not stream:
            self._send_json(200, {"id": msg_id, "type": "message", "role": "assistant",
                                  "model": model, "content": content, "stop_reason": stop,
                                  "stop_sequence": None, "usage": usage})
            return
        self._start_sse()
        self._event("message_start", {"type": "message_start", "message": {
            "id": msg_id, "type": "message", "role": "assistant", "model": model,
            "content": [], "stop_reason": None, "stop_sequence": None,
            "usage": dict(usage, output_tokens=1)}})
        for i, c in enumerate(content):
            if c["type"] == "text":
                self._event("content_block_start", {"type": "content_block_start", "index": i,
                                                    "content_block": {"type": "text", "text": ""}})
                text = c["text"]
                for j in range(0, max(len(text), 1), 200):
                    self._event("content_block_delta", {
                        "type": "content_block_delta", "index": i,
                        "delta": {"type": "text_delta", "text": text[j:j + 200]}})
            else:
                self._event("content_block_start", {"type": "content_block_start", "index": i,
                                                    "content_block": {"type": "tool_use",
                                                                      "id": c["id"],
                                                                      "name": c["name"],
                                                                      "input": {}}})
                self._event("content_block_delta", {
                    "type": "content_block_delta", "index": i,
                    "delta": {"type": "input_json_delta", "partial_json": json.dumps(c["input"])}})
            self._event("content_block_stop", {"type": "content_block_stop", "index": i})
        self._event("message_delta", {"type": "message_delta",
                                      "delta": {"stop_reason": stop, "stop_sequence": None},
                                      "usage": {"output_tokens": out_tokens}})
        self._event("message_stop", {"type": "message_stop"})

    # --- OpenAI Responses ----------------------------------------------
    def _responses(self, model: str, blocks: list[dict[str, Any]], stream: bool, raw: str) -> None:
        resp_id = "resp_" + uuid.uuid4().hex[:24]
        created = int(time.time())
        items = []
        for b in blocks:
            if "tool_use" in b:
                tu = b["tool_use"]
                args = tu.get("input", {})
                items.append({"id": "fc_" + uuid.uuid4().hex[:24], "type": "function_call",
                              "status": "completed",
                              "call_id": tu.get("id", "call_" + uuid.uuid4().hex[:24]),
                              "name": tu["name"],
                              "arguments": args if isinstance(args, str) else json.dumps(args)})
            else:
                items.append({"id": "msg_" + uuid.uuid4().hex[:24], "type": "message",
                              "status": "completed", "role": "assistant",
                              "content": [{"type": "output_text", "text": b["text"],
                                           "annotations": []}]})
        out_tokens = sum(_tokens(json.dumps(it)) for it in items)
        in_tokens = _tokens(raw)
        usage = {"input_tokens": in_tokens, "input_tokens_details": {"cached_tokens": 0},
                 "output_tokens": out_tokens,
                 "output_tokens_details": {"reasoning_tokens": 0},
                 "total_tokens": in_tokens + out_tokens}
        base = {"id": resp_id, "object": "response", "created_at": created, "model": model,
                "error": None, "incomplete_details": None, "parallel_tool_calls": False,
                "tool_choice": "auto", "tools": []}
        final = dict(base, status="completed", output=items, usage=usage,
                     output_text="".join(b.get("text", "") for b in blocks))
        if not stream:
            self._send_json(200, final)
            return
        self._start_sse()
        seq = 0

        def ev(name: str, data: dict[str, Any]) -> None:
            nonlocal seq
            data = dict({"type": name, "sequence_number": seq}, **data)
            seq += 1
            self._event(name, data)

        ev("response.created", {"response": dict(base, status="in_progress", output=[],
                                                 usage=None)})
        ev("response.in_progress", {"response": dict(base, status="in_progress", output=[],
                                                     usage=None)})
        for idx, item in enumerate(items):
            if item["type"] == "message":
                text = item["content"][0]["text"]
                ev("response.output_item.added", {"output_index": idx, "item": dict(
                    item, status="in_progress", content=[])})
                ev("response.content_part.added", {
                    "item_id": item["id"], "output_index": idx, "content_index": 0,
                    "part": {"type": "output_text", "text": "", "annotations": []}})
                for j in range(0, max(len(text), 1), 200):
                    ev("response.output_text.delta", {
                        "item_id": item["id"], "output_index": idx, "content_index": 0,
                        "delta": text[j:j + 200], "logprobs": []})
                ev("response.output_text.done", {
                    "item_id": item["id"], "output_index": idx, "content_index": 0,
                    "text": text, "logprobs": []})
                ev("response.content_part.done", {
                    "item_id": item["id"], "output_index": idx, "content_index": 0,
                    "part": {"type": "output_text", "text": text, "annotations": []}})
            else:
                ev("response.output_item.added", {"output_index": idx, "item": dict(
                    item, status="in_progress", arguments="")})
                ev("response.function_call_arguments.delta", {
                    "item_id": item["id"], "output_index": idx, "delta": item["arguments"]})
                ev("response.function_call_arguments.done", {
                    "item_id": item["id"], "output_index": idx, "arguments": item["arguments"]})
            ev("response.output_item.done", {"output_index": idx, "item": item})
        ev("response.completed", {"response": final})


class FakeServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, port: int, script: Script, log_path: str) -> None:
        super().__init__(("127.0.0.1", port), Handler)
        self.script = script
        self.log_path = log_path
        self.log_lock = threading.Lock()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--script", help="JSON reply script (re-read on each request)")
    p.add_argument("--log", required=True, help="JSONL file recording every request")
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--port-file", help="write the chosen port here")
    args = p.parse_args(argv)
    return serve(FakeServer(args.port, Script(args.script), args.log), args.port_file)


def serve(server: ThreadingHTTPServer, port_file: str | None) -> int:
    """Announce the bound port (atomically to ``port_file``, and as ``PORT <n>``
    on stdout), then serve until interrupted. Also used by bench/fake_judge.py."""
    port = server.server_address[1]
    if port_file:
        with open(port_file + ".tmp", "w") as f:
            f.write(str(port))
        os.replace(port_file + ".tmp", port_file)
    print(f"PORT {port}", flush=True)
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
