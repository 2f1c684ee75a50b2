//! Types of `types/responses/response_text_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when text content is finalized.
///
/// (`ResponseTextDoneEvent`, `types/responses/response_text_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseTextDoneEvent {
    /// The index of the content part that the text content is finalized.
    pub content_index: i64,
    /// The ID of the output item that the text content is finalized.
    pub item_id: String,
    /// The log probabilities of the tokens in the delta.
    pub logprobs: Vec<ResponseTextDoneEventLogprob>,
    /// The index of the output item that the text content is finalized.
    pub output_index: i64,
    /// The sequence number for this event.
    pub sequence_number: i64,
    /// The text content that is finalized.
    pub text: String,
}

/// A logprob is the logarithmic probability that the model assigns to producing a particular token
/// at a given position in the sequence. Less-negative (higher) logprob values indicate greater
/// model confidence in that token choice.
///
/// (`Logprob`, `types/responses/response_text_done_event.py`; `Logprob`,
/// `types/responses/response_text_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseTextDoneEventLogprob {
    /// A possible text token.
    pub token: String,
    /// The log probability of this token.
    pub logprob: f64,
    /// The log probabilities of up to 20 of the most likely tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_logprobs: Option<Vec<ResponseTextDoneEventLogprobTopLogprob>>,
}

/// The SDK's `LogprobTopLogprob`.
///
/// (`LogprobTopLogprob`, `types/responses/response_text_done_event.py`; `LogprobTopLogprob`,
/// `types/responses/response_text_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseTextDoneEventLogprobTopLogprob {
    /// A possible text token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// The log probability of this token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logprob: Option<f64>,
}
