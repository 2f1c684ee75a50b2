//! Types of `types/responses/computer_use_preview_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ComputerUsePreviewToolEnvironment`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerUsePreviewToolEnvironment {
    /// `windows`.
    #[serde(rename = "windows")]
    Windows,
    /// `mac`.
    #[serde(rename = "mac")]
    Mac,
    /// `linux`.
    #[serde(rename = "linux")]
    Linux,
    /// `ubuntu`.
    #[serde(rename = "ubuntu")]
    Ubuntu,
    /// `browser`.
    #[serde(rename = "browser")]
    Browser,
}

/// The values of `ComputerUsePreviewToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerUsePreviewToolType {
    /// `computer_use_preview`.
    #[serde(rename = "computer_use_preview")]
    ComputerUsePreview,
}

/// A tool that controls a virtual computer.
///
/// Learn more about the [computer
/// tool](https://developers.openai.com/api/docs/guides/tools-computer-use).
///
/// (`ComputerUsePreviewTool`, `types/responses/computer_use_preview_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerUsePreviewTool {
    /// The height of the computer display.
    pub display_height: i64,
    /// The width of the computer display.
    pub display_width: i64,
    /// The type of computer environment to control.
    pub environment: ComputerUsePreviewToolEnvironment,
    /// The type of the computer use tool. Always `computer_use_preview`.
    pub r#type: ComputerUsePreviewToolType,
}
