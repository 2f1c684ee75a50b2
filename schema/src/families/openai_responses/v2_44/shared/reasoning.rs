//! Types of `types/shared/reasoning.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

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
}

/// **gpt-5 and o-series models only**
///
/// Configuration options for [reasoning models](https://platform.openai.com/docs/guides/reasoning).
///
/// (`Reasoning`, `types/shared/reasoning.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Reasoning {
    /// Controls which reasoning items are rendered back to the model on later turns. When returned
    /// on a response, this is the effective reasoning context mode used for the response.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<ReasoningContext>,
    /// Constrains effort on reasoning for [reasoning
    /// models](https://platform.openai.com/docs/guides/reasoning). Currently supported values are
    /// `none`, `minimal`, `low`, `medium`, `high`, and `xhigh`. Reducing reasoning effort can
    /// result in faster responses and fewer tokens used on reasoning in a response.
    ///
    /// - `gpt-5.1` defaults to `none`, which does not perform reasoning. The supported reasoning
    ///   values for `gpt-5.1` are `none`, `low`, `medium`, and `high`. Tool calls are supported for
    ///   all reasoning values in gpt-5.1.
    /// - All models before `gpt-5.1` default to `medium` reasoning effort, and do not support
    ///   `none`.
    /// - The `gpt-5-pro` model defaults to (and only supports) `high` reasoning effort.
    /// - `xhigh` is supported for all models after `gpt-5.1-codex-max`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effort: Option<ReasoningEffort>,
    /// **Deprecated:** use `summary` instead.
    ///
    /// A summary of the reasoning performed by the model. This can be useful for debugging and
    /// understanding the model's reasoning process. One of `auto`, `concise`, or `detailed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generate_summary: Option<ReasoningGenerateSummary>,
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
