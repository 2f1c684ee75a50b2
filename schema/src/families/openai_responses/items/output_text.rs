//! Types of `types/responses/response_output_text.py`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The values of `ResponseOutputTextAnnotationContainerFileCitationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseOutputTextAnnotationContainerFileCitationType {
    /// `container_file_citation`.
    #[serde(rename = "container_file_citation")]
    ContainerFileCitation,
}

/// A citation for a container file used to generate a model response.
///
/// (`AnnotationContainerFileCitation`, `types/responses/response_output_text.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputTextAnnotationContainerFileCitation {
    /// The ID of the container file.
    pub container_id: String,
    /// The index of the last character of the container file citation in the message.
    pub end_index: i64,
    /// The ID of the file.
    pub file_id: String,
    /// The filename of the container file cited.
    pub filename: String,
    /// The index of the first character of the container file citation in the message.
    pub start_index: i64,
    /// The type of the container file citation. Always `container_file_citation`.
    pub r#type: ResponseOutputTextAnnotationContainerFileCitationType,
}

/// The values of `ResponseOutputTextAnnotationFileCitationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseOutputTextAnnotationFileCitationType {
    /// `file_citation`.
    #[serde(rename = "file_citation")]
    FileCitation,
}

/// A citation to a file.
///
/// (`AnnotationFileCitation`, `types/responses/response_output_text.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputTextAnnotationFileCitation {
    /// The ID of the file.
    pub file_id: String,
    /// The filename of the file cited.
    pub filename: String,
    /// The index in the output text at which to insert the file citation.
    pub index: i64,
    /// The type of the file citation. Always `file_citation`.
    pub r#type: ResponseOutputTextAnnotationFileCitationType,
}

/// The values of `ResponseOutputTextAnnotationFilePathType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseOutputTextAnnotationFilePathType {
    /// `file_path`.
    #[serde(rename = "file_path")]
    FilePath,
}

/// A path to a file.
///
/// (`AnnotationFilePath`, `types/responses/response_output_text.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputTextAnnotationFilePath {
    /// The ID of the file.
    pub file_id: String,
    /// The index of the file in the list of files.
    pub index: i64,
    /// The type of the file path. Always `file_path`.
    pub r#type: ResponseOutputTextAnnotationFilePathType,
}

/// The values of `ResponseOutputTextAnnotationURLCitationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseOutputTextAnnotationURLCitationType {
    /// `url_citation`.
    #[serde(rename = "url_citation")]
    UrlCitation,
}

/// A citation for a web resource used to generate a model response.
///
/// (`AnnotationURLCitation`, `types/responses/response_output_text.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputTextAnnotationURLCitation {
    /// The index of the last character of the URL citation in the message.
    pub end_index: i64,
    /// The index of the first character of the URL citation in the message.
    pub start_index: i64,
    /// The title of the web resource.
    pub title: String,
    /// The type of the URL citation. Always `url_citation`.
    pub r#type: ResponseOutputTextAnnotationURLCitationType,
    /// The URL of the web resource.
    pub url: String,
}

ref_union! {
    /// One of 4 objects, told apart by their `type`.
    pub enum ResponseOutputTextAnnotationAddedEventAnnotation {
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

/// The values of `ResponseOutputTextType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseOutputTextType {
    /// `output_text`.
    #[serde(rename = "output_text")]
    OutputText,
}

/// A text output from the model.
///
/// (`ResponseOutputText`, `types/responses/response_output_text.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputText {
    /// The annotations of the text output.
    pub annotations: Vec<ResponseOutputTextAnnotationAddedEventAnnotation>,
    /// The text output from the model.
    pub text: String,
    /// The type of the output text. Always `output_text`.
    pub r#type: ResponseOutputTextType,
    /// The `logprobs` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logprobs: Option<Vec<ResponseOutputTextLogprob>>,
}

/// The log probability of a token.
///
/// (`Logprob`, `types/responses/response_output_text.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputTextLogprob {
    /// The `token` field (not described by the SDK).
    pub token: String,
    /// The `bytes` field (not described by the SDK).
    pub bytes: Vec<i64>,
    /// The `logprob` field (not described by the SDK).
    pub logprob: f64,
    /// The `top_logprobs` field (not described by the SDK).
    pub top_logprobs: Vec<ResponseOutputTextLogprobTopLogprob>,
}

/// The top log probability of a token.
///
/// (`LogprobTopLogprob`, `types/responses/response_output_text.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseOutputTextLogprobTopLogprob {
    /// The `token` field (not described by the SDK).
    pub token: String,
    /// The `bytes` field (not described by the SDK).
    pub bytes: Vec<i64>,
    /// The `logprob` field (not described by the SDK).
    pub logprob: f64,
}
