//! Types of `types/shared/comparison_filter.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ComparisonFilterType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ComparisonFilterType {
    /// `eq`.
    #[serde(rename = "eq")]
    Eq,
    /// `ne`.
    #[serde(rename = "ne")]
    Ne,
    /// `gt`.
    #[serde(rename = "gt")]
    Gt,
    /// `gte`.
    #[serde(rename = "gte")]
    Gte,
    /// `lt`.
    #[serde(rename = "lt")]
    Lt,
    /// `lte`.
    #[serde(rename = "lte")]
    Lte,
    /// `in`.
    #[serde(rename = "in")]
    In,
    /// `nin`.
    #[serde(rename = "nin")]
    Nin,
}

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ComparisonFilterValueItemItem {
    /// A `String`.
    Text(String),
    /// A `f64`.
    Number(f64),
}

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ComparisonFilterValue {
    /// A `String`.
    Text(String),
    /// A `f64`.
    Number(f64),
    /// A `bool`.
    Boolean(bool),
    /// A `Vec<ComparisonFilterValueItemItem>`.
    List(Vec<ComparisonFilterValueItemItem>),
}

/// A filter used to compare a specified attribute key to a given value using a defined comparison
/// operation.
///
/// (`ComparisonFilter`, `types/shared/comparison_filter.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ComparisonFilter {
    /// The key to compare against the value.
    pub key: String,
    /// Specifies the comparison operator: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`.
    ///
    /// - `eq`: equals
    /// - `ne`: not equal
    /// - `gt`: greater than
    /// - `gte`: greater than or equal
    /// - `lt`: less than
    /// - `lte`: less than or equal
    /// - `in`: in
    /// - `nin`: not in
    pub r#type: ComparisonFilterType,
    /// The value to compare against the attribute key; supports string, number, or boolean types.
    pub value: ComparisonFilterValue,
}
