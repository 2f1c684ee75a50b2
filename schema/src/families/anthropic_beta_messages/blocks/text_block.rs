//! Types of `types/beta/beta_text_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaTextBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaTextBlockType {
    /// `text`.
    #[serde(rename = "text")]
    Text,
}

/// The SDK's `BetaTextBlock`.
///
/// (`BetaTextBlock`, `types/beta/beta_text_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaTextBlock {
    /// Citations supporting the text block.
    ///
    /// The type of citation returned will depend on the type of document being cited. Citing a PDF
    /// results in `page_location`, plain text results in `char_location`, and content document
    /// results in `content_block_location`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub citations: Option<Vec<BetaTextCitation>>,
    /// The `text` field (not described by the SDK).
    pub text: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaTextBlockType,
}
