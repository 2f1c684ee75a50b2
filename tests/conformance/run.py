#!/usr/bin/env python3
"""Upstream conformance: events made by upstream's own code, judged by upstream's own types and
by eventspec, which must agree.

    python3 tests/conformance/run.py [--mutants-per-event N] [--seed S] [--eventspec PATH]
                                     [--refresh] [--keep DIR]

1. Installs the pinned upstream releases (UPSTREAM: name, version, SHA-256 of the wheel) from
   PyPI, each into its own folder under `target/conformance/upstream/`, beside one venv
   (`target/conformance/venv`) holding their dependencies at the exact versions of
   `requirements.txt`. Both are cached: a later run installs nothing unless a pin changed.
2. Runs each release's producer in that venv (`upstream_agentao.py`, `upstream_agentabi.py`):
   agentao's unmodified runtime runs real turns against a scripted local model endpoint
   (transport `AgentEvent`s and host `HostEvent`s); agentabi's native provider parsers read the
   CLI output samples in `samples/`. Each event is serialised with upstream's own serialiser
   and judged by upstream's own validator (the oracle): pydantic in strict mode for agentao,
   typeguard over the `IREvent` TypedDict union for agentabi. NiceEval, on no registry and
   with no validator but its TypeScript types, is judged by `tsc --strict` against its
   published seed-era types as recorded from its source (`niceeval/v1.ts`), on the events of
   the payload corpus (`tests/fixtures/niceeval/v1/`).
3. Makes seeded one-edit mutants of every event the oracle accepts (drop a key, give a value
   another JSON type, an unknown string where a string was, an unknown key) and has the same
   oracle judge them.
4. Validates events and mutants with `eventspec validate --family F@V --format json` and
   compares: every verdict must be the oracle's. An upstream event that upstream's own validator
   rejects is an upstream defect; it must be listed in docs/conformance.md ("Known upstream
   defects", with eventspec's verdict), and a listed defect that no longer occurs fails the run
   too. Any other disagreement fails the run (exit 1), and so does an event upstream's code sent
   whose type the family version does not have (eventspec accepts it as a future type of an
   open union, but the registry must know every type the pinned releases send). One
   `check passed:` line per family version when it agrees.
5. Checks every whole run upstream's code recorded (each record's `run`: an agentao scenario's
   session, one `astream()` call, one agentabi capture) with `eventspec validate --stream`, one
   file per run. A stream rule finding must be listed in docs/conformance.md ("Known upstream
   defects in stream order"), and a listed one must still occur; anything else fails the run.
   The NiceEval corpus events are single-event fixtures, not runs: not checked as streams. One
   `check passed:` line per family version for the runs.

Mutants only touch what the oracle declares: every key of an agentao host event (closed pydantic
models) and of an agentabi event (TypedDicts), but only the envelope (`schema_version`, `data`,
an unknown top-level key) of an agentao transport event, whose `data` upstream types as
`Dict[str, Any]` (its keys are documented, not declared; `data` is not dropped either, as
upstream's dataclass reads an absent `data` as an empty one, a change of its keys). The tag is not mutated in an open
union (agentabi, agentao.transport): there an unknown tag is a future event type that eventspec
accepts on purpose, which a release's closed Python union cannot know. A replacement value never
crosses Python's numeric tower (no bool for an integer, no integer for a number), where Python's
typing and JSON Schema differ by design. NiceEval's mutants get no unknown key: TypeScript flags
unknown properties of an object literal (excess property and weak type checks), a lint of
literals that its structural typing and JSON Schema's open objects do not have. An event whose
type the family version does not have (eventspec's `unknown-event-type` finding) gets no
mutants: eventspec accepts it whatever its envelope, as a future type of the open union. Events
upstream declares no validator for (agentao's `astream()` items) get no oracle verdict: eventspec
must accept them, and they get no mutants.

--refresh deletes the cached installs, reinstalls, and prints, for each upstream package, the
releases on PyPI newer than the newest pin, with the line to add to UPSTREAM (docs/conformance.md).
"""

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
HERE = Path(__file__).resolve().parent
CACHE = ROOT / "target" / "conformance"
VENV = CACHE / "venv"
DOCS = ROOT / "docs" / "conformance.md"

# (package, version, SHA-256 of its PyPI wheel, producer script).
UPSTREAM = [
    ("agentao", "0.5.14", "a34a5a633f1e6bef0dfb0d60597cb184f9cb072587244e212dd5401da8a7b987", "upstream_agentao.py"),
    ("agentao", "0.5.16", "028909a3100a19937b0f5400a5f201ed0b5e71dcf15dff742d77c8beebb728d7", "upstream_agentao.py"),
    ("agentao", "0.5.17", "684d1e846741fedcf405a5b6c2022704672fe671347f2711281764377554f9a2", "upstream_agentao.py"),
    ("agentabi", "0.2.1", "33651395e69f67a9efc2bd6fb023c834205902cc705d0d00f395608606134384", "upstream_agentabi.py"),
    ("agentabi", "0.4.0", "819c62b37686d7f1b499a92e845ad5857c47339fcac1dff339a9a56de19fbe37", "upstream_agentabi.py"),
]

# Tag key and whether the union is open (consumers skip unknown tags), per family.
FAMILIES = {
    "agentao.host": ("event_type", False),
    "agentao.transport": ("type", True),
    "agentao.stream": (None, False),
    "agentabi": ("type", True),
    "niceeval": ("type", True),
}

# NiceEval is on no registry this project reaches and has no validator but its TypeScript types:
# its published types, as recorded from its source, judge (`niceeval/<version>.ts`, tsc --strict)
# the payload corpus's NiceEval events (`tests/fixtures/niceeval/<version>/`). Only the seed-era
# v1: the record of the current types leaves `CommandProjection.logical`'s fields unsaid.
NICEEVAL = [("v1", "NiceEval 1df95440 (published types, corpus events)")]
TSC = ROOT / "tests" / "typings" / "node_modules" / ".bin" / "tsc"

PRODUCER_TIMEOUT = 600
UNKNOWN_STRING = "not-a-known-value"


def sha256(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def pip(python, *args):
    command = [str(python), "-m", "pip", "--disable-pip-version-check", "--no-input", *map(str, args)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stdout}{result.stderr}")
    return result.stdout


def install():
    """The venv and one folder per pinned release, reused while their pins are unchanged."""
    venv()
    return {(package, version): release(package, version, digest) for package, version, digest, _ in UPSTREAM}


def venv():
    """The venv of requirements.txt (the upstream releases' dependencies), made once per pin set."""
    requirements = HERE / "requirements.txt"
    stamp = VENV / "conformance-requirements.sha256"
    if not (stamp.is_file() and stamp.read_text() == sha256(requirements)):
        shutil.rmtree(VENV, ignore_errors=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        pip(VENV / "bin" / "python", "install", "--quiet", "--no-deps", "-r", requirements)
        stamp.write_text(sha256(requirements))


def release(package, version, digest):
    """The folder holding one pinned release (its wheel's SHA-256 checked), installed once."""
    folder = CACHE / "upstream" / f"{package}-{version}"
    stamp = folder / "conformance-pin.sha256"
    if not (stamp.is_file() and stamp.read_text() == digest):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        pin = folder.parent / f"{package}-{version}.requirements.txt"
        pin.write_text(f"{package}=={version} --hash=sha256:{digest}\n")
        pip(VENV / "bin" / "python", "install", "--quiet", "--no-deps", "--require-hashes", "--only-binary", ":all:", "--target", folder, "-r", pin)
        stamp.write_text(digest)
    return folder


def refresh():
    """Reinstalls everything and says which newer releases are not pinned yet."""
    shutil.rmtree(CACHE, ignore_errors=True)
    install()
    python = VENV / "bin" / "python"
    for package in sorted({p for p, *_ in UPSTREAM}):
        pinned = [tuple(map(int, v.split("."))) for p, v, *_ in UPSTREAM if p == package]
        listing = pip(python, "index", "versions", package)
        match = re.search(r"Available versions: (.*)", listing)
        available = [v.strip() for v in match.group(1).split(",")] if match else []
        newer = [v for v in available if re.fullmatch(r"\d+(\.\d+)*", v) and tuple(map(int, v.split("."))) > max(pinned)]
        if not newer:
            print(f"{package}: no release newer than {'.'.join(map(str, max(pinned)))}")
        for version in sorted(newer, key=lambda v: tuple(map(int, v.split(".")))):
            with tempfile.TemporaryDirectory() as scratch:
                pip(python, "download", "--quiet", "--no-deps", "--only-binary", ":all:", "--dest", scratch, f"{package}=={version}")
                wheel = next(Path(scratch).glob("*.whl"))
                print(f"{package} {version} is not pinned; to add it, put this line in UPSTREAM:")
                print(f'    ("{package}", "{version}", "{sha256(wheel)}", "upstream_{package}.py"),')


def produce(folders, work):
    """Every release's producer, all at once (agentao's turns mostly wait on their scripted model)."""

    def one(pin):
        package, version, _, script = pin
        out = work / f"{package}-{version}.json"
        env = {**os.environ, "PYTHONPATH": str(folders[(package, version)]), "PYTHONDONTWRITEBYTECODE": "1"}
        started = time.monotonic()
        result = subprocess.run([str(VENV / "bin" / "python"), str(HERE / script), "produce", str(out)], env=env, capture_output=True, text=True, timeout=PRODUCER_TIMEOUT)
        if result.returncode != 0:
            return pin, None, f"{result.stdout}{result.stderr}", 0
        return pin, json.loads(out.read_text()), None, time.monotonic() - started

    records = []
    with ThreadPoolExecutor(max_workers=len(UPSTREAM)) as pool:
        for (package, version, _, _), produced, failure, seconds in pool.map(one, UPSTREAM):
            if failure is not None:
                sys.exit(f"the {package} {version} producer failed:\n{failure}")
            if not produced:
                sys.exit(f"the {package} {version} producer made no event")
            print(f"    {package} {version}: {len(produced)} event(s) in {seconds:.1f} s")
            records += produced
    return records


def niceeval_events():
    """The NiceEval corpus events, valid and invalid alike: tsc gives their verdicts. An event
    whose tag the version's types do not have is left out: the union is open, so eventspec
    accepts it as a future event type on purpose, which a closed TypeScript union cannot know."""
    records = []
    for version, upstream in NICEEVAL:
        declared = HERE.joinpath("niceeval", f"{version}.ts").read_text()
        union = declared.split("export type StreamEvent =", 1)[1].split(";\n\n", 1)[0]
        tags = set(re.findall(r'\{ type: "([^"]+)"', union))
        folder = ROOT / "tests" / "fixtures" / "niceeval" / version
        for path in sorted(folder.glob("*/*.json")):
            document = json.loads(path.read_text())
            event = document["event"] if "expect" in document else document
            if isinstance(event, dict) and isinstance(event.get("type"), str) and event["type"] not in tags:
                print(f"    {path.relative_to(ROOT)}: event type `{event['type']}` is not one of NiceEval {version}'s, not judged (open union)")
                continue
            records.append({"family": "niceeval", "version": version, "upstream": upstream, "fixture": True,
                            "source": f"{upstream}, {path.relative_to(ROOT)}", "event": event})
    return records


def judge_niceeval(work, items):
    """tsc --strict over one call of `event(...)` per item, each on its own line."""
    if not TSC.is_file():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--silent"], cwd=TSC.parent.parent.parent, check=True)
    by_version = defaultdict(list)
    for index, item in enumerate(items):
        by_version[item["version"]].append(index)
    for version, indexes in by_version.items():
        source = work / f"niceeval-{version}.ts"
        header = f'import {{ event }} from "{(HERE / "niceeval" / version).as_posix()}";\n'
        source.write_text(header + "".join(f"event({json.dumps(items[i]['event'])});\n" for i in indexes))
        command = [str(TSC), "--strict", "--noEmit", "--target", "es2020", "--moduleResolution", "node", str(source)]
        result = subprocess.run(command, capture_output=True, text=True, timeout=PRODUCER_TIMEOUT)
        errors = {}
        for line in result.stdout.splitlines():
            match = re.search(rf"{re.escape(source.name)}\((\d+),\d+\): error (TS\d+: .*)", line)
            if match:
                errors.setdefault(int(match.group(1)) - 2, match.group(2))
        if result.returncode not in (0, 1, 2) or (result.returncode != 0 and not errors):
            sys.exit(f"failed: {' '.join(command)}\n{result.stdout}{result.stderr}")
        for position, index in enumerate(indexes):
            error = errors.get(position)
            items[index]["oracle"] = {"valid": error is None, "error": error}


def paths(value, prefix=()):
    """Every (path, value) below an event: object keys and array items."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield prefix + (key,), item
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield prefix + (index,), item
            yield from paths(item, prefix + (index,))


def objects(value, prefix=()):
    if isinstance(value, dict):
        yield prefix, value
    for path, item in paths(value, prefix):
        if isinstance(item, dict):
            yield path, item


def other_type(value):
    """A value of another JSON type, never across Python's numeric tower."""
    if isinstance(value, str):
        return 7
    if isinstance(value, bool):
        return "true"
    if isinstance(value, (int, float)):
        return "7"
    if value is None:
        return 7
    return "x"


def edit(event, path, operation, value=None):
    mutant = json.loads(json.dumps(event))
    target = mutant
    for key in path[:-1]:
        target = target[key]
    if operation == "drop":
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return mutant


def mutants(record, rng, count):
    """`count` one-edit mutants of a real event, drawn with `rng` among the edits the oracle
    declares (see the module docstring)."""
    event = record["event"]
    tag, open_union = FAMILIES[record["family"]]
    envelope_only = record["family"] == "agentao.transport"
    candidates = []
    for path, value in paths(event):
        if envelope_only and len(path) > 1:
            continue
        if open_union and path == (tag,):
            continue
        if isinstance(path[-1], str) and not (envelope_only and path == ("data",)):
            candidates.append((f"drop `/{'/'.join(map(str, path))}`", path, "drop", None))
        candidates.append((f"`/{'/'.join(map(str, path))}` as {json.dumps(other_type(value))}", path, "set", other_type(value)))
        if isinstance(value, str) and path != (tag,) or path == (tag,) and not open_union:
            candidates.append((f"`/{'/'.join(map(str, path))}` = \"{UNKNOWN_STRING}\"", path, "set", UNKNOWN_STRING))
    for path, _ in objects(event):
        if envelope_only and path or record["family"] == "niceeval":
            continue
        candidates.append((f"unknown key at `/{'/'.join(map(str, path))}`", path + ("unexpected_field",), "set", 1))
    picked = rng.sample(candidates, min(count, len(candidates)))
    return [
        {**record, "source": f"{record['source']}; mutant: {label}", "event": edit(event, path, operation, value), "mutant": label}
        for label, path, operation, value in picked
    ]


def judge(folders, work, items):
    """The oracle's verdicts on `items`, each judged by its own release."""
    niceeval = [item for item in items if item["family"] == "niceeval"]
    if niceeval:
        judge_niceeval(work, niceeval)
    by_release = defaultdict(list)
    for index, item in enumerate(items):
        if item["family"] != "niceeval":
            by_release[item["upstream"]].append(index)
    scripts = {f"{p} {v}": (p, v, s) for p, v, _, s in UPSTREAM}
    for upstream, indexes in by_release.items():
        package, version, script = scripts[upstream]
        source = work / f"judge-{package}-{version}.json"
        out = work / f"verdicts-{package}-{version}.json"
        source.write_text(json.dumps([items[i] for i in indexes]))
        env = {**os.environ, "PYTHONPATH": str(folders[(package, version)]), "PYTHONDONTWRITEBYTECODE": "1"}
        subprocess.run([str(VENV / "bin" / "python"), str(HERE / script), "judge", str(source), str(out)], env=env, check=True, timeout=PRODUCER_TIMEOUT)
        for index, verdict in zip(indexes, json.loads(out.read_text())):
            items[index]["oracle"] = verdict


def eventspec_verdicts(eventspec, work, items):
    """eventspec's verdict per item (invalid when it has an `error` finding; `unknown_type` when
    eventspec reads its tag as an event type the family version does not have), and per family
    version the number of event types and those no item had."""
    coverage = {}
    groups = defaultdict(list)
    for index, item in enumerate(items):
        groups[(item["family"], item["version"])].append(index)
    for (family, version), indexes in groups.items():
        data = work / f"eventspec-{family}-{version}.jsonl"
        data.write_text("".join(json.dumps(items[i]["event"]) + "\n" for i in indexes))
        command = [str(eventspec), "validate", "--family", f"{family}@{version}", "--input", "jsonl", "--format", "json", "--coverage", str(data)]
        result = subprocess.run(command, capture_output=True, text=True, timeout=PRODUCER_TIMEOUT)
        if result.returncode not in (0, 1):
            sys.exit(f"failed: {' '.join(command)}\n{result.stderr}")
        report = json.loads(result.stdout)
        # Mutants keep their event's type or make an unknown one, so the unseen types are the real events'.
        coverage[(family, version)] = (report["coverage"]["event_types"], report["coverage"]["unseen"])
        errors = defaultdict(list)
        unknown = set()
        for finding in report["findings"]:
            if finding["rule"] == "unknown-event-type":
                unknown.add(finding["event_index"])
            if finding["severity"] == "error":
                errors[finding["event_index"]].append(f"{finding.get('instance_path') or '/'}: {finding['message']}")
        for position, index in enumerate(indexes):
            found = errors.get(position, [])
            items[index]["eventspec"] = {"valid": not found, "error": found[0] if found else None}
            items[index]["unknown_type"] = position in unknown
    return coverage


def stream_check(eventspec, work, real):
    """Every whole run upstream's code recorded (the events of one `run`, in order), checked with
    `eventspec validate --stream`, one file per run. Returns, per family version, the runs checked
    and the stream rule findings (the finding, with the run's release and name). The NiceEval
    corpus events are single-event fixtures, not runs: they are not checked as streams."""
    runs = defaultdict(list)
    for item in real:
        if item.get("fixture") or "run" not in item:
            continue
        runs[(item["family"], item["version"], item["upstream"], item["run"])].append(item["event"])
    by_version = defaultdict(list)
    for key, events in runs.items():
        by_version[key[:2]].append((key[2:], events))
    checked = {}
    for (family, version), members in sorted(by_version.items()):
        folder = work / f"streams-{family}-{version}"
        folder.mkdir()
        names = {}
        for number, ((upstream, run), events) in enumerate(members):
            path = (folder / f"run-{number:03}.jsonl").resolve()
            path.write_text("".join(json.dumps(event) + "\n" for event in events))
            names[str(path)] = (upstream, run)
        command = [str(eventspec), "validate", "--family", f"{family}@{version}", "--stream", "--input", "jsonl", "--format", "json", *sorted(names)]
        result = subprocess.run(command, capture_output=True, text=True, timeout=PRODUCER_TIMEOUT)
        if result.returncode not in (0, 1):
            sys.exit(f"failed: {' '.join(command)}\n{result.stderr}")
        findings = []
        for finding in json.loads(result.stdout)["findings"]:
            if finding["rule"] != "sequence":
                continue
            upstream, run = names[str(Path(finding["file"]).resolve())]
            findings.append({**finding, "upstream": upstream, "run": run, "family": family, "version": version})
        checked[(family, version)] = (members, findings)
    return checked


def known_stream_defects():
    """The table under "Known upstream defects in stream order" in docs/conformance.md."""
    text = DOCS.read_text()
    section = text.split("## Known upstream defects in stream order", 1)[1].split("\n## ", 1)[0]
    defects = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 6 or not cells[0].startswith("`") or cells[0] == "id":
            continue
        ident, family, releases, rule, run, _defect = cells
        defects.append({
            "id": ident.strip("`"),
            "family": family.strip("`"),
            "releases": [r.strip() for r in releases.split(",")],
            "rule": rule.strip("`"),
            "run": run.strip("`"),
            "seen": 0,
        })
    return defects


def stream_failures(checked):
    """A failure for each stream rule finding no listed stream defect adjudicates, and for each
    listed stream defect that no longer occurs; per family version, the findings listed."""
    defects = known_stream_defects()
    failures = []
    listed_count = defaultdict(int)
    for (family, version), (_, findings) in checked.items():
        for finding in findings:
            defect = next((d for d in defects if d["family"] == family and finding["upstream"] in d["releases"]
                           and d["rule"] == finding["sequence_rule"] and d["run"] in finding["run"]), None)
            if defect is not None:
                defect["seen"] += 1
                listed_count[(family, version)] += 1
                continue
            failures.append(f"stream rule `{finding['sequence_rule']}` of {family}@{version} fails on {finding['upstream']}'s run, {finding['run']}, "
                            f"event {finding['event_index']} (`{finding['event_type']}`): {finding['message']}; docs/conformance.md does not list it "
                            "as an upstream defect in stream order: fix the rule (if upstream's code and docs say so) or list it")
    for defect in defects:
        if not defect["seen"]:
            failures.append(f"listed upstream stream defect `{defect['id']}` no longer occurs: remove it from docs/conformance.md")
    return failures, listed_count


def known_defects():
    """The table under "Known upstream defects" in docs/conformance.md."""
    text = DOCS.read_text()
    section = text.split("## Known upstream defects\n", 1)[1].split("\n## ", 1)[0]
    defects = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 7 or not cells[0].startswith("`") or cells[0] == "id":
            continue
        ident, family, releases, event_type, path, _defect, verdict = cells
        defects.append({
            "id": ident.strip("`"),
            "family": family.strip("`"),
            "releases": [r.strip() for r in releases.split(",")],
            "event_type": event_type.strip("`"),
            "path": path.strip("`"),
            "eventspec": verdict.split(" ", 1)[0].strip("*").lower(),
            "seen": 0,
        })
    return defects


def event_type(item):
    return item["event"].get(FAMILIES[item["family"]][0])


def listed(defects, item):
    """The listed defect this oracle-rejected upstream event is, if any: same family, release
    and event type, and upstream's own message names the field."""
    for defect in defects:
        field = defect["path"].rsplit("/", 1)[-1]
        if (defect["family"] == item["family"] and item["upstream"] in defect["releases"]
                and defect["event_type"] == event_type(item) and re.search(rf"\b{re.escape(field)}\b", item["oracle"]["error"] or "")):
            return defect
    return None


def behind_upstream(real):
    """A failure for each event upstream's code sent whose type its family version does not have."""
    return [
        (item, f"upstream's code sent an event type that {item['family']}@{item['version']} does not have: "
               "the family is behind upstream; type it (in a new version where this one is frozen)")
        for item in real
        if item["unknown_type"] and not item.get("fixture")
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants-per-event", type=int, default=4)
    parser.add_argument("--seed", type=int, default=13)
    default_target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    parser.add_argument("--eventspec", type=Path, default=default_target / "debug" / "eventspec", help="the binary (default: $CARGO_TARGET_DIR or target/, then debug/eventspec)")
    parser.add_argument("--refresh", action="store_true", help="reinstall the pinned releases and list newer ones on PyPI")
    parser.add_argument("--keep", type=Path, help="write every event, mutant and verdict to this folder")
    args = parser.parse_args()
    if not args.eventspec.is_file():
        sys.exit(f"{args.eventspec}: no such binary; build it with `cargo build --locked -p eventspec`")
    with tempfile.TemporaryDirectory(prefix="eventspec-conformance-") as work:
        conform(args, Path(work))


def conform(args, work):
    started = time.monotonic()
    if args.refresh:
        refresh()
    folders = install()
    print(f"==> upstream producers ({time.monotonic() - started:.1f} s to install)")
    real = produce(folders, work)
    fixtures = niceeval_events()
    judge(folders, work, fixtures)
    real += fixtures
    coverage = eventspec_verdicts(args.eventspec.resolve(), work, real)
    # One generator per release and family version, so one release's events never shift another's mutants.
    # An event of a type the family version does not have gets none: eventspec accepts it as a
    # future type of the open union whatever its envelope (the tag rule of the module docstring).
    generators = {}
    generated = []
    for record in real:
        if record["oracle"] is not None and record["oracle"]["valid"] and not record["unknown_type"]:
            group = f"{args.seed}:{record['upstream']}:{record['family']}@{record['version']}"
            rng = generators.setdefault(group, random.Random(group))
            generated += mutants(record, rng, args.mutants_per_event)
    judge(folders, work, generated)
    eventspec_verdicts(args.eventspec.resolve(), work, generated)
    items = real + generated
    defects = known_defects()
    failures = []
    stats = defaultdict(lambda: defaultdict(int))
    for item in items:
        group = stats[(item["family"], item["version"])]
        kind = "mutants" if "mutant" in item else "events"
        group[kind] += 1
        group[f"upstream:{item['upstream']}"] += kind == "events"
        ours = item["eventspec"]["valid"]
        if item["oracle"] is None:
            # No upstream validator (agentao's `astream()` items): upstream's code made the
            # event, so eventspec must accept it; no mutants are made.
            group["without an oracle"] += 1
            if not ours:
                failures.append((item, "eventspec rejects an event upstream produced (upstream declares no validator for it)"))
            continue
        oracle = item["oracle"]["valid"]
        if kind == "mutants" and not oracle and not ours:
            group["rejected by both"] += 1
        defect = listed(defects, item) if kind == "events" and not oracle else None
        if defect is not None:
            defect["seen"] += 1
            group["listed upstream defects"] += 1
            if ours != (defect["eventspec"] == "accepted"):
                failures.append((item, f"listed upstream defect `{defect['id']}` says eventspec {defect['eventspec']} it, but eventspec {'accepted' if ours else 'rejected'} it"))
            continue
        if kind == "events" and not oracle and not item.get("fixture"):
            failures.append((item, "upstream's own validator rejects an event upstream produced, and docs/conformance.md does not list it as a known upstream defect"))
        if oracle != ours:
            group["disagreements"] += 1
            failures.append((item, "eventspec and upstream's validator disagree"))
        else:
            group["agreements"] += 1
    for defect in defects:
        if not defect["seen"]:
            failures.append((None, f"listed upstream defect `{defect['id']}` no longer occurs: remove it from docs/conformance.md"))
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        (args.keep / "conformance.json").write_text(json.dumps(items, indent=1))
    print("==> verdicts (oracle: upstream's own validator)")
    for (family, version), group in sorted(stats.items()):
        releases = ", ".join(f"{k.split(':', 1)[1]} ({v})" for k, v in sorted(group.items()) if k.startswith("upstream:"))
        if group["without an oracle"]:
            print(f"    {family}@{version}: {group['events']} event(s) from {releases}, no upstream validator: {group['without an oracle']} accepted by eventspec as required")
        else:
            print(f"    {family}@{version}: {group['events']} event(s) from {releases}; {group['mutants']} mutant(s), {group['rejected by both']} rejected by both; "
                  f"{group['agreements']} agreement(s), {group['disagreements']} disagreement(s), {group['listed upstream defects']} listed upstream defect(s)")
        total, unseen = coverage[(family, version)]
        print(f"      {total - len(unseen)} of the {total} event type(s) produced; never: {', '.join(unseen) or 'none'}")
        unknown = sorted({event_type(i) for i in real if i["unknown_type"] and (i["family"], i["version"]) == (family, version)})
        if unknown:
            print(f"      produced but not in {family}@{version} (accepted as future types of the open union, not mutated): {', '.join(unknown)}")
    failures += behind_upstream(real)
    print("==> whole runs checked with --stream (each run's events in order)")
    checked = stream_check(args.eventspec.resolve(), work, real)
    streams_failed, streams_listed = stream_failures(checked)
    for (family, version), (members, findings) in sorted(checked.items()):
        print(f"    {family}@{version}: {len(members)} run(s), {len(findings)} stream rule finding(s), {streams_listed[(family, version)]} listed upstream defect(s)")
    failures += [(None, reason) for reason in streams_failed]
    for item, reason in failures:
        print(f"FAILED: {reason}")
        if item is not None:
            print(f"    {item['family']}@{item['version']}, {item['source']}")
            print(f"    event: {json.dumps(item['event'])[:400]}")
            print(f"    upstream: {'no validator' if item['oracle'] is None else 'valid' if item['oracle']['valid'] else 'invalid: ' + str(item['oracle']['error'])}")
            print(f"    eventspec: {'valid' if item['eventspec']['valid'] else 'invalid: ' + str(item['eventspec']['error'])}")
    elapsed = time.monotonic() - started
    if failures:
        print(f"{len(failures)} conformance failure(s) in {elapsed:.0f} s")
        sys.exit(1)
    for (family, version), group in sorted(stats.items()):
        releases = ", ".join(k.split(":", 1)[1] for k in sorted(group) if k.startswith("upstream:"))
        if group["without an oracle"]:
            print(f"check passed: eventspec accepts every {family}@{version} event upstream produced: {group['events']} event(s) from {releases} "
                  f"(upstream declares no validator for them: no mutants)")
            continue
        print(f"check passed: eventspec agrees with upstream's own validators on {family}@{version}: {group['events']} event(s) from {releases}, "
              f"{group['mutants']} seeded mutant(s), {group['listed upstream defects']} listed upstream defect(s)")
    for (family, version), (members, findings) in sorted(checked.items()):
        releases = ", ".join(sorted({upstream for (upstream, _), _ in members}))
        print(f"check passed: every whole {family}@{version} run upstream recorded, checked with --stream: {len(members)} run(s) from {releases}, "
              f"0 unadjudicated stream rule finding(s), {streams_listed[(family, version)]} listed upstream defect(s) in stream order")
    print(f"conformance run done in {elapsed:.0f} s")


if __name__ == "__main__":
    main()
