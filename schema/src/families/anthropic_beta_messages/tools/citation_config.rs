//! Types of `types/beta/beta_citation_config.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `BetaCitationConfig`.
///
/// (`BetaCitationConfig`, `types/beta/beta_citation_config.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCitationConfig {
    /// The `enabled` field (not described by the SDK).
    pub enabled: bool,
}
