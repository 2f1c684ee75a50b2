//! Types of `types/responses/container_network_policy_allowlist.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `ContainerNetworkPolicyAllowlistType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ContainerNetworkPolicyAllowlistType {
    /// `allowlist`.
    #[serde(rename = "allowlist")]
    Allowlist,
}

/// The SDK's `ContainerNetworkPolicyAllowlist`.
///
/// (`ContainerNetworkPolicyAllowlist`, `types/responses/container_network_policy_allowlist.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ContainerNetworkPolicyAllowlist {
    /// A list of allowed domains when type is `allowlist`.
    pub allowed_domains: Vec<String>,
    /// Allow outbound network access only to specified domains. Always `allowlist`.
    pub r#type: ContainerNetworkPolicyAllowlistType,
    /// Optional domain-scoped secrets for allowlisted domains.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub domain_secrets: Option<Vec<ContainerNetworkPolicyDomainSecret>>,
}
