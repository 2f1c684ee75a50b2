//! `ag-ui@v1.1`: AG-UI protocol 1.1, upstream's `docs/spec/1.1/schema.json` at commit
//! `ac097900388b88569dd1b8c79acecdb643cde2a5` (copied in `tests/upstream/ag-ui/`), the current
//! version.
//!
//! 1.1 only adds to 1.0: the optional `encryptedValueType` beside every `encryptedValue`, on
//! `REASONING_ENCRYPTED_VALUE`, on the messages and on the tool call. Every object is closed, so
//! a validator built from `v1.0` rejects it: the types that changed, and the events that embed
//! them (`MESSAGES_SNAPSHOT`, and `RUN_STARTED` through `RunAgentInput.messages`), are redefined
//! here; the rest are `v1_0`'s.

pub mod messages;

use serde_json::Value;

pub use self::messages::*;
pub use crate::families::ag_ui::v1_0::{
    ActivityDeltaEvent, ActivitySnapshotEvent, Content, ContentPart, Context, CustomEvent,
    Interrupt, JsonPatchOperation, JsonPointer, MediaPart, Metadata, PartSource, RawEvent,
    ReasoningEncryptedValueSubtype, ReasoningEndEvent, ReasoningMessageChunkEvent,
    ReasoningMessageContentEvent, ReasoningMessageEndEvent, ReasoningMessageStartEvent,
    ReasoningRole, ReasoningStartEvent, ResumeEntry, ResumeStatus, RunErrorEvent, RunFinishedEvent,
    RunFinishedOutcome, StateDeltaEvent, StateSnapshotEvent, StepFinishedEvent, StepStartedEvent,
    SubagentErrorEvent, SubagentFinishedEvent, SubagentFinishedOutcome, SubagentStartedEvent,
    TextMessageChunkEvent, TextMessageContentEvent, TextMessageEndEvent, TextMessageRole,
    TextMessageStartEvent, TextPart, TokenUsage, Tool, ToolCallArgsEvent, ToolCallChunkEvent,
    ToolCallEndEvent, ToolCallResultEvent, ToolCallStartEvent, ToolRole,
};
use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

run_scoped_event! {
    /// The complete set of messages the producer owns, in order (upstream
    /// `$defs/MessagesSnapshotEvent`). Conversation-wide, so it cannot belong to a single
    /// subagent and carries no attribution.
    pub struct MessagesSnapshotEvent {
        /// The messages the producer is declaring, in order.
        pub messages: Vec<Message>,
    }
}

run_scoped_event! {
    /// Opens a run (upstream `$defs/RunStartedEvent`). Run-scoped, so it carries no subagent
    /// attribution.
    pub struct RunStartedEvent {
        /// The conversation this run belongs to.
        pub thread_id: String,
        /// Identifies this run.
        pub run_id: String,
        /// The protocol version this producer speaks, such as "1.0". Absent means a producer
        /// from before the protocol carried a version.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub protocol_version: Option<String>,
        /// The run that spawned this one, when an agent invokes another agent as a separate
        /// run rather than as a subagent within one.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub parent_run_id: Option<String>,
        /// The request this run was started from, echoed back so a consumer that did not make
        /// the request can still see what the agent was asked.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "RunAgentInput")]
        // Boxed: the request is far larger than any other event.
        pub input: Option<Box<RunAgentInput>>,
    }
}

attributable_event! {
    /// Carries a provider's opaque, encrypted reasoning artefact, which a consumer stores and
    /// returns on a later turn without being able to read it (upstream
    /// `$defs/ReasoningEncryptedValueEvent`).
    pub struct ReasoningEncryptedValueEvent {
        /// What kind of thing `entityId` names, which decides where the value is stored.
        pub subtype: ReasoningEncryptedValueSubtype,
        /// What the value belongs to: a message id or a tool call id, according to `subtype`.
        pub entity_id: String,
        /// The provider's opaque artefact.
        pub encrypted_value: String,
        /// The producer's own name for what kind of artefact `encryptedValue` is, so the
        /// producer can restore it as the right provider block. An open string: the producer
        /// defines the values, and a consumer stores and returns it with the value without
        /// interpreting it. New in 1.1.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub encrypted_value_type: Option<String>,
    }
}

event_union! {
    /// Any AG-UI 1.1 event, discriminated by `type` (upstream `$defs/Event`). Every member is
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

/// The `v1.1` document.
pub fn document(family: &Family, version: &Version) -> Value {
    Event::register(DocumentBuilder::new()).build(family, version)
}
