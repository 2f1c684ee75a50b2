//! Types of `types/beta/beta_tool_use_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaToolUseBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolUseBlockType {
    /// `tool_use`.
    #[serde(rename = "tool_use")]
    ToolUse,
}

/// The SDK's `BetaToolUseBlock`.
///
/// (`BetaToolUseBlock`, `types/beta/beta_tool_use_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolUseBlock {
    /// The `id` field (not described by the SDK).
    pub id: String,
    /// The `input` field (not described by the SDK).
    pub input: Map<String, Value>,
    /// The `name` field (not described by the SDK).
    pub name: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolUseBlockType,
    /// The `caller` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<BetaToolUseCaller>,
    /// For a toolset member tool_use, the toolset family.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toolset_name: Option<String>,
}
