//! `agentabi@v1`: the `IREvent` union of agentabi 0.2.1 (git `62e12c54`), the twelve event types
//! of the seed page.
//!
//! Every optional key is a `TypedDict` `NotRequired` key: upstream leaves it out when it has no
//! value and never sends null. So each one is an `Option` that is skipped when `None`, and its
//! schema is the plain value's (`#[schemars(with = ...)]`), which rejects null.
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

/// Emitted when an agent session begins, before the session's messages and tool calls. Carries
/// the session's metadata: its id, the agent, the model, the tools and the working directory.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionStartEvent {
    /// The agent's own id for the session (e.g. Claude Code's session id), which resumes it
    /// later. Empty when the agent did not report one.
    pub session_id: String,
    /// Which agent runs the session, as an agentabi agent type (`claude_code`, `codex`,
    /// `gemini_cli`, `opencode`, ...). Absent when the adapter does not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub agent: Option<String>,
    /// The model the agent runs on, as the agent names it (e.g. `claude-sonnet-4-20250514`).
    /// Absent when the agent does not report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub model: Option<String>,
    /// The names of the tools the agent can call in this session. Absent when the agent does
    /// not report them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Vec<String>")]
    pub tools: Option<Vec<String>>,
    /// The directory the agent works in. Absent when the agent does not report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub working_dir: Option<String>,
}

/// Emitted when an agent session ends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionEndEvent {
    /// The id of the session that ended, as in its `session_start`. Absent when the agent did
    /// not report it at the end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub session_id: Option<String>,
}

/// Emitted when the agent begins a new message. The message's text follows as `message_delta`
/// events, and a `message_end` closes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MessageStartEvent {
    /// Who writes the message: `assistant` in practice. A free string, not an enum. Absent when
    /// the agent does not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub role: Option<String>,
    /// The message's id as the agent reports it; the message's `message_delta` and
    /// `message_end` carry the same id when they carry one. Absent when the agent has no
    /// message ids.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub message_id: Option<String>,
}

/// A fragment of the agent's text output as it streams: the main event for showing text as it
/// arrives. Concatenate the `text` of a message's deltas, in order, to rebuild the message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MessageDeltaEvent {
    /// The new text fragment, to append to the fragments before it; never the accumulated text.
    pub text: String,
    /// The id of the message the fragment belongs to. Absent when the agent has no message ids.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub message_id: Option<String>,
}

/// Emitted when the agent finishes a message. Some agents include the message's complete text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MessageEndEvent {
    /// The message's full accumulated text, not a fragment. Absent when the agent does not
    /// provide it; rebuild the text from the `message_delta` events then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub text: Option<String>,
    /// Why the message ended, in the agent's own words (e.g. `end_turn`, `tool_use`); a free
    /// string, not an enum, and empty when the agent gave no reason. Absent when the adapter
    /// does not report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub stop_reason: Option<String>,
    /// The id of the message that ended, as in its `message_start`. Absent when the agent has
    /// no message ids.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub message_id: Option<String>,
}

/// Emitted when the agent calls a tool. The call's result follows as a `tool_result` with the
/// same `tool_use_id`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolUseEvent {
    /// The call's id, as the agent assigns it; the call's `tool_result`, and any
    /// `permission_request` and `permission_response` for it, carry the same id.
    pub tool_use_id: String,
    /// The tool's name as the agent knows it (e.g. `Read`, `Bash`, `read_file`).
    pub tool_name: String,
    /// The arguments of the call, as a JSON object whose shape depends on the tool.
    pub tool_input: Map<String, Value>,
}

/// Emitted when a tool call returns, with its output and whether it failed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolResultEvent {
    /// The id of the `tool_use` this result answers.
    pub tool_use_id: String,
    /// The tool's output as text; adapters flatten structured output to a string. On failure,
    /// the error message.
    pub content: String,
    /// `true` when the call failed and `content` is the error. Adapters usually set it only on
    /// failure: treat an absent key as `false`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    pub is_error: Option<bool>,
    /// How long the tool ran, in milliseconds. Absent when the agent does not report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub duration_ms: Option<u64>,
}

/// Emitted when an agent with an approval mode asks permission to run a tool call. A
/// `permission_response` with the same `tool_use_id` settles it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PermissionRequestEvent {
    /// The name of the tool the agent wants to run.
    pub tool_name: String,
    /// The id of the tool call waiting for permission.
    pub tool_use_id: String,
    /// The arguments the call would run with. Absent when the agent does not share them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Map<String, Value>")]
    pub tool_input: Option<Map<String, Value>>,
    /// What the call would do, in words to show the user. Absent when the agent gives none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub description: Option<String>,
}

/// Emitted when a permission request is decided.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PermissionResponseEvent {
    /// The id of the tool call decided on, as in its `permission_request`.
    pub tool_use_id: String,
    /// `true` when the call may run, `false` when it was refused.
    pub granted: bool,
}

/// Token counts as the agent's provider reports them, for a turn or for the whole session.
/// Every count is optional, as agents report different subsets: an absent count is unknown,
/// not zero. Whether the cache counts are included in `input_tokens` depends on the provider
/// (Claude reports them separately).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UsageInfo {
    /// Input (prompt) tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub input_tokens: Option<u64>,
    /// Output (completion) tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub output_tokens: Option<u64>,
    /// Input tokens read from the provider's prompt cache.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub cache_read_tokens: Option<u64>,
    /// Input tokens written to the provider's prompt cache.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub cache_creation_tokens: Option<u64>,
    /// All tokens: the provider's total where it gives one, otherwise `input_tokens +
    /// output_tokens`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub total_tokens: Option<u64>,
}

/// Token usage, and cost where known, of a turn or of the whole session, as the agent reports
/// it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UsageEvent {
    /// The token counts; may be an empty object when the agent reported none.
    pub usage: UsageInfo,
    /// The cost, in US dollars, as the agent reports it (e.g. Claude Code's `total_cost_usd`).
    /// Absent when the agent does not price the run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "f64")]
    pub cost_usd: Option<f64>,
    /// The model the tokens were spent on, as the agent names it. Absent when the agent does
    /// not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub model: Option<String>,
}

/// Emitted when an error occurs during execution: the agent reported a failure, its process
/// exited abnormally, or the run timed out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ErrorEvent {
    /// The error message, for humans.
    pub error: String,
    /// `true` when the error ended the session. Adapters usually set it only when true: treat
    /// an absent key as `false`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "bool")]
    pub is_fatal: Option<bool>,
}

/// What happened to the file of a `file_diff` event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FileDiffAction {
    /// The file was created; `content` may hold what it contains.
    Create,
    /// An existing file was changed; `diff` may hold the change.
    Modify,
    /// The file was deleted.
    Delete,
}

/// Emitted when the agent creates, modifies or deletes a file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FileDiffEvent {
    /// The file's path, as the agent reports it.
    pub file_path: String,
    /// Whether the file was created, modified or deleted.
    pub action: FileDiffAction,
    /// The change, as a unified diff. Absent when the agent does not provide one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub diff: Option<String>,
    /// The file's new content, for `create`. Absent when the agent does not provide it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub content: Option<String>,
}

event_union! {
    /// An event of agentabi's intermediate representation, tagged by `type`.
    tag = "type";
    pub enum IREvent {
        /// A session began.
        "session_start" => SessionStart(SessionStartEvent),
        /// A session ended.
        "session_end" => SessionEnd(SessionEndEvent),
        /// A message began.
        "message_start" => MessageStart(MessageStartEvent),
        /// A fragment of a message's text.
        "message_delta" => MessageDelta(MessageDeltaEvent),
        /// A message ended.
        "message_end" => MessageEnd(MessageEndEvent),
        /// A tool call.
        "tool_use" => ToolUse(ToolUseEvent),
        /// A tool call's result.
        "tool_result" => ToolResult(ToolResultEvent),
        /// A request for permission to run a tool call.
        "permission_request" => PermissionRequest(PermissionRequestEvent),
        /// A permission decision.
        "permission_response" => PermissionResponse(PermissionResponseEvent),
        /// Token usage and cost.
        "usage" => Usage(UsageEvent),
        /// An error.
        "error" => Error(ErrorEvent),
        /// A file change.
        "file_diff" => FileDiff(FileDiffEvent),
    }
}

/// The `v1` document.
pub fn document(family: &Family, version: &Version) -> Value {
    IREvent::register(DocumentBuilder::new()).build(family, version)
}
