//! Types of `types/responses/response_computer_tool_call_output_screenshot.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseComputerToolCallOutputScreenshotType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseComputerToolCallOutputScreenshotType {
    /// `computer_screenshot`.
    #[serde(rename = "computer_screenshot")]
    ComputerScreenshot,
}

/// A computer screenshot image used with the computer use tool.
///
/// (`ResponseComputerToolCallOutputScreenshot`,
/// `types/responses/response_computer_tool_call_output_screenshot.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseComputerToolCallOutputScreenshot {
    /// Specifies the event type.
    ///
    /// For a computer screenshot, this property is always set to `computer_screenshot`.
    pub r#type: ResponseComputerToolCallOutputScreenshotType,
    /// The identifier of an uploaded file that contains the screenshot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// The URL of the screenshot image.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
}
