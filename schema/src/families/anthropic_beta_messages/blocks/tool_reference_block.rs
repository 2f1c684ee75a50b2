//! Types of `types/beta/beta_tool_reference_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaToolReferenceBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolReferenceBlockType {
    /// `tool_reference`.
    #[serde(rename = "tool_reference")]
    ToolReference,
}

/// The SDK's `BetaToolReferenceBlock`.
///
/// (`BetaToolReferenceBlock`, `types/beta/beta_tool_reference_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolReferenceBlock {
    /// The `tool_name` field (not described by the SDK).
    pub tool_name: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolReferenceBlockType,
}
