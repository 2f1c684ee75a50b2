//! `ag-ui@v1.0`: AG-UI protocol 1.0, as the registry packages publish it: `@ag-ui/core` 1.0.0
//! (zod, `src/generated/schemas.ts`), `ag-ui-protocol` 1.0.0 (pydantic,
//! `ag_ui/_generated/models.py`) and `@ag-ui/proto` 1.0.0, each generated from upstream's
//! `spec/1.0/schema.json`.
//!
//! That file is in none of the packages, so this version is upstream's 1.1 schema
//! (`docs/spec/1.1/schema.json` at `ac097900`) without what 1.1 added: the optional
//! `encryptedValueType` of `REASONING_ENCRYPTED_VALUE`, of every message but the activity
//! message, and of the tool call. All three 1.0 artefacts agree on that one difference and on
//! every field set and required set. **Closedness is taken from 1.1's schema and is unverified
//! against the 1.0 file**: zod and pydantic are loose everywhere and cannot show it.
//!
//! The types live in six modules: [`values`] (metadata, JSON Patch, the fixed roles and
//! enumerations), [`parts`] (content parts and their sources), [`run`] (outcomes, interrupts,
//! token usage, the request's tools, context and resume entries), [`messages`] (the
//! conversation's messages and the run request), [`streaming`] (text, tool call and reasoning
//! events) and [`lifecycle`] (state, activity, snapshots, raw and custom events, runs, steps and
//! subagents). `v1_1` reuses every type here
//! that it did not change.

pub mod lifecycle;
pub mod messages;
pub mod parts;
pub mod run;
pub mod streaming;
pub mod values;

use serde_json::Value;

pub use self::{lifecycle::*, messages::*, parts::*, run::*, streaming::*, values::*};
use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

event_union! {
    /// Any AG-UI 1.0 event, discriminated by `type` (upstream `$defs/Event`). Every member is
    /// normative: there is no optional tier and no event a consumer may decline to implement.
    tag = "type";
    pub enum Event {
        /// A streamed text message opens.
        "TEXT_MESSAGE_START" => TextMessageStart(TextMessageStartEvent),
        /// A fragment of a streamed text message.
        "TEXT_MESSAGE_CONTENT" => TextMessageContent(TextMessageContentEvent),
        /// A streamed text message closes.
        "TEXT_MESSAGE_END" => TextMessageEnd(TextMessageEndEvent),
        /// A text message start, content and end in one shorthand.
        "TEXT_MESSAGE_CHUNK" => TextMessageChunk(TextMessageChunkEvent),
        /// A tool call opens.
        "TOOL_CALL_START" => ToolCallStart(ToolCallStartEvent),
        /// A fragment of a tool call's arguments.
        "TOOL_CALL_ARGS" => ToolCallArgs(ToolCallArgsEvent),
        /// A tool call closes.
        "TOOL_CALL_END" => ToolCallEnd(ToolCallEndEvent),
        /// A tool call start, args and end in one shorthand.
        "TOOL_CALL_CHUNK" => ToolCallChunk(ToolCallChunkEvent),
        /// What a tool returned.
        "TOOL_CALL_RESULT" => ToolCallResult(ToolCallResultEvent),
        /// The agent state, wholesale.
        "STATE_SNAPSHOT" => StateSnapshot(StateSnapshotEvent),
        /// A JSON Patch of the agent state.
        "STATE_DELTA" => StateDelta(StateDeltaEvent),
        /// The complete set of messages the producer owns.
        "MESSAGES_SNAPSHOT" => MessagesSnapshot(MessagesSnapshotEvent),
        /// An activity message's content, wholesale.
        "ACTIVITY_SNAPSHOT" => ActivitySnapshot(ActivitySnapshotEvent),
        /// A JSON Patch of an activity message's content.
        "ACTIVITY_DELTA" => ActivityDelta(ActivityDeltaEvent),
        /// A provider-native event, untranslated.
        "RAW" => Raw(RawEvent),
        /// An application's own event.
        "CUSTOM" => Custom(CustomEvent),
        /// A run opens.
        "RUN_STARTED" => RunStarted(RunStartedEvent),
        /// A run closes without failing.
        "RUN_FINISHED" => RunFinished(RunFinishedEvent),
        /// A run fails.
        "RUN_ERROR" => RunError(RunErrorEvent),
        /// A named step opens.
        "STEP_STARTED" => StepStarted(StepStartedEvent),
        /// A named step closes.
        "STEP_FINISHED" => StepFinished(StepFinishedEvent),
        /// A span of reasoning opens.
        "REASONING_START" => ReasoningStart(ReasoningStartEvent),
        /// A streamed reasoning message opens.
        "REASONING_MESSAGE_START" => ReasoningMessageStart(ReasoningMessageStartEvent),
        /// A fragment of a streamed reasoning message.
        "REASONING_MESSAGE_CONTENT" => ReasoningMessageContent(ReasoningMessageContentEvent),
        /// A streamed reasoning message closes.
        "REASONING_MESSAGE_END" => ReasoningMessageEnd(ReasoningMessageEndEvent),
        /// A reasoning message start, content and end in one shorthand.
        "REASONING_MESSAGE_CHUNK" => ReasoningMessageChunk(ReasoningMessageChunkEvent),
        /// A span of reasoning closes.
        "REASONING_END" => ReasoningEnd(ReasoningEndEvent),
        /// A provider's opaque, encrypted reasoning artefact.
        "REASONING_ENCRYPTED_VALUE" => ReasoningEncryptedValue(ReasoningEncryptedValueEvent),
        /// A subagent invocation begins.
        "SUBAGENT_STARTED" => SubagentStarted(SubagentStartedEvent),
        /// A subagent invocation's segment ends.
        "SUBAGENT_FINISHED" => SubagentFinished(SubagentFinishedEvent),
        /// A subagent invocation fails.
        "SUBAGENT_ERROR" => SubagentError(SubagentErrorEvent),
    }
}

/// The `v1.0` document.
pub fn document(family: &Family, version: &Version) -> Value {
    Event::register(DocumentBuilder::new()).build(family, version)
}
