//! Types of `types/responses/namespace_tool.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::families::openai_responses::v2_44::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum NamespaceToolTool {
        /// `function`: NamespaceToolToolFunction.
        Function(NamespaceToolToolFunction),
        /// `custom`: CustomTool.
        Custom(CustomTool),
    }
}

/// Groups function/custom tools under a shared namespace.
///
/// (`NamespaceTool`, `types/responses/namespace_tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct NamespaceTool {
    /// A description of the namespace shown to the model.
    pub description: String,
    /// The namespace name used in tool calls (for example, `crm`).
    pub name: String,
    /// The function/custom tools available inside this namespace.
    pub tools: Vec<NamespaceToolTool>,
    /// The type of the tool. Always `namespace`.
    pub r#type: NamespaceToolType,
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
    /// Whether this function should be deferred and discovered via tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// The `description` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The `parameters` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<Value>,
    /// The `strict` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
}
