//! Types of `types/responses/response_created_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// An event that is emitted when a response is created.
///
/// (`ResponseCreatedEvent`, `types/responses/response_created_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseCreatedEvent {
    /// The response that was created.
    pub response: Response,
    /// The sequence number for this event.
    pub sequence_number: i64,
}
