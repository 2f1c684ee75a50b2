//! `anthropic.beta.messages`: Anthropic's beta Messages stream, the server-sent events of `POST
//! /v1/messages?beta=true` (the SDK's `client.beta.messages.stream()`), tagged by `type`.
//!
//! Authored from the Python SDK's beta types, `anthropic` 2.16.0 (PyPI, Apache-2.0): the six
//! events of `BetaRawMessageStreamEvent` (`types/beta/beta_raw_message_stream_event.py`) and
//! every type they reach (192 classes), each with its SDK name and file, written from the SDK's
//! pydantic models by `tests/upstream/rust_types.py anthropic-beta` and kept here as Rust; the
//! `ping` and `error` of the SSE layer are `anthropic.messages`'s. The beta stream is the
//! stable one and what the beta features add to it: MCP tool use, results and listings,
//! compaction blocks and `compaction_delta`, fallback blocks, tool additions and removals,
//! container uploads, advisor results, context management and richer usage. It is a family of
//! its own, as the SDK keeps its beta types apart (`types/beta/`, `lib/streaming/_beta_messages.py`):
//! a beta feature may change or go in any release, and a host that does not opt into one never
//! sees its blocks.
//!
//! The modules: [`events`] (one file per event module), [`message`] (the message a
//! `message_start` opens and a `message_delta` updates), [`blocks`] (the blocks the model
//! writes, their citations and deltas), [`results`] (the results of server-side tools, whole in
//! their block's start) and [`tools`] (the tool definitions a tool change block carries).
//! [`v2_16`] makes the union. Presence follows the SDK, as in `anthropic.messages`; every
//! object is open (pydantic's `extra="allow"`).

pub mod blocks;
pub mod events;
pub mod message;
pub mod results;
pub mod tools;
pub mod v2_16;

pub use self::{blocks::*, events::*, message::*, results::*, tools::*};

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    families::anthropic_messages::{Accumulation, message_rules},
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::StreamRule,
};

/// The `anthropic.beta.messages` family.
pub static FAMILY: Family = Family {
    id: "anthropic.beta.messages",
    union_name: "BetaRawMessageStreamEvent",
    description: "Anthropic's beta Messages stream: the server-sent events of `POST \
        /v1/messages?beta=true` with `\"stream\": true` (the SDK's \
        `client.beta.messages.stream()`), each a JSON object tagged by `type` under an SSE \
        `event:` line of the same name, in the order of the stable stream (`message_start`, \
        the content blocks' `content_block_start`, `content_block_delta` and \
        `content_block_stop` by `index`, `message_delta`, `message_stop`; `ping` anywhere, \
        `error` to end a failed stream). What the beta features add: MCP tool use, results \
        and tool listings, compaction blocks filled by `compaction_delta`, fallback blocks \
        (the model that served the response), tool additions and removals, container \
        uploads, advisor results, context management edits and the usage of each iteration. \
        Authored from the Python SDK's beta types, `anthropic` 2.16.0 \
        (`BetaRawMessageStreamEvent` and every type it reaches, plus `anthropic.messages`'s \
        `ping` and `error`), and held to the SDK's pydantic models and its beta accumulator \
        (`tests/conformance/protocols.py`). A family apart from `anthropic.messages`, as the \
        SDK keeps its beta types apart: a beta feature may change or go in any release. A \
        field the SDK types `Optional[...] = None` may be absent or `null`. Experimental: \
        public, but beta types change without a version step upstream, so each release's \
        vocabulary is a version of its own. The union is open and the content is open, as \
        the SDK's models and stream helpers are.",
    stability: Stability::Experimental,
    union: UnionKind::Open,
    content: ContentModel::Open,
    provenance: Provenance::Source,
    tag: Some("type"),
    envelope: None,
    sse_event_name: Some("/type"),
    versions: &[Version {
        id: "v2.16",
        upstream: "the PyPI package `anthropic` 2.16.0 (wheel sha256 \
            fda498e294f8e29cda37862d8cdfa9721dd8ac9489b1c6d5fefadcd6f01d3b33): \
            `BetaRawMessageStreamEvent` (`types/beta/beta_raw_message_stream_event.py`), 18 \
            content block types and 6 delta types, with `ping` and `ErrorResponse` \
            (`_streaming.py`)",
        document: v2_16::document,
        rules,
        serde: round_trip::<v2_16::BetaRawMessageStreamEvent>,
        key_order: KeyOrder::Declared,
    }],
};

/// The beta stream's accumulator: the stable one's, with MCP tool use tracking tool input and
/// `compaction_delta` filling a compaction block.
const BETA: Accumulation = Accumulation {
    accumulator: "anthropic 2.16.0 `accumulate_event` (`lib/streaming/_beta_messages.py`)",
    fits: &[
        ("text", &["text_delta", "citations_delta"]),
        ("thinking", &["thinking_delta", "signature_delta"]),
        ("tool_use", &["input_json_delta"]),
        ("server_tool_use", &["input_json_delta"]),
        ("mcp_tool_use", &["input_json_delta"]),
        ("compaction", &["compaction_delta"]),
    ],
    fits_said: "a delta's kind fits its block's: `text_delta` and `citations_delta` in a `text` \
        block, `thinking_delta` and `signature_delta` in a `thinking` block, `input_json_delta` \
        in a `tool_use`, `server_tool_use` or `mcp_tool_use` block, `compaction_delta` in a \
        `compaction` block",
    fits_source: "`text_delta` and `citations_delta` apply to `text` blocks, `thinking_delta` \
        and `signature_delta` to `thinking` blocks, `input_json_delta` to `TRACKS_TOOL_INPUT = \
        (BetaToolUseBlock, BetaServerToolUseBlock, BetaMCPToolUseBlock)`, `compaction_delta` to \
        `compaction` blocks; any other delta is ignored",
    tool_input_blocks: "`BetaToolUseBlock`, `BetaServerToolUseBlock`, `BetaMCPToolUseBlock`",
};

/// The beta stream's rules: the stable stream's, with its accumulator's block kinds.
fn rules() -> Vec<StreamRule> {
    message_rules(&BETA)
}
