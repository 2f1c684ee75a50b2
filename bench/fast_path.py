#!/usr/bin/env python3
"""The fast path's benchmark: `eventspec validate`, 1 job, with its fast path and on the general
path alone (`--general-path`), against the bare parse of each line into `serde_json::Value`,
on each family's corpus at 0% and 5% invalid events. Prints a Markdown table of events/s and
ratios to the bare parse; the runs of one row alternate, so a noisy neighbour slows all three.

    python3 bench/fast_path.py [--events 200000] [--repeat 5] [--work DIR]

Needs the release build (`cargo build --release --locked -p eventspec -p eventspec-bench`).
"""

import argparse
import json
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EVENTSPEC = ROOT / "target" / "release" / "eventspec"
BENCH = ROOT / "target" / "release" / "eventspec-bench"


def best(commands, repeat):
    """Best wall time of each command over `repeat` rounds, the commands alternating."""
    times = [None] * len(commands)
    outputs = [""] * len(commands)
    for _ in range(repeat):
        for i, command in enumerate(commands):
            start = time.perf_counter()
            process = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            elapsed = time.perf_counter() - start
            if process.returncode not in (0, 1):
                raise SystemExit(f"failed: {' '.join(map(str, command))}")
            times[i] = elapsed if times[i] is None else min(times[i], elapsed)
            outputs[i] = process.stdout.decode()
    return times, outputs


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--work", type=Path)
    args = parser.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="eventspec-fast-bench-"))
    print("| family | invalid | events | bytes/event | fast path ev/s | general path ev/s | bare parse ev/s | fast / parse | general / parse | fast / general |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for ratio in (0.0, 0.05):
        out = work / f"invalid-{ratio}"
        if not out.exists():
            subprocess.run([str(BENCH), "corpus", "--events", str(args.events), "--invalid-ratio", str(ratio), "--out", str(out), "--fixtures", str(ROOT / "tests" / "fixtures")], check=True, stdout=subprocess.DEVNULL)
        for path in sorted(out.glob("*.jsonl")):
            if path.name.endswith(".reasons.jsonl"):
                continue
            family = path.name[: -len(".jsonl")]
            validate = [str(EVENTSPEC), "validate", "--family", family, "--jobs", "1", "--format", "json", str(path)]
            (fast, general, parse), (fast_out, general_out, _) = best([validate, [*validate, "--general-path"], [str(BENCH), "parse", str(path)]], args.repeat)
            if json.loads(fast_out)["findings"] != json.loads(general_out)["findings"]:
                raise SystemExit(f"{family}: the two paths' findings differ")
            n = sum(1 for _ in open(path, "rb"))
            size = path.stat().st_size / n
            print(f"| `{family}` | {ratio:.0%} | {n:,} | {size:.0f} | {n / fast:,.0f} | {n / general:,.0f} | {n / parse:,.0f} | {parse / fast:.2f} | {parse / general:.2f} | {general / fast:.2f} |", flush=True)


if __name__ == "__main__":
    main()
