//! Types of `types/responses/response_content_part_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Emitted when a content part is done.
///
/// (`ResponseContentPartDoneEvent`, `types/responses/response_content_part_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseContentPartDoneEvent {
    /// The index of the content part that is done.
    pub content_index: i64,
    /// The ID of the output item that the content part was added to.
    pub item_id: String,
    /// The index of the output item that the content part was added to.
    pub output_index: i64,
    /// The content part that is done.
    pub part: ResponseContentPartDoneEventPart,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
