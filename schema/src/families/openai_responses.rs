//! `openai.responses`: OpenAI's Responses stream, the server-sent events of `POST
//! /v1/responses` with `"stream": true`, tagged by `type`, each numbered by its
//! `sequence_number`.
//!
//! Authored from the Python SDK's types, `openai` 3.60.0 (PyPI, Apache-2.0): the 59 events of
//! `ResponseStreamEvent` (`types/responses/response_stream_event.py`) and every type they
//! reach (299 classes, 241 structures), each with its SDK name and file. The SDK's own types
//! are generated from OpenAI's OpenAPI description, and so were these: written from the SDK's
//! pydantic models by `tests/upstream/rust_types.py openai` (their JSON Schema for the
//! structure, their sources for the doc comments; what it decides is said there) and kept here
//! as Rust. `tests/it/drift_upstream.rs` proves the SDK's `ResponseStreamEvent` as JSON Schema
//! and this family's union accept the same events, both ways, but for the open union.
//!
//! The modules follow the SDK's: [`events`] (one file per event module), [`response`] (the
//! response the lifecycle events carry: its configuration, usage and errors), [`items`] (output
//! and input items: messages, reasoning, tool calls and their outputs), [`tools`] (the tools a
//! response may call and how it chooses) and [`shared`] (`types/shared/`). [`v3_60`] makes the
//! union. [`v2_44`] is the stream as `openai` 2.44.0 typed it: the types whose structure differs
//! from 3.60.0's, and those that name one, written again from that release by the same script
//! (`tests/upstream/rust_types.py openai`); the rest are these.
//!
//! Presence follows the SDK: a field typed `Optional[...] = None` may be absent or `null`; one
//! typed `Optional[...]` without a default must be present and may be `null`; one with another
//! default may be absent but is never `null`. Every object is open (pydantic's
//! `extra="allow"`, `_models.py`). Where a union's members carry distinct `type` values it is a
//! `oneOf` of them ([`ref_union!`]); where they share one (the input items' messages, all
//! `message`), an `anyOf`, as the SDK's union is.

pub mod events;
pub mod items;
pub mod response;
pub mod shared;
pub mod tools;
pub mod v2_44;
pub mod v3_60;

pub use self::{events::*, items::*, response::*, shared::*, tools::*};

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
};

/// The `openai.responses` family.
pub static FAMILY: Family = Family {
    id: "openai.responses",
    union_name: "ResponseStreamEvent",
    description: "OpenAI's Responses stream: the server-sent events of `POST /v1/responses` \
        with `\"stream\": true`, each a JSON object tagged by `type` under an SSE `event:` line \
        of the same name, numbered by its `sequence_number`. A stream creates the response \
        (`response.created`, then `response.in_progress`), adds its output items \
        (`response.output_item.added` / `.done`, by `output_index`), their content parts \
        (`response.content_part.added` / `.done`, by `content_index`) and the deltas that fill \
        them (text, refusal, reasoning, function and custom tool arguments, tool progress), \
        and ends with the whole response (`response.completed`, `response.incomplete` or \
        `response.failed`); an `error` event reports a failure. Authored from the Python SDK's \
        types (`ResponseStreamEvent` and every type it reaches), one version per release whose \
        types reject streams the API sent before it:\n\
        - v3.60: `openai` 3.60.0, the current API (3.63.0 changes descriptions only).\n\
        - v2.44: `openai` 2.44.0, the last release before 2.45.0 made the usage's \
        `input_tokens_details.cache_write_tokens` required: a stream recorded then has none. It \
        also types an MCP call's `error` as its message and a text annotation as any object, \
        as 3.1.0 no longer does, and lacks the compaction and shell call events.\n\n\
        A field the \
        SDK types `Optional[...] = None` may be absent or `null`. Stable: a public API whose \
        changes are additive. The union is open: the SDK's stream helpers pass an event of an \
        unknown type through unvalidated (`construct_type`), and each SDK release adds \
        events. The content is open: the SDK's models keep unknown fields \
        (`extra=\"allow\"`).",
    stability: Stability::Stable,
    union: UnionKind::Open,
    content: ContentModel::Open,
    provenance: Provenance::Source,
    tag: Some("type"),
    envelope: None,
    sse_event_name: Some("/type"),
    versions: &[
        Version {
            id: "v2.44",
            upstream: "the PyPI package `openai` 2.44.0 (wheel sha256 \
                0a2a3ab2e29aeda368700f662ff9ba0f9df17ba4c54577a64e08b8115a3cc0ad): \
                `ResponseStreamEvent`, 53 events; the last release whose usage has no \
                `cache_write_tokens`, which 2.45.0 made required",
            document: v2_44::document,
            rules,
            serde: round_trip::<v2_44::ResponseStreamEvent>,
            key_order: KeyOrder::Declared,
        },
        Version {
            id: "v3.60",
            upstream: "the PyPI package `openai` 3.60.0 (wheel sha256 \
                476e79f256a4ce74848b7abae9f074352a69dca6e7e8987d565ee883a3b7e496): \
                `ResponseStreamEvent` (`types/responses/response_stream_event.py`), 59 events",
            document: v3_60::document,
            rules,
            serde: round_trip::<v3_60::ResponseStreamEvent>,
            key_order: KeyOrder::Declared,
        },
    ],
};

/// Where the SDK's accumulator is.
const STATE: &str = "openai 3.60.0 `ResponseStreamState` (`lib/streaming/responses/_responses.py`)";

/// What the SDK's accumulator relies on, and the order the events' numbers give: the response
/// created first; each output item's events between its `response.output_item.added` and
/// `response.output_item.done`, every item done before `response.completed`; the events
/// numbered in increasing order.
fn rules() -> Vec<StreamRule> {
    vec![
        rule(
            "created-first",
            "the stream starts with `response.created`",
            &format!(
                "{STATE}: `_create_initial_response` raises \"Expected to have received \
                 `response.created` before `<type>`\" for any other first event"
            ),
            Requirement::StartsWith {
                events: vec![on("response.created")],
                ignoring: vec![],
            },
        ),
        rule(
            "content-within-item",
            "an output item's events (its content parts, deltas and tool progress, by \
             `output_index`) come between its `response.output_item.added` and \
             `response.output_item.done`; an index is added once, and every item is done \
             before `response.completed`",
            &format!(
                "{STATE} raises \"Received a content event for output index <n> before \
                 receiving its output item\", \"Duplicate response output index <n>.\" and \
                 \"Cannot complete response with unfinished output items.\"; a `response.failed` or \
                 `response.incomplete` ends the response with its items as they stand"
            ),
            Requirement::Bracketing {
                start: on("response.output_item.added"),
                delta: on("*"),
                end: on("response.output_item.done"),
                key: Some("/output_index".into()),
                closed_before: vec![on("response.completed")],
                reset_by: vec![on("response.failed"), on("response.incomplete")],
            },
        ),
        rule(
            "sequence-number-increases",
            "each event's `sequence_number` is greater than the one before it",
            "openai 3.60.0 `ResponseStream` resumes a stream after an event by its number \
             (`starting_after`: it yields only events whose `sequence_number` is greater, \
             `lib/streaming/responses/_responses.py`), which orders the events by it; every \
             event type's docstring: \"The sequence number for this event.\"",
            Requirement::Monotonic {
                event: on("*"),
                field: "/sequence_number".into(),
                strict: true,
            },
        ),
    ]
}
