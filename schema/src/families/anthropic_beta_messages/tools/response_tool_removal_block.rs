//! Types of `types/beta/beta_response_tool_removal_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum BetaResponseToolRemovalBlockTool {
        /// `tool_reference`: BetaWebFetchURLSourceToolReference.
        ToolReference(BetaWebFetchURLSourceToolReference),
        /// `mcp_tool_reference`: BetaResponseToolChangeMCPToolReference.
        McpToolReference(BetaResponseToolChangeMCPToolReference),
        /// `mcp_toolset_reference`: BetaResponseToolChangeMCPToolsetReference.
        McpToolsetReference(BetaResponseToolChangeMCPToolsetReference),
    }
}

/// The values of `BetaResponseToolRemovalBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaResponseToolRemovalBlockType {
    /// `tool_removal`.
    #[serde(rename = "tool_removal")]
    ToolRemoval,
}

/// An entry of a `compaction` block's `tool_changes`: a tool of the request's `tools` (or an MCP
/// tool or toolset) that the compacted range withdrew. Send it back unchanged.
///
/// (`BetaResponseToolRemovalBlock`, `types/beta/beta_response_tool_removal_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaResponseToolRemovalBlock {
    /// A reference to the withdrawn `tools` entry, MCP tool or MCP toolset.
    pub tool: BetaResponseToolRemovalBlockTool,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaResponseToolRemovalBlockType,
}
