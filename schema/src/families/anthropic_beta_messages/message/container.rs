//! Types of `types/beta/beta_container.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::anthropic_beta_messages::*;

/// Information about the container used in the request (for the code execution tool)
///
/// (`BetaContainer`, `types/beta/beta_container.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaContainer {
    /// Identifier for the container used in this request
    pub id: String,
    /// The time at which the container will expire. The SDK reads it as a `datetime`, which takes
    /// an ISO 8601 date, or date and time with an optional offset: the pattern says that form
    /// (where the SDK's own schema writes `format: date-time`, which a validator need not assert);
    /// field ranges, such as a month of 13, are left to the reader.
    #[schemars(regex(
        pattern = r"^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$"
    ))]
    pub expires_at: String,
    /// Skills loaded in the container
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skills: Option<Vec<BetaContainerSkill>>,
}
