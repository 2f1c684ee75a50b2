//! The values AG-UI's events carry that are not messages: JSON Patch, content parts and their
//! sources, outcomes, interrupts, token usage, and the request's tools, context and resume
//! entries. Unchanged from 1.0 to 1.1.

use schemars::JsonSchema;
use serde::{Deserialize, Deserializer, Serialize, de::Error as _};
use serde_json::{Map, Value};

/// Deserializes an optional field whose schema is any JSON value except null
/// (`{"not": {"type": "null"}}`): present, it is a value, and `null` is rejected as the schema
/// rejects it.
pub fn non_null<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Value>, D::Error> {
    match Value::deserialize(deserializer)? {
        Value::Null => Err(D::Error::custom("null is not allowed here")),
        value => Ok(Some(value)),
    }
}

/// Extra information attached to an event, a message, a tool call, a tool, an interrupt or a
/// resume entry (upstream `$defs/Metadata`). Open by key: any JSON value is allowed under a key,
/// including null, because a null there is meaningful data. The object itself may be absent but
/// is never null when present. The key `ag-ui` is reserved for the protocol's own use.
pub type Metadata = Map<String, Value>;

/// Deserializes a list the schema requires to hold at least one item (`minItems: 1`).
fn at_least_one<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Vec<T>, D::Error> {
    let items = Vec::<T>::deserialize(deserializer)?;
    if items.is_empty() {
        return Err(D::Error::custom("at least one item is required"));
    }
    Ok(items)
}

/// A JSON Pointer as defined by RFC 6901 (upstream `$defs/JsonPointer`). Either the empty
/// string, meaning the whole document, or a sequence of slash-prefixed reference tokens in which
/// a tilde is escaped as `~0` and a slash as `~1`. A value with no leading slash, or a tilde
/// followed by anything other than 0 or 1, is not a JSON Pointer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(transparent)]
#[schemars(extend("pattern" = "^(/([^/~]|~[01])*)*$"))]
pub struct JsonPointer(pub String);

impl<'de> Deserialize<'de> for JsonPointer {
    /// Checks the pattern, as the schema does: empty, or each token after a `/`, with a `~`
    /// only before `0` or `1`.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        let escapes_ok = text
            .split('~')
            .skip(1)
            .all(|rest| rest.starts_with('0') || rest.starts_with('1'));
        if (text.is_empty() || text.starts_with('/')) && escapes_ok {
            Ok(Self(text))
        } else {
            Err(D::Error::custom(format!("`{text}` is not a JSON Pointer")))
        }
    }
}

/// A single RFC 6902 operation (upstream `$defs/JsonPatchOperation`), discriminated by `op`.
/// Unlike the protocol's own objects, the operations are open: RFC 6902 section 4 requires
/// members an operation does not define to be ignored rather than rejected. Whether a pointer
/// resolves in the target document, and a move into its own child, are the applier's to reject.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "op", rename_all = "lowercase")]
pub enum JsonPatchOperation {
    /// Inserts `value` at `path`. RFC 6902 section 4.1.
    Add {
        /// Where to insert the value.
        path: JsonPointer,
        /// The value to insert. Any JSON value, including null, which is a legitimate thing to
        /// add.
        value: Value,
        /// Members the operation does not define, which RFC 6902 section 4 says to ignore:
        /// kept, so an operation is written back as it was read.
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
    /// Removes the value at `path`. RFC 6902 section 4.2.
    Remove {
        /// What to remove.
        path: JsonPointer,
        /// Members the operation does not define, which RFC 6902 section 4 says to ignore:
        /// kept, so an operation is written back as it was read.
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
    /// Replaces the value at `path`. RFC 6902 section 4.3.
    Replace {
        /// What to replace.
        path: JsonPointer,
        /// The replacement. Any JSON value, including null.
        value: Value,
        /// Members the operation does not define, which RFC 6902 section 4 says to ignore:
        /// kept, so an operation is written back as it was read.
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
    /// Moves the value at `from` to `path`. RFC 6902 section 4.4.
    Move {
        /// Where the value is moved from.
        from: JsonPointer,
        /// Where the value is moved to.
        path: JsonPointer,
        /// Members the operation does not define, which RFC 6902 section 4 says to ignore:
        /// kept, so an operation is written back as it was read.
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
    /// Copies the value at `from` to `path`. RFC 6902 section 4.5.
    Copy {
        /// Where the value is copied from.
        from: JsonPointer,
        /// Where the value is copied to.
        path: JsonPointer,
        /// Members the operation does not define, which RFC 6902 section 4 says to ignore:
        /// kept, so an operation is written back as it was read.
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
    /// Asserts that the value at `path` equals `value`. RFC 6902 section 4.6.
    Test {
        /// What to compare.
        path: JsonPointer,
        /// The value the target must equal. Any JSON value, including null.
        value: Value,
        /// Members the operation does not define, which RFC 6902 section 4 says to ignore:
        /// kept, so an operation is written back as it was read.
        #[serde(flatten)]
        extra: Map<String, Value>,
    },
}

/// The roles a streamed text message may take (upstream `$defs/TextMessageRole`). Excludes
/// `tool`, which is carried by `TOOL_CALL_RESULT` rather than streamed as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum TextMessageRole {
    /// Instructions from the application developer.
    Developer,
    /// Instructions from the system.
    System,
    /// The agent.
    Assistant,
    /// The person using the application.
    User,
}

/// The fixed role of a tool message: `tool`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ToolRole {
    /// A tool's result.
    Tool,
}

/// The fixed role of a reasoning message: `reasoning`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReasoningRole {
    /// The agent's reasoning.
    Reasoning,
}

/// Whether a `REASONING_ENCRYPTED_VALUE` belongs to a message or to a tool call (upstream
/// `$defs/ReasoningEncryptedValueSubtype`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ReasoningEncryptedValueSubtype {
    /// `entityId` is a tool call id.
    ToolCall,
    /// `entityId` is a message id.
    Message,
}

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

/// Why a run ended (upstream `$defs/RunFinishedOutcome`), discriminated by `type`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum RunFinishedOutcome {
    /// The run completed. Equivalent to an absent outcome (upstream
    /// `$defs/RunFinishedSuccessOutcome`).
    Success {
        /// The tool calls this run started and left unanswered (no `TOOL_CALL_RESULT` in the
        /// run), for the application to answer in the next input's messages, in the order they
        /// were made. Absent or empty means the producer named none.
        #[serde(
            rename = "pendingToolCallIds",
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Vec<String>")]
        pending_tool_call_ids: Option<Vec<String>>,
    },
    /// The run is paused, waiting for something outside it (upstream
    /// `$defs/RunFinishedInterruptOutcome`). Resuming means starting a new run whose resume
    /// entries answer these interrupts.
    Interrupt {
        /// What the run is waiting for. At least one.
        #[serde(deserialize_with = "at_least_one")]
        #[schemars(length(min = 1))]
        interrupts: Vec<Interrupt>,
    },
    /// The run was stopped before it completed, by whoever was running it, and did not fail
    /// (upstream `$defs/RunFinishedCancelledOutcome`).
    Cancelled {},
}

/// Why a subagent's segment of a run ended (upstream `$defs/SubagentFinishedOutcome`),
/// discriminated by `type`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum SubagentFinishedOutcome {
    /// The subagent completed its work. Equivalent to an absent outcome.
    Success {},
    /// The subagent is paused awaiting outside input. Terminal for this stream, not for the
    /// subagent: a later run may continue the same invocation.
    Suspended {
        /// The run-level interrupts (`Interrupt.id`) this subagent raised itself. May be empty
        /// or absent.
        #[serde(
            rename = "interruptIds",
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::presence::present"
        )]
        #[schemars(with = "Vec<String>")]
        interrupt_ids: Option<Vec<String>>,
    },
}

/// Something a run needs from outside before it can continue, such as an approval or a missing
/// value (upstream `$defs/Interrupt`, composing `Attributable`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Interrupt {
    /// Identifies the interrupt. A resume entry answers it by this id.
    pub id: String,
    /// Why the run stopped. An open string rather than an enumeration.
    pub reason: String,
    /// A human-readable prompt for whoever answers.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub message: Option<String>,
    /// The tool call this interrupt concerns, when it is a tool approval.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub tool_call_id: Option<String>,
    /// A JSON Schema describing the answer this interrupt expects. Carried opaquely, open by
    /// key; restricted to an object as TypeScript and Python declare it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Map<String, Value>")]
    pub response_schema: Option<Map<String, Value>>,
    /// When the interrupt stops being answerable. Deliberately unconstrained rather than a
    /// date-time format; the documented convention is ISO 8601.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub expires_at: Option<String>,
    /// Extra information attached to this interrupt.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
    /// The subagent invocation this belongs to. Absent means the parent agent (from
    /// `Attributable`).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub subagent_run_id: Option<String>,
}

/// Token counts for one provider and model (upstream `$defs/TokenUsage`): every count is either
/// a total or a named part of one. `inputTokens` and `outputTokens` are the totals;
/// `reasoningTokens`, `cachedInputTokens` and `cacheWriteInputTokens` are parts of them;
/// `totalTokens` is the two totals summed. Every count is an integer in [0, 2^53-1].
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct TokenUsage {
    /// Which provider served the request.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub provider: Option<String>,
    /// Which model served the request.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub model: Option<String>,
    /// Every prompt token the call was charged for, cache reads and writes included.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub input_tokens: Option<u64>,
    /// Every generated token, reasoning included where the provider distinguishes it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub output_tokens: Option<u64>,
    /// `inputTokens` plus `outputTokens`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub total_tokens: Option<u64>,
    /// Output tokens spent on reasoning. Part of `outputTokens`, not in addition to it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub reasoning_tokens: Option<u64>,
    /// Input tokens read from a provider cache. Part of `inputTokens`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub cached_input_tokens: Option<u64>,
    /// Input tokens written to a provider cache on this call. Part of `inputTokens`, disjoint
    /// from `cachedInputTokens`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64", range(max = 9_007_199_254_740_991u64))]
    pub cache_write_input_tokens: Option<u64>,
}

/// A named piece of ambient information given to the agent for the run, distinct from the
/// conversation (upstream `$defs/Context`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Context {
    /// What this context is, for the agent to interpret.
    pub description: String,
    /// The context itself.
    pub value: String,
}

/// A tool the agent may call (upstream `$defs/Tool`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Tool {
    /// The tool's name, as the agent will call it.
    pub name: String,
    /// What the tool does, for the agent to decide when to use it.
    pub description: String,
    /// A JSON Schema describing the tool's arguments, carried opaquely. Any JSON value except
    /// null.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::families::ag_ui::v1_0::non_null"
    )]
    #[schemars(with = "Value", extend("not" = { "type": "null" }))]
    pub parameters: Option<Value>,
    /// Extra information about the tool.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
}

/// Whether an interrupt was answered or abandoned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ResumeStatus {
    /// Answered.
    Resolved,
    /// Abandoned.
    Cancelled,
}

/// An answer to one interrupt, sent on the run that continues from it (upstream
/// `$defs/ResumeEntry`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ResumeEntry {
    /// The interrupt being answered.
    pub interrupt_id: String,
    /// Whether the interrupt was answered or abandoned.
    pub status: ResumeStatus,
    /// The answer the agent asked for and will act on. Any JSON value except null.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::families::ag_ui::v1_0::non_null"
    )]
    #[schemars(with = "Value", extend("not" = { "type": "null" }))]
    pub payload: Option<Value>,
    /// Envelope information about the response, such as signatures or routing keys.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Metadata")]
    pub metadata: Option<Metadata>,
}
