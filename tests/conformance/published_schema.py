#!/usr/bin/env python3
"""Equivalence with a published schema: a family version authored from an upstream JSON Schema
must accept and reject exactly what that schema does.

    python3 tests/conformance/published_schema.py [--mutants-per-message N]

Each row of ROWS names a family version, the upstream schema file and its `$defs` entry that is
one event (none: the whole document), how to read upstream's messages, and what the version
deliberately rejects beyond upstream. The payloads are the events of upstream's messages, every
valid and invalid case of the version's payload corpus (`tests/fixtures/<family>/<version>/`),
and one-edit mutants of the messages and the valid cases (`tests/agreement/mutation.py`: each
member removed, its value replaced by a value of each other JSON type, an unknown member added
to every object, every string replaced by `_x` and by the empty string). python-jsonschema
(Draft 2020-12) judges each under the upstream schema and under the checked-in snapshot
(`snapshots/<family>/<version>.json`); the verdicts must be the same. One `check passed:` line
per row; on any difference the payloads are listed and the exit status is 1. A difference is
fixed in the family's Rust types, never here.

The test command judges 12 mutants per message, spread evenly over its mutants: upstream's
AG-UI schema costs python-jsonschema 15 ms a payload. `--mutants-per-message 0` judges every
mutant; its last run is recorded in docs/conformance.md.
"""

import argparse
import json
import sys
from pathlib import Path

from jsonschema import Draft202012Validator

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "tests" / "agreement"))
from mutation import mutants  # noqa: E402
from upstream import acp_session_updates, ag_ui_events  # noqa: E402


def ag_ui_messages(path):
    """The events of AG-UI's conformance streams, then the valid events of the 1.1 payload
    corpus (tests/fixtures/ag-ui/v1.1/valid/), which add what no stream carries: the
    `encryptedValueType` of 1.1, and the event types no stream has."""
    events = ag_ui_events(path.parent)
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


# One row per family version authored from a published schema: family, version, the upstream
# schema file, its `$defs` entry that is one event (None: the document), the messages file and
# the reader of its events, and the payloads the version must reject whatever upstream says.
ROWS = [
    ("ag-ui", "v1.1", "tests/upstream/ag-ui/schema.1.1.json", None,
     "tests/upstream/ag-ui/schema.1.1.json", ag_ui_messages, nothing),
    ("ag-ui", "v1.0", "tests/upstream/ag-ui/schema.1.1.json", None,
     "tests/upstream/ag-ui/schema.1.1.json", ag_ui_messages, encrypted_value_type),
    ("acp", "v1", "tests/upstream/acp/schema.v1.json", "SessionUpdate",
     "tests/upstream/acp/messages.jsonl", acp_session_updates, nothing),
]


def corpus(family, version):
    """The events of the payload corpus: (valid, invalid)."""
    folder = ROOT / "tests" / "fixtures" / family / version
    valid = [json.loads(p.read_text()) for p in sorted((folder / "valid").glob("*.json"))]
    invalid = [json.loads(p.read_text())["event"] for p in sorted((folder / "invalid").glob("*.json"))]
    return valid, invalid


def payloads_of(messages, valid, invalid, limit):
    """The messages, the corpus and the mutants of the messages and valid cases, each once."""
    seen, out = set(), []
    edited = (m for base in [*messages, *valid] for m in mutants(base, limit))
    for payload in [*messages, *valid, *invalid, *edited]:
        key = json.dumps(payload, sort_keys=True)
        if key not in seen:
            seen.add(key)
            out.append(payload)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants-per-message", type=int, default=12, help="0: every mutant")
    limit = parser.parse_args().mutants_per_message
    differences = []
    verdicts = {}  # (upstream file, definition, payload) -> upstream's verdict, shared by the rows
    for family, version, schema_file, definition, messages_file, read, rejected in ROWS:
        upstream = json.loads((ROOT / schema_file).read_text())
        if definition:
            upstream = {"$defs": upstream["$defs"], "$ref": f"#/$defs/{definition}"}
        oracle = Draft202012Validator(upstream)
        ours = Draft202012Validator(json.loads((ROOT / "snapshots" / family / f"{version}.json").read_text()))
        messages = read(ROOT / messages_file)
        valid, invalid = corpus(family, version)
        payloads = payloads_of(messages, valid, invalid, limit)
        accepted = wrong = beyond = 0
        for payload in payloads:
            key = (schema_file, definition, json.dumps(payload, sort_keys=True))
            if key not in verdicts:
                verdicts[key] = oracle.is_valid(payload)
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
        for name, events, verdict in (("valid case", valid, True), ("invalid case", invalid, False)):
            for event in events:
                upstream_says = verdicts[(schema_file, definition, json.dumps(event, sort_keys=True))]
                if (upstream_says and not rejected(event)) != verdict:
                    differences.append(f"{family}@{version}: upstream disagrees with the {name} {json.dumps(event)[:200]}")
        if not wrong:
            print(
                f"check passed: {family}@{version} gives {schema_file}'s verdict on "
                f"{len(payloads)} payloads ({len(messages)} upstream messages, {len(valid)} valid and "
                f"{len(invalid)} invalid cases, the rest mutants; {accepted} valid"
                + (f"; {beyond} that upstream accepts rejected, as this version requires" if beyond else "")
                + ")"
            )
    if differences:
        print("\n".join(differences[:60]))
        sys.exit(f"{len(differences)} verdicts differ from the published schemas'")


if __name__ == "__main__":
    main()
