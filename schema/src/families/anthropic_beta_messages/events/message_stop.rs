//! Types of `types/beta/beta_raw_message_stop_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `BetaRawMessageStopEvent`.
///
/// (`BetaRawMessageStopEvent`, `types/beta/beta_raw_message_stop_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaRawMessageStopEvent {}
