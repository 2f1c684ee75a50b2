//! Types of `types/responses/response_shell_call_output_content_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// A streaming event that indicated shell call output was completed.
///
/// (`ResponseShellCallOutputContentDoneEvent`,
/// `types/responses/response_shell_call_output_content_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseShellCallOutputContentDoneEvent {
    /// The index of the shell command that produced output.
    pub command_index: i64,
    /// The ID of the output item that was updated.
    pub item_id: String,
    /// The output contents emitted for the shell command.
    pub output: Vec<ResponseFunctionShellToolCallOutputOutput>,
    /// The index of the output item that was updated.
    pub output_index: i64,
    /// The sequence number of the event that was emitted.
    pub sequence_number: i64,
}
