//! Types of `types/beta/beta_computer_toolset_20260801.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaComputerToolset20260801Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaComputerToolset20260801Type {
    /// `computer_toolset_20260801`.
    #[serde(rename = "computer_toolset_20260801")]
    ComputerToolset20260801,
}

/// The computer toolset: a single ``tools[]`` entry (carrying no ``name``) that declares the
/// computer tool family. The model is served the family's tool with any members disabled via
/// ``configs`` removed from its schema. Every member is enabled by default, zoom included. The
/// single-tool options ``display_number`` and ``enable_zoom`` are not fields of a toolset entry —
/// it carries only ``type``, ``configs``, and ``cache_control``; zoom is controlled via
/// ``configs.zoom.enabled``.
///
/// (`BetaComputerToolset20260801`, `types/beta/beta_computer_toolset_20260801.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaComputerToolset20260801 {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaComputerToolset20260801Type,
    /// Create a cache control breakpoint at this content block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<BetaCacheControlEphemeral>,
    /// Sparse per-member overrides, keyed by member name.
    ///
    /// Absent, null, and {} are equivalent; a member's defaults apply wherever its key is absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub configs: Option<BetaComputerToolsetConfigs>,
}
