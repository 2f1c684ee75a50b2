//! Types of `types/responses/response_text_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// Emitted when there is an additional text delta.
///
/// (`ResponseTextDeltaEvent`, `types/responses/response_text_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseTextDeltaEvent {
    /// The index of the content part that the text delta was added to.
    pub content_index: i64,
    /// The text delta that was added.
    pub delta: String,
    /// The ID of the output item that the text delta was added to.
    pub item_id: String,
    /// The log probabilities of the tokens in the delta.
    pub logprobs: Vec<ResponseTextDoneEventLogprob>,
    /// The index of the output item that the text delta was added to.
    pub output_index: i64,
    /// The sequence number for this event.
    pub sequence_number: i64,
}
