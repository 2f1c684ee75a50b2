"""OpenAI's Responses stream in tests/conformance/protocols.py: the events each version of
`openai.responses` is judged on (`@v3.60` by openai 3.60.0, `@v2.44` by 2.44.0), and its streams
(the stream fixtures, valid and broken, the SSE capture, and seeded mutants of the valid ones)
through that release's accumulator and through `eventspec validate --stream`.

    python openai_responses.py streams FILE.json   FILE maps stream names to [suffix, text] (`.jsonl`:
                                                   one event a line; `.sse`: a raw SSE body); one
                                                   line per stream: its name, a tab, and `ok` or
                                                   `error`, a tab and what the SDK raised
    python openai_responses.py schemas             the SDK's JSON Schema of the types SCHEMAS
                                                   lists for its release, one a line, as
                                                   tests/upstream/openai/ keeps them

Run in the conformance venv with a pinned `openai` (RELEASES) on PYTHONPATH. A stream goes through
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

ROOT = Path(__file__).resolve().parent.parent.parent
# The family's versions, each judged by the SDK release it was written from: family version ->
# (release, the wheel's SHA-256, the raw SSE capture recorded against it, or None).
RELEASES = {
    "v3.60": ("3.60.0", "476e79f256a4ce74848b7abae9f074352a69dca6e7e8987d565ee883a3b7e496", ROOT / "examples" / "openai-responses.sse"),
    "v2.44": ("2.44.0", "0a2a3ab2e29aeda368700f662ff9ba0f9df17ba4c54577a64e08b8115a3cc0ad", None),
}
FAMILY = "openai.responses@v3.60"
SDK = "pydantic (openai 3.60.0)"


def family(version):
    return f"openai.responses@{version}"


def sdk(version):
    return f"pydantic (openai {RELEASES[version][0]})"

# The SDK's event types: the `type` of each member of its `ResponseStreamEvent` as JSON Schema
# (tests/upstream/openai/response_stream_event.schema.json, written from the pinned wheel).
_SDK_SCHEMA = json.loads((ROOT / "tests" / "upstream" / "openai" / "response_stream_event.schema.json").read_text())
TYPES = {_SDK_SCHEMA["$defs"][m["$ref"].rsplit("/", 1)[1]]["properties"]["type"]["const"] for m in _SDK_SCHEMA["anyOf"]}

# What the SDK raises, by the start of its message (or of the exception's name, for an
# `assert` without one): the rules whose violation says the same.
RAISES = [
    ("Expected to have received `response.created` before", {"created-first"}),
    ("Received a content event for output index", {"content-within-item"}),
    ("Duplicate response output index", {"content-within-item"}),
    ("Cannot complete response with unfinished output items", {"content-within-item"}),
    # openai 2.44.0 looks the item up by position (`snapshot.output[event.output_index]`): past
    # the items added so far, an IndexError; an item added twice shifts the later ones, and the
    # one found is not of the event's kind (`assert output.type == "message"`). It checks neither
    # a duplicate index nor unfinished items.
    ("list index out of range", {"content-within-item"}),
    ("AssertionError", {"content-within-item"}),
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
        "(`_compatible_output_id`); 2.44.0 checks neither a duplicate index nor unfinished items",
    ),
]


def stream_files(version):
    """The stream fixtures (valid and broken) of a version and its raw SSE capture, by name: their
    files."""
    streams = ROOT / "tests" / "fixtures" / "streams" / "openai.responses" / version
    files = {f"{path.parent.name}/{path.stem}": path for path in sorted(streams.glob("*/*.jsonl"))}
    capture = RELEASES[version][2]
    if capture is not None:
        files[capture.stem] = capture
    return files


def events_of(path, sse_frames):
    """The events of a stream file: a JSONL fixture's lines, or the data of an SSE capture's frames."""
    text = path.read_text()
    if path.suffix == ".jsonl":
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    return [json.loads(data) for _, data in sse_frames(text)]


def events(sse_frames, version):
    """The events of a version's payload corpus (read as it is when the run starts), of its stream
    fixtures and of its SSE capture, in that order (protocols.py keeps each once)."""
    corpus = ROOT / "tests" / "fixtures" / "openai.responses" / version / "valid"
    out = [json.loads(path.read_text()) for path in sorted(corpus.glob("*.json"))]
    return out + [event for path in stream_files(version).values() for event in events_of(path, sse_frames)]


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


def streams_agree(eventspec, python, env, work, sse_frames, used, version):
    """Each stream and the mutants of the valid ones through the SDK (this file, in the venv) and
    through `eventspec validate --stream`: (streams, mutants, how many the SDK fails, what does
    not agree). A stream the SDK raises on must have a violation of a rule its error names
    (RAISES); every violation in a stream it completes must be adjudicated."""
    files = stream_files(version)
    streams = {name: [path.suffix, path.read_text()] for name, path in files.items()}
    mutants = 0
    for name, path in files.items():
        if not name.startswith("valid/"):
            continue
        for edit, change in STREAM_EDITS:
            if (edited := change(events_of(path, sse_frames))) is not None:
                streams[f"{name}~{edit}"] = [".jsonl", "".join(json.dumps(e) + "\n" for e in edited)]
                mutants += 1
    listed = work / f"openai-responses-{version}-streams.json"
    listed.write_text(json.dumps(streams))
    result = subprocess.run([str(python), __file__, "streams", str(listed)], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"openai_responses.py streams failed:\n{result.stderr[-3000:]}")
    sdk = dict(line.split("\t", 1) for line in result.stdout.splitlines() if line.strip())
    wrong, failed = [], 0
    (work / f"openai-responses-{version}").mkdir(exist_ok=True)
    for name, (suffix, text) in streams.items():
        path = work / f"openai-responses-{version}" / (name.replace("/", "~") + suffix)
        path.write_text(text)
        sse = ["--input", "sse"] if suffix == ".sse" else []
        found = subprocess.run([str(eventspec), "validate", "--family", family(version), "--stream", *sse, "--format", "json", str(path)], capture_output=True, text=True)
        if found.returncode not in (0, 1):
            sys.exit(f"eventspec validate --family {family(version)} --stream failed: {found.stderr}")
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
            rules = next((rules for prefix, rules in RAISES if message.startswith(prefix) or message.split(": ", 1)[-1].startswith(prefix)), None)
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
# The files of tests/upstream/openai/ each release writes: file -> the type it is the schema of.
SCHEMAS = {
    "3.60.0": {"response_stream_event.schema.json": "ResponseStreamEvent", "chat_completion_chunk.schema.json": "ChatCompletionChunk"},
    "2.44.0": {"response_stream_event.v2.44.schema.json": "ResponseStreamEvent"},
}


def schemas_agree(python, env, release):
    """The files of tests/upstream/openai/ that are not what the pinned release's wheel writes."""
    result = subprocess.run([str(python), __file__, "schemas"], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"openai_responses.py schemas failed:\n{result.stderr[-3000:]}")
    written = [json.loads(line) for line in result.stdout.splitlines()]
    return [name for name, schema in zip(SCHEMAS[release], written, strict=True) if schema != json.loads((UPSTREAM / name).read_text())]


def sdk_schemas(release):
    from openai.types.chat import ChatCompletionChunk
    from openai.types.responses import ResponseStreamEvent
    from pydantic import TypeAdapter

    types = {"ResponseStreamEvent": ResponseStreamEvent, "ChatCompletionChunk": ChatCompletionChunk}
    for name in SCHEMAS[release].values():
        print(json.dumps({"$schema": "https://json-schema.org/draft/2020-12/schema", **TypeAdapter(types[name]).json_schema()}))


def main():
    import openai

    # The venv has an `openai` of its own (agentao's dependency): a pin must win.
    pinned = {release for release, _, _ in RELEASES.values()}
    if openai.__version__ not in pinned:
        sys.exit(f"openai {openai.__version__} from {openai.__file__}, not a pinned {' or '.join(sorted(pinned))}")
    if sys.argv[1] == "schemas":
        sdk_schemas(openai.__version__)
        return
    with open(sys.argv[2], encoding="utf-8") as file:
        streams = json.load(file)
    print("\n".join(f"{name}\t{judge(suffix, text)}" for name, (suffix, text) in streams.items()))


if __name__ == "__main__":
    main()
