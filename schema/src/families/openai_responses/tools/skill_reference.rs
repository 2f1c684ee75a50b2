//! Types of `types/responses/skill_reference.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `SkillReferenceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum SkillReferenceType {
    /// `skill_reference`.
    #[serde(rename = "skill_reference")]
    SkillReference,
}

/// The SDK's `SkillReference`.
///
/// (`SkillReference`, `types/responses/skill_reference.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct SkillReference {
    /// The ID of the referenced skill.
    pub skill_id: String,
    /// References a skill created with the /v1/skills endpoint.
    pub r#type: SkillReferenceType,
    /// Optional skill version. Use a positive integer or 'latest'. Omit for default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}
