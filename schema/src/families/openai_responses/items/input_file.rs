//! Types of `types/responses/response_input_file.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseInputFilePromptCacheBreakpointMode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputFilePromptCacheBreakpointMode {
    /// `explicit`.
    #[serde(rename = "explicit")]
    Explicit,
}

/// The values of `ResponseInputFilePromptCacheBreakpointTtl`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputFilePromptCacheBreakpointTtl {
    /// `30m`.
    #[serde(rename = "30m")]
    V30m,
    /// `12h`.
    #[serde(rename = "12h")]
    V12h,
}

/// Marks the exact end of a reusable prompt prefix.
///
/// When `ttl` is omitted, the breakpoint inherits the request's `prompt_cache_options.ttl`; the
/// boundary is not rounded to a token block.
///
/// (`PromptCacheBreakpoint`, `types/responses/response_input_file.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseInputFilePromptCacheBreakpoint {
    /// The breakpoint mode. Always `explicit`.
    pub mode: ResponseInputFilePromptCacheBreakpointMode,
    /// The minimum lifetime of this cache breakpoint. Defaults to the request TTL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ttl: Option<ResponseInputFilePromptCacheBreakpointTtl>,
}

/// The values of `ResponseInputFileType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputFileType {
    /// `input_file`.
    #[serde(rename = "input_file")]
    InputFile,
}

/// The values of `ResponseInputFileDetail`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputFileDetail {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `low`.
    #[serde(rename = "low")]
    Low,
    /// `high`.
    #[serde(rename = "high")]
    High,
}

/// A file input to the model.
///
/// (`ResponseInputFile`, `types/responses/response_input_file.py`; `ResponseInputFileContent`,
/// `types/responses/response_input_file_content.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseInputFile {
    /// The type of the input item. Always `input_file`.
    pub r#type: ResponseInputFileType,
    /// The detail level of the file to be sent to the model.
    ///
    /// Use `auto` to let the system select the detail level; for GPT-5.6 and later models, `auto`
    /// uses high-quality rendering, which may increase input token usage. Use `low` for lower-cost
    /// rendering, or `high` to render the file at higher quality. Defaults to `auto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<ResponseInputFileDetail>,
    /// The content of the file to be sent to the model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_data: Option<String>,
    /// The ID of the file to be sent to the model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// The URL of the file to be sent to the model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_url: Option<String>,
    /// The name of the file to be sent to the model.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filename: Option<String>,
    /// Marks the exact end of a reusable prompt prefix.
    ///
    /// When `ttl` is omitted, the breakpoint inherits the request's `prompt_cache_options.ttl`; the
    /// boundary is not rounded to a token block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_breakpoint: Option<ResponseInputFilePromptCacheBreakpoint>,
}
