//! Types of `types/beta/beta_citation_page_location.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCitationPageLocationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCitationPageLocationType {
    /// `page_location`.
    #[serde(rename = "page_location")]
    PageLocation,
}

/// The SDK's `BetaCitationPageLocation`.
///
/// (`BetaCitationPageLocation`, `types/beta/beta_citation_page_location.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCitationPageLocation {
    /// The `cited_text` field (not described by the SDK).
    pub cited_text: String,
    /// The `document_index` field (not described by the SDK).
    pub document_index: i64,
    /// The `document_title` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_title: Option<String>,
    /// The `end_page_number` field (not described by the SDK).
    pub end_page_number: i64,
    /// The `file_id` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// The `start_page_number` field (not described by the SDK).
    pub start_page_number: i64,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCitationPageLocationType,
}
