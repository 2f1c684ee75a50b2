//! Types of `types/responses/response_custom_tool_call_input_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Event indicating that input for a custom tool call is complete.
///
/// (`ResponseCustomToolCallInputDoneEvent`,
/// `types/responses/response_custom_tool_call_input_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseCustomToolCallInputDoneEvent {
    /// The complete input data for the custom tool call.
    pub input: String,
    /// Unique identifier for the API item associated with this event.
    pub item_id: String,
    /// The index of the output this event applies to.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
