#!/usr/bin/env python3
"""The fast path's benchmark: `eventspec validate`, 1 job, with its fast path and on the general
path alone (`--general-path`), against the bare parse of each line into `serde_json::Value`,
on each family's corpus at 0% and 5% invalid events. Prints a Markdown table of events per
CPU second (user + system, the least of the runs) and their ratios; the runs of one row
alternate.
With `--write`, the table replaces the fast path section of docs/benchmarks.md (`bench/run.py`
keeps that section when it rewrites the rest).

    python3 bench/fast_path.py [--events 1200000] [--repeat 3] [--work DIR] [--write]

Needs the release build (`cargo build --release --locked -p eventspec -p eventspec-bench`).
"""

import argparse
import datetime
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import best, machine, put_section, sh, workspace  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EVENTSPEC = ROOT / "target" / "release" / "eventspec"
BENCH = ROOT / "target" / "release" / "eventspec-bench"


def measure(path, family, repeat):
    """One row: the fast path, the general path and the bare parse on `path`."""
    validate = [str(EVENTSPEC), "validate", "--family", family, "--jobs", "1", "--format", "json", str(path)]
    commands = [[*validate, "--fast-path-count"], [*validate, "--general-path"], [str(BENCH), "parse", str(path)]]
    timings, ((fast_out, fast_err), (general_out, _), _) = best(commands, repeat)
    fast, general, parse = (timing.cpu for timing in timings)
    fast_report, general_report = json.loads(fast_out), json.loads(general_out)
    accepted = int(fast_err.split("fast path: ")[1].split()[0])
    if fast_report["findings"] != general_report["findings"]:
        raise SystemExit(f"{family}: the two paths' findings differ")
    n = sum(1 for _ in open(path, "rb"))
    summary = fast_report["summary"]
    return {"family": family, "events": n, "size": path.stat().st_size / n, "fast": n / fast, "general": n / general, "parse": n / parse, "invalid": summary["invalid"], "accepted": accepted}


def render(rows, args):
    out = [
        f"## Fast path ({datetime.date.today().isoformat()})",
        "",
        "Written by `python3 bench/fast_path.py` (this section only). `eventspec validate --jobs 1`",
        "with its fast path (the default) and with `--general-path` (every event parsed onto a tape,",
        "`validate/src/tape.rs`, and checked by the `jsonschema` crate), against the bare parse of",
        "each line into a `serde_json::Value` (`eventspec-bench parse`), on each family's corpus",
        "(`eventspec-bench corpus`, seed 2026, current versions). Events per CPU second of the",
        f"process (user + system, start-up included), the least of {args.repeat} runs each, the three",
        "runs of a row alternating: the machine is shared, and CPU time is what other work disturbs",
        "least. The two paths' findings are compared and equal on every file. The bare parse is that",
        "of the binary's own serde_json, which keeps object keys in their order (`preserve_order`,",
        "for snapshots in declaration order): every `Value` is larger, and its parse slower, than",
        "without it.",
        "",
        f"- Machine: {machine()}",
        f"- eventspec {sh('git', 'rev-parse', '--short', 'HEAD', cwd=ROOT)}, {sh('rustc', '--version')}",
        "",
        "| family | invalid | events | mean size | accepted on the fast path | fast path, events/CPU s | general path, events/CPU s | bare parse, events/CPU s | fast / parse | general / parse | fast / general |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for ratio, row in rows:
        out.append(
            f"| {row['family']} | {ratio:.0%} ({row['invalid']:,}) | {row['events']:,} | {row['size']:.0f} B | {row['accepted'] / row['events']:.0%} | {row['fast']:,.0f} | {row['general']:,.0f} | {row['parse']:,.0f} "
            f"| {row['fast'] / row['parse']:.2f} | {row['general'] / row['parse']:.2f} | {row['fast'] / row['general']:.2f} |"
        )
    return "\n".join(out) + "\n"


def measured(work, args):
    """One row per family and share of invalid events, on corpora generated under `work`."""
    rows = []
    for ratio in (0.0, 0.05):
        out = work / f"invalid-{ratio}"
        if not out.exists():
            subprocess.run([str(BENCH), "corpus", "--events", str(args.events), "--invalid-ratio", str(ratio), "--out", str(out), "--fixtures", str(ROOT / "tests" / "fixtures")], check=True, stdout=subprocess.DEVNULL)
        for path in sorted(out.glob("*.jsonl")):
            if not path.name.endswith(".reasons.jsonl"):
                row = measure(path, path.name[: -len(".jsonl")], args.repeat)
                print(row, flush=True)
                rows.append((ratio, row))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=1_200_000, help="events over all families")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--work", type=Path)
    parser.add_argument("--write", action="store_true", help="write the section into docs/benchmarks.md")
    args = parser.parse_args()
    with workspace(args.work, "eventspec-fast-bench-") as work:
        rows = measured(work, args)
    section = render(rows, args)
    print(section)
    if args.write:
        put_section("## Fast path (", section)


if __name__ == "__main__":
    main()
