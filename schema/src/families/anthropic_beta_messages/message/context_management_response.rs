//! Types of `types/beta/beta_context_management_response.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum BetaContextManagementResponseAppliedEdit {
        /// `clear_tool_uses_20250919`: BetaClearToolUses20250919EditResponse.
        ClearToolUses20250919(BetaClearToolUses20250919EditResponse),
        /// `clear_thinking_20251015`: BetaClearThinking20251015EditResponse.
        ClearThinking20251015(BetaClearThinking20251015EditResponse),
    }
}

/// The SDK's `BetaContextManagementResponse`.
///
/// (`BetaContextManagementResponse`, `types/beta/beta_context_management_response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaContextManagementResponse {
    /// List of context management edits that were applied.
    pub applied_edits: Vec<BetaContextManagementResponseAppliedEdit>,
}
