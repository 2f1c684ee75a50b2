//! Types of `types/responses/container_network_policy_domain_secret.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The SDK's `ContainerNetworkPolicyDomainSecret`.
///
/// (`ContainerNetworkPolicyDomainSecret`,
/// `types/responses/container_network_policy_domain_secret.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ContainerNetworkPolicyDomainSecret {
    /// The domain associated with the secret.
    pub domain: String,
    /// The name of the secret to inject for the domain.
    pub name: String,
    /// The secret value to inject for the domain.
    pub value: String,
}
