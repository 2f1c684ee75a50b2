"""Every line marked `# error` must be reported by mypy and by pyright; no other line may be."""

from eventspec_events import agentao_host
from eventspec_events.agentao_host import HostEvent, ToolLifecycleEvent
from eventspec_events.agentao_host import v1


def narrowed(event: HostEvent) -> str:
    if event["event_type"] == "tool_lifecycle":
        return event["decision_id"]  # error
    if agentao_host.is_permission_decision_event(event):
        return event["phase"]  # error
    return event["session_id"]


def version_one(event: v1.SubagentLifecycleEvent) -> object:
    return event["parent_tool_call_id"]  # error


BAD_PHASE: ToolLifecycleEvent = {
    "event_type": "tool_lifecycle",
    "session_id": "s",
    "tool_call_id": "c",
    "tool_name": "t",
    "phase": "done",  # error
    "started_at": "2026-01-01T00:00:00Z",
}

MISSING_REQUIRED: ToolLifecycleEvent = {  # error
    "event_type": "tool_lifecycle",
    "session_id": "s",
    "tool_name": "t",
    "phase": "started",
    "started_at": "2026-01-01T00:00:00Z",
}


def misspelt_mode(event: object) -> object:
    return agentao_host.validate_host_event(event, mode="strcit")  # error
