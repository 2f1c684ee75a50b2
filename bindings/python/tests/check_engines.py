"""Ray Data and Spark give the CLI's findings: a corpus split into many files is validated, with
stream rules per file, by `eventspec validate --stream` and by the adapters on a local cluster
(Ray with 2 workers, Spark `local[2]`), under several partitionings; the findings, each written
as canonical JSON and sorted, must be byte-identical.

The same events as a lake holds them (one column of JSON text, no `file`, `line` or `index`)
are numbered as read: in dataset order they must give the CLI's findings over one file of
those lines, one stream. A dataset with some of the three columns but not all, or without the
events' column, is refused at the call, naming what is missing.

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


def lake(files: list[str], scratch: Path) -> tuple[list[str], Path]:
    """The corpus's events in file order, as one column would hold them, and one JSONL file of
    the same lines for the CLI."""
    lines = [line for name in files for line in Path(name).read_text().splitlines() if line.strip()]
    path = scratch / "lake.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return lines, path


def refused(label: str, call: Any, words: list[str]) -> str | None:
    """What is wrong when `call` does not raise a ValueError holding each of `words`."""
    try:
        call()
    except ValueError as error:
        missing = [word for word in words if word not in str(error)]
        return f"{label}: the error does not say {missing}: {error}" if missing else None
    return f"{label}: accepted"


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


def on_ray(files: list[str], lines: list[str], source: str) -> dict[str, list[str]]:
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
        # Rows numbered as read are in the dataset's order when Ray keeps it.
        context.execution_options.preserve_order = True
        for blocks in (1, 5, 17):
            column = ray.data.from_items([{"event": line} for line in lines], override_num_blocks=blocks)
            found = eventspec.ray.validate(column, family=FAMILY, stream_key="file", source=source)
            runs[f"one column in {blocks} blocks"] = canonical(found.take_all())
        for label, call, words in (
            ("without line and index", lambda: eventspec.ray.validate(events.drop_columns(["line", "index"]), family=FAMILY), ["'line'", "'index'", "eventspec.ray.read_jsonl"]),
            ("without the events' column", lambda: eventspec.ray.validate(events, family=FAMILY, column="payload"), ["'payload'", "column="]),
            ("without the stream_key column", lambda: eventspec.ray.validate(events, family=FAMILY, stream_key="session"), ["'session'"]),
        ):
            if (problem := refused(label, call, words)) is not None:
                sys.exit(f"ray, {problem}")
        return runs
    finally:
        ray.shutdown()


def on_spark(files: list[str], lines: list[str], source: str) -> dict[str, list[str]]:
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
        for partitions in (1, 3, 16):
            rows = spark.sparkContext.parallelize([(line,) for line in lines], partitions)
            column = spark.createDataFrame(rows, "event string")
            found = eventspec.spark.validate(column, family=FAMILY, stream_key="file", source=source)
            runs[f"one column in {partitions} partitions"] = canonical([row.asDict() for row in found.collect()])
        for label, call, words in (
            ("without index", lambda: eventspec.spark.validate(events.drop("index"), family=FAMILY), ["'index'", "eventspec.spark.read_jsonl"]),
            ("without the events' column", lambda: eventspec.spark.validate(events, family=FAMILY, column="payload"), ["'payload'", "column="]),
            ("without the stream_key column", lambda: eventspec.spark.validate(events, family=FAMILY, stream_key="session"), ["'session'"]),
        ):
            if (problem := refused(label, call, words)) is not None:
                sys.exit(f"spark, {problem}")
        return runs
    finally:
        spark.stop()


def main() -> None:
    engine, eventspec_bin, scratch = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    files = corpus(scratch)
    lines, lake_file = lake(files, scratch)
    expected = cli(eventspec_bin, files)
    in_one = cli(eventspec_bin, [str(lake_file)])
    runs = (on_ray if engine == "ray" else on_spark)(files, lines, str(lake_file))
    for label, got in runs.items():
        want = in_one if label.startswith("one column") else expected
        if got != want:
            missing = sorted(set(want) - set(got))[:3]
            extra = sorted(set(got) - set(want))[:3]
            sys.exit(f"{engine}, {label}: {len(got)} findings, the CLI {len(want)}; missing {missing}; extra {extra}")
    print(f"check passed: {engine} on a local cluster gives the CLI's {len(expected)} findings (stream rules included) over {len(files)} files, and its {len(in_one)} over their {len(lines)} events in one column numbered as read, under {', '.join(runs)}; datasets missing some of file/line/index, the events' column or the stream_key column are refused at the call")


if __name__ == "__main__":
    main()
