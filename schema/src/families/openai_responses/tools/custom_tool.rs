//! Types of `types/responses/custom_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `CustomToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum CustomToolType {
    /// `custom`.
    #[serde(rename = "custom")]
    Custom,
}

/// The values of `CustomToolAllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum CustomToolAllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `programmatic`.
    #[serde(rename = "programmatic")]
    Programmatic,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum CustomToolInputFormat {
        /// `text`: ResponseFormatText.
        Text(ResponseFormatText),
        /// `grammar`: CustomToolInputFormatGrammar.
        Grammar(CustomToolInputFormatGrammar),
    }
}

/// A custom tool that processes input using a specified format.
///
/// Learn more about   [custom
/// tools](https://developers.openai.com/api/docs/guides/function-calling#custom-tools)
///
/// (`CustomTool`, `types/responses/custom_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CustomTool {
    /// The name of the custom tool, used to identify it in tool calls.
    pub name: String,
    /// The type of the custom tool. Always `custom`.
    pub r#type: CustomToolType,
    /// The tool invocation context(s).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<CustomToolAllowedCallersItem>>,
    /// Whether the tool response can be returned asynchronously versus immediately returned on next
    /// response creation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#async: Option<bool>,
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
