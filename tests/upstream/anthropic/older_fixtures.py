"""Writes the payload corpus and stream fixtures of `anthropic.messages@v0.79` from those of the
current version, as the API sent them while `anthropic` 0.79.0 was current:

    python3 tests/upstream/anthropic/older_fixtures.py

Each case of tests/fixtures/anthropic.messages/v2.16 (and each stream of
tests/fixtures/streams/anthropic.messages/v2.16) is edited where the 0.79.0 SDK's types say the
stream differed then, and dropped where it has what 0.79.0 does not type:

- no `web_fetch_requests` in a server tool usage (0.80.0 added it, required);
- none of the fields 0.80.0 and later added: a message's or delta's `container`,
  `diagnostics` and `stop_details`, a usage's `output_tokens_details` and `speed`, a block's
  `caller` and `toolset_name`;
- a case with a block 0.79.0 does not type (code execution, web fetch, tool search, container
  upload), a server tool other than `web_search`, or the stop reason
  `model_context_window_exceeded`, is dropped; so is a case written for a field the edits remove
  (a valid `schema-*` case they change, an invalid case whose fault lay in such a field). The
  events of the SDK's recordings are edited, not dropped.

An invalid case keeps its `expect`; the one whose fault 0.79.0 did not have becomes a valid
case: a server tool usage without `web_fetch_requests`. Three invalid cases are 0.79.0's own:
a `web_fetch` server tool, a `web_fetch_tool_result` block and the stop reason
`model_context_window_exceeded`, each valid in the current version. tests/conformance/protocols.py holds every case to the 0.79.0 SDK's own types.
"""

import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from older_versions import copy_streams, write  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent.parent.parent
CURRENT, OLDER = "v2.16", "v0.79"
CORPUS = ROOT / "tests" / "fixtures" / "anthropic.messages"
STREAMS = ROOT / "tests" / "fixtures" / "streams" / "anthropic.messages"
LATER_FIELDS = {
    "web_fetch_requests", "container", "diagnostics", "stop_details", "output_tokens_details", "speed", "caller", "toolset_name",
}
OLDER_BLOCKS = {"text", "thinking", "redacted_thinking", "tool_use", "server_tool_use", "web_search_tool_result"}
NO_LONGER_INVALID = {
    "message-delta-server-tool-use-missing-web-fetch-requests.json": "message-delta-server-tool-use-web-search-only.json",
}
DESCRIPTIONS = {
    "content-block-start-server-tool-use-name-code-interpreter.json": "`code_interpreter` is not the server tool (`ServerToolUseBlock.name: Literal[\"web_search\"]` in anthropic 0.79.0)",
    "message-delta-stop-reason-content-filter.json": "`content_filter` is not a `StopReason` (`end_turn`, `max_tokens`, `stop_sequence`, `tool_use`, `pause_turn`, `refusal` in anthropic 0.79.0)",
}


def older(value):
    """One event as the API sent it under 0.79.0."""
    if isinstance(value, list):
        return [older(item) for item in value]
    if not isinstance(value, dict):
        return value
    return {key: older(item) for key, item in value.items() if key not in LATER_FIELDS}


def later(value):
    """Whether an event holds what 0.79.0 does not type: a later block, server tool or stop reason."""
    if isinstance(value, list):
        return any(map(later, value))
    if not isinstance(value, dict):
        return False
    if value.get("type") == "content_block_start" and value.get("content_block", {}).get("type") not in OLDER_BLOCKS:
        return True
    if value.get("type") == "server_tool_use" and value.get("name") != "web_search":
        return True
    if value.get("stop_reason") == "model_context_window_exceeded":
        return True
    return any(map(later, value.values()))


def removed_by_edits(case):
    """Whether an invalid case's fault lies in a field the edits remove."""
    return any(part in LATER_FIELDS for part in case["expect"]["instance_path"].split("/"))


def only_older_faults(valid):
    """Invalid cases of faults 0.79.0 has and the current version does not, from the current
    version's valid events."""
    current = CORPUS / CURRENT / "valid"
    fetch = json.loads((current / "schema-content-block-start-server-tool-use-web-fetch.json").read_text())
    result = json.loads((current / "schema-content-block-start-web-fetch-tool-result-text-document.json").read_text())
    delta = json.loads((valid / "basic-response-message-delta.json").read_text())
    delta["delta"]["stop_reason"] = "model_context_window_exceeded"
    return {
        "content-block-start-server-tool-use-web-fetch.json": {
            "description": "`web_search` is the one server tool (`ServerToolUseBlock.name: Literal[\"web_search\"]` in anthropic 0.79.0; `web_fetch` came in 0.80.0)",
            "expect": {"instance_path": "/content_block", "keyword": "oneOf"},
            "event": older(fetch),
        },
        "content-block-start-web-fetch-tool-result.json": {
            "description": "`web_fetch_tool_result` is no `ContentBlock` of anthropic 0.79.0 (text, thinking, redacted thinking, tool use, server tool use, web search tool result; the web fetch block came in 0.80.0)",
            "expect": {"instance_path": "/content_block", "keyword": "oneOf"},
            "event": older(result),
        },
        "message-delta-stop-reason-model-context-window-exceeded.json": {
            "description": "`model_context_window_exceeded` is no `StopReason` of anthropic 0.79.0 (`end_turn`, `max_tokens`, `stop_sequence`, `tool_use`, `pause_turn`, `refusal`)",
            "expect": {"instance_path": "/delta/stop_reason", "keyword": "enum"},
            "event": delta,
        },
    }


def corpus():
    for path in sorted((CORPUS / CURRENT / "valid").glob("*.json")):
        event = json.loads(path.read_text())
        made_for_a_later_field = path.name.startswith("schema-") and older(event) != event
        if not later(event) and not made_for_a_later_field:
            write(CORPUS / OLDER / "valid" / path.name, older(event))
    for path in sorted((CORPUS / CURRENT / "invalid").glob("*.json")):
        case = json.loads(path.read_text())
        if later(case["event"]) or removed_by_edits(case):
            continue
        if path.name in NO_LONGER_INVALID:
            write(CORPUS / OLDER / "valid" / NO_LONGER_INVALID[path.name], older(case["event"]))
        else:
            description = DESCRIPTIONS.get(path.name, case["description"])
            write(CORPUS / OLDER / "invalid" / path.name, {**case, "description": description, "event": older(case["event"])})
    for name, case in only_older_faults(CORPUS / OLDER / "valid").items():
        write(CORPUS / OLDER / "invalid" / name, case)


def main():
    for folder in (CORPUS / OLDER, STREAMS / OLDER):
        shutil.rmtree(folder, ignore_errors=True)
    corpus()
    copy_streams(STREAMS / CURRENT, STREAMS / OLDER, later, older, separators=(",", ":"))


if __name__ == "__main__":
    main()
