//! Types of `types/responses/apply_patch_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ApplyPatchToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ApplyPatchToolType {
    /// `apply_patch`.
    #[serde(rename = "apply_patch")]
    ApplyPatch,
}

/// The values of `ApplyPatchToolAllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ApplyPatchToolAllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `programmatic`.
    #[serde(rename = "programmatic")]
    Programmatic,
}

/// Allows the assistant to create, delete, or update files using unified diffs.
///
/// (`ApplyPatchTool`, `types/responses/apply_patch_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ApplyPatchTool {
    /// The type of the tool. Always `apply_patch`.
    pub r#type: ApplyPatchToolType,
    /// The tool invocation context(s).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<ApplyPatchToolAllowedCallersItem>>,
}
