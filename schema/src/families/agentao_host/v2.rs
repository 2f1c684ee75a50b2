//! `agentao.host@v2`: agentao 0.5.15 and 0.5.16 add `SubagentUsage.reasoning_tokens`.
//!
//! A closed model cannot gain a field without a new version: a validator built from `v1`
//! rejects it. The types that changed, and those that embed them, are redefined here; the rest
//! are `v1`'s.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

pub use super::v1::{
    ActivePermissions, PermissionDecisionEvent, PermissionMode, PermissionOutcome,
    Rfc3339UtcString, SubagentPhase, ToolLifecycleEvent, ToolLifecyclePhase, ToolOutcome,
};

/// Token counts one sub-agent's LLM requests reported, summed over its run. `prompt_tokens`
/// is the whole input; the cache counts are parts of it, not additions. Provider-reported,
/// never priced.
/// `reasoning_tokens` is likewise a part of `completion_tokens`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SubagentUsage {
    /// The whole input, cache reads and writes included.
    #[serde(default)]
    pub prompt_tokens: u64,
    /// The output.
    #[serde(default)]
    pub completion_tokens: u64,
    /// The part of `prompt_tokens` read from the provider's cache.
    #[serde(default)]
    pub cache_read_tokens: u64,
    /// The part of `prompt_tokens` written to the provider's cache.
    #[serde(default)]
    pub cache_creation_tokens: u64,
    /// The part of `completion_tokens` spent on reasoning; 0 where the provider does not say.
    #[serde(default)]
    pub reasoning_tokens: u64,
}

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

/// The `v2` document.
pub fn document(family: &Family, version: &Version) -> Value {
    HostEvent::register(DocumentBuilder::new())
        .also::<ActivePermissions>()
        .build(family, version)
}
