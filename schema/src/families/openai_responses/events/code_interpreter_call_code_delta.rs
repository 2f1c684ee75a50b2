//! Types of `types/responses/response_code_interpreter_call_code_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when a partial code snippet is streamed by the code interpreter.
///
/// (`ResponseCodeInterpreterCallCodeDeltaEvent`,
/// `types/responses/response_code_interpreter_call_code_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseCodeInterpreterCallCodeDeltaEvent {
    /// The partial code snippet being streamed by the code interpreter.
    pub delta: String,
    /// The unique identifier of the code interpreter tool call item.
    pub item_id: String,
    /// The index of the output item in the response for which the code is being streamed.
    pub output_index: i64,
    /// The sequence number of this event, used to order streaming events.
    pub sequence_number: i64,
}
