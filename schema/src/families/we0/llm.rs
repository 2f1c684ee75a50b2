//! Model stream events: the incremental output and tool traffic of one model call (step),
//! defined upstream in `we0agent.domain.events`.
//!
//! Output comes in segments: a `*-start`, any number of `*-delta`s and a `*-end` that share one
//! `id`. Almost every event may carry `metadata`, extra information the provider passed through.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Why a model call stopped, normalized to OpenAI Chat Completions semantics. Some values are
/// specific to one provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum NormalizedFinishReason {
    /// The model ended normally.
    Stop,
    /// The model asked for tool calls.
    ToolCalls,
    /// The output was cut off at the length limit.
    Length,
    /// The output hit a content filter.
    ContentFilter,
    /// The model ended with a legacy (pre-tools) function call.
    FunctionCall,
    /// A guardrail intervened (Amazon Bedrock only).
    GuardrailIntervened,
    /// The model reached its end-of-sequence token.
    Eos,
    /// The provider gave no finish reason.
    FinishReasonUnspecified,
    /// The model produced a malformed function call (Vertex AI only).
    MalformedFunctionCall,
}

/// Token usage of a model call or of a whole request. Its keys are not defined on We0Agent's
/// documentation page, so it is an open object: expect token counts (for example input, output
/// and total tokens), possibly with nested details, and read every key as optional.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct UsageMetadata(pub Map<String, Value>);

/// A text segment of the model's answer starts; `text-delta`s with the same `id` follow.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TextStartEvent {
    /// The text segment's id, shared by its `text-start`, `text-delta`s and `text-end`.
    pub id: String,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A piece of a text segment of the model's answer; concatenate the `text` of every
/// `text-delta` with the same `id`, in order, to get the segment.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TextDeltaEvent {
    /// The id of the text segment this piece belongs to.
    pub id: String,
    /// The new text, appended to what the segment has so far.
    pub text: String,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A text segment of the model's answer ends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TextEndEvent {
    /// The text segment's id.
    pub id: String,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A reasoning (chain-of-thought) segment starts. Reasoning events come only from providers
/// that expose their reasoning; they are shaped like the text events.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReasoningStartEvent {
    /// The reasoning segment's id, shared by its `reasoning-start`, `reasoning-delta`s and
    /// `reasoning-end`.
    pub id: String,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A piece of a reasoning segment; concatenate the `text` of every `reasoning-delta` with the
/// same `id`, in order, to get the segment.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReasoningDeltaEvent {
    /// The id of the reasoning segment this piece belongs to.
    pub id: String,
    /// The new reasoning text, appended to what the segment has so far.
    pub text: String,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A reasoning segment ends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReasoningEndEvent {
    /// The reasoning segment's id.
    pub id: String,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// The model decided to call a tool and starts streaming the call's input;
/// `tool-input-delta`s with the same `id` and `name` follow.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolInputStartEvent {
    /// The tool call's id, shared by every input, call, result and error event of the call.
    pub id: String,
    /// The name of the tool called.
    pub name: String,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A piece of a tool call's input. Unlike the other model stream events it never carries
/// `metadata`. The pieces only make the input once concatenated; the complete input is the
/// `input` of the `tool-call` event, which is authoritative.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolInputDeltaEvent {
    /// The tool call's id.
    pub id: String,
    /// The name of the tool called.
    pub name: String,
    /// The new piece of the input, usually a fragment of a JSON string: not parseable alone.
    pub text: String,
}

/// A tool call's input has finished streaming; a `tool-call` with the complete input follows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolInputEndEvent {
    /// The tool call's id.
    pub id: String,
    /// The name of the tool called.
    pub name: String,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A tool call whose input is complete, about to run; a `tool-result` (success) or a
/// `tool-error` (failure) with the same `id` follows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolCallEvent {
    /// The tool call's id.
    pub id: String,
    /// The name of the tool called.
    pub name: String,
    /// The complete input of the call, usually a JSON object of arguments; any JSON value.
    pub input: Value,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A tool call succeeded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolResultEvent {
    /// The tool call's id.
    pub id: String,
    /// The name of the tool called.
    pub name: String,
    /// What the tool returned; any JSON value, `null` included.
    pub result: Value,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A tool call failed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolErrorEvent {
    /// The tool call's id.
    pub id: String,
    /// The name of the tool called.
    pub name: String,
    /// A human-readable error message.
    pub message: String,
    /// The original error object, when there is one; any JSON value, `null` included.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Value")]
    pub error: Option<Value>,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// A model call (step) starts. It has no optional key: no `metadata`, and it is numbered by
/// `index`, not identified by an `id`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StepStartEvent {
    /// The step's number within the request, from 0.
    pub index: u64,
}

/// A model call (step) finished.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StepFinishEvent {
    /// The step's number within the request, from 0; the `index` of its `step-start`.
    pub index: u64,
    /// Why the step's model call stopped.
    pub reason: NormalizedFinishReason,
    /// The step's token usage, when the provider reported it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "UsageMetadata")]
    pub usage: Option<UsageMetadata>,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// The whole request finished: every step has ended. Every key is optional.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FinishEvent {
    /// Why the request ended, when known; read it with `event.get("reason")`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "NormalizedFinishReason")]
    pub reason: Option<NormalizedFinishReason>,
    /// The whole request's token usage, when reported.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "UsageMetadata")]
    pub usage: Option<UsageMetadata>,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}

/// The provider returned an error during a model call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProviderErrorEvent {
    /// A human-readable error message.
    pub message: String,
    /// The original error object, when there is one; any JSON value, `null` included.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Value")]
    pub error: Option<Value>,
    /// The provider's error code, when it gave one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub code: Option<String>,
    /// The HTTP status code of the provider's response, when there was one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "i64")]
    pub status_code: Option<i64>,
    /// Whether the failed call may be retried, when the provider said.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "bool")]
    pub retryable: Option<bool>,
    /// Extra information the provider passed through, as-is; absent when there is none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub metadata: Option<Map<String, Value>>,
}
