//! Types of `types/beta/beta_clear_thinking_20251015_edit_response.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaClearThinking20251015EditResponseType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaClearThinking20251015EditResponseType {
    /// `clear_thinking_20251015`.
    #[serde(rename = "clear_thinking_20251015")]
    ClearThinking20251015,
}

/// The SDK's `BetaClearThinking20251015EditResponse`.
///
/// (`BetaClearThinking20251015EditResponse`,
/// `types/beta/beta_clear_thinking_20251015_edit_response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaClearThinking20251015EditResponse {
    /// Number of input tokens cleared by this edit.
    pub cleared_input_tokens: i64,
    /// Number of thinking turns that were cleared.
    pub cleared_thinking_turns: i64,
    /// The type of context management edit applied.
    pub r#type: BetaClearThinking20251015EditResponseType,
}
