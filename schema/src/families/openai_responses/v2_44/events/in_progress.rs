//! Types of `types/responses/response_in_progress_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Emitted when the response is in progress.
///
/// (`ResponseInProgressEvent`, `types/responses/response_in_progress_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseInProgressEvent {
    /// The response that is in progress.
    pub response: Response,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
