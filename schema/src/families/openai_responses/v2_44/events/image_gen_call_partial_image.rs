//! Types of `types/responses/response_image_gen_call_partial_image_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when a partial image is available during image generation streaming.
///
/// (`ResponseImageGenCallPartialImageEvent`,
/// `types/responses/response_image_gen_call_partial_image_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseImageGenCallPartialImageEvent {
    /// The unique identifier of the image generation item being processed.
    pub item_id: String,
    /// The index of the output item in the response's output array.
    pub output_index: i64,
    /// Base64-encoded partial image data, suitable for rendering as an image.
    pub partial_image_b64: String,
    /// 0-based index for the partial image (backend is 1-based, but this is 0-based for the user).
    pub partial_image_index: i64,
    /// The sequence number of the image generation item being processed.
    pub sequence_number: i64,
}
