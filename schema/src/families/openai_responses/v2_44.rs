//! `openai.responses@v2.44`: the stream as the `openai` 2.44.0 SDK types it. The 93 types that
//! differ from the family's current version (or name one that does) are redefined here, from the
//! SDK's; the other 344 are the current version's, whose doc comments may be worded for the newer
//! SDK.

pub mod events;
pub mod items;
pub mod response;
pub mod shared;
pub mod tools;

use serde_json::Value;

pub use self::{events::*, items::*, response::*, shared::*, tools::*};
pub use crate::families::openai_responses::{
    ApplyPatchToolType, ComparisonFilter, ComparisonFilterType, ComparisonFilterValue,
    ComparisonFilterValueItemItem, CompoundFilter, CompoundFilterType, ComputerAction,
    ComputerActionClick, ComputerActionClickButton, ComputerActionClickType,
    ComputerActionDoubleClick, ComputerActionDoubleClickType, ComputerActionDrag,
    ComputerActionDragPath, ComputerActionDragType, ComputerActionKeypress,
    ComputerActionKeypressType, ComputerActionMove, ComputerActionMoveType,
    ComputerActionScreenshot, ComputerActionScreenshotType, ComputerActionScroll,
    ComputerActionScrollType, ComputerActionType, ComputerActionTypeType, ComputerActionWait,
    ComputerActionWaitType, ComputerTool, ComputerToolType, ComputerUsePreviewTool,
    ComputerUsePreviewToolEnvironment, ComputerUsePreviewToolType, ContainerAuto,
    ContainerAutoMemoryLimit, ContainerAutoNetworkPolicy, ContainerAutoSkill, ContainerAutoType,
    ContainerNetworkPolicyAllowlist, ContainerNetworkPolicyAllowlistType,
    ContainerNetworkPolicyDisabled, ContainerNetworkPolicyDisabledType,
    ContainerNetworkPolicyDomainSecret, ContainerReference, ContainerReferenceType,
    CustomToolInputFormat, CustomToolInputFormatGrammar, CustomToolInputFormatGrammarSyntax,
    CustomToolInputFormatGrammarType, CustomToolType, EasyInputMessagePhase, EasyInputMessageRole,
    EasyInputMessageType, FileSearchTool, FileSearchToolFilters, FileSearchToolRankingOptions,
    FileSearchToolRankingOptionsHybridSearch, FileSearchToolRankingOptionsRanker,
    FileSearchToolType, FunctionShellToolEnvironment, FunctionShellToolType, FunctionToolType,
    InlineSkill, InlineSkillSource, InlineSkillSourceMediaType, InlineSkillSourceType,
    InlineSkillType, LocalEnvironment, LocalEnvironmentType, LocalSkill,
    NamespaceToolToolFunctionType, NamespaceToolType, ReasoningContext, ReasoningGenerateSummary,
    ReasoningSummary, ResponseApplyPatchToolCallOperation,
    ResponseApplyPatchToolCallOperationCreateFile,
    ResponseApplyPatchToolCallOperationCreateFileType,
    ResponseApplyPatchToolCallOperationDeleteFile,
    ResponseApplyPatchToolCallOperationDeleteFileType,
    ResponseApplyPatchToolCallOperationUpdateFile,
    ResponseApplyPatchToolCallOperationUpdateFileType, ResponseApplyPatchToolCallOutputStatus,
    ResponseApplyPatchToolCallOutputType, ResponseApplyPatchToolCallStatus,
    ResponseApplyPatchToolCallType, ResponseAudioDeltaEvent, ResponseAudioDoneEvent,
    ResponseAudioTranscriptDeltaEvent, ResponseAudioTranscriptDoneEvent,
    ResponseCodeInterpreterCallCodeDeltaEvent, ResponseCodeInterpreterCallCodeDoneEvent,
    ResponseCodeInterpreterCallCompletedEvent, ResponseCodeInterpreterCallInProgressEvent,
    ResponseCodeInterpreterCallInterpretingEvent, ResponseCodeInterpreterToolCall,
    ResponseCodeInterpreterToolCallOutput, ResponseCodeInterpreterToolCallOutputImage,
    ResponseCodeInterpreterToolCallOutputImageType, ResponseCodeInterpreterToolCallOutputLogs,
    ResponseCodeInterpreterToolCallOutputLogsType, ResponseCodeInterpreterToolCallStatus,
    ResponseCodeInterpreterToolCallType, ResponseCompactionItem, ResponseCompactionItemParam,
    ResponseCompactionItemParamType, ResponseCompactionItemType, ResponseComputerToolCall,
    ResponseComputerToolCallAction, ResponseComputerToolCallOutputItem,
    ResponseComputerToolCallOutputItemStatus, ResponseComputerToolCallOutputItemType,
    ResponseComputerToolCallOutputScreenshot, ResponseComputerToolCallOutputScreenshotType,
    ResponseComputerToolCallPendingSafetyCheck, ResponseComputerToolCallStatus,
    ResponseComputerToolCallType, ResponseConversation, ResponseCustomToolCallInputDeltaEvent,
    ResponseCustomToolCallInputDoneEvent, ResponseCustomToolCallOutputItemStatus,
    ResponseCustomToolCallOutputItemType, ResponseCustomToolCallOutputType,
    ResponseCustomToolCallType, ResponseErrorEvent, ResponseFileSearchCallCompletedEvent,
    ResponseFileSearchCallInProgressEvent, ResponseFileSearchCallSearchingEvent,
    ResponseFileSearchToolCall, ResponseFileSearchToolCallResult,
    ResponseFileSearchToolCallResultAttributesValue, ResponseFileSearchToolCallStatus,
    ResponseFileSearchToolCallType, ResponseFormatJSONObject, ResponseFormatJSONObjectType,
    ResponseFormatText, ResponseFormatTextConfig, ResponseFormatTextJSONSchemaConfig,
    ResponseFormatTextJSONSchemaConfigType, ResponseFormatTextType,
    ResponseFunctionCallArgumentsDeltaEvent, ResponseFunctionShellCallOutputContent,
    ResponseFunctionShellCallOutputContentOutcome,
    ResponseFunctionShellCallOutputContentOutcomeExit,
    ResponseFunctionShellCallOutputContentOutcomeExitType,
    ResponseFunctionShellCallOutputContentOutcomeTimeout,
    ResponseFunctionShellCallOutputContentOutcomeTimeoutType,
    ResponseFunctionShellToolCallEnvironment, ResponseFunctionShellToolCallOutputStatus,
    ResponseFunctionShellToolCallOutputType, ResponseFunctionShellToolCallStatus,
    ResponseFunctionShellToolCallType, ResponseFunctionToolCallOutputItemStatus,
    ResponseFunctionToolCallOutputItemType, ResponseFunctionToolCallStatus,
    ResponseFunctionToolCallType, ResponseFunctionWebSearchAction,
    ResponseFunctionWebSearchActionFind, ResponseFunctionWebSearchActionFindType,
    ResponseFunctionWebSearchActionOpenPage, ResponseFunctionWebSearchActionOpenPageType,
    ResponseFunctionWebSearchActionSearch, ResponseFunctionWebSearchActionSearchSource,
    ResponseFunctionWebSearchActionSearchSourceType, ResponseFunctionWebSearchActionSearchType,
    ResponseFunctionWebSearchType, ResponseImageGenCallCompletedEvent,
    ResponseImageGenCallGeneratingEvent, ResponseImageGenCallInProgressEvent,
    ResponseInputFileType, ResponseInputImageContentDetail, ResponseInputImageContentType,
    ResponseInputImageDetail, ResponseInputImageType, ResponseInputItemAdditionalToolsRole,
    ResponseInputItemAdditionalToolsType, ResponseInputItemApplyPatchCallOperation,
    ResponseInputItemApplyPatchCallOutputStatus, ResponseInputItemApplyPatchCallOutputType,
    ResponseInputItemApplyPatchCallStatus, ResponseInputItemApplyPatchCallType,
    ResponseInputItemCompactionTriggerType, ResponseInputItemComputerCallOutput,
    ResponseInputItemComputerCallOutputStatus, ResponseInputItemComputerCallOutputType,
    ResponseInputItemFunctionCallOutputStatus, ResponseInputItemFunctionCallOutputType,
    ResponseInputItemImageGenerationCallStatus, ResponseInputItemImageGenerationCallType,
    ResponseInputItemItemReference, ResponseInputItemItemReferenceType,
    ResponseInputItemLocalShellCall, ResponseInputItemLocalShellCallAction,
    ResponseInputItemLocalShellCallActionType, ResponseInputItemLocalShellCallOutput,
    ResponseInputItemLocalShellCallOutputStatus, ResponseInputItemLocalShellCallOutputType,
    ResponseInputItemLocalShellCallStatus, ResponseInputItemLocalShellCallType,
    ResponseInputItemMcpApprovalRequest, ResponseInputItemMcpApprovalRequestType,
    ResponseInputItemMcpApprovalResponse, ResponseInputItemMcpApprovalResponseType,
    ResponseInputItemMcpCallStatus, ResponseInputItemMcpCallType, ResponseInputItemMcpListTools,
    ResponseInputItemMcpListToolsTool, ResponseInputItemMcpListToolsType,
    ResponseInputItemMessageRole, ResponseInputItemMessageStatus, ResponseInputItemMessageType,
    ResponseInputItemShellCallAction, ResponseInputItemShellCallEnvironment,
    ResponseInputItemShellCallOutputStatus, ResponseInputItemShellCallOutputType,
    ResponseInputItemShellCallStatus, ResponseInputItemShellCallType,
    ResponseInputItemToolSearchCall, ResponseInputItemToolSearchCallExecution,
    ResponseInputItemToolSearchCallStatus, ResponseInputItemToolSearchCallType,
    ResponseInputTextType, ResponseLocalEnvironment, ResponseLocalEnvironmentType,
    ResponseMcpCallArgumentsDeltaEvent, ResponseMcpCallArgumentsDoneEvent,
    ResponseMcpCallCompletedEvent, ResponseMcpCallFailedEvent, ResponseMcpCallInProgressEvent,
    ResponseMcpListToolsCompletedEvent, ResponseMcpListToolsFailedEvent,
    ResponseMcpListToolsInProgressEvent, ResponseModeration, ResponseModerationInput,
    ResponseModerationInputError, ResponseModerationInputErrorType,
    ResponseModerationInputModerationResult,
    ResponseModerationInputModerationResultCategoryAppliedInputTypesValueItem,
    ResponseModerationInputModerationResultType, ResponseModerationOutput,
    ResponseOutputItemAdditionalToolsType, ResponseOutputItemMcpApprovalResponse,
    ResponseOutputItemMcpApprovalResponseType, ResponseOutputMessagePhase,
    ResponseOutputMessageRole, ResponseOutputMessageStatus, ResponseOutputMessageType,
    ResponseOutputRefusal, ResponseOutputRefusalType,
    ResponseOutputTextAnnotationContainerFileCitation,
    ResponseOutputTextAnnotationContainerFileCitationType,
    ResponseOutputTextAnnotationFileCitation, ResponseOutputTextAnnotationFileCitationType,
    ResponseOutputTextAnnotationFilePath, ResponseOutputTextAnnotationFilePathType,
    ResponseOutputTextAnnotationURLCitation, ResponseOutputTextAnnotationURLCitationType,
    ResponseOutputTextLogprob, ResponseOutputTextLogprobTopLogprob, ResponseOutputTextType,
    ResponsePromptCacheRetention, ResponseReasoningItemContentType, ResponseReasoningItemStatus,
    ResponseReasoningItemSummary, ResponseReasoningItemSummaryType,
    ResponseReasoningSummaryPartAddedEvent, ResponseReasoningSummaryTextDeltaEvent,
    ResponseReasoningSummaryTextDoneEvent, ResponseReasoningTextDeltaEvent,
    ResponseReasoningTextDoneEvent, ResponseRefusalDeltaEvent, ResponseRefusalDoneEvent,
    ResponseStatus, ResponseTextConfig, ResponseTextConfigVerbosity, ResponseTextDeltaEvent,
    ResponseTextDoneEvent, ResponseTextDoneEventLogprob, ResponseTextDoneEventLogprobTopLogprob,
    ResponseToolChoiceValue, ResponseToolSearchCall, ResponseToolSearchCallExecution,
    ResponseToolSearchCallStatus, ResponseToolSearchCallType,
    ResponseToolSearchOutputItemExecution, ResponseToolSearchOutputItemParamExecution,
    ResponseToolSearchOutputItemParamStatus, ResponseToolSearchOutputItemParamType,
    ResponseToolSearchOutputItemStatus, ResponseToolSearchOutputItemType, ResponseTruncation,
    ResponseUsageOutputTokensDetails, ResponseWebSearchCallCompletedEvent,
    ResponseWebSearchCallInProgressEvent, ResponseWebSearchCallSearchingEvent, SkillReference,
    SkillReferenceType, ToolChoiceAllowed, ToolChoiceAllowedMode, ToolChoiceAllowedType,
    ToolChoiceCustom, ToolChoiceCustomType, ToolChoiceFunction, ToolChoiceFunctionType,
    ToolChoiceMcp, ToolChoiceMcpType, ToolChoiceShell, ToolChoiceShellType, ToolChoiceTypes,
    ToolChoiceTypesType, ToolCodeInterpreterContainer,
    ToolCodeInterpreterContainerCodeInterpreterToolAuto,
    ToolCodeInterpreterContainerCodeInterpreterToolAutoMemoryLimit,
    ToolCodeInterpreterContainerCodeInterpreterToolAutoType, ToolCodeInterpreterType,
    ToolImageGenerationAction, ToolImageGenerationBackground, ToolImageGenerationInputFidelity,
    ToolImageGenerationInputImageMask, ToolImageGenerationModeration, ToolImageGenerationType,
    ToolLocalShell, ToolLocalShellType, ToolMcpAllowedTools, ToolMcpAllowedToolsMcpToolFilter,
    ToolMcpConnectorId, ToolMcpRequireApproval, ToolMcpRequireApprovalMcpToolApprovalFilter,
    ToolMcpRequireApprovalValue, ToolMcpType, ToolSearchTool, ToolSearchToolExecution,
    ToolSearchToolType, WebSearchPreviewTool, WebSearchPreviewToolSearchContentTypesItem,
    WebSearchPreviewToolSearchContextSize, WebSearchPreviewToolType,
    WebSearchPreviewToolUserLocation, WebSearchPreviewToolUserLocationType, WebSearchToolFilters,
    WebSearchToolSearchContextSize, WebSearchToolType, WebSearchToolUserLocation,
    WebSearchToolUserLocationType,
};
use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

event_union! {
    /// An event of the Responses stream, tagged by `type`: the SDK's `ResponseStreamEvent`
    /// (`types/responses/response_stream_event.py`), in its order.
    tag = "type";
    pub enum ResponseStreamEvent {
        /// Emitted when there is a partial audio response.
        "response.audio.delta" => AudioDelta(ResponseAudioDeltaEvent),
        /// Emitted when the audio response is complete.
        "response.audio.done" => AudioDone(ResponseAudioDoneEvent),
        /// Emitted when there is a partial transcript of audio.
        "response.audio.transcript.delta" => AudioTranscriptDelta(ResponseAudioTranscriptDeltaEvent),
        /// Emitted when the full audio transcript is completed.
        "response.audio.transcript.done" => AudioTranscriptDone(ResponseAudioTranscriptDoneEvent),
        /// Emitted when a partial code snippet is streamed by the code interpreter.
        "response.code_interpreter_call_code.delta" => CodeInterpreterCallCodeDelta(ResponseCodeInterpreterCallCodeDeltaEvent),
        /// Emitted when the code snippet is finalized by the code interpreter.
        "response.code_interpreter_call_code.done" => CodeInterpreterCallCodeDone(ResponseCodeInterpreterCallCodeDoneEvent),
        /// Emitted when the code interpreter call is completed.
        "response.code_interpreter_call.completed" => CodeInterpreterCallCompleted(ResponseCodeInterpreterCallCompletedEvent),
        /// Emitted when a code interpreter call is in progress.
        "response.code_interpreter_call.in_progress" => CodeInterpreterCallInProgress(ResponseCodeInterpreterCallInProgressEvent),
        /// Emitted when the code interpreter is actively interpreting the code snippet.
        "response.code_interpreter_call.interpreting" => CodeInterpreterCallInterpreting(ResponseCodeInterpreterCallInterpretingEvent),
        /// Emitted when the model response is complete.
        "response.completed" => Completed(ResponseCompletedEvent),
        /// Emitted when a new content part is added.
        "response.content_part.added" => ContentPartAdded(ResponseContentPartAddedEvent),
        /// Emitted when a content part is done.
        "response.content_part.done" => ContentPartDone(ResponseContentPartDoneEvent),
        /// An event that is emitted when a response is created.
        "response.created" => Created(ResponseCreatedEvent),
        /// Emitted when an error occurs.
        "error" => Error(ResponseErrorEvent),
        /// Emitted when a file search call is completed (results found).
        "response.file_search_call.completed" => FileSearchCallCompleted(ResponseFileSearchCallCompletedEvent),
        /// Emitted when a file search call is initiated.
        "response.file_search_call.in_progress" => FileSearchCallInProgress(ResponseFileSearchCallInProgressEvent),
        /// Emitted when a file search is currently searching.
        "response.file_search_call.searching" => FileSearchCallSearching(ResponseFileSearchCallSearchingEvent),
        /// Emitted when there is a partial function-call arguments delta.
        "response.function_call_arguments.delta" => FunctionCallArgumentsDelta(ResponseFunctionCallArgumentsDeltaEvent),
        /// Emitted when function-call arguments are finalized.
        "response.function_call_arguments.done" => FunctionCallArgumentsDone(ResponseFunctionCallArgumentsDoneEvent),
        /// Emitted when the response is in progress.
        "response.in_progress" => InProgress(ResponseInProgressEvent),
        /// An event that is emitted when a response fails.
        "response.failed" => Failed(ResponseFailedEvent),
        /// An event that is emitted when a response finishes as incomplete.
        "response.incomplete" => Incomplete(ResponseIncompleteEvent),
        /// Emitted when a new output item is added.
        "response.output_item.added" => OutputItemAdded(ResponseOutputItemAddedEvent),
        /// Emitted when an output item is marked done.
        "response.output_item.done" => OutputItemDone(ResponseOutputItemDoneEvent),
        /// Emitted when a new reasoning summary part is added.
        "response.reasoning_summary_part.added" => ReasoningSummaryPartAdded(ResponseReasoningSummaryPartAddedEvent),
        /// Emitted when a reasoning summary part is completed.
        "response.reasoning_summary_part.done" => ReasoningSummaryPartDone(ResponseReasoningSummaryPartDoneEvent),
        /// Emitted when a delta is added to a reasoning summary text.
        "response.reasoning_summary_text.delta" => ReasoningSummaryTextDelta(ResponseReasoningSummaryTextDeltaEvent),
        /// Emitted when a reasoning summary text is completed.
        "response.reasoning_summary_text.done" => ReasoningSummaryTextDone(ResponseReasoningSummaryTextDoneEvent),
        /// Emitted when a delta is added to a reasoning text.
        "response.reasoning_text.delta" => ReasoningTextDelta(ResponseReasoningTextDeltaEvent),
        /// Emitted when a reasoning text is completed.
        "response.reasoning_text.done" => ReasoningTextDone(ResponseReasoningTextDoneEvent),
        /// Emitted when there is a partial refusal text.
        "response.refusal.delta" => RefusalDelta(ResponseRefusalDeltaEvent),
        /// Emitted when refusal text is finalized.
        "response.refusal.done" => RefusalDone(ResponseRefusalDoneEvent),
        /// Emitted when there is an additional text delta.
        "response.output_text.delta" => OutputTextDelta(ResponseTextDeltaEvent),
        /// Emitted when text content is finalized.
        "response.output_text.done" => OutputTextDone(ResponseTextDoneEvent),
        /// Emitted when a web search call is completed.
        "response.web_search_call.completed" => WebSearchCallCompleted(ResponseWebSearchCallCompletedEvent),
        /// Emitted when a web search call is initiated.
        "response.web_search_call.in_progress" => WebSearchCallInProgress(ResponseWebSearchCallInProgressEvent),
        /// Emitted when a web search call is executing.
        "response.web_search_call.searching" => WebSearchCallSearching(ResponseWebSearchCallSearchingEvent),
        /// Emitted when an image generation tool call has completed and the final image is
        /// available.
        "response.image_generation_call.completed" => ImageGenerationCallCompleted(ResponseImageGenCallCompletedEvent),
        /// Emitted when an image generation tool call is actively generating an image (intermediate
        /// state).
        "response.image_generation_call.generating" => ImageGenerationCallGenerating(ResponseImageGenCallGeneratingEvent),
        /// Emitted when an image generation tool call is in progress.
        "response.image_generation_call.in_progress" => ImageGenerationCallInProgress(ResponseImageGenCallInProgressEvent),
        /// Emitted when a partial image is available during image generation streaming.
        "response.image_generation_call.partial_image" => ImageGenerationCallPartialImage(ResponseImageGenCallPartialImageEvent),
        /// Emitted when there is a delta (partial update) to the arguments of an MCP tool call.
        "response.mcp_call_arguments.delta" => McpCallArgumentsDelta(ResponseMcpCallArgumentsDeltaEvent),
        /// Emitted when the arguments for an MCP tool call are finalized.
        "response.mcp_call_arguments.done" => McpCallArgumentsDone(ResponseMcpCallArgumentsDoneEvent),
        /// Emitted when an MCP  tool call has completed successfully.
        "response.mcp_call.completed" => McpCallCompleted(ResponseMcpCallCompletedEvent),
        /// Emitted when an MCP  tool call has failed.
        "response.mcp_call.failed" => McpCallFailed(ResponseMcpCallFailedEvent),
        /// Emitted when an MCP  tool call is in progress.
        "response.mcp_call.in_progress" => McpCallInProgress(ResponseMcpCallInProgressEvent),
        /// Emitted when the list of available MCP tools has been successfully retrieved.
        "response.mcp_list_tools.completed" => McpListToolsCompleted(ResponseMcpListToolsCompletedEvent),
        /// Emitted when the attempt to list available MCP tools has failed.
        "response.mcp_list_tools.failed" => McpListToolsFailed(ResponseMcpListToolsFailedEvent),
        /// Emitted when the system is in the process of retrieving the list of available MCP tools.
        "response.mcp_list_tools.in_progress" => McpListToolsInProgress(ResponseMcpListToolsInProgressEvent),
        /// Emitted when an annotation is added to output text content.
        "response.output_text.annotation.added" => OutputTextAnnotationAdded(ResponseOutputTextAnnotationAddedEvent),
        /// Emitted when a response is queued and waiting to be processed.
        "response.queued" => Queued(ResponseQueuedEvent),
        /// Event representing a delta (partial update) to the input of a custom tool call.
        "response.custom_tool_call_input.delta" => CustomToolCallInputDelta(ResponseCustomToolCallInputDeltaEvent),
        /// Event indicating that input for a custom tool call is complete.
        "response.custom_tool_call_input.done" => CustomToolCallInputDone(ResponseCustomToolCallInputDoneEvent),
    }
}

/// The `v2.44` document.
pub fn document(family: &Family, version: &Version) -> Value {
    ResponseStreamEvent::register(DocumentBuilder::new()).build(family, version)
}
