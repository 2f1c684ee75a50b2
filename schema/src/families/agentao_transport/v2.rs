//! `agentao.transport@v2`: the `AgentEvent`s of agentao 0.5.14 to 0.5.17, the current version.
//!
//! `v1` was written from the reference page's list of agentao 0.4.20. The runtime of 0.5.14,
//! 0.5.16 and 0.5.17 also sends `compaction_started`, `compaction_settled` (both from the
//! compaction coordinator, `agentao/compaction/coordinator.py`) and `images_removed` (from the
//! chat loop, `agentao/runtime/chat_loop/_runner.py`), which `EventType` declares
//! (`agentao/transport/events.py`) but no page itemizes. Their payloads are typed here from the
//! code that builds them, identical in the three releases; the field types come from the
//! compaction vocabulary (`agentao/compaction/types.py`). Every other event type is `v1`'s.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::*;
use crate::{
    document::{DocumentBuilder, EventUnion},
    registry::{Family, Version},
};

/// Where a compaction came from, as the `PreCompact` hook's matcher sees it (agentao's
/// `CompactionTrigger`, kept to these two values for parity with Claude Code: the finer
/// provenance is in `kind` and `reason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompactionTrigger {
    /// Asked for by a person: the CLI's `/compact`, or `Agentao.compact()` with reason
    /// `manual_cli`.
    Manual,
    /// Decided by the chat loop (a threshold was crossed, or the provider rejected the context
    /// as too long), or `Agentao.compact()` on behalf of one of those entry points.
    Auto,
}

/// Which transform a compaction runs (agentao's `CompactionKind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompactionKind {
    /// Old tool results are shortened in place; no model is called.
    Microcompact,
    /// The history is summarized by a model call and replaced by the summary.
    Full,
    /// The history is cut down to its last messages; no model is called.
    MinimalHistory,
}

/// Which condition asked for a compaction: one value per entry point (agentao's
/// `CompactionReason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompactionReason {
    /// The prompt entered the microcompaction band of the context window.
    MicrocompactThreshold,
    /// The prompt crossed the full-compaction threshold of the context window.
    CompressionThreshold,
    /// The provider rejected the request as over its context length.
    ApiOverflow,
    /// The provider rejected the request as too long again after a full compaction (the last
    /// rung, `minimal_history`).
    ApiOverflowAfterCompression,
    /// Asked for by a person: the CLI's `/compact` command, or `Agentao.compact()` with its
    /// default reason (the host may also name `api_overflow` or `compression_threshold`, which
    /// it then reports as an `auto` trigger).
    ManualCli,
}

/// How a compaction attempt ended (agentao's `CompactionOutcome.status`, less `skipped`, which
/// sends no event).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompactionStatus {
    /// The history was rewritten; a `context_compressed` event follows.
    Success,
    /// A host controller or hook vetoed the compaction; the history is unchanged.
    Cancelled,
    /// The compaction was attempted and did not succeed; the history is unchanged.
    Failed,
}

/// The payload of `compaction_started`: the request, as `CompactionCoordinator._emit_started`
/// writes it (`agentao/compaction/coordinator.py`, agentao 0.5.14 to 0.5.17).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CompactionStartedData {
    /// Where the compaction came from (`CompactionRequest.trigger`).
    pub trigger: CompactionTrigger,
    /// The transform about to run (`CompactionRequest.kind`): always `full` in these releases,
    /// the only kind that calls a model and so the only one announced.
    pub kind: CompactionKind,
    /// The condition that asked for it (`CompactionRequest.reason`).
    pub reason: CompactionReason,
}

agent_event! {
    /// A full compaction is about to call its summarizer, the slow part (up to a minute): for a
    /// UI to say "compacting" rather than "thinking". Live only, never recorded to replay. A
    /// `compaction_settled` for the same attempt follows, unless the turn is cancelled first.
    CompactionStartedEvent(CompactionStartedData)
}

/// The payload of `compaction_settled`, as `CompactionCoordinator._emit` writes it
/// (`agentao/compaction/coordinator.py`, agentao 0.5.14 to 0.5.17) from the attempt's
/// `CompactionOutcome` (`agentao/compaction/types.py`). Every key is always written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CompactionSettledData {
    /// Where the compaction came from (`CompactionOutcome.trigger`).
    pub trigger: CompactionTrigger,
    /// The transform that ran (`CompactionOutcome.kind`).
    pub kind: CompactionKind,
    /// The condition that asked for it (`CompactionOutcome.reason`).
    pub reason: CompactionReason,
    /// How the attempt ended (`CompactionOutcome.status`).
    pub status: CompactionStatus,
    /// The number of history messages before the attempt.
    pub pre_msgs: u64,
    /// The number of history messages after it (`len(agent.messages)`); do not infer success
    /// from the two counts: a successful microcompaction keeps the count.
    pub post_msgs: u64,
    /// The estimated tokens of the history before the attempt, **without** the system prompt
    /// (`CompactionOutcome.pre_tokens`; `context_compressed`'s `pre_est_tokens` includes it);
    /// `null` where nothing was estimated: always for `microcompact` and `minimal_history`
    /// (the coordinator builds their outcomes without tokens), and for a `full` one that failed
    /// before its estimate.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<u64>")]
    pub pre_tokens_history: Option<u64>,
    /// The estimated tokens of the history after the attempt, without the system prompt
    /// (`CompactionOutcome.post_tokens`); `null` where nothing was estimated.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<u64>")]
    pub post_tokens_history: Option<u64>,
    /// How long the attempt took, in milliseconds (rounded from a monotonic clock).
    pub duration_ms: u64,
    /// Why the attempt was cancelled or failed: the internal failure class and the controller's
    /// own reason, joined by `; ` when both are given (`CompactionOutcome.detail`); `null` when
    /// there is nothing to say.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<String>")]
    pub detail: Option<String>,
}

agent_event! {
    /// The terminal event of one compaction attempt, whatever its kind and outcome: `success`,
    /// `cancelled` or `failed` (an attempt skipped by policy sends nothing, and a cancelled
    /// turn ends the attempt without one). Unlike `context_compressed`, sent only on success,
    /// it also reports attempts that changed nothing.
    CompactionSettledEvent(CompactionSettledData)
}

/// Why image parts were removed from the history: a key of the chat loop's
/// `_IMAGE_REMOVED_NOTES`, which also picks the note that replaces each image.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ImageRemovalReason {
    /// The model provider rejected an image part (e.g. a 400 for an unsupported `image_url`).
    ProviderRejected,
    /// The current model does not accept image input.
    ModelUnsupported,
}

/// The payload of `images_removed`, as `ChatLoopRunner._remove_history_images` writes it
/// (`agentao/runtime/chat_loop/_runner.py`, agentao 0.5.14 to 0.5.17).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ImagesRemovedData {
    /// Why the images were removed.
    pub reason: ImageRemovalReason,
    /// How many image parts were replaced; the event is sent only when at least one was.
    #[schemars(range(min = 1))]
    pub images_removed: u64,
    /// The indices, in ascending order, of the history messages that were rewritten (each
    /// keeps its role, its other keys and its other content parts).
    pub message_indices: Vec<u64>,
}

agent_event! {
    /// Image parts in the history were replaced with a text note, after a provider refused an
    /// image or because the model does not accept images. The history was rewritten in place,
    /// which replay (it records only the messages a turn adds) would otherwise never show.
    ImagesRemovedEvent(ImagesRemovedData)
}

agent_event_union! {
    /// An internal agentao event in wire form, tagged by `type` (an `EventType` value), as
    /// agentao 0.5.14 to 0.5.17 send them. Keep a default branch: releases add event types.
    AgentEvent {
        /// A full compaction is about to call its summarizer.
        "compaction_started" => CompactionStarted(CompactionStartedEvent),
        /// A compaction attempt ended.
        "compaction_settled" => CompactionSettled(CompactionSettledEvent),
        /// Image parts in the history were replaced with a note.
        "images_removed" => ImagesRemoved(ImagesRemovedEvent),
    }
}

/// The `v2` document.
pub fn document(family: &Family, version: &Version) -> Value {
    AgentEvent::register(DocumentBuilder::new()).build(family, version)
}
