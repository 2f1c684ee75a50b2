//! Types of `types/beta/beta_fallback_credit_not_applied.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaFallbackCreditNotAppliedReason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaFallbackCreditNotAppliedReason {
    /// `body_mismatch`.
    #[serde(rename = "body_mismatch")]
    BodyMismatch,
    /// `continuation_excluded`.
    #[serde(rename = "continuation_excluded")]
    ContinuationExcluded,
    /// `continuation_only`.
    #[serde(rename = "continuation_only")]
    ContinuationOnly,
    /// `expired`.
    #[serde(rename = "expired")]
    Expired,
    /// `invalid_target_model`.
    #[serde(rename = "invalid_target_model")]
    InvalidTargetModel,
    /// `not_enabled`.
    #[serde(rename = "not_enabled")]
    NotEnabled,
    /// `reprice_unavailable`.
    #[serde(rename = "reprice_unavailable")]
    RepriceUnavailable,
    /// `temporarily_unavailable`.
    #[serde(rename = "temporarily_unavailable")]
    TemporarilyUnavailable,
    /// `variant_fields_present`.
    #[serde(rename = "variant_fields_present")]
    VariantFieldsPresent,
    /// `wrong_organization`.
    #[serde(rename = "wrong_organization")]
    WrongOrganization,
    /// `wrong_platform`.
    #[serde(rename = "wrong_platform")]
    WrongPlatform,
    /// `wrong_workspace`.
    #[serde(rename = "wrong_workspace")]
    WrongWorkspace,
}

/// The values of `BetaFallbackCreditNotAppliedType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaFallbackCreditNotAppliedType {
    /// `not_applied`.
    #[serde(rename = "not_applied")]
    NotApplied,
}

/// No reprice was applied; ``reason`` says why.
///
/// (`BetaFallbackCreditNotApplied`, `types/beta/beta_fallback_credit_not_applied.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaFallbackCreditNotApplied {
    /// Why the reprice was not applied.
    ///
    /// A closed enum; additions to the redemption-check vocabulary arrive as deliberate schema
    /// updates.
    pub reason: BetaFallbackCreditNotAppliedReason,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaFallbackCreditNotAppliedType,
    /// Request fields to remove before retrying, so the retry can redeem this token.
    ///
    /// Present exactly when `reason` is `variant_fields_present` — never null, never an empty
    /// array; absent otherwise. Fields are named only from your own request, and only after the
    /// sealed variant hash matched. A served best-effort retry has already been billed at normal
    /// price; nothing redeems retroactively, but a corrected re-send inside the token's five-minute
    /// window can still redeem.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remove_to_redeem: Option<Vec<String>>,
}
