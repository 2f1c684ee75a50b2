//! Types of `types/responses/response_audio_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when there is a partial audio response.
///
/// (`ResponseAudioDeltaEvent`, `types/responses/response_audio_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseAudioDeltaEvent {
    /// A chunk of Base64 encoded response audio bytes.
    pub delta: String,
    /// A sequence number for this chunk of the stream response.
    pub sequence_number: i64,
}
