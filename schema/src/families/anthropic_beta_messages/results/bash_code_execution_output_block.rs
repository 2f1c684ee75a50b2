//! Types of `types/beta/beta_bash_code_execution_output_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaBashCodeExecutionOutputBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaBashCodeExecutionOutputBlockType {
    /// `bash_code_execution_output`.
    #[serde(rename = "bash_code_execution_output")]
    BashCodeExecutionOutput,
}

/// The SDK's `BetaBashCodeExecutionOutputBlock`.
///
/// (`BetaBashCodeExecutionOutputBlock`, `types/beta/beta_bash_code_execution_output_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaBashCodeExecutionOutputBlock {
    /// The `file_id` field (not described by the SDK).
    pub file_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaBashCodeExecutionOutputBlockType,
}
