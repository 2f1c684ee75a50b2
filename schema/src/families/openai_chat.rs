//! `openai.chat`: OpenAI's Chat Completions stream, the `ChatCompletionChunk`s of `POST
//! /v1/chat/completions` with `"stream": true`, one per SSE `data:` frame, ended by `data:
//! [DONE]`.
//!
//! Authored from the Python SDK's types, `openai` 3.60.0 (PyPI, Apache-2.0):
//! `ChatCompletionChunk` (`types/chat/chat_completion_chunk.py`) and every type it reaches, held
//! to the SDK's pydantic models by `tests/conformance/protocols.py`. Presence follows the SDK: a
//! field typed `Optional[...] = None` may be absent or `null`. Every object is open (pydantic's
//! `extra="allow"`, `_models.py`).
//!
//! The modules: [`chunk`] (the chunk, its choices and deltas) and [`usage`] (usage, log
//! probabilities, moderation). [`v3_60`] makes the document.
//!
//! No stream rule is declared. What the SDK relies on across chunks is per choice and per tool
//! call: choices merge by their `index` (`ChatCompletionStreamState`, `_completions.py`), a
//! choice's tool calls by theirs, and the TypeScript SDK's `ChatCompletionStream` raises `missing
//! finish_reason for choice <n>` and `missing role for choice <n>` at the end. A rule kind keys
//! on one pointer per event, and a chunk carries a list of choices: these need a key into the
//! items of an array, which the rule vocabulary does not have yet.

pub mod chunk;
pub mod usage;
pub mod v3_60;

pub use self::{chunk::*, usage::*};

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
};

/// The `openai.chat` family.
pub static FAMILY: Family = Family {
    id: "openai.chat",
    union_name: "ChatCompletionStreamEvent",
    description: "OpenAI's Chat Completions stream: the `ChatCompletionChunk`s of `POST \
        /v1/chat/completions` with `\"stream\": true`, one per SSE `data:` frame (no `event:` \
        names), ended by `data: [DONE]`. Each chunk carries the completion's `id`, `created` and \
        `model`, and a list of `choices`, each a `delta` of one choice (by `index`): the role, \
        content, refusal, tool call fragments (by their own `index`) and, last, its \
        `finish_reason`. With `stream_options.include_usage` a final chunk with no choices \
        carries the `usage`. Authored from the Python SDK's types, `openai` 3.60.0 \
        (`ChatCompletionChunk` and every type it reaches), and held to its pydantic models \
        (`tests/conformance/protocols.py`). A field the SDK types `Optional[...] = None` may be \
        absent or `null`. Stable: a public API whose changes are additive. One root type, no \
        tag (its `object` is always `chat.completion.chunk`, and no other type is told apart \
        by it). The content is open: the SDK's models keep unknown fields (`extra=\"allow\"`). No \
        stream rule is declared: what the SDK relies on across chunks is per choice and per \
        tool call (each merged by its `index`), which the rule vocabulary does not key on yet.",
    stability: Stability::Stable,
    union: UnionKind::Closed,
    content: ContentModel::Open,
    provenance: Provenance::Source,
    tag: None,
    envelope: None,
    sse_event_name: None,
    versions: &[Version {
        id: "v3.60",
        upstream: "the PyPI package `openai` 3.60.0 (wheel sha256 \
            476e79f256a4ce74848b7abae9f074352a69dca6e7e8987d565ee883a3b7e496): \
            `ChatCompletionChunk` (`types/chat/chat_completion_chunk.py`)",
        document: v3_60::document,
        rules: Vec::new,
        serde: round_trip::<ChatCompletionChunk>,
        key_order: KeyOrder::Declared,
    }],
};
