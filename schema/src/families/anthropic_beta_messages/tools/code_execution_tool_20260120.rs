//! Types of `types/beta/beta_code_execution_tool_20260120.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaCodeExecutionTool20260120Name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCodeExecutionTool20260120Name {
    /// `code_execution`.
    #[serde(rename = "code_execution")]
    CodeExecution,
}

/// The values of `BetaCodeExecutionTool20260120Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCodeExecutionTool20260120Type {
    /// `code_execution_20260120`.
    #[serde(rename = "code_execution_20260120")]
    CodeExecution20260120,
}

/// The values of `BetaCodeExecutionTool20260120AllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCodeExecutionTool20260120AllowedCallersItem {
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

/// A `tools` entry for the code execution tool, version `code_execution_20260120`.
///
/// It adds REPL state persistence to version `code_execution_20250825`.
///
/// REPL state persistence applies with programmatic tool calling. With it, the Python interpreter
/// state, such as variable bindings, persists across requests that reuse the container.
///
/// See the [code execution tool
/// guide](https://platform.claude.com/docs/en/agents-and-tools/tool-use/code-execution-tool#tool-versions)
/// to learn what each tool version adds.
///
/// (`BetaCodeExecutionTool20260120`, `types/beta/beta_code_execution_tool_20260120.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCodeExecutionTool20260120 {
    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    pub name: BetaCodeExecutionTool20260120Name,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCodeExecutionTool20260120Type,
    /// The `allowed_callers` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<BetaCodeExecutionTool20260120AllowedCallersItem>>,
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
