//! Types of `types/responses/inline_skill_source.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `InlineSkillSourceMediaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum InlineSkillSourceMediaType {
    /// `application/zip`.
    #[serde(rename = "application/zip")]
    ApplicationZip,
}

/// The values of `InlineSkillSourceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum InlineSkillSourceType {
    /// `base64`.
    #[serde(rename = "base64")]
    Base64,
}

/// Inline skill payload
///
/// (`InlineSkillSource`, `types/responses/inline_skill_source.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct InlineSkillSource {
    /// Base64-encoded skill zip bundle.
    pub data: String,
    /// The media type of the inline skill payload. Must be `application/zip`.
    pub media_type: InlineSkillSourceMediaType,
    /// The type of the inline skill source. Must be `base64`.
    pub r#type: InlineSkillSourceType,
}
