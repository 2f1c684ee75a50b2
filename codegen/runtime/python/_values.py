"""How the stream checker reads the values rules compare, as `eventspec validate --stream` reads
them: numbers by value as JSON Schema compares them (`1` is `1.0`, `true` is not `1`), integers
of 64 bits exactly and larger ones as floats, and one text per value for keys."""

from __future__ import annotations

import json
import math
from decimal import Decimal
from typing import cast

_LOW, _HIGH = -(2**63), 2**64


def read_number(value: float) -> float:
    """A number as `eventspec` reads it: an integer past 64 bits as a float."""
    if isinstance(value, int) and not _LOW <= value < _HIGH:
        try:
            return float(value)
        except OverflowError:
            return math.inf if value > 0 else -math.inf
    return value


def _float_text(value: float) -> str:
    """A float as JavaScript's `String(number)` writes it."""
    if value == 0:
        return "0"
    if not math.isfinite(value):
        if math.isnan(value):
            return "NaN"
        return "Infinity" if value > 0 else "-Infinity"
    _, places, exponent = Decimal(repr(abs(value))).as_tuple()
    n = len(places) + int(exponent)
    digits = "".join(map(str, places)).rstrip("0")
    k = len(digits)
    if k <= n <= 21:
        body = digits + "0" * (n - k)
    elif 0 < n <= 21:
        body = f"{digits[:n]}.{digits[n:]}"
    elif -6 < n <= 0:
        body = f"0.{'0' * -n}{digits}"
    else:
        mantissa = digits if k == 1 else f"{digits[0]}.{digits[1:]}"
        body = f"{mantissa}e{'-' if n - 1 < 0 else '+'}{abs(n - 1)}"
    return f"-{body}" if value < 0 else body


def number_text(value: float) -> str:
    """A number's text: an integer (or an integral float) from -2^63 to 2^64 in its digits,
    any other as JavaScript's `String(number)` writes it."""
    value = read_number(value)
    if isinstance(value, int):
        return str(value)
    if value.is_integer() and _LOW <= value < _HIGH:
        return str(int(value))
    return _float_text(value)


def json_text(value: object) -> str:
    """The JSON text of a value in one form (members sorted, numbers by `_number_text`): two
    values are equal as JSON Schema compares them exactly when their texts are."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return number_text(value)
    if isinstance(value, list):
        items = cast("list[object]", value)
        return "[" + ",".join(json_text(item) for item in items) + "]"
    fields = cast("dict[str, object]", value)
    members = (
        f"{json.dumps(name, ensure_ascii=False)}:{json_text(fields[name])}"
        for name in sorted(fields)
    )
    return "{" + ",".join(members) + "}"


def key_text(value: object) -> str:
    """A value as a key: a string as it is, anything else as its JSON text (`1` and `1.0`
    are one key, `true` and `1` two)."""
    return value if isinstance(value, str) else json_text(value)


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is past the largest float")
    return number


def _integer(text: str) -> float:
    number = read_number(int(text))
    if isinstance(number, float) and not math.isfinite(number):
        raise ValueError(f"{text} is past the largest float")
    return number


def _not_json(text: str) -> object:
    raise ValueError(f"{text} is not JSON")


def _parse(text: str) -> object:
    """`text` read as JSON as `eventspec` reads it; ValueError when it is not JSON."""
    return json.loads(
        text, parse_float=_finite, parse_int=_integer, parse_constant=_not_json
    )


def is_json(text: str) -> bool:
    """Whether `text` is JSON (as `eventspec` reads it)."""
    try:
        _parse(text)
    except ValueError:
        return False
    return True


def json_equals(text: str, expected: object) -> bool:
    """Whether `text` is JSON (as `eventspec` reads it) equal to `expected`."""
    try:
        parsed = _parse(text)
    except ValueError:
        return False
    return json_text(parsed) == json_text(expected)
