//! Types of `types/shared/custom_tool_input_format.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `CustomToolInputFormatGrammarSyntax`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum CustomToolInputFormatGrammarSyntax {
    /// `lark`.
    #[serde(rename = "lark")]
    Lark,
    /// `regex`.
    #[serde(rename = "regex")]
    Regex,
}

/// The values of `CustomToolInputFormatGrammarType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum CustomToolInputFormatGrammarType {
    /// `grammar`.
    #[serde(rename = "grammar")]
    Grammar,
}

/// A grammar defined by the user.
///
/// (`Grammar`, `types/shared/custom_tool_input_format.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CustomToolInputFormatGrammar {
    /// The grammar definition.
    pub definition: String,
    /// The syntax of the grammar definition. One of `lark` or `regex`.
    pub syntax: CustomToolInputFormatGrammarSyntax,
    /// Grammar format. Always `grammar`.
    pub r#type: CustomToolInputFormatGrammarType,
}
