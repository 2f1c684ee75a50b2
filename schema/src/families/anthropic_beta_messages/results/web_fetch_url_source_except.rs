//! Types of `types/beta/beta_web_fetch_url_source_except.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaWebFetchURLSourceExceptType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchURLSourceExceptType {
    /// `except`.
    #[serde(rename = "except")]
    Except,
}

/// The tool filter variant under which every result but the named tools' contributes.
///
/// (`BetaWebFetchURLSourceExcept`, `types/beta/beta_web_fetch_url_source_except.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchURLSourceExcept {
    /// The `tools` field (not described by the SDK).
    pub tools: Vec<BetaWebFetchURLSourceToolReference>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchURLSourceExceptType,
}
