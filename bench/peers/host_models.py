"""agentao.host@v3 as pydantic models and msgspec Structs, written the way a host developer
would, for the benchmark. They accept and reject what snapshots/agentao.host/v3.json does."""

from typing import Annotated, Any, Literal, Optional, Union

import msgspec
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

TIMESTAMP = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$"
Mode = Literal["read-only", "workspace-write", "full-access", "plan"]


# pydantic ---------------------------------------------------------------------------------

Timestamp = Annotated[str, StringConstraints(pattern=TIMESTAMP)]
Count = Annotated[int, Field(ge=0, strict=True)]


class Closed(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class ToolLifecycleEvent(Closed):
    event_type: Literal["tool_lifecycle"]
    session_id: str
    turn_id: Optional[str] = None
    tool_call_id: str
    tool_name: str
    phase: Literal["started", "completed", "failed"]
    started_at: Timestamp
    completed_at: Optional[Timestamp] = None
    outcome: Optional[Literal["ok", "error", "cancelled"]] = None
    summary: Optional[str] = None
    error_type: Optional[str] = None


class SubagentUsage(Closed):
    prompt_tokens: Count = 0
    completion_tokens: Count = 0
    cache_read_tokens: Count = 0
    cache_creation_tokens: Count = 0
    reasoning_tokens: Count = 0


class SubagentLifecycleEvent(Closed):
    event_type: Literal["subagent_lifecycle"]
    session_id: str
    parent_session_id: Optional[str] = None
    parent_task_id: Optional[str] = None
    child_session_id: Optional[str] = None
    child_task_id: str
    phase: Literal["spawned", "completed", "failed", "cancelled"]
    task_summary: Optional[str] = None
    started_at: Timestamp
    completed_at: Optional[Timestamp] = None
    error_type: Optional[str] = None
    usage: Optional[SubagentUsage] = None
    parent_tool_call_id: Optional[str] = None


class PermissionDecisionEvent(Closed):
    event_type: Literal["permission_decision"]
    session_id: str
    turn_id: Optional[str] = None
    tool_call_id: Optional[str] = None
    tool_name: str
    decision_id: str
    outcome: Literal["allow", "deny", "prompt"]
    mode: Mode
    matched_rule: Optional[dict[str, Any]] = None
    reason: Optional[str] = None
    loaded_sources: list[str]
    decided_at: Timestamp


HostEvent = Annotated[
    Union[ToolLifecycleEvent, SubagentLifecycleEvent, PermissionDecisionEvent],
    Field(discriminator="event_type"),
]


# msgspec ----------------------------------------------------------------------------------

MTimestamp = Annotated[str, msgspec.Meta(pattern=TIMESTAMP)]
MCount = Annotated[int, msgspec.Meta(ge=0)]


class MToolLifecycleEvent(msgspec.Struct, tag_field="event_type", tag="tool_lifecycle", forbid_unknown_fields=True):
    session_id: str
    tool_call_id: str
    tool_name: str
    phase: Literal["started", "completed", "failed"]
    started_at: MTimestamp
    turn_id: Optional[str] = None
    completed_at: Optional[MTimestamp] = None
    outcome: Optional[Literal["ok", "error", "cancelled"]] = None
    summary: Optional[str] = None
    error_type: Optional[str] = None


class MSubagentUsage(msgspec.Struct, forbid_unknown_fields=True):
    prompt_tokens: MCount = 0
    completion_tokens: MCount = 0
    cache_read_tokens: MCount = 0
    cache_creation_tokens: MCount = 0
    reasoning_tokens: MCount = 0


class MSubagentLifecycleEvent(msgspec.Struct, tag_field="event_type", tag="subagent_lifecycle", forbid_unknown_fields=True):
    session_id: str
    child_task_id: str
    phase: Literal["spawned", "completed", "failed", "cancelled"]
    started_at: MTimestamp
    parent_session_id: Optional[str] = None
    parent_task_id: Optional[str] = None
    child_session_id: Optional[str] = None
    task_summary: Optional[str] = None
    completed_at: Optional[MTimestamp] = None
    error_type: Optional[str] = None
    usage: Optional[MSubagentUsage] = None
    parent_tool_call_id: Optional[str] = None


class MPermissionDecisionEvent(msgspec.Struct, tag_field="event_type", tag="permission_decision", forbid_unknown_fields=True):
    session_id: str
    tool_name: str
    decision_id: str
    outcome: Literal["allow", "deny", "prompt"]
    mode: Mode
    loaded_sources: list[str]
    decided_at: MTimestamp
    turn_id: Optional[str] = None
    tool_call_id: Optional[str] = None
    matched_rule: Optional[dict[str, Any]] = None
    reason: Optional[str] = None


MHostEvent = Union[MToolLifecycleEvent, MSubagentLifecycleEvent, MPermissionDecisionEvent]
