//! Types of `types/responses/response_error.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseErrorCode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseErrorCode {
    /// `server_error`.
    #[serde(rename = "server_error")]
    ServerError,
    /// `rate_limit_exceeded`.
    #[serde(rename = "rate_limit_exceeded")]
    RateLimitExceeded,
    /// `invalid_prompt`.
    #[serde(rename = "invalid_prompt")]
    InvalidPrompt,
    /// `vector_store_timeout`.
    #[serde(rename = "vector_store_timeout")]
    VectorStoreTimeout,
    /// `invalid_image`.
    #[serde(rename = "invalid_image")]
    InvalidImage,
    /// `invalid_image_format`.
    #[serde(rename = "invalid_image_format")]
    InvalidImageFormat,
    /// `invalid_base64_image`.
    #[serde(rename = "invalid_base64_image")]
    InvalidBase64Image,
    /// `invalid_image_url`.
    #[serde(rename = "invalid_image_url")]
    InvalidImageUrl,
    /// `image_too_large`.
    #[serde(rename = "image_too_large")]
    ImageTooLarge,
    /// `image_too_small`.
    #[serde(rename = "image_too_small")]
    ImageTooSmall,
    /// `image_parse_error`.
    #[serde(rename = "image_parse_error")]
    ImageParseError,
    /// `image_content_policy_violation`.
    #[serde(rename = "image_content_policy_violation")]
    ImageContentPolicyViolation,
    /// `invalid_image_mode`.
    #[serde(rename = "invalid_image_mode")]
    InvalidImageMode,
    /// `image_file_too_large`.
    #[serde(rename = "image_file_too_large")]
    ImageFileTooLarge,
    /// `unsupported_image_media_type`.
    #[serde(rename = "unsupported_image_media_type")]
    UnsupportedImageMediaType,
    /// `empty_image_file`.
    #[serde(rename = "empty_image_file")]
    EmptyImageFile,
    /// `failed_to_download_image`.
    #[serde(rename = "failed_to_download_image")]
    FailedToDownloadImage,
    /// `image_file_not_found`.
    #[serde(rename = "image_file_not_found")]
    ImageFileNotFound,
}

/// An error object returned when the model fails to generate a Response.
///
/// (`ResponseError`, `types/responses/response_error.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseError {
    /// The error code for the response.
    pub code: ResponseErrorCode,
    /// A human-readable description of the error.
    pub message: String,
}
