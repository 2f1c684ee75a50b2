//! Types of `types/beta/beta_advisor_tool_20260301.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaAdvisorTool20260301Name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaAdvisorTool20260301Name {
    /// `advisor`.
    #[serde(rename = "advisor")]
    Advisor,
}

/// The values of `BetaAdvisorTool20260301Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaAdvisorTool20260301Type {
    /// `advisor_20260301`.
    #[serde(rename = "advisor_20260301")]
    Advisor20260301,
}

/// The values of `BetaAdvisorTool20260301AllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaAdvisorTool20260301AllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `code_execution_20250825`.
    #[serde(rename = "code_execution_20250825")]
    CodeExecution20250825,
    /// `code_execution_20260120`.
    #[serde(rename = "code_execution_20260120")]
    CodeExecution20260120,
    /// `code_execution_20260521`.
    #[serde(rename = "code_execution_20260521")]
    CodeExecution20260521,
}

/// The SDK's `BetaAdvisorTool20260301`.
///
/// (`BetaAdvisorTool20260301`, `types/beta/beta_advisor_tool_20260301.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaAdvisorTool20260301 {
    /// The model that will complete your prompt.
    ///
    /// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional details and
    /// options.
    pub model: String,
    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    pub name: BetaAdvisorTool20260301Name,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaAdvisorTool20260301Type,
    /// The `allowed_callers` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<BetaAdvisorTool20260301AllowedCallersItem>>,
    /// Create a cache control breakpoint at this content block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<BetaCacheControlEphemeral>,
    /// Caching for the advisor's own prompt.
    ///
    /// When set, each advisor call writes a cache entry at the given TTL so subsequent calls in the
    /// same conversation read the stable prefix. When omitted, the advisor prompt is not cached.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caching: Option<BetaCacheControlEphemeral>,
    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// Bounds the advisor's total output (thinking + text) per call.
    ///
    /// When the advisor hits this cap, the returned advisor_result or advisor_redacted_result block
    /// carries stop_reason='max_tokens', and a truncation note is appended to the advice text the
    /// worker model sees (inside the encrypted blob in redacted mode). When set, the API also
    /// passes the advisor its remaining-token budget, so the advisor shapes its output toward the
    /// cap. When omitted, the advisor model's default output cap applies and the API doesn't pass a
    /// budget.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_tokens: Option<i64>,
    /// Maximum number of times the tool can be used in the API request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_uses: Option<i64>,
    /// When true, guarantees schema validation on tool names and inputs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
}
