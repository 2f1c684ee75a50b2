//! The events around the streamed content: state and activity, snapshots of the messages, raw
//! and custom events, and the lifecycle of runs, steps and subagents.

use serde_json::{Map, Value};

use super::{
    JsonPatchOperation, Message, RunAgentInput, RunFinishedOutcome, SubagentFinishedOutcome,
    TokenUsage,
};

attributable_event! {
    /// Replaces the agent state wholesale (upstream `$defs/StateSnapshotEvent`). Sent when a
    /// delta cannot express the change, or to resynchronise a consumer.
    pub struct StateSnapshotEvent {
        /// The complete new state (upstream `$defs/State`). Any JSON value, including null: the
        /// protocol carries state without interpreting it.
        pub snapshot: Value,
    }
}

attributable_event! {
    /// Changes the agent state incrementally (upstream `$defs/StateDeltaEvent`).
    pub struct StateDeltaEvent {
        /// The change, as an RFC 6902 patch against the current state (upstream
        /// `$defs/JsonPatch`; an empty array is a no-op). Structural validity here does not
        /// mean the patch applies.
        pub delta: Vec<JsonPatchOperation>,
    }
}

run_scoped_event! {
    /// The complete set of messages the producer owns, in order (upstream
    /// `$defs/MessagesSnapshotEvent`). Conversation-wide, so it cannot belong to a single
    /// subagent and carries no attribution.
    pub struct MessagesSnapshotEvent {
        /// The messages the producer is declaring, in order.
        pub messages: Vec<Message>,
    }
}

attributable_event! {
    /// Reports structured progress that is not conversation content, such as a step a UI
    /// renders as its own widget (upstream `$defs/ActivitySnapshotEvent`).
    pub struct ActivitySnapshotEvent {
        /// The activity message this describes.
        pub message_id: String,
        /// What kind of activity this is. An open string: the set is the producer's.
        pub activity_type: String,
        /// The activity's payload, open by key.
        pub content: Map<String, Value>,
        /// Whether this snapshot overwrites the activity's existing content. Absent means it
        /// does, and that meaning is normative (upstream declares `default: true`); only an
        /// explicit false asks a consumer to leave what is already there.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "bool")]
        pub replace: Option<bool>,
    }
}

attributable_event! {
    /// Changes an activity message's content incrementally (upstream
    /// `$defs/ActivityDeltaEvent`).
    pub struct ActivityDeltaEvent {
        /// The activity message being changed.
        pub message_id: String,
        /// What kind of activity this is.
        pub activity_type: String,
        /// The change, as an RFC 6902 patch against the activity's content.
        pub patch: Vec<JsonPatchOperation>,
    }
}

attributable_event! {
    /// Passes a provider-native event through untranslated (upstream `$defs/RawEvent`).
    pub struct RawEvent {
        /// The provider's own event. Any JSON value, including null, and required.
        pub event: Value,
        /// Which provider or framework the event came from.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub source: Option<String>,
    }
}

attributable_event! {
    /// The protocol's extension point for an application's own events (upstream
    /// `$defs/CustomEvent`). Anything a consumer does with one is outside the protocol.
    pub struct CustomEvent {
        /// What this custom event is. Required: without it a consumer cannot route the value.
        pub name: String,
        /// The payload. Any JSON value, including null, and required.
        pub value: Value,
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

run_scoped_event! {
    /// Closes a run that did not fail (upstream `$defs/RunFinishedEvent`).
    pub struct RunFinishedEvent {
        /// The conversation this run belongs to.
        pub thread_id: String,
        /// The run being closed.
        pub run_id: String,
        /// The run's return value, if it has one. Any JSON value except null.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::families::ag_ui::v1_0::non_null"
        )]
        #[schemars(with = "Value", extend("not" = { "type": "null" }))]
        pub result: Option<Value>,
        /// Why the run ended. Absent means success.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "RunFinishedOutcome")]
        pub outcome: Option<RunFinishedOutcome>,
        /// Token usage for the run, one entry per provider and model; it covers every model
        /// call made within the run, its subagents' included.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Vec<TokenUsage>")]
        pub usage: Option<Vec<TokenUsage>>,
    }
}

run_scoped_event! {
    /// Ends a run that failed (upstream `$defs/RunErrorEvent`). A subagent that fails without
    /// ending the run reports `SUBAGENT_ERROR` instead.
    pub struct RunErrorEvent {
        /// What went wrong, for a person to read.
        pub message: String,
        /// A machine-readable error code. An open string: the protocol defines no vocabulary.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub code: Option<String>,
        /// Token usage accrued before the failure, scoped as on `RUN_FINISHED`.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Vec<TokenUsage>")]
        pub usage: Option<Vec<TokenUsage>>,
    }
}

attributable_event! {
    /// Opens a named step within a run (upstream `$defs/StepStartedEvent`).
    pub struct StepStartedEvent {
        /// The step's name. Identifies it: the matching `STEP_FINISHED` carries the same name.
        pub step_name: String,
    }
}

attributable_event! {
    /// Closes a named step (upstream `$defs/StepFinishedEvent`).
    pub struct StepFinishedEvent {
        /// The step being closed.
        pub step_name: String,
    }
}

run_scoped_event! {
    /// Announces that a subagent invocation has begun (upstream `$defs/SubagentStartedEvent`).
    /// Everything the subagent produces afterwards carries its `subagentRunId`. Composed from
    /// `BaseEvent` alone: here `subagentRunId` identifies the subagent.
    pub struct SubagentStartedEvent {
        /// The invocation being announced (an opaque handle for one invocation).
        pub subagent_run_id: String,
        /// The subagent's name, which is reusable across invocations.
        pub name: String,
        /// What this subagent is for, for a consumer to display.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub description: Option<String>,
        /// The subagent invocation that spawned this one, for nested delegation. Absent means
        /// the parent agent spawned it directly.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub parent_subagent_run_id: Option<String>,
        /// The tool call that spawned this subagent, where agents are exposed to a model as
        /// tools.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub parent_tool_call_id: Option<String>,
        /// The message that held the spawning tool call.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub parent_message_id: Option<String>,
    }
}

run_scoped_event! {
    /// Ends a subagent invocation's segment of this run (upstream
    /// `$defs/SubagentFinishedEvent`): its work completed, or it is suspended awaiting outside
    /// input.
    pub struct SubagentFinishedEvent {
        /// The invocation being closed.
        pub subagent_run_id: String,
        /// The subagent's return value, if it has one. Any JSON value except null.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::families::ag_ui::v1_0::non_null"
        )]
        #[schemars(with = "Value", extend("not" = { "type": "null" }))]
        pub result: Option<Value>,
        /// Why the segment ended. Absent means success.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "SubagentFinishedOutcome")]
        pub outcome: Option<SubagentFinishedOutcome>,
    }
}

run_scoped_event! {
    /// Reports that a subagent invocation failed (upstream `$defs/SubagentErrorEvent`). The
    /// run may continue.
    pub struct SubagentErrorEvent {
        /// The invocation that failed.
        pub subagent_run_id: String,
        /// What went wrong, for a person to read.
        pub message: String,
        /// A machine-readable error code. An open string.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub code: Option<String>,
    }
}
