//! Types of `types/responses/response_custom_tool_call_input_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Event representing a delta (partial update) to the input of a custom tool call.
///
/// (`ResponseCustomToolCallInputDeltaEvent`,
/// `types/responses/response_custom_tool_call_input_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseCustomToolCallInputDeltaEvent {
    /// The incremental input data (delta) for the custom tool call.
    pub delta: String,
    /// Unique identifier for the API item associated with this event.
    pub item_id: String,
    /// The index of the output this delta applies to.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
