//! Types of `types/beta/beta_memory_tool_20250818.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaMemoryTool20250818Name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaMemoryTool20250818Name {
    /// `memory`.
    #[serde(rename = "memory")]
    Memory,
}

/// The values of `BetaMemoryTool20250818Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaMemoryTool20250818Type {
    /// `memory_20250818`.
    #[serde(rename = "memory_20250818")]
    Memory20250818,
}

/// The values of `BetaMemoryTool20250818AllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaMemoryTool20250818AllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `code_execution_20250825`.
    #[serde(rename = "code_execution_20250825")]
    CodeExecution20250825,
    /// `code_execution_20260120`.
    #[serde(rename = "code_execution_20260120")]
    CodeExecution20260120,
    /// `code_execution_20260521`.
    #[serde(rename = "code_execution_20260521")]
    CodeExecution20260521,
}

/// The SDK's `BetaMemoryTool20250818`.
///
/// (`BetaMemoryTool20250818`, `types/beta/beta_memory_tool_20250818.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMemoryTool20250818 {
    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    pub name: BetaMemoryTool20250818Name,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaMemoryTool20250818Type,
    /// The `allowed_callers` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<BetaMemoryTool20250818AllowedCallersItem>>,
    /// Create a cache control breakpoint at this content block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<BetaCacheControlEphemeral>,
    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// The `input_examples` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_examples: Option<Vec<Map<String, Value>>>,
    /// When true, guarantees schema validation on tool names and inputs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
}
