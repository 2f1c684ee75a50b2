//! Types of `types/responses/response_local_environment.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseLocalEnvironmentType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseLocalEnvironmentType {
    /// `local`.
    #[serde(rename = "local")]
    Local,
}

/// Represents the use of a local environment to perform shell actions.
///
/// (`ResponseLocalEnvironment`, `types/responses/response_local_environment.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseLocalEnvironment {
    /// The environment type. Always `local`.
    pub r#type: ResponseLocalEnvironmentType,
}
