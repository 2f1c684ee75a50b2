//! `anthropic.messages`: Anthropic's Messages stream, the server-sent events of `POST
//! /v1/messages` with `"stream": true`, tagged by `type`.
//!
//! Authored from the Python SDK's types, `anthropic` 2.16.0 (PyPI, Apache-2.0): the six events
//! of `RawMessageStreamEvent` (`types/raw_message_stream_event.py`) with every type they reach,
//! and the `ping` and `error` its SSE layer handles before them (`_streaming.py`). Held to the
//! SDK's own pydantic models and accumulator by `tests/conformance/protocols.py`.
//!
//! The modules follow the stream: [`events`] (the eight events), [`message`] (the message a
//! `message_start` opens and a `message_delta` updates), [`blocks`] (the blocks the model
//! writes, their citations and deltas), [`code_execution`] and [`web`] (the results of server-side
//! tools, whole in their block's start).
//! [`v2_16`] makes the union. [`v0_79`] is the stream as `anthropic` 0.79.0 typed it: the types
//! whose structure differs from 2.16.0's, and those that name one; the rest are these.
//!
//! Presence follows the Python SDK, not the TypeScript SDK or the OpenAPI description: a field
//! typed `Optional[...] = None` may be absent or `null`. The TypeScript types and the OpenAPI
//! description require many such fields as `T | null` (`container`, `stop_details`, most of
//! `usage`), but the API leaves them out: the SDK's own recorded streams have
//! `"usage":{"input_tokens":11,"output_tokens":1}` on `message_start`, and its accumulator says
//! optional usage counts "are omitted when not applicable". Every object is open (pydantic's
//! `extra="allow"`, `_models.py`). The beta stream (`types/beta/`: compaction, MCP, fallback
//! blocks and `compaction_delta`) is the family `anthropic.beta.messages`, which shares these
//! rules ([`message_rules`]).

pub mod blocks;
pub mod code_execution;
pub mod events;
pub mod message;
pub mod v0_79;
pub mod v2_16;
pub mod web;

pub use self::{blocks::*, code_execution::*, events::*, message::*, web::*};

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, on_when, rule},
};

/// The `anthropic.messages` family.
pub static FAMILY: Family = Family {
    id: "anthropic.messages",
    union_name: "RawMessageStreamEvent",
    description: "Anthropic's Messages stream: the server-sent events of `POST /v1/messages` \
        with `\"stream\": true`, each a JSON object tagged by `type` under an SSE `event:` line \
        of the same name. A stream opens the message (`message_start`), writes its content \
        blocks (`content_block_start`, `content_block_delta`, `content_block_stop`, by `index`), \
        updates the message (`message_delta`: stop reason, cumulative usage) and ends it \
        (`message_stop`); `ping` may come anywhere and an `error` ends a failed stream. \
        Authored from the Python SDK's types (`RawMessageStreamEvent` and every type it \
        reaches, plus the `ping` and `error` its SSE layer consumes), one version per release \
        whose types reject streams the API sent before it, and held to the SDK's pydantic \
        models and its accumulator `accumulate_event` (`tests/conformance/protocols.py`):\n\
        - v2.16: `anthropic` 2.16.0, the current API (2.17.0 changes nothing in the stream).\n\
        - v0.79: `anthropic` 0.79.0, the last release before 0.80.0 made the server tool \
        usage's `web_fetch_requests` required: a web search stream recorded then has none. \
        It also lacks the blocks of the code execution, web fetch and tool search tools, the \
        container and a tool block's caller.\n\n\
        A field the SDK types `Optional[...] = None` may \
        be absent or `null`: the API leaves out what the TypeScript types and the OpenAPI \
        description write as required-but-nullable. Stable: a public API whose changes are \
        additive. The union is open: the streaming documentation says \"your code should \
        handle unknown event types gracefully\", and the SDK passes unknown types through its \
        stream helpers. The content is open: the SDK's models keep unknown fields \
        (`extra=\"allow\"`). The beta stream (compaction, MCP and fallback blocks) is the \
        family `anthropic.beta.messages`.",
    stability: Stability::Stable,
    union: UnionKind::Open,
    content: ContentModel::Open,
    provenance: Provenance::Source,
    tag: Some("type"),
    envelope: None,
    sse_event_name: Some("/type"),
    versions: &[
        Version {
            id: "v0.79",
            upstream: "the PyPI package `anthropic` 0.79.0 (wheel sha256 \
                04cbd473b6bbda4ca2e41dd670fe2f829a911530f01697d0a1e37321eb75f3cf): \
                `RawMessageStreamEvent`, 6 content block types and 5 delta types, with `ping` \
                and `ErrorResponse`; the last release whose server tool usage has no \
                `web_fetch_requests`, which 0.80.0 made required",
            document: v0_79::document,
            rules,
            serde: round_trip::<v0_79::RawMessageStreamEvent>,
            key_order: KeyOrder::Declared,
        },
        Version {
            id: "v2.16",
            upstream: "the PyPI package `anthropic` 2.16.0 (wheel sha256 \
                fda498e294f8e29cda37862d8cdfa9721dd8ac9489b1c6d5fefadcd6f01d3b33): \
                `RawMessageStreamEvent` (`types/raw_message_stream_event.py`), 12 content block \
                types and 5 delta types, with `ping` and `ErrorResponse` (`_streaming.py`)",
            document: v2_16::document,
            rules,
            serde: round_trip::<v2_16::RawMessageStreamEvent>,
            key_order: KeyOrder::Declared,
        },
    ],
};

/// Where the streaming documentation is quoted from.
const STREAMING: &str =
    "Anthropic API documentation, Streaming Messages (`en/api/messages-streaming`)";

/// The stable stream's accumulator.
const STABLE: Accumulation = Accumulation {
    accumulator: "anthropic 2.16.0 `accumulate_event` (`lib/streaming/_messages.py`)",
    fits: &[
        ("text", &["text_delta", "citations_delta"]),
        ("thinking", &["thinking_delta", "signature_delta"]),
        ("tool_use", &["input_json_delta"]),
        ("server_tool_use", &["input_json_delta"]),
    ],
    fits_said: "a delta's kind fits its block's: `text_delta` and `citations_delta` in a `text` \
        block, `thinking_delta` and `signature_delta` in a `thinking` block, `input_json_delta` \
        in a `tool_use` or `server_tool_use` block",
    fits_source: "`text_delta` and `citations_delta` apply to `text` blocks, `thinking_delta` \
        and `signature_delta` to `thinking` blocks, `input_json_delta` to `TRACKS_TOOL_INPUT = \
        (ToolUseBlock, ServerToolUseBlock)`; any other delta is ignored",
    tool_input_blocks: "`ToolUseBlock`, `ServerToolUseBlock`",
};

/// The stable stream's rules.
fn rules() -> Vec<StreamRule> {
    message_rules(&STABLE)
}

/// What differs between the accumulators of the stable and the beta stream: where it is, which
/// deltas it applies to which blocks (and how its rule and source say so), and which blocks it
/// joins tool input for.
pub(crate) struct Accumulation {
    /// The SDK's accumulator: release, function and file.
    pub accumulator: &'static str,
    /// Each block type with the delta types the accumulator applies to it.
    pub fits: &'static [(&'static str, &'static [&'static str])],
    /// The `delta-fits-block` rule's description.
    pub fits_said: &'static str,
    /// What the accumulator's code says of it.
    pub fits_source: &'static str,
    /// The SDK classes of the blocks whose tool input it joins, as code.
    pub tool_input_blocks: &'static str,
}

/// The order the streaming documentation describes and the SDK's accumulator relies on: one
/// message, opened first and closed last; its blocks indexed in the order they start, each
/// delta between its block's start and stop and of a kind its block takes; tool input that
/// joins into JSON; cumulative usage. `ping` may come anywhere.
pub(crate) fn message_rules(accumulation: &Accumulation) -> Vec<StreamRule> {
    let mut rules = message_order(accumulation.accumulator);
    rules.extend(block_order(accumulation));
    rules.push(cumulative_usage(accumulation.accumulator));
    rules
}

/// One message, opened first and closed last; `ping` anywhere.
fn message_order(accumulator: &str) -> Vec<StreamRule> {
    vec![
        rule(
            "message-starts",
            "the stream starts with `message_start` (pings aside), or fails with `error`",
            &format!(
                "{STREAMING}: its event flow begins with `message_start`, and \"Event streams may \
                 also include any number of ping events.\"; {accumulator}: \
                 `raise RuntimeError(f'Unexpected event order, got {{event.type}} before \"message_start\"')`"
            ),
            Requirement::StartsWith {
                events: vec![on("message_start"), on("error")],
                ignoring: vec![on("ping")],
            },
        ),
        rule(
            "one-message",
            "one `message_start` per stream, ended by `message_stop` (or cut short by an `error`)",
            &format!(
                "{STREAMING}: the flow is one `message_start`, the content blocks, one or more \
                 `message_delta` and a final `message_stop`; \
                 `@anthropic-ai/sdk` 1.16.0 `MessageStream` (`src/lib/MessageStream.ts`): \
                 `Unexpected event order, got message_start before receiving \"message_stop\"`"
            ),
            Requirement::Pairing {
                open: on("message_start"),
                close: vec![on("message_stop"), on("error")],
                key: None,
                within: None,
                alone: vec![on("error")],
                closed_before: vec![],
                reset_by: vec![],
            },
        ),
        rule(
            "message-stop-ends",
            "nothing but `ping` follows `message_stop`",
            &format!(
                "{STREAMING}: the flow ends with a final `message_stop`; \"Event streams may \
                 also include any number of ping events.\""
            ),
            Requirement::FollowedBy {
                event: on("message_stop"),
                next: vec![on("ping")],
            },
        ),
    ]
}

/// The blocks indexed in the order they start, each delta between its block's start and stop
/// and of a kind its block takes, tool input that joins into JSON.
fn block_order(accumulation: &Accumulation) -> Vec<StreamRule> {
    let accumulator = accumulation.accumulator;
    vec![
        rule(
            "blocks-in-order",
            "the content blocks of a message are indexed 0, 1, 2, ... in the order they start",
            &format!(
                "{STREAMING}: \"Each content block will have an index that corresponds to its \
                 index in the final Message content array\"; {accumulator} appends each \
                 `content_block_start`'s block to the content and reads `content[event.index]`"
            ),
            Requirement::Numbered {
                event: on("content_block_start"),
                field: "/index".into(),
                reset_by: vec![on("message_start")],
            },
        ),
        rule(
            "deltas-within-their-block",
            "a `content_block_delta` comes between its block's `content_block_start` and \
             `content_block_stop`, by `index`, and every block is stopped before `message_delta` \
             and `message_stop`",
            &format!(
                "{STREAMING}: \"a series of content blocks, each of which have a \
                 content_block_start, one or more content_block_delta events, and a \
                 content_block_stop event\", then one or more `message_delta`"
            ),
            Requirement::Bracketing {
                start: on("content_block_start"),
                delta: on("content_block_delta"),
                end: on("content_block_stop"),
                key: Some("/index".into()),
                closed_before: vec![on("message_delta"), on("message_stop")],
                reset_by: vec![on("message_start")],
            },
        ),
        rule(
            "delta-fits-block",
            accumulation.fits_said,
            &format!("{accumulator}: {}", accumulation.fits_source),
            Requirement::Fits {
                open: on("content_block_start"),
                open_kind: "/content_block/type".into(),
                item: on("content_block_delta"),
                item_kind: "/delta/type".into(),
                key: "/index".into(),
                allowed: (accumulation.fits.iter())
                    .map(|(block, deltas)| {
                        let deltas = deltas.iter().map(|d| (*d).to_owned()).collect();
                        ((*block).to_owned(), deltas)
                    })
                    .collect(),
            },
        ),
        rule(
            "tool-input-is-json",
            "a block's `input_json_delta` texts, joined, are JSON at its `content_block_stop`",
            &format!(
                "{accumulator} joins the `partial_json` of each block that tracks tool input \
                 ({}) and parses it, raising `Unable to parse tool parameter JSON from model`",
                accumulation.tool_input_blocks
            ),
            Requirement::Reassembly {
                delta: on_when("content_block_delta", "/delta/type", &["input_json_delta"]),
                text: "/delta/partial_json".into(),
                complete: on("content_block_stop"),
                value: None,
                json: true,
                key: Some("/index".into()),
            },
        ),
    ]
}

/// Usage counts on `message_delta` are cumulative.
fn cumulative_usage(accumulator: &str) -> StreamRule {
    rule(
        "output-tokens-cumulative",
        "the `output_tokens` of successive `message_delta` events never decrease",
        &format!(
            "{accumulator}: \"Usage counts on a message_delta are cumulative totals, so they \
             overwrite rather than add\""
        ),
        Requirement::Monotonic {
            event: on("message_delta"),
            field: "/usage/output_tokens".into(),
            strict: false,
        },
    )
}
