//! Types of `types/responses/local_environment.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `LocalEnvironmentType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum LocalEnvironmentType {
    /// `local`.
    #[serde(rename = "local")]
    Local,
}

/// The SDK's `LocalEnvironment`.
///
/// (`LocalEnvironment`, `types/responses/local_environment.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct LocalEnvironment {
    /// Use a local computer environment.
    pub r#type: LocalEnvironmentType,
    /// An optional list of skills.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skills: Option<Vec<LocalSkill>>,
}
