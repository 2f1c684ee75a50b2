//! Types of `types/responses/apply_patch_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Allows the assistant to create, delete, or update files using unified diffs.
///
/// (`ApplyPatchTool`, `types/responses/apply_patch_tool.py`; `ToolChoiceApplyPatch`,
/// `types/responses/tool_choice_apply_patch.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ApplyPatchTool {
    /// The type of the tool. Always `apply_patch`.
    pub r#type: ApplyPatchToolType,
}
