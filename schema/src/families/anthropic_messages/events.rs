//! The events of the stream: the six of the SDK's `RawMessageStreamEvent`
//! (`types/raw_message_stream_event.py`), and the `ping` and `error` its SSE layer handles
//! before them (`_streaming.py`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{ContentBlock, ContentBlockDelta, Message, MessageDelta, MessageDeltaUsage};

/// Opens the message: its id, model and role, empty content and the usage so far
/// (`RawMessageStartEvent`, `types/raw_message_start_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawMessageStartEvent {
    /// The message, as it stands before any content block.
    pub message: Message,
}

/// Top-level changes to the message: its stop reason and sequence, container, and cumulative
/// usage (`RawMessageDeltaEvent`, `types/raw_message_delta_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawMessageDeltaEvent {
    /// The message's fields that changed.
    pub delta: MessageDelta,
    /// Billing and rate-limit usage, as cumulative totals: they replace the counts so far, and
    /// a count left out keeps its value from `message_start`.
    pub usage: MessageDeltaUsage,
}

/// Ends the message (`RawMessageStopEvent`, `types/raw_message_stop_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawMessageStopEvent {}

/// Opens a content block at `index` of the message's content
/// (`RawContentBlockStartEvent`, `types/raw_content_block_start_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawContentBlockStartEvent {
    /// The block, empty where deltas will fill it (`text`, `thinking`, tool input), whole
    /// where it takes none (a server tool's result).
    pub content_block: ContentBlock,
    /// The block's index in the message's `content` array.
    pub index: i64,
}

/// A change to the open content block at `index`
/// (`RawContentBlockDeltaEvent`, `types/raw_content_block_delta_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawContentBlockDeltaEvent {
    /// The change.
    pub delta: ContentBlockDelta,
    /// The index of the block it changes.
    pub index: i64,
}

/// Closes the content block at `index`
/// (`RawContentBlockStopEvent`, `types/raw_content_block_stop_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawContentBlockStopEvent {
    /// The index of the block it closes.
    pub index: i64,
}

/// A keep-alive: "Event streams may also include any number of ping events" (Streaming
/// Messages). The SDK drops it before parsing (`_streaming.py`: `if sse.event == "ping":
/// continue`), so no SDK type describes it; the API sends `{"type": "ping"}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Ping {}

/// An error the API sends in the stream (an overload, for example), after which the stream
/// ends; the SDK raises it as an API status error (`_streaming.py`: `if sse.event ==
/// "error"`). Its body is the SDK's `ErrorResponse` (`types/shared/error_response.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ErrorResponse {
    /// What went wrong.
    pub error: ErrorObject,
    /// The id of the request, when the API gives it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
}

/// An API error: its kind and message (`ErrorObject`, `types/shared/error_object.py`, a
/// union of nine objects of the same shape, one per kind).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ErrorObject {
    /// The kind of error.
    pub r#type: ErrorType,
    /// A human-readable description.
    pub message: String,
}

/// The kinds of API error (`types/shared/*_error.py`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorType {
    /// The request was malformed or missing required parameters (`InvalidRequestErrorObject`).
    InvalidRequestError,
    /// The API key is missing or invalid (`AuthenticationErrorObject`).
    AuthenticationError,
    /// A billing problem with the account (`BillingErrorObject`).
    BillingError,
    /// The key may not use the resource (`PermissionErrorObject`).
    PermissionError,
    /// The resource was not found (`NotFoundErrorObject`).
    NotFoundError,
    /// The account hit a rate limit (`RateLimitErrorObject`).
    RateLimitError,
    /// The request timed out (`GatewayTimeoutErrorObject`).
    TimeoutError,
    /// An unexpected error inside the API (`APIErrorObject`).
    ApiError,
    /// The API is temporarily overloaded (`OverloadedErrorObject`).
    OverloadedError,
}
