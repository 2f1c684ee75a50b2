//! Types of `types/beta/beta_tool_change_tool_definition.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum BetaResponseToolUnion {
    /// A `BetaResponseTool`.
    BetaResponseTool(BetaResponseTool),
    /// A `BetaToolBash20241022`.
    BetaToolBash20241022(BetaToolBash20241022),
    /// A `BetaToolBash20250124`.
    BetaToolBash20250124(BetaToolBash20250124),
    /// A `BetaCodeExecutionTool20250522`.
    BetaCodeExecutionTool20250522(BetaCodeExecutionTool20250522),
    /// A `BetaCodeExecutionTool20250825`.
    BetaCodeExecutionTool20250825(BetaCodeExecutionTool20250825),
    /// A `BetaCodeExecutionTool20260120`.
    BetaCodeExecutionTool20260120(BetaCodeExecutionTool20260120),
    /// A `BetaCodeExecutionTool20260521`.
    BetaCodeExecutionTool20260521(BetaCodeExecutionTool20260521),
    /// A `BetaBrowserToolset20260801`.
    BetaBrowserToolset20260801(BetaBrowserToolset20260801),
    /// A `BetaToolComputerUse20241022`.
    BetaToolComputerUse20241022(BetaToolComputerUse20241022),
    /// A `BetaMemoryTool20250818`.
    BetaMemoryTool20250818(BetaMemoryTool20250818),
    /// A `BetaToolComputerUse20250124`.
    BetaToolComputerUse20250124(BetaToolComputerUse20250124),
    /// A `BetaToolTextEditor20241022`.
    BetaToolTextEditor20241022(BetaToolTextEditor20241022),
    /// A `BetaToolComputerUse20251124`.
    BetaToolComputerUse20251124(BetaToolComputerUse20251124),
    /// A `BetaComputerToolset20260801`.
    BetaComputerToolset20260801(BetaComputerToolset20260801),
    /// A `BetaToolTextEditor20250124`.
    BetaToolTextEditor20250124(BetaToolTextEditor20250124),
    /// A `BetaToolTextEditor20250429`.
    BetaToolTextEditor20250429(BetaToolTextEditor20250429),
    /// A `BetaToolTextEditor20250728`.
    BetaToolTextEditor20250728(BetaToolTextEditor20250728),
    /// A `BetaWebSearchTool20250305`.
    BetaWebSearchTool20250305(BetaWebSearchTool20250305),
    /// A `BetaWebFetchTool20250910`.
    BetaWebFetchTool20250910(BetaWebFetchTool20250910),
    /// A `BetaWebSearchTool20260209`.
    BetaWebSearchTool20260209(BetaWebSearchTool20260209),
    /// A `BetaWebFetchTool20260209`.
    BetaWebFetchTool20260209(BetaWebFetchTool20260209),
    /// A `BetaWebFetchTool20260309`.
    BetaWebFetchTool20260309(BetaWebFetchTool20260309),
    /// A `BetaWebSearchTool20260318`.
    BetaWebSearchTool20260318(BetaWebSearchTool20260318),
    /// A `BetaWebFetchTool20260318`.
    BetaWebFetchTool20260318(BetaWebFetchTool20260318),
    /// A `BetaAdvisorTool20260301`.
    BetaAdvisorTool20260301(BetaAdvisorTool20260301),
    /// A `BetaToolSearchToolBm25_20251119`.
    BetaToolSearchToolBm25_20251119(BetaToolSearchToolBm25_20251119),
    /// A `BetaToolSearchToolRegex20251119`.
    BetaToolSearchToolRegex20251119(BetaToolSearchToolRegex20251119),
    /// A `BetaMCPToolset`.
    BetaMCPToolset(BetaMCPToolset),
}

/// The values of `BetaToolChangeToolDefinitionType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolChangeToolDefinitionType {
    /// `tool_definition`.
    #[serde(rename = "tool_definition")]
    ToolDefinition,
}

/// A tool defined by value, as a `compaction` block's `tool_changes` entry reports it: `definition`
/// is the tool's definition as it was sent, in the form of a `tools` entry, without
/// `cache_control`. Send it back unchanged with the block.
///
/// (`BetaToolChangeToolDefinition`, `types/beta/beta_tool_change_tool_definition.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolChangeToolDefinition {
    /// The `definition` field (not described by the SDK).
    pub definition: BetaResponseToolUnion,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolChangeToolDefinitionType,
}
