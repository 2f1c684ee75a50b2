//! Types of `types/responses/response_output_text_annotation_added_event.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Emitted when an annotation is added to output text content.
///
/// (`ResponseOutputTextAnnotationAddedEvent`,
/// `types/responses/response_output_text_annotation_added_event.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputTextAnnotationAddedEvent {
    /// The annotation object being added. (See annotation schema for details.)
    pub annotation: Value,
    /// The index of the annotation within the content part.
    pub annotation_index: i64,
    /// The index of the content part within the output item.
    pub content_index: i64,
    /// The unique identifier of the item to which the annotation is being added.
    pub item_id: String,
    /// The index of the output item in the response's output array.
    pub output_index: i64,
    /// The sequence number of this event.
    pub sequence_number: i64,
}
