//! Types of `types/responses/response_function_call_arguments_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when function-call arguments are finalized.
///
/// (`ResponseFunctionCallArgumentsDoneEvent`,
/// `types/responses/response_function_call_arguments_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFunctionCallArgumentsDoneEvent {
    /// The function-call arguments.
    pub arguments: String,
    /// The ID of the item.
    pub item_id: String,
    /// The name of the function that was called.
    pub name: String,
    /// The index of the output item.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
