//! Types of `types/responses/response_output_item_added_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Emitted when a new output item is added.
///
/// (`ResponseOutputItemAddedEvent`, `types/responses/response_output_item_added_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputItemAddedEvent {
    /// The output item that was added.
    pub item: ResponseOutputItem,
    /// The index of the output item that was added.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
