//! `anthropic.messages@v0.79`: the stream as the `anthropic` 0.79.0 SDK types it, the last
//! release before 0.80.0 made the usage's `server_tool_use.web_fetch_requests` required.
//!
//! The types whose structure differs from the current version's (or that name one) are written
//! again here from 0.79.0's (`types/`, same files): a server tool's usage counts web searches
//! alone; a message has no container, diagnostics or stop details, and its usage no output
//! token details or speed; a block names no caller; a server tool is `web_search` only, and a
//! block is one of six kinds (the code execution, web fetch, tool search and container upload
//! blocks came in 0.80.0); `model_context_window_exceeded` is no stop reason yet. The other
//! types are the current version's, whose doc comments may be worded for the newer SDK.
//!
//! The stream rules are the current version's: 0.79.0's `accumulate_event` relies on the same
//! order, but parses a block's tool input as it arrives (`jiter`, partial mode), so it takes
//! input left incomplete at the block's stop that 2.16.0 refuses and `tool-input-is-json`
//! reports.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{
    CacheCreation, ErrorResponse, MessageRole, MessageType, Ping, RawContentBlockDeltaEvent,
    RawContentBlockStopEvent, RawMessageStopEvent, RedactedThinkingBlock, ServiceTier, TextBlock,
    ThinkingBlock, WebSearchToolResultContent,
};
use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

event_union! {
    /// An event of the Messages stream as `anthropic` 0.79.0 types it, tagged by `type`: the six
    /// of the SDK's `RawMessageStreamEvent`, in its order, then `ping` and `error`.
    tag = "type";
    pub enum RawMessageStreamEvent {
        /// Opens the message.
        "message_start" => MessageStart(RawMessageStartEvent),
        /// Updates the message: stop reason, cumulative usage.
        "message_delta" => MessageDelta(RawMessageDeltaEvent),
        /// Ends the message.
        "message_stop" => MessageStop(RawMessageStopEvent),
        /// Opens a content block.
        "content_block_start" => ContentBlockStart(RawContentBlockStartEvent),
        /// Changes an open content block.
        "content_block_delta" => ContentBlockDelta(RawContentBlockDeltaEvent),
        /// Closes a content block.
        "content_block_stop" => ContentBlockStop(RawContentBlockStopEvent),
        /// A keep-alive.
        "ping" => Ping(Ping),
        /// An error that ends the stream.
        "error" => Error(ErrorResponse),
    }
}

/// The `v0.79` document.
pub fn document(family: &Family, version: &Version) -> Value {
    RawMessageStreamEvent::register(DocumentBuilder::new()).build(family, version)
}

/// Opens the message: its id, model and role, empty content and the usage so far
/// (`RawMessageStartEvent`, `types/raw_message_start_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawMessageStartEvent {
    /// The message, as it stands before any content block.
    pub message: Message,
}

/// Top-level changes to the message: its stop reason and sequence, and cumulative usage
/// (`RawMessageDeltaEvent`, `types/raw_message_delta_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawMessageDeltaEvent {
    /// The message's fields that changed.
    pub delta: MessageDelta,
    /// Billing and rate-limit usage, as cumulative totals: they replace the counts so far, and
    /// a count left out keeps its value from `message_start`.
    pub usage: MessageDeltaUsage,
}

/// Opens a content block at `index` of the message's content
/// (`RawContentBlockStartEvent`, `types/raw_content_block_start_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RawContentBlockStartEvent {
    /// The block, empty where deltas will fill it (`text`, `thinking`, tool input), whole
    /// where it takes none (a web search's result).
    pub content_block: ContentBlock,
    /// The block's index in the message's `content` array.
    pub index: i64,
}

tagged_union! {
    /// A block of a message's content, tagged by `type`: what a `content_block_start` opens
    /// (`ContentBlock`, `types/content_block.py`).
    tag = "type";
    titled = true;
    pub enum ContentBlock {
        /// A `text`.
        "text" => TextBlock(TextBlock),
        /// A `thinking`.
        "thinking" => ThinkingBlock(ThinkingBlock),
        /// A `redacted_thinking`.
        "redacted_thinking" => RedactedThinkingBlock(RedactedThinkingBlock),
        /// A `tool_use`.
        "tool_use" => ToolUseBlock(ToolUseBlock),
        /// A `server_tool_use`.
        "server_tool_use" => ServerToolUseBlock(ServerToolUseBlock),
        /// A `web_search_tool_result`.
        "web_search_tool_result" => WebSearchToolResultBlock(WebSearchToolResultBlock),
    }
}

/// The SDK\'s `ToolUseBlock` (`types/tool_use_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolUseBlock {
    /// The id.
    pub id: String,
    /// The input.
    pub input: Map<String, Value>,
    /// The name.
    pub name: String,
}

/// The SDK\'s `ServerToolUseBlock` (`types/server_tool_use_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ServerToolUseBlock {
    /// The id.
    pub id: String,
    /// The input.
    pub input: Map<String, Value>,
    /// The name: `web_search`, the one server tool.
    pub name: ServerToolName,
}

/// The `name` of a [`ServerToolUseBlock`]: `web_search`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ServerToolName {
    /// `web_search`.
    #[serde(rename = "web_search")]
    WebSearch,
}

/// The SDK\'s `WebSearchToolResultBlock` (`types/web_search_tool_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchToolResultBlock {
    /// The content: the pages found, or an error (`WebSearchToolResultError`, of the same
    /// structure as the current version's `WebSearchToolResultErrorObject`).
    pub content: WebSearchToolResultContent,
    /// The tool use id.
    pub tool_use_id: String,
}

/// The SDK\'s `Message` (`types/message.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Message {
    /// Always `message`.
    pub r#type: MessageType,
    /// Unique object identifier.
    pub id: String,
    /// Content generated by the model.
    pub content: Vec<ContentBlock>,
    /// The model that will complete your prompt.
    pub model: String,
    /// Conversational role of the generated message.
    pub role: MessageRole,
    /// The reason that we stopped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_reason: Option<StopReason>,
    /// Which custom stop sequence was generated, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_sequence: Option<String>,
    /// Billing and rate-limit usage.
    pub usage: Usage,
}

/// The message's fields a `message_delta` changes (`Delta`, `types/raw_message_delta_event.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MessageDelta {
    /// The stop reason.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_reason: Option<StopReason>,
    /// The stop sequence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_sequence: Option<String>,
}

/// The SDK\'s `Usage` (`types/usage.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Usage {
    /// Breakdown of cached tokens by TTL
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_creation: Option<CacheCreation>,
    /// The number of input tokens used to create the cache entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_creation_input_tokens: Option<i64>,
    /// The number of input tokens read from the cache.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_read_input_tokens: Option<i64>,
    /// The geographic region where inference was performed for this request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inference_geo: Option<String>,
    /// The number of input tokens which were used.
    pub input_tokens: i64,
    /// The number of output tokens which were used.
    pub output_tokens: i64,
    /// The number of server tool requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_tool_use: Option<ServerToolUsage>,
    /// If the request used the priority, standard, or batch tier.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_tier: Option<ServiceTier>,
}

/// The SDK\'s `MessageDeltaUsage` (`types/message_delta_usage.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MessageDeltaUsage {
    /// The cumulative number of input tokens used to create the cache entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_creation_input_tokens: Option<i64>,
    /// The cumulative number of input tokens read from the cache.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_read_input_tokens: Option<i64>,
    /// The cumulative number of input tokens which were used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_tokens: Option<i64>,
    /// The cumulative number of output tokens which were used.
    pub output_tokens: i64,
    /// The number of server tool requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_tool_use: Option<ServerToolUsage>,
}

/// The SDK\'s `ServerToolUsage` (`types/server_tool_usage.py`): web searches are the one
/// server tool it counts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ServerToolUsage {
    /// The number of web search tool requests.
    pub web_search_requests: i64,
}

/// The `stop_reason` of a [`Message`] and a [`MessageDelta`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum StopReason {
    /// `end_turn`.
    #[serde(rename = "end_turn")]
    EndTurn,
    /// `max_tokens`.
    #[serde(rename = "max_tokens")]
    MaxTokens,
    /// `stop_sequence`.
    #[serde(rename = "stop_sequence")]
    StopSequence,
    /// `tool_use`.
    #[serde(rename = "tool_use")]
    ToolUse,
    /// `pause_turn`.
    #[serde(rename = "pause_turn")]
    PauseTurn,
    /// `refusal`.
    #[serde(rename = "refusal")]
    Refusal,
}
