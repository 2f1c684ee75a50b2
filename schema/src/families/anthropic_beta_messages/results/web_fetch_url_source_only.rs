//! Types of `types/beta/beta_web_fetch_url_source_only.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaWebFetchURLSourceOnlyType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchURLSourceOnlyType {
    /// `only`.
    #[serde(rename = "only")]
    Only,
}

/// The tool filter variant under which only the named tools' results contribute.
///
/// (`BetaWebFetchURLSourceOnly`, `types/beta/beta_web_fetch_url_source_only.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchURLSourceOnly {
    /// The `tools` field (not described by the SDK).
    pub tools: Vec<BetaWebFetchURLSourceToolReference>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchURLSourceOnlyType,
}
