//! Types of `types/responses/custom_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// A custom tool that processes input using a specified format.
///
/// Learn more about   [custom
/// tools](https://platform.openai.com/docs/guides/function-calling#custom-tools)
///
/// (`CustomTool`, `types/responses/custom_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CustomTool {
    /// The name of the custom tool, used to identify it in tool calls.
    pub name: String,
    /// The type of the custom tool. Always `custom`.
    pub r#type: CustomToolType,
    /// Whether this tool should be deferred and discovered via tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// Optional description of the custom tool, used to provide more context.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The input format for the custom tool. Default is unconstrained text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<CustomToolInputFormat>,
}
