//! Types of `types/beta/beta_fallback_credit_usage.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum BetaFallbackCreditUsageStatus {
        /// `redeemed`: BetaFallbackCreditRedeemed.
        Redeemed(BetaFallbackCreditRedeemed),
        /// `not_applied`: BetaFallbackCreditNotApplied.
        NotApplied(BetaFallbackCreditNotApplied),
    }
}

/// Outcome of the ``fallback_credit_token`` presented on this request.
///
/// (`BetaFallbackCreditUsage`, `types/beta/beta_fallback_credit_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaFallbackCreditUsage {
    /// Whether the fallback-credit reprice was applied to this response's billing.
    ///
    /// A union discriminated on `type`. `redeemed`: the retry is billed as if the conversation had
    /// been on the retry model all along — including when the resulting shift is zero because there
    /// was nothing to move. `not_applied`: no reprice was applied; the arm's `reason` says why.
    pub status: BetaFallbackCreditUsageStatus,
}
