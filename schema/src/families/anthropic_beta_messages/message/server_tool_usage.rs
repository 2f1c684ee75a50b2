//! Types of `types/beta/beta_server_tool_usage.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `BetaServerToolUsage`.
///
/// (`BetaServerToolUsage`, `types/beta/beta_server_tool_usage.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaServerToolUsage {
    /// The number of web fetch tool requests.
    pub web_fetch_requests: i64,
    /// The number of web search tool requests.
    pub web_search_requests: i64,
}
