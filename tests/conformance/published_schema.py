#!/usr/bin/env python3
"""Equivalence with a published schema: a family version authored from a JSON Schema upstream
publishes must give every payload the verdict upstream's own schema gives.

    python3 tests/conformance/published_schema.py

Each row of ROWS names a family version, the upstream schema file and its `$defs` entry that is
one event, and how to read upstream's messages. The oracle is that entry, validated by
python-jsonschema (Draft 2020-12) with the file's `$defs` beside it; the family version is its
snapshot (`snapshots/<family>/<version>.json`), validated the same way. The payloads are the
events of upstream's messages, every valid and invalid case of the family version's payload
corpus (`tests/fixtures/<family>/<version>/`), and the one-edit mutants of the messages and the
valid cases (`tests/agreement/mutation.py`). One `check passed:` line per row; on any
difference, the differing payloads are listed and the exit status is 1. A difference is fixed in
the family's Rust types, never here.
"""

import json
import sys
from pathlib import Path

from jsonschema import Draft202012Validator

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "tests" / "agreement"))
from mutation import mutants  # noqa: E402


def acp_session_updates(path):
    """The `params.update` of every `session/update` notification of a JSON-RPC message file."""
    updates = []
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        message = json.loads(line)
        if message.get("method") == "session/update" and "id" not in message:
            updates.append(message["params"]["update"])
    return updates


# family, version, upstream schema file, its `$defs` entry that is one event, messages file and
# the reader of its events.
ROWS = [
    ("acp", "v1", "tests/upstream/acp/schema.v1.json", "SessionUpdate",
     "tests/upstream/acp/messages.jsonl", acp_session_updates),
]


def corpus(family, version):
    """The events of the payload corpus: (valid, invalid)."""
    folder = ROOT / "tests" / "fixtures" / family / version
    valid = [json.loads(p.read_text()) for p in sorted((folder / "valid").glob("*.json"))]
    invalid = [json.loads(p.read_text())["event"] for p in sorted((folder / "invalid").glob("*.json"))]
    return valid, invalid


def check(family, version, schema_file, definition, messages_file, read):
    upstream = json.loads((ROOT / schema_file).read_text())
    oracle = Draft202012Validator({"$defs": upstream["$defs"], "$ref": f"#/$defs/{definition}"})
    snapshot = Draft202012Validator(json.loads((ROOT / "snapshots" / family / f"{version}.json").read_text()))
    messages = read(ROOT / messages_file)
    valid, invalid = corpus(family, version)
    payloads, seen = [], set()
    for payload in [*messages, *valid, *invalid, *(m for base in [*messages, *valid] for m in mutants(base))]:
        key = json.dumps(payload, sort_keys=True)
        if key not in seen:
            seen.add(key)
            payloads.append(payload)
    differences = []
    accepted = 0
    for payload in payloads:
        expected, got = oracle.is_valid(payload), snapshot.is_valid(payload)
        accepted += expected
        if expected != got:
            differences.append(f"  upstream {'accepts' if expected else 'rejects'}, {family}@{version} "
                               f"{'accepts' if got else 'rejects'}: {json.dumps(payload)}")
    for name, events, verdict in (("message", messages, True), ("valid case", valid, True), ("invalid case", invalid, False)):
        for event in events:
            if oracle.is_valid(event) != verdict:
                differences.append(f"  upstream's schema does not judge this {name} as the corpus does: {json.dumps(event)}")
    summary = (f"{family}@{version} against {schema_file} `$defs/{definition}`: {len(payloads)} payloads "
               f"({len(messages)} upstream events, {len(valid)} valid and {len(invalid)} invalid cases, the rest "
               f"mutants; {accepted} valid upstream)")
    return summary, differences


def main():
    failed = False
    for row in ROWS:
        summary, differences = check(*row)
        if differences:
            failed = True
            print(f"FAILED {summary}: {len(differences)} differences")
            print("\n".join(differences[:60]))
        else:
            print(f"check passed: {summary}, every verdict the same")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
