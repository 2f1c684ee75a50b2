//! Types of `types/responses/response_input_image.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `ResponseInputImageDetail`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputImageDetail {
    /// `low`.
    #[serde(rename = "low")]
    Low,
    /// `high`.
    #[serde(rename = "high")]
    High,
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `original`.
    #[serde(rename = "original")]
    Original,
}

/// The values of `ResponseInputImageType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputImageType {
    /// `input_image`.
    #[serde(rename = "input_image")]
    InputImage,
}

/// An image input to the model.
///
/// Learn about [image inputs](https://developers.openai.com/api/docs/guides/images-vision).
///
/// (`ResponseInputImage`, `types/responses/response_input_image.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseInputImage {
    /// The detail level of the image to be sent to the model.
    ///
    /// One of `high`, `low`, `auto`, or `original`. Defaults to `auto`.
    pub detail: ResponseInputImageDetail,
    /// The type of the input item. Always `input_image`.
    pub r#type: ResponseInputImageType,
    /// The ID of the file to be sent to the model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// The URL of the image to be sent to the model.
    ///
    /// A fully qualified URL or base64 encoded image in a data URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
    /// Marks the exact end of a reusable prompt prefix.
    ///
    /// When `ttl` is omitted, the breakpoint inherits the request's `prompt_cache_options.ttl`; the
    /// boundary is not rounded to a token block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_breakpoint: Option<ResponseInputFilePromptCacheBreakpoint>,
}
