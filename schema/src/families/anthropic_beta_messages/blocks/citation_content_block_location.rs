//! Types of `types/beta/beta_citation_content_block_location.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCitationContentBlockLocationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCitationContentBlockLocationType {
    /// `content_block_location`.
    #[serde(rename = "content_block_location")]
    ContentBlockLocation,
}

/// The SDK's `BetaCitationContentBlockLocation`.
///
/// (`BetaCitationContentBlockLocation`, `types/beta/beta_citation_content_block_location.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCitationContentBlockLocation {
    /// The full text of the cited block range, concatenated.
    ///
    /// Always equals the contents of `content[start_block_index:end_block_index]` joined together.
    /// The text block is the minimal citable unit; this field is never a substring of a single
    /// block. Not counted toward output tokens, and not counted toward input tokens when sent back
    /// in subsequent turns.
    pub cited_text: String,
    /// The `document_index` field (not described by the SDK).
    pub document_index: i64,
    /// The `document_title` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document_title: Option<String>,
    /// Exclusive 0-based end index of the cited block range in the source's `content` array.
    ///
    /// Always greater than `start_block_index`; a single-block citation has `end_block_index =
    /// start_block_index + 1`.
    pub end_block_index: i64,
    /// The `file_id` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// 0-based index of the first cited block in the source's `content` array.
    pub start_block_index: i64,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCitationContentBlockLocationType,
}
