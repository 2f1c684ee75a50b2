//! Types of `types/beta/beta_citation_char_location.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCitationCharLocationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCitationCharLocationType {
    /// `char_location`.
    #[serde(rename = "char_location")]
    CharLocation,
}

/// The SDK's `BetaCitationCharLocation`.
///
/// (`BetaCitationCharLocation`, `types/beta/beta_citation_char_location.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCitationCharLocation {
    /// The `cited_text` field (not described by the SDK).
    pub cited_text: String,
    /// The `document_index` field (not described by the SDK).
    pub document_index: i64,
    /// The `document_title` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_title: Option<String>,
    /// The `end_char_index` field (not described by the SDK).
    pub end_char_index: i64,
    /// The `file_id` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// The `start_char_index` field (not described by the SDK).
    pub start_char_index: i64,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCitationCharLocationType,
}
