//! Types of `types/responses/response_image_gen_call_generating_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when an image generation tool call is actively generating an image (intermediate state).
///
/// (`ResponseImageGenCallGeneratingEvent`,
/// `types/responses/response_image_gen_call_generating_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseImageGenCallGeneratingEvent {
    /// The unique identifier of the image generation item being processed.
    pub item_id: String,
    /// The index of the output item in the response's output array.
    pub output_index: i64,
    /// The sequence number of the image generation item being processed.
    pub sequence_number: i64,
}
