#!/usr/bin/env python3
"""One set of stream findings: `eventspec validate --stream`, and the stream checkers of the
generated TypeScript and Python packages, on the same streams.

    python3 tests/agreement/streams.py [--mutants N] [--python PYTHON]

The streams are every stream fixture (tests/fixtures/streams/FAMILY/VERSION: valid, invalid,
and the grouped ones, checked as one stream and per `session_id`; and users' schemas with
their rules, tests/rules, through the packages `generate --schema` writes) and N seeded mutants
of each valid one: an event dropped, duplicated or moved, the stream cut short, two events' keys swapped
(the field a rule pairs events by); and number variants of each valid one: its keys written as
numbers (`1` and `1.0` for one key, integers past 2^53 and past 2^64, `true` and `1`), its
counters past 2^53 or as floats, its reassembled JSON with numbers written two ways. The three
must report the same findings: rule, event index, line, related line, path and message.

Then the bounds of both generated checkers (stream_bounds.py, stream_bounds.mjs): reassembling
4N deltas takes less than 8 times the CPU time of N (linear: 4, quadratic: 16), and sessions opened and
ended by the thousand leave only the ones open held.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import names

ROOT = Path(__file__).resolve().parent.parent.parent
HERE = Path(__file__).resolve().parent
EVENTSPEC = ROOT / "target" / "debug" / "eventspec"
FIXTURES = ROOT / "tests" / "fixtures" / "streams"


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode not in (0, 1):
        sys.exit(f"failed: {' '.join(map(str, command))}\n{result.stdout}{result.stderr}")
    return result.stdout


def keys_of(rules):
    """The JSON pointers the rules pair events by; an item's key within the items of a list as
    `LIST/*KEY` (`/choices/*/index`)."""
    keys = {rule["key"] for rule in rules if "key" in rule and "items" not in rule}
    keys |= {f"{rule['items']}/*{rule['key']}" for rule in rules if "items" in rule}
    return sorted(keys)


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


def field(event, pointer):
    """The object holding the field at `pointer` in `event` and the field's name, or None."""
    *path, name = [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]
    for token in path:
        event = event.get(token) if isinstance(event, dict) else None
    return (event, name) if isinstance(event, dict) and name in event else None


def fields(event, pointer):
    """The (object, name) of each field at `pointer` in `event`: one at most, or one per item
    where the pointer goes into a list's items (`/choices/*/index`)."""
    if "/*/" not in pointer:
        found = field(event, pointer)
        return [] if found is None else [found]
    outer, inner = pointer.split("/*", 1)
    found = field(event, outer)
    items = found[0][found[1]] if found is not None else None
    return [f for item in (items if isinstance(items, list) else []) for f in [field(item, inner)] if f is not None]


def renumbered(events, pointers, number, other):
    """`events` with the values at `pointers` made numbers: the n-th distinct value
    `number(n)`, every second time it occurs `other(number(n))`."""
    ids, times = {}, {}
    for event in events:
        for holder, name in (found for pointer in pointers for found in fields(event, pointer)):
            if holder[name] is None:
                continue
            key = json.dumps(holder[name])
            n = ids.setdefault(key, len(ids))
            times[key] = times.get(key, 0) + 1
            holder[name] = number(n) if times[key] % 2 else other(number(n))
    return events


def reassembled(events, rules, text, value):
    """`events` with each JSON reassembly's deltas of its first call spelling `text`, and the
    call's final value `value` (where the rule has one)."""
    def selected(selector, event):
        when = selector.get("when")
        found = field(event, when["field"]) if when else None
        return event.get("type") == selector["event_type"] and (not when or (found is not None and found[0][found[1]] in when["values"]))

    def key_of(rule, event):
        found = field(event, rule.get("key", "/"))
        return found[0][found[1]] if found else None

    for rule in (r for r in rules if r["kind"] == "reassembly" and r["json"]):
        deltas = [e for e in events if selected(rule["delta"], e) and field(e, rule["text"])]
        if not deltas:
            continue
        mine = [e for e in deltas if key_of(rule, e) == key_of(rule, deltas[0])]
        cut = len(text) // len(mine)
        for n, event in enumerate(mine):
            holder, name = field(event, rule["text"])
            holder[name] = text[n * cut:] if n == len(mine) - 1 else text[n * cut:(n + 1) * cut]
        if "value" not in rule:
            continue
        for event in events:
            if event.get("type") == rule["complete"]["event_type"] and key_of(rule, event) == key_of(rule, deltas[0]):
                event[rule["value"].lstrip("/")] = value
    return events


JOINED = '{"n":1,"big":9007199254740993,"past":18446744073709551617,"f":1.5e-7,"t":true,"o":{"b":2,"a":1}}'


def number_variants(events, rules):
    """The number variants of a valid stream, each with its name."""
    keys = keys_of(rules) + ["/session_id"]
    counters = sorted({r["field"] for r in rules if r["kind"] == "monotonic"})
    copy = lambda: json.loads(json.dumps(events))  # noqa: E731
    big, past = 2**53 + 1, 2**64
    yield "keys-1-and-1.0", renumbered(copy(), keys, lambda n: n + 1, float)
    yield "keys-past-2^53", renumbered(copy(), keys, lambda n: big + 2 * n, lambda x: x)
    yield "keys-past-2^53-off-by-one", renumbered(copy(), keys, lambda n: big + 2 * n, lambda x: x + 1)
    yield "keys-past-2^64", renumbered(copy(), keys, lambda n: past + 4096 * n, lambda x: x + 1)
    yield "keys-true-and-1", renumbered(copy(), keys, lambda n: True if n == 0 else n + 1, lambda x: 1 if x is True else x)
    if counters:
        shifted = copy()
        for event in shifted:
            for pointer in counters:
                found = field(event, pointer)
                if found is not None and isinstance(found[0][found[1]], int):
                    found[0][found[1]] += 2**53
        yield "counters-past-2^53", shifted
        yield "counters-as-floats", renumbered(copy(), counters, lambda n: n, float)
    if any(r["kind"] == "reassembly" and r["json"] for r in rules):
        same = {"o": {"a": 1.0, "b": 2}, "t": True, "f": 1.5e-7, "past": 2**64, "big": big, "n": 1.0}
        yield "json-equal", reassembled(copy(), rules, JOINED, same)
        for name, change in [("true-is-not-1", {"t": 1}), ("big-exact", {"big": big - 1})]:
            yield f"json-{name}", reassembled(copy(), rules, JOINED, {**same, **change})


def bounds(command, env):
    """The bounds one generated checker keeps: what is wrong, if anything."""
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        return [f"failed: {(result.stderr.strip().splitlines() or ['no output'])[-1]}"]
    report = json.loads(result.stdout)
    once, four_times = report["reassembly"]
    problems = []
    if four_times > 8 * once:
        problems.append(f"reassembling 4 times the deltas took {four_times / once:.1f} times the CPU time "
                        f"({once:.3f} s, {four_times:.3f} s; linear is 4, quadratic 16)")
    held = report.get("most_held"), report.get("held_at_end"), report.get("findings")
    if held != (7, 0, 0):
        problems.append(f"7 sessions open at a time of 2000 held {held[0]} groups at most, {held[1]} at the end, "
                        f"with {held[2]} finding(s)")
    return problems


def cli(contract, files, group_by):
    """The sequence findings of `eventspec validate --stream` per file, the contract named by
    its flags (`--family F@V`, or `--schema S` with its rules beside it)."""
    flags = ["--group-by", group_by] if group_by else []
    report = json.loads(run([str(EVENTSPEC), "validate", *contract, "--stream", "--format", "json",
                             "--jobs", "1", *flags, *map(str, files)]))
    out = {str(f): [] for f in files}
    for f in report["findings"]:
        if f.get("sequence_rule"):
            out[f["file"]].append([f["sequence_rule"], f["event_index"], f["line"], f.get("related_line"),
                                   f["instance_path"], f["message"]])
    return out


class Checkers:
    """Where the generated checkers of one package are: the compiled TypeScript index and the
    Python package's source folder."""

    def __init__(self, index_js, python_src, python):
        self.index_js = index_js
        self.env = {**os.environ, "PYTHONPATH": str(python_src)}
        self.python = python


def agree(contract, label, rules, streams, checkers, names, mutants, out, failures):
    """Compares the CLI with both checkers on `streams` (paths under folders named `valid`,
    `invalid` or `grouped`), their number variants and `mutants` seeded mutants of each valid
    one; returns how many streams and CLI findings were compared."""
    namespace, module = names
    rng = random.Random(f"streams:{label}")
    out.mkdir()
    streams = list(streams)
    for valid in [s for s in streams if s.parent.name in ("valid", "grouped")]:
        events = [json.loads(line) for line in valid.read_text().splitlines() if line.strip()]
        for name, variant in number_variants(events, rules):
            path = out / valid.parent.name / f"{valid.stem}-{name}.jsonl"
            path.parent.mkdir(exist_ok=True)
            path.write_text("".join(json.dumps(e) + "\n" for e in variant))
            streams.append(path)
        if valid.parent.name != "valid":
            continue
        for n in range(mutants):
            how, mutant = mutate(events, keys_of(rules), rng)
            path = out / f"{valid.stem}-{n}-{how.replace(' ', '-')}.jsonl"
            path.write_text("".join(json.dumps(e) + "\n" for e in mutant))
            streams.append(path)
    runs = [(streams, None)]
    grouped = [s for s in streams if s.parent.name == "grouped"]
    if grouped:
        runs.append((grouped, "session_id"))
    total = findings = 0
    for files, group_by in runs:
        expected = cli(contract, files, group_by)
        voters = {}
        node = ["node", str(HERE / "stream_findings.mjs"), str(checkers.index_js), namespace]
        python = [checkers.python, str(HERE / "stream_findings.py"), module]
        for voter, command in [("typescript", node), ("python", python)]:
            lines = run([*command, group_by or "-", *map(str, files)], env=checkers.env).splitlines()
            voters[voter] = {r["file"]: r["findings"] for r in map(json.loads, lines)}
        for file in map(str, files):
            total += 1
            findings += len(expected[file])
            for voter, found in voters.items():
                if sorted(found[file], key=str) != sorted(expected[file], key=str):
                    failures.append(f"{label} {voter} on {file}{' by ' + group_by if group_by else ''}:\n"
                                    f"  eventspec: {expected[file]}\n  {voter}: {found[file]}")
    return total, findings


# Users' schemas with stream rules, through the packages `generate --schema` writes: (label,
# schema, rules file or None for the one beside the schema, folder of valid/ and invalid/
# streams, TypeScript namespace, Python module).
USER_CONTRACTS = [
    ("tool calls", "tests/rules/tool-calls/tool-calls.json", None, None,
     "toolCallEvent", "eventspec_events.tool_call_event"),
    ("AG-UI", "tests/upstream/ag-ui/schema.1.1.json", "tests/rules/ag-ui/ag-ui.rules.json",
     "tests/rules/ag-ui", "aguiProtocol", "eventspec_events.agui_protocol"),
    ("content blocks", "tests/rules/blocks/messages.json", None, "tests/rules/blocks",
     "messageStreamEvent", "eventspec_events.message_stream_event"),
    ("output items", "tests/rules/responses/responses.json", None, "tests/rules/responses",
     "responseStreamEvent", "eventspec_events.response_stream_event"),
    ("choices", "tests/rules/choices/chunks.json", None, "tests/rules/choices",
     "chatCompletionChunk", "eventspec_events.chat_completion_chunk"),
]


def user_streams(folder, work):
    """The valid and invalid streams of a user's contract; for AG-UI, also every conformance
    stream of AG-UI's own (tests/upstream/ag-ui/streams), as JSONL."""
    if folder is None:
        user = ROOT / "tests" / "rules" / "tool-calls"
        streams = work / "tool-call-streams"
        for kind, name in (("valid", "ended.jsonl"), ("invalid", "never-ended.jsonl")):
            (streams / kind).mkdir(parents=True, exist_ok=True)
            (streams / kind / name).write_text((user / name).read_text())
        return sorted(streams.glob("*/*.jsonl"))
    streams = sorted((ROOT / folder).glob("*/*.jsonl"))
    if folder.endswith("ag-ui"):
        for path in sorted((ROOT / "tests" / "upstream" / "ag-ui" / "streams").glob("*.json")):
            fixture = json.loads(path.read_text())
            # A stream AG-UI's client completes is valid; one it fails, invalid.
            kind = "valid" if fixture["expect"]["outcome"] == "completed" else "invalid"
            out = work / "ag-ui-upstream" / kind / f"{path.stem}.jsonl"
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text("".join(json.dumps(e) + "\n" for e in fixture["stream"]))
            streams.append(out)
    return streams


def user_contracts(args, work, failures):
    """Each user's schema with its rules: its own generated packages' checkers against
    `eventspec validate --schema S [--rules R] --stream`."""
    total = findings = 0
    for n, (label, schema, rules_file, folder, namespace, module) in enumerate(USER_CONTRACTS):
        package = work / f"user-package-{n}"
        flags = ["--schema", str(ROOT / schema)] + (["--rules", str(ROOT / rules_file)] if rules_file else [])
        run([str(EVENTSPEC), "generate", *flags, "--out", str(package)])
        compiled = work / f"user-ts-{n}"
        run([str(args.node_modules / ".bin" / "tsc"), "-p", str(package / "typescript"), "--outDir",
             str(compiled), "--declaration", "false"])
        rules_path = ROOT / (rules_file or schema.replace(".json", ".rules.json"))
        rules = json.loads(rules_path.read_text())["rules"]
        checkers = Checkers(compiled / "index.js", package / "python" / "src", args.python)
        counted = agree(flags, label, rules, user_streams(folder, work), checkers, (namespace, module),
                        args.mutants, work / f"user-mutants-{n}", failures)
        total, findings = total + counted[0], findings + counted[1]
    return total, findings


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=200, help="mutants per valid stream")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--node-modules", type=Path, default=ROOT / "tests" / "typings" / "node_modules")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="eventspec-streams-") as work:
        agree_all(args, Path(work))


def agree_all(args, work):
    compiled = work / "ts"
    run([str(args.node_modules / ".bin" / "tsc"), "-p", str(ROOT / "generated" / "typescript"), "--outDir",
         str(compiled), "--declaration", "false"])
    registry = Checkers(compiled / "index.js", ROOT / "generated" / "python" / "src", args.python)
    env = registry.env
    listing = json.loads(run([str(EVENTSPEC), "list", "--format", "json"]))
    total = findings = 0
    failures = []
    for family in listing["families"]:
        for version in family["versions"]:
            contract = f"{family['id']}@{version['id']}"
            rules = json.loads((ROOT / "snapshots" / family["id"] / f"{version['id']}.rules.json").read_text())["rules"]
            if not rules:
                continue  # nothing to agree on: no stream rule
            streams = sorted((FIXTURES / family["id"] / version["id"]).glob("*/*.jsonl"))
            namespace = names.namespace(family["id"], version["id"])
            module = f"eventspec_events.{names.python_module(family['id'], version['id'])}"
            counted = agree(["--family", contract], contract, rules, streams, registry, (namespace, module),
                            args.mutants, work / contract, failures)
            total, findings = total + counted[0], findings + counted[1]
    counted = user_contracts(args, work, failures)
    total, findings = total + counted[0], findings + counted[1]
    we0 = ROOT / "tests" / "fixtures" / "streams" / "we0" / "v1" / "valid" / "two-steps-with-tool.jsonl"
    for voter, command in [
        ("typescript", ["node", str(HERE / "stream_bounds.mjs"), str(compiled / "index.js"), "we0V1", str(we0)]),
        ("python", [args.python, str(HERE / "stream_bounds.py"), "eventspec_events.we0.v1", str(we0)]),
    ]:
        failures.extend(f"{voter} checker: {problem}" for problem in bounds(command, env))
    print(f"{total} stream(s), {findings} finding(s) from eventspec validate --stream, {len(failures)} disagreement(s)")
    if failures:
        print("\n".join(failures[:10]))
        sys.exit(1)
    print("check passed: the TypeScript and Python stream checkers report what eventspec validate --stream reports, "
          "on every stream fixture, seeded mutants and number variants of the valid ones, the registry's and "
          "users' schemas with their rules (tests/rules: every rule kind, AG-UI's "
          "own conformance streams); both keep their bounds")


if __name__ == "__main__":
    main()
