//! Types of `types/beta/beta_compaction_content_block_delta.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCompactionContentBlockDeltaType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCompactionContentBlockDeltaType {
    /// `compaction_delta`.
    #[serde(rename = "compaction_delta")]
    CompactionDelta,
}

/// The SDK's `BetaCompactionContentBlockDelta`.
///
/// (`BetaCompactionContentBlockDelta`, `types/beta/beta_compaction_content_block_delta.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCompactionContentBlockDelta {
    /// The `content` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// Opaque metadata from prior compaction, to be round-tripped verbatim
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encrypted_content: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCompactionContentBlockDeltaType,
}
