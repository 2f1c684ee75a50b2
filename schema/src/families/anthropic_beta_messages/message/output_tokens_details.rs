//! Types of `types/beta/beta_output_tokens_details.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `BetaOutputTokensDetails`.
///
/// (`BetaOutputTokensDetails`, `types/beta/beta_output_tokens_details.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaOutputTokensDetails {
    /// Number of output tokens the model generated as internal reasoning, including the
    /// thinking-block delimiter tokens.
    ///
    /// Reflects the raw reasoning the model produced, not the (possibly shorter) summarized
    /// thinking text returned in the response body. It may differ from the model's exact generation
    /// count by a small number of tokens. Always ≤ `output_tokens`; `output_tokens -
    /// thinking_tokens` approximates the non-reasoning output.
    pub thinking_tokens: i64,
}
