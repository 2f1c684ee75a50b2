//! Types of `types/beta/beta_server_tool_caller_20260120.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaServerToolCaller20260120Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaServerToolCaller20260120Type {
    /// `code_execution_20260120`.
    #[serde(rename = "code_execution_20260120")]
    CodeExecution20260120,
}

/// The SDK's `BetaServerToolCaller20260120`.
///
/// (`BetaServerToolCaller20260120`, `types/beta/beta_server_tool_caller_20260120.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaServerToolCaller20260120 {
    /// The `tool_id` field (not described by the SDK).
    pub tool_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaServerToolCaller20260120Type,
}
