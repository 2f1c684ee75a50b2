"""Upstream's own messages, as tests/upstream/ holds them: the events of AG-UI's conformance
streams and the updates of ACP's JSON-RPC messages. Read by the agreement run over the published
schemas (`published.py`) and the conformance runs (`tests/conformance/`)."""

import json
from pathlib import Path

UPSTREAM = Path(__file__).resolve().parent.parent / "upstream"


def ag_ui_events(folder=UPSTREAM / "ag-ui"):
    """The events of AG-UI's conformance streams, each once, in the order of the files."""
    events, seen = [], set()
    for path in sorted((folder / "streams").glob("*.json")):
        for event in json.loads(path.read_text())["stream"]:
            key = json.dumps(event, sort_keys=True)
            if isinstance(event, dict) and key not in seen:
                seen.add(key)
                events.append(event)
    return events


def acp_messages(folder=UPSTREAM / "acp"):
    """ACP's JSON-RPC messages (`messages.jsonl`), in order."""
    return [json.loads(line) for line in (folder / "messages.jsonl").read_text().splitlines() if line.strip()]


def acp_session_updates(path=UPSTREAM / "acp" / "messages.jsonl"):
    """The `params.update` of every `session/update` notification of a JSON-RPC message file."""
    updates = []
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        message = json.loads(line)
        if message.get("method") == "session/update" and "id" not in message:
            updates.append(message["params"]["update"])
    return updates
