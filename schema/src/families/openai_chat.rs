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
//! The stream rules ([`rules`]) are per choice: the SDKs merge a chunk's choices into the
//! completion by their `index` (`ChatCompletionStreamState`, `_completions.py`; the TypeScript
//! SDK's `ChatCompletionStream`), and the TypeScript SDK fails a stream whose completion ends
//! with a choice that never got its `finish_reason` or its `role`. What it also requires of a
//! choice's tool calls (merged by their own `index`: an `id`, a `type`, then a name and
//! arguments by type) is not declared: a rule on the items of the items of a list, by type, is
//! more than the vocabulary says.

pub mod chunk;
pub mod usage;
pub mod v3_60;

pub use self::{chunk::*, usage::*};

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
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
        by it). The content is open: the SDK's models keep unknown fields (`extra=\"allow\"`). \
        The stream rules are the TypeScript SDK's (`ChatCompletionStream`, `openai` 6.49.0 on \
        npm): each choice, merged across chunks by its `index`, gets a `finish_reason` and a \
        `role` by the end of the stream.",
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
        rules,
        serde: round_trip::<ChatCompletionChunk>,
        key_order: KeyOrder::Declared,
    }],
};

/// Where the rules come from: the TypeScript SDK's stream helper, which finalizes the
/// completion it merged from the chunks when the stream ends.
const FINALIZE: &str = "`openai` 6.49.0 (npm), `src/lib/ChatCompletionStream.ts`: \
    `finalizeChatCompletion`, run on the completion merged from the chunks (`choices` by their \
    `index`) when the stream ends,";

/// Where the Python SDK merges the chunks.
const STATE: &str = "`openai` 3.60.0 (PyPI), `lib/streaming/chat/_completions.py`: \
    `ChatCompletionStreamState`";

/// Each choice first comes in the order of its `index`; each is finished, and has a role, by
/// the end of the stream.
fn rules() -> Vec<StreamRule> {
    let choice = |field: &str| Requirement::EachItemGets {
        event: on("ChatCompletionChunk"),
        items: "/choices".into(),
        key: "/index".into(),
        field: field.into(),
    };
    vec![
        rule(
            "choices-in-order",
            "the choices first come in the order of their `index`, 0, 1, 2, ...: a choice new to \
             the stream has the number of the choices before it",
            &format!(
                "{STATE}: `_accumulate_chunk` looks each choice up by position, \
                 `completion_snapshot.choices[choice.index]`, appends a choice it does not find \
                 (`except IndexError`) and `_build_events` then reads \
                 `completion_snapshot.choices[choice.index]` again, which raises IndexError for \
                 a choice that came before one with a smaller index (the first chunk's choices \
                 are placed by index, `_convert_initial_chunk_into_snapshot`: there only an \
                 index past the chunk's own choices raises, and this rule asks the order of \
                 the first chunk too); `openai` 6.49.0 (npm) keeps the choices by index \
                 (`ChatCompletionStream`), and `normalizeToolCallIds` \
                 (`src/lib/AbstractChatCompletionRunner.ts`) then reads `choice.message` of \
                 each up to the highest, throwing a TypeError on an index no choice had"
            ),
            Requirement::ItemsNumbered {
                event: on("ChatCompletionChunk"),
                items: "/choices".into(),
                key: "/index".into(),
            },
        ),
        rule(
            "choice-finished",
            "each choice (by its `index`) gets a `finish_reason` in one of its chunks by the end \
             of the stream",
            &format!(
                "{FINALIZE} throws \"missing finish_reason for choice <n>\"; it excuses a choice \
                 whose audio came complete (an audio stream may end with an `expires_at`-only \
                 chunk), which this rule does not"
            ),
            choice("/finish_reason"),
        ),
        rule(
            "choice-has-role",
            "each choice (by its `index`) gets a `role` in the `delta` of one of its chunks by \
             the end of the stream",
            &format!("{FINALIZE} throws \"missing role for choice <n>\""),
            choice("/delta/role"),
        ),
    ]
}
