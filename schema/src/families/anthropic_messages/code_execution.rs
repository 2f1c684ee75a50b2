//! The results of the code execution tools (`code_execution`, `bash_code_execution`,
//! `text_editor_code_execution`), which arrive whole in their `content_block_start` and take no
//! delta.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

tagged_union! {
    /// The `content` of a [`BashCodeExecutionToolResultBlock`], tagged by `type`.
    tag = "type";
    titled = true;
    pub enum BashCodeExecutionToolResultContent {
        /// A `bash_code_execution_tool_result_error`.
        "bash_code_execution_tool_result_error" => BashCodeExecutionToolResultErrorObject(BashCodeExecutionToolResultErrorObject),
        /// A `bash_code_execution_result`.
        "bash_code_execution_result" => BashCodeExecutionResultBlock(BashCodeExecutionResultBlock),
    }
}

tagged_union! {
    /// The `content` of a [`CodeExecutionToolResultBlock`], tagged by `type`.
    tag = "type";
    titled = true;
    pub enum CodeExecutionToolResultContent {
        /// A `code_execution_tool_result_error`.
        "code_execution_tool_result_error" => CodeExecutionToolResultErrorObject(CodeExecutionToolResultErrorObject),
        /// A `code_execution_result`.
        "code_execution_result" => CodeExecutionResultBlock(CodeExecutionResultBlock),
        /// The output and exit code of Python code that Claude ran with the code execution tool, with
        /// standard output in encrypted form.
        "encrypted_code_execution_result" => EncryptedCodeExecutionResultBlock(EncryptedCodeExecutionResultBlock),
    }
}

tagged_union! {
    /// The `content` of a [`TextEditorCodeExecutionToolResultBlock`], tagged by `type`.
    tag = "type";
    titled = true;
    pub enum TextEditorCodeExecutionToolResultContent {
        /// A `text_editor_code_execution_tool_result_error`.
        "text_editor_code_execution_tool_result_error" => TextEditorCodeExecutionToolResultErrorObject(TextEditorCodeExecutionToolResultErrorObject),
        /// A `text_editor_code_execution_view_result`.
        "text_editor_code_execution_view_result" => TextEditorCodeExecutionViewResultBlock(TextEditorCodeExecutionViewResultBlock),
        /// A `text_editor_code_execution_create_result`.
        "text_editor_code_execution_create_result" => TextEditorCodeExecutionCreateResultBlock(TextEditorCodeExecutionCreateResultBlock),
        /// A `text_editor_code_execution_str_replace_result`.
        "text_editor_code_execution_str_replace_result" => TextEditorCodeExecutionStrReplaceResultBlock(TextEditorCodeExecutionStrReplaceResultBlock),
    }
}

/// The SDK\'s `BashCodeExecutionOutputBlock` (`types/bash_code_execution_output_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BashCodeExecutionOutputBlock {
    /// Always `bash_code_execution_output`.
    pub r#type: BashCodeExecutionOutputBlockType,
    /// The file id.
    pub file_id: String,
}

/// The SDK\'s `BashCodeExecutionResultBlock` (`types/bash_code_execution_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BashCodeExecutionResultBlock {
    /// The content.
    pub content: Vec<BashCodeExecutionOutputBlock>,
    /// The return code.
    pub return_code: i64,
    /// The stderr.
    pub stderr: String,
    /// The stdout.
    pub stdout: String,
}

/// The SDK\'s `BashCodeExecutionToolResultBlock` (`types/bash_code_execution_tool_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BashCodeExecutionToolResultBlock {
    /// The content.
    pub content: BashCodeExecutionToolResultContent,
    /// The tool use id.
    pub tool_use_id: String,
}

/// The SDK\'s `BashCodeExecutionToolResultErrorObject` (`types/bash_code_execution_tool_result_error_object.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BashCodeExecutionToolResultErrorObject {
    /// The error code.
    pub error_code: BashCodeExecutionToolResultErrorObjectErrorCode,
}

/// The SDK\'s `CodeExecutionOutputBlock` (`types/code_execution_output_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CodeExecutionOutputBlock {
    /// Always `code_execution_output`.
    pub r#type: CodeExecutionOutputBlockType,
    /// The file id.
    pub file_id: String,
}

/// The SDK\'s `CodeExecutionResultBlock` (`types/code_execution_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CodeExecutionResultBlock {
    /// The content.
    pub content: Vec<CodeExecutionOutputBlock>,
    /// The return code.
    pub return_code: i64,
    /// The stderr.
    pub stderr: String,
    /// The stdout.
    pub stdout: String,
}

/// The SDK\'s `CodeExecutionToolResultBlock` (`types/code_execution_tool_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CodeExecutionToolResultBlock {
    /// The content.
    pub content: CodeExecutionToolResultContent,
    /// The tool use id.
    pub tool_use_id: String,
}

/// The SDK\'s `CodeExecutionToolResultErrorObject` (`types/code_execution_tool_result_error_object.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CodeExecutionToolResultErrorObject {
    /// The error code.
    pub error_code: CodeExecutionToolResultErrorObjectErrorCode,
}

/// The output and exit code of Python code that Claude ran with the code execution tool, with
/// standard output in encrypted form. (`EncryptedCodeExecutionResultBlock`,
/// `types/encrypted_code_execution_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EncryptedCodeExecutionResultBlock {
    /// The content.
    pub content: Vec<CodeExecutionOutputBlock>,
    /// The encrypted stdout.
    pub encrypted_stdout: String,
    /// The return code.
    pub return_code: i64,
    /// The stderr.
    pub stderr: String,
}

/// The SDK\'s `TextEditorCodeExecutionCreateResultBlock` (`types/text_editor_code_execution_create_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TextEditorCodeExecutionCreateResultBlock {
    /// The is file update.
    pub is_file_update: bool,
}

/// `TextEditorCodeExecutionStrReplaceResultBlock`
/// (`TextEditorCodeExecutionStrReplaceResultBlock`,
/// `types/text_editor_code_execution_str_replace_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TextEditorCodeExecutionStrReplaceResultBlock {
    /// The lines.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lines: Option<Vec<String>>,
    /// The new lines.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_lines: Option<i64>,
    /// The new start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_start: Option<i64>,
    /// The old lines.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub old_lines: Option<i64>,
    /// The old start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub old_start: Option<i64>,
}

/// The SDK\'s `TextEditorCodeExecutionToolResultBlock` (`types/text_editor_code_execution_tool_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TextEditorCodeExecutionToolResultBlock {
    /// The content.
    pub content: TextEditorCodeExecutionToolResultContent,
    /// The tool use id.
    pub tool_use_id: String,
}

/// `TextEditorCodeExecutionToolResultErrorObject`
/// (`TextEditorCodeExecutionToolResultErrorObject`,
/// `types/text_editor_code_execution_tool_result_error_object.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TextEditorCodeExecutionToolResultErrorObject {
    /// The error code.
    pub error_code: TextEditorCodeExecutionToolResultErrorObjectErrorCode,
    /// The error message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_message: Option<String>,
}

/// The SDK\'s `TextEditorCodeExecutionViewResultBlock` (`types/text_editor_code_execution_view_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TextEditorCodeExecutionViewResultBlock {
    /// The content.
    pub content: String,
    /// The file type.
    pub file_type: TextEditorCodeExecutionViewResultBlockFileType,
    /// The num lines.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_lines: Option<i64>,
    /// The start line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_line: Option<i64>,
    /// The total lines.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total_lines: Option<i64>,
}

/// The `error_code` of a [`BashCodeExecutionToolResultErrorObject`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum BashCodeExecutionToolResultErrorObjectErrorCode {
    /// `invalid_tool_input`.
    #[serde(rename = "invalid_tool_input")]
    InvalidToolInput,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `execution_time_exceeded`.
    #[serde(rename = "execution_time_exceeded")]
    ExecutionTimeExceeded,
    /// `output_file_too_large`.
    #[serde(rename = "output_file_too_large")]
    OutputFileTooLarge,
}

/// The `error_code` of a [`CodeExecutionToolResultErrorObject`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum CodeExecutionToolResultErrorObjectErrorCode {
    /// `invalid_tool_input`.
    #[serde(rename = "invalid_tool_input")]
    InvalidToolInput,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `execution_time_exceeded`.
    #[serde(rename = "execution_time_exceeded")]
    ExecutionTimeExceeded,
}

/// The `error_code` of a [`TextEditorCodeExecutionToolResultErrorObject`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum TextEditorCodeExecutionToolResultErrorObjectErrorCode {
    /// `invalid_tool_input`.
    #[serde(rename = "invalid_tool_input")]
    InvalidToolInput,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `execution_time_exceeded`.
    #[serde(rename = "execution_time_exceeded")]
    ExecutionTimeExceeded,
    /// `file_not_found`.
    #[serde(rename = "file_not_found")]
    FileNotFound,
}

/// The `file_type` of a [`TextEditorCodeExecutionViewResultBlock`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum TextEditorCodeExecutionViewResultBlockFileType {
    /// `text`.
    #[serde(rename = "text")]
    Text,
    /// `image`.
    #[serde(rename = "image")]
    Image,
    /// `pdf`.
    #[serde(rename = "pdf")]
    Pdf,
}

/// The fixed `type` of a [`BashCodeExecutionOutputBlock`]: `bash_code_execution_output`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum BashCodeExecutionOutputBlockType {
    /// `bash_code_execution_output`.
    #[serde(rename = "bash_code_execution_output")]
    BashCodeExecutionOutput,
}

/// The fixed `type` of a [`CodeExecutionOutputBlock`]: `code_execution_output`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum CodeExecutionOutputBlockType {
    /// `code_execution_output`.
    #[serde(rename = "code_execution_output")]
    CodeExecutionOutput,
}
