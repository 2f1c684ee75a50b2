//! Types of `types/beta/beta_citation_search_result_location.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCitationSearchResultLocationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCitationSearchResultLocationType {
    /// `search_result_location`.
    #[serde(rename = "search_result_location")]
    SearchResultLocation,
}

/// The SDK's `BetaCitationSearchResultLocation`.
///
/// (`BetaCitationSearchResultLocation`, `types/beta/beta_citation_search_result_location.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCitationSearchResultLocation {
    /// The full text of the cited block range, concatenated.
    ///
    /// Always equals the contents of `content[start_block_index:end_block_index]` joined together.
    /// The text block is the minimal citable unit; this field is never a substring of a single
    /// block. Not counted toward output tokens, and not counted toward input tokens when sent back
    /// in subsequent turns.
    pub cited_text: String,
    /// Exclusive 0-based end index of the cited block range in the source's `content` array.
    ///
    /// Always greater than `start_block_index`; a single-block citation has `end_block_index =
    /// start_block_index + 1`.
    pub end_block_index: i64,
    /// 0-based index of the cited search result among all `search_result` content blocks in the
    /// request, in the order they appear across messages and tool results.
    ///
    /// Counted separately from `document_index`; server-side web search results are not included in
    /// this count.
    pub search_result_index: i64,
    /// The `source` field (not described by the SDK).
    pub source: String,
    /// 0-based index of the first cited block in the source's `content` array.
    pub start_block_index: i64,
    /// The `title` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCitationSearchResultLocationType,
}
