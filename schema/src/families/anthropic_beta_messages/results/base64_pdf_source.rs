//! Types of `types/beta/beta_base64_pdf_source.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaBase64PDFSourceMediaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaBase64PDFSourceMediaType {
    /// `application/pdf`.
    #[serde(rename = "application/pdf")]
    ApplicationPdf,
}

/// The values of `BetaBase64PDFSourceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaBase64PDFSourceType {
    /// `base64`.
    #[serde(rename = "base64")]
    Base64,
}

/// The SDK's `BetaBase64PDFSource`.
///
/// (`BetaBase64PDFSource`, `types/beta/beta_base64_pdf_source.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaBase64PDFSource {
    /// The `data` field (not described by the SDK).
    pub data: String,
    /// The `media_type` field (not described by the SDK).
    pub media_type: BetaBase64PDFSourceMediaType,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaBase64PDFSourceType,
}
