//! Types of `types/responses/tool.py`.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// A tool that runs Python code to help generate a response to a prompt.
///
/// (`CodeInterpreter`, `types/responses/tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolCodeInterpreter {
    /// The code interpreter container.
    ///
    /// Can be a container ID or an object that specifies uploaded file IDs to make available to
    /// your code, along with an optional `memory_limit` setting.
    pub container: ToolCodeInterpreterContainer,
    /// The type of the code interpreter tool. Always `code_interpreter`.
    pub r#type: ToolCodeInterpreterType,
}

/// The values of `ToolImageGenerationOutputFormat`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationOutputFormat {
    /// `png`.
    #[serde(rename = "png")]
    Png,
    /// `webp`.
    #[serde(rename = "webp")]
    Webp,
    /// `jpeg`.
    #[serde(rename = "jpeg")]
    Jpeg,
}

/// The values of `ToolImageGenerationQuality`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationQuality {
    /// `low`.
    #[serde(rename = "low")]
    Low,
    /// `medium`.
    #[serde(rename = "medium")]
    Medium,
    /// `high`.
    #[serde(rename = "high")]
    High,
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
}

/// A tool that generates images using the GPT image models.
///
/// (`ImageGeneration`, `types/responses/tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolImageGeneration {
    /// The type of the image generation tool. Always `image_generation`.
    pub r#type: ToolImageGenerationType,
    /// Whether to generate a new image or edit an existing image. Default: `auto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<ToolImageGenerationAction>,
    /// Allows to set transparency for the background of the generated image(s). This parameter is
    /// only supported for GPT image models that support transparent backgrounds. Must be one of
    /// `transparent`, `opaque`, or `auto` (default value). When `auto` is used, the model will
    /// automatically determine the best background for the image.
    ///
    /// `gpt-image-2` and `gpt-image-2-2026-04-21` do not support transparent backgrounds. Requests
    /// with `background` set to `transparent` will return an error for these models; use `opaque`
    /// or `auto` instead.
    ///
    /// If `transparent`, the output format needs to support transparency, so it should be set to
    /// either `png` (default value) or `webp`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub background: Option<ToolImageGenerationBackground>,
    /// Control how much effort the model will exert to match the style and features, especially
    /// facial features, of input images. This parameter is only supported for `gpt-image-1` and
    /// `gpt-image-1.5` and later models, unsupported for `gpt-image-1-mini`. Supports `high` and
    /// `low`. Defaults to `low`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_fidelity: Option<ToolImageGenerationInputFidelity>,
    /// Optional mask for inpainting.
    ///
    /// Contains `image_url` (string, optional) and `file_id` (string, optional).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_image_mask: Option<ToolImageGenerationInputImageMask>,
    /// The image generation model to use. Default: `gpt-image-1`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    /// Moderation level for the generated image. Default: `auto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moderation: Option<ToolImageGenerationModeration>,
    /// Compression level for the output image. Default: 100.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_compression: Option<i64>,
    /// The output format of the generated image.
    ///
    /// One of `png`, `webp`, or `jpeg`. Default: `png`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_format: Option<ToolImageGenerationOutputFormat>,
    /// Number of partial images to generate in streaming mode, from 0 (default value) to 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partial_images: Option<i64>,
    /// The quality of the generated image.
    ///
    /// One of `low`, `medium`, `high`, or `auto`. Default: `auto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quality: Option<ToolImageGenerationQuality>,
    /// The size of the generated images.
    ///
    /// For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as
    /// `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by
    /// 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440`
    /// are experimental, and the maximum supported resolution is `3840x2160`. The requested size
    /// must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`,
    /// `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for
    /// models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or
    /// `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<String>,
}

/// Give the model access to additional tools via remote Model Context Protocol (MCP) servers.
/// [Learn more about MCP](https://platform.openai.com/docs/guides/tools-remote-mcp).
///
/// (`Mcp`, `types/responses/tool.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolMcp {
    /// A label for this MCP server, used to identify it in tool calls.
    pub server_label: String,
    /// The type of the MCP tool. Always `mcp`.
    pub r#type: ToolMcpType,
    /// List of allowed tool names or a filter object.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_tools: Option<ToolMcpAllowedTools>,
    /// An OAuth access token that can be used with a remote MCP server, either with a custom MCP
    /// server URL or a service connector. Your application must handle the OAuth authorization flow
    /// and provide the token here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub authorization: Option<String>,
    /// Identifier for service connectors, like those available in ChatGPT.
    ///
    /// One of `server_url`, `connector_id`, or `tunnel_id` must be provided. Learn more about
    /// service connectors
    /// [here](https://platform.openai.com/docs/guides/tools-remote-mcp#connectors).
    ///
    /// Currently supported `connector_id` values are:
    ///
    /// - Dropbox: `connector_dropbox`
    /// - Gmail: `connector_gmail`
    /// - Google Calendar: `connector_googlecalendar`
    /// - Google Drive: `connector_googledrive`
    /// - Microsoft Teams: `connector_microsoftteams`
    /// - Outlook Calendar: `connector_outlookcalendar`
    /// - Outlook Email: `connector_outlookemail`
    /// - SharePoint: `connector_sharepoint`
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub connector_id: Option<ToolMcpConnectorId>,
    /// Whether this MCP tool is deferred and discovered via tool search.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defer_loading: Option<bool>,
    /// Optional HTTP headers to send to the MCP server.
    ///
    /// Use for authentication or other purposes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<BTreeMap<String, String>>,
    /// Specify which of the MCP server's tools require approval.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub require_approval: Option<ToolMcpRequireApproval>,
    /// Optional description of the MCP server, used to provide more context.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_description: Option<String>,
    /// The URL for the MCP server.
    ///
    /// One of `server_url`, `connector_id`, or `tunnel_id` must be provided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_url: Option<String>,
    /// The Secure MCP Tunnel ID to use instead of a direct server URL.
    ///
    /// One of `server_url`, `connector_id`, or `tunnel_id` must be provided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tunnel_id: Option<String>,
}
