//! Types of `types/responses/response_output_item.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// The values of `ResponseOutputItemAdditionalToolsRole`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseOutputItemAdditionalToolsRole {
    /// `unknown`.
    #[serde(rename = "unknown")]
    Unknown,
    /// `user`.
    #[serde(rename = "user")]
    User,
    /// `assistant`.
    #[serde(rename = "assistant")]
    Assistant,
    /// `system`.
    #[serde(rename = "system")]
    System,
    /// `critic`.
    #[serde(rename = "critic")]
    Critic,
    /// `discriminator`.
    #[serde(rename = "discriminator")]
    Discriminator,
    /// `developer`.
    #[serde(rename = "developer")]
    Developer,
    /// `tool`.
    #[serde(rename = "tool")]
    Tool,
}

/// The SDK's `AdditionalTools`.
///
/// (`AdditionalTools`, `types/responses/response_output_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputItemAdditionalTools {
    /// The unique ID of the additional tools item.
    pub id: String,
    /// The role that provided the additional tools.
    pub role: ResponseOutputItemAdditionalToolsRole,
    /// The additional tool definitions made available at this item.
    pub tools: Vec<Tool>,
    /// The type of the item. Always `additional_tools`.
    pub r#type: ResponseOutputItemAdditionalToolsType,
}
