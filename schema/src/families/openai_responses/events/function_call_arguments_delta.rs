//! Types of `types/responses/response_function_call_arguments_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when there is a partial function-call arguments delta.
///
/// (`ResponseFunctionCallArgumentsDeltaEvent`,
/// `types/responses/response_function_call_arguments_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionCallArgumentsDeltaEvent {
    /// The function-call arguments delta that is added.
    pub delta: String,
    /// The ID of the output item that the function-call arguments delta is added to.
    pub item_id: String,
    /// The index of the output item that the function-call arguments delta is added to.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
