"""eventspec's Rust core: the validator, the stream checker and the drift engine."""

from collections.abc import Iterable
from os import PathLike
from typing import Any, Literal, Union

from ._types import Dialect, Finding, Mode

Event = Union[dict[str, Any], str, bytes]
"""An event: parsed (a dict), or its JSON text."""

__version__: str

class EventspecError(ValueError):
    """A contract that cannot be used (an unknown family or version, a schema that is not JSON
    or not usable as a contract) or an option that does not exist; the message is the CLI's."""

class ReadError(OSError):
    """An input that could not be read to its end."""

    findings: list[Finding]
    """What was found before the error."""

class Validator:
    """A contract compiled once, to check events against."""

    def __init__(
        self,
        family: str | None = None,
        *,
        schema: str | PathLike[str] | dict[str, Any] | None = None,
        rules: str | PathLike[str] | dict[str, Any] | None = None,
        mode: Mode = "declared",
        jobs: int = 1,
        dialect: Dialect | None = None,
        stream: bool = False,
        group_by: str | None = None,
    ) -> None:
        """A validator of the registry's `family` (`"agentao.host"`, `"agentao.host@v3"`) or of
        a user's `schema` (a path, or the schema as a dict), judging in `mode`, with `jobs`
        worker threads for `validate_many` and `validate_file`. A `schema` that declares no
        `$schema` is read in `dialect` (default: 2020-12). With `stream`, `validate_many` and
        `validate_file` also check the contract's stream rules over the sequence (per value of
        `group_by`, if given): a family's own, or a schema's `rules` (a path, or the rules
        document as a dict; default: `NAME.rules.json` beside a schema file `NAME.json`)."""

    @property
    def event_types(self) -> list[str]:
        """The event types of the contract, in its order."""

    def validate(self, event: Event, *, source: str = "-") -> list[Finding]:
        """The findings of one event, named `source`; empty when it is valid."""

    def validate_many(self, events: Iterable[Event], *, source: str = "-") -> list[Finding]:
        """The findings of `events`, read as the lines of one JSONL input named `source`."""

    def is_valid(self, event: Event) -> bool:
        """Whether `validate` would find no error in `event`: no finding is built, and an event
        the fast path rejects is not explained. Stream rules are not checked."""

    def is_valid_many(self, events: Iterable[Event]) -> list[bool]:
        """Whether each of `events` is valid, in order, as `is_valid` says (a blank text is no
        event, and invalid), with the validator's `jobs`."""

    def validate_file(
        self,
        path: str | PathLike[str],
        *,
        format: Literal["json", "jsonl", "sse"] | None = None,
    ) -> list[Finding]:
        """The findings of the file at `path`, read as the CLI reads it; raises `ReadError`
        (with the findings so far) when it cannot be read to its end."""

class StreamChecker:
    """A family's stream rules, checked over events pushed in order."""

    def __init__(
        self,
        family: str | None = None,
        *,
        schema: str | PathLike[str] | dict[str, Any] | None = None,
        rules: str | PathLike[str] | dict[str, Any] | None = None,
        dialect: Dialect | None = None,
        group_by: str | None = None,
        source: str = "-",
    ) -> None:
        """A checker of the stream rules of the registry's `family` or of a user's `schema`
        with its `rules` (a path, or the rules document as a dict; default: `NAME.rules.json`
        beside a schema file `NAME.json`), per value of the field `group_by` (a name or a JSON
        pointer) if given; findings name `source`."""

    def push(self, event: Event) -> list[Finding]:
        """Checks the next event and returns the rule violations it reveals. Where the contract's
        events arrive in envelopes (ACP's JSON-RPC `session/update` notifications), push the
        messages as captured: the event of each envelope is checked in its scope, and the other
        messages pass by."""

    def finish(self) -> list[Finding]:
        """The violations only the end of the stream reveals (pairs never closed, a missing
        terminal event); the checker takes no more events after it."""

def diff(
    old: str | PathLike[str] | dict[str, Any],
    new: str | PathLike[str] | dict[str, Any],
    *,
    mode: Literal["backward", "forward", "full"] = "backward",
    dialect: Dialect | None = None,
    old_rules: str | PathLike[str] | dict[str, Any] | None = None,
    new_rules: str | PathLike[str] | dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Every change from `old` to `new` (a registry version such as `"agentao.host@v2"`, a
    schema file, or the schema as a dict), judged under `mode`: the report of
    `eventspec diff --format json`. A schema that declares no `$schema` is read in `dialect`
    (default: 2020-12). Stream rules are compared when both sides have some: a registry
    version's own, a schema's `old_rules`/`new_rules`, else `NAME.rules.json` beside a schema
    file `NAME.json`."""
