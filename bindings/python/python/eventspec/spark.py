"""Validation as a map step of Spark: each task checks its Arrow batches with eventspec's Rust
core (`mapInArrow`), and stream rules run per key (`groupBy(...).applyInArrow`).

    >>> import eventspec.spark
    >>> events = eventspec.spark.read_jsonl(spark, ["runs/a.jsonl", ...])
    >>> findings = eventspec.spark.validate(events, family="agentao.host@v3")

A DataFrame of events has the columns `file`, `line` and `index` (where each event was read)
and the event's JSON text (`event`, or the column named), or only the events: its rows are then
numbered as read. The findings are a DataFrame with the fields of `eventspec validate --format
jsonl`; for the same files they are the CLI's, whatever the partitioning. PySpark itself is needed only to call these functions.
"""

# PySpark's own annotations hold unknown parts (untyped `**kwargs`, arms of its batch types), which
# pyright's strict mode would report on every line that touches them; the rest stays strict.
# pyright: reportUnknownMemberType=false, reportUnknownParameterType=false
# pyright: reportUnknownArgumentType=false, reportUnknownVariableType=false

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import _place, _table
from ._types import Mode

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame, SparkSession
    from pyspark.sql.types import StructType


def read_jsonl(spark: SparkSession, paths: Sequence[str | Path]) -> DataFrame:
    """The events of JSONL files as a DataFrame, one file per partition (read by the tasks)."""
    from pyspark.sql.types import BinaryType, LongType, StringType, StructField, StructType

    schema = StructType(
        [
            StructField("file", StringType(), False),
            StructField("line", LongType(), False),
            StructField("index", LongType(), False),
            StructField("event", BinaryType(), False),
        ]
    )

    def read(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        for batch in batches:
            paths = [str(path) for path in batch.column("path").to_pylist()]
            yield from _table.events_table(paths).to_batches()

    files = spark.createDataFrame([(str(path),) for path in paths], "path string")
    return files.repartition(max(len(paths), 1), "path").mapInArrow(read, schema)


def validate(
    events: DataFrame,
    *,
    family: str | None = None,
    schema: str | Path | dict[str, Any] | None = None,
    mode: Mode = "declared",
    column: str = "event",
    stream_key: str | None = None,
    group_by: str | None = None,
    source: str = "-",
) -> DataFrame:
    """The findings of the events in `events` against `family` or `schema`, judged in `mode`.

    A DataFrame without the columns `file`, `line` and `index` (only the events' `column`) has
    its rows numbered as read: `index` is a row's position in partition order (the rows of
    partition 0 as its task reads them, then partition 1's...), `line` that plus one, and
    `file` is `source`. The DataFrame is then read more than once (a first job counts each
    partition's rows), so its partitioning must come out the same each time: cache it, or give
    the columns, when it comes out of a shuffle of unordered rows.

    With `stream_key` (a column, such as `file`), the events of each key are also checked
    against the family's stream rules, in line order, per value of the event field `group_by`
    if given; their violations follow the event findings."""
    import pyarrow as pa

    # Compiled here first, so that a contract that cannot be used is refused at the call.
    _table.validator(family, schema, mode)
    if stream_key is not None and family is None:
        raise ValueError("stream rules are a registry family's: give `family` with `stream_key`")
    if not _place.has_place(events.columns, column, stream_key, "eventspec.spark.read_jsonl"):
        events = _numbered(events, source)
    spark_schema = _spark_schema()

    def check(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        validator = _table.validator(family, schema, mode)
        for batch in batches:
            yield from _table.validate_table(validator, pa.Table.from_batches([batch]), column).to_batches()

    found = events.mapInArrow(check, spark_schema)
    if stream_key is None:
        return found
    if family is None:
        raise ValueError("stream rules are a registry family's: give `family` with `stream_key`")
    stream_family = family

    def stream(group: pa.Table) -> pa.Table:
        return _table.check_stream(stream_family, group, column, group_by)

    violations = events.groupBy(stream_key).applyInArrow(stream, spark_schema)
    return found.unionByName(violations)


def _numbered(events: DataFrame, source: str) -> DataFrame:
    """`events` with the columns `file` (`source`), `line` and `index` of its rows, numbered in
    partition order: one job counts each partition's rows, and each task then numbers its own
    from where its partition starts."""
    import pyarrow as pa
    from pyspark import TaskContext
    from pyspark.sql.types import LongType, StringType, StructField, StructType

    def partition() -> int:
        context = TaskContext.get()
        return 0 if context is None else context.partitionId()

    def count(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        rows = sum(batch.num_rows for batch in batches)
        yield pa.RecordBatch.from_pydict({"partition": [partition()], "rows": [rows]})

    counts = sorted((row["partition"], row["rows"]) for row in events.mapInArrow(count, "partition long, rows long").collect())
    starts: dict[int, int] = {}
    total = 0
    for number, rows in counts:
        starts[number] = total
        total += rows

    def number_rows(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        at = starts.get(partition(), 0)
        for batch in batches:
            positions = pa.array(range(at, at + batch.num_rows), pa.int64())
            yield from _place.with_place(pa.Table.from_batches([batch]), positions, source).to_batches()
            at += batch.num_rows

    kinds = (("file", StringType()), ("line", LongType()), ("index", LongType()))
    fields = [StructField(name, kind, False) for name, kind in kinds]
    return events.mapInArrow(number_rows, StructType([*events.schema.fields, *fields]))


def _spark_schema() -> StructType:
    """The Spark schema of a findings table."""
    from pyspark.sql.types import DataType, LongType, StringType, StructField, StructType

    kinds: dict[str, DataType] = {"string": StringType(), "int64": LongType()}
    return StructType([StructField(name, kinds[kind], nullable) for name, kind, nullable in _table.FIELDS])
