//! One tool call: `tool_start`, `tool_confirmation`, `tool_output`, `tool_complete` and
//! `tool_result`, all carrying the call's `call_id`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// How a tool call ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToolStatus {
    /// The tool returned normally.
    Ok,
    /// The tool failed; `error` says why.
    Error,
    /// The call was cancelled, e.g. by Ctrl+C while the tool ran.
    Cancelled,
}

/// The payload of `tool_start`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolStartData {
    /// The tool's name, e.g. `run_shell_command`.
    pub tool: String,
    /// The call's arguments, as the model gave them.
    pub args: Map<String, Value>,
    /// The call's unique id (a UUID): the later `tool_output`, `tool_complete` and
    /// `tool_result` of the call carry the same one.
    pub call_id: String,
}

agent_event! {
    /// A tool call is about to run. Typical use: insert a "Running tool X..." card and keep
    /// `call_id` to attach the call's later events to it.
    ToolStartEvent(ToolStartData)
}

/// The payload of `tool_confirmation`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolConfirmationData {
    /// The tool's name.
    pub tool: String,
    /// The call's arguments.
    pub args: Map<String, Value>,
    /// The call's id, the same as on its `tool_start` and `tool_complete`. Since agentao 0.5:
    /// may be absent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub call_id: Option<String>,
}

agent_event! {
    /// agentao is about to ask the user to confirm a tool call (just before `confirm_tool()`).
    /// A mirror event for read-only observers, audit logs and correlation (the ACP transport
    /// opens the call's `tool_call` from it so the permission request points at a call the
    /// client has seen); the confirmation itself goes through `confirm_tool()`.
    ToolConfirmationEvent(ToolConfirmationData)
}

/// The payload of `tool_output`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolOutputData {
    /// The tool's name.
    pub tool: String,
    /// A chunk of the tool's output as it is produced (e.g. a command's stdout or stderr).
    pub chunk: String,
    /// The call's id, as on its `tool_start`.
    pub call_id: String,
}

agent_event! {
    /// A chunk of a running tool's streamed output (`run_shell_command`, a long `web_fetch`,
    /// paging custom tools, ...). Append it to the call's card.
    ToolOutputEvent(ToolOutputData)
}

/// The payload of `tool_complete`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolCompleteData {
    /// The tool's name.
    pub tool: String,
    /// The call's id, as on its `tool_start`.
    pub call_id: String,
    /// How the call ended.
    pub status: ToolStatus,
    /// How long the tool ran, in milliseconds.
    pub duration_ms: u64,
    /// The error when `status` is `error`; `null` otherwise.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<String>")]
    pub error: Option<String>,
}

agent_event! {
    /// A tool call finished: succeeded, failed or was cancelled. A call interrupted by Ctrl+C
    /// while its tool runs gets one too, ending `cancelled`, before the interrupt reaches the
    /// turn. Typical use: stop the card's spinner, colour it by `status`, record the duration.
    ToolCompleteEvent(ToolCompleteData)
}

/// The payload of `tool_result`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolResultData {
    /// The tool's name.
    pub tool: String,
    /// The call's id, as on its `tool_start`.
    pub call_id: String,
    /// The tool's full, raw result.
    pub content: String,
    /// The SHA-256 of the full, untruncated result (its UTF-8 bytes), in lowercase hex. The
    /// runtime writes the bare digest: `ToolResultFormatter._format_one`
    /// (`agentao/runtime/tool_result_formatter.py`, agentao 0.5.14 to 0.5.17) sets it to
    /// `hashlib.sha256(...).hexdigest()`. agentao's documentation shows a prefixed form (the
    /// `AgentEvent` docstring and the AgentEvent reference page: `"content_hash":
    /// "sha256:abcd…"`), which no release writes; both forms are accepted, so read the digest
    /// after an optional `sha256:`.
    #[schemars(extend("pattern" = "^(?:sha256:)?[0-9a-f]+$"))]
    pub content_hash: String,
    /// The result's length in characters, before any truncation.
    pub original_chars: u64,
    /// Whether the result was large enough to be saved to a file (`disk_path`).
    pub saved_to_disk: bool,
    /// Where the result was saved (e.g. under `.agentao/tool-outputs/`); `null` when it was
    /// not.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<String>")]
    pub disk_path: Option<String>,
    /// How the call ended.
    pub status: ToolStatus,
    /// How long the tool ran, in milliseconds.
    pub duration_ms: u64,
    /// The error when `status` is `error`; `null` otherwise. Shown by the reference page but
    /// not by the source's docstring: may be absent.
    #[serde(default)]
    pub error: Option<String>,
}

agent_event! {
    /// A tool call's final result is available: its content, hash and disk metadata, without
    /// relying on streamed chunks. For replay, audit, result hashing and large outputs; a UI
    /// spinner should follow `tool_complete` instead.
    ToolResultEvent(ToolResultData)
}
