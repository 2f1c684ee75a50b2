//! Types of `types/beta/beta_direct_caller.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaDirectCallerType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaDirectCallerType {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
}

/// Tool invocation directly from the model.
///
/// (`BetaDirectCaller`, `types/beta/beta_direct_caller.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaDirectCaller {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaDirectCallerType,
}
