"""OpenAI's Chat Completions stream in tests/conformance/protocols.py: the chunks `openai.chat@v3.60`
is judged on, and its stream fixtures through the `openai` SDK's accumulator and through
`eventspec validate --stream`.

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
then `get_final_completion()`. A stream is `ok` when that returns the completion; `error` is any
exception. No stream rule is declared for the family, so eventspec must find nothing in any of
them and the SDK must complete every one.
"""

import json
import subprocess
import sys
from pathlib import Path

FAMILY = "openai.chat@v3.60"
SDK = "pydantic (openai 3.60.0)"
ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "tests" / "fixtures" / "openai.chat" / "v3.60" / "valid"
STREAMS = ROOT / "tests" / "fixtures" / "streams" / "openai.chat" / "v3.60" / "valid"
CAPTURE = ROOT / "examples" / "openai-chat.sse"


def stream_files():
    """The stream fixtures and the raw SSE capture, by name: their files."""
    files = {path.stem: path for path in sorted(STREAMS.glob("*.jsonl"))}
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


def streams_agree(eventspec, python, env, work):
    """Each stream fixture and the capture through the SDK's accumulator (this file, in the venv)
    and through `eventspec validate --stream` (`--input sse` for the capture): (how many, what
    does not agree). The family declares no stream rule: every stream is valid, and any finding
    or any error of the SDK's is reported."""
    files = stream_files()
    (work / "openai-streams.json").write_text(json.dumps({name: [path.suffix, path.read_text()] for name, path in files.items()}))
    result = subprocess.run([str(python), __file__, "streams", str(work / "openai-streams.json")], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"openai_chat.py streams failed:\n{result.stderr[-3000:]}")
    sdk = dict(line.split("\t", 1) for line in result.stdout.splitlines() if line.strip())
    wrong = []
    for name, path in files.items():
        sse = ["--input", "sse"] if path.suffix == ".sse" else []
        found = subprocess.run([str(eventspec), "validate", "--family", FAMILY, "--stream", *sse, "--format", "json", str(path)], capture_output=True, text=True)
        findings = json.loads(found.stdout)["findings"] if found.returncode in (0, 1) else [found.stderr]
        if sdk.get(name) != "ok":
            wrong.append(f"{name}: openai 3.60.0's ChatCompletionStreamState fails it: {sdk.get(name, 'no verdict')[:300]}")
        if findings:
            wrong.append(f"{name}: validate --family {FAMILY} --stream reports {findings[:3]}")
    return len(files), wrong


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
