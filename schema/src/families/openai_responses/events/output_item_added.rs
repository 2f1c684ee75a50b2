//! Types of `types/responses/response_output_item_added_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// Emitted when a new output item is added.
///
/// (`ResponseOutputItemAddedEvent`, `types/responses/response_output_item_added_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputItemAddedEvent {
    /// The output item that was added.
    ///
    /// For reasoning items, `encrypted_content` may be incomplete while the item is in progress.
    /// Use the reasoning item from the corresponding `response.output_item.done` event when passing
    /// it as input to a subsequent request.
    pub item: ResponseOutputItem,
    /// The index of the output item that was added.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
