//! Types of `types/responses/response_audio_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when the audio response is complete.
///
/// (`ResponseAudioDoneEvent`, `types/responses/response_audio_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseAudioDoneEvent {
    /// The sequence number of the delta.
    pub sequence_number: i64,
}
