#!/usr/bin/env python3
"""The validator benchmark: eventspec against the bare parse and the validators a user would
pick instead, on one generated corpus, in one run. Writes the table to docs/benchmarks.md.

    python3 bench/run.py [--events 1000000] [--rss-events 5000000] [--repeat 3] [--work DIR]

It builds eventspec in release mode, installs the peers (a virtualenv under bench/.venv, npm
packages under bench/peers/node_modules), generates the corpus (seeded, not committed), runs
every tool on the same files, checks that they agree on which events are valid, and prints
events/s with each tool's ratio to eventspec.
"""

import argparse
import collections
import contextlib
import datetime
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The shares of invalid events of the per-family corpora.
RATIOS = (0.0, 0.05, 0.5)
PEERS = ROOT / "bench" / "peers"
VENV = ROOT / "bench" / ".venv"
# Cargo's target directory, as cargo itself finds it.
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
EVENTSPEC = TARGET / "release" / "eventspec"
BENCH = TARGET / "release" / "eventspec-bench"


def sh(*args, **kwargs):
    return subprocess.run(args, check=True, text=True, capture_output=True, **kwargs).stdout.strip()


def setup():
    print("building eventspec (release)...", flush=True)
    subprocess.run(["cargo", "build", "--release", "--locked", "-p", "eventspec", "-p", "eventspec-bench"], cwd=ROOT, check=True)
    if not (VENV / "bin" / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    print("installing the Python peers...", flush=True)
    subprocess.run([str(VENV / "bin" / "pip"), "install", "-q", "-r", str(PEERS / "requirements.txt")], check=True)
    print("building and installing eventspec's Python binding (release)...", flush=True)
    subprocess.run([str(VENV / "bin" / "pip"), "install", "-q", "--force-reinstall", "--no-deps", str(ROOT / "bindings" / "python")], check=True)
    print("installing ajv and TypeScript...", flush=True)
    subprocess.run(["npm", "ci", "--silent", "--no-audit", "--no-fund"], cwd=PEERS, check=True)
    subprocess.run(["npm", "ci", "--silent", "--no-audit", "--no-fund"], cwd=ROOT / "tests" / "typings", check=True)


Timing = collections.namedtuple("Timing", "cpu wall")


def best(commands, repeat, cwd=None, env=None):
    """The least CPU time (user + system, every thread) and the least wall time of each command
    over `repeat` rounds, the commands alternating, and the (stdout, stderr) of each one's last
    run. CPU time is what a row's events per second divide by: on a shared machine, other work
    stretches the wall clock far more than a process's own CPU time. Wall time is for what only
    it shows, such as what a second job gains."""
    timings = [Timing(float("inf"), float("inf"))] * len(commands)
    outputs = [("", "")] * len(commands)
    for _ in range(repeat):
        for i, command in enumerate(commands):
            with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
                start = time.perf_counter()
                process = subprocess.Popen(command, stdout=out, stderr=err, cwd=cwd, env=env)
                _, status, usage = os.wait4(process.pid, 0)
                wall = time.perf_counter() - start
                out.seek(0)
                err.seek(0)
                outputs[i] = (out.read().decode(), err.read().decode())
            if os.waitstatus_to_exitcode(status) not in (0, 1):
                raise SystemExit(f"failed: {' '.join(map(str, command))}\n{outputs[i][1]}")
            cpu = usage.ru_utime + usage.ru_stime
            timings[i] = Timing(min(timings[i].cpu, cpu), min(timings[i].wall, wall))
    return timings, outputs


@contextlib.contextmanager
def workspace(work, prefix):
    """`work` when given (kept, so that a later run reuses its corpus), else a temporary folder
    removed afterwards, also when the run fails."""
    if work:
        work.mkdir(parents=True, exist_ok=True)
        yield work
    else:
        with tempfile.TemporaryDirectory(prefix=prefix) as temporary:
            yield Path(temporary)


def peak_rss_mib(command):
    """Peak resident memory of `command`, in MiB, as GNU time reports it. (The rusage of a
    child forked from this process would count this process's own memory too.)"""
    result = subprocess.run(["/usr/bin/time", "-f", "%M", *command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def eventspec_counts(report_text):
    summary = json.loads(report_text)["summary"]
    return summary["valid"], summary["invalid"]


def peer_counts(text):
    valid, invalid, _ = map(int, text.split())
    return valid, invalid


def corpus(work, name, events, family=None, invalid_ratio=0.05):
    out = work / name
    command = [str(BENCH), "corpus", "--events", str(events), "--invalid-ratio", str(invalid_ratio), "--out", str(out), "--fixtures", str(ROOT / "tests" / "fixtures")]
    if family:
        command += ["--family", family]
    subprocess.run(command, check=True)
    return out


def count_lines(path):
    with open(path, "rb") as handle:
        return sum(1 for _ in handle)


def versions():
    def pip_version(name):
        return sh(str(VENV / "bin" / "python"), "-c", f"import importlib.metadata as m; print(m.version('{name}'))")

    return {
        "eventspec": sh("git", "rev-parse", "--short", "HEAD", cwd=ROOT),
        "rustc": sh("rustc", "--version"),
        "python": platform.python_version(),
        "node": sh("node", "--version"),
        "ajv": json.loads((PEERS / "node_modules" / "ajv" / "package.json").read_text())["version"],
        **{name: pip_version(name) for name in ["jsonschema-rs", "pydantic", "msgspec", "fastjsonschema", "jsonschema", "orjson"]},
    }


def put_section(heading, section):
    """Puts `section` in docs/benchmarks.md in place of the section whose heading starts with
    `heading` (`## Fast path (`), or at its end when there is none; the others stay as they are."""
    doc = ROOT / "docs" / "benchmarks.md"
    text = doc.read_text()
    at = text.find("\n" + heading)
    end = text.find("\n## ", at + 1) if at >= 0 else -1
    after = text[end:] if at >= 0 and end >= 0 else ""
    before = text if at < 0 else text[: at + 1]
    doc.write_text(before.rstrip("\n") + "\n\n" + section.rstrip("\n") + "\n" + after)


def machine():
    model = "unknown"
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    memory = "unknown"
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemTotal"):
            memory = f"{int(line.split()[1]) / 1024 / 1024:.0f} GiB"
    return f"{model}, {os.cpu_count()} cores, {memory}, {platform.system()} {platform.release()}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--rss-events", type=int, default=5_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--work", type=Path)
    parser.add_argument("--skip-setup", action="store_true")
    args = parser.parse_args()
    if not args.skip_setup:
        setup()
    with workspace(args.work, "eventspec-bench-") as work:
        report = measured(work, args)
    print(report)
    (ROOT / "docs").mkdir(exist_ok=True)
    doc = ROOT / "docs" / "benchmarks.md"
    # The fast path's section is bench/fast_path.py's: kept as it is.
    kept = doc.read_text() if doc.exists() else ""
    at = kept.find("\n## Fast path (")
    doc.write_text(report if at < 0 else report.rstrip("\n") + "\n" + kept[at:])
    print("wrote docs/benchmarks.md" + (f"; the corpus is in {args.work}" if args.work else ""))


def measured(work, args):
    """Every table of this script's part of docs/benchmarks.md, measured on a corpus in `work`."""
    print(f"generating the corpus in {work}...", flush=True)
    host = corpus(work, "host", args.events, "agentao.host") / "agentao.host.jsonl"
    host_valid = corpus(work, "host-valid", args.events, "agentao.host", 0.0) / "agentao.host.jsonl"
    every = {ratio: corpus(work, f"all-{ratio}", args.events, invalid_ratio=ratio) for ratio in RATIOS}
    schema = work / "agentao.host.schema.json"
    schema.write_text(sh(str(EVENTSPEC), "schema", "agentao.host"))
    python = str(VENV / "bin" / "python")
    events = count_lines(host)
    size = host.stat().st_size
    repeat = args.repeat

    def eventspec(path, jobs, family="agentao.host", stream=False):
        return [str(EVENTSPEC), "validate", "--family", family, "--jobs", str(jobs), "--format", "json", *(["--stream"] if stream else []), str(path)]

    print("measuring...", flush=True)
    # One job, two jobs, the bare parse and the valid corpus alternate, so their ratios compare
    # like with like.
    (one, two, bare, valid), outs = best([eventspec(host, 1), eventspec(host, 2), [str(BENCH), "parse", str(host)], eventspec(host_valid, 1)], repeat)
    j1, parse, all_valid = events / one.cpu, events / bare.cpu, events / valid.cpu
    speedup = one.wall / two.wall
    rows = [  # (name, events/CPU s, verdicts, note)
        ("eventspec validate, 1 job", j1, eventspec_counts(outs[0][0]), ""),
        ("eventspec validate, 2 jobs", events / two.cpu, eventspec_counts(outs[1][0]), f"wall time {speedup:.2f} times shorter than 1 job's"),
        ("bare parse into serde_json::Value (ceiling)", parse, None, "no validation"),
    ]
    compiled = work / "generated-ts"
    subprocess.run([str(ROOT / "tests" / "typings" / "node_modules" / ".bin" / "tsc"), "-p", str(ROOT / "generated" / "typescript"), "--outDir", str(compiled), "--declaration", "false"], check=True)
    generated_env = {**os.environ, "PYTHONPATH": str(ROOT / "generated" / "python" / "src")}
    peers = [
        ("eventspec generated validator (TypeScript)", ["node", "generated_peer.mjs", str(compiled / "index.js"), str(host)], None),
        ("eventspec Python binding, validate_many (in process)", [python, "python_peers.py", "eventspec-binding", str(schema), str(host)], None),
        ("eventspec generated validator (Python) + orjson", [python, "python_peers.py", "eventspec-generated", str(schema), str(host), "--limit", "200000"], 200_000),
        ("ajv, plain oneOf", ["node", "ajv_peer.mjs", str(schema), str(host)], None),
        ("ajv, discriminator option", ["node", "ajv_peer.mjs", str(schema), str(host), "--discriminator"], None),
        ("jsonschema-rs (Python) + orjson", [python, "python_peers.py", "jsonschema-rs", str(schema), str(host)], None),
        ("pydantic TypeAdapter, discriminated union", [python, "python_peers.py", "pydantic", str(schema), str(host)], None),
        ("msgspec tagged-union Structs", [python, "python_peers.py", "msgspec", str(schema), str(host)], None),
        ("fastjsonschema + orjson", [python, "python_peers.py", "fastjsonschema", str(schema), str(host), "--limit", "100000"], 100_000),
        ("python-jsonschema", [python, "python_peers.py", "python-jsonschema", str(schema), str(host), "--limit", "20000"], 20_000),
    ]
    for name, command, sample in peers:
        (timing,), ((out, _),) = best([command], 1 if sample else repeat, cwd=PEERS, env=generated_env)
        n = min(sample, events) if sample else events
        rows.append((name, n / timing.cpu, peer_counts(out), f"first {n:,} events" if sample else ""))

    family_rows = []
    for ratio, folder in every.items():
        for path in sorted(folder.glob("*.jsonl")):
            if path.name.endswith(".reasons.jsonl"):
                continue
            family = path.name[: -len(".jsonl")]
            n = count_lines(path)
            labels = ["1 job", "2 jobs", "1 job, --stream", "2 jobs, --stream", "parse"]
            commands = [eventspec(path, 1, family), eventspec(path, 2, family), eventspec(path, 1, family, stream=True), eventspec(path, 2, family, stream=True), [str(BENCH), "parse", str(path)]]
            timings, outs = best(commands, repeat)
            rates = {label: n / timing.cpu for label, timing in zip(labels, timings)}
            speedups = {"2 jobs": timings[0].wall / timings[1].wall, "2 jobs, --stream": timings[2].wall / timings[3].wall}
            family_rows.append((family, ratio, n, path.stat().st_size / n, rates, speedups, eventspec_counts(outs[0][0])))

    rss = []
    big = corpus(work, "host-rss", args.rss_events, "agentao.host") / "agentao.host.jsonl"
    for path, n in [(host, events), (big, args.rss_events)]:
        for jobs in (1, 2):
            peak = peak_rss_mib([str(EVENTSPEC), "validate", "--family", "agentao.host", "--jobs", str(jobs), "--format", "jsonl", str(path)])
            rss.append((n, jobs, peak))

    rates = {name: rate for name, rate, _, _ in rows}
    return render(rows, family_rows, rss, j1, speedup, parse, all_valid, events, size, versions(), machine(), rates, repeat)


def target_row(label, rates, ours, theirs, factor):
    ratio = rates[ours] / rates[theirs]
    return f"| {label} | {ratio:.2f}x | {'yes' if ratio >= factor else 'no'} |"


def render(rows, family_rows, rss, j1, speedup, parse, all_valid, events, size, versions, machine, rates, repeat):
    today = datetime.date.today().isoformat()
    verdicts = {r[2] for r in rows if r[2] is not None and not r[3].startswith("first ")}
    lines = [
        "# Benchmarks",
        "",
        "Written by `python3 bench/run.py` down to the fast path's section; that section is written",
        "by `python3 bench/fast_path.py --write`, the binding's verdicts by `python3 bench/binding.py",
        "--write`, the stream rules' cost by `python3 bench/streams.py --write`, and the other sections",
        "after it were measured by hand, as each says (`bench/run.py` keeps everything from the fast",
        "path's section on). The figures of each section come from one run on one machine, so their",
        "ratios compare like with like.",
        "",
        f"- Date: {today}",
        f"- Machine: {machine}",
        "- Versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()),
        f"- Corpus: {events:,} `agentao.host` events ({size / 1e6:.0f} MB, {size / events:.0f} B mean, long-tailed free text up to 8 kB), 5% invalid, generated by `eventspec-bench corpus` (seed 2026) from `tests/fixtures`",
        "",
        "## Against the bare parse and the peers (`agentao.host`, one file)",
        "",
        "| tool | events/CPU s | vs eventspec (1 job) | valid / invalid | note |",
        "|---|---:|---:|---|---|",
    ]
    for name, rate, counts, note in rows:
        counted = f"{counts[0]:,} / {counts[1]:,}" if counts else "-"
        lines.append(f"| {name} | {rate:,.0f} | {rate / j1:.2f} | {counted} | {note} |")
    lines += [
        "",
        f"Every tool that read the whole file gave the same verdicts: {'yes' if len(verdicts) == 1 else 'NO: ' + str(verdicts)}.",
        "Events per CPU second (user + system, every thread, start-up and schema compilation",
        f"included), the least of {repeat} runs; eventspec's rows and the bare parse alternate. A",
        "peer's CPU time counts all its threads (node's compiler and collector too). CPU time, not",
        "wall time, because on a shared machine other work stretches the wall clock far more; what",
        "a second job gains is the one figure only wall time shows.",
        "",
        "## Targets",
        "",
        "| target | measured | met |",
        "|---|---:|---|",
        f"| 1 job at least 1.0 of the bare parse | {j1 / parse:.2f} | {'yes' if j1 / parse >= 1.0 else 'no'} |",
        target_row("1 job at least 1.5 times jsonschema-rs (Python)", rates, "eventspec validate, 1 job", "jsonschema-rs (Python) + orjson", 1.5),
        target_row("1 job at least 1.5 times msgspec", rates, "eventspec validate, 1 job", "msgspec tagged-union Structs", 1.5),
        f"| 5% invalid events (full findings) cost at most 10% | {all_valid / j1 - 1:+.1%} | {'yes' if all_valid / j1 - 1 <= 0.10 else 'no'} |",
        f"| 2 jobs at least 1.8 times 1 job (wall time) | {speedup:.2f} | {'yes' if speedup >= 1.8 else 'no'} |",
        f"| peak RSS flat and under 64 MiB | {max(r[2] for r in rss):.0f} MiB | {'yes' if max(r[2] for r in rss) < 64 else 'no'} |",
        target_row("Python binding's validate_many at least 0.9 of the CLI, 1 job", rates, "eventspec Python binding, validate_many (in process)", "eventspec validate, 1 job", 0.9),
        target_row("Python binding's validate_many at least 1.5 times jsonschema-rs (Python)", rates, "eventspec Python binding, validate_many (in process)", "jsonschema-rs (Python) + orjson", 1.5),
        target_row("generated TypeScript validator at least 1.2 times ajv with `discriminator`", rates, "eventspec generated validator (TypeScript)", "ajv, discriminator option", 1.2),
        "",
        "## Every family (one file each, current versions)",
        "",
        "Events per CPU second with 0%, 5% and 50% invalid events, and how many times shorter the",
        "wall time of 2 jobs is than that of 1; the five runs of a row alternate. `--stream` also",
        "checks the family's stream rules, which the generated corpus breaks at most events (each",
        "violation is a finding; `bench/streams.py` measures streams that keep them).",
        "",
        "| family | invalid | events | mean size | 1 job | 2 jobs, wall speed-up | 1 job, `--stream` | 2 jobs, `--stream`, wall speed-up | bare parse | 1 job / parse | cost vs 0% invalid | valid / invalid |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    clean = {family: rates["1 job"] for family, ratio, _, _, rates, _, _ in family_rows if ratio == 0.0}
    for family, ratio, n, mean, measured, speedups, counts in family_rows:
        cost = clean[family] / measured["1 job"] - 1 if family in clean else float("nan")
        lines.append(
            f"| {family} | {ratio:.0%} | {n:,} | {mean:.0f} B | {measured['1 job']:,.0f} | {speedups['2 jobs']:.2f} | "
            f"{measured['1 job, --stream']:,.0f} | {speedups['2 jobs, --stream']:.2f} | {measured['parse']:,.0f} | "
            f"{measured['1 job'] / measured['parse']:.2f} | {cost:+.0%} | {counts[0]:,} / {counts[1]:,} |"
        )
    worst = lambda ratio: max(clean[f] / r["1 job"] - 1 for f, q, _, _, r, _, _ in family_rows if q == ratio and f in clean)
    least = lambda key: min(r[key] / r["parse"] for _, q, _, _, r, _, _ in family_rows if q == 0.0)
    scaling = lambda key: min(s[key] for _, _, _, _, _, s, _ in family_rows)
    lines += [
        "",
        "| target, every family | measured (worst family) | met |",
        "|---|---:|---|",
        f"| 1 job at least 1.0 of the bare parse (0% invalid) | {least('1 job'):.2f} | {'yes' if least('1 job') >= 1.0 else 'no'} |",
        f"| 5% invalid costs at most +10% | {worst(0.05):+.0%} | {'yes' if worst(0.05) <= 0.10 else 'no'} |",
        f"| 50% invalid costs at most +60% | {worst(0.5):+.0%} | {'yes' if worst(0.5) <= 0.60 else 'no'} |",
        f"| 2 jobs at least 1.8 times 1 job (wall time) | {scaling('2 jobs'):.2f} | {'yes' if scaling('2 jobs') >= 1.8 else 'no'} |",
        f"| 2 jobs at least 1.8 times 1 job, `--stream` (wall time) | {scaling('2 jobs, --stream'):.2f} | {'yes' if scaling('2 jobs, --stream') >= 1.8 else 'no'} |",
    ]
    lines += [
        "",
        "## Peak resident memory of `eventspec validate`",
        "",
        "| events | jobs | peak RSS |",
        "|---:|---:|---:|",
    ]
    for n, jobs, mib in rss:
        lines.append(f"| {n:,} | {jobs} | {mib:.1f} MiB |")
    lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
