//! Types of `types/beta/beta_redacted_thinking_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaRedactedThinkingBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaRedactedThinkingBlockType {
    /// `redacted_thinking`.
    #[serde(rename = "redacted_thinking")]
    RedactedThinking,
}

/// The SDK's `BetaRedactedThinkingBlock`.
///
/// (`BetaRedactedThinkingBlock`, `types/beta/beta_redacted_thinking_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaRedactedThinkingBlock {
    /// The contents of this redacted thinking block, returned when portions of the model's thinking
    /// were safety-redacted. This field is opaque and encrypted, with no readable content.
    ///
    /// Pass `redacted_thinking` blocks back to the API unchanged when continuing a multi-turn
    /// conversation.
    ///
    /// See [extended
    /// thinking](https://platform.claude.com/docs/en/build-with-claude/extended-thinking#redacted-thinking-blocks)
    /// for details.
    pub data: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaRedactedThinkingBlockType,
}
