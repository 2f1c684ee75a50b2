//! Types of `types/beta/beta_web_fetch_url_source_tool_reference.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaWebFetchURLSourceToolReferenceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaWebFetchURLSourceToolReferenceType {
    /// `tool_reference`.
    #[serde(rename = "tool_reference")]
    ToolReference,
}

/// One entry of a tool filter's ``tools``: it must name a tool declared in this request's
/// ``tools[]``.
///
/// (`BetaWebFetchURLSourceToolReference`, `types/beta/beta_web_fetch_url_source_tool_reference.py`;
/// `BetaResponseToolChangeToolReference`, `types/beta/beta_response_tool_change_tool_reference.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaWebFetchURLSourceToolReference {
    /// The `name` field (not described by the SDK).
    pub name: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaWebFetchURLSourceToolReferenceType,
}
