//! Types of `types/beta/beta_tool_computer_use_20241022.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaToolComputerUse20241022Name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolComputerUse20241022Name {
    /// `computer`.
    #[serde(rename = "computer")]
    Computer,
}

/// The values of `BetaToolComputerUse20241022Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolComputerUse20241022Type {
    /// `computer_20241022`.
    #[serde(rename = "computer_20241022")]
    Computer20241022,
}

/// The values of `BetaToolComputerUse20241022AllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaToolComputerUse20241022AllowedCallersItem {
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

/// The SDK's `BetaToolComputerUse20241022`.
///
/// (`BetaToolComputerUse20241022`, `types/beta/beta_tool_computer_use_20241022.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaToolComputerUse20241022 {
    /// The height of the display in pixels.
    pub display_height_px: i64,
    /// The width of the display in pixels.
    pub display_width_px: i64,
    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    pub name: BetaToolComputerUse20241022Name,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaToolComputerUse20241022Type,
    /// The `allowed_callers` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<BetaToolComputerUse20241022AllowedCallersItem>>,
    /// Create a cache control breakpoint at this content block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<BetaCacheControlEphemeral>,
    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// The X11 display number (e.g. 0, 1) for the display.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display_number: Option<i64>,
    /// The `input_examples` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_examples: Option<Vec<Map<String, Value>>>,
    /// When true, guarantees schema validation on tool names and inputs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
}
