//! Content blocks (`$defs/ContentBlock`): the displayable content of message chunks, tool call
//! results and compaction summaries. Compatible with the Model Context Protocol's content, so
//! agents can forward MCP tool output without transforming it.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The sender or recipient of messages and data in a conversation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The assistant side of a conversation.
    Assistant,
    /// The user side of a conversation.
    User,
}

acp_object! {
    /// Optional annotations for the client. The client can use annotations to inform how
    /// objects are used or displayed.
    pub struct Annotations {
        /// Intended recipients for this content, such as the user or assistant.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub audience: Option<Vec<Role>>,
        /// Timestamp indicating when the underlying resource was last modified.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub last_modified: Option<String>,
        /// Relative importance of this content when clients choose what to surface.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub priority: Option<f64>,
    }
}

acp_object! {
    /// Text provided to or from an LLM.
    pub struct TextContent {
        /// Optional annotations that help clients decide how to display or route this content.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub annotations: Option<Annotations>,
        /// Text payload carried by this content block.
        pub text: String,
    }
}

acp_object! {
    /// An image provided to or from an LLM.
    pub struct ImageContent {
        /// Optional annotations that help clients decide how to display or route this content.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub annotations: Option<Annotations>,
        /// Base64-encoded media payload.
        pub data: String,
        /// MIME type describing the encoded media payload.
        pub mime_type: String,
        /// URI associated with this resource or media payload.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub uri: Option<String>,
    }
}

acp_object! {
    /// Audio provided to or from an LLM.
    pub struct AudioContent {
        /// Optional annotations that help clients decide how to display or route this content.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub annotations: Option<Annotations>,
        /// Base64-encoded media payload.
        pub data: String,
        /// MIME type describing the encoded media payload.
        pub mime_type: String,
    }
}

acp_object! {
    /// A resource that the server is capable of reading, included in a prompt or tool call
    /// result.
    pub struct ResourceLink {
        /// Optional annotations that help clients decide how to display or route this content.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub annotations: Option<Annotations>,
        /// Optional human-readable details shown with this protocol object.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub description: Option<String>,
        /// MIME type describing the encoded media payload.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub mime_type: Option<String>,
        /// Human-readable name shown for this protocol object.
        pub name: String,
        /// Optional size of the linked resource in bytes, if known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub size: Option<i64>,
        /// Optional display title for end-user UI.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub title: Option<String>,
        /// URI associated with this resource or media payload.
        pub uri: String,
    }
}

acp_object! {
    /// Text-based resource contents.
    pub struct TextResourceContents {
        /// MIME type describing the encoded media payload.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub mime_type: Option<String>,
        /// Text payload carried by this content block.
        pub text: String,
        /// URI associated with this resource or media payload.
        pub uri: String,
    }
}

acp_object! {
    /// Binary resource contents.
    pub struct BlobResourceContents {
        /// Base64-encoded bytes for a binary resource payload.
        pub blob: String,
        /// MIME type describing the encoded media payload.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub mime_type: Option<String>,
        /// URI associated with this resource or media payload.
        pub uri: String,
    }
}

/// Resource content that can be embedded in a message: text or binary, told apart by their
/// fields (`text` or `blob`), not by a tag.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum EmbeddedResourceResource {
    /// Text resource contents embedded directly in the message.
    Text(TextResourceContents),
    /// Binary resource contents embedded directly in the message.
    Blob(BlobResourceContents),
}

acp_object! {
    /// The contents of a resource, embedded into a prompt or tool call result.
    pub struct EmbeddedResource {
        /// Optional annotations that help clients decide how to display or route this content.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub annotations: Option<Annotations>,
        /// Embedded resource payload, either text or binary data.
        pub resource: EmbeddedResourceResource,
    }
}

tagged_union! {
    /// Content blocks represent displayable information in the Agent Client Protocol, tagged
    /// by `type`.
    ///
    /// Content blocks appear in:
    /// - User prompts sent via `session/prompt`
    /// - Language model output streamed through `session/update` notifications
    /// - Progress updates and results from tool calls
    ///
    /// This structure is compatible with the Model Context Protocol (MCP), so agents can
    /// forward content from MCP tool outputs without transformation.
    tag = "type";
    pub enum ContentBlock {
        /// Text content. May be plain text or formatted with Markdown.
        ///
        /// All agents MUST support text content blocks in prompts. Clients SHOULD render this
        /// text as Markdown.
        "text" => Text(TextContent),
        /// Images for visual context or analysis.
        ///
        /// Requires the `image` prompt capability when included in prompts.
        "image" => Image(ImageContent),
        /// Audio data for transcription or analysis.
        ///
        /// Requires the `audio` prompt capability when included in prompts.
        "audio" => Audio(AudioContent),
        /// References to resources that the agent can access.
        ///
        /// All agents MUST support resource links in prompts.
        "resource_link" => ResourceLink(ResourceLink),
        /// Complete resource contents embedded directly in the message.
        ///
        /// Preferred for including context as it avoids extra round-trips. Requires the
        /// `embeddedContext` prompt capability when included in prompts.
        "resource" => Resource(EmbeddedResource),
    }
}
