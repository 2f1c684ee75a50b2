//! Types of `types/responses/function_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The values of `FunctionToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum FunctionToolType {
    /// `function`.
    #[serde(rename = "function")]
    Function,
}

/// The values of `FunctionToolAllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum FunctionToolAllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `programmatic`.
    #[serde(rename = "programmatic")]
    Programmatic,
}

/// Defines a function in your own code the model can choose to call.
///
/// Learn more about [function
/// calling](https://developers.openai.com/api/docs/guides/function-calling).
///
/// (`FunctionTool`, `types/responses/function_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FunctionTool {
    /// The name of the function to call.
    pub name: String,
    /// A JSON schema object describing the parameters of the function.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<Map<String, Value>>,
    /// Whether strict parameter validation is enforced for this function tool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
    /// The type of the function tool. Always `function`.
    pub r#type: FunctionToolType,
    /// The tool invocation context(s).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<FunctionToolAllowedCallersItem>>,
    /// The `async` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#async: Option<bool>,
    /// Whether this function is deferred and loaded via tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// A description of the function.
    ///
    /// Used by the model to determine whether or not to call the function.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// A JSON schema object describing the JSON value encoded in string outputs for this function.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_schema: Option<Map<String, Value>>,
}
