//! Types of `types/beta/beta_citations_config_param.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `BetaCitationsConfigParam`.
///
/// (`BetaCitationsConfigParam`, `types/beta/beta_citations_config_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCitationsConfigParam {
    /// The `enabled` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,
}
