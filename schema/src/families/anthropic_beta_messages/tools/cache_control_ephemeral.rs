//! Types of `types/beta/beta_cache_control_ephemeral.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaCacheControlEphemeralType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCacheControlEphemeralType {
    /// `ephemeral`.
    #[serde(rename = "ephemeral")]
    Ephemeral,
}

/// The values of `BetaCacheControlEphemeralTtl`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaCacheControlEphemeralTtl {
    /// `5m`.
    #[serde(rename = "5m")]
    V5m,
    /// `1h`.
    #[serde(rename = "1h")]
    V1h,
}

/// The SDK's `BetaCacheControlEphemeral`.
///
/// (`BetaCacheControlEphemeral`, `types/beta/beta_cache_control_ephemeral.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaCacheControlEphemeral {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaCacheControlEphemeralType,
    /// The time-to-live for the cache control breakpoint.
    ///
    /// This may be one the following values:
    ///
    /// - `5m`: 5 minutes
    /// - `1h`: 1 hour
    ///
    /// Defaults to `5m`. See [prompt caching
    /// pricing](https://platform.claude.com/docs/en/build-with-claude/prompt-caching) for details.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ttl: Option<BetaCacheControlEphemeralTtl>,
}
