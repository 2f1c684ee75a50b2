//! Types of `types/responses/response_audio_transcript_delta_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when there is a partial transcript of audio.
///
/// (`ResponseAudioTranscriptDeltaEvent`,
/// `types/responses/response_audio_transcript_delta_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseAudioTranscriptDeltaEvent {
    /// The partial transcript of the audio response.
    pub delta: String,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
