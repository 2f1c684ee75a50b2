//! Session events: the engine's orchestration of a whole request (steps, status, file diff,
//! errors, retries, context compaction), defined upstream in `we0agent.domain.events`. Every
//! session event carries a `timestamp`.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

/// What the engine does after a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum StepResult {
    /// Go on with the next step.
    Continue,
    /// Compact the context first (a `session.compaction.started` follows).
    Compact,
    /// The request is over.
    Stop,
    /// The step failed; `error` says why.
    Error,
}

/// Why the assistant's answer in a step ended, as the engine classifies it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AssistantFinish {
    /// The assistant finished its answer.
    Stop,
    /// The assistant asked for tool calls.
    ToolCalls,
    /// Any other or no known reason.
    Unknown,
}

/// The engine starts a step (one model call).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionStepStartedEvent {
    /// The step's number within the request, from 0.
    pub step_index: u64,
    /// The id of the agent that runs the step.
    pub agent: String,
    /// The id of the model the step calls.
    pub model_id: String,
    /// The id of the model's provider, when known.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub provider_id: Option<String>,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// The engine ended a step, and says what comes next.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionStepEndedEvent {
    /// The step's number within the request; the `step_index` of its `session.step.started`.
    pub step_index: u64,
    /// What the engine does after the step.
    pub result: StepResult,
    /// Why the assistant's answer ended, when known.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "AssistantFinish")]
    pub finish_reason: Option<AssistantFinish>,
    /// The error message; present when `result` is `error`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub error: Option<String>,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// The session is idle: no request is running.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(transform = tag_idle)]
pub struct IdleStatus {}

/// The session is busy: a request is running.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(transform = tag_busy)]
pub struct BusyStatus {}

/// The session waits to retry a failed request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(transform = tag_retry)]
pub struct RetryStatus {
    /// The number of the retry that is coming.
    pub attempt: u64,
    /// Why the request is retried.
    pub message: String,
    /// When the next retry is due, in milliseconds since the Unix epoch.
    pub next: u64,
}

fn tag_idle(schema: &mut Schema) {
    tag_status(schema, "idle");
}

fn tag_busy(schema: &mut Schema) {
    tag_status(schema, "busy");
}

fn tag_retry(schema: &mut Schema) {
    tag_status(schema, "retry");
}

/// Adds the status tag to a status type's schema as its first required property, as the event
/// document adds an event's tag.
fn tag_status(schema: &mut Schema, value: &str) {
    let object = schema.ensure_object();
    let tag = json!({
        "const": value,
        "type": "string",
        "description": format!("The status type tag: always `{value}`."),
    });
    if let Some(properties) = object
        .entry("properties")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()
    {
        properties.insert("type".to_owned(), tag);
    }
    if let Some(required) = object
        .entry("required")
        .or_insert_with(|| Value::Array(Vec::new()))
        .as_array_mut()
    {
        required.insert(0, Value::String("type".to_owned()));
    }
}

/// What the session is doing, tagged by its own `type`: `idle`, `busy` or `retry`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum SessionStatus {
    /// Idle.
    #[serde(rename = "idle")]
    Idle(IdleStatus),
    /// Busy.
    #[serde(rename = "busy")]
    Busy(BusyStatus),
    /// Waiting to retry.
    #[serde(rename = "retry")]
    Retry(RetryStatus),
}

// Written by hand: schemars would put each variant's tag beside a `$ref` to a closed struct,
// which the struct's `additionalProperties: false` then rejects. Each status type carries its
// own tag instead (see `tag_status`), and the union only refers to them. In Rust, (de)serialize
// a status through `SessionStatus`, which reads and writes the tag; the structs alone do not.
impl JsonSchema for SessionStatus {
    fn schema_name() -> Cow<'static, str> {
        "SessionStatus".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "What the session is doing, tagged by its own `type`: `idle`, \
                `busy` or `retry`.",
            "oneOf": [
                generator.subschema_for::<IdleStatus>(),
                generator.subschema_for::<BusyStatus>(),
                generator.subschema_for::<RetryStatus>(),
            ],
        })
    }
}

/// The session's status changed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionStatusEvent {
    /// The session's new status.
    pub status: SessionStatus,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// How a file changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DiffStatus {
    /// The file was created.
    Added,
    /// The file was deleted.
    Deleted,
    /// The file was changed.
    Modified,
}

/// The change the request made to one file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionDiffItem {
    /// The number of lines added.
    pub additions: u64,
    /// The number of lines deleted.
    pub deletions: u64,
    /// The file's path, when known.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub file: Option<String>,
    /// The change as unified diff text, when available.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub patch: Option<String>,
    /// How the file changed, when known.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "DiffStatus")]
    pub status: Option<DiffStatus>,
}

/// The files the request changed, one item per file (from We0Agent's file snapshots).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionDiffEvent {
    /// The changes, one item per file; may be empty.
    pub diff: Vec<SessionDiffItem>,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// The session failed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionErrorEvent {
    /// A human-readable error message.
    pub message: String,
    /// The error code, when there is one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub code: Option<String>,
    /// The HTTP status code behind the error, when there is one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "i64")]
    pub status_code: Option<i64>,
    /// Whether the request may be retried, when known.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "bool")]
    pub retryable: Option<bool>,
    /// Extra information about the error, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// The engine will retry the request after a failure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionRetriedEvent {
    /// The number of the retry.
    pub attempt: u64,
    /// What caused the retry.
    pub message: String,
    /// When the retry is due, in milliseconds since the Unix epoch.
    pub next_retry_at: u64,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// Context compaction starts: the engine summarizes the conversation to free context space.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionCompactionStartedEvent {
    /// What triggered the compaction (free text; the page lists no values).
    pub trigger: String,
    /// Whether the compaction was triggered by a context overflow.
    pub overflow: bool,
    /// The id of the agent that triggered the compaction.
    pub agent: String,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// Context compaction ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionCompactionEndedEvent {
    /// What triggered the compaction; as in `session.compaction.started`.
    pub trigger: String,
    /// Whether the compaction was triggered by a context overflow.
    pub overflow: bool,
    /// The id of the agent that triggered the compaction.
    pub agent: String,
    /// Whether the context was actually compacted.
    pub compacted: bool,
    /// The error message; present when the compaction failed.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub error: Option<String>,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}
