"""The pydantic flavour's models as a type checker sees them: every line marked `# error` must
be reported by mypy and by pyright; no other line may be."""

from eventspec_events_pydantic import agentao_host
from eventspec_events_pydantic.agentao_host import HostEvent, ToolLifecycleEvent, v1


def narrowed(event: HostEvent) -> str:
    if isinstance(event, ToolLifecycleEvent):
        return event.decision_id  # error
    if isinstance(event, agentao_host.PermissionDecisionEvent):
        return event.tool_name
    return event.tool_name  # error


def version_one(event: v1.SubagentLifecycleEvent) -> object:
    return event.parent_tool_call_id  # error


BAD_PHASE = ToolLifecycleEvent(
    event_type="tool_lifecycle",
    session_id="s",
    tool_call_id="c",
    tool_name="t",
    phase="done",  # error
    started_at="2026-01-01T00:00:00Z",
)

WRONG_TAG = ToolLifecycleEvent(
    event_type="permission_decision",  # error
    session_id="s",
    tool_call_id="c",
    tool_name="t",
    phase="started",
    started_at="2026-01-01T00:00:00Z",
)

NOT_A_STRING = ToolLifecycleEvent(
    event_type="tool_lifecycle",
    session_id=1,  # error
    tool_call_id="c",
    tool_name="t",
    phase="started",
    started_at="2026-01-01T00:00:00Z",
)

PARSED: HostEvent = agentao_host.parse_host_event_json({"event_type": "tool_lifecycle"})  # error
