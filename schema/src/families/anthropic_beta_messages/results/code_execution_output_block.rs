//! Types of `types/beta/beta_code_execution_output_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCodeExecutionOutputBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCodeExecutionOutputBlockType {
    /// `code_execution_output`.
    #[serde(rename = "code_execution_output")]
    CodeExecutionOutput,
}

/// The SDK's `BetaCodeExecutionOutputBlock`.
///
/// (`BetaCodeExecutionOutputBlock`, `types/beta/beta_code_execution_output_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCodeExecutionOutputBlock {
    /// The `file_id` field (not described by the SDK).
    pub file_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCodeExecutionOutputBlockType,
}
