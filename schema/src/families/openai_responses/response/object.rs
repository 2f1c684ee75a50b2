//! Types of `types/responses/response.py`.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::families::openai_responses::*;

/// The values of `ResponseAccessProgramsCyber`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseAccessProgramsCyber {
    /// `standard`.
    #[serde(rename = "standard")]
    Standard,
    /// `daybreak_blue`.
    #[serde(rename = "daybreak_blue")]
    DaybreakBlue,
    /// `daybreak_red`.
    #[serde(rename = "daybreak_red")]
    DaybreakRed,
}

/// The SDK's `AccessPrograms`.
///
/// (`AccessPrograms`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseAccessPrograms {
    /// The effective Cyber access program used for this response.
    pub cyber: ResponseAccessProgramsCyber,
}

/// The conversation that this response belonged to.
///
/// Input items and output items from this response were automatically added to this conversation.
///
/// (`Conversation`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseConversation {
    /// The unique ID of the conversation that this response was associated with.
    pub id: String,
}

/// The values of `ResponseImageContextCompression`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseImageContextCompression {
    /// `enabled`.
    #[serde(rename = "enabled")]
    Enabled,
    /// `disabled`.
    #[serde(rename = "disabled")]
    Disabled,
}

/// The SDK's `Image`.
///
/// (`Image`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseImage {
    /// Effective image context optimization policy.
    pub context_compression: ResponseImageContextCompression,
}

/// The values of `ResponseIncompleteDetailsReason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseIncompleteDetailsReason {
    /// `max_output_tokens`.
    #[serde(rename = "max_output_tokens")]
    MaxOutputTokens,
    /// `max_messages`.
    #[serde(rename = "max_messages")]
    MaxMessages,
    /// `content_filter`.
    #[serde(rename = "content_filter")]
    ContentFilter,
    /// `steered`.
    #[serde(rename = "steered")]
    Steered,
}

/// Details about why the response is incomplete.
///
/// (`IncompleteDetails`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseIncompleteDetails {
    /// The reason why the response is incomplete.
    ///
    /// `steered` means the response stopped at a safe output boundary after a WebSocket
    /// `response.steer` event. The server can then create a successor response automatically with
    /// the queued input.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<ResponseIncompleteDetailsReason>,
}

/// The values of `ResponseInputTransformationAction`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputTransformationAction {
    /// `removed`.
    #[serde(rename = "removed")]
    Removed,
}

/// The values of `ResponseInputTransformationReason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputTransformationReason {
    /// `organization_mismatch`.
    #[serde(rename = "organization_mismatch")]
    OrganizationMismatch,
    /// `end_user_mismatch`.
    #[serde(rename = "end_user_mismatch")]
    EndUserMismatch,
    /// `model_mismatch`.
    #[serde(rename = "model_mismatch")]
    ModelMismatch,
    /// `prefix_mismatch`.
    #[serde(rename = "prefix_mismatch")]
    PrefixMismatch,
    /// `turn_boundary`.
    #[serde(rename = "turn_boundary")]
    TurnBoundary,
}

/// The values of `ResponseInputTransformationType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseInputTransformationType {
    /// `reasoning`.
    #[serde(rename = "reasoning")]
    Reasoning,
}

/// The SDK's `InputTransformation`.
///
/// (`InputTransformation`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseInputTransformation {
    /// The original reasoning item ID.
    pub id: String,
    /// The `action` field (not described by the SDK).
    pub action: ResponseInputTransformationAction,
    /// The `reason` field (not described by the SDK).
    pub reason: ResponseInputTransformationReason,
    /// The `type` field (not described by the SDK).
    pub r#type: ResponseInputTransformationType,
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ResponseModerationInput {
        /// `moderation_result`: ResponseModerationInputModerationResult.
        ModerationResult(ResponseModerationInputModerationResult),
        /// `error`: ResponseModerationInputError.
        Error(ResponseModerationInputError),
    }
}

ref_union! {
    /// One of 2 objects, told apart by their `type`.
    pub enum ResponseModerationOutput {
        /// `moderation_result`: ResponseModerationInputModerationResult.
        ModerationResult(ResponseModerationInputModerationResult),
        /// `error`: ResponseModerationInputError.
        Error(ResponseModerationInputError),
    }
}

/// Moderation results for the response input and output, if moderated completions were requested.
///
/// (`Moderation`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseModeration {
    /// Moderation for the response input.
    pub input: ResponseModerationInput,
    /// Moderation for the response output.
    pub output: ResponseModerationOutput,
}

/// The values of `ResponseModerationInputErrorType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseModerationInputErrorType {
    /// `error`.
    #[serde(rename = "error")]
    Error,
}

/// An error produced while attempting moderation for the response input or output.
///
/// (`ModerationInputError`, `types/responses/response.py`; `ModerationOutputError`,
/// `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseModerationInputError {
    /// The error code.
    pub code: String,
    /// The error message.
    pub message: String,
    /// The object type, which was always `error` for moderation failures.
    pub r#type: ResponseModerationInputErrorType,
}

/// The values of `ResponseModerationInputModerationResultCategoryAppliedInputTypesValueItem`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseModerationInputModerationResultCategoryAppliedInputTypesValueItem {
    /// `text`.
    #[serde(rename = "text")]
    Text,
    /// `image`.
    #[serde(rename = "image")]
    Image,
}

/// The values of `ResponseModerationInputModerationResultType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseModerationInputModerationResultType {
    /// `moderation_result`.
    #[serde(rename = "moderation_result")]
    ModerationResult,
}

/// A moderation result produced for the response input or output.
///
/// (`ModerationInputModerationResult`, `types/responses/response.py`;
/// `ModerationOutputModerationResult`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseModerationInputModerationResult {
    /// A dictionary of moderation categories to booleans, True if the input is flagged under this
    /// category.
    pub categories: BTreeMap<String, bool>,
    /// Which modalities of input are reflected by the score for each category.
    pub category_applied_input_types: BTreeMap<
        String,
        Vec<ResponseModerationInputModerationResultCategoryAppliedInputTypesValueItem>,
    >,
    /// A dictionary of moderation categories to scores.
    pub category_scores: BTreeMap<String, f64>,
    /// A boolean indicating whether the content was flagged by any category.
    pub flagged: bool,
    /// The moderation model that produced this result.
    pub model: String,
    /// The object type, which was always `moderation_result` for successful moderation results.
    pub r#type: ResponseModerationInputModerationResultType,
}

/// The values of `ResponsePromptCacheDiagnosticsCacheHitType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponsePromptCacheDiagnosticsCacheHitType {
    /// `cache_hit`.
    #[serde(rename = "cache_hit")]
    CacheHit,
}

/// The SDK's `PromptCacheDiagnosticsCacheHit`.
///
/// (`PromptCacheDiagnosticsCacheHit`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponsePromptCacheDiagnosticsCacheHit {
    /// The `type` field (not described by the SDK).
    pub r#type: ResponsePromptCacheDiagnosticsCacheHitType,
}

/// The values of `ResponsePromptCacheDiagnosticsCacheMissReason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponsePromptCacheDiagnosticsCacheMissReason {
    /// `model_changed`.
    #[serde(rename = "model_changed")]
    ModelChanged,
    /// `prompt_cache_key_changed`.
    #[serde(rename = "prompt_cache_key_changed")]
    PromptCacheKeyChanged,
    /// `tools_changed`.
    #[serde(rename = "tools_changed")]
    ToolsChanged,
    /// `text_format_changed`.
    #[serde(rename = "text_format_changed")]
    TextFormatChanged,
    /// `reasoning_effort_changed`.
    #[serde(rename = "reasoning_effort_changed")]
    ReasoningEffortChanged,
    /// `verbosity_changed`.
    #[serde(rename = "verbosity_changed")]
    VerbosityChanged,
    /// `context_compacted`.
    #[serde(rename = "context_compacted")]
    ContextCompacted,
    /// `input_changed`.
    #[serde(rename = "input_changed")]
    InputChanged,
    /// `service_tier_changed`.
    #[serde(rename = "service_tier_changed")]
    ServiceTierChanged,
}

/// The values of `ResponsePromptCacheDiagnosticsCacheMissType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponsePromptCacheDiagnosticsCacheMissType {
    /// `cache_miss`.
    #[serde(rename = "cache_miss")]
    CacheMiss,
}

/// The SDK's `PromptCacheDiagnosticsCacheMiss`.
///
/// (`PromptCacheDiagnosticsCacheMiss`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponsePromptCacheDiagnosticsCacheMiss {
    /// The estimated number of input tokens affected after the first detected divergence.
    pub cache_missed_tokens: i64,
    /// The reason prompt cache reuse did not occur.
    pub reason: ResponsePromptCacheDiagnosticsCacheMissReason,
    /// The `type` field (not described by the SDK).
    pub r#type: ResponsePromptCacheDiagnosticsCacheMissType,
    /// The raw token count of the reusable prefix in the compared response.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comparison_reusable_tokens: Option<i64>,
}

/// The values of `ResponsePromptCacheDiagnosticsComparisonResponseNotFoundType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponsePromptCacheDiagnosticsComparisonResponseNotFoundType {
    /// `comparison_response_not_found`.
    #[serde(rename = "comparison_response_not_found")]
    ComparisonResponseNotFound,
}

/// The SDK's `PromptCacheDiagnosticsComparisonResponseNotFound`.
///
/// (`PromptCacheDiagnosticsComparisonResponseNotFound`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponsePromptCacheDiagnosticsComparisonResponseNotFound {
    /// The `type` field (not described by the SDK).
    pub r#type: ResponsePromptCacheDiagnosticsComparisonResponseNotFoundType,
}

/// The values of `ResponsePromptCacheDiagnosticsUnavailableType`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponsePromptCacheDiagnosticsUnavailableType {
    /// `unavailable`.
    #[serde(rename = "unavailable")]
    Unavailable,
}

/// The SDK's `PromptCacheDiagnosticsUnavailable`.
///
/// (`PromptCacheDiagnosticsUnavailable`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponsePromptCacheDiagnosticsUnavailable {
    /// The `type` field (not described by the SDK).
    pub r#type: ResponsePromptCacheDiagnosticsUnavailableType,
}

/// The values of `ResponsePromptCacheOptionsMode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponsePromptCacheOptionsMode {
    /// `implicit`.
    #[serde(rename = "implicit")]
    Implicit,
    /// `explicit`.
    #[serde(rename = "explicit")]
    Explicit,
}

/// The values of `ResponsePromptCacheOptionsTtl`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponsePromptCacheOptionsTtl {
    /// `30m`.
    #[serde(rename = "30m")]
    V30m,
    /// `12h`.
    #[serde(rename = "12h")]
    V12h,
}

/// The prompt-caching options that were applied to the response.
///
/// Supported for `gpt-5.6` and later models.
///
/// (`PromptCacheOptions`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponsePromptCacheOptions {
    /// Whether implicit prompt-cache breakpoints were enabled.
    pub mode: ResponsePromptCacheOptionsMode,
    /// The minimum lifetime applied to each cache breakpoint.
    pub ttl: ResponsePromptCacheOptionsTtl,
    /// The response ID supplied as the prompt cache diagnostics comparison.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comparison_response_id: Option<String>,
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
    /// A `ResponseConfigurationUpdateItemParam`.
    ResponseConfigurationUpdateItemParam(ResponseConfigurationUpdateItemParam),
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
    /// A `ResponseInputItemProgram`.
    ResponseInputItemProgram(ResponseInputItemProgram),
    /// A `ResponseInputItemProgramOutput`.
    ResponseInputItemProgramOutput(ResponseInputItemProgramOutput),
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
    /// One of 28 objects, told apart by their `type`.
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
        /// `program`: ResponseInputItemProgram.
        Program(ResponseInputItemProgram),
        /// `program_output`: ResponseInputItemProgramOutput.
        ProgramOutput(ResponseInputItemProgramOutput),
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

/// The values of `ResponseToolChoiceValue`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseToolChoiceValue {
    /// `none`.
    #[serde(rename = "none")]
    None,
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `required`.
    #[serde(rename = "required")]
    Required,
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
    /// A `ToolProgrammaticToolCalling`.
    ToolProgrammaticToolCalling(ToolProgrammaticToolCalling),
    /// A `ToolChoiceApplyPatch`.
    ToolChoiceApplyPatch(ToolChoiceApplyPatch),
    /// A `ToolChoiceShell`.
    ToolChoiceShell(ToolChoiceShell),
}

ref_union! {
    /// One of 16 objects, told apart by their `type`.
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
        /// `programmatic_tool_calling`: ToolProgrammaticToolCalling.
        ProgrammaticToolCalling(ToolProgrammaticToolCalling),
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

ref_union! {
    /// One of 4 objects, told apart by their `type`.
    pub enum ResponsePromptCacheDiagnostics {
        /// `cache_miss`: ResponsePromptCacheDiagnosticsCacheMiss.
        CacheMiss(ResponsePromptCacheDiagnosticsCacheMiss),
        /// `cache_hit`: ResponsePromptCacheDiagnosticsCacheHit.
        CacheHit(ResponsePromptCacheDiagnosticsCacheHit),
        /// `comparison_response_not_found`: ResponsePromptCacheDiagnosticsComparisonResponseNotFound.
        ComparisonResponseNotFound(ResponsePromptCacheDiagnosticsComparisonResponseNotFound),
        /// `unavailable`: ResponsePromptCacheDiagnosticsUnavailable.
        Unavailable(ResponsePromptCacheDiagnosticsUnavailable),
    }
}

/// The values of `ResponsePromptCacheRetention`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponsePromptCacheRetention {
    /// `in_memory`.
    #[serde(rename = "in_memory")]
    InMemory,
    /// `24h`.
    #[serde(rename = "24h")]
    V24h,
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
    /// `fast`.
    #[serde(rename = "fast")]
    Fast,
    /// `ultrafast`.
    #[serde(rename = "ultrafast")]
    Ultrafast,
}

/// The values of `ResponseStatus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseStatus {
    /// `completed`.
    #[serde(rename = "completed")]
    Completed,
    /// `failed`.
    #[serde(rename = "failed")]
    Failed,
    /// `in_progress`.
    #[serde(rename = "in_progress")]
    InProgress,
    /// `cancelled`.
    #[serde(rename = "cancelled")]
    Cancelled,
    /// `queued`.
    #[serde(rename = "queued")]
    Queued,
    /// `incomplete`.
    #[serde(rename = "incomplete")]
    Incomplete,
}

/// The values of `ResponseTruncation`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(inline)]
pub enum ResponseTruncation {
    /// `auto`.
    #[serde(rename = "auto")]
    Auto,
    /// `disabled`.
    #[serde(rename = "disabled")]
    Disabled,
}

/// The SDK's `Response`.
///
/// (`Response`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Response {
    /// Unique identifier for this Response.
    pub id: String,
    /// The `access_programs` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access_programs: Option<ResponseAccessPrograms>,
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
    /// format.
    ///
    /// Keys are strings with a maximum length of 64 characters. Values are strings with a maximum
    /// length of 512 characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<BTreeMap<String, String>>,
    /// Model ID used to generate the response, like `gpt-6.2-astra`.
    ///
    /// OpenAI offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model
    /// guide](https://developers.openai.com/api/docs/models) to browse and compare available
    /// models.
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
    ///   capabilities, like [web
    ///   search](https://developers.openai.com/api/docs/guides/tools-web-search) or [file
    ///   search](https://developers.openai.com/api/docs/guides/tools-file-search). Learn more about
    ///   [built-in tools](https://developers.openai.com/api/docs/guides/tools).
    /// - **MCP Tools**: Integrations with third-party systems via custom MCP servers or predefined
    ///   connectors such as Google Drive and SharePoint. Learn more about [MCP
    ///   Tools](https://developers.openai.com/api/docs/guides/tools-connectors-mcp).
    /// - **Function calls (custom tools)**: Functions that are defined by you, enabling the model
    ///   to call your own code with strongly typed arguments and outputs. Learn more about
    ///   [function calling](https://developers.openai.com/api/docs/guides/function-calling). You
    ///   can also use custom tools to call your own code.
    pub tools: Vec<Tool>,
    /// An alternative to sampling with temperature, called nucleus sampling, where the model
    /// considers the results of the tokens with top_p probability mass. So 0.1 means only the
    /// tokens comprising the top 10% probability mass are considered.
    ///
    /// We generally recommend altering this or `temperature` but not both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_p: Option<f64>,
    /// Whether to run the model response in the background. [Learn
    /// more](https://developers.openai.com/api/docs/guides/background).
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
    /// The `image` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<ResponseImage>,
    /// Reasoning inputs withheld from the model, in input order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_transformations: Option<Vec<ResponseInputTransformation>>,
    /// An upper bound for the number of tokens that can be generated for a response, including
    /// visible output tokens and [reasoning
    /// tokens](https://developers.openai.com/api/docs/guides/reasoning).
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
    /// state](https://developers.openai.com/api/docs/guides/conversation-state). Cannot be used in
    /// conjunction with `conversation`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous_response_id: Option<String>,
    /// Reference to a prompt template and its variables. [Learn
    /// more](https://developers.openai.com/api/docs/guides/text?api-mode=responses#version-prompts-in-code).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt: Option<ResponsePrompt>,
    /// Prompt cache diagnostics requested for this response.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_diagnostics: Option<ResponsePromptCacheDiagnostics>,
    /// Used by OpenAI to cache responses for similar requests to optimize your cache hit rates.
    /// Replaces the `user` field. [Learn
    /// more](https://developers.openai.com/api/docs/guides/prompt-caching).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_key: Option<String>,
    /// The prompt-caching options that were applied to the response.
    ///
    /// Supported for `gpt-5.6` and later models.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_options: Option<ResponsePromptCacheOptions>,
    /// Deprecated. Use `prompt_cache_options.ttl` instead.
    ///
    /// The retention policy for the prompt cache. Set to `24h` to enable extended prompt caching,
    /// which keeps cached prefixes active for longer, up to a maximum of 24 hours. [Learn
    /// more](https://developers.openai.com/api/docs/guides/prompt-caching#prompt-cache-retention).
    /// This field expresses a maximum retention policy, while `prompt_cache_options.ttl` expresses
    /// a minimum cache lifetime. The two fields are independent and do not interact. For `gpt-5.5`,
    /// `gpt-5.5-pro`, and future models, only `24h` is supported.
    ///
    /// For older models that support both `in_memory` and `24h`, the default depends on your
    /// organization's data retention policy:
    ///
    /// - Organizations without ZDR enabled default to `24h`.
    /// - Organizations with ZDR enabled default to `in_memory` when `prompt_cache_retention` is not
    ///   specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_cache_retention: Option<ResponsePromptCacheRetention>,
    /// Configuration options for [reasoning
    /// models](https://developers.openai.com/api/docs/guides/reasoning).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reasoning: Option<Reasoning>,
    /// A stable identifier used to help detect users of your application that may be violating
    /// OpenAI's usage policies. The IDs should be a string that uniquely identifies each user, with
    /// a maximum length of 128 characters. We recommend hashing their username or email address, in
    /// order to avoid sending us any identifying information. [Learn
    /// more](https://developers.openai.com/api/docs/guides/safety-best-practices#implement-safety-identifiers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub safety_identifier: Option<String>,
    /// Specifies the processing type used for serving the request.
    ///
    /// - If set to 'auto', then the request will be processed with the service tier configured in
    ///   the Project settings. Unless otherwise configured, the Project will use 'default'.
    /// - If set to 'default', then the request will be processed with the standard pricing and
    ///   performance for the selected model.
    /// - If set to '[flex](https://developers.openai.com/api/docs/guides/flex-processing)', then
    ///   the request will be processed with the Flex Processing service tier.
    /// - To opt-in to [Fast mode](https://developers.openai.com/api/docs/guides/fast-mode) at the
    ///   request level, include the `service_tier=fast` or `service_tier=priority` parameter for
    ///   Responses or Chat Completions. The response will show `service_tier=priority` regardless
    ///   of if you specify `service_tier=fast` or `priority` in your request.
    /// - If set to 'ultrafast', then the request will be processed with the access-controlled
    ///   Ultrafast Processing service tier. This tier is currently available for `gpt-5.6-sol`; a
    ///   response served through it will show `service_tier=ultrafast`.
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
    /// - [Text inputs and outputs](https://developers.openai.com/api/docs/guides/text)
    /// - [Structured Outputs](https://developers.openai.com/api/docs/guides/structured-outputs)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<ResponseTextConfig>,
    /// Usage reported by hosted tools, separate from base model `usage`.
    ///
    /// The field can be omitted when tool usage is unavailable. When present, tool families with no
    /// recorded usage have zero counts.
    ///
    /// `image_gen` sums available token counts across image generation calls. Calls with missing or
    /// incomplete usage records may be skipped. Output token details and cached input counts can be
    /// omitted. An omitted cache count means cache usage is unknown.
    ///
    /// `web_search.num_requests` counts billable searches. Discounted searches and actions such as
    /// opening a page are excluded. Use billing records to reconcile final charges.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_usage: Option<ResponseToolUsage>,
    /// An integer between 0 and 20 specifying the maximum number of most likely tokens to return at
    /// each token position, each with an associated log probability. In some cases, the number of
    /// returned tokens may be fewer than requested.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_logprobs: Option<i64>,
    /// The truncation strategy to use for the model response.
    ///
    /// - `auto`: If the input to this Response exceeds the model's context window size, the model
    ///   will truncate the response to fit the context window by dropping items from the beginning
    ///   of the conversation. On some models, trimming can begin earlier because the API subtracts
    ///   the model's maximum output allowance from its input limit, even if you set a lower
    ///   `max_output_tokens`.
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
    /// more](https://developers.openai.com/api/docs/guides/safety-best-practices#implement-safety-identifiers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
}

/// Usage reported by hosted tools, separate from base model `usage`.
///
/// The field can be omitted when tool usage is unavailable. When present, tool families with no
/// recorded usage have zero counts.
///
/// `image_gen` sums available token counts across image generation calls. Calls with missing or
/// incomplete usage records may be skipped. Output token details and cached input counts can be
/// omitted. An omitted cache count means cache usage is unknown.
///
/// `web_search.num_requests` counts billable searches. Discounted searches and actions such as
/// opening a page are excluded. Use billing records to reconcile final charges.
///
/// (`ToolUsage`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseToolUsage {
    /// Aggregated usage statistics for image generation tool calls.
    pub image_gen: ResponseToolUsageImageGen,
    /// Aggregated billable usage statistics for web search tool calls.
    pub web_search: ResponseToolUsageWebSearch,
}

/// Aggregated usage statistics for image generation tool calls.
///
/// (`ToolUsageImageGen`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseToolUsageImageGen {
    /// The number of tokens (images and text) in the input prompt.
    pub input_tokens: i64,
    /// The input tokens detailed information for the image generation.
    pub input_tokens_details: ResponseToolUsageImageGenInputTokensDetails,
    /// The number of output tokens generated by the model.
    pub output_tokens: i64,
    /// The total number of tokens (images and text) used for the image generation.
    pub total_tokens: i64,
    /// The `cached_tokens` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cached_tokens: Option<i64>,
    /// The `cached_tokens_details` field (not described by the SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cached_tokens_details: Option<ResponseToolUsageImageGenCachedTokensDetails>,
    /// The output token details for the image generation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_tokens_details: Option<ResponseToolUsageImageGenInputTokensDetails>,
}

/// The SDK's `ToolUsageImageGenCachedTokensDetails`.
///
/// (`ToolUsageImageGenCachedTokensDetails`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseToolUsageImageGenCachedTokensDetails {
    /// The `cached_image_tokens` field (not described by the SDK).
    pub cached_image_tokens: i64,
    /// The `cached_text_tokens` field (not described by the SDK).
    pub cached_text_tokens: i64,
}

/// The input tokens detailed information for the image generation.
///
/// (`ToolUsageImageGenInputTokensDetails`, `types/responses/response.py`;
/// `ToolUsageImageGenOutputTokensDetails`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseToolUsageImageGenInputTokensDetails {
    /// The number of image tokens in the input prompt.
    pub image_tokens: i64,
    /// The number of text tokens in the input prompt.
    pub text_tokens: i64,
}

/// Aggregated billable usage statistics for web search tool calls.
///
/// (`ToolUsageWebSearch`, `types/responses/response.py`)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResponseToolUsageWebSearch {
    /// The number of billable web search requests issued.
    pub num_requests: i64,
}
