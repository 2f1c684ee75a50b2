//! Types of `types/responses/container_network_policy_disabled.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ContainerNetworkPolicyDisabledType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ContainerNetworkPolicyDisabledType {
    /// `disabled`.
    #[serde(rename = "disabled")]
    Disabled,
}

/// The SDK's `ContainerNetworkPolicyDisabled`.
///
/// (`ContainerNetworkPolicyDisabled`, `types/responses/container_network_policy_disabled.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ContainerNetworkPolicyDisabled {
    /// Disable outbound network access. Always `disabled`.
    pub r#type: ContainerNetworkPolicyDisabledType,
}
