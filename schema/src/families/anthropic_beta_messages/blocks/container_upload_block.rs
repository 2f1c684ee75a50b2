//! Types of `types/beta/beta_container_upload_block.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `BetaContainerUploadBlockType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum BetaContainerUploadBlockType {
    /// `container_upload`.
    #[serde(rename = "container_upload")]
    ContainerUpload,
}

/// Response model for a file uploaded to the container.
///
/// (`BetaContainerUploadBlock`, `types/beta/beta_container_upload_block.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct BetaContainerUploadBlock {
    /// The `file_id` field (not described by the SDK).
    pub file_id: String,
    /// The `type` field (not described by the SDK).
    pub r#type: BetaContainerUploadBlockType,
}
