//! Types of `types/beta/beta_response_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaResponseToolAllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaResponseToolAllowedCallersItem {
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

/// The values of `BetaResponseToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaResponseToolType {
    /// `custom`.
    #[serde(rename = "custom")]
    Custom,
}

/// A custom tool definition, as sent.
///
/// (`BetaResponseTool`, `types/beta/beta_response_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaResponseTool {
    /// [JSON schema](https://json-schema.org/draft/2020-12) for this tool's input.
    ///
    /// This defines the shape of the `input` that your tool accepts and that the model will
    /// produce.
    pub input_schema: BetaResponseToolInputSchema,
    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    pub name: String,
    /// The `allowed_callers` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<BetaResponseToolAllowedCallersItem>>,
    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// Description of what this tool does.
    ///
    /// Tool descriptions should be as detailed as possible. The more information that the model has
    /// about what the tool is and how to use it, the better it will perform. You can use natural
    /// language descriptions to reinforce important aspects of the tool input JSON schema.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Enable eager input streaming for this tool.
    ///
    /// When true, tool input parameters will be streamed incrementally as they are generated, and
    /// types will be inferred on-the-fly rather than buffering the full JSON output. When false,
    /// streaming is disabled for this tool even if the fine-grained-tool-streaming beta is active.
    /// When null (default), uses the default behavior based on beta headers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eager_input_streaming: Option<bool>,
    /// The `input_examples` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_examples: Option<Vec<Map<String, Value>>>,
    /// When true, guarantees schema validation on tool names and inputs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
    /// The `type` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<BetaResponseToolType>,
}
