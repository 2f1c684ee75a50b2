"""Validation as a map step of Ray Data: each task checks its blocks with eventspec's Rust core.

    >>> import ray.data, eventspec.ray
    >>> events = eventspec.ray.read_jsonl(["s3://bucket/runs/a.jsonl", ...])
    >>> findings = eventspec.ray.validate(events, family="agentao.host@v3")
    >>> findings.write_parquet("findings/")

A dataset of events has the columns `file`, `line` and `index` (where each event was read) and
the event's JSON text (`event`, or the column named), or only the events: its rows are then
numbered as read. The findings are a dataset with the fields of `eventspec validate --format
jsonl`; for the same files they are the CLI's, whatever the partitioning. Ray itself is needed only to call these functions.
"""

# Ray's own annotations hold unknown parts (untyped `**kwargs`, arms of its batch types), which
# pyright's strict mode would report on every line that touches them; the rest stays strict.
# pyright: reportUnknownMemberType=false, reportUnknownParameterType=false
# pyright: reportUnknownArgumentType=false, reportUnknownVariableType=false

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import _place, _table
from ._types import Mode

if TYPE_CHECKING:
    import pyarrow as pa
    from ray.data import Dataset
    from ray.data.block import DataBatch


def _arrow(batch: DataBatch) -> pa.Table:
    """`batch` as the Arrow table it is (`batch_format="pyarrow"`)."""
    import pyarrow as pa

    if not isinstance(batch, pa.Table):
        raise TypeError(f"expected a pyarrow batch, got {type(batch).__name__}")
    return batch


def _numbered(dataset: Dataset, source: str) -> Dataset:
    """`dataset` with the columns `file` (`source`), `line` and `index` of its rows, numbered in
    the order of its blocks as Ray produces them: the dataset is materialized (its blocks stay
    in the object store), one task per block counts its rows, and one task per block numbers
    them from where the block starts."""
    import pyarrow as pa
    import ray
    import ray.data

    # Ray's own annotations tell two `ObjectRef` types apart that are one at run time.
    blocks: list[Any] = dataset.to_arrow_refs()
    rows: list[int] = ray.get([ray.remote(_rows).remote(block) for block in blocks])
    numbered = []
    start = 0
    for block, count in zip(blocks, rows):
        positions = pa.array(range(start, start + count), pa.int64())
        numbered.append(ray.remote(_place.with_place).remote(block, positions, source))
        start += count
    return ray.data.from_arrow_refs(numbered)


def _rows(table: pa.Table) -> int:
    """The rows of a block."""
    return table.num_rows


def read_jsonl(paths: Sequence[str | Path]) -> Dataset:
    """The events of JSONL files as a dataset, one file per block (files are read on the
    cluster, each by one task)."""
    import ray.data

    def read(batch: DataBatch) -> DataBatch:
        return _table.events_table([str(path) for path in _arrow(batch).column("path").to_pylist()])

    files = ray.data.from_items([{"path": str(path)} for path in paths], override_num_blocks=len(paths) or 1)
    return files.map_batches(read, batch_format="pyarrow", batch_size=1)


def validate(
    dataset: Dataset,
    *,
    family: str | None = None,
    schema: str | Path | dict[str, Any] | None = None,
    mode: Mode = "declared",
    column: str = "event",
    stream_key: str | None = None,
    group_by: str | None = None,
    source: str = "-",
) -> Dataset:
    """The findings of the events in `dataset` against `family` or `schema`, judged in `mode`.

    A dataset without the columns `file`, `line` and `index` (only the events' `column`) has
    its rows numbered as read: `index` is a row's position in the order Ray produces the rows
    (the dataset's order with `DataContext.execution_options.preserve_order`, an order that can
    change between runs without it), `line` that plus one, and `file` is `source`. Numbering
    materializes the dataset first.

    With `stream_key` (a column, such as `file`), the events of each key are also checked
    against the family's stream rules, in line order, per value of the event field `group_by`
    if given; their violations follow the event findings."""
    # Compiled here first, so that a contract that cannot be used is refused at the call.
    _table.validator(family, schema, mode)
    if stream_key is not None and family is None:
        raise ValueError("stream rules are a registry family's: give `family` with `stream_key`")
    if not _place.has_place(dataset.columns(), column, stream_key, "eventspec.ray.read_jsonl"):
        dataset = _numbered(dataset, source)

    def check(batch: DataBatch) -> DataBatch:
        return _table.validate_table(_table.validator(family, schema, mode), _arrow(batch), column)

    found = dataset.map_batches(check, batch_format="pyarrow")
    if stream_key is None:
        return found
    if family is None:
        raise ValueError("stream rules are a registry family's: give `family` with `stream_key`")

    def stream(group: DataBatch) -> DataBatch:
        return _table.check_stream(family, _arrow(group), column, group_by)

    violations = dataset.groupby(stream_key).map_groups(stream, batch_format="pyarrow")
    return found.union(violations)
