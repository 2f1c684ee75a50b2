//! Types of `types/responses/response_queued_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Emitted when a response is queued and waiting to be processed.
///
/// (`ResponseQueuedEvent`, `types/responses/response_queued_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseQueuedEvent {
    /// The full response object that is queued.
    pub response: Response,
    /// The sequence number for this event.
    pub sequence_number: i64,
}
