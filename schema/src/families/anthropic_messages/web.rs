//! The results of the web and tool search tools (`web_search`, `web_fetch`, `tool_search_tool_*`),
//! which arrive whole in their `content_block_start` and take no delta.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{Caller, CodeExecutionToolResultErrorObjectErrorCode};

/// The `content` of a [`WebSearchToolResultBlock`]: the results, or an error
/// (`WebSearchToolResultBlockContent`, `types/web_search_tool_result_block_content.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum WebSearchToolResultContent {
    /// The search failed.
    Error(WebSearchToolResultErrorObject),
    /// The pages found.
    Results(Vec<WebSearchResultBlock>),
}

tagged_union! {
    /// The source of a fetched document, tagged by `type` (`DocumentBlock.source`,
    /// `types/document_block.py`).
    tag = "type";
    titled = true;
    pub enum DocumentSource {
        /// A `base64`.
        "base64" => Base64PDFSource(Base64PDFSource),
        /// A `text`.
        "text" => PlainTextSource(PlainTextSource),
    }
}

tagged_union! {
    /// The `content` of a [`ToolSearchToolResultBlock`], tagged by `type`.
    tag = "type";
    titled = true;
    pub enum ToolSearchToolResultContent {
        /// A `tool_search_tool_result_error`.
        "tool_search_tool_result_error" => ToolSearchToolResultErrorObject(ToolSearchToolResultErrorObject),
        /// A `tool_search_tool_search_result`.
        "tool_search_tool_search_result" => ToolSearchToolSearchResultBlock(ToolSearchToolSearchResultBlock),
    }
}

tagged_union! {
    /// The `content` of a [`WebFetchToolResultBlock`], tagged by `type`.
    tag = "type";
    titled = true;
    pub enum WebFetchToolResultContent {
        /// A `web_fetch_tool_result_error`.
        "web_fetch_tool_result_error" => WebFetchToolResultErrorBlock(WebFetchToolResultErrorBlock),
        /// A `web_fetch_result`.
        "web_fetch_result" => WebFetchBlock(WebFetchBlock),
    }
}

/// The SDK\'s `Base64PDFSource` (`types/base64_pdf_source.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Base64PDFSource {
    /// The data.
    pub data: String,
    /// The media type.
    pub media_type: Base64PDFSourceMediaType,
}

/// The SDK\'s `CitationsConfig` (`types/citations_config.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CitationsConfig {
    /// The enabled.
    pub enabled: bool,
}

/// The SDK\'s `DocumentBlock` (`types/document_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DocumentBlock {
    /// Always `document`.
    pub r#type: DocumentBlockType,
    /// Citation configuration for the document
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub citations: Option<CitationsConfig>,
    /// The source.
    pub source: DocumentSource,
    /// The title of the document
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// The SDK\'s `PlainTextSource` (`types/plain_text_source.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PlainTextSource {
    /// The data.
    pub data: String,
    /// The media type.
    pub media_type: PlainTextSourceMediaType,
}

/// The SDK\'s `ToolReferenceBlock` (`types/tool_reference_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolReferenceBlock {
    /// Always `tool_reference`.
    pub r#type: ToolReferenceBlockType,
    /// The tool name.
    pub tool_name: String,
}

/// The SDK\'s `ToolSearchToolResultBlock` (`types/tool_search_tool_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolSearchToolResultBlock {
    /// The content.
    pub content: ToolSearchToolResultContent,
    /// The tool use id.
    pub tool_use_id: String,
}

/// The SDK\'s `ToolSearchToolResultErrorObject` (`types/tool_search_tool_result_error_object.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolSearchToolResultErrorObject {
    /// The error code.
    pub error_code: CodeExecutionToolResultErrorObjectErrorCode,
    /// The error message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_message: Option<String>,
}

/// The SDK\'s `ToolSearchToolSearchResultBlock` (`types/tool_search_tool_search_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolSearchToolSearchResultBlock {
    /// The tool references.
    pub tool_references: Vec<ToolReferenceBlock>,
}

/// The SDK\'s `WebFetchBlock` (`types/web_fetch_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebFetchBlock {
    /// The content.
    pub content: DocumentBlock,
    /// ISO 8601 timestamp when the content was retrieved
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retrieved_at: Option<String>,
    /// Fetched content URL
    pub url: String,
}

/// The SDK\'s `WebFetchToolResultBlock` (`types/web_fetch_tool_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebFetchToolResultBlock {
    /// The caller.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<Caller>,
    /// The content.
    pub content: WebFetchToolResultContent,
    /// The tool use id.
    pub tool_use_id: String,
}

/// The SDK\'s `WebFetchToolResultErrorBlock` (`types/web_fetch_tool_result_error_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebFetchToolResultErrorBlock {
    /// The error code.
    pub error_code: WebFetchToolResultErrorBlockErrorCode,
}

/// The SDK\'s `WebSearchResultBlock` (`types/web_search_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchResultBlock {
    /// Always `web_search_result`.
    pub r#type: WebSearchResultBlockType,
    /// The encrypted content.
    pub encrypted_content: String,
    /// The page age.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page_age: Option<String>,
    /// The title.
    pub title: String,
    /// The url.
    pub url: String,
}

/// The SDK\'s `WebSearchToolResultBlock` (`types/web_search_tool_result_block.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchToolResultBlock {
    /// The caller.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<Caller>,
    /// The content.
    pub content: WebSearchToolResultContent,
    /// The tool use id.
    pub tool_use_id: String,
}

/// The SDK\'s `WebSearchToolResultErrorObject` (`types/web_search_tool_result_error_object.py`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct WebSearchToolResultErrorObject {
    /// Always `web_search_tool_result_error`.
    pub r#type: WebSearchToolResultErrorObjectType,
    /// The error code.
    pub error_code: WebSearchToolResultErrorObjectErrorCode,
}

/// The fixed `type` of a [`WebSearchToolResultErrorObject`]: `web_search_tool_result_error`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum WebSearchToolResultErrorObjectType {
    /// `web_search_tool_result_error`.
    #[serde(rename = "web_search_tool_result_error")]
    WebSearchToolResultError,
}

/// The `error_code` of a [`WebFetchToolResultErrorBlock`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum WebFetchToolResultErrorBlockErrorCode {
    /// `invalid_tool_input`.
    #[serde(rename = "invalid_tool_input")]
    InvalidToolInput,
    /// `url_too_long`.
    #[serde(rename = "url_too_long")]
    UrlTooLong,
    /// `url_not_allowed`.
    #[serde(rename = "url_not_allowed")]
    UrlNotAllowed,
    /// `url_not_in_prior_context`.
    #[serde(rename = "url_not_in_prior_context")]
    UrlNotInPriorContext,
    /// `url_not_accessible`.
    #[serde(rename = "url_not_accessible")]
    UrlNotAccessible,
    /// `unsupported_content_type`.
    #[serde(rename = "unsupported_content_type")]
    UnsupportedContentType,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `max_uses_exceeded`.
    #[serde(rename = "max_uses_exceeded")]
    MaxUsesExceeded,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `content_too_large`.
    #[serde(rename = "content_too_large")]
    ContentTooLarge,
}

/// The `error_code` of a [`WebSearchToolResultErrorObject`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum WebSearchToolResultErrorObjectErrorCode {
    /// `invalid_tool_input`.
    #[serde(rename = "invalid_tool_input")]
    InvalidToolInput,
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
    /// `max_uses_exceeded`.
    #[serde(rename = "max_uses_exceeded")]
    MaxUsesExceeded,
    /// `too_many_requests`.
    #[serde(rename = "too_many_requests")]
    TooManyRequests,
    /// `query_too_long`.
    #[serde(rename = "query_too_long")]
    QueryTooLong,
    /// `request_too_large`.
    #[serde(rename = "request_too_large")]
    RequestTooLarge,
}

/// The fixed `media_type` of a [`Base64PDFSource`]: `application/pdf`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum Base64PDFSourceMediaType {
    /// `application/pdf`.
    #[serde(rename = "application/pdf")]
    ApplicationPdf,
}

/// The fixed `type` of a [`DocumentBlock`]: `document`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum DocumentBlockType {
    /// `document`.
    #[serde(rename = "document")]
    Document,
}

/// The fixed `media_type` of a [`PlainTextSource`]: `text/plain`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum PlainTextSourceMediaType {
    /// `text/plain`.
    #[serde(rename = "text/plain")]
    TextPlain,
}

/// The fixed `type` of a [`ToolReferenceBlock`]: `tool_reference`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ToolReferenceBlockType {
    /// `tool_reference`.
    #[serde(rename = "tool_reference")]
    ToolReference,
}

/// The fixed `type` of a [`WebSearchResultBlock`]: `web_search_result`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum WebSearchResultBlockType {
    /// `web_search_result`.
    #[serde(rename = "web_search_result")]
    WebSearchResult,
}
