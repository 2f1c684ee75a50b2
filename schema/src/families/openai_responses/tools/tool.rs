//! Types of `types/responses/tool.py`.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ToolCodeInterpreterContainer {
    /// A `String`.
    Text(String),
    /// A `ToolCodeInterpreterContainerCodeInterpreterToolAuto`.
    ToolCodeInterpreterContainerCodeInterpreterToolAuto(
        ToolCodeInterpreterContainerCodeInterpreterToolAuto,
    ),
}

/// The values of `ToolCodeInterpreterType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolCodeInterpreterType {
    /// `code_interpreter`.
    #[serde(rename = "code_interpreter")]
    CodeInterpreter,
}

/// The values of `ToolCodeInterpreterAllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolCodeInterpreterAllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `programmatic`.
    #[serde(rename = "programmatic")]
    Programmatic,
}

/// A tool that runs Python code to help generate a response to a prompt.
///
/// (`CodeInterpreter`, `types/responses/tool.py`; `ToolCodeInterpreter`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolCodeInterpreter {
    /// The code interpreter container.
    ///
    /// Can be a container ID or an object that specifies uploaded file IDs to make available to
    /// your code, along with an optional `memory_limit` setting.
    pub container: ToolCodeInterpreterContainer,
    /// The type of the code interpreter tool. Always `code_interpreter`.
    pub r#type: ToolCodeInterpreterType,
    /// The tool invocation context(s).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<ToolCodeInterpreterAllowedCallersItem>>,
}

/// The values of `ToolCodeInterpreterContainerCodeInterpreterToolAutoType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolCodeInterpreterContainerCodeInterpreterToolAutoType {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
}

/// The values of `ToolCodeInterpreterContainerCodeInterpreterToolAutoMemoryLimit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolCodeInterpreterContainerCodeInterpreterToolAutoMemoryLimit {
    /// `1g`.
    #[serde(rename = "1g")]
    V1g,
    /// `4g`.
    #[serde(rename = "4g")]
    V4g,
    /// `16g`.
    #[serde(rename = "16g")]
    V16g,
    /// `64g`.
    #[serde(rename = "64g")]
    V64g,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ContainerAutoNetworkPolicy {
        /// `disabled`: ContainerNetworkPolicyDisabled.
        Disabled(ContainerNetworkPolicyDisabled),
        /// `allowlist`: ContainerNetworkPolicyAllowlist.
        Allowlist(ContainerNetworkPolicyAllowlist),
    }
}

/// Configuration for a code interpreter container.
///
/// Optionally specify the IDs of the files to run the code on.
///
/// (`CodeInterpreterContainerCodeInterpreterToolAuto`, `types/responses/tool.py`;
/// `ToolCodeInterpreterContainerCodeInterpreterToolAuto`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolCodeInterpreterContainerCodeInterpreterToolAuto {
    /// Always `auto`.
    pub r#type: ToolCodeInterpreterContainerCodeInterpreterToolAutoType,
    /// An optional list of uploaded files to make available to your code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_ids: Option<Vec<String>>,
    /// The memory limit for the code interpreter container.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory_limit: Option<ToolCodeInterpreterContainerCodeInterpreterToolAutoMemoryLimit>,
    /// Network access policy for the container.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub network_policy: Option<ContainerAutoNetworkPolicy>,
}

/// The values of `ToolImageGenerationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationType {
    /// `image_generation`.
    #[serde(rename = "image_generation")]
    ImageGeneration,
}

/// The values of `ToolImageGenerationAction`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationAction {
    /// `generate`.
    #[serde(rename = "generate")]
    Generate,
    /// `edit`.
    #[serde(rename = "edit")]
    Edit,
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
}

/// The values of `ToolImageGenerationBackground`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationBackground {
    /// `transparent`.
    #[serde(rename = "transparent")]
    Transparent,
    /// `opaque`.
    #[serde(rename = "opaque")]
    Opaque,
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
}

/// The values of `ToolImageGenerationComplexity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationComplexity {
    /// `low`.
    #[serde(rename = "low")]
    Low,
    /// `medium`.
    #[serde(rename = "medium")]
    Medium,
    /// `high`.
    #[serde(rename = "high")]
    High,
}

/// The values of `ToolImageGenerationInputFidelity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationInputFidelity {
    /// `high`.
    #[serde(rename = "high")]
    High,
    /// `low`.
    #[serde(rename = "low")]
    Low,
}

/// The values of `ToolImageGenerationModeration`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationModeration {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `low`.
    #[serde(rename = "low")]
    Low,
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
    /// `gif`.
    #[serde(rename = "gif")]
    Gif,
    /// `svg`.
    #[serde(rename = "svg")]
    Svg,
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
    /// `xhigh`.
    #[serde(rename = "xhigh")]
    Xhigh,
    /// `max`.
    #[serde(rename = "max")]
    Max,
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
}

/// A tool that generates images using the GPT image models.
///
/// (`ImageGeneration`, `types/responses/tool.py`; `ToolImageGeneration`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolImageGeneration {
    /// The type of the image generation tool. Always `image_generation`.
    pub r#type: ToolImageGenerationType,
    /// Whether to generate a new image or edit an existing image. Default: `auto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<ToolImageGenerationAction>,
    /// Allows to set transparency for the background of the generated image(s).
    ///
    /// Must be one of `transparent`, `opaque`, or `auto` (default value). When `auto` is used, the
    /// model will automatically determine the best background for the image.
    ///
    /// `gpt-image-2.5-sunburst` and `gpt-image-2.5-flare`, including their `2026-09-08` snapshots,
    /// support `opaque` and `transparent` backgrounds. Transparent backgrounds are available for
    /// supported GPT Image models. For `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is
    /// in preview. When using `transparent`, set the output format to `png` or `webp`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub background: Option<ToolImageGenerationBackground>,
    /// Computation spent planning the image, independently of rendering quality. Overrides the
    /// outer response's `reasoning.effort` for image generation. When omitted, inherits a supported
    /// outer reasoning effort or uses the image model's configured default. For SVG output,
    /// controls the reference image, not the SVG author's reasoning.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complexity: Option<ToolImageGenerationComplexity>,
    /// Number of GIF frames. Requires `output_format` to be `gif`. Default: 9.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame_count: Option<i64>,
    /// Duration of each GIF frame in milliseconds, rounded to 10 ms. Requires `output_format` to be
    /// `gif`. Default: 200.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame_duration_ms: Option<i64>,
    /// Control how much effort the model will exert to match the style and features, especially
    /// facial features, of input images. Supports `high` and `low` on `gpt-image-1.5`;
    /// `gpt-image-1-mini` supports only `low`. For `gpt-image-2`, omit this parameter. Defaults to
    /// `low` on supported models.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_fidelity: Option<ToolImageGenerationInputFidelity>,
    /// Optional mask for inpainting.
    ///
    /// Contains `image_url` (string, optional) and `file_id` (string, optional).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_image_mask: Option<ToolImageGenerationInputImageMask>,
    /// The image generation model to use.
    ///
    /// One of `gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`, `gpt-image-2-2026-04-21`,
    /// `gpt-image-2.5-sunburst`, `gpt-image-2.5-sunburst-2026-09-08`, `gpt-image-2.5-flare`,
    /// `gpt-image-2.5-flare-2026-09-08`, `gpt-image-2.6-sunburst`, `gpt-image-2.6-flare`, or
    /// `chatgpt-image-latest`. Default: `gpt-image-2.6-sunburst`.
    ///
    /// `gpt-image-1` was shut down on October 23, 2026. Use `gpt-image-2.5-sunburst` or
    /// `gpt-image-2.5-flare` instead.
    ///
    /// Deprecated values:
    ///
    /// - "gpt-image-1": GPT Image 1 was shut down on October 23, 2026. Use gpt-image-2.5-sunburst
    ///   or gpt-image-2.5-flare instead.
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
    /// One of `png`, `webp`, `jpeg`, `gif`, or `svg`. Default: `png`. GIF and SVG output require a
    /// model that supports the selected format. GIF output does not support partial image streaming
    /// (`partial_images` greater than `0`), `input_image_mask`, or custom `output_compression`.
    /// Responses lifecycle events can still be streamed for GIF output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_format: Option<ToolImageGenerationOutputFormat>,
    /// Number of partial images to generate in streaming mode, from 0 (default value) to 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partial_images: Option<i64>,
    /// The quality of the generated image.
    ///
    /// The GPT image models support `low`, `medium`, and `high`. `gpt-image-2.5-sunburst` and
    /// `gpt-image-2.5-flare`, including their `2026-09-08` snapshots, also support `xhigh` and
    /// `max`. Default: `auto`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quality: Option<ToolImageGenerationQuality>,
    /// The size of the generated images.
    ///
    /// For `gpt-image-2`, `gpt-image-2-2026-04-21`, `gpt-image-2.5-sunburst`,
    /// `gpt-image-2.5-sunburst-2026-09-08`, `gpt-image-2.5-flare`, and
    /// `gpt-image-2.5-flare-2026-09-08`, arbitrary resolutions are supported as `WIDTHxHEIGHT`
    /// strings, for example `1536x864`. Width and height must both be divisible by 16 and the
    /// requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are
    /// experimental, and the maximum supported resolution is `3840x2160`. The requested size must
    /// also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`,
    /// `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for
    /// models that allow automatic sizing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<String>,
    /// SVG author model settings.
    ///
    /// Requires `output_format` to be `svg`. When SVG model selection is enabled, omitting this
    /// object uses the outer response model. Otherwise, the default SVG author is used and explicit
    /// model overrides are unavailable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub svg: Option<ToolImageGenerationSvg>,
}

/// Optional mask for inpainting.
///
/// Contains `image_url` (string, optional) and `file_id` (string, optional).
///
/// (`ImageGenerationInputImageMask`, `types/responses/tool.py`;
/// `ToolImageGenerationInputImageMask`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolImageGenerationInputImageMask {
    /// File ID for the mask image.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_id: Option<String>,
    /// Base64-encoded mask image.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
}

/// SVG author model settings.
///
/// Requires `output_format` to be `svg`. When SVG model selection is enabled, omitting this object
/// uses the outer response model. Otherwise, the default SVG author is used and explicit model
/// overrides are unavailable.
///
/// (`ImageGenerationSvg`, `types/responses/tool.py`; `ToolImageGenerationSvg`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolImageGenerationSvg {
    /// The `model` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    /// Reasoning effort for SVG authoring.
    ///
    /// When omitted, uses the author model's default in both Images and Responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<ToolImageGenerationSvgReasoning>,
}

/// The values of `ToolImageGenerationSvgReasoningEffort`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolImageGenerationSvgReasoningEffort {
    /// `none`.
    #[serde(rename = "none")]
    None,
    /// `minimal`.
    #[serde(rename = "minimal")]
    Minimal,
    /// `low`.
    #[serde(rename = "low")]
    Low,
    /// `medium`.
    #[serde(rename = "medium")]
    Medium,
    /// `high`.
    #[serde(rename = "high")]
    High,
    /// `xhigh`.
    #[serde(rename = "xhigh")]
    Xhigh,
    /// `max`.
    #[serde(rename = "max")]
    Max,
}

/// Reasoning effort for SVG authoring.
///
/// When omitted, uses the author model's default in both Images and Responses.
///
/// (`ImageGenerationSvgReasoning`, `types/responses/tool.py`; `Reasoning`,
/// `types/responses/response_configuration_update_item_param.py`;
/// `ToolImageGenerationSvgReasoning`, `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolImageGenerationSvgReasoning {
    /// Controls how much effort the model should spend on reasoning for this request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effort: Option<ToolImageGenerationSvgReasoningEffort>,
}

/// The values of `ToolLocalShellType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolLocalShellType {
    /// `local_shell`.
    #[serde(rename = "local_shell")]
    LocalShell,
}

/// A tool that allows the model to execute shell commands in a local environment.
///
/// (`LocalShell`, `types/responses/tool.py`; `ToolLocalShell`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolLocalShell {
    /// The type of the local shell tool. Always `local_shell`.
    pub r#type: ToolLocalShellType,
}

/// The values of `ToolMcpType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolMcpType {
    /// `mcp`.
    #[serde(rename = "mcp")]
    Mcp,
}

/// The values of `ToolMcpAllowedCallersItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolMcpAllowedCallersItem {
    /// `direct`.
    #[serde(rename = "direct")]
    Direct,
    /// `programmatic`.
    #[serde(rename = "programmatic")]
    Programmatic,
}

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ToolMcpAllowedTools {
    /// A `Vec<String>`.
    List(Vec<String>),
    /// A `ToolMcpAllowedToolsMcpToolFilter`.
    ToolMcpAllowedToolsMcpToolFilter(ToolMcpAllowedToolsMcpToolFilter),
}

/// The values of `ToolMcpConnectorId`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolMcpConnectorId {
    /// `connector_dropbox`.
    #[serde(rename = "connector_dropbox")]
    ConnectorDropbox,
    /// `connector_gmail`.
    #[serde(rename = "connector_gmail")]
    ConnectorGmail,
    /// `connector_googlecalendar`.
    #[serde(rename = "connector_googlecalendar")]
    ConnectorGooglecalendar,
    /// `connector_googledrive`.
    #[serde(rename = "connector_googledrive")]
    ConnectorGoogledrive,
    /// `connector_microsoftteams`.
    #[serde(rename = "connector_microsoftteams")]
    ConnectorMicrosoftteams,
    /// `connector_outlookcalendar`.
    #[serde(rename = "connector_outlookcalendar")]
    ConnectorOutlookcalendar,
    /// `connector_outlookemail`.
    #[serde(rename = "connector_outlookemail")]
    ConnectorOutlookemail,
    /// `connector_sharepoint`.
    #[serde(rename = "connector_sharepoint")]
    ConnectorSharepoint,
}

/// The values of `ToolMcpRequireApprovalValue`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolMcpRequireApprovalValue {
    /// `always`.
    #[serde(rename = "always")]
    Always,
    /// `never`.
    #[serde(rename = "never")]
    Never,
}

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ToolMcpRequireApproval {
    /// A `ToolMcpRequireApprovalMcpToolApprovalFilter`.
    ToolMcpRequireApprovalMcpToolApprovalFilter(ToolMcpRequireApprovalMcpToolApprovalFilter),
    /// A `ToolMcpRequireApprovalValue`.
    ToolMcpRequireApprovalValue(ToolMcpRequireApprovalValue),
}

/// Give the model access to additional tools via remote Model Context Protocol (MCP) servers.
/// [Learn more about MCP](https://developers.openai.com/api/docs/guides/tools-connectors-mcp).
///
/// (`Mcp`, `types/responses/tool.py`; `ToolMcp`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolMcp {
    /// A label for this MCP server, used to identify it in tool calls.
    pub server_label: String,
    /// The type of the MCP tool. Always `mcp`.
    pub r#type: ToolMcpType,
    /// The tool invocation context(s).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_callers: Option<Vec<ToolMcpAllowedCallersItem>>,
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
    /// [here](https://developers.openai.com/api/docs/guides/tools-connectors-mcp#connectors).
    ///
    /// This field is deprecated for models released after September 1, 2026. Use `server_url` to
    /// connect to a remote MCP server, or `tunnel_id` to connect through a Secure MCP Tunnel.
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

/// A filter object to specify which tools are allowed.
///
/// (`McpAllowedToolsMcpToolFilter`, `types/responses/tool.py`;
/// `McpRequireApprovalMcpToolApprovalFilterAlways`, `types/responses/tool.py`;
/// `McpRequireApprovalMcpToolApprovalFilterNever`, `types/responses/tool.py`;
/// `ToolMcpAllowedToolsMcpToolFilter`, `types/responses/response_tool_search_output_item_param.py`;
/// `ToolMcpRequireApprovalMcpToolApprovalFilterAlways`,
/// `types/responses/response_tool_search_output_item_param.py`;
/// `ToolMcpRequireApprovalMcpToolApprovalFilterNever`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolMcpAllowedToolsMcpToolFilter {
    /// Indicates whether or not a tool modifies data or is read-only.
    ///
    /// If an MCP server is [annotated with
    /// `readOnlyHint`](https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations-readonlyhint),
    /// it will match this filter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only: Option<bool>,
    /// List of allowed tool names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_names: Option<Vec<String>>,
}

/// Specify which of the MCP server's tools require approval.
///
/// Can be `always`, `never`, or a filter object associated with tools that require approval.
///
/// (`McpRequireApprovalMcpToolApprovalFilter`, `types/responses/tool.py`;
/// `ToolMcpRequireApprovalMcpToolApprovalFilter`,
/// `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolMcpRequireApprovalMcpToolApprovalFilter {
    /// A filter object to specify which tools are allowed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub always: Option<ToolMcpAllowedToolsMcpToolFilter>,
    /// A filter object to specify which tools are allowed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub never: Option<ToolMcpAllowedToolsMcpToolFilter>,
}

/// The values of `ToolProgrammaticToolCallingType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ToolProgrammaticToolCallingType {
    /// `programmatic_tool_calling`.
    #[serde(rename = "programmatic_tool_calling")]
    ProgrammaticToolCalling,
}

/// The SDK's `ProgrammaticToolCalling`.
///
/// (`ProgrammaticToolCalling`, `types/responses/tool.py`;
/// `ToolChoiceSpecificProgrammaticToolCallingParam`, `types/responses/response.py`;
/// `ToolProgrammaticToolCalling`, `types/responses/response_tool_search_output_item_param.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ToolProgrammaticToolCalling {
    /// The type of the tool. Always `programmatic_tool_calling`.
    pub r#type: ToolProgrammaticToolCallingType,
}
