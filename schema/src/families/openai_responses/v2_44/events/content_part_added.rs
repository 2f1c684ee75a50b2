//! Types of `types/responses/response_content_part_added_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum ResponseContentPartDoneEventPart {
        /// `output_text`: ResponseOutputText.
        OutputText(ResponseOutputText),
        /// `refusal`: ResponseOutputRefusal.
        Refusal(ResponseOutputRefusal),
        /// `reasoning_text`: ResponseReasoningItemContent.
        ReasoningText(ResponseReasoningItemContent),
    }
}

/// Emitted when a new content part is added.
///
/// (`ResponseContentPartAddedEvent`, `types/responses/response_content_part_added_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseContentPartAddedEvent {
    /// The index of the content part that was added.
    pub content_index: i64,
    /// The ID of the output item that the content part was added to.
    pub item_id: String,
    /// The index of the output item that the content part was added to.
    pub output_index: i64,
    /// The content part that was added.
    pub part: ResponseContentPartDoneEventPart,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
