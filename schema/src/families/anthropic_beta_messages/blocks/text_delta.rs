//! Types of `types/beta/beta_text_delta.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaTextDeltaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextDeltaType {
    /// `text_delta`.
    #[serde(rename = "text_delta")]
    TextDelta,
}

/// The SDK's `BetaTextDelta`.
///
/// (`BetaTextDelta`, `types/beta/beta_text_delta.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaTextDelta {
    /// The `text` field (not described by the SDK).
    pub text: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaTextDeltaType,
}
