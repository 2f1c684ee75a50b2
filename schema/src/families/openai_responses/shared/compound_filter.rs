//! Types of `types/shared/compound_filter.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The values of `CompoundFilterType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum CompoundFilterType {
    /// `and`.
    #[serde(rename = "and")]
    And,
    /// `or`.
    #[serde(rename = "or")]
    Or,
}

/// Combine multiple filters using `and` or `or`.
///
/// (`CompoundFilter`, `types/shared/compound_filter.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CompoundFilter {
    /// Array of filters to combine.
    ///
    /// Items can be `ComparisonFilter` or `CompoundFilter`.
    pub filters: Vec<Value>,
    /// Type of operation: `and` or `or`.
    pub r#type: CompoundFilterType,
}
