//! Types of `types/beta/beta_raw_content_block_stop_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `BetaRawContentBlockStopEvent`.
///
/// (`BetaRawContentBlockStopEvent`, `types/beta/beta_raw_content_block_stop_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaRawContentBlockStopEvent {
    /// The `index` field (not described by the SDK).
    pub index: i64,
}
