//! Types of `types/beta/beta_container_skill.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaContainerSkillType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaContainerSkillType {
    /// `anthropic`.
    #[serde(rename = "anthropic")]
    Anthropic,
    /// `custom`.
    #[serde(rename = "custom")]
    Custom,
}

/// A skill that was loaded in a container (response model).
///
/// (`BetaContainerSkill`, `types/beta/beta_container_skill.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaContainerSkill {
    /// Skill ID
    pub skill_id: String,
    /// Type of skill - either 'anthropic' (built-in) or 'custom' (user-defined)
    pub r#type: BetaContainerSkillType,
    /// The resolved version: a skill version ID for custom skills.
    pub version: String,
}
