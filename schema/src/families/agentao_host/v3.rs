//! `agentao.host@v3`: agentao 0.5.17 adds `SubagentLifecycleEvent.parent_tool_call_id`, the
//! current host contract.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

pub use super::{
    v1::{
        ActivePermissions, PermissionDecisionEvent, PermissionMode, PermissionOutcome,
        Rfc3339UtcString, SubagentPhase, ToolLifecycleEvent, ToolLifecyclePhase, ToolOutcome,
    },
    v2::SubagentUsage,
};

/// The public lineage record of one sub-agent task: who spawned it and how it ended.
/// `task_summary` is redacted, never the raw prompt.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SubagentLifecycleEvent {
    /// The parent session that emitted the event.
    pub session_id: String,
    /// The parent's parent session, for nested sub-agents.
    #[serde(default)]
    pub parent_session_id: Option<String>,
    /// The task of the parent, for nested sub-agents.
    #[serde(default)]
    pub parent_task_id: Option<String>,
    /// The child's session, once it has one.
    #[serde(default)]
    pub child_session_id: Option<String>,
    /// The child task's id.
    pub child_task_id: String,
    /// Where the run is in its lifecycle.
    pub phase: SubagentPhase,
    /// A redacted summary of the task.
    #[serde(default)]
    pub task_summary: Option<String>,
    /// When the run started.
    pub started_at: Rfc3339UtcString,
    /// When the run ended.
    #[serde(default)]
    pub completed_at: Option<Rfc3339UtcString>,
    /// `incomplete:<reason>` when the child returned without an answer (consumers must accept
    /// unknown reasons), otherwise the exception's class name.
    #[serde(default)]
    pub error_type: Option<String>,
    /// Token usage; set on terminal phases only, and only when the child was built.
    #[serde(default)]
    pub usage: Option<SubagentUsage>,
    /// The `tool_call_id` of the parent's `agent_*` tool call that started the run, on every
    /// phase; null when the run was not started through the tool executor.
    #[serde(default)]
    pub parent_tool_call_id: Option<String>,
}

event_union! {
    /// An event of agentao's stable host contract, tagged by `event_type`.
    tag = "event_type";
    pub enum HostEvent {
        /// A tool call's lifecycle.
        "tool_lifecycle" => ToolLifecycle(ToolLifecycleEvent),
        /// A sub-agent's lifecycle.
        "subagent_lifecycle" => SubagentLifecycle(SubagentLifecycleEvent),
        /// A permission decision.
        "permission_decision" => PermissionDecision(PermissionDecisionEvent),
    }
}

/// The `v3` document.
pub fn document(family: &Family, version: &Version) -> Value {
    HostEvent::register(DocumentBuilder::new())
        .also::<ActivePermissions>()
        .build(family, version)
}
