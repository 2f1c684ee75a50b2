//! What a run's events carry besides messages: the outcomes of runs and subagents, interrupts,
//! token usage, and the tools, context and resume entries of a run request. Unchanged from 1.0
//! to 1.1.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{Metadata, at_least_one};

/// Why a run ended (upstream `$defs/RunFinishedOutcome`), discriminated by `type`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum RunFinishedOutcome {
    /// The run completed. Equivalent to an absent outcome (upstream
    /// `$defs/RunFinishedSuccessOutcome`).
    Success {
        /// The tool calls this run started and left unanswered (no `TOOL_CALL_RESULT` in the
        /// run), for the application to answer in the next input's messages, in the order they
        /// were made. Absent or empty means the producer named none.
        #[serde(
            rename = "pendingToolCallIds",
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Vec<String>")]
        pending_tool_call_ids: Option<Vec<String>>,
    },
    /// The run is paused, waiting for something outside it (upstream
    /// `$defs/RunFinishedInterruptOutcome`). Resuming means starting a new run whose resume
    /// entries answer these interrupts.
    Interrupt {
        /// What the run is waiting for. At least one.
        #[serde(deserialize_with = "at_least_one")]
        #[schemars(length(min = 1))]
        interrupts: Vec<Interrupt>,
    },
    /// The run was stopped before it completed, by whoever was running it, and did not fail
    /// (upstream `$defs/RunFinishedCancelledOutcome`).
    Cancelled {},
}

/// Why a subagent's segment of a run ended (upstream `$defs/SubagentFinishedOutcome`),
/// discriminated by `type`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum SubagentFinishedOutcome {
    /// The subagent completed its work. Equivalent to an absent outcome.
    Success {},
    /// The subagent is paused awaiting outside input. Terminal for this stream, not for the
    /// subagent: a later run may continue the same invocation.
    Suspended {
        /// The run-level interrupts (`Interrupt.id`) this subagent raised itself. May be empty
        /// or absent.
        #[serde(
            rename = "interruptIds",
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Vec<String>")]
        interrupt_ids: Option<Vec<String>>,
    },
}

/// Something a run needs from outside before it can continue, such as an approval or a missing
/// value (upstream `$defs/Interrupt`, composing `Attributable`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Interrupt {
    /// Identifies the interrupt. A resume entry answers it by this id.
    pub id: String,
    /// Why the run stopped. An open string rather than an enumeration.
    pub reason: String,
    /// A human-readable prompt for whoever answers.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub message: Option<String>,
    /// The tool call this interrupt concerns, when it is a tool approval.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub tool_call_id: Option<String>,
    /// A JSON Schema describing the answer this interrupt expects. Carried opaquely, open by
    /// key; restricted to an object as TypeScript and Python declare it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub response_schema: Option<Map<String, Value>>,
    /// When the interrupt stops being answerable. Deliberately unconstrained rather than a
    /// date-time format; the documented convention is ISO 8601.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub expires_at: Option<String>,
    /// Extra information attached to this interrupt.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
    /// The subagent invocation this belongs to. Absent means the parent agent (from
    /// `Attributable`).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub subagent_run_id: Option<String>,
}

/// Token counts for one provider and model (upstream `$defs/TokenUsage`): every count is either
/// a total or a named part of one. `inputTokens` and `outputTokens` are the totals;
/// `reasoningTokens`, `cachedInputTokens` and `cacheWriteInputTokens` are parts of them;
/// `totalTokens` is the two totals summed. Every count is an integer in [0, 2^53-1].
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct TokenUsage {
    /// Which provider served the request.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub provider: Option<String>,
    /// Which model served the request.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub model: Option<String>,
    /// Every prompt token the call was charged for, cache reads and writes included.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub input_tokens: Option<u64>,
    /// Every generated token, reasoning included where the provider distinguishes it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub output_tokens: Option<u64>,
    /// `inputTokens` plus `outputTokens`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub total_tokens: Option<u64>,
    /// Output tokens spent on reasoning. Part of `outputTokens`, not in addition to it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub reasoning_tokens: Option<u64>,
    /// Input tokens read from a provider cache. Part of `inputTokens`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub cached_input_tokens: Option<u64>,
    /// Input tokens written to a provider cache on this call. Part of `inputTokens`, disjoint
    /// from `cachedInputTokens`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub cache_write_input_tokens: Option<u64>,
}

/// A named piece of ambient information given to the agent for the run, distinct from the
/// conversation (upstream `$defs/Context`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Context {
    /// What this context is, for the agent to interpret.
    pub description: String,
    /// The context itself.
    pub value: String,
}

/// A tool the agent may call (upstream `$defs/Tool`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Tool {
    /// The tool's name, as the agent will call it.
    pub name: String,
    /// What the tool does, for the agent to decide when to use it.
    pub description: String,
    /// A JSON Schema describing the tool's arguments, carried opaquely. Any JSON value except
    /// null.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::families::ag_ui::v1_0::non_null"
    )]
    #[schemars(with = "Value", extend("not" = { "type": "null" }))]
    pub parameters: Option<Value>,
    /// Extra information about the tool.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
}

/// Whether an interrupt was answered or abandoned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ResumeStatus {
    /// Answered.
    Resolved,
    /// Abandoned.
    Cancelled,
}

/// An answer to one interrupt, sent on the run that continues from it (upstream
/// `$defs/ResumeEntry`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ResumeEntry {
    /// The interrupt being answered.
    pub interrupt_id: String,
    /// Whether the interrupt was answered or abandoned.
    pub status: ResumeStatus,
    /// The answer the agent asked for and will act on. Any JSON value except null.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::families::ag_ui::v1_0::non_null"
    )]
    #[schemars(with = "Value", extend("not" = { "type": "null" }))]
    pub payload: Option<Value>,
    /// Envelope information about the response, such as signatures or routing keys.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
}
