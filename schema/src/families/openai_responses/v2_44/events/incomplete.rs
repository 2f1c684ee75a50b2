//! Types of `types/responses/response_incomplete_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// An event that is emitted when a response finishes as incomplete.
///
/// (`ResponseIncompleteEvent`, `types/responses/response_incomplete_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseIncompleteEvent {
    /// The response that was incomplete.
    pub response: Response,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
