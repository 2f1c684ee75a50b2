//! Types of `types/beta/beta_fallback_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaFallbackBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaFallbackBlockType {
    /// `fallback`.
    #[serde(rename = "fallback")]
    Fallback,
}

/// Marks the point in `content` where one model's output gives way to the next.
///
/// One block appears per hop where a preceding model actually ran this turn and declined. A turn
/// where no preceding model ran and declined has no such boundary and carries no block — the signal
/// for whether a fallback model served the response is the presence of a `fallback_message` entry
/// in `usage.iterations`, not this block.
///
/// The block is treated like a server-tool content block for streaming: it arrives via the standard
/// `content_block_start` / `content_block_stop` pair and carries no deltas.
///
/// (`BetaFallbackBlock`, `types/beta/beta_fallback_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaFallbackBlock {
    /// The model whose output ends at this point — the model that declined at this hop.
    ///
    /// When the declining hop is the requested model, its `model` echoes the top-level `model`
    /// string the caller sent (alias or canonical); when the declining hop is a fallback model, its
    /// `model` is that model's canonical id.
    pub r#from: BetaFallbackInfo,
    /// The fallback model producing the content that follows this block.
    ///
    /// Its `model` is always the canonical id.
    pub to: BetaFallbackInfo,
    /// What caused the `from` model to hand over at this hop.
    pub trigger: BetaFallbackRefusalTrigger,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaFallbackBlockType,
}
