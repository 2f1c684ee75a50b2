//! Types of `types/responses/response_completed_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Emitted when the model response is complete.
///
/// (`ResponseCompletedEvent`, `types/responses/response_completed_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseCompletedEvent {
    /// Properties of the completed response.
    pub response: Response,
    /// The sequence number for this event.
    pub sequence_number: i64,
}
