//! Types of `types/beta/beta_tool_text_editor_20250728.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaToolTextEditor20250728Name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolTextEditor20250728Name {
    /// `str_replace_based_edit_tool`.
    #[serde(rename = "str_replace_based_edit_tool")]
    StrReplaceBasedEditTool,
}

/// The values of `BetaToolTextEditor20250728Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolTextEditor20250728Type {
    /// `text_editor_20250728`.
    #[serde(rename = "text_editor_20250728")]
    TextEditor20250728,
}

/// The values of `BetaToolTextEditor20250728AllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolTextEditor20250728AllowedCallersItem {
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

/// The SDK's `BetaToolTextEditor20250728`.
///
/// (`BetaToolTextEditor20250728`, `types/beta/beta_tool_text_editor_20250728.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolTextEditor20250728 {
    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    pub name: BetaToolTextEditor20250728Name,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolTextEditor20250728Type,
    /// The `allowed_callers` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<BetaToolTextEditor20250728AllowedCallersItem>>,
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
    /// Maximum number of characters to display when viewing a file.
    ///
    /// If not specified, defaults to displaying the full file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_characters: Option<i64>,
    /// When true, guarantees schema validation on tool names and inputs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
}
