//! Types of `types/beta/beta_server_tool_use_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaServerToolUseBlockName`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaServerToolUseBlockName {
    /// `advisor`.
    #[serde(rename = "advisor")]
    Advisor,
    /// `web_search`.
    #[serde(rename = "web_search")]
    WebSearch,
    /// `web_fetch`.
    #[serde(rename = "web_fetch")]
    WebFetch,
    /// `code_execution`.
    #[serde(rename = "code_execution")]
    CodeExecution,
    /// `bash_code_execution`.
    #[serde(rename = "bash_code_execution")]
    BashCodeExecution,
    /// `text_editor_code_execution`.
    #[serde(rename = "text_editor_code_execution")]
    TextEditorCodeExecution,
    /// `tool_search_tool_regex`.
    #[serde(rename = "tool_search_tool_regex")]
    ToolSearchToolRegex,
    /// `tool_search_tool_bm25`.
    #[serde(rename = "tool_search_tool_bm25")]
    ToolSearchToolBm25,
}

/// The values of `BetaServerToolUseBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaServerToolUseBlockType {
    /// `server_tool_use`.
    #[serde(rename = "server_tool_use")]
    ServerToolUse,
}

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum BetaToolUseCaller {
        /// `direct`: BetaDirectCaller.
        Direct(BetaDirectCaller),
        /// `code_execution_20250825`: BetaServerToolCaller.
        CodeExecution20250825(BetaServerToolCaller),
        /// `code_execution_20260120`: BetaServerToolCaller20260120.
        CodeExecution20260120(BetaServerToolCaller20260120),
    }
}

/// The SDK's `BetaServerToolUseBlock`.
///
/// (`BetaServerToolUseBlock`, `types/beta/beta_server_tool_use_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaServerToolUseBlock {
    /// The `id` field (not described by the SDK).
    pub id: String,
    /// The `input` field (not described by the SDK).
    pub input: Map<String, Value>,
    /// The `name` field (not described by the SDK).
    pub name: BetaServerToolUseBlockName,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaServerToolUseBlockType,
    /// The `caller` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<BetaToolUseCaller>,
}
