//! Types of `types/responses/inline_skill.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `InlineSkillType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum InlineSkillType {
    /// `inline`.
    #[serde(rename = "inline")]
    Inline,
}

/// The SDK's `InlineSkill`.
///
/// (`InlineSkill`, `types/responses/inline_skill.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct InlineSkill {
    /// The description of the skill.
    pub description: String,
    /// The name of the skill.
    pub name: String,
    /// Inline skill payload
    pub source: InlineSkillSource,
    /// Defines an inline skill for this request.
    pub r#type: InlineSkillType,
}
