"""The protocols' own Python SDKs as the oracle, run by tests/conformance/protocols.py in the
conformance venv with the pinned release on PYTHONPATH:

    python sdk_oracle.py ag-ui FILE.jsonl      one line per event: 1 when `ag-ui-protocol`'s
                                               `TypeAdapter(ag_ui.core.Event)` validates it, else 0
    python sdk_oracle.py acp FILE.jsonl        one line per update: 1 when `agent-client-protocol`'s
                                               `SessionNotification` validates a notification
                                               carrying it (`{"sessionId": "s", "update": ...}`), else 0
    python sdk_oracle.py anthropic FILE.jsonl  one line per event: 1 when `anthropic`'s types
                                               validate it, else 0: an event whose `type` is `error`
                                               under `ErrorResponse` (`types/shared/error_response.py`,
                                               the body of the SSE layer's `event: error`), one whose
                                               `type` is `ping` as an object whose `type` is `"ping"`
                                               and nothing more, any other under
                                               `TypeAdapter(RawMessageStreamEvent)`
    python sdk_oracle.py anthropic-beta FILE.jsonl
                                               the same with `BetaRawMessageStreamEvent`
    python sdk_oracle.py openai-chat FILE.jsonl one line per chunk: 1 when `openai`'s
                                               `TypeAdapter(openai.types.chat.ChatCompletionChunk)`
                                               validates it, else 0
    python sdk_oracle.py openai-responses FILE.jsonl
                                               one line per event: 1 when `openai`'s
                                               `TypeAdapter(openai.types.responses.ResponseStreamEvent)`
                                               validates it, else 0

`ping` has no type in the SDK: its SSE layer drops `event: ping` frames before it parses anything
(`Stream.__stream__`, `anthropic/_streaming.py`), so nothing in it reads a ping's members; the
only judgment left is the tag. All validate as a client does: pydantic's default (lax) mode, the
models' own configuration.
"""

import json
import sys

from pydantic import TypeAdapter, ValidationError


def adapter(protocol):
    """A function from a payload read from JSON to whether the SDK's types accept it."""
    if protocol == "ag-ui":
        from ag_ui.core import Event

        return validates(TypeAdapter(Event))
    if protocol == "acp":
        from acp.schema import SessionNotification

        check = validates(TypeAdapter(SessionNotification))
        return lambda update: check({"sessionId": "s", "update": update})
    if protocol in ("openai-chat", "openai-responses"):
        import openai
        from openai.types.chat import ChatCompletionChunk
        from openai.types.responses import ResponseStreamEvent

        from openai_responses import RELEASES

        # The venv has an `openai` of its own (agentao's dependency): a pin must win (3.60.0, or
        # for the Responses stream the release of any of its versions).
        pinned = {"3.60.0"} if protocol == "openai-chat" else {release for release, _, _ in RELEASES.values()}
        if openai.__version__ not in pinned:
            sys.exit(f"openai {openai.__version__} from {openai.__file__}, not a pinned {' or '.join(sorted(pinned))}")
        return validates(TypeAdapter(ChatCompletionChunk if protocol == "openai-chat" else ResponseStreamEvent))
    import anthropic
    from anthropic.types import RawMessageStreamEvent
    from anthropic.types.beta import BetaRawMessageStreamEvent
    from anthropic.types.shared.error_response import ErrorResponse

    from anthropic_oracle import PINNED

    # The venv has an older `anthropic` of its own (agentao's dependency): a pin must win.
    if anthropic.__version__ not in PINNED:
        sys.exit(f"anthropic {anthropic.__version__} from {anthropic.__file__}, not a pinned {' or '.join(PINNED)}")
    union = BetaRawMessageStreamEvent if protocol == "anthropic-beta" else RawMessageStreamEvent
    event, error = validates(TypeAdapter(union)), validates(TypeAdapter(ErrorResponse))

    def check(payload):
        tag = payload.get("type") if isinstance(payload, dict) else None
        if tag == "ping":
            return True
        return error(payload) if tag == "error" else event(payload)

    return check


def validates(adapter):
    def check(payload):
        try:
            adapter.validate_python(payload)
            return True
        except ValidationError:
            return False

    return check


def main():
    protocol, path = sys.argv[1], sys.argv[2]
    check = adapter(protocol)
    out = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                out.append("1" if check(json.loads(line)) else "0")
    print("\n".join(out))


if __name__ == "__main__":
    main()
