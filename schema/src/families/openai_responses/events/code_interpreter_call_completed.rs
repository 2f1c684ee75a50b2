//! Types of `types/responses/response_code_interpreter_call_completed_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when the code interpreter call is completed.
///
/// (`ResponseCodeInterpreterCallCompletedEvent`,
/// `types/responses/response_code_interpreter_call_completed_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseCodeInterpreterCallCompletedEvent {
    /// The unique identifier of the code interpreter tool call item.
    pub item_id: String,
    /// The index of the output item in the response for which the code interpreter call is
    /// completed.
    pub output_index: i64,
    /// The sequence number of this event, used to order streaming events.
    pub sequence_number: i64,
}
