"""Writes the payload corpus and stream fixtures of `anthropic.beta.messages@v2.16`:

    python3 tests/upstream/anthropic/beta_fixtures.py

The beta stream is the stable one and what the beta features add, so its fixtures are the
stable family's (tests/fixtures/anthropic.messages/v2.16, and its stream fixtures) and the events
and streams of the SDK's beta-only recordings (tests/upstream/anthropic/beta_streams: compaction,
context management, fallback, input transformations), each stream as JSONL of its frames' data.
An invalid case of the stable family that the beta types accept (a block or delta kind only the
beta stream has) becomes a valid case. tests/conformance/protocols.py holds every case and stream
to the 2.16.0 SDK's beta types and beta stream helper.
"""

import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent.parent
sys.path.insert(0, str(ROOT / "tests" / "conformance"))
from anthropic_streams import sse_frames  # noqa: E402
STABLE, BETA = "anthropic.messages", "anthropic.beta.messages"
VERSION = "v2.16"
RECORDED = ROOT / "tests" / "upstream" / "anthropic" / "beta_streams"
# Stable invalid cases whose fault the beta types do not have: their new valid names.
BETA_ACCEPTS = {"content-block-start-mcp-tool-use.json": "content-block-start-mcp-tool-use.json"}
# The beta recordings that are valid streams: all but the one cut short (its tool block never stops).
VALID_STREAMS = [path.stem for path in sorted(RECORDED.glob("*.txt")) if path.stem != "incomplete_partial_json_response"]


def frames(text):
    """The data of each SSE frame that has some, parsed (the conformance run's reader of raw SSE)."""
    return [json.loads(data) for _, data in sse_frames(text)]


def write(path, value):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def main():
    corpus, streams = ROOT / "tests" / "fixtures" / BETA / VERSION, ROOT / "tests" / "fixtures" / "streams" / BETA / VERSION
    for folder in (corpus, streams):
        shutil.rmtree(folder, ignore_errors=True)
    stable = ROOT / "tests" / "fixtures" / STABLE / VERSION
    for path in sorted((stable / "valid").glob("*.json")):
        (corpus / "valid").mkdir(parents=True, exist_ok=True)
        shutil.copy(path, corpus / "valid" / path.name)
    for path in sorted((stable / "invalid").glob("*.json")):
        if path.name in BETA_ACCEPTS:
            write(corpus / "valid" / BETA_ACCEPTS[path.name], json.loads(path.read_text())["event"])
        else:
            (corpus / "invalid").mkdir(parents=True, exist_ok=True)
            shutil.copy(path, corpus / "invalid" / path.name)
    seen = set()
    for path in sorted(RECORDED.glob("*.txt")):
        stem = path.stem.replace("_", "-")
        for n, event in enumerate(frames(path.read_text())):
            key = json.dumps(event, sort_keys=True)
            if key not in seen:
                seen.add(key)
                write(corpus / "valid" / f"beta-{stem}-{n:02}-{event['type'].replace('_', '-')}.json", event)
    for path in sorted((ROOT / "tests" / "fixtures" / "streams" / STABLE / VERSION).rglob("*")):
        if path.is_file():
            target = streams / path.relative_to(ROOT / "tests" / "fixtures" / "streams" / STABLE / VERSION)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, target)
    for name in VALID_STREAMS:
        events = frames((RECORDED / f"{name}.txt").read_text())
        (streams / "valid" / f"{name.replace('_', '-')}.jsonl").write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in events))


if __name__ == "__main__":
    main()
