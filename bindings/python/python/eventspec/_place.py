"""Where each event of a dataset was read: what the Ray and Spark adapters share.

A dataset of events either says where each event was read, with the columns `file`, `line`
(1-based) and `index` (0-based, among the input's events), as `read_jsonl` makes them, or holds
only the events (one JSON text column, as most lakes keep them): then its rows are numbered as
the engine reads them, `index` the row's position in the dataset and `line` that plus one, all
under one `file`, the `source` named.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pyarrow as pa

PLACE = ("file", "line", "index")
"""The columns that say where each event was read."""


def has_place(columns: Sequence[str] | None, column: str, stream_key: str | None, reader: str) -> bool:
    """Whether `columns` say where each event was read (all of `file`, `line` and `index`) or
    the rows are to be numbered as read (none of them). Anything else is a `ValueError` naming
    what is missing: the events' `column`, one of the three, or the `stream_key` column. A
    dataset whose columns are not known (Ray's, without rows) has nothing to number."""
    if columns is None:
        return True
    columns = list(columns)
    listed = ", ".join(columns) or "none"
    if column not in columns:
        raise ValueError(
            f"the dataset has no column {column!r} of events (its columns: {listed}); "
            "name the column holding each event's JSON text with `column=`"
        )
    present = [name for name in PLACE if name in columns]
    if present and len(present) < len(PLACE):
        missing = ", ".join(repr(name) for name in PLACE if name not in columns)
        raise ValueError(
            f"the dataset has {', '.join(map(repr, present))} but not {missing}: give all of "
            f"'file', 'line' and 'index' (as {reader} makes them), or none, and its rows are "
            "numbered as read"
        )
    known = columns if present else [*columns, *PLACE]
    if stream_key is not None and stream_key not in known:
        raise ValueError(
            f"`stream_key` {stream_key!r} is not a column of the dataset (its columns: {listed})"
        )
    return bool(present)


def with_place(table: pa.Table, positions: pa.Array[Any] | pa.ChunkedArray[Any], source: str) -> pa.Table:
    """`table` with the columns `file` (`source`), `line` and `index` of its rows, whose
    0-based positions in the dataset are `positions`."""
    import pyarrow as pa
    import pyarrow.compute as pc

    positions = positions.cast(pa.int64())
    return (
        table.append_column(pa.field("file", pa.string(), False), pa.array([source] * len(positions), pa.string()))
        .append_column(pa.field("line", pa.int64(), False), pc.add(positions, 1))
        .append_column(pa.field("index", pa.int64(), False), positions)
    )
