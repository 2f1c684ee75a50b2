//! Types of `types/beta/beta_raw_content_block_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

ref_union! {
    /// One of 6 objects, told apart by their `type`.
    pub enum BetaRawContentBlockDelta {
        /// `text_delta`: BetaTextDelta.
        TextDelta(BetaTextDelta),
        /// `input_json_delta`: BetaInputJSONDelta.
        InputJsonDelta(BetaInputJSONDelta),
        /// `citations_delta`: BetaCitationsDelta.
        CitationsDelta(BetaCitationsDelta),
        /// `thinking_delta`: BetaThinkingDelta.
        ThinkingDelta(BetaThinkingDelta),
        /// `signature_delta`: BetaSignatureDelta.
        SignatureDelta(BetaSignatureDelta),
        /// `compaction_delta`: BetaCompactionContentBlockDelta.
        CompactionDelta(BetaCompactionContentBlockDelta),
    }
}

/// The SDK's `BetaRawContentBlockDeltaEvent`.
///
/// (`BetaRawContentBlockDeltaEvent`, `types/beta/beta_raw_content_block_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaRawContentBlockDeltaEvent {
    /// The `delta` field (not described by the SDK).
    pub delta: BetaRawContentBlockDelta,
    /// The `index` field (not described by the SDK).
    pub index: i64,
}
