//! The small values AG-UI's events share: `Metadata`, JSON Patch and JSON Pointer, the fixed
//! roles and enumerations, and the serde helpers that read what the schema reads. Unchanged
//! from 1.0 to 1.1.

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
pub(super) fn at_least_one<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
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
