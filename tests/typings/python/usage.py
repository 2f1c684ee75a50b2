"""A consumer of the generated Python package: passes `mypy --strict` and pyright (strict)."""

from collections.abc import Iterable
from typing import List

from eventspec_events import agentabi, agentao_host, niceeval, we0
from eventspec_events.agentao_host import HostEvent, ToolLifecycleEvent


def describe_host_event(event: HostEvent) -> str:
    """Comparing the tag narrows each branch to its TypedDict."""
    if event["event_type"] == "tool_lifecycle":
        return event["tool_name"] + event["phase"]
    if event["event_type"] == "subagent_lifecycle":
        usage = event.get("usage")
        return event["child_task_id"] + str(usage.get("reasoning_tokens", 0) if usage else 0)
    return event["decision_id"] + event["outcome"]


def guards(event: HostEvent) -> str:
    """The `TypeGuard` guards narrow the branch they guard."""
    if agentao_host.is_permission_decision_event(event):
        mode: agentao_host.PermissionMode = event["mode"]
        return mode
    if agentao_host.is_tool_lifecycle_event(event):
        return event["tool_call_id"]
    return event["session_id"]


ABSENT_OR_NULL: List[ToolLifecycleEvent] = [
    {
        "event_type": "tool_lifecycle",
        "session_id": "s",
        "tool_call_id": "c",
        "tool_name": "read_file",
        "phase": "started",
        "started_at": "2026-01-01T00:00:00Z",
    },
    {
        "event_type": "tool_lifecycle",
        "session_id": "s",
        "tool_call_id": "c",
        "tool_name": "read_file",
        "phase": "completed",
        "started_at": "2026-01-01T00:00:00Z",
        "completed_at": None,
    },
]


def on_ir_event(event: agentabi.IREvent) -> str:
    """agentabi's union is open: look the tag up before trusting it."""
    if event["type"] not in agentabi.IR_EVENT_MAP:
        return "skipped"
    if agentabi.is_tool_use_event(event):
        return event["tool_name"]
    if event["type"] == "message_delta":
        return event["text"]
    return event["type"]


def on_we0_event(event: we0.We0Event) -> str:
    """we0's tags hold dashes and dots."""
    if event["type"] == "tool-call":
        return event["name"]
    if event["type"] == "session.status":
        status = event["status"]
        if status["type"] == "retry":
            return str(status["attempt"])
        return status["type"]
    if we0.is_step_finish_event(event):
        reason: we0.NormalizedFinishReason = event["reason"]
        return reason
    return event["type"]


def on_message(event: niceeval.StreamEvent) -> str:
    """niceeval's message has two forms told apart by `role`."""
    if event["type"] != "message":
        return event["type"]
    if event["role"] == "user":
        return event["text"] + str(event.get("sourceOrder", 0))
    return event["text"]


def receive(payload: object) -> str:
    """The validator returns errors; `parse_…` returns the typed event or raises."""
    errors = agentao_host.validate_host_event(payload, "strict")
    if errors:
        return "\n".join(f"{error.path}: {error.message}" for error in errors)
    event: HostEvent = agentao_host.parse_host_event(payload)
    return event["event_type"]


def check_stream(events: Iterable[object]) -> list[str]:
    """README "Stream checkers": a host checks a live stream as its events arrive."""
    checker = agentao_host.check_host_event_stream()
    lines: list[str] = []
    for event in events:
        for finding in checker.push(event):
            lines.append(f"{finding.rule} at event {finding.at.index}: {finding.message}")
    for finding in checker.finish():
        lines.append(f"{finding.rule} at event {finding.at.index}: {finding.message}")
    return lines
