//! Types of `types/beta/beta_document_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum BetaDocumentBlockSource {
        /// `base64`: BetaBase64PDFSource.
        Base64(BetaBase64PDFSource),
        /// `text`: BetaPlainTextSource.
        Text(BetaPlainTextSource),
    }
}

/// The values of `BetaDocumentBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaDocumentBlockType {
    /// `document`.
    #[serde(rename = "document")]
    Document,
}

/// The SDK's `BetaDocumentBlock`.
///
/// (`BetaDocumentBlock`, `types/beta/beta_document_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaDocumentBlock {
    /// Citation configuration for the document
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub citations: Option<BetaCitationConfig>,
    /// The `source` field (not described by the SDK).
    pub source: BetaDocumentBlockSource,
    /// The title of the document
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaDocumentBlockType,
}
