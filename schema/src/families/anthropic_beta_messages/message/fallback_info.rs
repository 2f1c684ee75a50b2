//! Types of `types/beta/beta_fallback_info.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Identifies one hop of a fallback transition.
///
/// (`BetaFallbackInfo`, `types/beta/beta_fallback_info.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaFallbackInfo {
    /// The model that will complete your prompt.
    ///
    /// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional details and
    /// options.
    pub model: String,
}
