//! Types of `types/responses/response_computer_tool_call_output_item.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `ResponseComputerToolCallOutputItemStatus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseComputerToolCallOutputItemStatus {
    /// `completed`.
    #[serde(rename = "completed")]
    Completed,
    /// `incomplete`.
    #[serde(rename = "incomplete")]
    Incomplete,
    /// `failed`.
    #[serde(rename = "failed")]
    Failed,
    /// `in_progress`.
    #[serde(rename = "in_progress")]
    InProgress,
}

/// The values of `ResponseComputerToolCallOutputItemType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseComputerToolCallOutputItemType {
    /// `computer_call_output`.
    #[serde(rename = "computer_call_output")]
    ComputerCallOutput,
}

/// The SDK's `ResponseComputerToolCallOutputItem`.
///
/// (`ResponseComputerToolCallOutputItem`,
/// `types/responses/response_computer_tool_call_output_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseComputerToolCallOutputItem {
    /// The ID of the computer tool call output.
    pub id: String,
    /// The ID of the computer tool call that produced the output.
    pub call_id: String,
    /// A computer screenshot image used with the computer use tool.
    pub output: ResponseComputerToolCallOutputScreenshot,
    /// The status of the message input.
    ///
    /// One of `in_progress`, `completed`, or `incomplete`. Populated when input items are returned
    /// via API.
    pub status: ResponseComputerToolCallOutputItemStatus,
    /// The type of the computer tool call output. Always `computer_call_output`.
    pub r#type: ResponseComputerToolCallOutputItemType,
    /// The safety checks reported by the API that have been acknowledged by the developer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acknowledged_safety_checks: Option<Vec<ResponseComputerToolCallPendingSafetyCheck>>,
    /// The identifier of the actor that created the item.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_by: Option<String>,
}
