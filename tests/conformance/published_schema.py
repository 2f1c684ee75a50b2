#!/usr/bin/env python3
"""Equivalence with a published schema: a family version authored from an upstream JSON Schema
must accept and reject exactly what that schema does.

    python3 tests/conformance/published_schema.py

For each row of VERSIONS (family, version, the upstream schema file, the messages loader, and
what the version deliberately rejects beyond upstream), every message and every one-edit mutant
of it (tests/agreement/published.py's `mutants`: each member removed, its value replaced by a
value of each other JSON type, an unknown member added to every object, every string replaced
by `_x` and by the empty string) is judged by python-jsonschema (Draft202012Validator) under
the checked-in snapshot (`snapshots/<family>/<version>.json`) and under the upstream schema.
The verdicts must be the same. Prints one `check passed:` line per row; exits 1 with the list
of differences otherwise. Every verdict comes from python-jsonschema, never from this file.
"""

import json
import sys
from pathlib import Path

import jsonschema

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
UPSTREAM = ROOT / "tests" / "upstream"
sys.path.insert(0, str(ROOT / "tests" / "agreement"))
from published import ag_ui_events, mutants  # noqa: E402


def ag_ui_messages(folder):
    """The events of AG-UI's conformance streams, then the valid events of the 1.1 payload
    corpus (tests/fixtures/ag-ui/v1.1/valid/), which add what no stream carries: the
    `encryptedValueType` of 1.1, and the event types no stream has."""
    events = ag_ui_events(folder)
    seen = {json.dumps(e, sort_keys=True) for e in events}
    for path in sorted((ROOT / "tests" / "fixtures" / "ag-ui" / "v1.1" / "valid").glob("*.json")):
        event = json.loads(path.read_text())
        if json.dumps(event, sort_keys=True) not in seen:
            events.append(event)
    return events


def nothing(_payload):
    """No payload is rejected beyond upstream."""
    return False


def encrypted_value_type(payload):
    """Whether the payload carries 1.1's `encryptedValueType` where 1.1 declares it.

    AG-UI 1.0 predates the field: 1.1 added it, optional, beside every `encryptedValue` (on
    REASONING_ENCRYPTED_VALUE, on the developer, system, assistant, user, tool and reasoning
    messages and on a tool call; the 1.1 changelog, and the 1.0 zod, pydantic and protobuf
    packages, which have no such field). 1.0's objects are closed, so such a payload is not a
    1.0 event, while upstream's 1.1 schema, the only published one (the 1.0 file is in no
    package), accepts it. Apart from this field 1.0 and 1.1 accept the same payloads. The key
    anywhere else (inside `metadata`, activity `content`, `RAW.event`: objects open by key) is
    data, valid in 1.0 too, so the check follows the places 1.1 declares it rather than
    looking for the key anywhere."""
    if not isinstance(payload, dict):
        return False
    if payload.get("type") == "REASONING_ENCRYPTED_VALUE" and "encryptedValueType" in payload:
        return True
    if payload.get("type") == "MESSAGES_SNAPSHOT":
        messages = payload.get("messages")
    elif payload.get("type") == "RUN_STARTED" and isinstance(payload.get("input"), dict):
        messages = payload["input"].get("messages")
    else:
        return False
    for message in messages if isinstance(messages, list) else []:
        if not isinstance(message, dict):
            continue
        calls = message.get("toolCalls")
        calls = [c for c in calls if isinstance(c, dict)] if isinstance(calls, list) else []
        if "encryptedValueType" in message or any("encryptedValueType" in c for c in calls):
            return True
    return False


# One row per family version authored from a published schema: (family, version, the upstream
# schema file under tests/upstream/, the messages loader (given the upstream folder), and the
# payloads the version must reject whatever upstream says).
VERSIONS = [
    ("ag-ui", "v1.1", "ag-ui/schema.1.1.json", ag_ui_messages, nothing),
    ("ag-ui", "v1.0", "ag-ui/schema.1.1.json", ag_ui_messages, encrypted_value_type),
]


def payloads_of(messages):
    """The messages and their mutants, each once."""
    seen, out = set(), []
    for message in messages:
        for payload in [message, *mutants(message)]:
            key = json.dumps(payload, sort_keys=True)
            if key not in seen:
                seen.add(key)
                out.append(payload)
    return out


def main():
    differences = []
    verdicts = {}  # (upstream file, payload) -> upstream's verdict, shared by the rows
    for family, version, upstream_file, read, rejected in VERSIONS:
        upstream_path = UPSTREAM / upstream_file
        upstream = jsonschema.Draft202012Validator(json.loads(upstream_path.read_text()))
        snapshot_path = ROOT / "snapshots" / family / f"{version}.json"
        ours = jsonschema.Draft202012Validator(json.loads(snapshot_path.read_text()))
        messages = read(upstream_path.parent)
        payloads = payloads_of(messages)
        accepted = wrong = beyond = 0
        for payload in payloads:
            key = (upstream_file, json.dumps(payload, sort_keys=True))
            if key not in verdicts:
                verdicts[key] = upstream.is_valid(payload)
            expected = verdicts[key] and not rejected(payload)
            got = ours.is_valid(payload)
            accepted += got
            beyond += verdicts[key] and rejected(payload)
            if got != expected:
                wrong += 1
                differences.append(
                    f"{family}@{version}: upstream {'accepts' if expected else 'rejects'}, "
                    f"ours {'accepts' if got else 'rejects'}: {json.dumps(payload)[:300]}"
                )
        if not wrong:
            print(
                f"check passed: {family}@{version} gives {upstream_file}'s verdict on "
                f"{len(messages)} messages and {len(payloads) - len(messages)} mutants "
                f"({accepted} valid"
                + (f"; {beyond} that upstream accepts rejected as this version requires" if beyond else "")
                + ")"
            )
    if differences:
        print("\n".join(differences[:60]))
        sys.exit(f"{len(differences)} verdicts differ from the published schemas'")


if __name__ == "__main__":
    main()
