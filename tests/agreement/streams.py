#!/usr/bin/env python3
"""One set of stream findings: `eventspec validate --stream`, and the stream checkers of the
generated TypeScript and Python packages, on the same streams.

    python3 tests/agreement/streams.py [--mutants N] [--python PYTHON]

The streams are every stream fixture (tests/fixtures/streams/FAMILY/VERSION: valid, invalid,
and the grouped ones, checked as one stream and per `session_id`) and N seeded mutants of each
valid one: an event dropped, duplicated or moved, the stream cut short, two events' keys swapped
(the field a rule pairs events by). The three must report the same findings: rule, event index,
line, related line, path and message.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
HERE = Path(__file__).resolve().parent
EVENTSPEC = ROOT / "target" / "debug" / "eventspec"
FIXTURES = ROOT / "tests" / "fixtures" / "streams"


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode not in (0, 1):
        sys.exit(f"failed: {' '.join(map(str, command))}\n{result.stdout}{result.stderr}")
    return result.stdout


def camel(text):
    parts = [p for p in text.replace(".", "_").split("_") if p]
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def keys_of(rules):
    """The JSON pointers the rules pair events by."""
    return sorted({rule["key"] for rule in rules if "key" in rule})


def mutate(events, keys, rng):
    """One seeded mutant of a valid stream, and how it was made."""
    events = [json.loads(json.dumps(e)) for e in events]
    how = rng.choice(["drop", "duplicate", "move", "cut", "swap keys"])
    at = rng.randrange(len(events))
    if how == "drop" and len(events) > 1:
        del events[at]
    elif how == "duplicate":
        events.insert(at, json.loads(json.dumps(events[at])))
    elif how == "move" and len(events) > 1:
        event = events.pop(at)
        events.insert(rng.randrange(len(events) + 1), event)
    elif how == "cut" and len(events) > 1:
        events = events[: rng.randrange(1, len(events))]
    elif how == "swap keys" and keys:
        key = rng.choice(keys).lstrip("/")
        holders = [e for e in events if isinstance(e, dict) and key in e]
        if len(holders) > 1:
            a, b = rng.sample(holders, 2)
            a[key], b[key] = b[key], a[key]
    return how, events


def cli(contract, files, group_by):
    """The sequence findings of `eventspec validate --stream` per file."""
    flags = ["--group-by", group_by] if group_by else []
    report = json.loads(run([str(EVENTSPEC), "validate", "--family", contract, "--stream", "--format", "json",
                             "--jobs", "1", *flags, *map(str, files)]))
    out = {str(f): [] for f in files}
    for f in report["findings"]:
        if f.get("sequence_rule"):
            out[f["file"]].append([f["sequence_rule"], f["event_index"], f["line"], f.get("related_line"),
                                   f["instance_path"], f["message"]])
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=200, help="mutants per valid stream")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--node-modules", type=Path, default=ROOT / "tests" / "typings" / "node_modules")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="eventspec-streams-"))
    compiled = work / "ts"
    run([str(args.node_modules / ".bin" / "tsc"), "-p", str(ROOT / "generated" / "typescript"), "--outDir",
         str(compiled), "--declaration", "false"])
    env = {**os.environ, "PYTHONPATH": str(ROOT / "generated" / "python" / "src")}
    listing = json.loads(run([str(EVENTSPEC), "list", "--format", "json"]))
    total = findings = 0
    failures = []
    for family in listing["families"]:
        for version in family["versions"]:
            contract = f"{family['id']}@{version['id']}"
            rules = json.loads((ROOT / "snapshots" / family["id"] / f"{version['id']}.rules.json").read_text())["rules"]
            folder = FIXTURES / family["id"] / version["id"]
            streams = sorted(folder.glob("*/*.jsonl"))
            rng = random.Random(f"streams:{contract}")
            out = work / contract
            out.mkdir()
            for valid in [s for s in streams if s.parent.name == "valid"]:
                events = [json.loads(line) for line in valid.read_text().splitlines() if line.strip()]
                for n in range(args.mutants):
                    how, mutant = mutate(events, keys_of(rules), rng)
                    path = out / f"{valid.stem}-{n}-{how.replace(' ', '-')}.jsonl"
                    path.write_text("".join(json.dumps(e) + "\n" for e in mutant))
                    streams.append(path)
            runs = [(streams, None)]
            grouped = [s for s in streams if s.parent.name == "grouped"]
            if grouped:
                runs.append((grouped, "session_id"))
            namespace = camel(family["id"]) + version["id"][:1].upper() + version["id"][1:]
            module = f"eventspec_events.{family['id'].replace('.', '_')}.{version['id']}"
            for files, group_by in runs:
                expected = cli(contract, files, group_by)
                voters = {}
                node = ["node", str(HERE / "stream_findings.mjs"), str(compiled / "index.js"), namespace]
                python = [args.python, str(HERE / "stream_findings.py"), module]
                for voter, command in [("typescript", node), ("python", python)]:
                    lines = run([*command, group_by or "-", *map(str, files)], env=env).splitlines()
                    voters[voter] = {r["file"]: r["findings"] for r in map(json.loads, lines)}
                for file in map(str, files):
                    total += 1
                    findings += len(expected[file])
                    for voter, found in voters.items():
                        if sorted(found[file], key=str) != sorted(expected[file], key=str):
                            failures.append(f"{contract} {voter} on {file}{' by ' + group_by if group_by else ''}:\n"
                                            f"  eventspec: {expected[file]}\n  {voter}: {found[file]}")
    print(f"{total} stream(s), {findings} finding(s) from eventspec validate --stream, {len(failures)} disagreement(s)")
    if failures:
        print("\n".join(failures[:10]))
        sys.exit(1)
    print("check passed: the TypeScript and Python stream checkers report what eventspec validate --stream reports, "
          "on every stream fixture and seeded mutants of the valid ones")


if __name__ == "__main__":
    main()
