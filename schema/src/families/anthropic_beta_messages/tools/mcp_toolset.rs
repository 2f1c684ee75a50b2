//! Types of `types/beta/beta_mcp_toolset.py`.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaMCPToolsetType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaMCPToolsetType {
    /// `mcp_toolset`.
    #[serde(rename = "mcp_toolset")]
    McpToolset,
}

/// Configuration for a group of tools from an MCP server.
///
/// Allows configuring enabled status and defer_loading for all tools from an MCP server, with
/// optional per-tool overrides.
///
/// (`BetaMCPToolset`, `types/beta/beta_mcp_toolset.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaMCPToolset {
    /// Name of the MCP server to configure tools for
    pub mcp_server_name: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaMCPToolsetType,
    /// Create a cache control breakpoint at this content block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<BetaCacheControlEphemeral>,
    /// Configuration overrides for specific tools, keyed by tool name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub configs: Option<BTreeMap<String, BetaMCPToolConfig>>,
    /// Default configuration applied to all tools from this server
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_config: Option<BetaMCPToolConfig>,
    /// The server's tool listing, pinned: when present, the server is not asked for its tools
    /// before sampling and exactly these entries, with `default_config` and `configs` applied, are
    /// the toolset's tools. Copy it from the `mcp_tool_listing` block of an earlier response.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tools: Option<Vec<BetaMCPTool>>,
}
