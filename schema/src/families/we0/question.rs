//! Question events: interactive questions the agent asks the outside, defined upstream in
//! `we0agent.question.events`. Every question event carries a `timestamp` and the
//! `session_id` of the session that asked.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::JsonValue;

/// The id of a question request: the `request_id` of its `question.asked`, echoed by the
/// `question.replied` or `question.rejected` that settles it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(transparent)]
#[schemars(rename = "QuestionID")]
pub struct QuestionId(pub String);

/// The agent asks the outside a question and waits for a `question.replied` or
/// `question.rejected` with the same `request_id`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuestionAskedEvent {
    /// The question request's id.
    pub request_id: QuestionId,
    /// The id of the session that asks.
    pub session_id: String,
    /// The question: its content, in a shape the page does not define.
    pub payload: JsonValue,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// A question was answered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuestionRepliedEvent {
    /// The id of the session that asked.
    pub session_id: String,
    /// The id of the question request answered.
    pub request_id: QuestionId,
    /// The answers, in a shape the page does not define.
    pub answers: JsonValue,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}

/// A question was rejected: it will not be answered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct QuestionRejectedEvent {
    /// The id of the session that asked.
    pub session_id: String,
    /// The id of the question request rejected.
    pub request_id: QuestionId,
    /// When the event was emitted, in milliseconds since the Unix epoch.
    pub timestamp: u64,
}
