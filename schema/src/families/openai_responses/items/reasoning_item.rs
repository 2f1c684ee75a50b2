//! Types of `types/responses/response_reasoning_item.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseReasoningItemContentType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseReasoningItemContentType {
    /// `reasoning_text`.
    #[serde(rename = "reasoning_text")]
    ReasoningText,
}

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

/// The values of `ResponseReasoningItemStatus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseReasoningItemStatus {
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

/// A description of the chain of thought used by a reasoning model while generating a response. Be
/// sure to include these items in your `input` to the Responses API for subsequent turns of a
/// conversation if you are manually [managing
/// context](https://developers.openai.com/api/docs/guides/conversation-state).
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
    /// The encrypted content of the reasoning item.
    ///
    /// This is populated by default for reasoning items returned by `POST /v1/responses` and
    /// WebSocket `response.create` requests.
    ///
    /// When streaming, use the completed reasoning item and its `encrypted_content` from the
    /// `response.output_item.done` event in subsequent requests. The `encrypted_content` in
    /// `response.output_item.added` may be incomplete. This is especially important when `store` is
    /// `false` or when using Zero Data Retention.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encrypted_content: Option<String>,
    /// The status of the item.
    ///
    /// One of `in_progress`, `completed`, or `incomplete`. Populated when items are returned via
    /// API.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ResponseReasoningItemStatus>,
}

/// The values of `ResponseReasoningItemSummaryType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseReasoningItemSummaryType {
    /// `summary_text`.
    #[serde(rename = "summary_text")]
    SummaryText,
}

/// A summary text from the model.
///
/// (`Summary`, `types/responses/response_reasoning_item.py`; `Part`,
/// `types/responses/response_reasoning_summary_part_added_event.py`; `Part`,
/// `types/responses/response_reasoning_summary_part_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseReasoningItemSummary {
    /// A summary of the reasoning output from the model so far.
    pub text: String,
    /// The type of the object. Always `summary_text`.
    pub r#type: ResponseReasoningItemSummaryType,
}
