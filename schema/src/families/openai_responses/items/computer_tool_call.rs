//! Types of `types/responses/response_computer_tool_call.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// A pending safety check for the computer call.
///
/// (`PendingSafetyCheck`, `types/responses/response_computer_tool_call.py`;
/// `AcknowledgedSafetyCheck`, `types/responses/response_computer_tool_call_output_item.py`;
/// `ComputerCallOutputAcknowledgedSafetyCheck`, `types/responses/response_input_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseComputerToolCallPendingSafetyCheck {
    /// The ID of the pending safety check.
    pub id: String,
    /// The type of the pending safety check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// Details about the pending safety check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// The values of `ResponseComputerToolCallStatus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseComputerToolCallStatus {
    /// `in_progress`.
    #[serde(rename = "in_progress")]
    InProgress,
    /// `completed`.
    #[serde(rename = "completed")]
    Completed,
    /// `incomplete`.
    #[serde(rename = "incomplete")]
    Incomplete,
}

/// The values of `ResponseComputerToolCallType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseComputerToolCallType {
    /// `computer_call`.
    #[serde(rename = "computer_call")]
    ComputerCall,
}

ref_union! {
    /// One of 9 objects, told apart by their `type`.
    pub enum ResponseComputerToolCallAction {
        /// `click`: ComputerActionClick.
        Click(ComputerActionClick),
        /// `double_click`: ComputerActionDoubleClick.
        DoubleClick(ComputerActionDoubleClick),
        /// `drag`: ComputerActionDrag.
        Drag(ComputerActionDrag),
        /// `keypress`: ComputerActionKeypress.
        Keypress(ComputerActionKeypress),
        /// `move`: ComputerActionMove.
        Move(ComputerActionMove),
        /// `screenshot`: ComputerActionScreenshot.
        Screenshot(ComputerActionScreenshot),
        /// `scroll`: ComputerActionScroll.
        Scroll(ComputerActionScroll),
        /// `type`: ComputerActionType.
        Type(ComputerActionType),
        /// `wait`: ComputerActionWait.
        Wait(ComputerActionWait),
    }
}

ref_union! {
    /// One of 9 objects, told apart by their `type`.
    pub enum ComputerAction {
        /// `click`: ComputerActionClick.
        Click(ComputerActionClick),
        /// `double_click`: ComputerActionDoubleClick.
        DoubleClick(ComputerActionDoubleClick),
        /// `drag`: ComputerActionDrag.
        Drag(ComputerActionDrag),
        /// `keypress`: ComputerActionKeypress.
        Keypress(ComputerActionKeypress),
        /// `move`: ComputerActionMove.
        Move(ComputerActionMove),
        /// `screenshot`: ComputerActionScreenshot.
        Screenshot(ComputerActionScreenshot),
        /// `scroll`: ComputerActionScroll.
        Scroll(ComputerActionScroll),
        /// `type`: ComputerActionType.
        Type(ComputerActionType),
        /// `wait`: ComputerActionWait.
        Wait(ComputerActionWait),
    }
}

/// A tool call to a computer use tool.
///
/// See the [computer use guide](https://developers.openai.com/api/docs/guides/tools-computer-use)
/// for more information.
///
/// (`ResponseComputerToolCall`, `types/responses/response_computer_tool_call.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseComputerToolCall {
    /// The unique ID of the computer call.
    pub id: String,
    /// An identifier used when responding to the tool call with output.
    pub call_id: String,
    /// The pending safety checks for the computer call.
    pub pending_safety_checks: Vec<ResponseComputerToolCallPendingSafetyCheck>,
    /// The status of the item.
    ///
    /// One of `in_progress`, `completed`, or `incomplete`. Populated when items are returned via
    /// API.
    pub status: ResponseComputerToolCallStatus,
    /// The type of the computer call. Always `computer_call`.
    pub r#type: ResponseComputerToolCallType,
    /// A click action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<ResponseComputerToolCallAction>,
    /// Flattened batched actions for `computer_use`.
    ///
    /// Each action includes an `type` discriminator and action-specific fields.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actions: Option<Vec<ComputerAction>>,
}
