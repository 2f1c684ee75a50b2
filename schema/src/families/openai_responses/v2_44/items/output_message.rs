//! Types of `types/responses/response_output_message.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ResponseOutputMessageContent {
        /// `output_text`: ResponseOutputText.
        OutputText(ResponseOutputText),
        /// `refusal`: ResponseOutputRefusal.
        Refusal(ResponseOutputRefusal),
    }
}

/// An output message from the model.
///
/// (`ResponseOutputMessage`, `types/responses/response_output_message.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputMessage {
    /// The unique ID of the output message.
    pub id: String,
    /// The content of the output message.
    pub content: Vec<ResponseOutputMessageContent>,
    /// The role of the output message. Always `assistant`.
    pub role: ResponseOutputMessageRole,
    /// The status of the message input.
    ///
    /// One of `in_progress`, `completed`, or `incomplete`. Populated when input items are returned
    /// via API.
    pub status: ResponseOutputMessageStatus,
    /// The type of the output message. Always `message`.
    pub r#type: ResponseOutputMessageType,
    /// Labels an `assistant` message as intermediate commentary (`commentary`) or the final answer
    /// (`final_answer`). For models like `gpt-5.3-codex` and beyond, when sending follow-up
    /// requests, preserve and resend phase on all assistant messages — dropping it can degrade
    /// performance. Not used for user messages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<ResponseOutputMessagePhase>,
}
