//! Types of `types/beta/beta_advisor_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaAdvisorResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaAdvisorResultBlockType {
    /// `advisor_result`.
    #[serde(rename = "advisor_result")]
    AdvisorResult,
}

/// The SDK's `BetaAdvisorResultBlock`.
///
/// (`BetaAdvisorResultBlock`, `types/beta/beta_advisor_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaAdvisorResultBlock {
    /// The advisor sub-inference's stop reason (same values as the top-level message
    /// `stop_reason`). `max_tokens` indicates the advisor's output was truncated at the tool's
    /// `max_tokens` value or the advisor model's policy cap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_reason: Option<String>,
    /// The `text` field (not described by the SDK).
    pub text: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaAdvisorResultBlockType,
}
