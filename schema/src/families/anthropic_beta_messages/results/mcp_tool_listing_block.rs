//! Types of `types/beta/beta_mcp_tool_listing_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaMCPToolListingBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaMCPToolListingBlockType {
    /// `mcp_tool_listing`.
    #[serde(rename = "mcp_tool_listing")]
    McpToolListing,
}

/// The tool listing the server fetched from an MCP server while producing this response. Send the
/// assistant message back unchanged, this block included, so later requests use this listing
/// instead of asking the MCP server again.
///
/// (`BetaMCPToolListingBlock`, `types/beta/beta_mcp_tool_listing_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMCPToolListingBlock {
    /// The `mcp_server_name` field (not described by the SDK).
    pub mcp_server_name: String,
    /// The `tools` field (not described by the SDK).
    pub tools: Vec<BetaMCPTool>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaMCPToolListingBlockType,
}
