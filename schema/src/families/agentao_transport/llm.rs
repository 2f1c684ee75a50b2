//! One provider call: `llm_call_started`, `llm_retry`, `thinking`, `llm_text`,
//! `llm_call_delta`, `llm_call_completed` and `llm_call_io`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

open_data! {
    /// The payload of `llm_call_started`: metadata about the call, taken before the provider is
    /// called. The reference page does not itemize it. agentao's 0.4 source sends `attempt`
    /// (1-based, per turn), `model`, `temperature`, `max_tokens`, `n_messages`,
    /// `n_tool_messages`, `n_system_reminder_blocks`, `system_prompt_hash`, `tools_hash` and
    /// `tool_count`.
    LlmCallStartedData
}

agent_event! {
    /// A provider call is about to be made: sent before every call, with the call's metadata.
    /// For metrics and debugging.
    LlmCallStartedEvent(LlmCallStartedData)
}

/// The payload of `llm_retry`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct LlmRetryData {
    /// Which retry this is, from 1 (the first request is not a retry).
    #[schemars(range(min = 1))]
    pub retry: u32,
    /// How many retries are allowed in all (4 by default: 5 attempts).
    pub max_retries: u32,
    /// How long agentao waits before retrying, in seconds (with jitter, so fractional; at
    /// most 60). `0` for a parameter repair or non-streaming fallback.
    #[schemars(range(min = 0))]
    pub delay_s: f64,
    /// Why the call is retried: `status=<code>` for an HTTP status (e.g. `status=503`), an
    /// exception class name (`RemoteProtocolError`, `ReadTimeout`, `StreamEndedEarlyError`,
    /// ...), or `parameter_repair` / `streaming_unsupported` for a resend after reasoning was
    /// shown. Never the provider's error text.
    pub reason: String,
}

agent_event! {
    /// A provider call failed with a retryable error and agentao is about to wait and retry:
    /// sent before the backoff wait. Only before any answer text was shown (a call that already
    /// streamed text is not retried), so it never interleaves with `llm_text`; reasoning may
    /// have streamed, and a UI may treat this event as a reset signal. Also sent, with
    /// `delay_s: 0`, when a parameter repair or non-streaming fallback resends the request after
    /// reasoning was shown. The CLI prints `Reconnecting... 1/4`. Since agentao 0.5.4.
    LlmRetryEvent(LlmRetryData)
}

/// The payload of `thinking`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ThinkingData {
    /// A sanitized chunk of reasoning. Append chunks in order: within one successful attempt
    /// they join to the reasoning kept in history.
    pub text: String,
}

agent_event! {
    /// A chunk of the model's reasoning (o1, Claude thinking, ...), in tool-call rounds and final
    /// answers alike. Reasoning streams in provider order, so it precedes the text after it;
    /// with a host `llm_client=` that never calls `on_reasoning_chunk`, the whole reasoning
    /// arrives once after the call, after the text. Chunks are never withdrawn: after a retry,
    /// the next attempt's reasoning follows the failed one's. Answer text is never sent as
    /// `thinking`. Typical use: a collapsed "thinking" panel.
    ThinkingEvent(ThinkingData)
}

/// The payload of `llm_text`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct LlmTextData {
    /// A chunk of user-visible text: a few letters, half a word or a whole paragraph. Only the
    /// order is guaranteed, not the granularity.
    pub chunk: String,
}

agent_event! {
    /// A chunk of user-visible text streamed by the LLM; append it to the reply area. Text of a
    /// call that ends in tool calls streams too. The stable way to get the same text is
    /// `agent.astream()` (family `agentao.stream`).
    LlmTextEvent(LlmTextData)
}

open_data! {
    /// The payload of `llm_call_delta`: the messages the call added to the history since the
    /// previous call. The reference page does not itemize it. agentao's 0.4 source sends
    /// `attempt`, `delta_start_index`, `total_messages` and `added_messages` (a list of
    /// chat messages).
    LlmCallDeltaData
}

agent_event! {
    /// The messages a provider call added to the history: a compact form for session replay.
    LlmCallDeltaEvent(LlmCallDeltaData)
}

/// The payload of `llm_call_completed`: usage and finish metadata. Token counts are the
/// provider's, never priced; the cache and reasoning counts are parts of `prompt_tokens` and
/// `completion_tokens`, not additions. Early 0.4 releases sent no `model_latency_ms` or
/// `first_token_ms` (and an `attempt` number, 1-based per turn, that the page does not list).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct LlmCallCompletedData {
    /// How long the call took, in milliseconds.
    pub duration_ms: u64,
    /// The same value as `duration_ms` under a name closer to its intent: the model's total
    /// generation latency, in milliseconds.
    pub model_latency_ms: u64,
    /// Time to the first streamed answer text, in milliseconds from the start of the call (not
    /// reset by retries); `null` when the call streamed no text (a tool-call-only response, or
    /// a failure before the first delta). On reasoning models this is the wait for the answer;
    /// see `first_reasoning_ms`.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<u64>")]
    pub first_token_ms: Option<u64>,
    /// Time to the first streamed reasoning, in milliseconds from the start of the call (not
    /// reset by retries, so after a stream broke mid-reasoning it is the failed attempt's);
    /// `null` when the call streamed no reasoning, including with a host `llm_client=` that
    /// hands reasoning over only at the end. Close to `duration_ms` on non-streaming paths.
    /// Listed by the reference page, not by the older docs: may be absent.
    #[serde(default)]
    pub first_reasoning_ms: Option<u64>,
    /// Input tokens, cache reads and writes included; `null` when the response carried no
    /// usage (and on the error path).
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<u64>")]
    pub prompt_tokens: Option<u64>,
    /// Output tokens, reasoning included; `null` when the response carried no usage.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<u64>")]
    pub completion_tokens: Option<u64>,
    /// The provider's finish reason (`stop`, `length`, `tool_calls`, ...); `null` when the
    /// provider gave none or the call failed.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<String>")]
    pub finish_reason: Option<String>,
    /// The part of `prompt_tokens` read from the provider's cache (Anthropic
    /// `cache_read_input_tokens`; Chat Completions `prompt_tokens_details.cached_tokens`;
    /// openai-responses `input_tokens_details`). `null` when the response carried no usage, `0`
    /// when the provider did not report it. Since agentao 0.5.1.
    #[serde(default)]
    pub cache_read_tokens: Option<u64>,
    /// The part of `prompt_tokens` written to the provider's cache (Anthropic
    /// `cache_creation_input_tokens`; Chat Completions `prompt_tokens_details.cache_write_tokens`,
    /// only where the SDK reports it, i.e. openai 3.x on). `null` when the response carried no
    /// usage, `0` when the provider did not report it. Since agentao 0.5.1.
    #[serde(default)]
    pub cache_creation_tokens: Option<u64>,
    /// The part of `completion_tokens` spent on reasoning (Chat Completions
    /// `completion_tokens_details.reasoning_tokens`; openai-responses
    /// `output_tokens_details.reasoning_tokens`; always `0` on anthropic-messages, whose output
    /// count already includes thinking). `null` when the response carried no usage, `0` when
    /// the provider did not report it. Since agentao 0.5.15.
    #[serde(default)]
    pub reasoning_tokens: Option<u64>,
    /// `error` when the call failed (agentao's source also writes `ok` on success). Present on
    /// the error path.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub status: Option<String>,
    /// The exception's class name when the call failed; `null` or absent otherwise.
    #[serde(default)]
    pub error_class: Option<String>,
    /// The exception's message when the call failed (truncated to 500 characters); `null` or
    /// absent otherwise.
    #[serde(default)]
    pub error_message: Option<String>,
    /// On the error path: whether any answer text had already reached the host (decides
    /// between regenerating from scratch and resuming). Reasoning may have streamed even when
    /// `false`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "bool")]
    pub streamed: Option<bool>,
}

agent_event! {
    /// A provider call finished, successfully or not: its duration, latencies, token usage and
    /// finish reason. For metrics, cost accounting and debugging: `first_token_ms` (or
    /// `first_reasoning_ms` on reasoning models) against `model_latency_ms` separates queueing
    /// and time-to-first-token from total generation time.
    LlmCallCompletedEvent(LlmCallCompletedData)
}

open_data! {
    /// The payload of `llm_call_io`: the call's full prompt and tool payload. The reference
    /// page does not itemize it. agentao's 0.4 source sends `attempt`, `messages` (the whole
    /// message list) and `tools` (the tool schemas). Treat as sensitive.
    LlmCallIoData
}

agent_event! {
    /// The full prompt and tools of a provider call, sent only when deep capture is enabled.
    /// For offline debugging; treat as sensitive content.
    LlmCallIoEvent(LlmCallIoData)
}
