//! Types of `types/beta/beta_compaction_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaCompactionBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCompactionBlockType {
    /// `compaction`.
    #[serde(rename = "compaction")]
    Compaction,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum BetaCompactionBlockToolChange {
        /// `tool_addition`: BetaResponseToolAdditionBlock.
        ToolAddition(BetaResponseToolAdditionBlock),
        /// `tool_removal`: BetaResponseToolRemovalBlock.
        ToolRemoval(BetaResponseToolRemovalBlock),
    }
}

/// A compaction block returned when autocompact is triggered.
///
/// When content is None, it indicates the compaction failed to produce a valid summary (e.g.,
/// malformed output from the model). Clients may round-trip compaction blocks with null content;
/// the server treats them as no-ops.
///
/// (`BetaCompactionBlock`, `types/beta/beta_compaction_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCompactionBlock {
    /// Summary of compacted content, or null if compaction failed
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// Opaque metadata from prior compaction, to be round-tripped verbatim
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub encrypted_content: Option<String>,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCompactionBlockType,
    /// Signature over the summary, to be sent back with the block verbatim
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature: Option<String>,
    /// The tool changes of the compacted range: the `tool_addition` and `tool_removal` blocks that
    /// take the request's `tools` to the tool set in effect at the end of the range, or `[]` when
    /// the range changed no tool. Absent when the server did not compute them. Send the block back
    /// unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_changes: Option<Vec<BetaCompactionBlockToolChange>>,
}
