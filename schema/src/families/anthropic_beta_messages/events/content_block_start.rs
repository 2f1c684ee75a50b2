//! Types of `types/beta/beta_raw_content_block_start_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The SDK's `BetaRawContentBlockStartEvent`.
///
/// (`BetaRawContentBlockStartEvent`, `types/beta/beta_raw_content_block_start_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaRawContentBlockStartEvent {
    /// The `content_block` field (not described by the SDK).
    pub content_block: BetaContentBlock,
    /// The `index` field (not described by the SDK).
    pub index: i64,
}
