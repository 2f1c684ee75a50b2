"""The binding's findings are the CLI's: for every family version of the registry, a recording
made of its fixtures (valid events, invalid ones, and lines that are not JSON) is checked by
`eventspec validate --format jsonl` and by the binding's `validate_file` and `validate_many`,
which must give the same list of findings, field for field. Stream rules, modes, user schemas,
`diff` and the errors are compared with the CLI the same way.

    python check_findings.py EVENTSPEC SCRATCH   (with the binding installed)
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import eventspec

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "tests" / "fixtures"
failures: list[str] = []


def cli(eventspec_bin: str, *args: str) -> tuple[int, str, str]:
    result = subprocess.run([eventspec_bin, *args], capture_output=True, text=True, cwd=ROOT)
    return result.returncode, result.stdout, result.stderr


def cli_findings(eventspec_bin: str, *args: str) -> list[dict[str, object]]:
    code, out, err = cli(eventspec_bin, "validate", "--format", "jsonl", *args)
    if code not in (0, 1):
        failures.append(f"eventspec validate {' '.join(args)} exited {code}: {err}")
    return [json.loads(line) for line in out.splitlines() if "project_file" not in line]


def same(label: str, expected: list[dict[str, object]], got: list[dict[str, object]]) -> None:
    if expected != got:
        first = next((i for i, (a, b) in enumerate(zip(expected, got)) if a != b), None)
        detail = (
            f"first difference at {first}: CLI {expected[first]} binding {got[first]}"
            if first is not None
            else f"CLI {len(expected)} findings, binding {len(got)}"
        )
        failures.append(f"{label}: {detail}")


def recording(family: str, version: str, scratch: Path) -> Path:
    """The fixtures of one version as a JSONL recording, with lines the reader must report."""
    lines = []
    for path in sorted((FIXTURES / family / version / "valid").glob("*.json")):
        lines.append(json.dumps(json.loads(path.read_text())))
    for path in sorted((FIXTURES / family / version / "invalid").glob("*.json")):
        case = json.loads(path.read_text())
        if "event" in case:
            lines.append(json.dumps(case["event"]))
    lines[1:1] = ["", "{\"not\": json", "[1, 2", "\"a string\"", "{\"deep\": " + "[" * 200 + "]" * 200 + "}"]
    out = scratch / f"{family}-{version}.jsonl"
    out.write_text("\n".join(lines) + "\n")
    return out


def versions() -> list[tuple[str, str]]:
    return sorted(
        (family.name, version.name)
        for family in FIXTURES.iterdir()
        if family.is_dir() and family.name not in ("drift", "streams")
        for version in family.iterdir()
        if (version / "valid").is_dir()
    )


def check_corpus(eventspec_bin: str, scratch: Path) -> None:
    compared = judged = 0
    for family, version in versions():
        reference = f"{family}@{version}"
        path = recording(family, version, scratch)
        relative = str(path)
        for mode in ("declared", "strict", "tolerant"):
            flag = [] if mode == "declared" else [f"--{mode}"]
            expected = cli_findings(eventspec_bin, "--family", reference, *flag, relative)
            validator = eventspec.Validator(reference, mode=mode)  # type: ignore[arg-type]
            same(f"{reference} {mode} validate_file", expected, validator.validate_file(relative))
            with path.open("rb") as lines:
                got = validator.validate_many(lines, source=relative)
            same(f"{reference} {mode} validate_many", expected, got)
            # The lines as str, without their line ends (the blank one an empty text).
            texts = path.read_text().splitlines()
            same(f"{reference} {mode} validate_many of texts", expected, validator.validate_many(texts, source=relative))
            two = eventspec.Validator(reference, mode=mode, jobs=2)  # type: ignore[arg-type]
            same(f"{reference} {mode} jobs=2", expected, two.validate_file(relative))
            compared += len(expected)
            judged += check_verdicts(f"{reference} {mode}", path, expected, (validator, two))
    print(f"check passed: validate_file and validate_many give the CLI's {compared} findings on every family version, in every mode, with 1 and 2 jobs")
    print(f"check passed: is_valid and is_valid_many give the CLI's verdicts on {judged} events (texts and dicts) of every family version, in every mode, with 1 and 2 jobs")


def check_verdicts(label: str, path: Path, expected: list[dict[str, object]], validators: tuple[eventspec.Validator, ...]) -> int:
    """`is_valid` and `is_valid_many` against the CLI's findings on the lines of `path`: a line
    is valid when it holds an event and no finding with an error names it."""
    lines = path.read_text().splitlines()
    errors = {f["line"] for f in expected if f["severity"] == "error"}
    want = [bool(line.strip()) and number not in errors for number, line in enumerate(lines, 1)]
    parsed = [(json.loads(line), verdict) for line, verdict in zip(lines, want) if readable(line)]
    for validator in validators:
        for how, got, wanted in (
            ("is_valid_many", validator.is_valid_many(lines), want),
            ("is_valid", [validator.is_valid(line) for line in lines], want),
            ("is_valid_many on dicts", validator.is_valid_many(e for e, _ in parsed), [v for _, v in parsed]),
        ):
            if got != wanted:
                at = next(i for i, (a, b) in enumerate(zip(wanted, got)) if a != b) if len(got) == len(wanted) else None
                failures.append(f"{label} {how}: " + (f"{len(got)} verdicts for {len(wanted)} events" if at is None else f"event {at} is {got[at]}, the CLI says {wanted[at]}"))
    return len(want) + len(parsed)


def readable(line: str) -> bool:
    """Whether `line` is JSON a Python value can hand over: nested at most 128 levels deep (a
    deeper value is refused with a ValueError, check_hostile.py)."""
    try:
        value = json.loads(line)
    except ValueError:
        return False
    return depth(value) <= 128


def depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max(map(depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(depth, value), default=0)
    return 0


def check_streams(eventspec_bin: str) -> None:
    compared = 0
    for path in sorted((FIXTURES / "streams").glob("*/*/*/*.jsonl")):
        family, version = path.parts[-4], path.parts[-3]
        reference = f"{family}@{version}"
        relative = str(path.relative_to(ROOT))
        expected = [
            f for f in cli_findings(eventspec_bin, "--family", reference, "--stream", relative)
            if f["rule"] == "sequence"
        ]
        checker = eventspec.StreamChecker(reference, source=relative)
        got: list[dict[str, object]] = []
        for line in path.read_bytes().splitlines():
            got.extend(checker.push(line))
        got.extend(checker.finish())
        same(f"{relative} StreamChecker", expected, got)
        compared += len(expected)
    print(f"check passed: StreamChecker push/finish give the CLI's {compared} sequence findings on every stream fixture")


def check_user_schema(eventspec_bin: str, scratch: Path) -> None:
    schema = ROOT / "tests" / "typings" / "user" / "agent.schema.json"
    events = scratch / "agent.jsonl"
    events.write_text(
        '{"type": "step.started", "step": "plan"}\n'
        '{"type": "step.finished", "step": "plan"}\n'
        '{"type": "step.finished", "step": "", "outcome": "done", "extra": 1}\n'
        '{"type": "other"}\n'
    )
    expected = cli_findings(eventspec_bin, "--schema", str(schema), str(events))
    for label, validator in (
        ("a path", eventspec.Validator(schema=schema)),
        ("a dict", eventspec.Validator(schema=json.loads(schema.read_text()))),
    ):
        same(f"user schema from {label}", expected, validator.validate_file(str(events)))
    if not expected:
        failures.append("the user schema's events gave no findings")
    print("check passed: a user's schema, from a path or a dict, gives the CLI's findings")


def check_user_rules(eventspec_bin: str, scratch: Path) -> None:
    """A user's schema with stream rules (tests/rules/tool-calls): the rules given as a path, as a
    dict, or found beside the schema, through Validator(stream=True), StreamChecker and diff."""
    user = ROOT / "tests" / "rules" / "tool-calls"
    schema, rules = user / "tool-calls.json", user / "tool-calls.rules.json"
    stream = user / "never-ended.jsonl"
    relative = str(stream.relative_to(ROOT))
    expected = cli_findings(eventspec_bin, "--schema", str(schema), "--rules", str(rules), "--stream", relative)
    if not any(f["rule"] == "sequence" for f in expected):
        failures.append(f"{relative}: the CLI found no sequence finding under the user's rules")
    document = json.loads(rules.read_text())
    for label, given in (("a path", rules), ("a dict", document), ("beside the schema", None)):
        validator = eventspec.Validator(schema=schema, rules=given, stream=True)
        same(f"user rules from {label}", expected, validator.validate_file(relative))
        checker = eventspec.StreamChecker(schema=schema, rules=given, source=relative)
        got: list[dict[str, object]] = []
        for line in stream.read_bytes().splitlines():
            got.extend(checker.push(line))
        got.extend(checker.finish())
        same(f"user rules from {label}, StreamChecker", [f for f in expected if f["rule"] == "sequence"], got)
    looser = scratch / "looser.rules.json"
    document["rules"][0]["close"][0]["when"] = {"field": "/outcome", "values": ["ok", "error"]}
    looser.write_text(json.dumps(document))
    _, out, _ = cli(eventspec_bin, "diff", str(schema), str(schema), "--new-rules", str(looser), "--format", "json")
    expected_diff = json.loads(out)
    got_diff = eventspec.diff(str(schema), str(schema), mode="full", new_rules=looser)
    if expected_diff != got_diff or "stream-rule-changed" not in out:
        failures.append(f"diff of a user's rules: CLI {expected_diff} binding {got_diff}")
    bad = dict(document, rules=[dict(document["rules"][0], key="/callId")])
    try:
        eventspec.StreamChecker(schema=schema, rules=bad)
        failures.append("rules naming a field the contract lacks were taken")
    except eventspec.EventspecError as error:
        if "/rules/0/key" not in str(error) or "/callId" not in str(error):
            failures.append(f"rules naming a field the contract lacks: {error}")
    print("check passed: a user's stream rules (a path, a dict, or beside the schema) give the CLI's findings through Validator, StreamChecker and diff")


def check_envelopes(eventspec_bin: str) -> None:
    """A schema whose events arrive in envelopes (tests/rules/enveloped: tool-call events as the
    `params.event` of JSON-RPC notifications, scoped by `params.session`): the log as recorded
    gives the CLI's findings through Validator(stream=True) and StreamChecker, messages pushed as
    captured, the other messages passing by."""
    user = ROOT / "tests" / "rules" / "enveloped"
    schema = user / "tool-calls.json"
    for name in ("session.jsonl", "broken.jsonl"):
        log = user / name
        relative = str(log.relative_to(ROOT))
        expected = cli_findings(eventspec_bin, "--schema", str(schema), "--stream", relative)
        same(f"{name} in envelopes, Validator", expected, eventspec.Validator(schema=schema, stream=True).validate_file(relative))
        checker = eventspec.StreamChecker(schema=schema, source=relative)
        got: list[dict[str, object]] = []
        for line in log.read_bytes().splitlines():
            got.extend(checker.push(line))
        got.extend(checker.finish())
        sequence = [f for f in expected if f["rule"] == "sequence"]
        same(f"{name} in envelopes, StreamChecker", sequence, got)
        if name == "broken.jsonl" and not sequence:
            failures.append(f"{relative}: the CLI found no sequence finding in envelopes")
    print("check passed: events in envelopes (a JSON-RPC log as recorded) give the CLI's findings through Validator and StreamChecker")


def check_dialect(eventspec_bin: str, scratch: Path) -> None:
    """A draft 7 schema without `$schema`: refused by default with the CLI's words (which say how
    to declare it), read as draft 7 with `dialect="draft7"` as the CLI reads it with
    `--dialect draft7`."""
    schema = {
        "type": "object",
        "properties": {
            "id": {"$ref": "#/definitions/Id", "maxLength": 3},
            "pair": {"type": "array", "items": [{"type": "string"}, {"type": "integer"}], "additionalItems": False},
        },
        "definitions": {"Id": {"type": "string", "minLength": 1}},
    }
    path = scratch / "draft7.schema.json"
    path.write_text(json.dumps(schema))
    opened = json.loads(json.dumps(schema))
    opened["properties"]["pair"]["additionalItems"] = True
    opened_path = scratch / "draft7-opened.schema.json"
    opened_path.write_text(json.dumps(opened))
    events = scratch / "draft7.jsonl"
    events.write_text('{"id": "abcdef", "pair": ["a", 1]}\n{"id": "a", "pair": ["a", 1, 2]}\n')
    _, _, err = cli(eventspec_bin, "validate", "--schema", str(path), str(events))
    try:
        eventspec.Validator(schema=path)
        failures.append("an undeclared draft 7 schema was read as 2020-12")
    except eventspec.EventspecError as error:
        if "--dialect draft7" not in str(error) or str(error) != err.removeprefix("error: ").strip():
            failures.append(f"an undeclared draft 7 schema: the CLI says {err!r}, the binding {error}")
    expected = cli_findings(eventspec_bin, "--dialect", "draft7", "--schema", str(path), str(events))
    # Draft 7 ignores the `$ref`'s sibling `maxLength` (line 1 is valid) and closes the list.
    if [(f["line"], f["keyword"]) for f in expected] != [(2, "additionalItems")]:
        failures.append(f"--dialect draft7: {expected}")
    for label, validator in (
        ("a path", eventspec.Validator(schema=path, dialect="draft7")),
        ("a dict", eventspec.Validator(schema=schema, dialect="draft7")),
    ):
        same(f"dialect draft7 from {label}", expected, validator.validate_file(str(events)))
    _, out, _ = cli(eventspec_bin, "--dialect", "draft7", "diff", str(path), str(opened_path), "--mode", "full", "--format", "json")
    got = eventspec.diff(schema, opened, mode="full", dialect="draft7")
    want = json.loads(out)
    got["old"], got["new"] = want["old"], want["new"]
    if got != want or want["summary"]["breaking"] != 1:
        failures.append(f"diff with dialect draft7: CLI {want} binding {got}")
    try:
        eventspec.Validator(schema=schema, dialect="draft-07")  # type: ignore[arg-type]
        failures.append("an unknown dialect was accepted")
    except eventspec.EventspecError:
        pass
    print("check passed: dialect= reads a schema without `$schema` as --dialect does; the default names the fix")


def check_diff(eventspec_bin: str) -> None:
    for old, new, mode in (
        ("agentao.host@v2", "agentao.host@v3", "backward"),
        ("niceeval@v1", "niceeval@v2", "full"),
        ("snapshots/we0/v1.json", "snapshots/we0/v1.json", "forward"),
    ):
        _, out, _ = cli(eventspec_bin, "diff", old, new, "--mode", mode, "--format", "json")
        target = ROOT / new if new.endswith(".json") else new
        source = ROOT / old if old.endswith(".json") else old
        got = eventspec.diff(str(source), str(target), mode=mode)  # type: ignore[arg-type]
        expected = json.loads(out)
        if old.endswith(".json"):
            # The CLI names a file as given on its command line; the binding as given to it.
            got["old"], got["new"] = expected["old"], expected["new"]
        if expected != got:
            failures.append(f"diff {old} {new} --mode {mode}: CLI {expected} binding {got}")
    print("check passed: diff gives the CLI's report for registry versions and schema files, in each mode")


def check_errors(eventspec_bin: str) -> None:
    bad_schema = ROOT / "target" / "binding-bad.schema.json"
    bad_schema.write_text('{"type": 5}')
    for flags, make in (
        (["--family", "agentao.hots"], lambda: eventspec.Validator("agentao.hots")),
        (["--schema", str(bad_schema)], lambda: eventspec.Validator(schema=bad_schema)),
    ):
        _, _, err = cli(eventspec_bin, "validate", *flags, "README.md")
        try:
            make()
            failures.append(f"{flags} was accepted")
        except eventspec.EventspecError as error:
            if str(error) != err.removeprefix("error: ").strip():
                failures.append(f"{flags}: the CLI says {err!r}, the binding {error}")
    for bad in (
        lambda: eventspec.Validator("agentao.host", mode="strcit"),  # type: ignore[arg-type]
        lambda: eventspec.Validator(),
        lambda: eventspec.Validator("agentao.host", schema={"type": "object"}),
        lambda: eventspec.Validator(schema={"type": 5}),
        lambda: eventspec.diff("agentao.host@v2", "agentao.host@v3", mode="sideways"),  # type: ignore[arg-type]
    ):
        try:
            bad()
            failures.append("a bad argument was accepted")
        except eventspec.EventspecError:
            pass
    validator = eventspec.Validator("we0")
    try:
        validator.validate_file("no/such/file.jsonl")
        failures.append("a missing file was read")
    except eventspec.ReadError as error:
        if "no/such/file.jsonl" not in str(error) or error.findings != []:
            failures.append(f"a missing file: {error} {error.findings}")
    for bad_event, kind in (({"x": float("nan")}, ValueError), ({1: "x"}, TypeError), ({"x": {1, 2}}, TypeError)):
        try:
            validator.validate(bad_event)  # type: ignore[arg-type]
            failures.append(f"{bad_event!r} was taken for JSON")
        except kind as error:
            if "event 0" not in str(error):
                failures.append(f"{bad_event!r}: the error does not name the event: {error}")
    print("check passed: unknown families, misspelt modes, unusable schemas, unreadable files and values that are not JSON raise exceptions with the CLI's words")


def main() -> None:
    eventspec_bin, scratch = sys.argv[1], Path(sys.argv[2])
    scratch.mkdir(parents=True, exist_ok=True)
    check_corpus(eventspec_bin, scratch)
    check_streams(eventspec_bin)
    check_user_schema(eventspec_bin, scratch)
    check_user_rules(eventspec_bin, scratch)
    check_envelopes(eventspec_bin)
    check_dialect(eventspec_bin, scratch)
    check_diff(eventspec_bin)
    check_errors(eventspec_bin)
    if failures:
        sys.exit("\n".join(failures))


if __name__ == "__main__":
    main()
