"""Writes the payload corpus and stream fixtures of `openai.responses@v2.44` from those of the
current version, as the API sent them while `openai` 2.44.0 was current:

    python3 tests/upstream/openai/older_fixtures.py

Each case of tests/fixtures/openai.responses/v3.60 (and each stream of
tests/fixtures/streams/openai.responses/v3.60) is edited where the 2.44.0 SDK's types say the
stream differed then, and dropped where it has an event type 2.44.0 does not know:

- no `cache_write_tokens` in a usage's `input_tokens_details` (2.45.0 added it, required);
- `response.function_call_arguments.done` names its function (`name`, required in 2.44.0), as
  the item with its `item_id` does;
- an `mcp_call` item's `error` is the message alone (a string in 2.44.0, an object later);
- the compaction and shell events (`response.compaction.compacting`, `response.shell_call_*`),
  which came after 2.44.0, are not there.

An invalid case keeps its `expect`; those whose fault 2.44.0 did not have become valid cases: a
usage without `cache_write_tokens`, an `mcp_call` whose `error` is a string, and an annotation
of `response.output_text.annotation.added` without the fields of a URL citation (2.44.0 types
`annotation` as any object). Two invalid cases are 2.44.0's own: a
`response.function_call_arguments.done` without `name`, and an `mcp_call` whose `error` is an
object. tests/conformance/protocols.py holds every case and
stream to the 2.44.0 SDK's own types and accumulator.
"""

import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from older_versions import copy_streams, write  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent.parent.parent
CURRENT, OLDER = "v3.60", "v2.44"
CORPUS = ROOT / "tests" / "fixtures" / "openai.responses"
STREAMS = ROOT / "tests" / "fixtures" / "streams" / "openai.responses"
LATER_TYPES = ("response.compaction.", "response.shell_call_")
NO_LONGER_INVALID = {
    "completed-usage-missing-cache-write-tokens.json": "completed-usage-without-cache-write-tokens.json",
    "annotation-url-citation-missing-url.json": "annotation-added-any-object.json",
    "mcp-call-item-error-string.json": "mcp-call-item-error-string.json",
}


def names_of_items():
    """The function name of every function call item in the current fixtures, by item id."""
    names = {}
    for path in list((CORPUS / CURRENT).rglob("*.json")) + list((STREAMS / CURRENT).rglob("*.jsonl")):
        for line in path.read_text().splitlines() if path.suffix == ".jsonl" else [path.read_text()]:
            if line.strip():
                collect(json.loads(line), names)
    return names


def collect(value, names):
    if isinstance(value, dict):
        if value.get("type") == "function_call" and "id" in value and "name" in value:
            names[value["id"]] = value["name"]
        for item in value.values():
            collect(item, names)
    elif isinstance(value, list):
        for item in value:
            collect(item, names)


def older(value, names):
    """One event as the API sent it under 2.44.0."""
    if isinstance(value, list):
        return [older(item, names) for item in value]
    if not isinstance(value, dict):
        return value
    out = {key: older(item, names) for key, item in value.items() if key != "cache_write_tokens"}
    if out.get("type") == "response.function_call_arguments.done" and "name" not in out:
        out["name"] = names[out["item_id"]]
    if out.get("type") == "mcp_call" and isinstance(out.get("error"), dict):
        out["error"] = out["error"]["message"]
    return out


def only_older_faults(valid):
    """Invalid cases of faults 2.44.0 has and the current version does not, from its valid events."""
    done = json.loads((valid / "function-call-function-call-arguments-done.json").read_text())
    del done["name"]
    item = json.loads((valid / "mcp-failed-output-item-done.json").read_text())
    item["item"]["error"] = {"type": "http_error", "code": 504, "message": item["item"]["error"]}
    return {
        "function-call-arguments-done-missing-name.json": {
            "description": "the arguments' end names its function (`ResponseFunctionCallArgumentsDoneEvent.name: str`, required in openai 2.44.0; optional later)",
            "expect": {"instance_path": "", "keyword": "required"},
            "event": done,
        },
        "mcp-call-item-error-object.json": {
            "description": "an MCP call's `error` is its message (`McpCall.error: Optional[str]` in openai 2.44.0; an error object later)",
            "expect": {"instance_path": "/item", "keyword": "oneOf"},
            "event": item,
        },
    }


def later(event):
    return isinstance(event, dict) and str(event.get("type", "")).startswith(LATER_TYPES)


def main():
    names = names_of_items()
    for folder in (CORPUS / OLDER, STREAMS / OLDER):
        shutil.rmtree(folder, ignore_errors=True)
    for path in sorted((CORPUS / CURRENT / "valid").glob("*.json")):
        event = json.loads(path.read_text())
        if not later(event):
            write(CORPUS / OLDER / "valid" / path.name, older(event, names))
    for path in sorted((CORPUS / CURRENT / "invalid").glob("*.json")):
        case = json.loads(path.read_text())
        if later(case["event"]):
            continue
        if path.name in NO_LONGER_INVALID:
            write(CORPUS / OLDER / "valid" / NO_LONGER_INVALID[path.name], older(case["event"], names))
        else:
            write(CORPUS / OLDER / "invalid" / path.name, {**case, "event": older(case["event"], names)})
    for name, case in only_older_faults(CORPUS / OLDER / "valid").items():
        write(CORPUS / OLDER / "invalid" / name, case)
    copy_streams(STREAMS / CURRENT, STREAMS / OLDER, later, lambda event: older(event, names))

if __name__ == "__main__":
    main()
