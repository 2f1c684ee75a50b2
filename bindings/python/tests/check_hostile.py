"""Hostile Python values at every entry point that takes one (the Ray and Spark adapters'
`schema=` included): a dict nested 100,000 deep, a dict or list that contains itself, and a
value that shares one big list many times over. Each
must raise an exception naming the JSON pointer where it stops being JSON, never crash the
interpreter; so each case runs in a child interpreter of its own, and a child killed by a
signal (the stack overflow these values used to cause) fails the check.

The bounds are eventspec's own: a schema dict is read as its text would be read from a file
(arrays and objects 127 inside one another at most, serde_json's 128 levels, and 64 MiB of
text, `file::MAX_FILE_BYTES`), an event as a line of JSONL (one level more, so a deeper event
gets the reader's finding, and 64 MiB, the default `--max-line-bytes`).

    python check_hostile.py EVENTSPEC SCRATCH   (with the binding installed)
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import eventspec
import eventspec.ray
import eventspec.spark

DEEP = 100_000
PEAK_KIB = 400 << 10
"""The most memory a child converting a shared value may take (the text stops at 64 MiB; the
value's would be 1 GiB)."""
failures: list[str] = []


def nested(levels: int, key: str = "a") -> dict[str, Any]:
    """`{"a": {"a": ... {}}}`: `levels` dicts inside one another, built without recursion."""
    value: dict[str, Any] = {}
    for _ in range(levels - 1):
        value = {key: value}
    return value


def cyclic_dict() -> dict[str, Any]:
    """A schema whose `/properties/a~1b/items/~0` is the schema itself."""
    schema: dict[str, Any] = {"type": "object", "properties": {"a/b": {"type": "array", "items": {}}}}
    schema["properties"]["a/b"]["items"]["~"] = schema
    return schema


def cyclic_list() -> dict[str, Any]:
    """A schema whose `/anyOf/1` is the list `/anyOf` itself."""
    members: list[Any] = [{"type": "string"}]
    members.append(members)
    return {"anyOf": members}


def shared(levels: int = 10) -> list[Any]:
    """A list of 2**levels references to one string of a million bytes: a few objects, a GB of
    JSON text."""
    value: list[Any] = ["a" * 1_000_000]
    for _ in range(levels):
        value = [value, value]
    return value


def deep_items(containers: int) -> dict[str, Any]:
    """`{"items": {"items": ... {}}}`: a schema of `containers` dicts inside one another."""
    return nested(containers, "items")


TOO_DEEP = "the schema is not a JSON value: " + "/a" * 127 + ": arrays and objects nest 128 deep here"
CYCLE = "/properties/a~1b/items/~0: the value contains itself (this is the container at /)"
LIST_CYCLE = "/anyOf/1: the value contains itself (this is the container at /anyOf)"
TOO_LONG = f"its JSON text is longer than {64 << 20} bytes"


NOT_READ: Any = object()
"""A dataset the adapters never read: the contract is refused at the call, before it."""


def checker_push(event: Any) -> object:
    return eventspec.StreamChecker("agentao.host@v3").push(event)


# Each case: what it calls, the exception it must raise and the words its message must hold.
CASES: dict[str, tuple[Callable[[], object], type[Exception], str]] = {
    "Validator(schema=deep)": (lambda: eventspec.Validator(schema=nested(DEEP)), eventspec.EventspecError, TOO_DEEP),
    "Validator(schema=cyclic dict)": (lambda: eventspec.Validator(schema=cyclic_dict()), eventspec.EventspecError, CYCLE),
    "Validator(schema=cyclic list)": (lambda: eventspec.Validator(schema=cyclic_list()), eventspec.EventspecError, LIST_CYCLE),
    "Validator(schema=shared)": (lambda: eventspec.Validator(schema={"enum": shared()}), eventspec.EventspecError, TOO_LONG),
    "diff(deep, ...)": (lambda: eventspec.diff(nested(DEEP), "agentao.host@v3"), eventspec.EventspecError, TOO_DEEP),
    "diff(..., cyclic)": (lambda: eventspec.diff("agentao.host@v3", cyclic_dict()), eventspec.EventspecError, CYCLE),
    "diff(cyclic list, ...)": (lambda: eventspec.diff(cyclic_list(), {}), eventspec.EventspecError, LIST_CYCLE),
    "diff(..., shared)": (lambda: eventspec.diff({}, {"enum": shared()}), eventspec.EventspecError, TOO_LONG),
    "eventspec.ray.validate(schema=deep)": (
        lambda: eventspec.ray.validate(NOT_READ, schema=nested(DEEP)),
        eventspec.EventspecError,
        TOO_DEEP,
    ),
    "eventspec.spark.validate(schema=cyclic)": (
        lambda: eventspec.spark.validate(NOT_READ, schema=cyclic_dict()),
        eventspec.EventspecError,
        CYCLE,
    ),
    "validate(deep event)": (
        lambda: eventspec.Validator("we0").validate(nested(DEEP)),
        ValueError,
        "event 0: " + "/a" * 128 + ": arrays and objects nest 129 deep here",
    ),
    "validate(cyclic event)": (
        lambda: eventspec.Validator("we0").validate(cyclic_dict()),
        ValueError,
        "event 0: " + CYCLE,
    ),
    "validate_many(cyclic event)": (
        lambda: eventspec.Validator("we0").validate_many([{}, cyclic_list()]),
        ValueError,
        "event 1: " + LIST_CYCLE,
    ),
    "validate_many(shared)": (
        lambda: eventspec.Validator("we0").validate_many([{"x": shared()}]),
        ValueError,
        "event 0: " + TOO_LONG,
    ),
    "is_valid(deep event)": (
        lambda: eventspec.Validator("we0").is_valid(nested(DEEP)),
        ValueError,
        "event 0: " + "/a" * 128 + ": arrays and objects nest 129 deep here",
    ),
    "is_valid_many(cyclic event)": (
        lambda: eventspec.Validator("we0").is_valid_many([{}, cyclic_list()]),
        ValueError,
        "event 1: " + LIST_CYCLE,
    ),
    "is_valid_many(shared)": (
        lambda: eventspec.Validator("we0").is_valid_many([{"x": shared()}]),
        ValueError,
        "event 0: " + TOO_LONG,
    ),
    "StreamChecker.push(cyclic event)": (lambda: checker_push(cyclic_dict()), ValueError, "event 0: " + CYCLE),
    "StreamChecker.push(deep event)": (lambda: checker_push(nested(DEEP)), ValueError, "arrays and objects nest 129 deep"),
}


def run_case(name: str) -> None:
    """In the child: runs one case and prints what it raised."""
    call, kind, _ = CASES[name]
    raised: dict[str, str | None] = {"raised": None, "message": "returned"}
    try:
        call()
    except kind as error:
        raised = {"raised": type(error).__name__, "message": str(error)}
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({**raised, "peak_kib": peak}))


def check_cases() -> None:
    before = len(failures)
    for name, (_, kind, words) in CASES.items():
        child = subprocess.run([sys.executable, __file__, "--case", name], capture_output=True, text=True)
        if child.returncode != 0:
            failures.append(f"{name}: the interpreter exited with {child.returncode}: {child.stderr[-300:]}")
            continue
        result = json.loads(child.stdout)
        if result["raised"] is None:
            failures.append(f"{name}: no {kind.__name__} was raised")
        elif words not in result["message"]:
            failures.append(f"{name}: {result['raised']} {result['message'][:400]!r} does not say {words!r}")
        if "shared" in name and result["peak_kib"] > PEAK_KIB:
            failures.append(f"{name}: the child took {result['peak_kib'] >> 10} MiB, over {PEAK_KIB >> 10}")
    if len(failures) == before:
        print(
            f"check passed: {len(CASES)} deep, cyclic and shared values raise errors naming their JSON pointer;"
            f" converting a value of 1 GiB of JSON text takes under {PEAK_KIB >> 10} MiB"
        )


class LoudInt(int):
    """An int whose text is not its value."""

    def __str__(self) -> str:
        return '1, "injected": true'

    __repr__ = __str__


class LoudFloat(float):
    """A float whose text is not its value."""

    def __repr__(self) -> str:
        return '1.5, "injected": true'

    __str__ = __repr__


def check_subclasses() -> None:
    """An int or float subclass is written as the number it holds, not as the text its own
    `__str__` or `__repr__` makes up: `{"n": 5, "x": 2.5}` fits the schema, a key `injected`
    would not."""
    schema = {
        "type": "object",
        "properties": {"n": {"const": 5}, "x": {"const": 2.5}},
        "additionalProperties": False,
    }
    before = len(failures)
    validator = eventspec.Validator(schema=schema)
    event = {"n": LoudInt(5), "x": LoudFloat(2.5)}
    for label, found in (("validate", validator.validate(event)), ("validate_many", validator.validate_many([event]))):
        if found:
            failures.append(f"{label}: an int and a float subclass were written as their own text: {found}")
    if eventspec.Validator(schema={"maximum": LoudInt(3)}).validate(2):
        failures.append("a schema's int subclass was written as its own text: 2 fails maximum 3")
    if len(failures) == before:
        print("check passed: int and float subclasses are written as the numbers they hold")


def check_boundary(eventspec_bin: str, scratch: Path) -> None:
    """A schema dict is read as its JSON text is: the CLI takes a schema file of 127 dicts
    inside one another and refuses one of 128; the binding takes and refuses the same dicts."""
    before = len(failures)
    for containers, usable in ((127, True), (128, False)):
        schema = deep_items(containers)
        path = scratch / f"items-{containers}.schema.json"
        path.write_text(json.dumps(schema))
        code = subprocess.run(
            [eventspec_bin, "validate", "--schema", str(path), "-"], input="{}\n", capture_output=True, text=True
        ).returncode
        if (code == 0) != usable:
            failures.append(f"the CLI exits {code} on a schema file of {containers} levels")
        try:
            found = eventspec.Validator(schema=schema).validate({})
            if not usable or found:
                failures.append(f"a schema dict of {containers} levels was taken: {found}")
        except eventspec.EventspecError as error:
            if usable:
                failures.append(f"a schema dict of {containers} levels was refused: {error}")
    if len(failures) == before:
        print("check passed: a schema dict nesting 127 levels is taken and one of 128 refused, as the CLI reads schema files")


def main() -> None:
    if sys.argv[1] == "--case":
        run_case(sys.argv[2])
        return
    eventspec_bin, scratch = sys.argv[1], Path(sys.argv[2])
    scratch.mkdir(parents=True, exist_ok=True)
    check_cases()
    check_subclasses()
    check_boundary(eventspec_bin, scratch)
    if failures:
        sys.exit("\n".join(failures))


if __name__ == "__main__":
    main()
