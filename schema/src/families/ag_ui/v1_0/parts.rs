//! The parts of a message body or a tool's result, and where a media part's bytes come from.
//! Unchanged from 1.0 to 1.1.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A message body or a tool's result: either plain text, or an ordered list of parts (upstream:
/// the `oneOf` of a string and an array of `ContentPart` on `UserMessage.content`,
/// `ToolMessage.content` and `TOOL_CALL_RESULT.content`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
#[schemars(transform = one_of)]
pub enum Content {
    /// Plain text.
    Text(String),
    /// An ordered list of parts, for a multimodal message or a tool returning media.
    Parts(Vec<ContentPart>),
}

/// Spells an untagged union's `anyOf` as upstream's `oneOf`: its members (a string, an array)
/// never both match, so the two accept the same values.
fn one_of(schema: &mut schemars::Schema) {
    if let Some(members) = schema.remove("anyOf") {
        schema.insert("oneOf".into(), members);
    }
}

/// One part of a message body (upstream `$defs/ContentPart`): what a person sends in a user
/// message, or what a tool returns in a tool message. Discriminated by `type`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ContentPart {
    /// A text part.
    Text(TextPart),
    /// An image part.
    Image(MediaPart),
    /// An audio part.
    Audio(MediaPart),
    /// A video part.
    Video(MediaPart),
    /// A document part.
    Document(MediaPart),
}

/// A text part (upstream `$defs/TextPart`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TextPart {
    /// Identifies this part within its message. Optional, and nothing reads it yet: reserved so
    /// that a streamed part can be matched to its entry in history once assistant messages carry
    /// parts too.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub id: Option<String>,
    /// The text.
    pub text: String,
    /// Extra information about this part. Any JSON value except null (unconstrained rather than
    /// an object, as on the media parts). This is where a text search hit carries its source
    /// and title.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::families::ag_ui::v1_0::non_null"
    )]
    #[schemars(with = "Value", extend("not" = { "type": "null" }))]
    pub metadata: Option<Value>,
}

/// An image, audio, video or document part (upstream `$defs/ImagePart`, `AudioPart`,
/// `VideoPart`, `DocumentPart`, which differ only in their `type`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MediaPart {
    /// Identifies this part within its message. Optional, and nothing reads it yet: reserved as
    /// on the text part.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub id: Option<String>,
    /// Where the media comes from.
    pub source: PartSource,
    /// Extra information about this part. Any JSON value except null: unconstrained rather than
    /// an object, inherited from the SDKs, which declare it unknown rather than a record.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::families::ag_ui::v1_0::non_null"
    )]
    #[schemars(with = "Value", extend("not" = { "type": "null" }))]
    pub metadata: Option<Value>,
}

/// Where a media part's bytes come from (upstream `$defs/PartSource`): carried inline,
/// referenced by URL, or already at the provider under a handle it issued. Discriminated by
/// `type`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum PartSource {
    /// Bytes carried inline (upstream `$defs/DataSource`).
    Data {
        /// The bytes, base64-encoded. `contentEncoding` is an annotation rather than a
        /// constraint in 2020-12, so a malformed string still validates; rejecting one is the
        /// decoder's job.
        value: String,
        /// What the bytes are. Required here, unlike on a URL source, because nothing else can
        /// tell a consumer how to read them.
        #[serde(rename = "mimeType")]
        mime_type: String,
    },
    /// Bytes referenced by URL, fetched by whoever needs them (upstream `$defs/UrlSource`).
    Url {
        /// The URL. Deliberately not constrained to a URI format.
        value: String,
        /// What the resource is, when the producer knows.
        #[serde(
            rename = "mimeType",
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        mime_type: Option<String>,
    },
    /// Bytes already at the provider, named by a handle the provider issued (upstream
    /// `$defs/FileSource`). No bytes travel and nothing is fetched.
    File {
        /// The handle, exactly as the provider issued it. Opaque: a consumer MUST NOT fetch
        /// it, parse it or read a scheme out of it.
        value: String,
        /// Who issued the handle, when the producer knows; SHOULD be the lowercase vendor id
        /// (`openai`, `anthropic`, `google`) that `TokenUsage.provider` uses.
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        provider: Option<String>,
        /// What the file is, when the producer knows.
        #[serde(
            rename = "mimeType",
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "String")]
        mime_type: Option<String>,
    },
}
