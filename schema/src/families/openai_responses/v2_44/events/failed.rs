//! Types of `types/responses/response_failed_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// An event that is emitted when a response fails.
///
/// (`ResponseFailedEvent`, `types/responses/response_failed_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseFailedEvent {
    /// The response that failed.
    pub response: Response,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
