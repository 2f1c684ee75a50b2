"""The `anthropic` Python SDK's stream machinery as the oracle of `anthropic.messages` stream order,
run by tests/conformance/protocols.py in the conformance venv with a pinned release (2.16.0, or
0.79.0 for `anthropic.messages@v0.79`) on PYTHONPATH:

    python anthropic_oracle.py streams FILE.json [beta]   FILE maps stream names to raw SSE text;
                                                          one line per stream: the name, a tab,
                                                          then `ok`, or `error`, a tab and
                                                          `ExceptionType: message`
    python anthropic_oracle.py schema [beta]              the SDK's JSON Schema of its events on
                                                          one line, `TypeAdapter(RawMessageStreamEvent)
                                                          .json_schema()` with `$schema` set to
                                                          draft 2020-12

With `beta`, the beta stream's: `BetaRawMessageStreamEvent` and the beta stream helper
`BetaMessageStream` (`lib/streaming/_beta_messages.py`, what `client.beta.messages.stream(...)`
runs), for `anthropic.beta.messages`.

Each stream goes through the SDK's own path from the response body to the message, as
`client.messages.stream(...)` runs it, with no network: the SSE layer (`Stream`,
`anthropic/_streaming.py`: `SSEDecoder`, `event: ping` frames and frames without an event name
dropped, an `event: error` frame raised as the API's error, every other `data:` built into a
`RawMessageStreamEvent` without validation, `construct_type`), the stream helper over it
(`MessageStream.__stream__`, `anthropic/lib/streaming/_messages.py`: events before
`message_start` passed through, every other one given to the accumulator `accumulate_event` and
to `build_events`), then `get_final_message()`, as the SDK's own tests read these streams
(`tests/lib/streaming/test_messages.py`). A stream is `ok` when that returns the message, or when
the stream ends in the API's `error` event (the server's failure, not an order the helper
refused); `error` is any other exception. The accumulator alone is a pure function, but called on
its own it would refuse what the helper passes through before `message_start`; the helper is
what users run.
"""

import importlib
import json
import sys

import anthropic
from anthropic import Anthropic, APIStatusError, Stream
from anthropic._types import not_given
from anthropic.lib.streaming import BetaMessageStream, MessageStream
from anthropic.types import RawMessageStreamEvent
from anthropic.types.beta import BetaRawMessageStreamEvent
from pydantic import TypeAdapter

# The pinned releases (protocols.py's ANTHROPIC_RELEASES); the venv has an older `anthropic` of its
# own (agentao's dependency), and a pin must win.
PINNED = ("2.16.0", "0.79.0")
# The HTTP client the SDK's SSE layer reads: `httpx2` in 2.16.0, `httpx` in 0.79.0.
httpx = importlib.import_module("httpx" if anthropic.__version__.startswith("0.") else "httpx2")

# No request is ever sent: the response is built from the recorded body.
CLIENT = Anthropic(api_key="conformance", base_url="http://127.0.0.1:9")
REQUEST = httpx.Request("POST", "http://127.0.0.1:9/v1/messages")


# The stream union and its helper: the stable stream's, and the beta stream's.
STREAMS = {False: (RawMessageStreamEvent, MessageStream), True: (BetaRawMessageStreamEvent, BetaMessageStream)}


def judge(text, beta):
    """`ok`, or `error`, a tab and what the SDK raised, on one stream's raw SSE text."""
    response = httpx.Response(200, content=text.encode("utf-8"), request=REQUEST)
    union, helper = STREAMS[beta]
    stream = helper(Stream(cast_to=union, response=response, client=CLIENT), output_format=not_given)
    try:
        for _ in stream:
            pass
        stream.get_final_message()
    except APIStatusError:
        return "ok"
    except AssertionError:
        # `get_final_message` asserts that the helper accumulated a message: none started.
        return "error\tAssertionError: get_final_message() found no message (no `message_start`)"
    except Exception as error:  # noqa: BLE001 - every other failure is the verdict
        return f"error\t{type(error).__name__}: {' '.join(str(error).split())}"
    return "ok"


def schema(beta):
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **TypeAdapter(STREAMS[beta][0]).json_schema()}


def main():
    if anthropic.__version__ not in PINNED:
        sys.exit(f"anthropic {anthropic.__version__} from {anthropic.__file__}, not a pinned {' or '.join(PINNED)}")
    beta = sys.argv[-1] == "beta"
    if sys.argv[1] == "schema":
        print(json.dumps(schema(beta)))
        return
    with open(sys.argv[2], encoding="utf-8") as file:
        streams = json.load(file)
    print("\n".join(f"{name}\t{judge(text, beta)}" for name, text in streams.items()))


if __name__ == "__main__":
    main()
