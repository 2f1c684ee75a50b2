//! Types of `types/beta/beta_web_fetch_tool_20260318.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaWebFetchTool20260318Name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchTool20260318Name {
    /// `web_fetch`.
    #[serde(rename = "web_fetch")]
    WebFetch,
}

/// The values of `BetaWebFetchTool20260318Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchTool20260318Type {
    /// `web_fetch_20260318`.
    #[serde(rename = "web_fetch_20260318")]
    WebFetch20260318,
}

/// The values of `BetaWebFetchTool20260318AllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchTool20260318AllowedCallersItem {
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

/// The values of `BetaWebFetchTool20260318ResponseInclusion`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchTool20260318ResponseInclusion {
    /// `full`.
    #[serde(rename = "full")]
    Full,
    /// `excluded`.
    #[serde(rename = "excluded")]
    Excluded,
}

/// The SDK's `BetaWebFetchTool20260318`.
///
/// (`BetaWebFetchTool20260318`, `types/beta/beta_web_fetch_tool_20260318.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchTool20260318 {
    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    pub name: BetaWebFetchTool20260318Name,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchTool20260318Type,
    /// The `allowed_callers` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<BetaWebFetchTool20260318AllowedCallersItem>>,
    /// List of domains to allow fetching from
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_domains: Option<Vec<String>>,
    /// List of domains to block fetching from
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocked_domains: Option<Vec<String>>,
    /// Create a cache control breakpoint at this content block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<BetaCacheControlEphemeral>,
    /// Citations configuration for fetched documents.
    ///
    /// Citations are disabled by default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub citations: Option<BetaCitationsConfigParam>,
    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// Maximum number of tokens used by including web page text content in the context.
    ///
    /// The limit is approximate and does not apply to binary content such as PDFs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_content_tokens: Option<i64>,
    /// Maximum number of times the tool can be used in the API request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_uses: Option<i64>,
    /// How this tool's result blocks appear in the API response when the result was consumed by a
    /// completed code_execution call in the same turn. 'full' returns the complete content
    /// (default). 'excluded' drops the nested server_tool_use and result block pair entirely.
    /// Results from direct calls, or from code_execution calls that paused before completing, are
    /// always returned in full so they can be sent back on the next turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response_inclusion: Option<BetaWebFetchTool20260318ResponseInclusion>,
    /// When true, guarantees schema validation on tool names and inputs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
    /// Which sources contribute to the set of URLs the tool may fetch.
    ///
    /// Omitted means every source.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url_sources: Option<BetaWebFetchURLSources>,
    /// Whether to use cached content.
    ///
    /// Set to false to bypass the cache and fetch fresh content. Only set to false when the user
    /// explicitly requests fresh content or when fetching rapidly-changing sources.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub use_cache: Option<bool>,
}
