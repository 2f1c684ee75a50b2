//! The session's own state: message and thought chunks, the current mode, the configuration
//! options, session info and context usage.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::ContentBlock;

/// Declares one of the three chunk kinds. Upstream's three share one payload, `ContentChunk`;
/// here each has a type of its own, as the snapshot gives each event type its own definition.
macro_rules! content_chunk {
    ($(#[$meta:meta])* $name:ident) => {
        acp_object! {
            $(#[$meta])*
            ///
            /// A streamed item of content (upstream's `ContentChunk`).
            pub struct $name {
                /// A single item of content.
                pub content: ContentBlock,
                /// A unique identifier for the message this chunk belongs to. All chunks
                /// belonging to the same message share the same `messageId`. A change in
                /// `messageId` indicates a new message has started.
                #[serde(default, skip_serializing_if = "Option::is_none")]
                pub message_id: Option<String>,
            }
        }
    };
}

content_chunk! {
    /// A chunk of the user's message being streamed.
    UserMessageChunk
}

content_chunk! {
    /// A chunk of the agent's response being streamed.
    AgentMessageChunk
}

content_chunk! {
    /// A chunk of the agent's internal reasoning being streamed.
    AgentThoughtChunk
}

acp_object! {
    /// The current mode of the session has changed.
    pub struct CurrentModeUpdate {
        /// The ID of the current mode.
        pub current_mode_id: String,
    }
}

open_enum! {
    /// Semantic category for a session configuration option.
    ///
    /// This is intended to help Clients distinguish broadly common selectors (e.g. model
    /// selector vs session mode selector vs thought/reasoning level) for UX purposes (keyboard
    /// shortcuts, icons, placement). It MUST NOT be required for correctness. Clients MUST
    /// handle missing or unknown categories gracefully.
    ///
    /// Category names beginning with `_` are free for custom use, like other ACP extension
    /// methods. Category names that do not begin with `_` are reserved for the ACP spec.
    pub enum SessionConfigOptionCategory {
        /// Session mode selector.
        "mode" => Mode,
        /// Model selector.
        "model" => Model,
        /// Model-related configuration parameter.
        "model_config" => ModelConfig,
        /// Thought/reasoning level selector.
        "thought_level" => ThoughtLevel,
    }
    other = "Unknown / uncategorized selector.";
}

acp_object! {
    /// A possible value for a session configuration option.
    pub struct SessionConfigSelectOption {
        /// Unique identifier for this option value.
        pub value: String,
        /// Human-readable label for this option value.
        pub name: String,
        /// Optional description for this option value.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub description: Option<String>,
    }
}

acp_object! {
    /// A group of possible values for a session configuration option.
    pub struct SessionConfigSelectGroup {
        /// Unique identifier for this group.
        pub group: String,
        /// Human-readable label for this group.
        pub name: String,
        /// The set of option values in this group.
        pub options: Vec<SessionConfigSelectOption>,
    }
}

/// Possible values for a session configuration option: a flat list, or a list of groups.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum SessionConfigSelectOptions {
    /// A flat list of options with no grouping.
    Ungrouped(Vec<SessionConfigSelectOption>),
    /// A list of options grouped under headers.
    Grouped(Vec<SessionConfigSelectGroup>),
}

/// A single-value selector (dropdown) session configuration option payload.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionConfigSelect {
    /// The currently selected value.
    pub current_value: String,
    /// The set of selectable options.
    pub options: SessionConfigSelectOptions,
}

/// A boolean on/off toggle session configuration option payload.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionConfigBoolean {
    /// The current value of the boolean option.
    pub current_value: bool,
}

tagged_union! {
    /// The kind of a session configuration option, tagged by `type`.
    tag = "type";
    pub enum SessionConfigKind {
        /// Single-value selector (dropdown).
        "select" => Select(SessionConfigSelect),
        /// Boolean on/off toggle.
        "boolean" => Boolean(SessionConfigBoolean),
    }
}

acp_object! {
    /// A session configuration option selector and its current state.
    pub struct SessionConfigOption {
        /// Unique identifier for the configuration option.
        pub id: String,
        /// Human-readable label for the option.
        pub name: String,
        /// Optional description for the Client to display to the user.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub description: Option<String>,
        /// Optional semantic category for this option (UX only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub category: Option<SessionConfigOptionCategory>,
        /// The option's kind and current value: `type` `select` or `boolean`.
        #[serde(flatten)]
        pub kind: SessionConfigKind,
    }
}

acp_object! {
    /// Session configuration options have been updated.
    pub struct ConfigOptionUpdate {
        /// The full set of configuration options and their current values.
        pub config_options: Vec<SessionConfigOption>,
    }
}

acp_object! {
    /// Session metadata has been updated (title, timestamps, custom metadata). All fields are
    /// optional to support partial updates: an absent field is left unchanged, `null` clears
    /// it. Clients can use it to keep session titles and state current.
    pub struct SessionInfoUpdate {
        /// Human-readable title for the session. Set to null to clear.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub title: Option<String>,
        /// ISO 8601 timestamp of last activity. Set to null to clear. (No `format`: the schema
        /// does not check the timestamp.)
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub updated_at: Option<String>,
    }
}

acp_object! {
    /// Cost information for a session.
    pub struct Cost {
        /// Total cumulative cost for session.
        pub amount: f64,
        /// Unit of `amount`: an ISO 4217 currency code (e.g., "USD", "EUR") for money, or
        /// another unit such as "credits".
        pub currency: String,
    }
}

acp_object! {
    /// Context window and cost update for the session.
    pub struct UsageUpdate {
        /// Tokens currently in context.
        pub used: u64,
        /// Total context window size in tokens.
        pub size: u64,
        /// Cumulative session cost (optional).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub cost: Option<Cost>,
    }
}
