"""The stream checker every family module with stream rules uses: a host pushes the events of
a stream one at a time and learns, as they arrive, which rule a sequence breaks. The rules come
from the contract's exported rules file; the findings are worded as `eventspec validate
--stream` words them. Memory is bounded by the keys open at a time: a group is forgotten once
nothing in it is open. Keys and numbers are read as `eventspec` reads them: by value (`1` is
`1.0`, `true` is not `1`), integers of 64 bits exactly and larger ones as floats."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol, cast

from ._values import is_json, json_equals, key_text, number_text, read_number


@dataclass(frozen=True)
class At:
    """Where an event is in the stream: its index (from 0) and its line (from 1)."""

    index: int
    line: int


@dataclass(frozen=True)
class StreamFinding:
    """A rule the stream breaks, at an event, maybe related to an earlier (or the last) one."""

    rule: str
    """The rule's id."""
    at: At
    """The event at fault."""
    related: At | None
    """The other event the message names, if any."""
    path: str
    """JSON pointer of the field the rule reads there (`""` for the event itself)."""
    message: str
    """What the rule requires and what the stream did."""


Report = Callable[[At, "At | None", str, str], None]

_MISSING = object()
_INDEX = re.compile(r"0|[1-9][0-9]*")


def pointer(value: object, path: str) -> object:
    """The value at a JSON pointer, or `_MISSING`."""
    if path == "":
        return value
    current: object = value
    for raw in path[1:].split("/"):
        key = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(current, list):
            items = cast("list[object]", current)
            if not _INDEX.fullmatch(key) or int(key) >= len(items):
                return _MISSING
            current = items[int(key)]
        elif isinstance(current, dict):
            fields = cast("dict[str, object]", current)
            if key not in fields:
                return _MISSING
            current = fields[key]
        else:
            return _MISSING
    return current


class _Seen(NamedTuple):
    event: object
    type: str | None
    at: At
    before: int


def _this(seen: _Seen) -> str:
    return seen.type if seen.type is not None else "event"


def _describe(selector: dict[str, Any]) -> str:
    text = f"`{selector['event_type']}`"
    when = selector.get("when")
    if when is not None:
        values = " or ".join(f"`{v}`" for v in when["values"])
        text += f" with `{when['field'].lstrip('/')}` {values}"
    return text


def _matches(selector: dict[str, Any], seen: _Seen) -> bool:
    if selector["event_type"] != "*" and selector["event_type"] != seen.type:
        return False
    when = selector.get("when")
    if when is None:
        return True
    value = pointer(seen.event, when["field"])
    return value is not _MISSING and key_text(value) in when["values"]


def _key_of(seen: _Seen, key: str | None) -> str | None:
    """The event's key at `key` (`""` without one), or None when it has none."""
    if key is None:
        return ""
    value = pointer(seen.event, key)
    return None if value is _MISSING or value is None else key_text(value)


def _scoped(seen: _Seen, key: str | None, within: str | None) -> str | None:
    """The event's key within the scope its field `within` names, as messages show it."""
    value = _key_of(seen, key)
    if value is None or within is None:
        return value
    scope = pointer(seen.event, within)
    if scope is _MISSING or scope is None:
        return value
    return f"{value}` within `{within.lstrip('/')}` `{key_text(scope)}"


def _name(key: str | None) -> str:
    return "it" if key is None else f"`{key.lstrip('/')}`"


def _label(key: str | None, value: str) -> str:
    return "" if key is None else f" {_name(key)} `{value}`"


class _State(Protocol):
    def observe(self, seen: _Seen, report: Report) -> None: ...

    def finish(self, last: At | None, report: Report) -> None: ...

    def settled(self, ended: bool) -> bool:
        """Whether the group may be forgotten as far as this rule goes (see `_Group`)."""
        ...

    def ends(self) -> bool:
        """Whether the group has seen the event that ends it."""
        ...


class _Keeps:
    """A rule that ends nothing."""

    def ends(self) -> bool:
        return False


class _Pairing(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.key: str | None = rule.get("key")
        self.open: dict[str, At] = {}
        self.stack: list[At] = []

    def settled(self, ended: bool) -> bool:
        return not self.open and not self.stack

    def observe(self, seen: _Seen, report: Report) -> None:
        rule, key = self.rule, self.key
        if any(_matches(reset, seen) for reset in rule.get("reset_by", ())):
            self.open.clear()
            self.stack.clear()
        if any(_matches(before, seen) for before in rule.get("closed_before", ())):
            self._still_open(seen, report)
        value = _scoped(seen, key, rule.get("within"))
        if value is None:
            return
        path = key or ""
        if _matches(rule["open"], seen):
            if key is None:
                self.stack.append(seen.at)
                return
            first = self.open.get(value)
            self.open[value] = seen.at
            if first is not None:
                message = (
                    f"{_name(key)} `{value}` opened at line {first.line} is opened "
                    "again before it was closed"
                )
                report(seen.at, first, path, message)
        elif any(_matches(close, seen) for close in rule["close"]):
            if key is None:
                closed = self.stack.pop() if self.stack else None
            else:
                closed = self.open.pop(value, None)
            alone = any(_matches(close, seen) for close in rule.get("alone", ()))
            if closed is None and not alone:
                what = "" if key is None else f" for {_name(key)} `{value}`"
                message = (
                    f"`{_this(seen)}`{what} closes nothing: no "
                    f"{_describe(rule['open'])} opened it"
                )
                report(seen.at, None, path, message)

    def _still_open(self, seen: _Seen, report: Report) -> None:
        """Reports what is still open at `seen` (an event before which everything must be
        closed), and forgets it."""
        closers = " or ".join(_describe(close) for close in self.rule["close"])
        for value, at in sorted(self.open.items()):
            message = (
                f"{_name(self.key)} `{value}` opened at line {at.line} is still open at "
                f"`{_this(seen)}`, before which it must be closed by {closers}"
            )
            report(seen.at, at, self.key or "", message)
        for at in self.stack:
            message = (
                f"{_describe(self.rule['open'])} at line {at.line} is still open at "
                f"`{_this(seen)}`, before which it must be closed by {closers}"
            )
            report(seen.at, at, "", message)
        self.open = {}
        self.stack = []

    def finish(self, last: At | None, report: Report) -> None:
        closers = " or ".join(_describe(close) for close in self.rule["close"])
        for value, at in sorted(self.open.items()):
            message = (
                f"{_name(self.key)} `{value}` opened at line {at.line} was never "
                f"closed by {closers}"
            )
            report(at, last, self.key or "", message)
        for at in self.stack:
            message = (
                f"{_describe(self.rule['open'])} at line {at.line} was never closed "
                f"by {closers}"
            )
            report(at, last, "", message)


class _Bracketing(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.key: str | None = rule.get("key")
        self.open: dict[str, At] = {}

    def settled(self, ended: bool) -> bool:
        return not self.open

    def observe(self, seen: _Seen, report: Report) -> None:
        rule, key = self.rule, self.key
        if any(_matches(reset, seen) for reset in rule.get("reset_by", ())):
            self.open.clear()
        if any(_matches(before, seen) for before in rule.get("closed_before", ())):
            start, end = rule["start"]["event_type"], rule["end"]["event_type"]
            for held, at in sorted(self.open.items()):
                message = (
                    f"`{start}`{_label(key, held)} at line {at.line} is still open at "
                    f"`{_this(seen)}`, before which it must end with `{end}`"
                )
                report(seen.at, at, key or "", message)
            self.open = {}
        value = _key_of(seen, key)
        if value is None:
            return
        path, label = key or "", _label(key, value)
        start, end = rule["start"]["event_type"], rule["end"]["event_type"]
        if _matches(rule["start"], seen):
            first = self.open.get(value)
            self.open[value] = seen.at
            if first is not None:
                message = (
                    f"`{start}`{label} started again; it started at line "
                    f"{first.line} and has not ended"
                )
                report(seen.at, first, path, message)
        elif _matches(rule["end"], seen):
            # Before the deltas: a delta selector of every event (`*`) does not take the end.
            if self.open.pop(value, None) is None:
                message = f"`{_this(seen)}`{label} ends what no `{start}` started"
                report(seen.at, None, path, message)
        elif _matches(rule["delta"], seen) and value not in self.open:
            message = f"`{_this(seen)}`{label} comes outside a `{start}` … `{end}` pair"
            report(seen.at, None, path, message)

    def finish(self, last: At | None, report: Report) -> None:
        start, end = self.rule["start"]["event_type"], self.rule["end"]["event_type"]
        for value, at in sorted(self.open.items()):
            message = (
                f"`{start}`{_label(self.key, value)} at line {at.line} never ended "
                f"with `{end}`"
            )
            report(at, last, self.key or "", message)


class _Precedes(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.seen_first: set[str] = set()
        self.early: dict[str, At] = {}

    def settled(self, ended: bool) -> bool:
        return not self.seen_first and not self.early

    def observe(self, seen: _Seen, report: Report) -> None:
        rule = self.rule
        value = _key_of(seen, rule["key"])
        if value is None:
            return
        if _matches(rule["first"], seen):
            then = self.early.pop(value, None)
            if then is not None:
                message = (
                    f"{_describe(rule['first'])} for {_name(rule['key'])} `{value}` comes "
                    f"after the {_describe(rule['then'])} at line {then.line}; it must "
                    "come before"
                )
                report(seen.at, then, rule["key"], message)
            self.seen_first.add(value)
        elif _matches(rule["then"], seen):
            if value in self.seen_first:
                self.seen_first.discard(value)
            else:
                self.early.setdefault(value, seen.at)

    def finish(self, last: At | None, report: Report) -> None:
        pass


class _First(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule

    def settled(self, ended: bool) -> bool:
        return ended

    def observe(self, seen: _Seen, report: Report) -> None:
        if _matches(self.rule["event"], seen) and seen.before > 0:
            message = (
                f"`{_this(seen)}` must be the first event; {seen.before} event(s) "
                "came before it"
            )
            report(seen.at, None, "", message)

    def finish(self, last: At | None, report: Report) -> None:
        pass


class _FollowedBy(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.awaiting: At | None = None

    def settled(self, ended: bool) -> bool:
        return self.awaiting is None

    def observe(self, seen: _Seen, report: Report) -> None:
        before, self.awaiting = self.awaiting, None
        if before is not None and not any(_matches(n, seen) for n in self.rule["next"]):
            allowed = " or ".join(_describe(n) for n in self.rule["next"])
            message = (
                f"`{_this(seen)}` comes right after the {_describe(self.rule['event'])} at "
                f"line {before.line}, which only {allowed} may follow"
            )
            report(seen.at, before, "", message)
        if _matches(self.rule["event"], seen):
            self.awaiting = seen.at

    def finish(self, last: At | None, report: Report) -> None:
        pass


class _StartsWith(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.started = False

    def settled(self, ended: bool) -> bool:
        return ended

    def observe(self, seen: _Seen, report: Report) -> None:
        ignoring = self.rule.get("ignoring", [])
        if self.started or any(_matches(event, seen) for event in ignoring):
            return
        self.started = True
        events = self.rule["events"]
        if not any(_matches(event, seen) for event in events):
            allowed = " or ".join(_describe(event) for event in events)
            aside = (
                f" ({', '.join(_describe(event) for event in ignoring)} aside)"
                if ignoring
                else ""
            )
            message = (
                f"the stream starts with `{_this(seen)}`, "
                f"where it must start with {allowed}{aside}"
            )
            report(seen.at, None, "", message)

    def finish(self, last: At | None, report: Report) -> None:
        pass


class _Numbered(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.count = 0

    def settled(self, ended: bool) -> bool:
        return ended or self.count == 0

    def observe(self, seen: _Seen, report: Report) -> None:
        rule = self.rule
        if any(_matches(reset, seen) for reset in rule.get("reset_by", ())):
            self.count = 0
        if not _matches(rule["event"], seen):
            return
        expected = self.count
        self.count += 1
        value = pointer(seen.event, rule["field"])
        if value is _MISSING:
            return
        number = key_text(value)
        if number != str(expected):
            message = (
                f"`{rule['field'].lstrip('/')}` is {number} where {expected} was expected: "
                f"each {_describe(rule['event'])} is numbered 0, 1, 2, ... in the order they come"
            )
            report(seen.at, None, rule["field"], message)

    def finish(self, last: At | None, report: Report) -> None:
        pass


class _Fits(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.opened: dict[str, tuple[str, At]] = {}

    def settled(self, ended: bool) -> bool:
        return not self.opened

    def observe(self, seen: _Seen, report: Report) -> None:
        rule = self.rule
        key = _key_of(seen, rule["key"])
        if key is None:
            return
        if _matches(rule["open"], seen):
            kind = pointer(seen.event, rule["open_kind"])
            if kind is not _MISSING:
                self.opened[key] = (key_text(kind), seen.at)
            return
        if not _matches(rule["item"], seen):
            return
        opened = self.opened.get(key)
        item = pointer(seen.event, rule["item_kind"])
        if opened is None or item is _MISSING:
            return
        kind, at = opened
        allowed: list[str] = rule["allowed"].get(kind, [])
        if key_text(item) not in allowed:
            fits = "none" if not allowed else "`" + "` or `".join(allowed) + "`"
            message = (
                f"`{key_text(item)}` does not fit the `{kind}` opened at line {at.line} with "
                f"`{rule['key'].lstrip('/')}` `{key}`, which takes {fits}"
            )
            report(seen.at, at, rule["item_kind"], message)

    def finish(self, last: At | None, report: Report) -> None:
        pass


class _Ending:
    """`last` and `terminal`: an event after the one that ends the stream breaks the rule."""

    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.end: At | None = None

    def observe(self, seen: _Seen, report: Report) -> None:
        if self.end is not None:
            must = (
                "be the last event" if self.rule["kind"] == "last" else "end the stream"
            )
            message = (
                f"`{_this(seen)}` comes after the `{self.rule['event']['event_type']}` at "
                f"line {self.end.line}, which must {must}"
            )
            report(seen.at, self.end, "", message)
        elif _matches(self.rule["event"], seen):
            self.end = seen.at

    def finish(self, last: At | None, report: Report) -> None:
        if self.rule["kind"] == "terminal" and self.end is None and last is not None:
            message = (
                f"the stream ends without a `{self.rule['event']['event_type']}` event"
            )
            report(last, None, "", message)

    def settled(self, ended: bool) -> bool:
        return self.end is not None or self.rule["kind"] == "last"

    def ends(self) -> bool:
        return self.end is not None


class _Monotonic(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.previous: tuple[float, At] | None = None

    def settled(self, ended: bool) -> bool:
        return self.previous is None or ended

    def observe(self, seen: _Seen, report: Report) -> None:
        rule = self.rule
        if not _matches(rule["event"], seen):
            return
        number = pointer(seen.event, rule["field"])
        if not isinstance(number, (int, float)) or isinstance(number, bool):
            return
        number = read_number(number)
        previous = self.previous
        if previous is not None and (
            number < previous[0] or (rule["strict"] and number == previous[0])
        ):
            order = "increase" if rule["strict"] else "never decrease"
            message = (
                f"`{rule['field'].lstrip('/')}` must {order}: {number_text(number)} "
                f"follows {number_text(previous[0])} at line {previous[1].line}"
            )
            report(seen.at, previous[1], rule["field"], message)
        self.previous = (number, seen.at)

    def finish(self, last: At | None, report: Report) -> None:
        pass


class _Reassembly(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.collected: dict[str, list[str]] = {}

    def settled(self, ended: bool) -> bool:
        return not self.collected

    def observe(self, seen: _Seen, report: Report) -> None:
        rule = self.rule
        group = _key_of(seen, rule.get("key"))
        if group is None:
            return
        if _matches(rule["delta"], seen):
            piece = pointer(seen.event, rule["text"])
            if isinstance(piece, str):
                self.collected.setdefault(group, []).append(piece)
        elif _matches(rule["complete"], seen):
            parts = self.collected.pop(group, None)
            if parts is None:
                return
            joined = "".join(parts)
            if "value" not in rule:
                if joined and not is_json(joined):
                    message = (
                        f"the `{rule['delta']['event_type']}` texts joined up to this "
                        f"`{_this(seen)}` are not JSON"
                    )
                    report(seen.at, None, "", message)
                return
            expected = pointer(seen.event, rule["value"])
            if expected is _MISSING:
                return
            if rule["json"]:
                equal = json_equals(joined, expected)
            else:
                equal = expected == joined
            if not equal:
                message = (
                    f"the `{rule['delta']['event_type']}` texts joined do not equal "
                    f"`{rule['value'].lstrip('/')}` of this `{_this(seen)}`"
                )
                report(seen.at, None, rule["value"], message)

    def finish(self, last: At | None, report: Report) -> None:
        pass


class _EachItemGets(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.waiting: dict[str, tuple[At, int]] = {}
        self.got: set[str] = set()

    def settled(self, ended: bool) -> bool:
        return not self.waiting and (ended or not self.got)

    def observe(self, seen: _Seen, report: Report) -> None:
        rule = self.rule
        if not _matches(rule["event"], seen):
            return
        items = pointer(seen.event, rule["items"])
        if not isinstance(items, list):
            return
        for position, item in enumerate(cast("list[object]", items)):
            key = pointer(item, rule["key"])
            if key is _MISSING or key is None:
                continue
            value = key_text(key)
            if value in self.got:
                continue
            field = pointer(item, rule["field"])
            if field is not _MISSING and field is not None:
                self.waiting.pop(value, None)
                self.got.add(value)
            else:
                self.waiting[value] = (seen.at, position)

    def finish(self, last: At | None, report: Report) -> None:
        items, key, field = self.rule["items"], self.rule["key"], self.rule["field"]
        for value, (at, position) in sorted(self.waiting.items()):
            message = (
                f"the item of {_name(items)} with {_name(key)} `{value}` never got a "
                f"{_name(field)}: each item needs one by the end of the stream (this is the "
                "last event that carried it)"
            )
            report(at, last, f"{items}/{position}{field}", message)


class _ItemsNumbered(_Keeps):
    def __init__(self, rule: dict[str, Any]) -> None:
        self.rule = rule
        self.seen: set[str] = set()
        self.next = 0

    def settled(self, ended: bool) -> bool:
        return ended or not self.seen

    def observe(self, seen: _Seen, report: Report) -> None:
        rule = self.rule
        if not _matches(rule["event"], seen):
            return
        items = pointer(seen.event, rule["items"])
        if not isinstance(items, list):
            return
        for position, item in enumerate(cast("list[object]", items)):
            key = pointer(item, rule["key"])
            if key is _MISSING or key is None:
                continue
            value = key_text(key)
            if value in self.seen:
                continue
            self.seen.add(value)
            if value != str(self.next):
                message = (
                    f"an item of {_name(rule['items'])} first comes with {_name(rule['key'])} "
                    f"`{value}` where {self.next} was expected: the items first come numbered "
                    "0, 1, 2, ... (a new one has the number of the items before it)"
                )
                path = f"{rule['items']}/{position}{rule['key']}"
                report(seen.at, None, path, message)
            while str(self.next) in self.seen:
                self.next += 1

    def finish(self, last: At | None, report: Report) -> None:
        pass


_KINDS: dict[str, Callable[[dict[str, Any]], _State]] = {
    "pairing": _Pairing,
    "bracketing": _Bracketing,
    "precedes": _Precedes,
    "first": _First,
    "last": _Ending,
    "terminal": _Ending,
    "monotonic": _Monotonic,
    "reassembly": _Reassembly,
    "followed-by": _FollowedBy,
    "starts-with": _StartsWith,
    "numbered": _Numbered,
    "fits": _Fits,
    "each-item-gets": _EachItemGets,
    "items-numbered": _ItemsNumbered,
}


def _reporter(found: list[StreamFinding], rule: str) -> Report:
    """Reports the violations of `rule` into `found`."""

    def report(at: At, related: At | None, path: str, message: str) -> None:
        found.append(StreamFinding(rule, at, related, path, message))

    return report


class _Group:
    def __init__(self, rules: list[dict[str, Any]]) -> None:
        self.states = [_KINDS[rule["kind"]](rule) for rule in rules]
        self.events = 0
        self.last: At | None = None

    def settled(self) -> bool:
        """Whether nothing of the group is left to check: every rule is settled, rules that
        count or remember earlier events only once the group has ended (its `terminal` or
        `last` event came). Forgetting a group with nothing ended changes no finding; after
        its end, a later event with its key is a new group's first."""
        ended = any(state.ends() for state in self.states)
        return all(state.settled(ended) for state in self.states)


class StreamChecker:
    """Checks a stream against a contract's rules, one event at a time: `push` each event as it
    arrives (it returns what that event reveals), then `finish` at the end of the stream (what
    only the end reveals: pairs never closed, a missing terminal event)."""

    def __init__(
        self,
        rules: list[dict[str, Any]],
        type_of: Callable[[object], str | None],
        group_by: str | None = None,
    ) -> None:
        """A checker of `rules`; `type_of` names an event's type (its tag); with `group_by` (a
        field name or JSON pointer, e.g. `session_id`), the rules hold per value of that
        field."""
        self._rules = rules
        self._type_of = type_of
        if group_by is not None and not group_by.startswith("/"):
            group_by = f"/{group_by}"
        self._group_by = group_by
        self._groups: dict[str, _Group] = {}
        self._index = 0

    def push(self, event: object, line: int | None = None) -> list[StreamFinding]:
        """Observes the next event (at `line`, by default its position from 1)."""
        name = ""
        if self._group_by is not None:
            key = pointer(event, self._group_by)
            name = "" if key is _MISSING else key_text(key)
        group = self._groups.get(name)
        if group is None:
            group = self._groups[name] = _Group(self._rules)
        at = At(self._index, self._index + 1 if line is None else line)
        seen = _Seen(event, self._type_of(event), at, group.events)
        found: list[StreamFinding] = []
        for rule, state in zip(self._rules, group.states):
            state.observe(seen, _reporter(found, rule["id"]))
        group.events += 1
        group.last = at
        self._index += 1
        if self._group_by is not None and group.settled():
            del self._groups[name]
        return found

    @property
    def groups_held(self) -> int:
        """How many groups the checker holds: those with something open."""
        return len(self._groups)

    def finish(self) -> list[StreamFinding]:
        """What only the end of the stream reveals; the checker is spent afterwards."""
        found: list[StreamFinding] = []
        groups = sorted(
            self._groups.values(), key=lambda g: -1 if g.last is None else g.last.index
        )
        for group in groups:
            for rule, state in zip(self._rules, group.states):
                state.finish(group.last, _reporter(found, rule["id"]))
        self._groups.clear()
        return sorted(found, key=lambda f: f.at.index)
