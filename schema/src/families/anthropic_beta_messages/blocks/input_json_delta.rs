//! Types of `types/beta/beta_input_json_delta.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaInputJSONDeltaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaInputJSONDeltaType {
    /// `input_json_delta`.
    #[serde(rename = "input_json_delta")]
    InputJsonDelta,
}

/// The SDK's `BetaInputJSONDelta`.
///
/// (`BetaInputJSONDelta`, `types/beta/beta_input_json_delta.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaInputJSONDelta {
    /// The `partial_json` field (not described by the SDK).
    pub partial_json: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaInputJSONDeltaType,
}
