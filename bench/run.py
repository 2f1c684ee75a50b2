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
import datetime
import json
import os
import platform
import shutil
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


def measure(command, repeat, cwd=None, env=None):
    """Best wall time of `repeat` runs, and the stdout of the last."""
    best, out = None, ""
    for _ in range(repeat):
        start = time.perf_counter()
        process = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        elapsed = time.perf_counter() - start
        if process.returncode not in (0, 1):
            raise SystemExit(f"failed: {' '.join(map(str, command))}")
        best = elapsed if best is None else min(best, elapsed)
        out = process.stdout.decode()
    return best, out


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
    work = args.work or Path(tempfile.mkdtemp(prefix="eventspec-bench-"))
    work.mkdir(parents=True, exist_ok=True)
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

    rows = []  # (name, events/s, verdicts, note)
    print("measuring...", flush=True)
    t, out = measure(eventspec(host, 1), repeat)
    j1 = events / t
    rows.append(("eventspec validate, 1 job", j1, eventspec_counts(out), ""))
    t, out = measure(eventspec(host, 2), repeat)
    j2 = events / t
    rows.append(("eventspec validate, 2 jobs", j2, eventspec_counts(out), ""))
    t, out = measure([str(BENCH), "parse", str(host)], repeat)
    parse = events / t
    rows.append(("bare parse into serde_json::Value (ceiling)", parse, None, "no validation"))
    t, _ = measure(eventspec(host_valid, 1), repeat)
    all_valid = events / t
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
        t, out = measure(command, 1 if sample else repeat, cwd=PEERS, env=generated_env)
        n = min(sample, events) if sample else events
        rows.append((name, n / t, peer_counts(out), f"first {n:,} events" if sample else ""))

    family_rows = []
    for ratio, folder in every.items():
        for path in sorted(folder.glob("*.jsonl")):
            if path.name.endswith(".reasons.jsonl"):
                continue
            family = path.name[: -len(".jsonl")]
            n = count_lines(path)
            rates = {}
            for label, command in [
                ("1 job", eventspec(path, 1, family)),
                ("2 jobs", eventspec(path, 2, family)),
                ("1 job, --stream", eventspec(path, 1, family, stream=True)),
                ("2 jobs, --stream", eventspec(path, 2, family, stream=True)),
                ("parse", [str(BENCH), "parse", str(path)]),
            ]:
                t, out = measure(command, repeat)
                rates[label] = n / t
                if label == "1 job":
                    counts = eventspec_counts(out)
            family_rows.append((family, ratio, n, path.stat().st_size / n, rates, counts))

    rss = []
    big = corpus(work, "host-rss", args.rss_events, "agentao.host") / "agentao.host.jsonl"
    for path, n in [(host, events), (big, args.rss_events)]:
        for jobs in (1, 2):
            peak = peak_rss_mib([str(EVENTSPEC), "validate", "--family", "agentao.host", "--jobs", str(jobs), "--format", "jsonl", str(path)])
            rss.append((n, jobs, peak))

    rates = {name: rate for name, rate, _, _ in rows}
    report = render(rows, family_rows, rss, j1, j2, parse, all_valid, events, size, versions(), machine(), rates)
    print(report)
    (ROOT / "docs").mkdir(exist_ok=True)
    doc = ROOT / "docs" / "benchmarks.md"
    # The fast path's section is bench/fast_path.py's: kept as it is.
    kept = doc.read_text() if doc.exists() else ""
    at = kept.find("\n## Fast path (")
    doc.write_text(report if at < 0 else report.rstrip("\n") + "\n" + kept[at:])
    if args.work:
        print(f"wrote docs/benchmarks.md; the corpus is in {work}")
    else:
        shutil.rmtree(work)
        print("wrote docs/benchmarks.md")


def target_row(label, rates, ours, theirs, factor):
    ratio = rates[ours] / rates[theirs]
    return f"| {label} | {ratio:.2f}x | {'yes' if ratio >= factor else 'no'} |"


def render(rows, family_rows, rss, j1, j2, parse, all_valid, events, size, versions, machine, rates):
    today = datetime.date.today().isoformat()
    verdicts = {r[2] for r in rows if r[2] is not None and not r[3]}
    lines = [
        "# Benchmarks",
        "",
        "Written by `python3 bench/run.py` down to the fast path's section; that section is written",
        "by `python3 bench/fast_path.py --write`, and the sections after it were measured by hand, as",
        "each says (`bench/run.py` keeps everything from the fast path's section on). The figures of",
        "each section come from one run on one machine, so their ratios compare like with like.",
        "",
        f"- Date: {today}",
        f"- Machine: {machine}",
        "- Versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()),
        f"- Corpus: {events:,} `agentao.host` events ({size / 1e6:.0f} MB, {size / events:.0f} B mean, long-tailed free text up to 8 kB), 5% invalid, generated by `eventspec-bench corpus` (seed 2026) from `tests/fixtures`",
        "",
        "## Against the bare parse and the peers (`agentao.host`, one file)",
        "",
        "| tool | events/s | vs eventspec (1 job) | valid / invalid | note |",
        "|---|---:|---:|---|---|",
    ]
    for name, rate, counts, note in rows:
        counted = f"{counts[0]:,} / {counts[1]:,}" if counts else "-"
        lines.append(f"| {name} | {rate:,.0f} | {rate / j1:.2f} | {counted} | {note} |")
    lines += [
        "",
        f"Every tool that read the whole file gave the same verdicts: {'yes' if len(verdicts) == 1 else 'NO: ' + str(verdicts)}.",
        "Events/s is wall time of the whole process, start-up and schema compilation included.",
        "",
        "## Targets",
        "",
        "| target | measured | met |",
        "|---|---:|---|",
        f"| 1 job at least 1.0 of the bare parse | {j1 / parse:.2f} | {'yes' if j1 / parse >= 1.0 else 'no'} |",
        target_row("1 job at least 1.5 times jsonschema-rs (Python)", rates, "eventspec validate, 1 job", "jsonschema-rs (Python) + orjson", 1.5),
        target_row("1 job at least 1.5 times msgspec", rates, "eventspec validate, 1 job", "msgspec tagged-union Structs", 1.5),
        f"| 5% invalid events (full findings) cost at most 10% | {all_valid / j1 - 1:+.1%} | {'yes' if all_valid / j1 - 1 <= 0.10 else 'no'} |",
        f"| 2 jobs at least 1.8 times 1 job | {j2 / j1:.2f} | {'yes' if j2 / j1 >= 1.8 else 'no'} |",
        f"| peak RSS flat and under 64 MiB | {max(r[2] for r in rss):.0f} MiB | {'yes' if max(r[2] for r in rss) < 64 else 'no'} |",
        target_row("Python binding's validate_many at least 0.9 of the CLI, 1 job", rates, "eventspec Python binding, validate_many (in process)", "eventspec validate, 1 job", 0.9),
        target_row("Python binding's validate_many at least 1.5 times jsonschema-rs (Python)", rates, "eventspec Python binding, validate_many (in process)", "jsonschema-rs (Python) + orjson", 1.5),
        target_row("generated Python validator at least 10 times fastjsonschema", rates, "eventspec generated validator (Python) + orjson", "fastjsonschema + orjson", 10),
        target_row("generated TypeScript validator at least 1.2 times ajv with `discriminator`", rates, "eventspec generated validator (TypeScript)", "ajv, discriminator option", 1.2),
        "",
        "## Every family (one file each, current versions)",
        "",
        "Events/s, with 0%, 5% and 50% invalid events; `--stream` also checks the family's stream",
        "rules, which the generated corpus breaks at most events (each violation is a finding).",
        "",
        "| family | invalid | events | mean size | 1 job | 2 jobs | 1 job, `--stream` | 2 jobs, `--stream` | bare parse | 1 job / parse | cost vs 0% invalid | valid / invalid |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    clean = {family: rates["1 job"] for family, ratio, _, _, rates, _ in family_rows if ratio == 0.0}
    for family, ratio, n, mean, measured, counts in family_rows:
        cost = clean[family] / measured["1 job"] - 1 if family in clean else float("nan")
        lines.append(
            f"| {family} | {ratio:.0%} | {n:,} | {mean:.0f} B | {measured['1 job']:,.0f} | {measured['2 jobs']:,.0f} | "
            f"{measured['1 job, --stream']:,.0f} | {measured['2 jobs, --stream']:,.0f} | {measured['parse']:,.0f} | "
            f"{measured['1 job'] / measured['parse']:.2f} | {cost:+.0%} | {counts[0]:,} / {counts[1]:,} |"
        )
    worst = lambda ratio: max(clean[f] / r["1 job"] - 1 for f, q, _, _, r, _ in family_rows if q == ratio and f in clean)
    least = lambda key: min(r[key] / r["parse"] for _, q, _, _, r, _ in family_rows if q == 0.0)
    scaling = lambda one, two: min(r[two] / r[one] for _, _, _, _, r, _ in family_rows)
    lines += [
        "",
        "| target, every family | measured (worst family) | met |",
        "|---|---:|---|",
        f"| 1 job at least 1.0 of the bare parse (0% invalid) | {least('1 job'):.2f} | {'yes' if least('1 job') >= 1.0 else 'no'} |",
        f"| 5% invalid costs at most +10% | {worst(0.05):+.0%} | {'yes' if worst(0.05) <= 0.10 else 'no'} |",
        f"| 50% invalid costs at most +60% | {worst(0.5):+.0%} | {'yes' if worst(0.5) <= 0.60 else 'no'} |",
        f"| 2 jobs at least 1.8 times 1 job | {scaling('1 job', '2 jobs'):.2f} | {'yes' if scaling('1 job', '2 jobs') >= 1.8 else 'no'} |",
        f"| 2 jobs at least 1.8 times 1 job, `--stream` | {scaling('1 job, --stream', '2 jobs, --stream'):.2f} | {'yes' if scaling('1 job, --stream', '2 jobs, --stream') >= 1.8 else 'no'} |",
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
