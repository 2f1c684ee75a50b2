#!/usr/bin/env python3
"""Serde agreement: the Rust types that author each contract against its JSON Schema snapshot.

    python3 tests/agreement/serde.py [--per-version N]

Every fixture and N seeded mutants per family version (`eventspec-bench mutants`) go through the
version's Rust union with serde (`eventspec-bench serde`: deserialize, serialize back) and through
`eventspec validate` (declared mode). They must
agree: a payload JSON Schema accepts deserializes and serializes back to the same value, and one
it rejects is rejected by serde. The differences serde has by design are listed, each with its
reason, and counted; any other difference fails the run.
"""

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
EVENTSPEC = ROOT / "target" / "debug" / "eventspec"
BENCH = ROOT / "target" / "debug" / "eventspec-bench"

# Keywords whose constraint no serde type checks: a payload that breaks only these is read.
UNCHECKED = {
    "pattern": "serde does not match patterns",
    "format": "serde does not check formats",
    "minimum": "serde does not check bounds",
    "maximum": "serde does not check bounds",
    "exclusiveMinimum": "serde does not check bounds",
    "exclusiveMaximum": "serde does not check bounds",
    "minLength": "serde does not check lengths",
    "maxLength": "serde does not check lengths",
    "minItems": "serde does not check lengths",
    "maxItems": "serde does not check lengths",
    "uniqueItems": "serde does not check uniqueness",
    "multipleOf": "serde does not check multiples",
}
NULL_AS_ABSENT = "serde reads `null` for an optional field as absent (`Option` with `default`)"
ARRAY_AS_STRUCT = "serde_json reads a JSON array as a struct, field by field in order"
OPEN_UNION = "an open union accepts unknown event types; serde's tagged enum has no catch-all"
NULL_WRITTEN = "an absent optional field is written back as `null` (`Option` without `skip_serializing_if`)"
DEFAULT_WRITTEN = "an absent field is written back with the default its schema declares"
UNKNOWN_DROPPED = "a field the type does not declare (open content) is not kept by serde"
SAME_NUMBER = "an integer is written back as the same number with a fraction (`f64`): equal in JSON Schema"


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"failed: {' '.join(map(str, command))}\n{result.stderr}")
    return result.stdout


def findings(contract, path):
    """Error findings per event index."""
    out = defaultdict(list)
    report = json.loads(run([str(EVENTSPEC), "validate", "--family", contract, "--format", "json",
                             "--jobs", "1", str(path)]))
    for finding in report["findings"]:
        if finding["severity"] == "error":
            out[finding["event_index"]].append(finding)
    return out


class Snapshot:
    """Which fields a family version's types declare, read from its snapshot."""

    def __init__(self, path, tag):
        self.document = json.loads(path.read_text())
        self.tag = tag

    def resolve(self, schema):
        while isinstance(schema, dict) and "$ref" in schema:
            schema = self.document["$defs"][schema["$ref"].rsplit("/", 1)[1]]
        return schema

    def member(self, payload):
        """The schema of the event type `payload`'s tag names (the root for an untagged union)."""
        root = self.document
        for option in root.get("oneOf", root.get("anyOf", [])):
            option = self.resolve(option)
            tag = option.get("properties", {}).get(self.tag, {})
            if self.tag and "const" in tag and tag["const"] == payload.get(self.tag):
                return option
        return root

    def find(self, schema, segments):
        """The schema declared for the field at `segments` below `schema` (in the first branch
        of a union that declares it), or None."""
        schema = self.resolve(schema)
        if not segments or not isinstance(schema, dict):
            return schema
        for branch in schema.get("anyOf", schema.get("oneOf", [])):
            found = self.find(branch, segments)
            if found is not None:
                return found
        head, rest = segments[0], segments[1:]
        if head.isdigit() and "items" in schema:
            return self.find(schema["items"], rest)
        properties = schema.get("properties", {})
        return self.find(properties[head], rest) if head in properties else None

    def field(self, payload, pointer):
        """The schema of the field at `pointer` of `payload`, or None where it is not declared."""
        segments = [s.replace("~1", "/").replace("~0", "~") for s in pointer.split("/")[1:]]
        return self.find(self.member(payload), segments)


def differences(before, after, path=""):
    """`(pointer, before, after)` for each place the two values differ; a missing key is
    `...` (Ellipsis). Numbers compare by value, as JSON Schema compares them."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = []
        for key in sorted(set(before) | set(after)):
            out += differences(before.get(key, ...), after.get(key, ...), f"{path}/{key}")
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [d for i, (b, a) in enumerate(zip(before, after)) for d in differences(b, a, f"{path}/{i}")]
    same_number = (type(before) in (int, float) and type(after) in (int, float) and before == after)
    if before == after and (type(before) is type(after) or same_number):
        return [] if type(before) is type(after) else [(path, before, after)]
    return [(path, before, after)]


def explain_round_trip(payload, back, snapshot):
    """The reason of each difference between `payload` and what serde wrote `back`, or None
    for one serde has no reason for."""
    reasons = []
    for path, before, after in differences(payload, back):
        if before is ... and after is None:
            reasons.append(NULL_WRITTEN)
        elif before is ... and (snapshot.field(payload, path) or {}).get("default", ...) == after:
            reasons.append(DEFAULT_WRITTEN)
        elif after is ... and before is None:
            reasons.append(NULL_AS_ABSENT)
        elif after is ... and snapshot.field(payload, path) is None:
            reasons.append(UNKNOWN_DROPPED)
        elif type(before) in (int, float) and before == after:
            reasons.append(SAME_NUMBER)
        else:
            return None, f"{path}: {json.dumps(before, default=str)} -> {json.dumps(after, default=str)}"
    return reasons, None


def explain_accepted_invalid(errors):
    """Why serde reads a payload JSON Schema rejects, or None."""
    reasons = []
    for error in errors:
        keyword, message = error.get("keyword"), error["message"]
        if keyword in UNCHECKED:
            reasons.append(UNCHECKED[keyword])
        elif keyword == "type" and message.endswith("found null"):
            reasons.append(NULL_AS_ABSENT)
        elif keyword == "type" and "must be an object; found an array" in message:
            reasons.append(ARRAY_AS_STRUCT)
        else:
            return None
    return reasons


def check(path, family):
    """The agreement on one family version's corpus: (payloads, reasons, disagreements)."""
    contract = path.stem
    snapshot = Snapshot(ROOT / "snapshots" / family["id"] / f"{contract.split('@')[1]}.json", family["tag"])
    open_union = family["union"] == "open"
    payloads = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    declared = findings(contract, path)
    serde = [json.loads(line) for line in run([str(BENCH), "serde", "--family", contract, str(path)]).splitlines()]
    reasons, disagreements = Counter(), []
    # What serde writes back must be valid itself (a `null` where the schema forbids one is not).
    backs = [(i, v["back"]) for i, v in enumerate(serde) if v["accepted"] and not v["equal"] and i not in declared]
    written = path.parent / "written" / path.name
    written.parent.mkdir(exist_ok=True)
    written.write_text("".join(json.dumps(back) + "\n" for _, back in backs))
    for at, errors in findings(contract, written).items():
        index = backs[at][0]
        disagreements.append(f"{contract} #{index}: serde writes it back invalid: {errors[0]['message']}")
    for index, payload in enumerate(payloads):
        errors, verdict = declared.get(index, []), serde[index]
        if not errors and not verdict["accepted"]:
            if open_union and verdict["error"].startswith("unknown variant"):
                reasons[OPEN_UNION] += 1
                continue
            disagreements.append(f"{contract} #{index}: serde rejects a valid payload: {verdict['error']}")
        elif not errors and not verdict["equal"]:
            why, what = explain_round_trip(payload, verdict["back"], snapshot)
            if why is None:
                disagreements.append(f"{contract} #{index}: serde writes a valid payload back otherwise: {what}")
            reasons.update(set(why or []))
        elif errors and verdict["accepted"]:
            why = explain_accepted_invalid(errors)
            if why is None:
                disagreements.append(f"{contract} #{index}: serde reads an invalid payload: {errors[0]['message']}")
            reasons.update(set(why or []))
    return len(payloads), reasons, disagreements


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-version", type=int, default=10_000)
    args = parser.parse_args()
    listing = json.loads(run([str(EVENTSPEC), "list", "--format", "json"]))
    families = {family["id"]: family for family in listing["families"]}
    with tempfile.TemporaryDirectory(prefix="eventspec-serde-") as work:
        corpus = Path(work)
        run([str(BENCH), "mutants", "--per-version", str(args.per_version), "--out", str(corpus),
             "--fixtures", str(ROOT / "tests" / "fixtures")])
        total, reasons, disagreements = 0, Counter(), []
        for path in sorted(corpus.glob("*.jsonl")):
            count, why, wrong = check(path, families[path.stem.split("@")[0]])
            total, disagreements = total + count, disagreements + wrong
            reasons.update(why)
    print(f"{total} payloads through serde and JSON Schema, {len(disagreements)} disagreement(s)")
    for reason, count in reasons.most_common():
        print(f"  by design, {count} payload(s): {reason}")
    if disagreements:
        print("\n".join(disagreements[:20]))
        sys.exit(1)
    print("check passed: serde and the JSON Schema snapshots agree on every payload, but for the differences listed")


if __name__ == "__main__":
    main()
