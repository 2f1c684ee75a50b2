"""Ray Data and Spark give the CLI's findings: a corpus split into many files is validated, with
stream rules per file, by `eventspec validate --stream` and by the adapters on a local cluster
(Ray with 2 workers, Spark `local[2]`), under several partitionings; the findings, each written
as canonical JSON and sorted, must be byte-identical.

    python check_engines.py ray|spark EVENTSPEC SCRATCH   (with the binding and the engine installed)
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
FAMILY = "agentao.host@v3"


def corpus(scratch: Path) -> list[str]:
    """The fixtures of agentao.host v3 and its stream fixtures, in 12 files of events."""
    fixtures = ROOT / "tests" / "fixtures"
    lines = [json.dumps(json.loads(p.read_text())) for p in sorted((fixtures / "agentao.host/v3/valid").glob("*.json"))]
    for path in sorted((fixtures / "agentao.host/v3/invalid").glob("*.json")):
        lines.append(json.dumps(json.loads(path.read_text())["event"]))
    lines.append("{\"event_type\": \"tool_lifecycle\", broken")
    streams = sorted((fixtures / "streams/agentao.host/v3").glob("*/*.jsonl"))
    scratch.mkdir(parents=True, exist_ok=True)
    files = []
    for n in range(12):
        path = scratch / f"part-{n:02}.jsonl"
        own = lines[n::12] + (streams[n % len(streams)].read_text().splitlines() if streams else [])
        path.write_text("\n".join(own) + "\n")
        files.append(str(path))
    return files


def canonical(findings: list[dict[str, Any]]) -> list[str]:
    return sorted(json.dumps({k: v for k, v in f.items() if v is not None}, sort_keys=True) for f in findings)


def cli(eventspec: str, files: list[str]) -> list[str]:
    result = subprocess.run(
        [eventspec, "validate", "--family", FAMILY, "--stream", "--format", "jsonl", *files],
        capture_output=True, text=True, check=False,
    )
    if result.returncode not in (0, 1):
        sys.exit(f"eventspec validate exited {result.returncode}: {result.stderr}")
    return canonical([json.loads(line) for line in result.stdout.splitlines()])


def on_ray(files: list[str]) -> dict[str, list[str]]:
    import ray

    import eventspec.ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    context = ray.data.DataContext.get_current()
    context.enable_progress_bars = False
    context.print_on_execution_start = False
    # A shuffle of a few hundred rows needs no more than a few partitions.
    context.default_hash_shuffle_parallelism = 4
    try:
        events = eventspec.ray.read_jsonl(files)
        runs = {}
        for blocks in (1, 5, 17):
            found = eventspec.ray.validate(events.repartition(blocks), family=FAMILY, stream_key="file")
            runs[f"{blocks} blocks"] = canonical(found.take_all())
        return runs
    finally:
        ray.shutdown()


def on_spark(files: list[str]) -> dict[str, list[str]]:
    from pyspark.sql import SparkSession

    import eventspec.spark

    # The workers run this interpreter, where the binding is installed.
    os.environ["PYSPARK_PYTHON"] = sys.executable

    spark = (
        SparkSession.builder.master("local[2]")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    try:
        events = eventspec.spark.read_jsonl(spark, files)
        runs = {}
        for partitions in (1, 3, 16):
            found = eventspec.spark.validate(events.repartition(partitions), family=FAMILY, stream_key="file")
            runs[f"{partitions} partitions"] = canonical([row.asDict() for row in found.collect()])
        return runs
    finally:
        spark.stop()


def main() -> None:
    engine, eventspec_bin, scratch = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    files = corpus(scratch)
    expected = cli(eventspec_bin, files)
    runs = on_ray(files) if engine == "ray" else on_spark(files)
    for label, got in runs.items():
        if got != expected:
            missing = sorted(set(expected) - set(got))[:3]
            extra = sorted(set(got) - set(expected))[:3]
            sys.exit(f"{engine}, {label}: {len(got)} findings, the CLI {len(expected)}; missing {missing}; extra {extra}")
    print(f"check passed: {engine} on a local cluster gives the CLI's {len(expected)} findings (stream rules included) over {len(files)} files, under {', '.join(runs)}")


if __name__ == "__main__":
    main()
