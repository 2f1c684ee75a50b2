"""Numbers as `eventspec validate` reads and compares them, shared by the runtimes of the plain
and pydantic packages: 64-bit integers exactly, larger ones as the nearest float, and
`multipleOf` on exact fractions."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

_U64_END = 2**64
_I64_START = -(2**63)


def as_read(value: object) -> object:
    """A number as `eventspec validate` reads it: an integer of 64 bits (`i64` or `u64`) as itself,
    a larger one as the nearest 64-bit float (serde_json's reading); everything else unchanged.
    Python compares `int` and `float` exactly, so no check goes through `float()` on the way."""
    if type(value) is int and not _I64_START <= value < _U64_END:
        return float(value)
    return value


def _exact(number: object) -> Fraction:
    """A number as `eventspec validate` reads it (see `as_read`), exactly: an int as itself, a
    float as the decimal it prints as (its shortest round-trip text, `0.07`, not the binary
    fraction near it)."""
    read = as_read(number)
    if type(read) is int:
        return Fraction(read)
    return Fraction(Decimal(repr(read)))


def is_multiple(value: object, limit: object) -> bool:
    """Whether `value` divided by `limit` is an integer, as `eventspec validate` decides: exactly,
    on the numbers as `_exact` reads them (`0.07` is a multiple of `0.01`; `1e300` is not one of
    `0.7`)."""
    return (_exact(value) / _exact(limit)).denominator == 1


HUGE = 2**1024 - 2**970
"""The least integer that `float()` cannot convert: the Rust validator reads every JSON number as
a 64-bit float (one beyond that range does not parse), and JavaScript as a double (it becomes
`Infinity`), so an integer from here on is not a finite number."""
