#!/usr/bin/env python3
"""The Python binding's benchmark: in-process validation against the CLI and jsonschema-rs on
one core, and the Ray Data and Spark adapters with one worker and with two, on one generated
corpus of `agentao.host` events split into files, in one run. Prints a Markdown table.

    python3 bench/engines.py [--events 200000] [--files 8] [--venv DIR]

It installs the release wheel of `bindings/python` (maturin), the engines and jsonschema-rs into
the virtualenv (`bench/.venv-engines` unless `--venv` names one) and builds the CLI in release
mode. Each figure is the best of `--repeat` runs, wall time, the engines' start-up excluded
(their session is made once per worker count, then timed per run).
"""

import argparse
import datetime
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "target" / "install-build"
FAMILY = "agentao.host"

# Runs inside the virtualenv: `python engines.py measure ...` prints one JSON object of rates.
MEASURE = "measure"


def setup(venv: Path) -> Path:
    venv = venv.resolve()
    python = venv / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    requirements = ROOT / "bindings" / "python" / "tests" / "requirements.txt"
    subprocess.run([*pip, "-r", str(requirements), "jsonschema-rs==0.61.2", "orjson==3.13.0"], check=True)
    env = {**os.environ, "CARGO_TARGET_DIR": str(TARGET), "PATH": f"{venv / 'bin'}:{os.environ['PATH']}"}
    subprocess.run([*pip, "--no-build-isolation", "--force-reinstall", "--no-deps", str(ROOT / "bindings" / "python")], check=True, env=env)
    subprocess.run(["cargo", "build", "--release", "--locked", "-p", "eventspec", "-p", "eventspec-bench"], check=True, env=env, cwd=ROOT)
    return python


def corpus(work: Path, events: int, files: int) -> list[Path]:
    subprocess.run([str(TARGET / "release" / "eventspec-bench"), "corpus", "--events", str(events), "--family", FAMILY,
                    "--out", str(work), "--fixtures", str(ROOT / "tests" / "fixtures")], check=True, capture_output=True)
    lines = (work / f"{FAMILY}.jsonl").read_bytes().splitlines(keepends=True)
    paths = []
    for n in range(files):
        path = work / f"part-{n:02}.jsonl"
        path.write_bytes(b"".join(lines[n::files]))
        paths.append(path)
    return paths


def best(repeat: int, run) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def measure(paths: list[str], repeat: int) -> dict[str, float]:
    """Events/s of each in-process way, run in the virtualenv."""
    import jsonschema_rs
    import orjson
    import ray
    from pyspark.sql import SparkSession

    import eventspec
    import eventspec.ray
    import eventspec.spark

    contents = [Path(p).read_bytes().splitlines() for p in paths]
    events = sum(len(c) for c in contents)
    validator = eventspec.Validator(FAMILY)
    schema = json.loads(subprocess.run([str(TARGET / "release" / "eventspec"), "schema", FAMILY], check=True, capture_output=True).stdout)
    checker = jsonschema_rs.validator_for(schema)
    rates = {
        "binding, validate_file": events / best(repeat, lambda: [validator.validate_file(p) for p in paths]),
        "binding, validate_many (lines in memory)": events / best(repeat, lambda: [validator.validate_many(c) for c in contents]),
        "jsonschema-rs (Python) + orjson, lines in memory": events / best(repeat, lambda: [checker.is_valid(orjson.loads(line)) for c in contents for line in c]),
    }
    for workers in (1, 2):
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        ray.data.DataContext.get_current().enable_progress_bars = False
        dataset = eventspec.ray.read_jsonl(paths).materialize()
        rates[f"Ray Data, {workers} worker(s)"] = events / best(repeat, lambda: eventspec.ray.validate(dataset, family=FAMILY).count())
        ray.shutdown()
    os.environ["PYSPARK_PYTHON"] = sys.executable
    for workers in (1, 2):
        spark = SparkSession.builder.master(f"local[{workers}]").config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").getOrCreate()
        spark.sparkContext.setLogLevel("ERROR")
        frame = eventspec.spark.read_jsonl(spark, paths).cache()
        frame.count()
        rates[f"Spark, local[{workers}]"] = events / best(repeat, lambda: eventspec.spark.validate(frame, family=FAMILY).count())
        spark.stop()
    return rates


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == MEASURE:
        print(json.dumps(measure(sys.argv[3:], int(sys.argv[2]))))
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=200_000)
    parser.add_argument("--files", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--venv", type=Path, default=ROOT / "bench" / ".venv-engines")
    args = parser.parse_args()
    python = setup(args.venv)
    with tempfile.TemporaryDirectory() as work:
        paths = corpus(Path(work), args.events, args.files)
        cli = [str(TARGET / "release" / "eventspec"), "validate", "--family", FAMILY, "--format", "jsonl", *map(str, paths)]
        rates = {}
        for jobs in (1, 2):
            elapsed = best(args.repeat, lambda: subprocess.run([*cli, "--jobs", str(jobs)], stdout=subprocess.DEVNULL, check=False))
            rates[f"eventspec validate (CLI), {jobs} job(s)"] = args.events / elapsed
        out = subprocess.run([str(python), __file__, MEASURE, str(args.repeat), *map(str, paths)], check=True, capture_output=True, text=True)
        rates.update(json.loads(out.stdout.splitlines()[-1]))
    one = rates["eventspec validate (CLI), 1 job(s)"]
    print(f"{args.events:,} `{FAMILY}` events (5% invalid) in {args.files} files, {datetime.date.today()}, {os.cpu_count()} cores\n")
    print("| way | events/s | vs the CLI, 1 job |\n|---|---:|---:|")
    for name, rate in rates.items():
        print(f"| {name} | {rate:,.0f} | {rate / one:.2f} |")


if __name__ == "__main__":
    main()
