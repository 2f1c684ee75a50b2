//! Types of `types/responses/response_output_item_done_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// Emitted when an output item is marked done.
///
/// (`ResponseOutputItemDoneEvent`, `types/responses/response_output_item_done_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputItemDoneEvent {
    /// The output item that was marked done.
    pub item: ResponseOutputItem,
    /// The index of the output item that was marked done.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
