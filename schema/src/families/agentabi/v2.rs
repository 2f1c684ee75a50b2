//! `agentabi@v2`: agentabi 0.4.0 adds `content_block_start`, `content_block_end`,
//! `reasoning_delta` and `UsageInfo.reasoning_tokens`, the current `IREvent` union.
//!
//! Every event is closed, so a validator built from `v1` rejects the new usage key: the types
//! that changed, and those that embed them, are redefined here; the rest are `v1`'s.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

pub use super::v1::{
    ErrorEvent, FileDiffAction, FileDiffEvent, MessageDeltaEvent, MessageEndEvent,
    MessageStartEvent, PermissionRequestEvent, PermissionResponseEvent, SessionEndEvent,
    SessionStartEvent, ToolResultEvent, ToolUseEvent,
};

/// Emitted when a content block begins within a message, marking where one kind of content
/// (text, reasoning, a tool call) gives way to another. A `content_block_end` with the same
/// `block_index` closes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ContentBlockStartEvent {
    /// The block's index within its message, from 0, as the provider numbers its content
    /// blocks; the block's `content_block_end`, and the `reasoning_delta` events inside it,
    /// carry the same index.
    pub block_index: u64,
    /// What the block holds: `text`, `thinking` or `tool_use` by convention. A free string, not
    /// an enum: accept kinds you do not know.
    pub block_type: String,
}

/// Emitted when a content block of a message ends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ContentBlockEndEvent {
    /// The index of the block that ended, as in its `content_block_start`.
    pub block_index: u64,
}

/// A fragment of the model's reasoning (thinking) text as it streams, e.g. Claude's extended
/// thinking; an agent that does not stream reasoning sends a message's whole reasoning as one
/// event. Concatenate the fragments, in order, to rebuild the reasoning; it is never part of the
/// `message_delta` text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReasoningDeltaEvent {
    /// The new reasoning fragment, to append to the fragments before it.
    pub reasoning: String,
    /// The index of the content block the fragment belongs to, as in its
    /// `content_block_start`. Absent when the reasoning came in one piece, outside a streamed
    /// block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub block_index: Option<u64>,
}

/// Token counts as the agent's provider reports them, for a turn or for the whole session.
/// Every count is optional, as agents report different subsets: an absent count is unknown,
/// not zero. Whether the cache counts are included in `input_tokens`, and the reasoning count
/// in `output_tokens`, depends on the provider (Claude reports cache counts separately).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UsageInfo {
    /// Input (prompt) tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub input_tokens: Option<u64>,
    /// Output (completion) tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub output_tokens: Option<u64>,
    /// Input tokens read from the provider's prompt cache.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub cache_read_tokens: Option<u64>,
    /// Input tokens written to the provider's prompt cache.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub cache_creation_tokens: Option<u64>,
    /// All tokens: the provider's total where it gives one, otherwise `input_tokens +
    /// output_tokens`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub total_tokens: Option<u64>,
    /// Output tokens spent on reasoning (thinking). Absent when the provider does not report
    /// them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub reasoning_tokens: Option<u64>,
}

/// Token usage, and cost where known, of a turn or of the whole session, as the agent reports
/// it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UsageEvent {
    /// The token counts; may be an empty object when the agent reported none.
    pub usage: UsageInfo,
    /// The cost, in US dollars, as the agent reports it (e.g. Claude Code's `total_cost_usd`).
    /// Absent when the agent does not price the run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "f64")]
    pub cost_usd: Option<f64>,
    /// The model the tokens were spent on, as the agent names it. Absent when the agent does
    /// not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub model: Option<String>,
}

event_union! {
    /// An event of agentabi's intermediate representation, tagged by `type`.
    tag = "type";
    pub enum IREvent {
        /// A session began.
        "session_start" => SessionStart(SessionStartEvent),
        /// A session ended.
        "session_end" => SessionEnd(SessionEndEvent),
        /// A message began.
        "message_start" => MessageStart(MessageStartEvent),
        /// A fragment of a message's text.
        "message_delta" => MessageDelta(MessageDeltaEvent),
        /// A message ended.
        "message_end" => MessageEnd(MessageEndEvent),
        /// A content block began.
        "content_block_start" => ContentBlockStart(ContentBlockStartEvent),
        /// A content block ended.
        "content_block_end" => ContentBlockEnd(ContentBlockEndEvent),
        /// A fragment of the model's reasoning.
        "reasoning_delta" => ReasoningDelta(ReasoningDeltaEvent),
        /// A tool call.
        "tool_use" => ToolUse(ToolUseEvent),
        /// A tool call's result.
        "tool_result" => ToolResult(ToolResultEvent),
        /// A request for permission to run a tool call.
        "permission_request" => PermissionRequest(PermissionRequestEvent),
        /// A permission decision.
        "permission_response" => PermissionResponse(PermissionResponseEvent),
        /// Token usage and cost.
        "usage" => Usage(UsageEvent),
        /// An error.
        "error" => Error(ErrorEvent),
        /// A file change.
        "file_diff" => FileDiff(FileDiffEvent),
    }
}

/// The `v2` document.
pub fn document(family: &Family, version: &Version) -> Value {
    IREvent::register(DocumentBuilder::new()).build(family, version)
}
