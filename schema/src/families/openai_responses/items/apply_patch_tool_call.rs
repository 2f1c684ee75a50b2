//! Types of `types/responses/response_apply_patch_tool_call.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseApplyPatchToolCallCallerDirectType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseApplyPatchToolCallCallerDirectType {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
}

/// The SDK's `CallerDirect`.
///
/// (`CallerDirect`, `types/responses/response_apply_patch_tool_call.py`;
/// `ApplyPatchCallCallerDirect`, `types/responses/response_input_item.py`;
/// `ApplyPatchCallOutputCallerDirect`, `types/responses/response_input_item.py`;
/// `FunctionCallOutputCallerDirect`, `types/responses/response_input_item.py`;
/// `ShellCallCallerDirect`, `types/responses/response_input_item.py`;
/// `ShellCallOutputCallerDirect`, `types/responses/response_input_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseApplyPatchToolCallCallerDirect {
    /// The `type` field (not described by the SDK).
    pub r#type: ResponseApplyPatchToolCallCallerDirectType,
}

/// The values of `ResponseApplyPatchToolCallCallerProgramType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseApplyPatchToolCallCallerProgramType {
    /// `program`.
    #[serde(rename = "program")]
    Program,
}

/// The SDK's `CallerProgram`.
///
/// (`CallerProgram`, `types/responses/response_apply_patch_tool_call.py`;
/// `ApplyPatchCallCallerProgram`, `types/responses/response_input_item.py`;
/// `ApplyPatchCallOutputCallerProgram`, `types/responses/response_input_item.py`;
/// `FunctionCallOutputCallerProgram`, `types/responses/response_input_item.py`;
/// `ShellCallCallerProgram`, `types/responses/response_input_item.py`;
/// `ShellCallOutputCallerProgram`, `types/responses/response_input_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseApplyPatchToolCallCallerProgram {
    /// The call ID of the program item that produced this tool call.
    pub caller_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: ResponseApplyPatchToolCallCallerProgramType,
}

/// The values of `ResponseApplyPatchToolCallOperationCreateFileType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseApplyPatchToolCallOperationCreateFileType {
    /// `create_file`.
    #[serde(rename = "create_file")]
    CreateFile,
}

/// Instruction describing how to create a file via the apply_patch tool.
///
/// (`OperationCreateFile`, `types/responses/response_apply_patch_tool_call.py`;
/// `ApplyPatchCallOperationCreateFile`, `types/responses/response_input_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseApplyPatchToolCallOperationCreateFile {
    /// Diff to apply.
    pub diff: String,
    /// Path of the file to create.
    pub path: String,
    /// Create a new file with the provided diff.
    pub r#type: ResponseApplyPatchToolCallOperationCreateFileType,
}

/// The values of `ResponseApplyPatchToolCallOperationDeleteFileType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseApplyPatchToolCallOperationDeleteFileType {
    /// `delete_file`.
    #[serde(rename = "delete_file")]
    DeleteFile,
}

/// Instruction describing how to delete a file via the apply_patch tool.
///
/// (`OperationDeleteFile`, `types/responses/response_apply_patch_tool_call.py`;
/// `ApplyPatchCallOperationDeleteFile`, `types/responses/response_input_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseApplyPatchToolCallOperationDeleteFile {
    /// Path of the file to delete.
    pub path: String,
    /// Delete the specified file.
    pub r#type: ResponseApplyPatchToolCallOperationDeleteFileType,
}

/// The values of `ResponseApplyPatchToolCallOperationUpdateFileType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseApplyPatchToolCallOperationUpdateFileType {
    /// `update_file`.
    #[serde(rename = "update_file")]
    UpdateFile,
}

/// Instruction describing how to update a file via the apply_patch tool.
///
/// (`OperationUpdateFile`, `types/responses/response_apply_patch_tool_call.py`;
/// `ApplyPatchCallOperationUpdateFile`, `types/responses/response_input_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseApplyPatchToolCallOperationUpdateFile {
    /// Diff to apply.
    pub diff: String,
    /// Path of the file to update.
    pub path: String,
    /// Update an existing file with the provided diff.
    pub r#type: ResponseApplyPatchToolCallOperationUpdateFileType,
}

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum ResponseApplyPatchToolCallOperation {
        /// `create_file`: ResponseApplyPatchToolCallOperationCreateFile.
        CreateFile(ResponseApplyPatchToolCallOperationCreateFile),
        /// `delete_file`: ResponseApplyPatchToolCallOperationDeleteFile.
        DeleteFile(ResponseApplyPatchToolCallOperationDeleteFile),
        /// `update_file`: ResponseApplyPatchToolCallOperationUpdateFile.
        UpdateFile(ResponseApplyPatchToolCallOperationUpdateFile),
    }
}

/// The values of `ResponseApplyPatchToolCallStatus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseApplyPatchToolCallStatus {
    /// `in_progress`.
    #[serde(rename = "in_progress")]
    InProgress,
    /// `completed`.
    #[serde(rename = "completed")]
    Completed,
}

/// The values of `ResponseApplyPatchToolCallType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseApplyPatchToolCallType {
    /// `apply_patch_call`.
    #[serde(rename = "apply_patch_call")]
    ApplyPatchCall,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ResponseFunctionToolCallOutputItemCaller {
        /// `direct`: ResponseApplyPatchToolCallCallerDirect.
        Direct(ResponseApplyPatchToolCallCallerDirect),
        /// `program`: ResponseApplyPatchToolCallCallerProgram.
        Program(ResponseApplyPatchToolCallCallerProgram),
    }
}

/// A tool call that applies file diffs by creating, deleting, or updating files.
///
/// (`ResponseApplyPatchToolCall`, `types/responses/response_apply_patch_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseApplyPatchToolCall {
    /// The unique ID of the apply patch tool call.
    ///
    /// Populated when this item is returned via API.
    pub id: String,
    /// The unique ID of the apply patch tool call generated by the model.
    pub call_id: String,
    /// One of the create_file, delete_file, or update_file operations applied via apply_patch.
    pub operation: ResponseApplyPatchToolCallOperation,
    /// The status of the apply patch tool call. One of `in_progress` or `completed`.
    pub status: ResponseApplyPatchToolCallStatus,
    /// The type of the item. Always `apply_patch_call`.
    pub r#type: ResponseApplyPatchToolCallType,
    /// The execution context that produced this tool call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<ResponseFunctionToolCallOutputItemCaller>,
    /// The ID of the entity that created this tool call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_by: Option<String>,
}
