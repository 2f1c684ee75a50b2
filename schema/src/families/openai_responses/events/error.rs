//! Types of `types/responses/response_error_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when an error occurs.
///
/// (`ResponseErrorEvent`, `types/responses/response_error_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseErrorEvent {
    /// The error code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// The error message.
    pub message: String,
    /// The error parameter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub param: Option<String>,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
