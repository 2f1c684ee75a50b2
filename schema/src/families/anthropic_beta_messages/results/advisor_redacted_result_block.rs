//! Types of `types/beta/beta_advisor_redacted_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaAdvisorRedactedResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaAdvisorRedactedResultBlockType {
    /// `advisor_redacted_result`.
    #[serde(rename = "advisor_redacted_result")]
    AdvisorRedactedResult,
}

/// The SDK's `BetaAdvisorRedactedResultBlock`.
///
/// (`BetaAdvisorRedactedResultBlock`, `types/beta/beta_advisor_redacted_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaAdvisorRedactedResultBlock {
    /// Opaque blob containing the advisor's output.
    ///
    /// Round-trip verbatim; do not inspect or modify.
    pub encrypted_content: String,
    /// The advisor sub-inference's stop reason (same values as the top-level message
    /// `stop_reason`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_reason: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaAdvisorRedactedResultBlockType,
}
