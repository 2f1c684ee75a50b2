//! Types of `types/beta/beta_fallback_refusal_trigger.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaFallbackRefusalTriggerCategory`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaFallbackRefusalTriggerCategory {
    /// `cyber`.
    #[serde(rename = "cyber")]
    Cyber,
    /// `bio`.
    #[serde(rename = "bio")]
    Bio,
    /// `frontier_llm`.
    #[serde(rename = "frontier_llm")]
    FrontierLlm,
    /// `reasoning_extraction`.
    #[serde(rename = "reasoning_extraction")]
    ReasoningExtraction,
    /// `general_harms`.
    #[serde(rename = "general_harms")]
    GeneralHarms,
}

/// The values of `BetaFallbackRefusalTriggerType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaFallbackRefusalTriggerType {
    /// `refusal`.
    #[serde(rename = "refusal")]
    Refusal,
}

/// The `from` model declined for policy reasons.
///
/// (`BetaFallbackRefusalTrigger`, `types/beta/beta_fallback_refusal_trigger.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaFallbackRefusalTrigger {
    /// The policy category that triggered the `from` model's refusal at this hop.
    ///
    /// `null` when the refusal doesn't map to a named category. Same vocabulary as
    /// `stop_details.category`.
    ///
    /// - `cyber` - The request could enable cyber harm, such as malware or exploit development.
    ///   Benign cybersecurity work can also trigger this category.
    /// - `bio` - The request could enable biological harm, such as dangerous lab methods.
    ///   Beneficial life sciences work can also trigger this category.
    /// - `frontier_llm` - The request could assist the development of competing AI models, which is
    ///   restricted under [Anthropic's commercial
    ///   terms](https://www.anthropic.com/legal/commercial-terms). Benign machine learning work can
    ///   also trigger this category.
    /// - `reasoning_extraction` - The request asks the model to reproduce its internal reasoning in
    ///   the response text. To get reasoning in a structured form instead, use [adaptive
    ///   thinking](https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking).
    /// - `general_harms` - The request could be related to an area that was determined as harmful.
    ///   Benign work might sometimes trigger this category.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<BetaFallbackRefusalTriggerCategory>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaFallbackRefusalTriggerType,
}
