//! Types of `types/shared/reasoning.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ReasoningContext`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ReasoningContext {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `current_turn`.
    #[serde(rename = "current_turn")]
    CurrentTurn,
    /// `all_turns`.
    #[serde(rename = "all_turns")]
    AllTurns,
}

/// The values of `ReasoningEffort`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ReasoningEffort {
    /// `none`.
    #[serde(rename = "none")]
    None,
    /// `minimal`.
    #[serde(rename = "minimal")]
    Minimal,
    /// `low`.
    #[serde(rename = "low")]
    Low,
    /// `medium`.
    #[serde(rename = "medium")]
    Medium,
    /// `high`.
    #[serde(rename = "high")]
    High,
    /// `xhigh`.
    #[serde(rename = "xhigh")]
    Xhigh,
    /// `max`.
    #[serde(rename = "max")]
    Max,
}

/// The values of `ReasoningGenerateSummary`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ReasoningGenerateSummary {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `concise`.
    #[serde(rename = "concise")]
    Concise,
    /// `detailed`.
    #[serde(rename = "detailed")]
    Detailed,
}

/// The values of `ReasoningSummary`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ReasoningSummary {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `concise`.
    #[serde(rename = "concise")]
    Concise,
    /// `detailed`.
    #[serde(rename = "detailed")]
    Detailed,
}

/// Configuration options for [reasoning
/// models](https://developers.openai.com/api/docs/guides/reasoning).
///
/// (`Reasoning`, `types/shared/reasoning.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Reasoning {
    /// Controls which reasoning items are rendered back to the model on later turns. If omitted or
    /// set to `auto`, the model determines the context mode. The `gpt-5.6` model family defaults to
    /// `all_turns`; earlier models default to `current_turn`.
    ///
    /// When returned on a response, this is the effective reasoning context mode used for the
    /// response.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<ReasoningContext>,
    /// Constrains effort on reasoning for reasoning models.
    ///
    /// Currently supported values are `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, and
    /// `max`. Reducing reasoning effort can result in faster responses and fewer tokens used on
    /// reasoning in a response. Not all reasoning models support every value. See the [reasoning
    /// guide](https://developers.openai.com/api/docs/guides/reasoning) for model-specific support.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effort: Option<ReasoningEffort>,
    /// **Deprecated:** use `summary` instead.
    ///
    /// A summary of the reasoning performed by the model. This can be useful for debugging and
    /// understanding the model's reasoning process. One of `auto`, `concise`, or `detailed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generate_summary: Option<ReasoningGenerateSummary>,
    /// Controls the reasoning execution mode for the request.
    ///
    /// When returned on a response, this is the effective execution mode.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// A summary of the reasoning performed by the model.
    ///
    /// This can be useful for debugging and understanding the model's reasoning process. One of
    /// `auto`, `concise`, or `detailed`.
    ///
    /// `concise` is supported for `computer-use-preview` models and all reasoning models after
    /// `gpt-5`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<ReasoningSummary>,
}
