//! Types of `types/beta/beta_fallback_credit_redeemed.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaFallbackCreditRedeemedType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaFallbackCreditRedeemedType {
    /// `redeemed`.
    #[serde(rename = "redeemed")]
    Redeemed,
}

/// The reprice was applied: the retry is billed as if the conversation had been on the retry model
/// all along.
///
/// (`BetaFallbackCreditRedeemed`, `types/beta/beta_fallback_credit_redeemed.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaFallbackCreditRedeemed {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaFallbackCreditRedeemedType,
}
