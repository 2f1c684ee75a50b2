//! Types of `types/beta/beta_browser_toolset_20260801.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// The values of `BetaBrowserToolset20260801Type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaBrowserToolset20260801Type {
    /// `browser_toolset_20260801`.
    #[serde(rename = "browser_toolset_20260801")]
    BrowserToolset20260801,
}

/// The browser toolset: a single ``tools[]`` entry (carrying no ``name``) that declares the browser
/// tool family. The model is served the family's tool with any members disabled via ``configs``
/// removed from its schema.
///
/// (`BetaBrowserToolset20260801`, `types/beta/beta_browser_toolset_20260801.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaBrowserToolset20260801 {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaBrowserToolset20260801Type,
    /// Create a cache control breakpoint at this content block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_control: Option<BetaCacheControlEphemeral>,
    /// Sparse per-member overrides, keyed by member name.
    ///
    /// Absent, null, and {} are equivalent; a member's defaults apply wherever its key is absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub configs: Option<BetaBrowserToolsetConfigs>,
}
