//! Types of `types/beta/beta_plain_text_source.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaPlainTextSourceMediaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaPlainTextSourceMediaType {
    /// `text/plain`.
    #[serde(rename = "text/plain")]
    TextPlain,
}

/// The values of `BetaPlainTextSourceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaPlainTextSourceType {
    /// `text`.
    #[serde(rename = "text")]
    Text,
}

/// The SDK's `BetaPlainTextSource`.
///
/// (`BetaPlainTextSource`, `types/beta/beta_plain_text_source.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaPlainTextSource {
    /// The `data` field (not described by the SDK).
    pub data: String,
    /// The `media_type` field (not described by the SDK).
    pub media_type: BetaPlainTextSourceMediaType,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaPlainTextSourceType,
}
