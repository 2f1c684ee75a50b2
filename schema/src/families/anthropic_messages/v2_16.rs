//! `anthropic.messages@v2.16`: the stream as the `anthropic` 2.16.0 SDK types it.

use serde_json::Value;

use super::{
    ErrorResponse, Ping, RawContentBlockDeltaEvent, RawContentBlockStartEvent,
    RawContentBlockStopEvent, RawMessageDeltaEvent, RawMessageStartEvent, RawMessageStopEvent,
};
use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

event_union! {
    /// An event of the Messages stream, tagged by `type`: the six of the SDK's
    /// `RawMessageStreamEvent`, in its order, then `ping` and `error`.
    tag = "type";
    pub enum RawMessageStreamEvent {
        /// Opens the message.
        "message_start" => MessageStart(RawMessageStartEvent),
        /// Updates the message: stop reason, cumulative usage.
        "message_delta" => MessageDelta(RawMessageDeltaEvent),
        /// Ends the message.
        "message_stop" => MessageStop(RawMessageStopEvent),
        /// Opens a content block.
        "content_block_start" => ContentBlockStart(RawContentBlockStartEvent),
        /// Changes an open content block.
        "content_block_delta" => ContentBlockDelta(RawContentBlockDeltaEvent),
        /// Closes a content block.
        "content_block_stop" => ContentBlockStop(RawContentBlockStopEvent),
        /// A keep-alive.
        "ping" => Ping(Ping),
        /// An error that ends the stream.
        "error" => Error(ErrorResponse),
    }
}

/// The `v2.16` document.
pub fn document(family: &Family, version: &Version) -> Value {
    RawMessageStreamEvent::register(DocumentBuilder::new()).build(family, version)
}
