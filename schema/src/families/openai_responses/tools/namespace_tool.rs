//! Types of `types/responses/namespace_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::families::openai_responses::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ToolSearchOutputNamespaceToolTool {
        /// `function`: NamespaceToolToolFunction.
        Function(NamespaceToolToolFunction),
        /// `custom`: CustomTool.
        Custom(CustomTool),
    }
}

/// The values of `NamespaceToolType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum NamespaceToolType {
    /// `namespace`.
    #[serde(rename = "namespace")]
    Namespace,
}

/// Groups function/custom tools under a shared namespace.
///
/// (`NamespaceTool`, `types/responses/namespace_tool.py`; `ToolSearchOutputNamespaceTool`,
/// `types/responses/tool_search_output_namespace_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct NamespaceTool {
    /// A description of the namespace shown to the model.
    pub description: String,
    /// The namespace name used in tool calls (for example, `crm`).
    pub name: String,
    /// The function/custom tools available inside this namespace.
    pub tools: Vec<ToolSearchOutputNamespaceToolTool>,
    /// The type of the tool. Always `namespace`.
    pub r#type: NamespaceToolType,
}

/// The values of `NamespaceToolToolFunctionType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum NamespaceToolToolFunctionType {
    /// `function`.
    #[serde(rename = "function")]
    Function,
}

/// The values of `NamespaceToolToolFunctionAllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum NamespaceToolToolFunctionAllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `programmatic`.
    #[serde(rename = "programmatic")]
    Programmatic,
}

/// The SDK's `ToolFunction`.
///
/// (`ToolFunction`, `types/responses/namespace_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct NamespaceToolToolFunction {
    /// The `name` field (not described by the SDK).
    pub name: String,
    /// The `type` field (not described by the SDK).
    pub r#type: NamespaceToolToolFunctionType,
    /// The tool invocation context(s).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<NamespaceToolToolFunctionAllowedCallersItem>>,
    /// Whether the tool response can be returned asynchronously versus immediately returned on next
    /// response creation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#async: Option<bool>,
    /// Whether this function should be deferred and discovered via tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// The `description` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// A JSON Schema describing the JSON value encoded in string outputs for this function tool.
    /// This does not describe content-array outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_schema: Option<Map<String, Value>>,
    /// The `parameters` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<Value>,
    /// Whether to enforce strict parameter validation.
    ///
    /// If omitted, Responses attempts to use strict validation when the schema is compatible, and
    /// falls back to non-strict validation otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
}
