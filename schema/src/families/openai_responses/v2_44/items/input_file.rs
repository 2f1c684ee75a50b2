//! Types of `types/responses/response_input_file.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// The values of `ResponseInputFileDetail`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputFileDetail {
    /// `high`.
    #[serde(rename = "high")]
    High,
    /// `low`.
    #[serde(rename = "low")]
    Low,
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
    /// Use `low` for the default rendering behavior, or `high` to render the file at higher
    /// quality. Defaults to `low`.
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
}
