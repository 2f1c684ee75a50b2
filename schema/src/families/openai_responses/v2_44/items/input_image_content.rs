//! Types of `types/responses/response_input_image_content.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// An image input to the model.
///
/// Learn about [image inputs](https://platform.openai.com/docs/guides/vision)
///
/// (`ResponseInputImageContent`, `types/responses/response_input_image_content.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseInputImageContent {
    /// The type of the input item. Always `input_image`.
    pub r#type: ResponseInputImageContentType,
    /// The detail level of the image to be sent to the model.
    ///
    /// One of `high`, `low`, `auto`, or `original`. Defaults to `auto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<ResponseInputImageContentDetail>,
    /// The ID of the file to be sent to the model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// The URL of the image to be sent to the model.
    ///
    /// A fully qualified URL or base64 encoded image in a data URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
}
