//! Types of `types/beta/beta_response_tool_addition_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 4 objects, told apart by their `type`.
    pub enum BetaResponseToolAdditionBlockTool {
        /// `tool_reference`: BetaWebFetchURLSourceToolReference.
        ToolReference(BetaWebFetchURLSourceToolReference),
        /// `mcp_tool_reference`: BetaResponseToolChangeMCPToolReference.
        McpToolReference(BetaResponseToolChangeMCPToolReference),
        /// `mcp_toolset_reference`: BetaResponseToolChangeMCPToolsetReference.
        McpToolsetReference(BetaResponseToolChangeMCPToolsetReference),
        /// `tool_definition`: BetaToolChangeToolDefinition.
        ToolDefinition(BetaToolChangeToolDefinition),
    }
}

/// The values of `BetaResponseToolAdditionBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaResponseToolAdditionBlockType {
    /// `tool_addition`.
    #[serde(rename = "tool_addition")]
    ToolAddition,
}

/// An entry of a `compaction` block's `tool_changes`: a tool the compacted range made available, as
/// a reference to a `tools` entry or MCP toolset, or as the tool definition in effect at the end of
/// the range, by value. Send it back unchanged.
///
/// (`BetaResponseToolAdditionBlock`, `types/beta/beta_response_tool_addition_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaResponseToolAdditionBlock {
    /// The tool made available: a reference to a `tools` entry or MCP toolset, or a
    /// `tool_definition` carrying the definition by value.
    pub tool: BetaResponseToolAdditionBlockTool,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaResponseToolAdditionBlockType,
}
