//! Types of `types/beta/beta_advisor_tool_result_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 3 objects, told apart by their `type`.
    pub enum BetaAdvisorToolResultBlockContent {
        /// `advisor_tool_result_error`: BetaAdvisorToolResultErrorObject.
        AdvisorToolResultError(BetaAdvisorToolResultErrorObject),
        /// `advisor_result`: BetaAdvisorResultBlock.
        AdvisorResult(BetaAdvisorResultBlock),
        /// `advisor_redacted_result`: BetaAdvisorRedactedResultBlock.
        AdvisorRedactedResult(BetaAdvisorRedactedResultBlock),
    }
}

/// The values of `BetaAdvisorToolResultBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaAdvisorToolResultBlockType {
    /// `advisor_tool_result`.
    #[serde(rename = "advisor_tool_result")]
    AdvisorToolResult,
}

/// The SDK's `BetaAdvisorToolResultBlock`.
///
/// (`BetaAdvisorToolResultBlock`, `types/beta/beta_advisor_tool_result_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaAdvisorToolResultBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaAdvisorToolResultBlockContent,
    /// The `tool_use_id` field (not described by the SDK).
    pub tool_use_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaAdvisorToolResultBlockType,
}
