"""A local OpenAI-compatible Chat Completions endpoint that answers from a script.

agentao's runtime talks to its model through the `openai` SDK (`api_format` `openai`, the
default), so pointing `base_url` at this server lets the unmodified runtime run whole turns:
every event it emits comes from its own code, only the model's replies are scripted. The wire
format follows OpenAI's Chat Completions reference (streamed `chat.completion.chunk` objects as
server-sent events ending in `data: [DONE]`, or one `chat.completion` object).

A reply is a dict: `text_chunks` (answer text, one chunk per delta), `reasoning` (streamed as
`reasoning_content`, the field OpenAI-compatible reasoning models use), `tool_calls` (a list of
`{id, name, args}`; `args` may be a string to send arguments verbatim), `finish` (the
`finish_reason`), or `status` (an HTTP error status, answered with an OpenAI-style error body
whose `message` and `type` are the reply's `message` and `error_type` when it has them), and
`prompt_tokens` (the prompt size the usage reports, 12 unless given).
"""

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

USAGE = {"prompt_tokens": 12, "completion_tokens": 5, "total_tokens": 17}


class Script:
    """The replies, in order; a request past the end gets a plain `done`."""

    def __init__(self, replies):
        self.replies = list(replies)
        self.requests = []
        self.lock = threading.Lock()

    def next(self, body):
        with self.lock:
            self.requests.append(body)
            return self.replies.pop(0) if self.replies else {"text_chunks": ["done"], "finish": "stop"}


def _chunk(delta, finish=None):
    return {
        "id": "chatcmpl-conformance",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": "gpt-4o",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


def _usage(reply):
    prompt = reply.get("prompt_tokens", USAGE["prompt_tokens"])
    return {**USAGE, "prompt_tokens": prompt, "total_tokens": prompt + USAGE["completion_tokens"]}


def _arguments(call):
    args = call["args"]
    return args if isinstance(args, str) else json.dumps(args)


def serve(script):
    """Starts the endpoint on a free local port (a daemon thread) and returns the server."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def _send(self, status, content_type, payload):
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            reply = script.next(body)
            if "status" in reply:
                error = {"error": {"message": reply.get("message", "scripted failure"), "type": reply.get("error_type", "server_error"), "code": None}}
                self._send(reply["status"], "application/json", json.dumps(error).encode())
                return
            calls = reply.get("tool_calls", [])
            if body.get("stream"):
                chunks = [_chunk({"role": "assistant", "content": ""})]
                if reply.get("reasoning"):
                    chunks.append(_chunk({"reasoning_content": reply["reasoning"]}))
                chunks += [_chunk({"content": piece}) for piece in reply.get("text_chunks", [])]
                for index, call in enumerate(calls):
                    function = {"name": call["name"], "arguments": _arguments(call)}
                    chunks.append(_chunk({"tool_calls": [{"index": index, "id": call["id"], "type": "function", "function": function}]}))
                chunks.append(_chunk({}, finish=reply.get("finish", "stop")))
                usage = {"id": "chatcmpl-conformance", "object": "chat.completion.chunk", "created": 1, "model": "gpt-4o", "choices": [], "usage": _usage(reply)}
                chunks.append(usage)
                payload = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"
                self._send(200, "text/event-stream", payload.encode())
                return
            message = {"role": "assistant", "content": "".join(reply.get("text_chunks", [])) or None}
            if calls:
                message["tool_calls"] = [
                    {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": _arguments(c)}} for c in calls
                ]
            completion = {
                "id": "chatcmpl-conformance",
                "object": "chat.completion",
                "created": 1,
                "model": "gpt-4o",
                "choices": [{"index": 0, "message": message, "finish_reason": reply.get("finish", "stop")}],
                "usage": _usage(reply),
            }
            self._send(200, "application/json", json.dumps(completion).encode())

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
