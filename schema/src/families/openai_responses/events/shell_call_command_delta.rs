//! Types of `types/responses/response_shell_call_command_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A streaming event that indicated a shell command was incrementally updated.
///
/// (`ResponseShellCallCommandDeltaEvent`,
/// `types/responses/response_shell_call_command_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseShellCallCommandDeltaEvent {
    /// The index of the shell command that was updated.
    pub command_index: i64,
    /// The shell command delta that was appended.
    pub delta: String,
    /// The index of the output item that was updated.
    pub output_index: i64,
    /// The sequence number of the event that was emitted.
    pub sequence_number: i64,
    /// An obfuscation string that was added to pad the event payload.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub obfuscation: Option<String>,
}
