//! Types of `types/responses/response_output_text.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

ref_union! {
    /// One of 4 objects, told apart by their `type`.
    pub enum ResponseOutputTextAnnotation {
        /// `file_citation`: ResponseOutputTextAnnotationFileCitation.
        FileCitation(ResponseOutputTextAnnotationFileCitation),
        /// `url_citation`: ResponseOutputTextAnnotationURLCitation.
        UrlCitation(ResponseOutputTextAnnotationURLCitation),
        /// `container_file_citation`: ResponseOutputTextAnnotationContainerFileCitation.
        ContainerFileCitation(ResponseOutputTextAnnotationContainerFileCitation),
        /// `file_path`: ResponseOutputTextAnnotationFilePath.
        FilePath(ResponseOutputTextAnnotationFilePath),
    }
}

/// A text output from the model.
///
/// (`ResponseOutputText`, `types/responses/response_output_text.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputText {
    /// The annotations of the text output.
    pub annotations: Vec<ResponseOutputTextAnnotation>,
    /// The text output from the model.
    pub text: String,
    /// The type of the output text. Always `output_text`.
    pub r#type: ResponseOutputTextType,
    /// The `logprobs` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logprobs: Option<Vec<ResponseOutputTextLogprob>>,
}
