#!/usr/bin/env python3
"""The Python binding's verdicts: `Validator.is_valid_many` and `validate_many` against
jsonschema-rs's `is_valid` on events orjson parsed, on each family's corpus at 0%, 5% and 50%
invalid events (`eventspec-bench corpus`, seed 2026, current versions), in one run. Prints a
Markdown table of events per CPU second; with `--write`, it replaces the binding's section of
docs/benchmarks.md (`bench/run.py` keeps it, as every section after the fast path's).

    python3 bench/binding.py [--events 100000] [--repeat 5] [--venv DIR] [--write]

It builds the release wheel of `bindings/python` with `maturin build` and installs it, with
jsonschema-rs and orjson, into the virtualenv (`bench/.venv-binding` unless `--venv` names one),
and needs the release build of the corpus generator (`cargo build --release --locked -p
eventspec -p eventspec-bench`). Every way reads the same lines from memory, one core: the
figure is the least CPU time of `--repeat` rounds, the ways alternating within each round (CPU
time, because on a shared machine other work stretches the wall clock far more). Each way's
verdicts are compared with jsonschema-rs's, event by event.
"""

import argparse
import datetime
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import machine, put_section, sh  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EVENTSPEC = ROOT / "target" / "release" / "eventspec"
BENCH = ROOT / "target" / "release" / "eventspec-bench"
RATIOS = (0.0, 0.05, 0.5)
PINS = ("maturin==1.16.0", "jsonschema-rs==0.61.2", "orjson==3.13.0")
SECTION = "\n## Python binding: verdicts ("

# Runs inside the virtualenv: `python binding.py measure SCHEMA FAMILY FILE REPEAT` prints one
# JSON object: CPU seconds by way, the events, and how many verdicts differ from jsonschema-rs's.
MEASURE = "measure"


def setup(venv):
    """The virtualenv's Python, with the release wheel, jsonschema-rs and orjson installed."""
    python = venv / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    subprocess.run([*pip, *PINS], check=True)
    with tempfile.TemporaryDirectory() as wheels:
        subprocess.run([str(venv / "bin" / "maturin"), "build", "--quiet", "--release", "--manifest-path",
                        str(ROOT / "bindings" / "python" / "Cargo.toml"), "--out", wheels, "--interpreter", str(python)], check=True)
        subprocess.run([*pip, "--force-reinstall", "--no-deps", *Path(wheels).glob("eventspec-*.whl")], check=True)
    return python


def measure(schema_path, family, path, repeat):
    """In the virtualenv: each way's least CPU time over `repeat` alternating rounds."""
    import time

    import eventspec
    import jsonschema_rs
    import orjson

    lines = [line for line in Path(path).read_bytes().splitlines() if line.strip()]
    validator = eventspec.Validator(family)
    peer = jsonschema_rs.validator_for(json.loads(Path(schema_path).read_text()))

    def findings():
        found = validator.validate_many(lines)
        invalid = {f["event_index"] for f in found if f["severity"] == "error"}
        return [index not in invalid for index in range(len(lines))]

    ways = {
        "is_valid_many": lambda: validator.is_valid_many(lines),
        "validate_many": findings,
        "jsonschema-rs": lambda: [peer.is_valid(orjson.loads(line)) for line in lines],
    }
    best, verdicts = {}, {}
    for _ in range(repeat):
        for name, way in ways.items():
            start = time.process_time()
            verdicts[name] = way()
            spent = time.process_time() - start
            best[name] = min(best.get(name, spent), spent)
    reference = verdicts["jsonschema-rs"]
    differ = {name: sum(a != b for a, b in zip(got, reference)) for name, got in verdicts.items()}
    print(json.dumps({"seconds": best, "events": len(lines), "invalid": reference.count(False), "differ": differ}))


def table(rows, events, repeat):
    out = [
        f"{SECTION.strip()}{datetime.date.today()})",
        "",
        "Written by `python3 bench/binding.py --write` (this section only): the binding's",
        "`Validator.is_valid_many` (verdicts alone: no finding built, an event the fast path rejects",
        "neither parsed nor explained) and `validate_many` (every finding, as dicts), against",
        "jsonschema-rs's `is_valid` on each event `orjson.loads` parsed, in one process, on the same",
        f"lines in memory: up to {events:,} events of each family's corpus (`eventspec-bench corpus`,",
        "seed 2026, current versions) at 0%, 5% and 50% invalid. Events per CPU second, the least",
        f"of {repeat} rounds, the three ways alternating in each. Every way's verdicts were compared",
        "with jsonschema-rs's, event by event: the last column counts those that differ.",
        "",
        f"- Machine: {machine()}",
        f"- eventspec {sh('git', 'rev-parse', '--short', 'HEAD').strip()}, jsonschema-rs 0.61.2, orjson 3.13.0",
        "",
        "| family | invalid | events | `is_valid_many` | `validate_many` | jsonschema-rs `is_valid` | `is_valid_many` / jsonschema-rs | `validate_many` / jsonschema-rs | verdicts that differ |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for family, ratio, result in rows:
        n, s = result["events"], result["seconds"]
        rate = {name: n / seconds for name, seconds in s.items()}
        differ = sum(v for k, v in result["differ"].items() if k != "jsonschema-rs")
        out.append(
            f"| {family} | {ratio:.0%} ({result['invalid']:,}) | {n:,} | {rate['is_valid_many']:,.0f} | {rate['validate_many']:,.0f} "
            f"| {rate['jsonschema-rs']:,.0f} | {rate['is_valid_many'] / rate['jsonschema-rs']:.2f} "
            f"| {rate['validate_many'] / rate['jsonschema-rs']:.2f} | {differ} |"
        )
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) > 1 and sys.argv[1] == MEASURE:
        measure(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000, help="events per family and ratio")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--venv", type=Path, default=ROOT / "bench" / ".venv-binding")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    python = setup(args.venv.resolve())
    rows = []
    with tempfile.TemporaryDirectory(prefix="eventspec-binding-") as work:
        work = Path(work)
        families = len(json.loads(sh(str(EVENTSPEC), "list", "--format", "json", "--no-config"))["families"])
        for ratio in RATIOS:
            out = work / f"{ratio}"
            subprocess.run([str(BENCH), "corpus", "--events", str(args.events * families), "--invalid-ratio", str(ratio),
                            "--out", str(out), "--fixtures", str(ROOT / "tests" / "fixtures")], check=True, capture_output=True)
            files = sorted(p for p in out.glob("*.jsonl") if not p.name.endswith(".reasons.jsonl"))
            for family in (path.name[: -len(".jsonl")] for path in files):
                schema = work / f"{family}.schema.json"
                schema.write_text(sh(str(EVENTSPEC), "schema", family))
                result = subprocess.run([str(python), __file__, MEASURE, str(schema), family, str(out / f"{family}.jsonl"), str(args.repeat)],
                                        check=True, capture_output=True, text=True)
                rows.append((family, ratio, json.loads(result.stdout)))
                print(f"{family} {ratio:.0%}: {rows[-1][2]}", flush=True)
    report = table(rows, args.events, args.repeat)
    print(report)
    if args.write:
        put_section(SECTION.strip(), report)
        print("wrote the binding's section of docs/benchmarks.md")


if __name__ == "__main__":
    main()
