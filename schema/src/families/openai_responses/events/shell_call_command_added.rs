//! Types of `types/responses/response_shell_call_command_added_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A streaming event that indicated a shell command was added to a tool call.
///
/// (`ResponseShellCallCommandAddedEvent`,
/// `types/responses/response_shell_call_command_added_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseShellCallCommandAddedEvent {
    /// The shell command that was added.
    pub command: String,
    /// The index of the shell command that was added.
    pub command_index: i64,
    /// The index of the output item that was updated.
    pub output_index: i64,
    /// The sequence number of the event that was emitted.
    pub sequence_number: i64,
}
