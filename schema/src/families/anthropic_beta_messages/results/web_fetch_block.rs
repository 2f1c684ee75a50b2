//! Types of `types/beta/beta_web_fetch_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaWebFetchBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchBlockType {
    /// `web_fetch_result`.
    #[serde(rename = "web_fetch_result")]
    WebFetchResult,
}

/// The SDK's `BetaWebFetchBlock`.
///
/// (`BetaWebFetchBlock`, `types/beta/beta_web_fetch_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchBlock {
    /// The `content` field (not described by the SDK).
    pub content: BetaDocumentBlock,
    /// ISO 8601 timestamp when the content was retrieved
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retrieved_at: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchBlockType,
    /// Fetched content URL
    pub url: String,
}
