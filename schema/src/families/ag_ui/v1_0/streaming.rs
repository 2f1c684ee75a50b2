//! The streamed content of a run: text messages, tool calls and reasoning, each as start,
//! content and end events plus a `*_CHUNK` shorthand.

use super::{Content, ReasoningEncryptedValueSubtype, ReasoningRole, TextMessageRole, ToolRole};

attributable_event! {
    /// Opens a streamed text message (upstream `$defs/TextMessageStartEvent`). The content
    /// arrives as `TEXT_MESSAGE_CONTENT` events and the message closes with `TEXT_MESSAGE_END`.
    pub struct TextMessageStartEvent {
        /// Identifies the message this stream builds, and ties the later content and end
        /// events to it.
        pub message_id: String,
        /// Who the message is from. An absent role means `assistant`; that meaning is
        /// normative and stated in the prose (upstream declares `default: "assistant"`).
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "TextMessageRole")]
        pub role: Option<TextMessageRole>,
        /// An optional display name for the author, for providers that distinguish several
        /// participants in one role.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub name: Option<String>,
    }
}

attributable_event! {
    /// Appends a fragment to a streamed text message (upstream
    /// `$defs/TextMessageContentEvent`).
    pub struct TextMessageContentEvent {
        /// The message this fragment belongs to.
        pub message_id: String,
        /// The fragment to append. May be the empty string: providers emit empty deltas as
        /// keep-alives and while a tool call is being decided.
        pub delta: String,
    }
}

attributable_event! {
    /// Closes a streamed text message (upstream `$defs/TextMessageEndEvent`).
    pub struct TextMessageEndEvent {
        /// The message being closed.
        pub message_id: String,
    }
}

attributable_event! {
    /// A shorthand that stands in for a start, content and end sequence, for producers that
    /// cannot know in advance where a message begins (upstream `$defs/TextMessageChunkEvent`).
    /// Every field is optional because a continuation chunk omits what has not changed; which
    /// message a field-less chunk continues is a sequence question the prose answers.
    pub struct TextMessageChunkEvent {
        /// The message this chunk belongs to. Absent continues the message already open.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub message_id: Option<String>,
        /// Who the message is from, on the chunk that opens it.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "TextMessageRole")]
        pub role: Option<TextMessageRole>,
        /// The fragment to append. May be the empty string.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub delta: Option<String>,
        /// An optional display name for the author.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub name: Option<String>,
    }
}

attributable_event! {
    /// Opens a tool call (upstream `$defs/ToolCallStartEvent`). The arguments arrive as
    /// `TOOL_CALL_ARGS` events and the call closes with `TOOL_CALL_END`.
    pub struct ToolCallStartEvent {
        /// Identifies the call, and ties the later args, end and result events to it.
        pub tool_call_id: String,
        /// Which tool is being called.
        pub tool_call_name: String,
        /// The assistant message that holds this call. Absent means the producer did not
        /// attribute it to one.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub parent_message_id: Option<String>,
    }
}

attributable_event! {
    /// Appends a fragment of a tool call's arguments (upstream `$defs/ToolCallArgsEvent`).
    pub struct ToolCallArgsEvent {
        /// The call these arguments belong to.
        pub tool_call_id: String,
        /// A fragment of the arguments, which concatenate into the call's argument text,
        /// conventionally a JSON document that the protocol does not validate. May be the
        /// empty string.
        pub delta: String,
    }
}

attributable_event! {
    /// Closes a tool call, meaning its arguments are complete (upstream
    /// `$defs/ToolCallEndEvent`).
    pub struct ToolCallEndEvent {
        /// The call being closed.
        pub tool_call_id: String,
    }
}

attributable_event! {
    /// A shorthand that stands in for a tool call's start, args and end sequence (upstream
    /// `$defs/ToolCallChunkEvent`). Every field is optional, as on `TEXT_MESSAGE_CHUNK`.
    pub struct ToolCallChunkEvent {
        /// The call this chunk belongs to. Absent continues the call already open.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub tool_call_id: Option<String>,
        /// Which tool is being called, on the chunk that opens it.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub tool_call_name: Option<String>,
        /// The assistant message that holds this call.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub parent_message_id: Option<String>,
        /// A fragment of the arguments. May be the empty string.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub delta: Option<String>,
    }
}

attributable_event! {
    /// Carries what a tool returned (upstream `$defs/ToolCallResultEvent`). Mints a tool
    /// message rather than appending to an existing one, which is why it has its own
    /// `messageId`.
    pub struct ToolCallResultEvent {
        /// The tool message this result becomes.
        pub message_id: String,
        /// The call being answered.
        pub tool_call_id: String,
        /// What the tool returned: either plain text, or an ordered list of parts, exactly as
        /// on the tool message this event mints.
        pub content: Content,
        /// Present only for symmetry with the message it mints; the value is fixed, so a
        /// producer may leave it out.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "ToolRole")]
        pub role: Option<ToolRole>,
    }
}

attributable_event! {
    /// Opens a span of reasoning (upstream `$defs/ReasoningStartEvent`). A span may contain
    /// several reasoning messages.
    pub struct ReasoningStartEvent {
        /// The span being opened.
        pub message_id: String,
    }
}

attributable_event! {
    /// Opens a streamed reasoning message (upstream `$defs/ReasoningMessageStartEvent`).
    pub struct ReasoningMessageStartEvent {
        /// The reasoning message this stream builds.
        pub message_id: String,
        /// Fixed, and required rather than defaulted. The requirement is inherited from the
        /// SDKs rather than chosen.
        pub role: ReasoningRole,
    }
}

attributable_event! {
    /// Appends a fragment to a streamed reasoning message (upstream
    /// `$defs/ReasoningMessageContentEvent`).
    pub struct ReasoningMessageContentEvent {
        /// The reasoning message this fragment belongs to.
        pub message_id: String,
        /// The fragment to append. May be the empty string.
        pub delta: String,
    }
}

attributable_event! {
    /// Closes a streamed reasoning message (upstream `$defs/ReasoningMessageEndEvent`).
    pub struct ReasoningMessageEndEvent {
        /// The reasoning message being closed.
        pub message_id: String,
    }
}

attributable_event! {
    /// A shorthand that stands in for a reasoning message's start, content and end sequence
    /// (upstream `$defs/ReasoningMessageChunkEvent`).
    pub struct ReasoningMessageChunkEvent {
        /// The reasoning message this chunk belongs to. Absent continues the one already open.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub message_id: Option<String>,
        /// The fragment to append. May be the empty string.
        #[serde(default, skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        pub delta: Option<String>,
    }
}

attributable_event! {
    /// Closes a span of reasoning (upstream `$defs/ReasoningEndEvent`).
    pub struct ReasoningEndEvent {
        /// The span being closed.
        pub message_id: String,
    }
}

attributable_event! {
    /// Carries a provider's opaque, encrypted reasoning artefact, which a consumer stores and
    /// returns on a later turn without being able to read it (upstream
    /// `$defs/ReasoningEncryptedValueEvent` as 1.0 has it: without `encryptedValueType`).
    pub struct ReasoningEncryptedValueEvent {
        /// What kind of thing `entityId` names, which decides where the value is stored.
        pub subtype: ReasoningEncryptedValueSubtype,
        /// What the value belongs to: a message id or a tool call id, according to `subtype`.
        pub entity_id: String,
        /// The provider's opaque artefact.
        pub encrypted_value: String,
    }
}
