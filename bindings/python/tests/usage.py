"""The binding as a host uses it, for mypy --strict and pyright strict: every call typed, no
`Any` leaking into the host's code."""

from __future__ import annotations

from pathlib import Path

import eventspec


def errors_of(events: list[bytes]) -> list[str]:
    validator = eventspec.Validator("agentao.host@v3", mode="strict")
    findings: list[eventspec.Finding] = validator.validate_many(events, source="run.jsonl")
    return [f"{f['file']}:{f['line']}: {f['message']}" for f in findings if f["severity"] == "error"]


def one(event: dict[str, object]) -> bool:
    return not eventspec.Validator(schema=Path("my.schema.json")).validate(event)


def valid_ones(events: list[dict[str, object]]) -> list[dict[str, object]]:
    validator = eventspec.Validator("we0", jobs=2)
    return [event for event, valid in zip(events, validator.is_valid_many(events)) if valid]


def is_valid(event: str) -> bool:
    return eventspec.Validator("we0").is_valid(event)


def one_of_draft7(event: dict[str, object], dialect: eventspec.Dialect = "draft7") -> bool:
    return not eventspec.Validator(schema="draft7.schema.json", dialect=dialect).validate(event)


def sequence(events: list[str]) -> list[int]:
    checker = eventspec.StreamChecker("agentao.host", group_by="session_id")
    lines = [f["line"] for event in events for f in checker.push(event)]
    return lines + [f["line"] for f in checker.finish()]


def breaking(old: str, new: str) -> bool:
    report = eventspec.diff(old, new, mode="backward", dialect="2020-12")
    return bool(report["changes"])


def read(path: str) -> list[eventspec.Finding]:
    try:
        return eventspec.Validator("we0").validate_file(path, format="jsonl")
    except eventspec.ReadError as error:
        return error.findings
