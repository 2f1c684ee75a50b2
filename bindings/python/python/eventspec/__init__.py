"""eventspec in process: validate AI-agent event streams against their contracts with the
same Rust core as the `eventspec` CLI.

    >>> import eventspec
    >>> validator = eventspec.Validator("agentao.host@v3")
    >>> validator.validate({"event_type": "tool_lifecycle"})  # a list of findings

A finding is a dict with the fields of one line of `eventspec validate --format jsonl`. The
Ray and Spark adapters are `eventspec.ray` and `eventspec.spark` (imported on use, so neither
engine is needed to import this package).
"""

from ._native import EventspecError, ReadError, StreamChecker, Validator, __version__, diff
from ._types import Dialect, Finding, Mode, Rule

__all__ = [
    "Dialect",
    "EventspecError",
    "Finding",
    "Mode",
    "ReadError",
    "Rule",
    "StreamChecker",
    "Validator",
    "__version__",
    "diff",
]
