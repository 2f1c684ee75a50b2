//! Types of `types/beta/beta_web_fetch_url_source_all.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaWebFetchURLSourceAllType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchURLSourceAllType {
    /// `all`.
    #[serde(rename = "all")]
    All,
}

/// The ``url_sources`` variant under which a source contributes in full: every result of the tool
/// filter's source, or all user input.
///
/// (`BetaWebFetchURLSourceAll`, `types/beta/beta_web_fetch_url_source_all.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchURLSourceAll {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchURLSourceAllType,
}
