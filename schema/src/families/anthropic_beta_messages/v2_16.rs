//! `anthropic.beta.messages@v2.16`: the stream as the `anthropic` 2.16.0 SDK types it.

use serde_json::Value;

use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    families::anthropic_beta_messages::*,
    families::anthropic_messages::{ErrorResponse, Ping},
    registry::{Family, Version},
};

event_union! {
    /// An event of the beta Messages stream, tagged by `type`: the six of the SDK's
    /// `BetaRawMessageStreamEvent` (`types/beta/beta_raw_message_stream_event.py`), in its
    /// order, then the `ping` and `error` of its SSE layer.
    tag = "type";
    pub enum BetaRawMessageStreamEvent {
        /// The SDK's `BetaRawMessageStartEvent`.
        "message_start" => MessageStart(BetaRawMessageStartEvent),
        /// The SDK's `BetaRawMessageDeltaEvent`.
        "message_delta" => MessageDelta(BetaRawMessageDeltaEvent),
        /// The SDK's `BetaRawMessageStopEvent`.
        "message_stop" => MessageStop(BetaRawMessageStopEvent),
        /// The SDK's `BetaRawContentBlockStartEvent`.
        "content_block_start" => ContentBlockStart(BetaRawContentBlockStartEvent),
        /// The SDK's `BetaRawContentBlockDeltaEvent`.
        "content_block_delta" => ContentBlockDelta(BetaRawContentBlockDeltaEvent),
        /// The SDK's `BetaRawContentBlockStopEvent`.
        "content_block_stop" => ContentBlockStop(BetaRawContentBlockStopEvent),
        /// A keep-alive.
        "ping" => Ping(Ping),
        /// An error that ends the stream.
        "error" => Error(ErrorResponse),
    }
}

/// The `v2.16` document.
pub fn document(family: &Family, version: &Version) -> Value {
    BetaRawMessageStreamEvent::register(DocumentBuilder::new()).build(family, version)
}
