//! `acp@v1`: the 14 kinds of `$defs/SessionUpdate` of ACP's schema v1, as `@agentclientprotocol/sdk`
//! 2.4.0 publishes it (`schema/v1/schema.json`), in the schema's order.

use serde_json::Value;

use super::{
    AgentMessageChunk, AgentThoughtChunk, AvailableCommandsUpdate, CompactionSummaryChunk,
    CompactionUpdate, ConfigOptionUpdate, CurrentModeUpdate, Notice, Plan, SessionInfoUpdate,
    ToolCall, ToolCallUpdate, UsageUpdate, UserMessageChunk,
};
use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
    registry::{Family, Version},
};

event_union! {
    /// Different types of updates that can be sent during session processing, tagged by
    /// `sessionUpdate`: the `params.update` of a `session/update` notification. These updates
    /// provide real-time feedback about the agent's progress.
    tag = "sessionUpdate";
    pub enum SessionUpdate {
        /// A chunk of the user's message being streamed.
        "user_message_chunk" => UserMessageChunk(UserMessageChunk),
        /// A chunk of the agent's response being streamed.
        "agent_message_chunk" => AgentMessageChunk(AgentMessageChunk),
        /// A chunk of the agent's internal reasoning being streamed.
        "agent_thought_chunk" => AgentThoughtChunk(AgentThoughtChunk),
        /// Notification that a new tool call has been initiated.
        "tool_call" => ToolCall(ToolCall),
        /// Update on the status or results of a tool call.
        "tool_call_update" => ToolCallUpdate(ToolCallUpdate),
        /// The agent's execution plan for complex tasks.
        "plan" => Plan(Plan),
        /// Available commands are ready or have changed.
        "available_commands_update" => AvailableCommandsUpdate(AvailableCommandsUpdate),
        /// The current mode of the session has changed.
        "current_mode_update" => CurrentModeUpdate(CurrentModeUpdate),
        /// Session configuration options have been updated.
        "config_option_update" => ConfigOptionUpdate(ConfigOptionUpdate),
        /// Session metadata has been updated (title, timestamps, custom metadata).
        "session_info_update" => SessionInfoUpdate(SessionInfoUpdate),
        /// Context window and cost update for the session.
        "usage_update" => UsageUpdate(UsageUpdate),
        /// Information for the user that is not part of session history.
        "notice" => Notice(Notice),
        /// A context compaction has been created or updated.
        "compaction_update" => CompactionUpdate(CompactionUpdate),
        /// A content block appended to a context compaction's retained summary.
        "compaction_summary_chunk" => CompactionSummaryChunk(CompactionSummaryChunk),
    }
}

/// The `v1` document.
pub fn document(family: &Family, version: &Version) -> Value {
    SessionUpdate::register(DocumentBuilder::new()).build(family, version)
}
