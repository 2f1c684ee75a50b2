//! Tool calls: `tool_call` announces one, `tool_call_update` patches it by `toolCallId`.
//!
//! The two differ in nullability, as upstream's schema does: a `tool_call`'s optional `kind`,
//! `status`, `content` and `locations` are absent or a value, never `null`; a
//! `tool_call_update`'s are absent, a value, or `null`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::ContentBlock;

/// Categories of tools that can be invoked.
///
/// Tool kinds help clients choose appropriate icons and optimize how they display tool
/// execution progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToolKind {
    /// Reading files or data.
    Read,
    /// Modifying files or content.
    Edit,
    /// Removing files or data.
    Delete,
    /// Moving or renaming files.
    Move,
    /// Searching for information.
    Search,
    /// Running commands or code.
    Execute,
    /// Internal reasoning or planning.
    Think,
    /// Retrieving external data.
    Fetch,
    /// Switching the current session mode.
    SwitchMode,
    /// Other tool types (default).
    Other,
}

/// Execution status of a tool call. Tool calls progress through different statuses during
/// their lifecycle. There is no `cancelled`: a client marks unfinished calls cancelled on its
/// own side after `session/cancel`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToolCallStatus {
    /// The tool call hasn't started running yet because the input is either streaming or
    /// we're awaiting approval.
    Pending,
    /// The tool call is currently running.
    InProgress,
    /// The tool call completed successfully.
    Completed,
    /// The tool call failed with an error.
    Failed,
}

acp_object! {
    /// Standard content block (text, images, resources).
    pub struct Content {
        /// The actual content block.
        // Boxed: a content block is several times the size of the other tool call contents.
        pub content: Box<ContentBlock>,
    }
}

acp_object! {
    /// A diff representing file modifications. Shows changes to files in a format suitable
    /// for display in the client UI.
    pub struct Diff {
        /// The absolute file path being modified.
        pub path: String,
        /// The original content (omitted or `null` for new files).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub old_text: Option<String>,
        /// The new content after modification.
        pub new_text: String,
    }
}

acp_object! {
    /// Embed a terminal created with `terminal/create` by its id. The terminal must be added
    /// before calling `terminal/release`.
    pub struct Terminal {
        /// Identifier of the terminal instance to embed in the content stream.
        pub terminal_id: String,
    }
}

tagged_union! {
    /// Content produced by a tool call, tagged by `type`: standard content blocks (text,
    /// images), file diffs or embedded terminals.
    tag = "type";
    pub enum ToolCallContent {
        /// Standard content block (text, images, resources).
        "content" => Content(Content),
        /// File modification shown as a diff.
        "diff" => Diff(Diff),
        /// Embed a terminal created with `terminal/create` by its id.
        "terminal" => Terminal(Terminal),
    }
}

acp_object! {
    /// A file location being accessed or modified by a tool. Enables clients to implement
    /// "follow-along" features that track which files the agent is working with in real-time.
    pub struct ToolCallLocation {
        /// The absolute file path being accessed or modified.
        pub path: String,
        /// Optional 1-based line number within the file. (Upstream's `uint32` is a format
        /// annotation only: the schema bounds it below by 0, not above.)
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub line: Option<u32>,
    }
}

acp_object! {
    /// Notification that a new tool call has been initiated: a tool call that the language
    /// model has requested. Tool calls are actions that the agent executes on behalf of the
    /// language model, such as reading files, executing code, or fetching data from external
    /// sources.
    pub struct ToolCall {
        /// Unique identifier for this tool call within the session.
        pub tool_call_id: String,
        /// Human-readable title describing what the tool is doing.
        pub title: String,
        /// Programmatic name of the tool being invoked. Optional: omitting it or sending
        /// `null` both mean that no tool name is available.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub name: Option<String>,
        /// The category of tool being invoked. Helps clients choose appropriate icons and UI
        /// treatment. Absent means `other`; never `null`.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "ToolKind")]
        pub kind: Option<ToolKind>,
        /// Current execution status of the tool call. Absent means `pending`; never `null`.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "ToolCallStatus")]
        pub status: Option<ToolCallStatus>,
        /// Content produced by the tool call. Never `null`.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Vec<ToolCallContent>")]
        pub content: Option<Vec<ToolCallContent>>,
        /// File locations affected by this tool call. Enables "follow-along" features in
        /// clients. Never `null`.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Vec<ToolCallLocation>")]
        pub locations: Option<Vec<ToolCallLocation>>,
        /// Raw input parameters sent to the tool: any JSON value.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Value")]
        pub raw_input: Option<Value>,
        /// Raw output returned by the tool: any JSON value.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Value")]
        pub raw_output: Option<Value>,
    }
}

acp_object! {
    /// Update on the status or results of a tool call: an update to an existing tool call,
    /// used to report progress and results as tools execute. All fields except the tool call
    /// ID are optional: only changed fields need to be included.
    pub struct ToolCallUpdate {
        /// The ID of the tool call being updated.
        pub tool_call_id: String,
        /// Update the tool kind.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub kind: Option<ToolKind>,
        /// Update the execution status.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub status: Option<ToolCallStatus>,
        /// Update the human-readable title.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub title: Option<String>,
        /// Update the programmatic name of the tool being invoked. Omitting it or sending
        /// `null` both mean that the existing name is left unchanged.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub name: Option<String>,
        /// Replace the content collection.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub content: Option<Vec<ToolCallContent>>,
        /// Replace the locations collection.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub locations: Option<Vec<ToolCallLocation>>,
        /// Update the raw input: any JSON value.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Value")]
        pub raw_input: Option<Value>,
        /// Update the raw output: any JSON value.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Value")]
        pub raw_output: Option<Value>,
    }
}
