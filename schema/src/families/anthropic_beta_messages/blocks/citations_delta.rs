//! Types of `types/beta/beta_citations_delta.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 5 objects, told apart by their `type`.
    pub enum BetaTextCitation {
        /// `char_location`: BetaCitationCharLocation.
        CharLocation(BetaCitationCharLocation),
        /// `page_location`: BetaCitationPageLocation.
        PageLocation(BetaCitationPageLocation),
        /// `content_block_location`: BetaCitationContentBlockLocation.
        ContentBlockLocation(BetaCitationContentBlockLocation),
        /// `web_search_result_location`: BetaCitationsWebSearchResultLocation.
        WebSearchResultLocation(BetaCitationsWebSearchResultLocation),
        /// `search_result_location`: BetaCitationSearchResultLocation.
        SearchResultLocation(BetaCitationSearchResultLocation),
    }
}

/// The values of `BetaCitationsDeltaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCitationsDeltaType {
    /// `citations_delta`.
    #[serde(rename = "citations_delta")]
    CitationsDelta,
}

/// The SDK's `BetaCitationsDelta`.
///
/// (`BetaCitationsDelta`, `types/beta/beta_citations_delta.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCitationsDelta {
    /// The `citation` field (not described by the SDK).
    pub citation: BetaTextCitation,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCitationsDeltaType,
}
