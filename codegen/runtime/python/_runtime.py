"""The runtime every family module uses, with no dependency: what `eventspec validate` refuses to
read, the choice of an event's type, and the leaf checks the generated validators call to report
a finding. Messages are worded like `eventspec validate`'s."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from typing import Any, Callable, cast

from typing_extensions import Literal, TypeAlias

from ._numbers import HUGE, as_read, is_multiple

Mode: TypeAlias = Literal["declared", "strict", "tolerant"]
"""`"declared"` (the contract's declared policy), `"strict"` (the producer's view) or
`"tolerant"` (the consumer's view)."""

_MODES = ("declared", "strict", "tolerant")


class Finding:
    """One reason a payload is invalid (a finding, as `eventspec validate` calls it)."""

    __slots__ = ("keyword", "message", "path")

    def __init__(self, path: str, keyword: str, message: str) -> None:
        self.path = path
        """JSON pointer of the value at fault (`""` for the event itself)."""
        self.keyword = keyword
        """The JSON Schema keyword that fails there."""
        self.message = message
        """What was expected and what was found."""

    def __repr__(self) -> str:
        return f"Finding({self.path!r}, {self.keyword!r}, {self.message!r})"


class EventValidationError(ValueError):
    """Raised by the `parse_…` functions: every reason the payload is invalid."""

    def __init__(self, errors: list[Finding]) -> None:
        super().__init__("\n".join(f"{e.path or '/'}: {e.message}" for e in errors))
        self.errors = errors
        """Every error, ordered by instance path."""


def _as_list(value: object) -> list[object] | None:
    return cast(list[object], value) if isinstance(value, list) else None


def _as_dict(value: object) -> dict[str, object] | None:
    return cast(dict[str, object], value) if isinstance(value, dict) else None


def _unescape(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def _subject(path: str) -> str:
    if path == "":
        return "the event"
    parts = path.split("/")
    last = _unescape(parts[-1])
    if last.isdigit():
        return f"item {last} of `{_unescape(parts[-2])}`"
    return f"`{last}`"


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _found(value: object) -> str:
    if value is None:
        return "null"
    items = _as_list(value)
    if items is not None:
        return f"an array of {len(items)} item(s)"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, str) and len(value) > 60:
        return f"`{_json(value[:57] + '...')}`"
    if (
        isinstance(value, int)
        and not isinstance(value, bool)
        and not -HUGE < value < HUGE
    ):
        # `str` of an int of thousands of digits raises; its size is what matters here.
        return f"an integer of about {int(value.bit_length() * 0.30103) + 1} digits"
    try:
        return f"`{_json(value)}`"
    except (TypeError, ValueError):
        return f"a Python `{type(value).__name__}`"


def _code(value: object) -> str:
    return f"`{value}`" if isinstance(value, str) else f"`{_json(value)}`"


def _json_equal(a: object, b: object) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    list_a, list_b = _as_list(a), _as_list(b)
    if list_a is not None and list_b is not None:
        return len(list_a) == len(list_b) and all(
            _json_equal(x, y) for x, y in zip(list_a, list_b)
        )
    dict_a, dict_b = _as_dict(a), _as_dict(b)
    if dict_a is not None and dict_b is not None:
        return dict_a.keys() == dict_b.keys() and all(
            _json_equal(dict_a[k], dict_b[k]) for k in dict_a
        )
    if _is_number(a) and _is_number(b):
        return as_read(a) == as_read(b)
    return a == b


def _is_number(value: object) -> bool:
    return type(value) is int or type(value) is float


ABSENT = object()
"""What `dict.get` returns for a field the event does not have (`None` is JSON's null)."""


def is_integer(value: object) -> bool:
    """Whether `value` is a JSON integer: a finite `int` (not a `bool`), or an integral `float`."""
    kind = type(value)
    if kind is int:
        return -HUGE < cast(int, value) < HUGE
    return kind is float and cast(float, value).is_integer()


def is_number(value: object) -> bool:
    """Whether `value` is a JSON number: a finite `int` (not a `bool`) or `float`."""
    kind = type(value)
    if kind is int:
        return -HUGE < cast(int, value) < HUGE
    return kind is float and math.isfinite(cast(float, value))


def is_array(value: object) -> bool:
    """Whether `value` is a JSON array (a `list`)."""
    return isinstance(value, list)


def is_object(value: object) -> bool:
    """Whether `value` is a JSON object (a `dict`)."""
    return isinstance(value, dict)


def escape(key: str) -> str:
    """`key` as a segment of a JSON pointer."""
    return key.replace("~", "~0").replace("/", "~1")


def wrong_type(errors: list[Finding], path: str, expected: str, value: object) -> None:
    """The value at `path` is not of the type `expected` names (`a string or null`)."""
    errors.append(
        Finding(
            path, "type", f"{_subject(path)} must be {expected}; found {_found(value)}"
        )
    )


def required(errors: list[Finding], path: str, name: str) -> None:
    """The object at `path` lacks its required field `name`."""
    errors.append(Finding(path, "required", f"missing required field `{name}`"))


def wrong_const(
    errors: list[Finding], path: str, literal: object, value: object
) -> None:
    """The value at `path` is not the one value its schema allows, `literal`."""
    errors.append(
        Finding(
            path,
            "const",
            f"{_subject(path)} must be {_code(literal)}; found {_found(value)}",
        )
    )


def equal(literal: object, value: object) -> bool:
    """Whether `value` is the JSON value `literal` (`1` is `1.0`; `True` is not `1`)."""
    return _json_equal(literal, value)


def one_of(values: tuple[object, ...], value: object) -> bool:
    """Whether `value` is one of the JSON values `values`."""
    return any(_json_equal(literal, value) for literal in values)


def wrong_enum(
    errors: list[Finding], path: str, values: tuple[object, ...], value: object
) -> None:
    """The value at `path` is none of the values `values` its schema lists."""
    listed = ", ".join(_code(literal) for literal in values)
    errors.append(
        Finding(
            path,
            "enum",
            f"{_subject(path)} must be one of {listed}; found {_found(value)}",
        )
    )


def none_matches(errors: list[Finding], path: str, value: object) -> None:
    """The value at `path` matches none of the forms of its union."""
    errors.append(
        Finding(
            path,
            "oneOf",
            f"{_subject(path)} matches none of the forms its schema allows; found {_found(value)}",
        )
    )


def not_allowed(errors: list[Finding], path: str) -> None:
    """A value at `path`, where the schema allows none."""
    errors.append(Finding(path, "false", f"{_subject(path)} is not allowed here"))


def mismatch(errors: list[Finding], path: str, source: str, value: object) -> None:
    """The string at `path` does not match the pattern `source` (as the schema states it)."""
    errors.append(
        Finding(
            path,
            "pattern",
            f"{_subject(path)} must match `{source}`; found {_found(value)}",
        )
    )


def closed_fields(
    errors: list[Finding], path: str, value: dict[str, object], known: frozenset[str]
) -> None:
    """Each field of the object at `path` beyond `known`, where its type allows no other."""
    holder = "the event type" if path == "" else f"{_subject(path)} here"
    for key in value:
        if key not in known:
            errors.append(
                Finding(
                    f"{path}/{escape(key)}",
                    "additionalProperties",
                    f"unknown field `{key}`: {holder} allows no other fields",
                )
            )


def undeclared_fields(
    errors: list[Finding], value: dict[str, object], known: frozenset[str]
) -> None:
    """Each field of the event beyond `known`, the fields its type declares (the strict mode)."""
    for key in value:
        if key not in known:
            errors.append(
                Finding(
                    f"/{escape(key)}",
                    "additionalProperties",
                    f"unknown field `{key}`: the event type does not declare it",
                )
            )


Check = Callable[[object, str, list[Finding]], None]
"""A leaf check of one constraint: appends the finding of a value found at a path."""


def contains_count(
    errors: list[Finding], path: str, count: int, least: int, most: int | None
) -> None:
    """The array at `path` has `count` items matching its `contains` schema: an error when
    that is fewer than `least` or more than `most` (no bound when `None`)."""
    if count < least:
        keyword, bound = ("contains" if least == 1 else "minContains"), f"least {least}"
    elif most is not None and count > most:
        keyword, bound = "maxContains", f"most {most}"
    else:
        return
    errors.append(
        Finding(
            path,
            keyword,
            f"{_subject(path)} must contain at {bound} item(s) matching its"
            f" `contains` schema; found {count}",
        )
    )


def constraint(keyword: str, limit: Any, translation: str | None = None) -> Check:
    """The leaf check of the constraint `keyword` with its `limit` (for a pattern, the source
    and its `translation` into `re` syntax, with its meaning); it ignores a value the keyword
    does not apply to."""

    def fail(path: str, errors: list[Finding], message: str) -> None:
        errors.append(Finding(path, keyword, f"{_subject(path)} {message}"))

    if keyword == "pattern":
        pattern = re.compile(translation if translation is not None else limit)

        def check_pattern(value: object, path: str, errors: list[Finding]) -> None:
            if isinstance(value, str) and pattern.search(value) is None:
                fail(path, errors, f"must match `{limit}`; found {_found(value)}")

        return check_pattern
    # Every bound compares the value and the limit as `eventspec validate` reads them (see
    # `as_read`), exactly: never through `float()`, which rounds integers beyond 2**53.
    numeric: dict[str, tuple[Callable[[float], bool], str]] = {
        "minimum": (lambda v: v < limit, f"must be at least {_json(limit)}"),
        "maximum": (lambda v: v > limit, f"must be at most {_json(limit)}"),
        "exclusiveMinimum": (lambda v: v <= limit, f"must be more than {_json(limit)}"),
        "exclusiveMaximum": (lambda v: v >= limit, f"must be less than {_json(limit)}"),
        "multipleOf": (
            lambda v: not is_multiple(v, limit),
            f"must be a multiple of {_json(limit)}",
        ),
    }
    if keyword in numeric:
        breaks, text = numeric[keyword]
        limit = as_read(limit)

        def check_number(value: object, path: str, errors: list[Finding]) -> None:
            if is_number(value) and breaks(cast(float, as_read(value))):
                fail(path, errors, f"{text}; found {_found(value)}")

        return check_number
    if keyword in ("minLength", "maxLength"):
        minimum = keyword == "minLength"

        def check_length(value: object, path: str, errors: list[Finding]) -> None:
            if isinstance(value, str) and (
                len(value) < limit if minimum else len(value) > limit
            ):
                fail(
                    path,
                    errors,
                    f"must be at {'least' if minimum else 'most'} {limit} character(s) long; "
                    f"found {_found(value)}",
                )

        return check_length
    if keyword in ("minProperties", "maxProperties"):
        at_least = keyword == "minProperties"

        def check_properties(value: object, path: str, errors: list[Finding]) -> None:
            fields = _as_dict(value)
            if fields is not None and (
                len(fields) < limit if at_least else len(fields) > limit
            ):
                noun = "property" if limit == 1 else "properties"
                bound = "least" if at_least else "most"
                fail(
                    path,
                    errors,
                    f"must have at {bound} {limit} {noun}; found {len(fields)}",
                )

        return check_properties
    if keyword == "not":
        # A `not` of values: the value is none of them.
        excluded = cast("list[object]", limit)

        def check_excluded(value: object, path: str, errors: list[Finding]) -> None:
            if any(_json_equal(item, value) for item in excluded):
                fail(path, errors, f"must not be {_found(value)}")

        return check_excluded
    if keyword == "uniqueItems":

        def check_unique(value: object, path: str, errors: list[Finding]) -> None:
            items = _as_list(value)
            if items is None:
                return
            for index, item in enumerate(items):
                if any(_json_equal(earlier, item) for earlier in items[:index]):
                    fail(
                        path,
                        errors,
                        f"must not repeat an item; item {index} is repeated",
                    )
                    return

        return check_unique
    minimum = keyword == "minItems"

    def check_items(value: object, path: str, errors: list[Finding]) -> None:
        items = _as_list(value)
        if items is not None and (
            len(items) < limit if minimum else len(items) > limit
        ):
            fail(
                path,
                errors,
                f"must have at {'least' if minimum else 'most'} {limit} item(s); "
                f"found {len(items)}",
            )

    return check_items


EventCheck = Callable[[object, str, list[Finding], Mode], None]
"""The check of an event type: appends the findings of a value at a path, in a mode."""


class Contract:
    """A version's contract as its validator module states it: each event type's check, and what
    the runtime needs to dispatch an event to one."""

    __slots__ = ("declared", "events", "fields", "open", "shapes", "tag")

    def __init__(
        self,
        *,
        tag: str | None,
        open: bool,
        events: dict[str, EventCheck],
        declared: dict[str, frozenset[str]],
        shapes: tuple[str, ...],
        fields: dict[str, dict[str, bool]],
    ) -> None:
        self.tag = tag
        """The tag's field, or None for an untagged contract."""
        self.open = open
        """Whether the declared mode lets an unknown event type through."""
        self.events = events
        """Each event type's check, by its tag (tagged) or its name."""
        self.declared = declared
        """The fields of each open event type, which the strict mode holds it to."""
        self.shapes = shapes
        """An untagged contract's event types, in the order they are tried."""
        self.fields = fields
        """Each untagged event type's fields (and whether required): how well a value fits it."""


def _check_event(
    contract: Contract, name: str, value: object, errors: list[Finding], mode: Mode
) -> None:
    """Runs the check of the event type `name`, then the strict mode's closedness of an open one."""
    contract.events[name](value, "", errors, mode)
    declared = contract.declared.get(name)
    if declared is not None and mode == "strict" and isinstance(value, dict):
        undeclared_fields(errors, cast(dict[str, object], value), declared)


def _fit(contract: Contract, name: str, payload: object) -> int:
    fields = contract.fields.get(name)
    value = _as_dict(payload)
    if fields is None or value is None:
        return 0
    score = 0
    for field, required in fields.items():
        if field in value:
            score += 1
        elif required:
            score -= 1
    return score


def _path(error: Finding) -> str:
    return error.path


MAX_DEPTH = 127
"""The deepest nesting of arrays and objects an event may have, the event itself counting as one:
`eventspec validate` reads no deeper (serde_json's limit), so a deeper event is invalid."""


_SURROGATE = re.compile("[\ud800-\udfff]")
"""A lone surrogate: `json.loads` reads `"\\ud800"` into one, JSON text cannot hold it (RFC 8259
says strings are Unicode characters; UTF-8 has no encoding for it) and `eventspec validate`
rejects the line."""


def _lone_surrogate(text: str) -> str | None:
    found = _SURROGATE.search(text)
    if found is None:
        return None
    return (
        f"the event holds a lone surrogate (U+{ord(found.group()):04X}) in a string, "
        "which is not JSON text"
    )


_kind: Callable[[object], type[object]] = type
"""`type`, typed so that the walk can test a value's exact type with no cast on the way."""


def _key_surrogate(entries: dict[object, object]) -> str | None:
    """The lone surrogate in a key of `entries`, if one has one: all keys at once when they are
    all ASCII strings (the common case), else one by one."""
    try:
        if "".join(cast("dict[str, object]", entries)).isascii():
            return None
    except TypeError:
        pass
    for key in entries:
        if isinstance(key, str):
            reason = _lone_surrogate(key)
            if reason is not None:
                return reason
    return None


def _unreadable(value: object) -> str | None:
    """Why `eventspec validate` could not read `value` as JSON, if it could not: nesting beyond
    `MAX_DEPTH`, a number that is not finite (`NaN`, `Infinity`, which `json.loads` accepts, or
    an integer beyond the range of a 64-bit float), or a lone surrogate in a string or a key
    (which `json.loads` reads from `"\\ud800"`). Iterative, so any depth (even a cycle built in
    code) ends without recursion."""
    if isinstance(value, str):
        return _lone_surrogate(value)
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            entries = cast("dict[object, object]", item)
            reason = _key_surrogate(entries)
            if reason is not None:
                return reason
            children = entries.values()
        elif isinstance(item, list):
            children = cast("list[object]", item)
        else:
            continue
        if depth > MAX_DEPTH:
            return (
                f"the event nests arrays and objects more than {MAX_DEPTH} levels deep"
            )
        child: Any
        for child in children:
            kind = _kind(child)
            if kind is str:
                # An ASCII string (`isascii` reads a flag) holds no surrogate.
                if not child.isascii():
                    reason = _lone_surrogate(child)
                    if reason is not None:
                        return reason
            elif kind is float:
                if not math.isfinite(child):
                    return f"the event holds `{child}`, which is not a JSON number"
            elif kind is int:
                if not -HUGE < child < HUGE:
                    return f"the event holds {_found(child)}, beyond the range of a 64-bit float"
            elif kind is not bool and child is not None:
                stack.append((child, depth + 1))
    return None


def validate(
    contract: Contract, value: object, mode: Mode = "declared"
) -> list[Finding]:
    """Every error of `value` under `contract`, ordered by instance path. Never raises for any
    value: what `eventspec validate` could not read (see `_unreadable`) is one error at the event.
    Raises `ValueError` for a `mode` that is none of the three."""
    if mode not in _MODES:
        raise ValueError(
            f'mode must be "declared", "strict" or "tolerant"; found {mode!r}'
        )
    reason = _unreadable(value)
    if reason is not None:
        return [Finding("", "json", reason)]
    try:
        return _validate_event(contract, value, mode)
    except RecursionError:
        return [
            Finding(
                "",
                "json",
                "the event nests too deeply for the Python stack of the caller",
            )
        ]


def _shape_of(contract: Contract, value: object, mode: Mode) -> tuple[str | None, bool]:
    """The shape of an untagged contract that accepts `value`, else the one it fits best;
    and whether it accepts it."""
    best: str | None = None
    for shape in contract.shapes:
        trial: list[Finding] = []
        _check_event(contract, shape, value, trial, mode)
        if not trial:
            return shape, True
        if best is None or _fit(contract, shape, value) > _fit(contract, best, value):
            best = shape
    return best, False


def is_shape(contract: Contract, name: str, value: object) -> bool:
    """Whether `value` is a valid `name`, a member of an untagged union: the guard of that
    member."""
    if name not in contract.events or _unreadable(value) is not None:
        return False
    errors: list[Finding] = []
    try:
        _check_event(contract, name, value, errors, "declared")
    except RecursionError:
        return False
    return not errors


def event_type(contract: Contract, value: object) -> str | None:
    """The event type of `value`, as the stream rules name it: its tag, or in an untagged
    contract the type that accepts it (else the one it fits best); None when it has none."""
    tag = contract.tag
    if tag is None:
        return _shape_of(contract, value, "declared")[0]
    event = _as_dict(value)
    found = event.get(tag) if event is not None else None
    return found if isinstance(found, str) else None


def _validate_event(contract: Contract, value: object, mode: Mode) -> list[Finding]:
    errors: list[Finding] = []
    tag = contract.tag
    if tag is None:
        shape, valid = _shape_of(contract, value, mode)
        if not valid and shape is not None:
            _check_event(contract, shape, value, errors, mode)
        return sorted(errors, key=_path)
    event = _as_dict(value)
    if event is None or tag not in event:
        known = ", ".join(f"`{t}`" for t in contract.events)
        errors.append(
            Finding(
                "", "oneOf", f"the event has no `{tag}` tag; expected one of {known}"
            )
        )
        return errors
    tag_value = event[tag]
    if not isinstance(tag_value, str):
        known = ", ".join(f"`{t}`" for t in contract.events)
        errors.append(
            Finding(
                f"/{escape(tag)}",
                "oneOf",
                f"`{tag}` must be a string naming one of {known}; found {_found(tag_value)}",
            )
        )
        return errors
    if tag_value in contract.events:
        _check_event(contract, tag_value, event, errors, mode)
    elif not (mode == "tolerant" or (mode == "declared" and contract.open)):
        known = ", ".join(f"`{t}`" for t in contract.events)
        errors.append(
            Finding(
                f"/{escape(tag)}",
                "oneOf",
                f"unknown event type `{tag_value}` (known: {known})",
            )
        )
    return sorted(errors, key=_path) if len(errors) > 1 else errors
