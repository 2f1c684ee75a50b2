#!/usr/bin/env python3
"""What `--stream` costs on streams that keep their rules: `eventspec validate --jobs 1` with and
without `--stream`, on a corpus of each family's valid stream fixtures (current versions)
repeated, in one run. Prints a Markdown table of events per CPU second and the ratio; with
`--write`, it replaces the stream section of docs/benchmarks.md (`bench/run.py` keeps it, as
every section after the fast path's).

    python3 bench/streams.py [--events 200000] [--repeat 5] [--work DIR] [--write]

The corpus keeps every rule, so that each event costs what an accepted event of a real
recording costs, and no finding is written:

- a family whose every rule ties events together by a top-level key (`agentao.host`,
  `niceeval`, `acp`) gets one file: its fixtures repeated with fresh keys (each repetition's
  string values at the rules' keys end in `-r<n>`), eight repetitions at a time interleaved
  event by event, as concurrent sessions of one log are;
- any other family (rules on where a stream starts or ends, on order without a key) gets one
  file per stream, as recordings of single responses are kept: its fixtures, each in a file of
  its own, until the events are there.

Each figure is the least CPU time (user + system, start-up included) of `--repeat` runs, the two
commands alternating. A run with `--stream` must find no violation. Needs the release build
(`cargo build --release --locked -p eventspec`).
"""

import argparse
import datetime
import json
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import best, machine, put_section, sh, workspace  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EVENTSPEC = ROOT / "target" / "release" / "eventspec"
STREAMS = ROOT / "tests" / "fixtures" / "streams"
SECTION = "\n## Stream rules on streams that keep them ("
# Repetitions interleaved at a time in a keyed family's file.
SESSIONS = 8


def keys(rules):
    """The top-level fields every rule keys its events by; `None` when a rule has no key, or
    one deeper than the top level."""
    out = set()
    for rule in rules["rules"]:
        key = rule.get("key")
        # A list's items are keyed within the list (`items`), not the events.
        if not isinstance(key, str) or key.count("/") != 1 or "items" in rule:
            return None
        out.add(key[1:])
    return out


def streams(family, version):
    """The valid stream fixtures of a family version: each a list of its lines' events."""
    folder = STREAMS / family / version / "valid"
    return [[json.loads(line) for line in path.read_text().splitlines() if line.strip()] for path in sorted(folder.glob("*.jsonl"))]


def keyed(fixtures, fields, events, out):
    """One file of `fixtures` repeated with fresh values at `fields`, interleaved: how many
    files (one), and events."""
    written, repetition = 0, 0
    with open(out / "stream.jsonl", "w") as file:
        while written < events:
            batch = []
            for _ in range(SESSIONS):
                stream = fixtures[repetition % len(fixtures)]
                batch.append([{k: f"{v}-r{repetition}" if k in fields and isinstance(v, str) else v for k, v in e.items()} for e in stream])
                repetition += 1
            for at in range(max(map(len, batch))):
                for stream in batch:
                    if at < len(stream):
                        file.write(json.dumps(stream[at], separators=(",", ":")) + "\n")
                        written += 1
    return 1, written


def one_per_file(fixtures, events, out):
    """A file per stream, the fixtures in turn: how many files, and events."""
    files, written = 0, 0
    while written < events:
        stream = fixtures[files % len(fixtures)]
        (out / f"{files:06}.jsonl").write_text("".join(json.dumps(e, separators=(",", ":")) + "\n" for e in stream))
        files += 1
        written += len(stream)
    return files, written


def measure(family, version, folder, repeat):
    """CPU seconds without and with `--stream` on the files of `folder`, and the `--stream`
    run's summary."""
    # The files as one pattern, which eventspec expands itself (thousands of paths would not
    # fit a command line).
    command = [str(EVENTSPEC), "validate", "--family", f"{family}@{version}", "--jobs", "1", "--format", "json", "--input", "jsonl", str(folder / "*.jsonl")]
    (plain, streamed), (_, (out, _)) = best([command, [*command, "--stream"]], repeat)
    return plain.cpu, streamed.cpu, json.loads(out)["summary"]


def measured(work, args):
    """One row per family with stream fixtures: its corpus written under `work`, then timed with
    and without `--stream`."""
    listed = json.loads(sh(str(EVENTSPEC), "list", "--format", "json", "--no-config"))["families"]
    rows = []
    for entry in listed:
        family, version = entry["id"], entry["current"]
        rules = json.loads((ROOT / "snapshots" / family / f"{version}.rules.json").read_text())
        fixtures = streams(family, version)
        if not fixtures:
            continue
        out = work / family
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        fields = keys(rules)
        if fields:
            _, events = keyed(fixtures, fields, args.events, out)
            layout = f"one file, {SESSIONS} sessions interleaved"
        else:
            files, events = one_per_file(fixtures, args.events, out)
            layout = f"{files:,} files"
        plain, streamed, summary = measure(family, version, out, args.repeat)
        if summary["violations"] or summary["invalid"]:
            raise SystemExit(f"{family}@{version}: the corpus breaks its rules or schema: {summary}")
        rows.append((f"{family}@{version}", layout, events, plain, streamed))
        print(f"{family}@{version}: {events} events ({layout}): {plain:.3f} s, --stream {streamed:.3f} s", flush=True)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=200_000, help="events per family")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--work", type=Path)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    with workspace(args.work, "eventspec-streams-") as work:
        rows = measured(work, args)
    report = table(rows, args.repeat)
    print(report)
    if args.write:
        put_section(SECTION.strip(), report)
        print("wrote the stream section of docs/benchmarks.md")


def table(rows, repeat):
    out = [
        f"{SECTION.strip()}{datetime.date.today()})",
        "",
        "Written by `python3 bench/streams.py --write` (this section only): `eventspec validate",
        "--jobs 1` with and without `--stream` on each family's valid stream fixtures repeated",
        "(current versions), a corpus that keeps every rule: fresh keys and eight sessions",
        "interleaved in one file where every rule has a top-level key, else a file per stream.",
        f"Events per CPU second (user + system, start-up included), the least of {repeat} runs, the",
        "two alternating; the `--stream` runs found no violation.",
        "",
        f"- Machine: {machine()}",
        f"- eventspec {sh('git', 'rev-parse', '--short', 'HEAD').strip()}",
        "",
        "| family | corpus | events | without `--stream`, events/CPU s | with `--stream`, events/CPU s | time with / without |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for name, layout, events, plain, streamed in rows:
        out.append(f"| {name} | {layout} | {events:,} | {events / plain:,.0f} | {events / streamed:,.0f} | {streamed / plain:.2f} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    main()
