"""The types of what the native module returns."""

from __future__ import annotations

from typing import Literal, TypedDict

Mode = Literal["declared", "strict", "tolerant"]
"""How payloads are judged: as the contract declares, as a producer (unknown fields and event
types are errors) or as a consumer (they are warnings)."""

Dialect = Literal["2020-12", "2019-09", "draft7", "draft6"]
"""The JSON Schema dialect of a schema that declares no `$schema` (the CLI's `--dialect`)."""

Rule = Literal[
    "parse",
    "missing-tag",
    "unknown-event-type",
    "schema",
    "unknown-field",
    "empty-input",
    "sequence",
    "framing",
    "unreadable-input",
]
"""Which check found a finding."""


class _Optional(TypedDict, total=False):
    event_type: str
    """The event's type (its tag value), when known."""
    keyword: str
    """The JSON Schema keyword that failed, for schema findings."""
    sequence_rule: str
    """For a sequence finding, the id of the stream rule it breaks."""
    related_line: int
    """For a sequence finding, the line of the related event."""


class Finding(_Optional):
    """One problem found in one event, or in the input around it: one line of
    `eventspec validate --format jsonl`."""

    file: str
    """The input's name: the path given, or the `source` named (`-` by default)."""
    line: int
    """The 1-based line where the event starts (or where a parse error is)."""
    column: int
    """The 1-based column of a parse error; 1 for every other finding."""
    event_index: int
    """The 0-based index of the event within the input."""
    severity: Literal["error", "warning"]
    """How bad it is."""
    rule: Rule
    """Which check found it."""
    instance_path: str
    """A JSON pointer into the event."""
    message: str
    """What was expected and what was found."""
