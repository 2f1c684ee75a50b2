//! Types of `types/beta/beta_clear_tool_uses_20250919_edit_response.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaClearToolUses20250919EditResponseType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaClearToolUses20250919EditResponseType {
    /// `clear_tool_uses_20250919`.
    #[serde(rename = "clear_tool_uses_20250919")]
    ClearToolUses20250919,
}

/// The SDK's `BetaClearToolUses20250919EditResponse`.
///
/// (`BetaClearToolUses20250919EditResponse`,
/// `types/beta/beta_clear_tool_uses_20250919_edit_response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaClearToolUses20250919EditResponse {
    /// Number of input tokens cleared by this edit.
    pub cleared_input_tokens: i64,
    /// Number of tool uses that were cleared.
    pub cleared_tool_uses: i64,
    /// The type of context management edit applied.
    pub r#type: BetaClearToolUses20250919EditResponseType,
}
