"""Findings as Arrow tables: what the Ray and Spark adapters share.

A table of events has one row per event, with the input it came from (`file`), its 1-based
`line` and its 0-based `index` among the input's events, and the event's JSON text. Findings
come back as a table with the fields of `eventspec validate --format jsonl`, each finding
placed at its event's file, line and index, so a run split over many tasks reports what one run
of the CLI over the same files reports.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._native import StreamChecker, Validator
from ._types import Finding, Mode

if TYPE_CHECKING:
    import pyarrow as pa

FIELDS = [
    ("file", "string", False),
    ("line", "int64", False),
    ("column", "int64", False),
    ("event_index", "int64", False),
    ("event_type", "string", True),
    ("severity", "string", False),
    ("rule", "string", False),
    ("keyword", "string", True),
    ("instance_path", "string", False),
    ("message", "string", False),
    ("sequence_rule", "string", True),
    ("related_line", "int64", True),
]
"""The columns of a findings table: name, Arrow type, nullable."""


_VALIDATORS: dict[tuple[str | None, str | None, str], Validator] = {}


def validator(family: str | None, schema: str | Path | dict[str, Any] | None, mode: Mode) -> Validator:
    """A validator of `family` or `schema` in `mode`, compiled once per worker process."""
    try:
        named = json.dumps(schema, sort_keys=True) if isinstance(schema, dict) else schema
    except (ValueError, TypeError, RecursionError):
        # Not JSON (a cycle, a key that is not a string, nesting past Python's own limit):
        # the binding's conversion raises the error that names where.
        return Validator(family, schema=schema, mode=mode)
    key = (family, None if named is None else str(named), mode)
    if key not in _VALIDATORS:
        _VALIDATORS[key] = Validator(family, schema=schema, mode=mode)
    return _VALIDATORS[key]


def findings_schema() -> pa.Schema:
    """The Arrow schema of a findings table."""
    import pyarrow as pa

    return pa.schema([pa.field(name, getattr(pa, kind)(), nullable) for name, kind, nullable in FIELDS])


def events_table(paths: Sequence[str | Path]) -> pa.Table:
    """The events of JSONL files as a table (`file`, `line`, `index`, `event`): one row per
    non-blank line, the file named as given."""
    import pyarrow as pa

    files: list[str] = []
    lines: list[int] = []
    indices: list[int] = []
    events: list[bytes] = []
    for path in paths:
        index = 0
        with open(path, "rb") as handle:
            for number, text in enumerate(handle, start=1):
                if not text.strip():
                    continue
                files.append(str(path))
                lines.append(number)
                indices.append(index)
                events.append(text.rstrip(b"\r\n"))
                index += 1
    return pa.table({"file": files, "line": lines, "index": indices, "event": pa.array(events, pa.binary())})


def _placed(found: list[Finding], rows: list[dict[str, Any]], file: str) -> Iterator[Finding]:
    """`found` (numbered by position in `rows`, from 1) at its rows' files, lines and indices."""
    for finding in found:
        row = rows[finding["line"] - 1]
        finding["file"] = file
        finding["line"] = row["line"]
        finding["event_index"] = row["index"]
        if "related_line" in finding:
            finding["related_line"] = rows[finding["related_line"] - 1]["line"]
        yield finding


def _table(found: Sequence[Finding]) -> pa.Table:
    import pyarrow as pa

    columns = {name: [finding.get(name) for finding in found] for name, _, _ in FIELDS}
    return pa.Table.from_pydict(columns, schema=findings_schema())


def validate_table(validator: Validator, table: pa.Table, column: str) -> pa.Table:
    """The findings of the events in `table` (its `column`, with `file`, `line`, `index`)."""
    files = [str(file) for file in table.column("file").to_pylist()]
    # JSON texts (binary or string columns) or parsed events; a null is checked as JSON's null.
    events: list[Any] = table.column(column).to_pylist()
    found: list[Finding] = []
    start = 0
    # Each run of rows from one file is one input, as the CLI reads it.
    while start < len(files):
        file = files[start]
        end = start
        while end < len(files) and files[end] == file:
            end += 1
        batch = validator.validate_many(events[start:end], source=file)
        if batch:
            rows = table.slice(start, end - start).select(["line", "index"]).to_pylist()
            found.extend(_placed(batch, rows, file))
        start = end
    return _table(found)


def check_stream(family: str, table: pa.Table, column: str, group_by: str | None) -> pa.Table:
    """The stream rule violations of the events in `table`, one file's events, put in order."""
    rows = sorted(table.select(["file", "line", "index", column]).to_pylist(), key=lambda r: r["line"])
    if not rows:
        return _table([])
    file = rows[0]["file"]
    checker = StreamChecker(family, group_by=group_by, source=file)
    found: list[Finding] = []
    for row in rows:
        found.extend(checker.push(row[column]))
    found.extend(checker.finish())
    return _table(list(_placed(found, rows, file)))
