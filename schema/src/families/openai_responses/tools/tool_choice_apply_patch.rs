//! Types of `types/responses/tool_choice_apply_patch.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ToolChoiceApplyPatchType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolChoiceApplyPatchType {
    /// `apply_patch`.
    #[serde(rename = "apply_patch")]
    ApplyPatch,
}

/// Forces the model to call the apply_patch tool when executing a tool call.
///
/// (`ToolChoiceApplyPatch`, `types/responses/tool_choice_apply_patch.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolChoiceApplyPatch {
    /// The tool to call. Always `apply_patch`.
    pub r#type: ToolChoiceApplyPatchType,
}
