"""OpenAI's Responses stream in tests/conformance/protocols.py: the events `openai.responses@v3.60`
is judged on, and its streams (the stream fixtures, valid and broken, the SSE capture, and seeded
mutants of the valid ones) through the `openai` SDK's accumulator and through `eventspec validate
--stream`.

    python openai_responses.py streams FILE.json   FILE maps stream names to [suffix, text] (`.jsonl`:
                                                   one event a line; `.sse`: a raw SSE body); one
                                                   line per stream: its name, a tab, and `ok` or
                                                   `error`, a tab and what the SDK raised
    python openai_responses.py schemas             the SDK's JSON Schema of `ResponseStreamEvent`
                                                   and of `ChatCompletionChunk`, one a line, as
                                                   tests/upstream/openai/ keeps them

Run in the conformance venv with the pinned `openai` 3.60.0 on PYTHONPATH. A stream goes through
the SDK as its client takes it: SSE through `SSEDecoder` (`openai/_streaming.py`), each event
through `TypeAdapter(ResponseStreamEvent)` and `ResponseStreamState.handle_event`
(`openai/lib/streaming/responses/_responses.py`, the helper behind `client.responses.stream()`).
A stream cut short is not judged: the SDK raises "Didn't receive a `response.completed` event."
only from `get_final_response`, which a client calls when it wants the whole response, and no
rule of the family requires a terminal event.
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

FAMILY = "openai.responses@v3.60"
SDK = "pydantic (openai 3.60.0)"
ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "tests" / "fixtures" / "openai.responses" / "v3.60" / "valid"
STREAMS = ROOT / "tests" / "fixtures" / "streams" / "openai.responses" / "v3.60"
CAPTURE = ROOT / "examples" / "openai-responses.sse"

# The SDK's event types: the `type` of each member of its `ResponseStreamEvent` as JSON Schema
# (tests/upstream/openai/response_stream_event.schema.json, written from the pinned wheel).
_SDK_SCHEMA = json.loads((ROOT / "tests" / "upstream" / "openai" / "response_stream_event.schema.json").read_text())
TYPES = {_SDK_SCHEMA["$defs"][m["$ref"].rsplit("/", 1)[1]]["properties"]["type"]["const"] for m in _SDK_SCHEMA["anyOf"]}

# What the SDK raises, by the start of its message: the rules whose violation says the same.
RAISES = [
    ("Expected to have received `response.created` before", {"created-first"}),
    ("Received a content event for output index", {"content-within-item"}),
    ("Duplicate response output index", {"content-within-item"}),
    ("Cannot complete response with unfinished output items", {"content-within-item"}),
]

# Violations in a stream the SDK completes, each the contract's on purpose: (id, whether a
# violation is this one, why). docs/conformance.md lists each id.
STREAM_ADJUDICATIONS = [
    (
        "openai-responses-numbers-unchecked",
        lambda violation: violation["sequence_rule"] == "sequence-number-increases",
        "a `sequence_number` that does not increase: the SDK never compares them, but its stream "
        "resumes after an event by its number (`starting_after`), so a number repeated or going "
        "back loses or repeats events",
    ),
    (
        "openai-responses-lenient-items",
        lambda violation: violation["sequence_rule"] == "content-within-item",
        "an output item's event outside its `response.output_item.added` ... `.done`, or an item "
        "never done before `response.completed`: `ResponseStreamState` looks an item up only for "
        "content parts, text deltas and function call argument deltas (`_get_output_item`), not "
        "for a tool's progress or a reasoning or refusal delta; keeps an item after its done; and "
        "completes a response whose unfinished item its final `output` lists "
        "(`_compatible_output_id`)",
    ),
]


def stream_files():
    """The stream fixtures (valid and broken) and the raw SSE capture, by name: their files."""
    files = {f"{path.parent.name}/{path.stem}": path for path in sorted(STREAMS.glob("*/*.jsonl"))}
    files[CAPTURE.stem] = CAPTURE
    return files


def events_of(path, sse_frames):
    """The events of a stream file: a JSONL fixture's lines, or the data of an SSE capture's frames."""
    text = path.read_text()
    if path.suffix == ".jsonl":
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    return [json.loads(data) for _, data in sse_frames(text)]


def events(sse_frames):
    """The events of the payload corpus (read as it is when the run starts), of the stream
    fixtures and of the SSE capture, in that order (protocols.py keeps each once)."""
    out = [json.loads(path.read_text()) for path in sorted(CORPUS.glob("*.json"))]
    return out + [event for path in stream_files().values() for event in events_of(path, sse_frames)]


def renumbered(events):
    return [dict(event, sequence_number=n) for n, event in enumerate(events)]


def first(events, kind, after=0):
    return next((n for n, e in enumerate(events) if e["type"] == kind and n >= after), None)


def without_created(events):
    return renumbered(events[1:]) if events and events[0]["type"] == "response.created" else None


def item_late(events):
    """An output item added after its first content event."""
    added = first(events, "response.output_item.added")
    if added is None or added + 1 >= len(events) or events[added + 1]["type"] == "response.output_item.done":
        return None
    out = list(events)
    out[added], out[added + 1] = out[added + 1], out[added]
    return renumbered(out)


def added_twice(events):
    added = first(events, "response.output_item.added")
    return None if added is None else renumbered([*events[: added + 1], copy.deepcopy(events[added]), *events[added + 1 :]])


def unfinished(events):
    done = first(events, "response.output_item.done")
    completed = first(events, "response.completed")
    return None if done is None or completed is None else renumbered([e for n, e in enumerate(events) if n != done])


def number_repeated(events):
    return None if len(events) < 3 else [*events[:2], dict(events[2], sequence_number=events[1]["sequence_number"]), *events[3:]]


# Seeded edits of a valid stream, each breaking what one rule (or the SDK) holds.
STREAM_EDITS = [
    ("no-created", without_created),
    ("item-after-its-content", item_late),
    ("item-added-twice", added_twice),
    ("item-never-done", unfinished),
    ("number-repeated", number_repeated),
]


def stream_adjudicated(violation):
    return next((id for id, matches, _ in STREAM_ADJUDICATIONS if matches(violation)), None)


def streams_agree(eventspec, python, env, work, sse_frames, used):
    """Each stream and the mutants of the valid ones through the SDK (this file, in the venv) and
    through `eventspec validate --stream`: (streams, mutants, how many the SDK fails, what does
    not agree). A stream the SDK raises on must have a violation of a rule its error names
    (RAISES); every violation in a stream it completes must be adjudicated."""
    files = stream_files()
    streams = {name: [path.suffix, path.read_text()] for name, path in files.items()}
    mutants = 0
    for name, path in files.items():
        if not name.startswith("valid/"):
            continue
        for edit, change in STREAM_EDITS:
            if (edited := change(events_of(path, sse_frames))) is not None:
                streams[f"{name}~{edit}"] = [".jsonl", "".join(json.dumps(e) + "\n" for e in edited)]
                mutants += 1
    (work / "openai-responses-streams.json").write_text(json.dumps(streams))
    result = subprocess.run([str(python), __file__, "streams", str(work / "openai-responses-streams.json")], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"openai_responses.py streams failed:\n{result.stderr[-3000:]}")
    sdk = dict(line.split("\t", 1) for line in result.stdout.splitlines() if line.strip())
    wrong, failed = [], 0
    (work / "openai-responses").mkdir(exist_ok=True)
    for name, (suffix, text) in streams.items():
        path = work / "openai-responses" / (name.replace("/", "~") + suffix)
        path.write_text(text)
        sse = ["--input", "sse"] if suffix == ".sse" else []
        found = subprocess.run([str(eventspec), "validate", "--family", FAMILY, "--stream", *sse, "--format", "json", str(path)], capture_output=True, text=True)
        if found.returncode not in (0, 1):
            sys.exit(f"eventspec validate --family {FAMILY} --stream failed: {found.stderr}")
        findings = json.loads(found.stdout)["findings"]
        violations = [f for f in findings if f["rule"] == "sequence"]
        others = [f for f in findings if f["rule"] != "sequence"]
        said = [(v["sequence_rule"], v.get("event_index")) for v in violations]
        verdict = sdk.get(name, "no verdict")
        if others:
            wrong.append(f"{name}: eventspec reports {others[:2]}")
        if verdict != "ok":
            failed += 1
            message = verdict.split("\t", 1)[-1]
            rules = next((rules for prefix, rules in RAISES if message.split(": ", 1)[-1].startswith(prefix)), None)
            if rules is None:
                wrong.append(f"{name}: openai raises {message[:300]}, which RAISES names no stream rule for; eventspec finds {said}")
            elif not any(v["sequence_rule"] in rules for v in violations):
                wrong.append(f"{name}: openai raises {message[:300]}; eventspec finds no violation of {sorted(rules)}, only {said}")
            continue
        for violation in violations:
            id = stream_adjudicated(violation)
            if id is None:
                wrong.append(f"{name}: openai completes it; eventspec finds `{violation['sequence_rule']}` at event {violation.get('event_index')}: {violation['message']}")
            else:
                used[id] += 1
    return len(files), mutants, failed, wrong


def judge(suffix, text):
    """`ok`, or `error`, a tab and what the SDK raised, on one stream's text."""
    from openai._streaming import SSEDecoder
    from openai._types import omit
    from openai.lib.streaming.responses._responses import ResponseStreamState
    from openai.types.responses import ResponseStreamEvent
    from pydantic import TypeAdapter

    adapter = TypeAdapter(ResponseStreamEvent)
    try:
        if suffix == ".sse":
            frames = [sse.json() for sse in SSEDecoder().iter_bytes(iter([text.encode("utf-8")]))]
        else:
            frames = [json.loads(line) for line in text.splitlines() if line.strip()]
        state = ResponseStreamState(input_tools=omit, text_format=omit)
        for frame in frames:
            state.handle_event(adapter.validate_python(frame))
    except Exception as error:  # noqa: BLE001 - every failure is the verdict
        return f"error\t{type(error).__name__}: {' '.join(str(error).split())}"
    return "ok"


UPSTREAM = ROOT / "tests" / "upstream" / "openai"
SCHEMAS = {"response_stream_event.schema.json": "ResponseStreamEvent", "chat_completion_chunk.schema.json": "ChatCompletionChunk"}


def schemas_agree(python, env):
    """The files of tests/upstream/openai/ that are not what the pinned wheel writes."""
    result = subprocess.run([str(python), __file__, "schemas"], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"openai_responses.py schemas failed:\n{result.stderr[-3000:]}")
    written = [json.loads(line) for line in result.stdout.splitlines()]
    return [name for name, schema in zip(SCHEMAS, written, strict=True) if schema != json.loads((UPSTREAM / name).read_text())]


def sdk_schemas():
    from openai.types.chat import ChatCompletionChunk
    from openai.types.responses import ResponseStreamEvent
    from pydantic import TypeAdapter

    types = {"ResponseStreamEvent": ResponseStreamEvent, "ChatCompletionChunk": ChatCompletionChunk}
    for name in SCHEMAS.values():
        print(json.dumps({"$schema": "https://json-schema.org/draft/2020-12/schema", **TypeAdapter(types[name]).json_schema()}))


def main():
    import openai

    # The venv has an older `openai` of its own (agentao's dependency): the pin must win.
    if openai.__version__ != "3.60.0":
        sys.exit(f"openai {openai.__version__} from {openai.__file__}, not the pinned 3.60.0")
    if sys.argv[1] == "schemas":
        sdk_schemas()
        return
    with open(sys.argv[2], encoding="utf-8") as file:
        streams = json.load(file)
    print("\n".join(f"{name}\t{judge(suffix, text)}" for name, (suffix, text) in streams.items()))


if __name__ == "__main__":
    main()
