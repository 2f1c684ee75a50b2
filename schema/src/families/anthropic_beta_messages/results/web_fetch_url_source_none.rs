//! Types of `types/beta/beta_web_fetch_url_source_none.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaWebFetchURLSourceNoneType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchURLSourceNoneType {
    /// `none`.
    #[serde(rename = "none")]
    None,
}

/// The ``url_sources`` variant under which a source contributes nothing: no result of the tool
/// filter's source, or no user input.
///
/// (`BetaWebFetchURLSourceNone`, `types/beta/beta_web_fetch_url_source_none.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchURLSourceNone {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchURLSourceNoneType,
}
