//! `niceeval@v1`: the nine-type `StreamEvent` vocabulary of the seed-page era (NiceEval commit
//! `1df95440`), with the `Turn` an adapter's `send` returned then.
//!
//! `v2` reuses every type here that it did not change.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

/// Any value JSON can express: a string, number, boolean, null, an array of JSON values or an
/// object whose values are JSON values. Tool inputs and outputs cross process and language
/// boundaries in this form. `null` is a value of its own here: an `output` of `null` says the
/// tool returned null, while an absent `output` says nothing was captured.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct JsonValue(pub Value);

impl JsonSchema for JsonValue {
    fn schema_name() -> Cow<'static, str> {
        "JsonValue".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let this = generator.subschema_for::<Self>();
        json_schema!({
            "description": "Any value JSON can express: a string, number, boolean, null, an array \
                of JSON values or an object whose values are JSON values. Tool inputs and outputs \
                cross process and language boundaries in this form. `null` is a value of its own \
                here: an `output` of `null` says the tool returned null, while an absent `output` \
                says nothing was captured.",
            "anyOf": [
                { "type": "string" },
                { "type": "number" },
                { "type": "boolean" },
                { "type": "null" },
                { "type": "array", "items": this },
                { "type": "object", "additionalProperties": this },
            ],
        })
    }
}

/// Where in the eval's source code a call (`t.send` or an assertion) was made, taken from the
/// stack at run time. NiceEval's report view uses it to lay results over the real source lines.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SourceLoc {
    /// The source file, relative to the project root.
    pub file: String,
    /// The line, 1-based, as the stack trace reports it.
    pub line: u64,
    /// The column, 1-based, when the stack trace reports one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub column: Option<u64>,
}

/// The token usage of one turn, as sandboxed agents read it from their transcript and remote
/// agents return it from `send`. Fields the agent cannot report are left out, never invented.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    /// Input (prompt) tokens.
    pub input_tokens: u64,
    /// Output (completion) tokens.
    pub output_tokens: u64,
    /// Input tokens read from the provider's prompt cache; absent when the agent does not report
    /// them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub cache_read_tokens: Option<u64>,
    /// Input tokens written to the provider's prompt cache; absent when the agent does not report
    /// them. Renamed `cacheCreationTokens` in later versions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub cache_write_tokens: Option<u64>,
    /// Model requests made; absent when the agent does not report them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub requests: Option<u64>,
    /// The cost in US dollars that the gateway measured, when the agent brings it back; NiceEval
    /// prefers it over its own price-table estimate.
    #[serde(rename = "costUSD", default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "f64")]
    pub cost_usd: Option<f64>,
}

/// The canonical name of a tool, normalized across agents (the agent's own name for it is in
/// the event's `name`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToolName {
    /// Reads a file.
    FileRead,
    /// Creates or overwrites a file.
    FileWrite,
    /// Edits part of a file.
    FileEdit,
    /// Runs a shell command.
    Shell,
    /// Fetches a URL.
    WebFetch,
    /// Searches the web.
    WebSearch,
    /// Lists files matching a glob pattern.
    Glob,
    /// Searches file contents.
    Grep,
    /// Lists a directory.
    ListDir,
    /// Delegates a task to a sub-agent.
    AgentTask,
    /// A tool the adapter could not map to any canonical name.
    Unknown,
}

/// One preset answer a human can pick for an input request (approve, deny, ...).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InputRequestOption {
    /// The option's id; an answer that picks this option names it as its `optionId`.
    pub id: String,
    /// The option's human-readable label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub label: Option<String>,
}

/// What an agent that stopped for a human (HITL) is asking. Every field is optional, but adapters
/// should fill in all they can: evals select requests by matching these fields one by one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InputRequest {
    /// The request's id; when several requests are pending at once, each answer names the
    /// request it answers by this id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub id: Option<String>,
    /// The question the model asked, as it asked it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub prompt: Option<String>,
    /// Human-readable text the adapter chose to show for the request, instead of or beside
    /// `prompt`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub display: Option<String>,
    /// The action the agent stopped at, e.g. the name of the tool awaiting approval.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub action: Option<String>,
    /// The action's structured input, e.g. the arguments of the command awaiting approval.
    #[serde(
        default,
        deserialize_with = "crate::presence::present",
        skip_serializing_if = "Option::is_none"
    )]
    #[schemars(with = "JsonValue")]
    pub input: Option<JsonValue>,
    /// The preset answers offered, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Vec<InputRequestOption>")]
    pub options: Option<Vec<InputRequestOption>>,
}

/// Who said a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MessageRole {
    /// The agent under test.
    Assistant,
    /// The eval's user input; NiceEval records these itself, adapters do not emit them.
    User,
}

/// A piece of text the agent (or the user) said. Adapters emit one `assistant` message per
/// segment of assistant text; tool output is never wrapped in a message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageEvent {
    /// Who said it.
    pub role: MessageRole,
    /// The text.
    pub text: String,
    /// The place in the eval's source this message belongs to (its `t.send` call), when
    /// recorded; the report view uses it to lay the message over the source.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "SourceLoc")]
    pub loc: Option<SourceLoc>,
}

/// A tool call started. Every `action.called` is paired with the `action.result` of the same
/// `callId`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActionCalledEvent {
    /// The call's id, shared with its `action.result`: the agent's own id where it has one (AI
    /// SDK `toolCallId`, Anthropic `tool_use.id`), otherwise synthesized in order.
    pub call_id: String,
    /// The tool's name as the agent calls it, e.g. `Bash`.
    pub name: String,
    /// The tool's input.
    pub input: JsonValue,
    /// The tool's canonical name, e.g. `shell`, when the adapter normalizes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "ToolName")]
    pub tool: Option<ToolName>,
}

/// How a tool call ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ActionStatus {
    /// The tool ran and returned.
    Completed,
    /// The tool ran and failed; `noFailedActions()` reports it.
    Failed,
    /// A human refused the call; not a failure.
    Rejected,
}

/// The result of a tool call, paired with its `action.called` by `callId`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActionResultEvent {
    /// The id of the `action.called` this result belongs to.
    pub call_id: String,
    /// What the tool returned; absent when it was not captured.
    #[serde(
        default,
        deserialize_with = "crate::presence::present",
        skip_serializing_if = "Option::is_none"
    )]
    #[schemars(with = "JsonValue")]
    pub output: Option<JsonValue>,
    /// How the call ended.
    pub status: ActionStatus,
}

/// A task was delegated to a sub-agent, and the system under test waits for it. Paired with the
/// `subagent.completed` of the same `callId`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubagentCalledEvent {
    /// The delegation's id, shared with its `subagent.completed`.
    pub call_id: String,
    /// The sub-agent's name, e.g. `researcher`.
    pub name: String,
    /// The sub-agent's URL, for remote sub-agents only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub remote_url: Option<String>,
}

/// How a sub-agent delegation ended. Sub-agents have no human-rejected state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SubagentStatus {
    /// The sub-agent returned.
    Completed,
    /// The sub-agent failed; `noFailedActions()` reports it.
    Failed,
}

/// A sub-agent returned, paired with its `subagent.called` by `callId`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubagentCompletedEvent {
    /// The id of the `subagent.called` this completion belongs to.
    pub call_id: String,
    /// What the sub-agent returned; absent when it was not captured.
    #[serde(
        default,
        deserialize_with = "crate::presence::present",
        skip_serializing_if = "Option::is_none"
    )]
    #[schemars(with = "JsonValue")]
    pub output: Option<JsonValue>,
    /// How the delegation ended.
    pub status: SubagentStatus,
}

/// The agent stopped to wait for a human (HITL). One event per pending question; the turn's
/// `status` is then `waiting`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InputRequestedEvent {
    /// What the agent is asking.
    pub request: InputRequest,
}

/// Thinking (reasoning) text of the model, not part of its reply.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThinkingEvent {
    /// The thinking text.
    pub text: String,
}

/// The agent's context was compacted (summarized or truncated), typically by a coding-agent CLI
/// whose context filled up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompactionEvent {
    /// Why the context was compacted, when the agent says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub reason: Option<String>,
}

/// An error occurred during the turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorEvent {
    /// The error message.
    pub message: String,
}

event_union! {
    /// One event of NiceEval's standard event stream, tagged by `type`: what the agent under
    /// test did in a turn, in the order it happened. Consumers skip types they do not know.
    tag = "type";
    pub enum StreamEvent {
        /// Text the agent (or user) said.
        "message" => Message(MessageEvent),
        /// A tool call started.
        "action.called" => ActionCalled(ActionCalledEvent),
        /// A tool call's result.
        "action.result" => ActionResult(ActionResultEvent),
        /// A sub-agent delegation started.
        "subagent.called" => SubagentCalled(SubagentCalledEvent),
        /// A sub-agent returned.
        "subagent.completed" => SubagentCompleted(SubagentCompletedEvent),
        /// The agent stopped for human input.
        "input.requested" => InputRequested(InputRequestedEvent),
        /// Thinking text.
        "thinking" => Thinking(ThinkingEvent),
        /// The context was compacted.
        "compaction" => Compaction(CompactionEvent),
        /// An error occurred.
        "error" => Error(ErrorEvent),
    }
}

const STREAM_EVENT_DESCRIPTION: &str = "One event of NiceEval's standard event stream, tagged by \
    `type`: what the agent under test did in a turn, in the order it happened. Consumers skip \
    types they do not know.";

/// `Turn.events` refers to the union by name: the same `oneOf` as the document's root.
impl JsonSchema for StreamEvent {
    fn schema_name() -> Cow<'static, str> {
        "StreamEvent".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": STREAM_EVENT_DESCRIPTION,
            "oneOf": [
                generator.subschema_for::<MessageEvent>(),
                generator.subschema_for::<ActionCalledEvent>(),
                generator.subschema_for::<ActionResultEvent>(),
                generator.subschema_for::<SubagentCalledEvent>(),
                generator.subschema_for::<SubagentCompletedEvent>(),
                generator.subschema_for::<InputRequestedEvent>(),
                generator.subschema_for::<ThinkingEvent>(),
                generator.subschema_for::<CompactionEvent>(),
                generator.subschema_for::<ErrorEvent>(),
            ],
        })
    }
}

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TurnStatus {
    /// The turn ran to its end.
    Completed,
    /// The turn failed.
    Failed,
    /// The turn is parked waiting for a human (HITL), with `input.requested` events in `events`.
    Waiting,
}

/// What an adapter's `send` returns for one turn: the event stream, which is the only data
/// source of NiceEval's assertions, plus the turn's structured output, status and usage. Not an
/// event: it is published in the same document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    /// The turn's events, in the order they happened.
    pub events: Vec<StreamEvent>,
    /// The turn's structured output, for `outputEquals` / `outputMatches`; absent when the
    /// agent answers in text only. Typed `unknown` upstream: any JSON value.
    #[serde(
        default,
        deserialize_with = "crate::presence::present",
        skip_serializing_if = "Option::is_none"
    )]
    #[schemars(with = "Value")]
    pub data: Option<Value>,
    /// How the turn ended.
    pub status: TurnStatus,
    /// The turn's token usage; absent when the agent cannot report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Usage")]
    pub usage: Option<Usage>,
}

/// The `v1` document.
pub fn document(family: &Family, version: &Version) -> Value {
    StreamEvent::register(DocumentBuilder::new())
        .also::<Turn>()
        .build(family, version)
}
