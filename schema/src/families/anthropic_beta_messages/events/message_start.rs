//! Types of `types/beta/beta_raw_message_start_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The SDK's `BetaRawMessageStartEvent`.
///
/// (`BetaRawMessageStartEvent`, `types/beta/beta_raw_message_start_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaRawMessageStartEvent {
    /// The `message` field (not described by the SDK).
    pub message: BetaMessage,
}
