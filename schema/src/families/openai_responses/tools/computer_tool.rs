//! Types of `types/responses/computer_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ComputerToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComputerToolType {
    /// `computer`.
    #[serde(rename = "computer")]
    Computer,
}

/// A tool that controls a virtual computer.
///
/// Learn more about the [computer
/// tool](https://developers.openai.com/api/docs/guides/tools-computer-use).
///
/// (`ComputerTool`, `types/responses/computer_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComputerTool {
    /// The type of the computer tool. Always `computer`.
    pub r#type: ComputerToolType,
}
