"""Validation as a map step of Spark: each task checks its Arrow batches with eventspec's Rust
core (`mapInArrow`), and stream rules run per key (`groupBy(...).applyInArrow`).

    >>> import eventspec.spark
    >>> events = eventspec.spark.read_jsonl(spark, ["runs/a.jsonl", ...])
    >>> findings = eventspec.spark.validate(events, family="agentao.host@v3")

A DataFrame of events has the columns `file`, `line` and `index` (where each event was read)
and the event's JSON text (`event`, or the column named). The findings are a DataFrame with the
fields of `eventspec validate --format jsonl`; for the same files they are the CLI's, whatever
the partitioning. PySpark itself is needed only to call these functions.
"""

# PySpark's own annotations hold unknown parts (untyped `**kwargs`, arms of its batch types), which
# pyright's strict mode would report on every line that touches them; the rest stays strict.
# pyright: reportUnknownMemberType=false, reportUnknownParameterType=false
# pyright: reportUnknownArgumentType=false, reportUnknownVariableType=false

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import _table
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
) -> DataFrame:
    """The findings of the events in `events` against `family` or `schema`, judged in `mode`.

    With `stream_key` (a column, such as `file`), the events of each key are also checked
    against the family's stream rules, in line order, per value of the event field `group_by`
    if given; their violations follow the event findings."""
    import pyarrow as pa

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


def _spark_schema() -> StructType:
    """The Spark schema of a findings table."""
    from pyspark.sql.types import DataType, LongType, StringType, StructField, StructType

    kinds: dict[str, DataType] = {"string": StringType(), "int64": LongType()}
    return StructType([StructField(name, kinds[kind], nullable) for name, kind, nullable in _table.FIELDS])
