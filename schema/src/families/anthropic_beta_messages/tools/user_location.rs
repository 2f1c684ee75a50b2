//! Types of `types/beta/beta_user_location.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaUserLocationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaUserLocationType {
    /// `approximate`.
    #[serde(rename = "approximate")]
    Approximate,
}

/// The SDK's `BetaUserLocation`.
///
/// (`BetaUserLocation`, `types/beta/beta_user_location.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaUserLocation {
    /// The `type` field (not described by the SDK).
    pub r#type: BetaUserLocationType,
    /// The city of the user.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    /// The two letter [ISO country code](https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2) of the
    /// user.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<String>,
    /// The region of the user.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
    /// The [IANA timezone](https://nodatime.org/TimeZones) of the user.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timezone: Option<String>,
}
