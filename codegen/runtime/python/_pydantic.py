"""What the generated models share: JSON Schema's numbers and integers, their bounds and
`multipleOf` as `eventspec validate` judges them, patterns that need Python's `re`, fields that
may be absent but not null, fields that must be absent, values compared as JSON, the items an
array must contain, the open unions' catch-alls.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Annotated, Any, Union, cast

from pydantic import AfterValidator, BeforeValidator, TypeAdapter, ValidationError

from ._numbers import HUGE, as_read, is_multiple


def _finite(value: Any) -> Any:
    """JSON has no `NaN` or `Infinity`, and `eventspec validate` reads no number beyond the range
    of a 64-bit float (`1e400`)."""
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"`{value}` is not a JSON number")
    if type(value) is int and not -HUGE < value < HUGE:
        raise ValueError("the number is beyond the range of a 64-bit float")
    return value


def _json_value(value: Any) -> Any:
    """Any JSON value: no number in it is `NaN`, infinite or beyond the range of a 64-bit float."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(cast("dict[str, Any]", item).values())
        elif isinstance(item, list):
            stack.extend(cast("list[object]", item))
        else:
            _finite(item)
    return value


def _integral(value: Any) -> Any:
    """JSON Schema's integers are numbers without a fractional part: `1.0` is one."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _not_null(value: Any) -> Any:
    if value is None:
        raise ValueError("null is not allowed here: leave the field out instead")
    return value


def _absent(value: Any) -> Any:
    raise ValueError("this field must be absent")


Integer = Annotated[int, BeforeValidator(_integral), AfterValidator(_finite)]
"""A JSON Schema integer: an `int`, or a float with no fractional part (read as an `int`)."""

Number = Annotated[Union[int, float], AfterValidator(_finite)]
"""A JSON number: an `int` stays one (exact, as `eventspec validate` reads integers of 64 bits),
a float is finite."""

Json = Annotated[Any, AfterValidator(_json_value)]
"""Any JSON value (no `NaN`, infinity or number beyond a 64-bit float in it)."""

_BOUNDS: dict[str, tuple[Callable[[Any, Any], bool], str]] = {
    "minimum": (lambda v, n: v >= n, "at least"),
    "maximum": (lambda v, n: v <= n, "at most"),
    "exclusiveMinimum": (lambda v, n: v > n, "more than"),
    "exclusiveMaximum": (lambda v, n: v < n, "less than"),
}


def json_bound(keyword: str, limit: float) -> AfterValidator:
    """The numeric keyword `keyword` (`minimum`, `maximum`, `exclusiveMinimum`,
    `exclusiveMaximum`, `multipleOf`) with its `limit`, judged as `eventspec validate` judges
    it: both numbers as it reads them (an integer beyond 64 bits as the nearest float), compared
    exactly, and `multipleOf` exact on their decimals (`0.07` is a multiple of `0.01`)."""
    if keyword == "multipleOf":

        def multiple(value: float) -> float:
            if not is_multiple(value, limit):
                raise ValueError(f"must be a multiple of {limit!r}")
            return value

        return AfterValidator(multiple)
    within, text = _BOUNDS[keyword]
    read = as_read(limit)

    def bound(value: float) -> float:
        if not within(as_read(value), read):
            raise ValueError(f"must be {text} {limit!r}")
        return value

    return AfterValidator(bound)


def json_pattern(pattern: str) -> AfterValidator:
    """A `pattern` that needs Python's `re` (lookaround, which pydantic's default engine lacks),
    in `re` syntax with ECMA-262's meaning; it works in any model, whatever its regex engine."""
    compiled = re.compile(pattern)

    def check(value: str) -> str:
        if compiled.search(value) is None:
            raise ValueError(f"must match {pattern!r}")
        return value

    return AfterValidator(check)


NOT_NULL = BeforeValidator(_not_null)
"""Rejects an explicit `null` on an optional field that may not be null (an absent key is not
validated: it reads as the default, `None`)."""

ABSENT = BeforeValidator(_absent)
"""Rejects any value: the field must be absent."""


def _json_equal(a: object, b: object) -> bool:
    """Equality as JSON Schema has it: `1 == 1.0`, but `true != 1`."""
    if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return as_read(a) == as_read(b)
    if isinstance(a, list) and isinstance(b, list):
        left, right = cast("list[object]", a), cast("list[object]", b)
        return len(left) == len(right) and all(map(_json_equal, left, right))
    if isinstance(a, dict) and isinstance(b, dict):
        one, other = cast("dict[str, object]", a), cast("dict[str, object]", b)
        return one.keys() == other.keys() and all(
            _json_equal(one[key], other[key]) for key in one
        )
    return isinstance(a, str) and isinstance(b, str) and a == b


def _holds(keyword: str, limit: Any, value: object) -> bool:
    """Whether the raw JSON `value` meets the constraint `keyword` with `limit`, as JSON Schema
    applies it: a value of another type meets it (`minProperties` constrains objects only)."""
    if keyword == "not":
        return not any(_json_equal(item, value) for item in cast("list[object]", limit))
    if keyword in ("minProperties", "maxProperties") and isinstance(value, dict):
        count = len(cast("dict[str, object]", value))
        return bool(count >= limit if keyword == "minProperties" else count <= limit)
    if isinstance(value, list):
        items = cast("list[object]", value)
        if keyword == "uniqueItems":
            return not any(
                _json_equal(earlier, item)
                for index, item in enumerate(items)
                for earlier in items[:index]
            )
        if keyword in ("minItems", "maxItems"):
            return bool(
                len(items) >= limit if keyword == "minItems" else len(items) <= limit
            )
    if isinstance(value, str) and keyword == "pattern":
        return re.search(limit, value) is not None
    if isinstance(value, str) and keyword in ("minLength", "maxLength"):
        return bool(
            len(value) >= limit if keyword == "minLength" else len(value) <= limit
        )
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if keyword == "multipleOf":
            return is_multiple(value, limit)
        if keyword in _BOUNDS:
            return _BOUNDS[keyword][0](as_read(value), as_read(limit))
    return True


def satisfies(keyword: str, limit: Any) -> BeforeValidator:
    """Checks the constraint `keyword` with `limit` on the raw JSON value, before the type
    reads it (for constraints pydantic has no check of its own for, or on a named type)."""

    def check(value: Any) -> Any:
        if not _holds(keyword, limit, value):
            raise ValueError(f"must meet `{keyword}`: {limit!r}")
        return value

    return BeforeValidator(check)


def positional(
    *items: Callable[[], Any], rest: Callable[[], Any] | None
) -> BeforeValidator:
    """Checks each item of an array by the type of its position (`items`, each given lazily so
    that a model defined further down can be named), and every later item by `rest` (no later
    item at all when it is `None`); the array may be shorter."""
    adapters: dict[int, TypeAdapter[Any]] = {}

    def adapter(position: int) -> TypeAdapter[Any]:
        if position not in adapters:
            kind = (
                items[position]
                if position < len(items)
                else cast("Callable[[], Any]", rest)
            )
            adapters[position] = TypeAdapter(kind())
        return adapters[position]

    def check(value: object) -> object:
        if not isinstance(value, list):
            return value
        values = cast("list[object]", value)
        if rest is None and len(values) > len(items):
            raise ValueError(f"must have at most {len(items)} item(s)")
        for position, item in enumerate(values):
            adapter(min(position, len(items))).validate_python(item, strict=True)
        return values

    return BeforeValidator(check)


def contains_between(
    item: Callable[[], Any], least: int, most: int | None
) -> BeforeValidator:
    """Checks `contains` with its counts on the raw JSON value: between `least` and `most` (no
    bound when `None`) items of an array are of the type `item` gives (lazily, so that a model
    defined further down can be named). A value of another type passes."""
    adapters: list[TypeAdapter[Any]] = []

    def matches(entry: object) -> bool:
        if not adapters:
            adapters.append(TypeAdapter(item()))
        try:
            adapters[0].validate_python(entry, strict=True)
        except ValidationError:
            return False
        return True

    def check(value: object) -> object:
        if not isinstance(value, list):
            return value
        items = cast("list[object]", value)
        count = sum(1 for entry in items if matches(entry))
        if count < least:
            raise ValueError(
                f"must contain at least {least} item(s) matching its `contains` schema;"
                f" found {count}"
            )
        if most is not None and count > most:
            raise ValueError(
                f"must contain at most {most} item(s) matching its `contains` schema;"
                f" found {count}"
            )
        return items

    return BeforeValidator(check)


def json_literal(*values: Any) -> BeforeValidator:
    """Accepts exactly the JSON values `values` (a `const` or an `enum`), compared as JSON."""

    def check(value: Any) -> Any:
        for expected in values:
            if _json_equal(value, expected):
                return expected
        raise ValueError(f"must be one of {list(values)!r}")

    return BeforeValidator(check)


def unknown_tag(known: tuple[str, ...]) -> AfterValidator:
    """Accepts a tag that is none of `known`: the catch-all of an open union."""

    def check(value: str) -> str:
        if value in known:
            raise ValueError(f"{value!r} is a known event type")
        return value

    return AfterValidator(check)
