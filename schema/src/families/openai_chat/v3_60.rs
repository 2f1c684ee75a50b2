//! `openai.chat@v3.60`: the chunk as the `openai` 3.60.0 SDK types it.

use serde_json::Value;

use super::ChatCompletionChunk;
use crate::{
    document::DocumentBuilder,
    registry::{Family, Version},
};

/// The `v3.60` document: one root type, the chunk.
pub fn document(family: &Family, version: &Version) -> Value {
    DocumentBuilder::new()
        .root::<ChatCompletionChunk>()
        .build(family, version)
}
