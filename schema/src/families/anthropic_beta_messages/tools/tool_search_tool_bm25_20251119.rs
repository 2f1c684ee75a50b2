//! Types of `types/beta/beta_tool_search_tool_bm25_20251119.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaToolSearchToolBm25_20251119Name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolSearchToolBm25_20251119Name {
    /// `tool_search_tool_bm25`.
    #[serde(rename = "tool_search_tool_bm25")]
    ToolSearchToolBm25,
}

/// The values of `BetaToolSearchToolBm25_20251119Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolSearchToolBm25_20251119Type {
    /// `tool_search_tool_bm25_20251119`.
    #[serde(rename = "tool_search_tool_bm25_20251119")]
    ToolSearchToolBm2520251119,
    /// `tool_search_tool_bm25`.
    #[serde(rename = "tool_search_tool_bm25")]
    ToolSearchToolBm25,
}

/// The values of `BetaToolSearchToolBm25_20251119AllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolSearchToolBm25_20251119AllowedCallersItem {
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

/// The SDK's `BetaToolSearchToolBm25_20251119`.
///
/// (`BetaToolSearchToolBm25_20251119`, `types/beta/beta_tool_search_tool_bm25_20251119.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolSearchToolBm25_20251119 {
    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    pub name: BetaToolSearchToolBm25_20251119Name,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolSearchToolBm25_20251119Type,
    /// The `allowed_callers` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<BetaToolSearchToolBm25_20251119AllowedCallersItem>>,
    /// Create a cache control breakpoint at this content block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<BetaCacheControlEphemeral>,
    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// When true, guarantees schema validation on tool names and inputs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
}
