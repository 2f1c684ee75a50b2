//! Types of `types/responses/container_reference.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ContainerReferenceType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ContainerReferenceType {
    /// `container_reference`.
    #[serde(rename = "container_reference")]
    ContainerReference,
}

/// The SDK's `ContainerReference`.
///
/// (`ContainerReference`, `types/responses/container_reference.py`; `ResponseContainerReference`,
/// `types/responses/response_container_reference.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ContainerReference {
    /// The ID of the referenced container.
    pub container_id: String,
    /// References a container created with the /v1/containers endpoint
    pub r#type: ContainerReferenceType,
}
