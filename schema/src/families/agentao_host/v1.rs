//! `agentao.host@v1`: the host contract of agentao 0.5.2 to 0.5.14.
//!
//! Later versions reuse every type here that they did not change.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

/// An RFC 3339 timestamp in UTC with the literal `Z` suffix, e.g. `2026-01-02T03:04:05.678Z`.
/// Fractional seconds are optional; offsets such as `+00:00` are rejected on purpose so that
/// every timestamp has one canonical spelling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(
    rename = "RFC3339UTCString",
    extend("pattern" = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$")
)]
pub struct Rfc3339UtcString(pub String);

/// Where a tool call is in its lifecycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToolLifecyclePhase {
    /// The tool is about to run.
    Started,
    /// The tool returned.
    Completed,
    /// The tool raised, or was cancelled (`outcome` tells which).
    Failed,
}

/// How a finished tool call ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToolOutcome {
    /// The call succeeded.
    Ok,
    /// The call failed; `error_type` names the error.
    Error,
    /// The call was cancelled; `error_type` is null.
    Cancelled,
}

/// The public lifecycle record of one tool call. It never carries full tool arguments, raw
/// output or diffs: `summary` is redacted and truncated. Cancellation is `phase: "failed"` with
/// `outcome: "cancelled"`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolLifecycleEvent {
    /// The session the call belongs to.
    pub session_id: String,
    /// The turn the call belongs to, when known.
    #[serde(default)]
    pub turn_id: Option<String>,
    /// The call's id; a `PermissionDecisionEvent` for the same call carries the same id.
    pub tool_call_id: String,
    /// The tool's name.
    pub tool_name: String,
    /// Where the call is in its lifecycle.
    pub phase: ToolLifecyclePhase,
    /// When the call started; set on every phase.
    pub started_at: Rfc3339UtcString,
    /// When the call ended; set on `completed` and `failed`.
    #[serde(default)]
    pub completed_at: Option<Rfc3339UtcString>,
    /// How the call ended; null while it runs.
    #[serde(default)]
    pub outcome: Option<ToolOutcome>,
    /// A redacted, host-facing summary: whitespace collapsed, at most 240 characters with a
    /// `...` tail.
    #[serde(default)]
    pub summary: Option<String>,
    /// The error's type name on failure; null for cancellation.
    #[serde(default)]
    pub error_type: Option<String>,
}

/// Where a sub-agent run is in its lifecycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SubagentPhase {
    /// The sub-agent was started.
    Spawned,
    /// The sub-agent finished.
    Completed,
    /// The sub-agent failed; `error_type` says why.
    Failed,
    /// The sub-agent was cancelled (a phase of its own, unlike tool calls).
    Cancelled,
}

/// Token counts one sub-agent's LLM requests reported, summed over its run. `prompt_tokens`
/// is the whole input; the cache counts are parts of it, not additions. Provider-reported,
/// never priced.
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

/// How a permission decision came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PermissionOutcome {
    /// The call may run.
    Allow,
    /// The call is refused.
    Deny,
    /// The user is asked.
    Prompt,
}

/// The permission preset in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PermissionMode {
    /// Nothing may write.
    ReadOnly,
    /// Writes inside the workspace are allowed.
    WorkspaceWrite,
    /// Everything is allowed.
    FullAccess,
    /// Planning only.
    Plan,
}

/// One permission decision. Emitted on every decision, `allow` included; for a given
/// `tool_call_id` it precedes the tool's `started` lifecycle event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PermissionDecisionEvent {
    /// The session the decision belongs to.
    pub session_id: String,
    /// The turn, when known.
    #[serde(default)]
    pub turn_id: Option<String>,
    /// The tool call decided on, when there is one.
    #[serde(default)]
    pub tool_call_id: Option<String>,
    /// The tool's name.
    pub tool_name: String,
    /// The decision's id.
    pub decision_id: String,
    /// How the decision came out.
    pub outcome: PermissionOutcome,
    /// The preset in force.
    pub mode: PermissionMode,
    /// A shallow, JSON-safe copy of the rule that matched, if one did.
    #[serde(default)]
    pub matched_rule: Option<Map<String, Value>>,
    /// A redacted, truncated reason.
    #[serde(default)]
    pub reason: Option<String>,
    /// Labels of the policy sources loaded (`preset:<mode>`, `user:<path>`, `injected:<name>`,
    /// `default:no-engine`).
    pub loaded_sources: Vec<String>,
    /// When the decision was made.
    pub decided_at: Rfc3339UtcString,
}

/// The active permission policy, as `agent.active_permissions()` returns it. Not an event: it
/// is published in the same document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ActivePermissions {
    /// The preset in force.
    pub mode: PermissionMode,
    /// The rules in force, as JSON objects.
    pub rules: Vec<Map<String, Value>>,
    /// Labels of the policy sources loaded.
    pub loaded_sources: Vec<String>,
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

/// The `v1` document.
pub fn document(family: &Family, version: &Version) -> Value {
    HostEvent::register(DocumentBuilder::new())
        .also::<ActivePermissions>()
        .build(family, version)
}
