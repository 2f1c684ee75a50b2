#!/usr/bin/env python3
"""The official JSON-Schema-Test-Suite (drafts 2020-12 and 7, required tests) through
`eventspec validate --schema`, from the command line, in the default (declared) mode.

    python3 tests/suite/run.py [--draft draft2020-12|draft7] [--filter SUBSTR]
                               [--eventspec PATH] [--list-excluded]

Build the binary first (`cargo build --locked -p eventspec`). The suite is not kept in the
repository: python-jsonschema's source distribution ships it (`json/tests/`), so the pinned
release below is fetched once with `pip download`, checked against its SHA-256 and unpacked
under `target/json-schema-test-suite/`; later runs use that copy and need no network.

Each test case group (one schema, several instances) is one run of eventspec: the schema is
written as a file and the instances as a JSONL file, one compact JSON value per line, read with
`--input jsonl` so that each line is exactly one event (an array, a string, a number or `null`
on a line is one event, never expanded), and the verdicts are read per event from the
`--format json` report (`eventspec schema --report validate`): an event is invalid when it has
an `error` finding; warnings do not count. A schema eventspec refuses (exit 2) is a
disagreement for every test of its group, with eventspec's message.

A draft 7 schema without `$schema` gets `"$schema": "http://json-schema.org/draft-07/schema#"`
at its root, as a user writing a draft 7 schema would: eventspec reads the draft from
`$schema` and reads a schema without one as 2020-12. Beside a root `$ref` this is standard practice and still draft 7: `$ref` overrides
its siblings, `$schema` included. Draft 2020-12 schemas of the suite carry their `$schema`.

Groups that need the suite's remote documents (served at http://localhost:1234/ by suite
runners) are excluded by name in EXCLUDED, with the reason: eventspec never fetches a remote
reference. Every other group runs. Any disagreement between eventspec's verdict and the
suite's `valid` fails the run (exit 1); each one is printed with eventspec's first finding.
A run without any ends with a `check passed:` line, as the agreement run does. The run also
says how many instances the contract's fast path accepted (`--fast-path-count`); the others,
and every instance of a schema it does not compile, were decided on the general path. Each
group runs a second time with `--verdicts-only`, where an instance the fast path rejects is
not explained, so that the fast path's rejections are held to the suite as well; and a third,
with `--verdicts-only`, one property down (each schema without references as the property
`value` of an object, each instance as its value: the suite's verdicts still, by the meaning
of `properties`), where the fast path checks what it does not take at a root (a union whose
members overlap, most often).
"""

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

# python-jsonschema's source distribution, which vendors the JSON-Schema-Test-Suite.
SUITE_PACKAGE = "jsonschema"
SUITE_VERSION = "4.26.0"
SUITE_SHA256 = "0c26707e2efad8aa1bfc5b7ce170f3fccc2e4918ff85989ba9ffa9facb2be326"
CACHE = ROOT / "target" / "json-schema-test-suite"

# The `$schema` a user writes for each draft; added to a suite schema's root that has none.
DRAFTS = {
    "draft2020-12": "https://json-schema.org/draft/2020-12/schema",
    "draft7": "http://json-schema.org/draft-07/schema#",
}

REMOTE = "it refers to a document of the suite's remote server, which eventspec never fetches"
REMOTE_METASCHEMA = (
    "its `$schema` is a meta-schema of the suite's remote server (it declares which "
    "vocabularies apply), which eventspec never fetches"
)

# (draft, file, group description) -> (the reference that needs a remote document, reason).
# The reference must appear as a `$ref` or `$schema` of the group's schema, and every entry must
# name a group of the suite: a stale entry fails the run.
EXCLUDED = {
    ("draft7", "refRemote.json", "remote ref"): ("http://localhost:1234/integer.json", REMOTE),
    ("draft7", "refRemote.json", "fragment within remote ref"): ("http://localhost:1234/draft7/subSchemas.json#/definitions/integer", REMOTE),
    ("draft7", "refRemote.json", "ref within remote ref"): ("http://localhost:1234/draft7/subSchemas.json#/definitions/refToInteger", REMOTE),
    ("draft7", "refRemote.json", "base URI change"): ("folderInteger.json", REMOTE),
    ("draft7", "refRemote.json", "base URI change - change folder"): ("folderInteger.json", REMOTE),
    ("draft7", "refRemote.json", "base URI change - change folder in subschema"): ("folderInteger.json", REMOTE),
    ("draft7", "refRemote.json", "root ref in remote ref"): ("draft7/name.json#/definitions/orNull", REMOTE),
    ("draft7", "refRemote.json", "remote ref with ref to definitions"): ("draft7/ref-and-definitions.json", REMOTE),
    ("draft7", "refRemote.json", "Location-independent identifier in remote ref"): ("http://localhost:1234/draft7/locationIndependentIdentifier.json#/definitions/refToInteger", REMOTE),
    ("draft7", "refRemote.json", "retrieved nested refs resolve relative to their URI not $id"): ("nested/foo-ref-string.json", REMOTE),
    ("draft7", "refRemote.json", "$ref to $ref finds location-independent $id"): ("http://localhost:1234/draft7/detached-ref.json#/definitions/foo", REMOTE),
    ("draft2020-12", "refRemote.json", "remote ref"): ("http://localhost:1234/draft2020-12/integer.json", REMOTE),
    ("draft2020-12", "refRemote.json", "fragment within remote ref"): ("http://localhost:1234/draft2020-12/subSchemas.json#/$defs/integer", REMOTE),
    ("draft2020-12", "refRemote.json", "anchor within remote ref"): ("http://localhost:1234/draft2020-12/locationIndependentIdentifier.json#foo", REMOTE),
    ("draft2020-12", "refRemote.json", "ref within remote ref"): ("http://localhost:1234/draft2020-12/subSchemas.json#/$defs/refToInteger", REMOTE),
    ("draft2020-12", "refRemote.json", "base URI change"): ("folderInteger.json", REMOTE),
    ("draft2020-12", "refRemote.json", "base URI change - change folder"): ("folderInteger.json", REMOTE),
    ("draft2020-12", "refRemote.json", "base URI change - change folder in subschema"): ("folderInteger.json", REMOTE),
    ("draft2020-12", "refRemote.json", "root ref in remote ref"): ("name-defs.json#/$defs/orNull", REMOTE),
    ("draft2020-12", "refRemote.json", "remote ref with ref to defs"): ("ref-and-defs.json", REMOTE),
    ("draft2020-12", "refRemote.json", "Location-independent identifier in remote ref"): ("http://localhost:1234/draft2020-12/locationIndependentIdentifier.json#/$defs/refToInteger", REMOTE),
    ("draft2020-12", "refRemote.json", "retrieved nested refs resolve relative to their URI not $id"): ("nested/foo-ref-string.json", REMOTE),
    ("draft2020-12", "refRemote.json", "remote HTTP ref with different $id"): ("http://localhost:1234/different-id-ref-string.json", REMOTE),
    ("draft2020-12", "refRemote.json", "remote HTTP ref with different URN $id"): ("http://localhost:1234/urn-ref-string.json", REMOTE),
    ("draft2020-12", "refRemote.json", "remote HTTP ref with nested absolute ref"): ("http://localhost:1234/nested-absolute-ref-to-string.json", REMOTE),
    ("draft2020-12", "refRemote.json", "$ref to $ref finds detached $anchor"): ("http://localhost:1234/draft2020-12/detached-ref.json#/$defs/foo", REMOTE),
    ("draft2020-12", "dynamicRef.json", "strict-tree schema, guards against misspelled properties"): ("tree.json", REMOTE),
    ("draft2020-12", "dynamicRef.json", "tests for implementation dynamic anchor and reference link"): ("extendible-dynamic-ref.json", REMOTE),
    ("draft2020-12", "dynamicRef.json", "$ref and $dynamicAnchor are independent of order - $defs first"): ("extendible-dynamic-ref.json", REMOTE),
    ("draft2020-12", "dynamicRef.json", "$ref and $dynamicAnchor are independent of order - $ref first"): ("extendible-dynamic-ref.json", REMOTE),
    ("draft2020-12", "dynamicRef.json", "$ref to $dynamicRef finds detached $dynamicAnchor"): ("http://localhost:1234/draft2020-12/detached-dynamicref.json#/$defs/foo", REMOTE),
    ("draft2020-12", "vocabulary.json", "schema that uses custom metaschema with with no validation vocabulary"): ("http://localhost:1234/draft2020-12/metaschema-no-validation.json", REMOTE_METASCHEMA),
    ("draft2020-12", "vocabulary.json", "ignore unrecognized optional vocabulary"): ("http://localhost:1234/draft2020-12/metaschema-optional-vocabulary.json", REMOTE_METASCHEMA),
}

# A run of eventspec that takes longer than this is a disagreement for its whole group.
TIMEOUT_SECONDS = 120


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 16), b""):
            digest.update(block)
    return digest.hexdigest()


def suite_tests():
    """The suite's `tests/` directory, fetched and unpacked on first use."""
    name = f"{SUITE_PACKAGE}-{SUITE_VERSION}"
    tests = CACHE / name / "json" / "tests"
    if all((tests / draft).is_dir() for draft in DRAFTS):
        return tests
    CACHE.mkdir(parents=True, exist_ok=True)
    archive = CACHE / f"{name}.tar.gz"
    if not archive.is_file() or sha256(archive) != SUITE_SHA256:
        with tempfile.TemporaryDirectory(dir=CACHE) as scratch:
            command = [sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps", "--disable-pip-version-check", "--dest", scratch, f"{SUITE_PACKAGE}=={SUITE_VERSION}"]
            result = subprocess.run(command, capture_output=True, text=True)
            downloaded = Path(scratch) / archive.name
            if result.returncode != 0 or not downloaded.is_file():
                sys.exit(f"cannot fetch the test suite: {' '.join(command)}\n{result.stdout}{result.stderr}")
            if sha256(downloaded) != SUITE_SHA256:
                sys.exit(f"{archive.name}: SHA-256 {sha256(downloaded)}, expected {SUITE_SHA256}")
            downloaded.replace(archive)
    with tempfile.TemporaryDirectory(dir=CACHE) as scratch:
        prefix = f"{name}/json/"
        with tarfile.open(archive) as tar:
            members = [m for m in tar.getmembers() if m.name.startswith(prefix) and (m.isfile() or m.isdir())]
            tar.extractall(scratch, members=members, filter="data")
        shutil.rmtree(CACHE / name, ignore_errors=True)
        (Path(scratch) / name).replace(CACHE / name)
    if not all((tests / draft).is_dir() for draft in DRAFTS):
        sys.exit(f"{archive.name} holds no json/tests/{' or '.join(DRAFTS)}")
    return tests


def references(schema):
    """Every `$ref`, `$dynamicRef` and `$schema` value in a schema (outside `const`/`enum`)."""
    found = set()
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key in ("$ref", "$dynamicRef", "$schema") and isinstance(value, str):
                found.add(value)
            elif key not in ("const", "enum", "default", "examples"):
                found |= references(value)
    elif isinstance(schema, list):
        for item in schema:
            found |= references(item)
    return found


def with_dialect(schema, draft):
    """The schema as a user of `draft` writes it: with the draft's `$schema` at the root."""
    if isinstance(schema, dict) and "$schema" not in schema:
        return {"$schema": DRAFTS[draft], **schema}
    return schema


def load_groups(tests, drafts, substring):
    """Every selected group, as dicts; excluded ones carry their reason."""
    groups = []
    seen = set()
    for draft in drafts:
        for path in sorted((tests / draft).glob("*.json")):
            for group in json.loads(path.read_text(encoding="utf-8")):
                key = (draft, path.name, group["description"])
                if key in seen:
                    sys.exit(f"two groups named {key} in the suite; the runner names groups by description")
                seen.add(key)
                selected = [
                    test for test in group["tests"]
                    if not substring or substring in f"{draft}/{path.name}: {group['description']}: {test['description']}"
                ]
                if not selected:
                    continue
                excluded = EXCLUDED.get(key)
                if excluded and excluded[0] not in references(group["schema"]):
                    sys.exit(f"EXCLUDED{key}: the schema has no reference `{excluded[0]}`; update the list")
                groups.append({
                    "draft": draft,
                    "file": path.name,
                    "description": group["description"],
                    "schema": group["schema"],
                    "tests": selected,
                    "excluded": excluded[1] if excluded else None,
                })
    stale = [key for key in EXCLUDED if key[0] in drafts and key not in seen]
    if stale:
        sys.exit("EXCLUDED names groups the suite does not have; update the list:\n" + "\n".join(map(str, stale)))
    return groups


def verdicts(eventspec, group, scratch, flags):
    """Runs one group with `flags`; for each test, (valid?, the first finding's text) or (None,
    why not), and how many of its instances the fast path decided."""
    tests = group["tests"]
    directory = Path(tempfile.mkdtemp(dir=scratch))
    schema = directory / "schema.json"
    schema.write_text(json.dumps(with_dialect(group["schema"], group["draft"])), encoding="utf-8")
    data = directory / "data.jsonl"
    data.write_text("".join(json.dumps(test["data"], separators=(",", ":")) + "\n" for test in tests), encoding="utf-8")
    command = [str(eventspec), "validate", "--schema", str(schema), "--input", "jsonl", "--format", "json", "--fast-path-count", *flags, str(data)]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return [(None, f"eventspec took over {TIMEOUT_SECONDS} s")] * len(tests), 0
    shutil.rmtree(directory, ignore_errors=True)
    fast = 0
    for line in result.stderr.splitlines():
        if line.startswith("fast path: "):
            fast = int(line.split()[2])
    stderr = " ".join(line for line in result.stderr.split("\n") if not line.startswith("fast path: "))
    stderr = " ".join(stderr.split())
    if result.returncode == 2:
        return [(None, f"exit 2: {stderr}")] * len(tests), 0
    if result.returncode not in (0, 1):
        return [(None, f"exit {result.returncode}: {stderr}")] * len(tests), 0
    try:
        report = json.loads(result.stdout)
        summary, findings = report["summary"], report["findings"]
        by_event = {}
        for finding in findings:
            index = finding["event_index"]
            if not 0 <= index < len(tests) or finding["line"] != index + 1:
                raise ValueError(f"a finding for event {index} at line {finding['line']}")
            if finding["severity"] not in ("error", "warning"):
                raise ValueError(f"severity {finding['severity']!r}")
            by_event.setdefault(index, []).append(finding)
        invalid = {i for i, found in by_event.items() if any(f["severity"] == "error" for f in found)}
        if summary["events"] != len(tests) or summary["invalid"] != len(invalid) or summary["valid"] != len(tests) - len(invalid):
            raise ValueError(f"{len(tests)} instances, summary {summary}, {len(invalid)} with errors")
        if result.returncode != (1 if invalid else 0):
            raise ValueError(f"exit {result.returncode} with {len(invalid)} invalid event(s)")
    except (ValueError, KeyError, TypeError) as error:
        return [(None, f"unreadable report ({error}): {result.stdout[:500]} {stderr}")] * len(tests), 0
    out = []
    for index in range(len(tests)):
        found = sorted(by_event.get(index, []), key=lambda f: f["severity"] != "error")
        first = found[0] if found else None
        text = "(no finding)"
        if first:
            where = f" at `{first['instance_path']}`" if first["instance_path"] else ""
            keyword = f" [{first['keyword']}]" if first.get("keyword") else ""
            text = f"{first['severity']}[{first['rule']}]{keyword}{where}: {first['message']}"
        out.append((index not in invalid, text))
    return out, fast


def one_property_down(group):
    """`group` with its schema as the one property `value` of an object, each instance as that
    property's value: the same verdicts, by the meaning of `properties` and `required`. `None`
    for a schema with references (which would no longer point where they did) or one that is
    excluded."""
    schema = group["schema"]
    if group["excluded"] or any(reference != DRAFTS[group["draft"]] for reference in references(schema)):
        return None
    if isinstance(schema, dict):
        schema = {key: value for key, value in schema.items() if key != "$schema"}
    return {
        **group,
        "schema": {"type": "object", "properties": {"value": schema}, "required": ["value"]},
        "tests": [{**test, "data": {"value": test["data"]}} for test in group["tests"]],
    }


def verdict_name(valid):
    return {True: "valid", False: "invalid", None: "no verdict"}[valid]


def run_suite(eventspec, groups, flags):
    """Runs every group not excluded, with `flags`; a list of (group, test, got, finding) per
    test, and how many tests the fast path decided."""
    to_run = [g for g in groups if not g["excluded"]]
    with tempfile.TemporaryDirectory(prefix="eventspec-suite-") as scratch:
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            results = list(pool.map(lambda g: verdicts(eventspec, g, scratch, flags), to_run))
    return [
        (group, test, got, finding)
        for group, (outcome, _) in zip(to_run, results)
        for test, (got, finding) in zip(group["tests"], outcome)
    ], sum(fast for _, fast in results)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--draft", choices=sorted(DRAFTS), help="one draft only (default: both)")
    parser.add_argument("--filter", metavar="SUBSTR", help="only tests whose `draft/file: group: test` contains SUBSTR")
    parser.add_argument("--eventspec", type=Path, default=ROOT / "target" / "debug" / "eventspec", help="the binary (default: target/debug/eventspec)")
    parser.add_argument("--list-excluded", action="store_true", help="list the excluded groups and why, and stop")
    args = parser.parse_args()
    drafts = [args.draft] if args.draft else list(DRAFTS)
    groups = load_groups(suite_tests(), drafts, args.filter)
    if args.list_excluded:
        for group in groups:
            if group["excluded"]:
                print(f"{group['draft']}/{group['file']}: {group['description']} ({len(group['tests'])} test(s)): {group['excluded']}")
        return
    if not args.eventspec.is_file():
        sys.exit(f"{args.eventspec}: no such binary; build it with `cargo build --locked -p eventspec`")
    results, fast = run_suite(args.eventspec.resolve(), groups, [])
    # Again with the verdicts alone: an event the fast path rejects is then not explained, so
    # its rejections are held to the suite too.
    alone, decided = run_suite(args.eventspec.resolve(), groups, ["--verdicts-only"])
    # And each schema without references one property down, where the fast path checks what a
    # root it does not take (a union, most often) asks of a value inside an event.
    inside = [g for g in map(one_property_down, groups) if g]
    nested, nested_decided = run_suite(args.eventspec.resolve(), inside, ["--verdicts-only"])
    disagreements = [(r, "") for r in results if r[2] != r[1]["valid"]]
    disagreements += [(r, " (--verdicts-only)") for r in alone if r[2] != r[1]["valid"]]
    disagreements += [(r, " (one property down, --verdicts-only)") for r in nested if r[2] != r[1]["valid"]]
    for (group, test, got, finding), how in disagreements:
        print(f"DISAGREE{how} {group['draft']}/{group['file']}: {group['description']!r} / {test['description']!r}")
        print(f"    expected {verdict_name(test['valid'])}, got {verdict_name(got)}; data {json.dumps(test['data'])[:160]}")
        print(f"    eventspec: {finding}")
    if disagreements:
        print()
    total = {"tests": 0, "agreed": 0}
    for draft in drafts:
        ran = [g for g in groups if g["draft"] == draft and not g["excluded"]]
        skipped = [g for g in groups if g["draft"] == draft and g["excluded"]]
        tests = [r for r in results if r[0]["draft"] == draft]
        agreed = sum(r[2] == r[1]["valid"] for r in tests)
        total["tests"] += len(tests)
        total["agreed"] += agreed
        print(
            f"{draft}: {len(ran)} group(s), {len(tests)} test(s) run: {agreed} agreed, {len(tests) - agreed} disagreed; "
            f"{len(skipped)} group(s), {sum(len(g['tests']) for g in skipped)} test(s) excluded"
        )
    if any(g["excluded"] for g in groups):
        print("excluded: groups that need the suite's remote documents (--list-excluded says which and why)")
    print(f"the fast path accepted {fast} of the {total['tests']} test instance(s); the general path decided the others")
    print(f"with --verdicts-only, the fast path decided {decided} of them (accepted or rejected)")
    print(f"one property down, {len(nested)} of them (every group without references): the fast path decided {nested_decided}, with --verdicts-only")
    if disagreements:
        print(f"{len(disagreements)} disagreement(s) between eventspec and the JSON-Schema-Test-Suite")
        sys.exit(1)
    if total["tests"] == 0:
        sys.exit("no test selected")
    print(f"check passed: eventspec agrees with the JSON-Schema-Test-Suite ({SUITE_PACKAGE} {SUITE_VERSION}) on {total['tests']} test(s)")


if __name__ == "__main__":
    main()
