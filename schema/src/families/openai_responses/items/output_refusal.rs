//! Types of `types/responses/response_output_refusal.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseOutputRefusalType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseOutputRefusalType {
    /// `refusal`.
    #[serde(rename = "refusal")]
    Refusal,
}

/// A refusal from the model.
///
/// (`ResponseOutputRefusal`, `types/responses/response_output_refusal.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputRefusal {
    /// The refusal explanation from the model.
    pub refusal: String,
    /// The type of the refusal. Always `refusal`.
    pub r#type: ResponseOutputRefusalType,
}
