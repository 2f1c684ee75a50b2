//! Types of `types/responses/response_audio_transcript_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Emitted when the full audio transcript is completed.
///
/// (`ResponseAudioTranscriptDoneEvent`, `types/responses/response_audio_transcript_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseAudioTranscriptDoneEvent {
    /// The sequence number of this event.
    pub sequence_number: i64,
}
