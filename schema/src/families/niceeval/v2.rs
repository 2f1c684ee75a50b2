//! `niceeval@v2`: the `StreamEvent` vocabulary of NiceEval HEAD `b5fbba66` (package 0.4.6).
//!
//! Tool calls and sub-agent delegations became one `operation.started` / `operation.finished`
//! pair told apart by `kind`, `callId` became `operationId`, `skill.loaded` and
//! `context.injected` joined, every event gained the optional `truncated` and `redacted`
//! envelope fields, and `Turn` gained `evidenceCoverage`. Every event type is redefined here
//! (they all carry the envelope); the supporting types that did not change are `v1`'s.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    document::{DocumentBuilder, EventUnion, catch_all},
    event_union,
    registry::{Family, Version},
};

pub use super::v1::{
    ActionStatus, InputRequest, InputRequestOption, JsonValue, SubagentStatus, ToolName, TurnStatus,
};

/// A structured marker of a value the results writer cut down when it saved an event to disk.
/// NiceEval's report view shows "output too large, truncated" from it rather than searching
/// for a marker string.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Truncation {
    /// Where the value was cut: in an event, the field's name, e.g. `output`.
    pub path: String,
    /// The value's size before truncation, in UTF-8 bytes.
    pub original_bytes: u64,
}

/// The fields every event may carry beside its own, flattened into each event type.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventEnvelope {
    /// The values the results writer truncated when it saved the event to disk. Written only at
    /// persistence (at run time events are whole); adapters never produce it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Vec<Truncation>")]
    pub truncated: Option<Vec<Truncation>>,
    /// Paths of fields the producing boundary deliberately withheld. Consumers treat them as
    /// unavailable evidence; no placeholder string stands in for the withheld value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Vec<String>")]
    pub redacted: Option<Vec<String>>,
}

/// One step of the call path from the eval's entry point to a declaration, told apart by
/// `kind`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SourcePathFrame {
    /// A frame in the project's own source.
    Project {
        /// The source file, relative to the project root.
        file: String,
        /// The line, 1-based, as the stack trace reports it.
        line: u64,
        /// The column, 1-based, when the stack trace reports one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "u64")]
        column: Option<u64>,
    },
    /// A frame inside an installed package, named but not located.
    Package {
        /// The package's name.
        package: String,
    },
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
    /// The call path from the eval's entry point to this location, entry point first; the
    /// location itself is not in the list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Vec<SourcePathFrame>")]
    pub callers: Option<Vec<SourcePathFrame>>,
}

/// The token usage of one turn. A field is present only when the agent's protocol really
/// reports the value: nothing defaults to 0 or 1, and nothing is invented. The three input
/// buckets (`inputTokens`, `cacheReadTokens`, `cacheCreationTokens`) are mutually exclusive;
/// their sum is the whole context sent to the model.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    /// Input tokens that missed the cache, billed at the full rate; excludes both cache buckets
    /// (adapters subtract the cached part where a protocol counts it as input).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub input_tokens: Option<u64>,
    /// Output (completion) tokens, reasoning included.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub output_tokens: Option<u64>,
    /// Input tokens served from the prompt cache: a bucket of its own, not part of
    /// `inputTokens`. Absent when the agent does not report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub cache_read_tokens: Option<u64>,
    /// Input tokens written to the prompt cache: a bucket of its own, not part of
    /// `inputTokens`. Absent when the agent does not report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub cache_creation_tokens: Option<u64>,
    /// Reasoning (thinking) tokens: a part of `outputTokens`, listed separately for display.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub reasoning_tokens: Option<u64>,
    /// Model requests actually made; absent, never a made-up 1, when the protocol does not
    /// count them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "u64")]
    pub requests: Option<u64>,
    /// The cost in US dollars that the gateway or adapter observed; never derived from token
    /// counts. NiceEval's price-table estimate (`estimatedCostUSD`) is computed separately and
    /// neither replaces the other.
    #[serde(rename = "costUSD", default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "f64")]
    pub cost_usd: Option<f64>,
}

/// Text the agent said, or the eval's user input: two forms told apart by `role`. Tool output is
/// never wrapped in a message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "role", rename_all = "snake_case")]
pub enum MessageEvent {
    /// A reply of the agent under test: one event per segment of assistant text. Not an
    /// authored fact of the eval's source, so it has no `sourceOrder`.
    Assistant {
        /// The envelope fields.
        #[serde(flatten)]
        envelope: EventEnvelope,
        /// The text.
        text: String,
        /// The place in the eval's source this message belongs to (its `t.send` call), when
        /// recorded.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "SourceLoc")]
        loc: Option<SourceLoc>,
    },
    /// Input the eval's author sent; NiceEval records it itself, adapters do not emit it.
    User {
        /// The envelope fields.
        #[serde(flatten)]
        envelope: EventEnvelope,
        /// The text.
        text: String,
        /// Where in the eval's source the message was sent, when recorded.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "SourceLoc")]
        loc: Option<SourceLoc>,
        /// The message's position in the attempt-wide sequence it shares with assertions and
        /// direct scores. Older recorded events may lack it; user messages NiceEval records now
        /// always carry it.
        #[serde(
            rename = "sourceOrder",
            default,
            skip_serializing_if = "Option::is_none"
        )]
        #[schemars(with = "f64")]
        source_order: Option<f64>,
    },
}

/// Why an adapter cannot safely turn an original command back into argv.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum OriginalCommandOpaqueReason {
    /// The command was withheld by redaction.
    Redacted,
    /// The command was cut by truncation.
    Truncated,
    /// The shell source runs several commands (pipes, `&&`, ...).
    CompoundShell,
    /// The shell source computes its command at run time (variables, substitutions).
    DynamicShell,
    /// The agent's protocol does not give the command in a form the adapter can read.
    UnsupportedProtocol,
}

/// A command invocation as the adapter confirmed it from the agent's protocol, told apart by
/// `state`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum OriginalCommandInvocation {
    /// The argv is known: the protocol supplied it, or its grammar yields exactly one
    /// invocation.
    Available {
        /// The program run.
        executable: String,
        /// Its arguments, token by token as at the native execution boundary.
        args: Vec<String>,
    },
    /// The command cannot safely be turned back into argv.
    Opaque {
        /// Why.
        reason: OriginalCommandOpaqueReason,
    },
}

/// The normalizer profile that produced a logical invocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum LogicalCommandNormalizer {
    /// The only profile: NiceEval's `logical-command/v1`.
    #[serde(rename = "logical-command/v1")]
    LogicalCommandV1,
}

/// How the logical invocation was derived from the original one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum LogicalCommandNormalization {
    /// The original invocation, unchanged.
    Identity,
    /// A `pnpm exec` wrapper was removed.
    PnpmExec,
    /// An `npx` wrapper was removed.
    Npx,
}

/// Why no logical invocation could be derived, told apart by `reason`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum LogicalCommandOpaqueReason {
    /// The original invocation is itself opaque.
    OriginalOpaque {
        /// Why the original invocation is opaque.
        #[serde(rename = "originalReason")]
        original_reason: OriginalCommandOpaqueReason,
    },
    /// A wrapper (`pnpm exec`, `npx`) is used in a form the normalizer does not support.
    UnsupportedWrapperForm,
    /// The program a wrapper runs cannot be determined unambiguously.
    AmbiguousWrapperTarget,
    /// The invocation runs more than one program.
    MultipleExecutions,
}

/// A command invocation normalized for matching (so that `pnpm exec niceeval view` matches
/// `niceeval view`), told apart by `state`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum LogicalCommandInvocation {
    /// Normalization succeeded.
    Available {
        /// The program run, once wrappers are removed.
        executable: String,
        /// Its arguments.
        args: Vec<String>,
        /// The normalizer profile.
        normalizer: LogicalCommandNormalizer,
        /// How this invocation was derived from the original one.
        normalization: LogicalCommandNormalization,
    },
    /// No logical invocation could be derived; `reason` says why.
    Opaque {
        /// The normalizer profile.
        normalizer: LogicalCommandNormalizer,
        /// Why, with `originalReason` when the original invocation was already opaque.
        #[serde(flatten)]
        reason: LogicalCommandOpaqueReason,
    },
}

/// The adapter's classification of one tool operation as a command invocation or not, told
/// apart by `kind`. Never derived from the tool's name or input.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum CommandProjection {
    /// The adapter confirmed that the operation is not a command.
    NotCommand,
    /// The operation is a command invocation.
    Command {
        /// The invocation as the agent's protocol gave it.
        original: OriginalCommandInvocation,
        /// The invocation normalized for command matchers.
        logical: LogicalCommandInvocation,
    },
}

/// What an `operation.started` starts, told apart by `kind`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Operation {
    /// A tool call.
    Tool {
        /// The tool's name as the agent calls it, e.g. `Bash`.
        name: String,
        /// The tool's input.
        input: JsonValue,
        /// The tool's canonical name, e.g. `shell`, when the adapter normalizes it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "ToolName")]
        tool: Option<ToolName>,
        /// Whether the call is a command, and which. Optional only so that adapters not yet
        /// migrated keep working: when it is absent, command evidence is unavailable, and
        /// consumers must not rebuild it from the name, input or shell text.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "CommandProjection")]
        command: Option<CommandProjection>,
    },
    /// A task delegated to a sub-agent, which the system under test waits for.
    Subagent {
        /// The sub-agent's name, e.g. `researcher`.
        name: String,
        /// The sub-agent's URL, for remote sub-agents only.
        #[serde(rename = "remoteUrl", default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "String")]
        remote_url: Option<String>,
    },
}

/// A tool call or sub-agent delegation started. Paired with the `operation.finished` of the
/// same `operationId` and `kind`; an operation that never finishes is pending (e.g. a tool call
/// parked on a human's approval).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OperationStartedEvent {
    /// The envelope fields.
    #[serde(flatten)]
    pub envelope: EventEnvelope,
    /// The operation's id, shared with its `operation.finished`: the agent's own id where it
    /// has one (AI SDK `toolCallId`, Anthropic `tool_use.id`), otherwise synthesized in order.
    pub operation_id: String,
    /// What was started.
    pub operation: Operation,
}

/// A tool call or sub-agent delegation finished, paired with its `operation.started` by
/// `operationId`; two forms told apart by `kind`. An absent `output` means the output is
/// unavailable, not empty.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OperationFinishedEvent {
    /// A tool call finished.
    Tool {
        /// The envelope fields.
        #[serde(flatten)]
        envelope: EventEnvelope,
        /// The id of the `operation.started` this finish belongs to.
        #[serde(rename = "operationId")]
        operation_id: String,
        /// What the tool returned; absent when it was not captured.
        #[serde(
            default,
            deserialize_with = "crate::presence::present",
            skip_serializing_if = "Option::is_none"
        )]
        #[schemars(with = "JsonValue")]
        output: Option<JsonValue>,
        /// How the call ended; only tool calls can be rejected by a human.
        status: ActionStatus,
    },
    /// A sub-agent delegation finished.
    Subagent {
        /// The envelope fields.
        #[serde(flatten)]
        envelope: EventEnvelope,
        /// The id of the `operation.started` this finish belongs to.
        #[serde(rename = "operationId")]
        operation_id: String,
        /// What the sub-agent returned; absent when it was not captured.
        #[serde(
            default,
            deserialize_with = "crate::presence::present",
            skip_serializing_if = "Option::is_none"
        )]
        #[schemars(with = "JsonValue")]
        output: Option<JsonValue>,
        /// How the delegation ended.
        status: SubagentStatus,
    },
}

/// A skill was loaded. The adapter recognizes skill loads in its agent's protocol and reports
/// them as events of their own, so renderers need not guess from tool names or text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SkillLoadedEvent {
    /// The envelope fields.
    #[serde(flatten)]
    pub envelope: EventEnvelope,
    /// The skill's name.
    pub skill: String,
    /// The `operationId` of the tool operation that loaded the skill, only when the agent's
    /// protocol expresses skill loads as tool calls that can be correlated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub operation_id: Option<String>,
}

/// The agent stopped to wait for a human (HITL). One event per pending question; the turn's
/// `status` is then `waiting`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InputRequestedEvent {
    /// The envelope fields.
    #[serde(flatten)]
    pub envelope: EventEnvelope,
    /// What the agent is asking.
    pub request: InputRequest,
}

/// Thinking (reasoning) text of the model, not part of its reply.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThinkingEvent {
    /// The envelope fields.
    #[serde(flatten)]
    pub envelope: EventEnvelope,
    /// The thinking text.
    pub text: String,
}

/// Text the system under test put into the model's context without dressing it as a message,
/// e.g. what a Claude Code `SessionStart` or `UserPromptSubmit` hook prepends before a turn.
/// Only injections with actual text are reported.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContextInjectedEvent {
    /// The envelope fields.
    #[serde(flatten)]
    pub envelope: EventEnvelope,
    /// The injected text.
    pub text: String,
    /// Where the text came from, e.g. the hook's name, passed through as the agent's protocol
    /// gives it: an open set, not an enum.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub source: Option<String>,
}

/// The agent's context was compacted (summarized or truncated), typically by a coding-agent CLI
/// whose context filled up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompactionEvent {
    /// The envelope fields.
    #[serde(flatten)]
    pub envelope: EventEnvelope,
    /// Why the context was compacted, when the agent says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "String")]
    pub reason: Option<String>,
}

/// An error occurred during the turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorEvent {
    /// The envelope fields.
    #[serde(flatten)]
    pub envelope: EventEnvelope,
    /// The error message.
    pub message: String,
}

event_union! {
    /// One event of NiceEval's standard event stream, tagged by `type`: what the agent under
    /// test did in a turn, in the order it happened. Consumers skip types they do not know.
    tag = "type";
    pub enum StreamEvent {
        /// Text the agent said, or the user's input.
        "message" => Message(MessageEvent),
        /// A tool call or sub-agent delegation started.
        "operation.started" => OperationStarted(OperationStartedEvent),
        /// A tool call or sub-agent delegation finished.
        "operation.finished" => OperationFinished(OperationFinishedEvent),
        /// A skill was loaded.
        "skill.loaded" => SkillLoaded(SkillLoadedEvent),
        /// The agent stopped for human input.
        "input.requested" => InputRequested(InputRequestedEvent),
        /// Thinking text.
        "thinking" => Thinking(ThinkingEvent),
        /// Context text was injected outside any message.
        "context.injected" => ContextInjected(ContextInjectedEvent),
        /// The context was compacted.
        "compaction" => Compaction(CompactionEvent),
        /// An error occurred.
        "error" => Error(ErrorEvent),
    }
}

const STREAM_EVENT_DESCRIPTION: &str = "One event of NiceEval's standard event stream, tagged by \
    `type`: what the agent under test did in a turn, in the order it happened. Consumers skip \
    types they do not know.";

/// `Turn.events` refers to the union by name: the same `oneOf` as the document's root, its
/// catch-all member included, so a recorded turn may hold event types this version does not
/// list, as the stream itself may (an event of a listed type is still checked against it).
impl JsonSchema for StreamEvent {
    fn schema_name() -> Cow<'static, str> {
        "StreamEvent".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": STREAM_EVENT_DESCRIPTION,
            "oneOf": [
                generator.subschema_for::<MessageEvent>(),
                generator.subschema_for::<OperationStartedEvent>(),
                generator.subschema_for::<OperationFinishedEvent>(),
                generator.subschema_for::<SkillLoadedEvent>(),
                generator.subschema_for::<InputRequestedEvent>(),
                generator.subschema_for::<ThinkingEvent>(),
                generator.subschema_for::<ContextInjectedEvent>(),
                generator.subschema_for::<CompactionEvent>(),
                generator.subschema_for::<ErrorEvent>(),
                catch_all("type", "StreamEvent", Self::TAGS.iter().copied()),
            ],
        })
    }
}

/// How completely one evidence channel is covered, told apart by `status`. There is no
/// implicit fourth "unknown" state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum EvidenceCoverageEntry {
    /// The channel is complete: evidence missing from it means the thing did not happen. A
    /// complete channel carries no `reason`.
    #[schemars(transform = forbid_reason)]
    Complete,
    /// Some of the channel's evidence may be missing.
    Partial {
        /// Why the channel is not complete.
        reason: String,
    },
    /// The channel's evidence is not available at all.
    Unavailable {
        /// Why the channel is not available.
        reason: String,
    },
}

/// Upstream types the complete entry's `reason` as `never`: present, it contradicts the status.
fn forbid_reason(schema: &mut Schema) {
    if let Some(properties) = schema
        .ensure_object()
        .entry("properties")
        .or_insert_with(|| Value::Object(serde_json::Map::new()))
        .as_object_mut()
    {
        properties.insert("reason".to_owned(), Value::Bool(false));
    }
}

/// An agent's default evidence coverage, declared for all six channels in its adapter's
/// definition (not sent with events; published as the reference for `TurnEvidenceCoverage`).
/// Coverage decides how assertions evaluate: a positive assertion that finds nothing fails on a
/// complete channel and is `unavailable` otherwise; negative assertions and token or cost
/// limits are `unavailable` unless their channel is complete.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvidenceCoverage {
    /// The event stream as a whole (the basis of event, absence and order assertions).
    pub events: EvidenceCoverageEntry,
    /// Tool-operation lifecycles (the basis of positive and negative tool assertions, ordering
    /// and failures).
    pub actions: EvidenceCoverageEntry,
    /// Assistant and user messages (the basis of reply and message assertions).
    pub messages: EvidenceCoverageEntry,
    /// Usage (the basis of token and cost limits).
    pub usage: EvidenceCoverageEntry,
    /// Whether `Turn.status` is truthful (the basis of succeeded and parked checks); a mapping
    /// that always reports `completed` must declare it incomplete.
    pub status: EvidenceCoverageEntry,
    /// `Turn.data`, the structured output that `t.check(turn.data, ...)` checks.
    pub data: EvidenceCoverageEntry,
}

/// One turn's downgrades of its agent's default coverage (`EvidenceCoverage`): only the
/// channels that are worse in this turn, e.g. the stream broke or usage was unavailable.
/// Omitted channels keep the agent's declaration; a turn cannot raise a channel to `complete`
/// that the agent did not declare complete.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TurnEvidenceCoverage {
    /// The event stream as a whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "EvidenceCoverageEntry")]
    pub events: Option<EvidenceCoverageEntry>,
    /// Tool-operation lifecycles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "EvidenceCoverageEntry")]
    pub actions: Option<EvidenceCoverageEntry>,
    /// Assistant and user messages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "EvidenceCoverageEntry")]
    pub messages: Option<EvidenceCoverageEntry>,
    /// Usage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "EvidenceCoverageEntry")]
    pub usage: Option<EvidenceCoverageEntry>,
    /// Whether `Turn.status` is truthful.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "EvidenceCoverageEntry")]
    pub status: Option<EvidenceCoverageEntry>,
    /// `Turn.data`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "EvidenceCoverageEntry")]
    pub data: Option<EvidenceCoverageEntry>,
}

/// What an adapter's `send` returns for one turn: the event stream, which NiceEval's
/// assertions read, plus the turn's structured output, status, usage and coverage downgrades.
/// Not an event: it is published in the same document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    /// The turn's events, in the order they happened. The union is open here as in the
    /// stream: an event of a type this version does not list is accepted (consumers skip it).
    pub events: Vec<StreamEvent>,
    /// The turn's structured output, only when the application's response itself is a
    /// structured object (extraction, classification, forms), for `t.check(turn.data, ...)`.
    /// Absent when the agent answers in text only.
    #[serde(
        default,
        deserialize_with = "crate::presence::present",
        skip_serializing_if = "Option::is_none"
    )]
    #[schemars(with = "JsonValue")]
    pub data: Option<JsonValue>,
    /// How the turn ended.
    pub status: TurnStatus,
    /// The turn's token usage; absent when the agent cannot report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Usage")]
    pub usage: Option<Usage>,
    /// This turn's downgrades of the agent's default evidence coverage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(with = "TurnEvidenceCoverage")]
    pub evidence_coverage: Option<TurnEvidenceCoverage>,
}

/// The `v2` document.
pub fn document(family: &Family, version: &Version) -> Value {
    StreamEvent::register(DocumentBuilder::new())
        .also::<Turn>()
        .also::<EvidenceCoverage>()
        .build(family, version)
}
