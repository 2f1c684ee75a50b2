"""OpenAI's Chat Completions stream in tests/conformance/protocols.py: the chunks `openai.chat@v3.60`
is judged on, and its streams (the stream fixtures, valid and broken, the SSE capture, and seeded
mutants of the valid ones) through both SDKs' accumulators and through `eventspec validate
--stream`.

Imported by protocols.py (no SDK needed), and run by it in the conformance venv with the pinned
release (3.60.0) on PYTHONPATH:

    python openai_chat.py streams FILE.json   FILE maps stream names to [suffix, text] (`.jsonl`:
                                              one chunk a line; `.sse`: raw SSE); one line per
                                              stream: the name, a tab, then `ok`, or `error`, a tab
                                              and `ExceptionType: message`

Each stream goes through what a client that reads the stream itself runs, with no network: the raw
SSE through the SDK's `SSEDecoder` (`openai/_streaming.py`; `Stream.__stream__` stops at `data:
[DONE]`), each chunk through `TypeAdapter(ChatCompletionChunk)` and then the accumulator
`ChatCompletionStreamState().handle_chunk` (`openai/lib/streaming/chat/_completions.py`, the helper
its docstring offers for streams not read with `.stream()`, and what `ChatCompletionStream` runs),
then `get_final_completion()`. It looks a choice up by its position among the choices so far
(`choices[choice.index]`), and raises IndexError on a choice that comes before one with a smaller
index: a stream it fails must have a violation of `choices-in-order` (PYTHON_RAISES), and one it
completes none. The family's other rules are the TypeScript SDK's: its `ChatCompletionStream`
(`openai` 6.49.0 on npm, openai_chat_oracle.mjs) reads the chunks back and throws what
`finalizeChatCompletion` finds missing in the merged choices; a stream it fails must have a
violation of the rule its error names, for the choice it names, and one it completes none of its
rules.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

FAMILY = "openai.chat@v3.60"
SDK = "pydantic (openai 3.60.0)"
ORACLE = "ChatCompletionStream (openai 6.49.0, npm)"
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = ROOT / "tests" / "fixtures" / "openai.chat" / "v3.60" / "valid"
STREAMS = ROOT / "tests" / "fixtures" / "streams" / "openai.chat" / "v3.60"
CAPTURE = ROOT / "examples" / "openai-chat.sse"
# What the TypeScript SDK throws, by the start of its message: the rule whose violation says the
# same, and whether the choice's index follows (a violation must then be for that choice).
RAISES = [
    ("missing finish_reason for choice ", "choice-finished", True),
    ("missing role for choice ", "choice-has-role", True),
    # `normalizeToolCallIds` (`lib/AbstractChatCompletionRunner.js`) reads `choice.message` of
    # every choice of the merged completion, a gap in the indexes (a hole of the array) too.
    ("Cannot read properties of undefined (reading 'message')", "choices-in-order", False),
]
# What the Python SDK raises, by the start of `ExceptionType: message`: the rule whose violation
# says the same. `choices[choice.index]` of a choice that came before one with a smaller index:
# `IndexError: list index out of range`, or in the first chunk `list assignment index ...`.
PYTHON_RAISES = [("IndexError: list ", "choices-in-order")]
PYTHON_RULES = {rule for _, rule in PYTHON_RAISES}


def stream_files():
    """The stream fixtures (valid and broken) and the raw SSE capture, by name: their files."""
    files = {f"{path.parent.name}/{path.stem}": path for path in sorted(STREAMS.glob("*/*.jsonl"))}
    files[CAPTURE.stem] = CAPTURE
    return files


def chunks(path, sse_frames):
    """The chunks of a stream file: a JSONL fixture's lines, or the data of an SSE capture's
    frames up to `data: [DONE]`."""
    text = path.read_text()
    if path.suffix == ".jsonl":
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    out = []
    for _, data in sse_frames(text):
        if data.startswith("[DONE]"):
            break
        out.append(json.loads(data))
    return out


def events(sse_frames):
    """The chunks of the payload corpus (read as it is when the run starts), of the stream
    fixtures and of the SSE capture, in that order (protocols.py keeps each once)."""
    out = [json.loads(path.read_text()) for path in sorted(CORPUS.glob("*.json"))]
    return out + [chunk for path in stream_files().values() for chunk in chunks(path, sse_frames)]


def choices(chunk):
    return chunk.get("choices") or []


def finish_dropped(stream):
    """The last `finish_reason` given made null."""
    out = json.loads(json.dumps(stream))
    given = [choice for chunk in out for choice in choices(chunk) if choice.get("finish_reason")]
    if not given:
        return None
    given[-1]["finish_reason"] = None
    return out


def role_dropped(stream):
    """Every `role` of the first choice's deltas removed."""
    out = json.loads(json.dumps(stream))
    first = next((choice["index"] for chunk in out for choice in choices(chunk)), None)
    deltas = [c["delta"] for chunk in out for c in choices(chunk) if c["index"] == first and "role" in c.get("delta", {})]
    for delta in deltas:
        del delta["role"]
    return out if deltas else None


def cut_in_half(stream):
    return stream[: len(stream) // 2] if len(stream) > 1 else None


def new_choice(stream, skip, finish_reason):
    """A last chunk of a new choice, with its role, `skip` indexes past the last one and with
    `finish_reason`."""
    if not stream:
        return None
    index = 1 + skip + max((choice["index"] for chunk in stream for choice in choices(chunk)), default=-1)
    added = {**json.loads(json.dumps(stream[0])), "choices": [{"index": index, "delta": {"role": "assistant", "content": "x"}, "logprobs": None, "finish_reason": finish_reason}]}
    return [*stream, added]


def choice_added(stream):
    """A new choice that never finishes (after every other choice has come: the Python SDK looks
    a choice up by its position, `choices[index]`, so a choice that comes before the one below it
    fails there with an IndexError)."""
    return new_choice(stream, skip=0, finish_reason=None)


def choice_skipped(stream):
    """A finished new choice whose `index` skips one: the TypeScript SDK keeps choices by index,
    the Python SDK by position."""
    return new_choice(stream, skip=1, finish_reason="stop")


def index_as_float(stream):
    """Every choice's `index` written as a float (`0.0`): the same choice to every reader."""
    out = json.loads(json.dumps(stream))
    for chunk in out:
        for choice in choices(chunk):
            choice["index"] = float(choice["index"])
    return out


# Seeded edits of a valid stream, each breaking what one rule (or none) holds.
STREAM_EDITS = [
    ("finish-dropped", finish_dropped),
    ("role-dropped", role_dropped),
    ("cut-in-half", cut_in_half),
    ("choice-added", choice_added),
    ("choice-skipped", choice_skipped),
    ("index-as-float", index_as_float),
]


def oracle_verdicts(streams, work, npm):
    """The TypeScript SDK's verdict on each stream (name: its chunks), by name; `npm` holds the
    node_modules of tests/conformance/npm."""
    listed = work / "openai-chat-oracle.json"
    listed.write_text(json.dumps(streams))
    command = ["node", str(HERE / "openai_chat_oracle.mjs"), str(listed)]
    result = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "OPENAI_MODULES": str(npm)})
    if result.returncode != 0:
        sys.exit(f"openai_chat_oracle.mjs failed:\n{result.stderr[-3000:]}")
    return dict(line.split("\t", 1) for line in result.stdout.splitlines() if line.strip())


def streams_agree(eventspec, python, env, work, sse_frames, npm):
    """Each stream and the mutants of the valid ones through both SDKs and through `eventspec
    validate --stream` (`--input sse` for the capture; `npm` holds the TypeScript SDK): (streams,
    mutants, how many the TypeScript SDK fails, how many the Python SDK fails, what does not
    agree)."""
    files = stream_files()
    streams = {name: [path.suffix, path.read_text()] for name, path in files.items()}
    read = {name: chunks(path, sse_frames) for name, path in files.items()}
    mutants = 0
    for name in list(read):
        if not name.startswith("valid/"):
            continue
        for edit, change in STREAM_EDITS:
            if (edited := change(read[name])) is not None:
                read[f"{name}~{edit}"] = edited
                streams[f"{name}~{edit}"] = [".jsonl", "".join(json.dumps(c) + "\n" for c in edited)]
                mutants += 1
    (work / "openai-streams.json").write_text(json.dumps(streams))
    result = subprocess.run([str(python), __file__, "streams", str(work / "openai-streams.json")], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"openai_chat.py streams failed:\n{result.stderr[-3000:]}")
    sdk = dict(line.split("\t", 1) for line in result.stdout.splitlines() if line.strip())
    oracle = oracle_verdicts(read, work, npm)
    (work / "openai-chat").mkdir(exist_ok=True)
    wrong, failed = [], 0
    for name, (suffix, text) in streams.items():
        path = files.get(name)
        if path is None:
            path = work / "openai-chat" / f"{name.replace('/', '-')}.jsonl"
            path.write_text(text)
        sse = ["--input", "sse"] if suffix == ".sse" else []
        found = subprocess.run([str(eventspec), "validate", "--family", FAMILY, "--stream", *sse, "--format", "json", str(path)], capture_output=True, text=True)
        if found.returncode not in (0, 1):
            wrong.append(f"{name}: validate --stream failed: {found.stderr[:300]}")
            continue
        findings = json.loads(found.stdout)["findings"]
        violations = [f for f in findings if f["rule"] == "sequence"]
        others = [f for f in findings if f["rule"] != "sequence"]
        said = [(v["sequence_rule"], v["message"]) for v in violations]
        if others:
            wrong.append(f"{name}: eventspec reports {others[:2]}")
        wrong += python_disagrees(name, sdk.get(name, "no verdict"), violations)
        python_rules = [v for v in violations if v["sequence_rule"] in PYTHON_RULES]
        violations = [v for v in violations if v not in python_rules]
        said = [(v["sequence_rule"], v["message"]) for v in violations]
        verdict = oracle.get(name, "no verdict")
        if verdict == "ok":
            if violations:
                wrong.append(f"{name}: {ORACLE} completes it; eventspec finds {said[:2]}")
            continue
        failed += 1
        message = verdict.split("\t", 1)[-1]
        raised = next(((prefix, rule, names) for prefix, rule, names in RAISES if message.startswith(prefix)), None)
        if raised is None:
            wrong.append(f"{name}: {ORACLE} throws {message[:300]}, which RAISES names no rule for; eventspec finds {said[:2]}")
            continue
        prefix, rule, names = raised
        choice = f"`index` `{message[len(prefix):]}`" if names else ""
        if not any(v["sequence_rule"] == rule and choice in v["message"] for v in violations + python_rules):
            wrong.append(f"{name}: {ORACLE} throws {message}; eventspec finds no `{rule}` {choice}, only {said[:2]}")
    python_failed = sum(sdk.get(name) != "ok" for name in streams)
    return len(files), mutants, failed, python_failed, wrong


def python_disagrees(name, verdict, violations):
    """What does not agree between the Python SDK's verdict on a stream and eventspec's violations
    of the rules PYTHON_RAISES names."""
    found = [(v["sequence_rule"], v["message"]) for v in violations if v["sequence_rule"] in PYTHON_RULES]
    if verdict == "ok":
        return [f"{name}: openai 3.60.0's ChatCompletionStreamState completes it; eventspec finds {found[:2]}"] if found else []
    message = verdict.split("\t", 1)[-1]
    rule = next((rule for prefix, rule in PYTHON_RAISES if message.startswith(prefix)), None)
    if rule is None:
        return [f"{name}: openai 3.60.0's ChatCompletionStreamState raises {message[:300]}, which PYTHON_RAISES names no rule for"]
    if not any(r == rule for r, _ in found):
        return [f"{name}: openai 3.60.0's ChatCompletionStreamState raises {message[:300]}; eventspec finds no `{rule}`"]
    return []


def judge(suffix, text):
    """`ok`, or `error`, a tab and what the SDK raised, on one stream's text."""
    from openai._streaming import SSEDecoder
    from openai.lib.streaming.chat import ChatCompletionStreamState
    from openai.types.chat import ChatCompletionChunk
    from pydantic import TypeAdapter

    adapter = TypeAdapter(ChatCompletionChunk)
    try:
        if suffix == ".sse":
            frames = []
            for sse in SSEDecoder().iter_bytes(iter([text.encode("utf-8")])):
                if sse.data.startswith("[DONE]"):
                    break
                frames.append(sse.json())
        else:
            frames = [json.loads(line) for line in text.splitlines() if line.strip()]
        state = ChatCompletionStreamState()
        for frame in frames:
            state.handle_chunk(adapter.validate_python(frame))
        state.get_final_completion()
    except Exception as error:  # noqa: BLE001 - every failure is the verdict
        return f"error\t{type(error).__name__}: {' '.join(str(error).split())}"
    return "ok"


def main():
    import openai

    # The venv has an older `openai` of its own (agentao's dependency): the pin must win.
    if openai.__version__ != "3.60.0":
        sys.exit(f"openai {openai.__version__} from {openai.__file__}, not the pinned 3.60.0")
    with open(sys.argv[2], encoding="utf-8") as file:
        streams = json.load(file)
    print("\n".join(f"{name}\t{judge(suffix, text)}" for name, (suffix, text) in streams.items()))


if __name__ == "__main__":
    main()
