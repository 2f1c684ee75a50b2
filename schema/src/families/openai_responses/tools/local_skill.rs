//! Types of `types/responses/local_skill.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `LocalSkill`.
///
/// (`LocalSkill`, `types/responses/local_skill.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct LocalSkill {
    /// The description of the skill.
    pub description: String,
    /// The name of the skill.
    pub name: String,
    /// The path to the directory containing the skill.
    pub path: String,
}
