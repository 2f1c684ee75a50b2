//! Types of `types/responses/response_reasoning_item.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Reasoning text from the model.
///
/// (`Content`, `types/responses/response_reasoning_item.py`; `PartReasoningText`,
/// `types/responses/response_content_part_added_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningItemContent {
    /// The reasoning text from the model.
    pub text: String,
    /// The type of the reasoning text. Always `reasoning_text`.
    pub r#type: ResponseReasoningItemContentType,
}

/// The values of `ResponseReasoningItemType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseReasoningItemType {
    /// `reasoning`.
    #[serde(rename = "reasoning")]
    Reasoning,
}

/// A description of the chain of thought used by a reasoning model while generating a response. Be
/// sure to include these items in your `input` to the Responses API for subsequent turns of a
/// conversation if you are manually [managing
/// context](https://platform.openai.com/docs/guides/conversation-state).
///
/// (`ResponseReasoningItem`, `types/responses/response_reasoning_item.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningItem {
    /// The unique identifier of the reasoning content.
    pub id: String,
    /// Reasoning summary content.
    pub summary: Vec<ResponseReasoningItemSummary>,
    /// The type of the object. Always `reasoning`.
    pub r#type: ResponseReasoningItemType,
    /// Reasoning text content.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<Vec<ResponseReasoningItemContent>>,
    /// The encrypted content of the reasoning item - populated when a response is generated with
    /// `reasoning.encrypted_content` in the `include` parameter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encrypted_content: Option<String>,
    /// The status of the item.
    ///
    /// One of `in_progress`, `completed`, or `incomplete`. Populated when items are returned via
    /// API.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ResponseReasoningItemStatus>,
}
