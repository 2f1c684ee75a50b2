//! Types of `types/responses/response_shell_call_output_content_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The stdout/stderr delta that was emitted.
///
/// (`Delta`, `types/responses/response_shell_call_output_content_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseShellCallOutputContentDeltaEventDelta {
    /// The stderr delta that was emitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stderr: Option<String>,
    /// The stdout delta that was emitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdout: Option<String>,
}

/// A streaming event that indicated shell call output was incrementally added.
///
/// (`ResponseShellCallOutputContentDeltaEvent`,
/// `types/responses/response_shell_call_output_content_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseShellCallOutputContentDeltaEvent {
    /// The index of the shell command that produced output.
    pub command_index: i64,
    /// The stdout/stderr delta that was emitted.
    pub delta: ResponseShellCallOutputContentDeltaEventDelta,
    /// The ID of the output item that was updated.
    pub item_id: String,
    /// The index of the output item that was updated.
    pub output_index: i64,
    /// The sequence number of the event that was emitted.
    pub sequence_number: i64,
}
