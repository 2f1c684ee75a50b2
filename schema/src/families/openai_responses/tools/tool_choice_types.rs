//! Types of `types/responses/tool_choice_types.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ToolChoiceTypesType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolChoiceTypesType {
    /// `file_search`.
    #[serde(rename = "file_search")]
    FileSearch,
    /// `web_search_preview`.
    #[serde(rename = "web_search_preview")]
    WebSearchPreview,
    /// `computer`.
    #[serde(rename = "computer")]
    Computer,
    /// `computer_use_preview`.
    #[serde(rename = "computer_use_preview")]
    ComputerUsePreview,
    /// `computer_use`.
    #[serde(rename = "computer_use")]
    ComputerUse,
    /// `web_search_preview_2025_03_11`.
    #[serde(rename = "web_search_preview_2025_03_11")]
    WebSearchPreview20250311,
    /// `image_generation`.
    #[serde(rename = "image_generation")]
    ImageGeneration,
    /// `code_interpreter`.
    #[serde(rename = "code_interpreter")]
    CodeInterpreter,
}

/// Indicates that the model should use a built-in tool to generate a response. [Learn more about
/// built-in tools](https://developers.openai.com/api/docs/guides/tools).
///
/// (`ToolChoiceTypes`, `types/responses/tool_choice_types.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolChoiceTypes {
    /// The type of hosted tool the model should to use.
    ///
    /// Learn more about [built-in tools](https://developers.openai.com/api/docs/guides/tools).
    ///
    /// Allowed values are:
    ///
    /// - `file_search`
    /// - `web_search_preview`
    /// - `computer`
    /// - `computer_use_preview`
    /// - `computer_use`
    /// - `code_interpreter`
    /// - `image_generation`
    pub r#type: ToolChoiceTypesType,
}
