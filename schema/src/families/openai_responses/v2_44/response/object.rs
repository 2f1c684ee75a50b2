//! Types of `types/responses/response.py`.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::v2_44::*;

/// The values of `ResponseIncompleteDetailsReason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseIncompleteDetailsReason {
    /// `max_output_tokens`.
    #[serde(rename = "max_output_tokens")]
    MaxOutputTokens,
    /// `content_filter`.
    #[serde(rename = "content_filter")]
    ContentFilter,
}

/// Details about why the response is incomplete.
///
/// (`IncompleteDetails`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseIncompleteDetails {
    /// The reason why the response is incomplete.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<ResponseIncompleteDetailsReason>,
}

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ResponseInputItem {
    /// A `EasyInputMessage`.
    EasyInputMessage(EasyInputMessage),
    /// A `ResponseInputItemMessage`.
    ResponseInputItemMessage(ResponseInputItemMessage),
    /// A `ResponseOutputMessage`.
    ResponseOutputMessage(ResponseOutputMessage),
    /// A `ResponseFileSearchToolCall`.
    ResponseFileSearchToolCall(ResponseFileSearchToolCall),
    /// A `ResponseComputerToolCall`.
    ResponseComputerToolCall(ResponseComputerToolCall),
    /// A `ResponseInputItemComputerCallOutput`.
    ResponseInputItemComputerCallOutput(ResponseInputItemComputerCallOutput),
    /// A `ResponseFunctionWebSearch`.
    ResponseFunctionWebSearch(ResponseFunctionWebSearch),
    /// A `ResponseFunctionToolCall`.
    ResponseFunctionToolCall(ResponseFunctionToolCall),
    /// A `ResponseInputItemFunctionCallOutput`.
    ResponseInputItemFunctionCallOutput(ResponseInputItemFunctionCallOutput),
    /// A `ResponseInputItemToolSearchCall`.
    ResponseInputItemToolSearchCall(ResponseInputItemToolSearchCall),
    /// A `ResponseToolSearchOutputItemParam`.
    ResponseToolSearchOutputItemParam(ResponseToolSearchOutputItemParam),
    /// A `ResponseInputItemAdditionalTools`.
    ResponseInputItemAdditionalTools(ResponseInputItemAdditionalTools),
    /// A `ResponseReasoningItem`.
    ResponseReasoningItem(ResponseReasoningItem),
    /// A `ResponseCompactionItemParam`.
    ResponseCompactionItemParam(ResponseCompactionItemParam),
    /// A `ResponseInputItemImageGenerationCall`.
    ResponseInputItemImageGenerationCall(ResponseInputItemImageGenerationCall),
    /// A `ResponseCodeInterpreterToolCall`.
    ResponseCodeInterpreterToolCall(ResponseCodeInterpreterToolCall),
    /// A `ResponseInputItemLocalShellCall`.
    ResponseInputItemLocalShellCall(ResponseInputItemLocalShellCall),
    /// A `ResponseInputItemLocalShellCallOutput`.
    ResponseInputItemLocalShellCallOutput(ResponseInputItemLocalShellCallOutput),
    /// A `ResponseInputItemShellCall`.
    ResponseInputItemShellCall(ResponseInputItemShellCall),
    /// A `ResponseInputItemShellCallOutput`.
    ResponseInputItemShellCallOutput(ResponseInputItemShellCallOutput),
    /// A `ResponseInputItemApplyPatchCall`.
    ResponseInputItemApplyPatchCall(ResponseInputItemApplyPatchCall),
    /// A `ResponseInputItemApplyPatchCallOutput`.
    ResponseInputItemApplyPatchCallOutput(ResponseInputItemApplyPatchCallOutput),
    /// A `ResponseInputItemMcpListTools`.
    ResponseInputItemMcpListTools(ResponseInputItemMcpListTools),
    /// A `ResponseInputItemMcpApprovalRequest`.
    ResponseInputItemMcpApprovalRequest(ResponseInputItemMcpApprovalRequest),
    /// A `ResponseInputItemMcpApprovalResponse`.
    ResponseInputItemMcpApprovalResponse(ResponseInputItemMcpApprovalResponse),
    /// A `ResponseInputItemMcpCall`.
    ResponseInputItemMcpCall(ResponseInputItemMcpCall),
    /// A `ResponseCustomToolCallOutput`.
    ResponseCustomToolCallOutput(ResponseCustomToolCallOutput),
    /// A `ResponseCustomToolCall`.
    ResponseCustomToolCall(ResponseCustomToolCall),
    /// A `ResponseInputItemCompactionTrigger`.
    ResponseInputItemCompactionTrigger(ResponseInputItemCompactionTrigger),
    /// A `ResponseInputItemItemReference`.
    ResponseInputItemItemReference(ResponseInputItemItemReference),
}

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ResponseInstructions {
    /// A `String`.
    Text(String),
    /// A `Vec<ResponseInputItem>`.
    List(Vec<ResponseInputItem>),
}

/// The values of `ResponseObject`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseObject {
    /// `response`.
    #[serde(rename = "response")]
    Response,
}

ref_union! {
    /// One of 26 objects, told apart by their `type`.
    pub enum ResponseOutputItem {
        /// `message`: ResponseOutputMessage.
        Message(ResponseOutputMessage),
        /// `file_search_call`: ResponseFileSearchToolCall.
        FileSearchCall(ResponseFileSearchToolCall),
        /// `function_call`: ResponseFunctionToolCall.
        FunctionCall(ResponseFunctionToolCall),
        /// `function_call_output`: ResponseFunctionToolCallOutputItem.
        FunctionCallOutput(ResponseFunctionToolCallOutputItem),
        /// `web_search_call`: ResponseFunctionWebSearch.
        WebSearchCall(ResponseFunctionWebSearch),
        /// `computer_call`: ResponseComputerToolCall.
        ComputerCall(ResponseComputerToolCall),
        /// `computer_call_output`: ResponseComputerToolCallOutputItem.
        ComputerCallOutput(ResponseComputerToolCallOutputItem),
        /// `reasoning`: ResponseReasoningItem.
        Reasoning(ResponseReasoningItem),
        /// `tool_search_call`: ResponseToolSearchCall.
        ToolSearchCall(ResponseToolSearchCall),
        /// `tool_search_output`: ResponseToolSearchOutputItem.
        ToolSearchOutput(ResponseToolSearchOutputItem),
        /// `additional_tools`: ResponseOutputItemAdditionalTools.
        AdditionalTools(ResponseOutputItemAdditionalTools),
        /// `compaction`: ResponseCompactionItem.
        Compaction(ResponseCompactionItem),
        /// `image_generation_call`: ResponseInputItemImageGenerationCall.
        ImageGenerationCall(ResponseInputItemImageGenerationCall),
        /// `code_interpreter_call`: ResponseCodeInterpreterToolCall.
        CodeInterpreterCall(ResponseCodeInterpreterToolCall),
        /// `local_shell_call`: ResponseInputItemLocalShellCall.
        LocalShellCall(ResponseInputItemLocalShellCall),
        /// `local_shell_call_output`: ResponseInputItemLocalShellCallOutput.
        LocalShellCallOutput(ResponseInputItemLocalShellCallOutput),
        /// `shell_call`: ResponseFunctionShellToolCall.
        ShellCall(ResponseFunctionShellToolCall),
        /// `shell_call_output`: ResponseFunctionShellToolCallOutput.
        ShellCallOutput(ResponseFunctionShellToolCallOutput),
        /// `apply_patch_call`: ResponseApplyPatchToolCall.
        ApplyPatchCall(ResponseApplyPatchToolCall),
        /// `apply_patch_call_output`: ResponseApplyPatchToolCallOutput.
        ApplyPatchCallOutput(ResponseApplyPatchToolCallOutput),
        /// `mcp_call`: ResponseInputItemMcpCall.
        McpCall(ResponseInputItemMcpCall),
        /// `mcp_list_tools`: ResponseInputItemMcpListTools.
        McpListTools(ResponseInputItemMcpListTools),
        /// `mcp_approval_request`: ResponseInputItemMcpApprovalRequest.
        McpApprovalRequest(ResponseInputItemMcpApprovalRequest),
        /// `mcp_approval_response`: ResponseOutputItemMcpApprovalResponse.
        McpApprovalResponse(ResponseOutputItemMcpApprovalResponse),
        /// `custom_tool_call`: ResponseCustomToolCall.
        CustomToolCall(ResponseCustomToolCall),
        /// `custom_tool_call_output`: ResponseCustomToolCallOutputItem.
        CustomToolCallOutput(ResponseCustomToolCallOutputItem),
    }
}

/// One of several forms, told apart by their shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ResponseToolChoice {
    /// A `ResponseToolChoiceValue`.
    ResponseToolChoiceValue(ResponseToolChoiceValue),
    /// A `ToolChoiceAllowed`.
    ToolChoiceAllowed(ToolChoiceAllowed),
    /// A `ToolChoiceTypes`.
    ToolChoiceTypes(ToolChoiceTypes),
    /// A `ToolChoiceFunction`.
    ToolChoiceFunction(ToolChoiceFunction),
    /// A `ToolChoiceMcp`.
    ToolChoiceMcp(ToolChoiceMcp),
    /// A `ToolChoiceCustom`.
    ToolChoiceCustom(ToolChoiceCustom),
    /// A `ApplyPatchTool`.
    ApplyPatchTool(ApplyPatchTool),
    /// A `ToolChoiceShell`.
    ToolChoiceShell(ToolChoiceShell),
}

ref_union! {
    /// One of 15 objects, told apart by their `type`.
    pub enum Tool {
        /// `function`: FunctionTool.
        Function(FunctionTool),
        /// `file_search`: FileSearchTool.
        FileSearch(FileSearchTool),
        /// `computer`: ComputerTool.
        Computer(ComputerTool),
        /// `computer_use_preview`: ComputerUsePreviewTool.
        ComputerUsePreview(ComputerUsePreviewTool),
        /// `web_search`: WebSearchTool.
        WebSearch(WebSearchTool),
        /// `mcp`: ToolMcp.
        Mcp(ToolMcp),
        /// `code_interpreter`: ToolCodeInterpreter.
        CodeInterpreter(ToolCodeInterpreter),
        /// `image_generation`: ToolImageGeneration.
        ImageGeneration(ToolImageGeneration),
        /// `local_shell`: ToolLocalShell.
        LocalShell(ToolLocalShell),
        /// `shell`: FunctionShellTool.
        Shell(FunctionShellTool),
        /// `custom`: CustomTool.
        Custom(CustomTool),
        /// `namespace`: NamespaceTool.
        Namespace(NamespaceTool),
        /// `tool_search`: ToolSearchTool.
        ToolSearch(ToolSearchTool),
        /// `web_search_preview`: WebSearchPreviewTool.
        WebSearchPreview(WebSearchPreviewTool),
        /// `apply_patch`: ApplyPatchTool.
        ApplyPatch(ApplyPatchTool),
    }
}

/// The values of `ResponseServiceTier`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseServiceTier {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `default`.
    #[serde(rename = "default")]
    Default,
    /// `flex`.
    #[serde(rename = "flex")]
    Flex,
    /// `scale`.
    #[serde(rename = "scale")]
    Scale,
    /// `priority`.
    #[serde(rename = "priority")]
    Priority,
}

/// The SDK's `Response`.
///
/// (`Response`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Response {
    /// Unique identifier for this Response.
    pub id: String,
    /// Unix timestamp (in seconds) of when this Response was created.
    pub created_at: f64,
    /// An error object returned when the model fails to generate a Response.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<ResponseError>,
    /// Details about why the response is incomplete.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub incomplete_details: Option<ResponseIncompleteDetails>,
    /// A system (or developer) message inserted into the model's context.
    ///
    /// When using along with `previous_response_id`, the instructions from a previous response will
    /// not be carried over to the next response. This makes it simple to swap out system (or
    /// developer) messages in new responses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions: Option<ResponseInstructions>,
    /// Set of 16 key-value pairs that can be attached to an object.
    ///
    /// This can be useful for storing additional information about the object in a structured
    /// format, and querying for objects via API or the dashboard.
    ///
    /// Keys are strings with a maximum length of 64 characters. Values are strings with a maximum
    /// length of 512 characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<BTreeMap<String, String>>,
    /// Model ID used to generate the response, like `gpt-4o` or `o3`.
    ///
    /// OpenAI offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model
    /// guide](https://platform.openai.com/docs/models) to browse and compare available models.
    pub model: String,
    /// The object type of this resource - always set to `response`.
    pub object: ResponseObject,
    /// An array of content items generated by the model.
    ///
    /// - The length and order of items in the `output` array is dependent on the model's response.
    /// - Rather than accessing the first item in the `output` array and assuming it's an
    ///   `assistant` message with the content generated by the model, you might consider using the
    ///   `output_text` property where supported in SDKs.
    pub output: Vec<ResponseOutputItem>,
    /// Whether to allow the model to run tool calls in parallel.
    pub parallel_tool_calls: bool,
    /// What sampling temperature to use, between 0 and 2.
    ///
    /// Higher values like 0.8 will make the output more random, while lower values like 0.2 will
    /// make it more focused and deterministic. We generally recommend altering this or `top_p` but
    /// not both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temperature: Option<f64>,
    /// How the model should select which tool (or tools) to use when generating a response. See the
    /// `tools` parameter to see how to specify which tools the model can call.
    pub tool_choice: ResponseToolChoice,
    /// An array of tools the model may call while generating a response.
    ///
    /// You can specify which tool to use by setting the `tool_choice` parameter.
    ///
    /// We support the following categories of tools:
    ///
    /// - **Built-in tools**: Tools that are provided by OpenAI that extend the model's
    ///   capabilities, like [web search](https://platform.openai.com/docs/guides/tools-web-search)
    ///   or [file search](https://platform.openai.com/docs/guides/tools-file-search). Learn more
    ///   about [built-in tools](https://platform.openai.com/docs/guides/tools).
    /// - **MCP Tools**: Integrations with third-party systems via custom MCP servers or predefined
    ///   connectors such as Google Drive and SharePoint. Learn more about [MCP
    ///   Tools](https://platform.openai.com/docs/guides/tools-connectors-mcp).
    /// - **Function calls (custom tools)**: Functions that are defined by you, enabling the model
    ///   to call your own code with strongly typed arguments and outputs. Learn more about
    ///   [function calling](https://platform.openai.com/docs/guides/function-calling). You can also
    ///   use custom tools to call your own code.
    pub tools: Vec<Tool>,
    /// An alternative to sampling with temperature, called nucleus sampling, where the model
    /// considers the results of the tokens with top_p probability mass. So 0.1 means only the
    /// tokens comprising the top 10% probability mass are considered.
    ///
    /// We generally recommend altering this or `temperature` but not both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_p: Option<f64>,
    /// Whether to run the model response in the background. [Learn
    /// more](https://platform.openai.com/docs/guides/background).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub background: Option<bool>,
    /// Unix timestamp (in seconds) of when this Response was completed. Only present when the
    /// status is `completed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completed_at: Option<f64>,
    /// The conversation that this response belonged to.
    ///
    /// Input items and output items from this response were automatically added to this
    /// conversation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversation: Option<ResponseConversation>,
    /// An upper bound for the number of tokens that can be generated for a response, including
    /// visible output tokens and [reasoning
    /// tokens](https://platform.openai.com/docs/guides/reasoning).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_output_tokens: Option<i64>,
    /// The maximum number of total calls to built-in tools that can be processed in a response.
    /// This maximum number applies across all built-in tool calls, not per individual tool. Any
    /// further attempts to call a tool by the model will be ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_tool_calls: Option<i64>,
    /// Moderation results for the response input and output, if moderated completions were
    /// requested.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moderation: Option<ResponseModeration>,
    /// The unique ID of the previous response to the model.
    ///
    /// Use this to create multi-turn conversations. Learn more about [conversation
    /// state](https://platform.openai.com/docs/guides/conversation-state). Cannot be used in
    /// conjunction with `conversation`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous_response_id: Option<String>,
    /// Reference to a prompt template and its variables. [Learn
    /// more](https://platform.openai.com/docs/guides/text?api-mode=responses#reusable-prompts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt: Option<ResponsePrompt>,
    /// Used by OpenAI to cache responses for similar requests to optimize your cache hit rates.
    /// Replaces the `user` field. [Learn
    /// more](https://platform.openai.com/docs/guides/prompt-caching).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_key: Option<String>,
    /// The retention policy for the prompt cache.
    ///
    /// Set to `24h` to enable extended prompt caching, which keeps cached prefixes active for
    /// longer, up to a maximum of 24 hours. [Learn
    /// more](https://platform.openai.com/docs/guides/prompt-caching#prompt-cache-retention). For
    /// `gpt-5.5`, `gpt-5.5-pro`, and future models, only `24h` is supported.
    ///
    /// For older models that support both `in_memory` and `24h`, the default depends on your
    /// organization's data retention policy:
    ///
    /// - Organizations without ZDR enabled default to `24h`.
    /// - Organizations with ZDR enabled default to `in_memory` when `prompt_cache_retention` is not
    ///   specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_retention: Option<ResponsePromptCacheRetention>,
    /// **gpt-5 and o-series models only**
    ///
    /// Configuration options for [reasoning
    /// models](https://platform.openai.com/docs/guides/reasoning).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<Reasoning>,
    /// A stable identifier used to help detect users of your application that may be violating
    /// OpenAI's usage policies. The IDs should be a string that uniquely identifies each user, with
    /// a maximum length of 64 characters. We recommend hashing their username or email address, in
    /// order to avoid sending us any identifying information. [Learn
    /// more](https://platform.openai.com/docs/guides/safety-best-practices#safety-identifiers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub safety_identifier: Option<String>,
    /// Specifies the processing type used for serving the request.
    ///
    /// - If set to 'auto', then the request will be processed with the service tier configured in
    ///   the Project settings. Unless otherwise configured, the Project will use 'default'.
    /// - If set to 'default', then the request will be processed with the standard pricing and
    ///   performance for the selected model.
    /// - If set to '[flex](https://platform.openai.com/docs/guides/flex-processing)' or
    ///   '[priority](https://openai.com/api-priority-processing/)', then the request will be
    ///   processed with the corresponding service tier.
    /// - When not set, the default behavior is 'auto'.
    ///
    /// When the `service_tier` parameter is set, the response body will include the `service_tier`
    /// value based on the processing mode actually used to serve the request. This response value
    /// may be different from the value set in the parameter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_tier: Option<ResponseServiceTier>,
    /// The status of the response generation.
    ///
    /// One of `completed`, `failed`, `in_progress`, `cancelled`, `queued`, or `incomplete`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ResponseStatus>,
    /// Configuration options for a text response from the model.
    ///
    /// Can be plain text or structured JSON data. Learn more:
    ///
    /// - [Text inputs and outputs](https://platform.openai.com/docs/guides/text)
    /// - [Structured Outputs](https://platform.openai.com/docs/guides/structured-outputs)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<ResponseTextConfig>,
    /// An integer between 0 and 20 specifying the maximum number of most likely tokens to return at
    /// each token position, each with an associated log probability. In some cases, the number of
    /// returned tokens may be fewer than requested.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_logprobs: Option<i64>,
    /// The truncation strategy to use for the model response.
    ///
    /// - `auto`: If the input to this Response exceeds the model's context window size, the model
    ///   will truncate the response to fit the context window by dropping items from the beginning
    ///   of the conversation.
    /// - `disabled` (default): If the input size will exceed the context window size for a model,
    ///   the request will fail with a 400 error.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub truncation: Option<ResponseTruncation>,
    /// Represents token usage details including input tokens, output tokens, a breakdown of output
    /// tokens, and the total tokens used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usage: Option<ResponseUsage>,
    /// This field is being replaced by `safety_identifier` and `prompt_cache_key`.
    ///
    /// Use `prompt_cache_key` instead to maintain caching optimizations. A stable identifier for
    /// your end-users. Used to boost cache hit rates by better bucketing similar requests and to
    /// help OpenAI detect and prevent abuse. [Learn
    /// more](https://platform.openai.com/docs/guides/safety-best-practices#safety-identifiers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
}
