//! The messages of a conversation as 1.1 has them: 1.1 adds the optional `encryptedValueType`
//! beside every `encryptedValue` (the developer, system, assistant, user, tool and reasoning
//! messages and the tool call), so these types, and the run request that carries them, are
//! redefined here; the activity message and `FunctionCall` are 1.0's.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use crate::families::ag_ui::v1_0::{ActivityMessage, FunctionCall, ToolCallType};
use crate::families::ag_ui::v1_0::{Content, Context, Metadata, ResumeEntry, Tool};

/// Any message in a conversation (upstream `$defs/Message`), discriminated by `role`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "role", rename_all = "lowercase")]
pub enum Message {
    /// Instructions from the application developer (upstream `$defs/DeveloperMessage`).
    Developer(DeveloperMessage),
    /// Instructions from the system (upstream `$defs/SystemMessage`).
    System(SystemMessage),
    /// A message from the agent (upstream `$defs/AssistantMessage`).
    Assistant(AssistantMessage),
    /// A message from the person using the application (upstream `$defs/UserMessage`).
    User(UserMessage),
    /// What a tool returned (upstream `$defs/ToolMessage`).
    Tool(ToolMessage),
    /// Structured progress that is not conversation content (upstream
    /// `$defs/ActivityMessage`).
    Activity(ActivityMessage),
    /// A span of the agent's reasoning (upstream `$defs/ReasoningMessage`).
    Reasoning(ReasoningMessage),
}

/// Instructions from the application developer. Composes `BaseMessage`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct DeveloperMessage {
    /// Identifies the message within the conversation.
    pub id: String,
    /// The instructions. Required: a developer message with nothing in it says nothing.
    pub content: String,
    /// An optional display name for the author.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub name: Option<String>,
    /// A provider's opaque artefact belonging to this message, stored by a consumer and
    /// returned on a later turn.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value: Option<String>,
    /// The producer's own name for what kind of artefact `encryptedValue` is. Stored and
    /// returned with it, never interpreted by a consumer. New in 1.1.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value_type: Option<String>,
    /// Extra information attached to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
    /// The subagent invocation this belongs to; absent means the parent agent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub subagent_run_id: Option<String>,
}

/// Instructions from the system. Composes `BaseMessage`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SystemMessage {
    /// Identifies the message within the conversation.
    pub id: String,
    /// The instructions. Required.
    pub content: String,
    /// An optional display name for the author.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub name: Option<String>,
    /// A provider's opaque artefact belonging to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value: Option<String>,
    /// The producer's own name for what kind of artefact `encryptedValue` is. Stored and
    /// returned with it, never interpreted by a consumer. New in 1.1.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value_type: Option<String>,
    /// Extra information attached to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
    /// The subagent invocation this belongs to; absent means the parent agent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub subagent_run_id: Option<String>,
}

/// A message from the agent. Content is optional because a turn may consist only of tool
/// calls. Composes `BaseMessage`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AssistantMessage {
    /// Identifies the message within the conversation.
    pub id: String,
    /// What the agent said, if it said anything.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub content: Option<String>,
    /// The tool calls this turn made.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Vec<ToolCall>")]
    pub tool_calls: Option<Vec<ToolCall>>,
    /// An optional display name for the author.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub name: Option<String>,
    /// A provider's opaque artefact belonging to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value: Option<String>,
    /// The producer's own name for what kind of artefact `encryptedValue` is. Stored and
    /// returned with it, never interpreted by a consumer. New in 1.1.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value_type: Option<String>,
    /// Extra information attached to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
    /// The subagent invocation this belongs to; absent means the parent agent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub subagent_run_id: Option<String>,
}

/// A message from the person using the application. Composes `BaseMessage`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct UserMessage {
    /// Identifies the message within the conversation.
    pub id: String,
    /// What the person sent: either plain text, or an ordered list of parts for a multimodal
    /// message.
    pub content: Content,
    /// An optional display name for the author.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub name: Option<String>,
    /// A provider's opaque artefact belonging to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value: Option<String>,
    /// The producer's own name for what kind of artefact `encryptedValue` is. Stored and
    /// returned with it, never interpreted by a consumer. New in 1.1.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value_type: Option<String>,
    /// Extra information attached to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
    /// The subagent invocation this belongs to; absent means the parent agent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub subagent_run_id: Option<String>,
}

/// What a tool returned, as a message in the conversation. Stands alone rather than composing
/// `BaseMessage`, because it carries no name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ToolMessage {
    /// Identifies the message.
    pub id: String,
    /// What the tool returned: either plain text, or an ordered list of parts.
    pub content: Content,
    /// The call this answers.
    pub tool_call_id: String,
    /// Why the tool failed, when it did. Present alongside content rather than instead of it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub error: Option<String>,
    /// A provider's opaque artefact belonging to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value: Option<String>,
    /// The producer's own name for what kind of artefact `encryptedValue` is. Stored and
    /// returned with it, never interpreted by a consumer. New in 1.1.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value_type: Option<String>,
    /// Extra information attached to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
    /// The subagent invocation this belongs to; absent means the parent agent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub subagent_run_id: Option<String>,
}

/// A span of the agent's reasoning, materialised as a message. Stands alone rather than
/// composing `BaseMessage`, because it carries no name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ReasoningMessage {
    /// Identifies the message.
    pub id: String,
    /// The reasoning text.
    pub content: String,
    /// A provider's opaque reasoning artefact belonging to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value: Option<String>,
    /// The producer's own name for what kind of artefact `encryptedValue` is. Stored and
    /// returned with it, never interpreted by a consumer. New in 1.1.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value_type: Option<String>,
    /// Extra information attached to this message.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
    /// The subagent invocation this belongs to; absent means the parent agent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub subagent_run_id: Option<String>,
}

/// A call an assistant message made (upstream `$defs/ToolCall`). Carries no subagent
/// attribution of its own and inherits its containing message's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ToolCall {
    /// Identifies the call. The answering tool message carries this as its `toolCallId`.
    pub id: String,
    /// The only kind of call the protocol models.
    #[serde(rename = "type")]
    pub kind: ToolCallType,
    /// What is being called, and with what.
    pub function: FunctionCall,
    /// A provider's opaque artefact belonging to this call.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value: Option<String>,
    /// The producer's own name for what kind of artefact `encryptedValue` is. Stored and
    /// returned with it, never interpreted by a consumer. New in 1.1.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub encrypted_value_type: Option<String>,
    /// Extra information attached to this call.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
}

/// A request to run an agent (upstream `$defs/RunAgentInput`), echoed back as
/// `RUN_STARTED.input`. Only `threadId`, `runId` and `messages` are required.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RunAgentInput {
    /// The conversation this run belongs to.
    pub thread_id: String,
    /// Identifies this run.
    pub run_id: String,
    /// The protocol version this consumer speaks, such as "1.0". Absent means the input was
    /// produced before the protocol carried a version.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub protocol_version: Option<String>,
    /// The run that spawned this one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub parent_run_id: Option<String>,
    /// The state the run starts from. Any JSON value except null.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::families::ag_ui::v1_0::non_null"
    )]
    #[schemars(with = "Value", extend("not" = { "type": "null" }))]
    pub state: Option<Value>,
    /// The conversation so far, in order.
    pub messages: Vec<Message>,
    /// The tools the agent may call. Absent means none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Vec<Tool>")]
    pub tools: Option<Vec<Tool>>,
    /// Ambient information for the run. Absent means none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Vec<Context>")]
    pub context: Option<Vec<Context>>,
    /// Application-specific values passed through to the agent untouched. Any JSON value except
    /// null.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::families::ag_ui::v1_0::non_null"
    )]
    #[schemars(with = "Value", extend("not" = { "type": "null" }))]
    pub forwarded_props: Option<Value>,
    /// Answers to the interrupts that ended a previous run, when this run continues from one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Vec<ResumeEntry>")]
    pub resume: Option<Vec<ResumeEntry>>,
}
