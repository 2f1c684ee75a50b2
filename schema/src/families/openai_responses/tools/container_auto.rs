//! Types of `types/responses/container_auto.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `ContainerAutoType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ContainerAutoType {
    /// `container_auto`.
    #[serde(rename = "container_auto")]
    ContainerAuto,
}

/// The values of `ContainerAutoMemoryLimit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ContainerAutoMemoryLimit {
    /// `1g`.
    #[serde(rename = "1g")]
    V1g,
    /// `4g`.
    #[serde(rename = "4g")]
    V4g,
    /// `16g`.
    #[serde(rename = "16g")]
    V16g,
    /// `64g`.
    #[serde(rename = "64g")]
    V64g,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ContainerAutoSkill {
        /// `skill_reference`: SkillReference.
        SkillReference(SkillReference),
        /// `inline`: InlineSkill.
        Inline(InlineSkill),
    }
}

/// The SDK's `ContainerAuto`.
///
/// (`ContainerAuto`, `types/responses/container_auto.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ContainerAuto {
    /// Automatically creates a container for this request
    pub r#type: ContainerAutoType,
    /// An optional list of uploaded files to make available to your code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_ids: Option<Vec<String>>,
    /// The memory limit for the container.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_limit: Option<ContainerAutoMemoryLimit>,
    /// Network access policy for the container.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub network_policy: Option<ContainerAutoNetworkPolicy>,
    /// An optional list of skills referenced by id or inline data.
    ///
    /// Across all inline skills in this list, decoded ZIP data must total at most 50 MiB and Base64
    /// text must total at most 70,254,592 characters, including line breaks. Skill references do
    /// not count toward these limits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skills: Option<Vec<ContainerAutoSkill>>,
}
