//! `acp`: the Agent Client Protocol's `session/update` notifications: the `SessionUpdate` an
//! agent sends a client as the `params.update` of a `session/update` JSON-RPC notification.
//!
//! Verified against the JSON Schema the npm package `@agentclientprotocol/sdk` 2.4.0 publishes
//! (`schema/v1/schema.json`, draft 2020-12, copied to `tests/upstream/acp/schema.v1.json`), and
//! held to it by `tests/conformance/published_schema.py`, which judges every upstream message,
//! every corpus event and their one-edit mutants with upstream's own schema.
//!
//! The types live in five modules, after the schema's topics: [`content`] (content blocks),
//! [`tool_call`] (tool calls and their updates), [`plan`] (the execution plan and the available
//! commands), [`session`] (message chunks, mode, configuration options, session info, usage)
//! and [`compaction`] (notices and context compaction). [`v1`] makes the union.
//!
//! Every object is open (no upstream definition has `additionalProperties: false`) and carries
//! an optional `_meta` (an object or `null`). Upstream tells apart three presences, which the
//! fields here follow: required; optional and nullable (a plain `Option`: schemars writes `T |
//! null`); optional but never null (an `Option` skipped when `None` whose schema is the plain
//! value's, as upstream's `ToolCall.kind`, `status`, `content` and `locations`).

/// Declares an ACP object: the struct with its fields, in camelCase on the wire, followed by the
/// `_meta` extension point every ACP object but the configuration payloads has.
macro_rules! acp_object {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $( $(#[$fmeta:meta])* pub $field:ident: $ty:ty, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
        )]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $( $(#[$fmeta])* pub $field: $ty, )*
            /// Reserved by ACP for clients and agents to attach additional metadata to their
            /// interactions: any object, or `null`. Implementations MUST NOT make assumptions
            /// about values at these keys (protocol docs: Extensibility).
            #[serde(rename = "_meta", default, skip_serializing_if = "Option::is_none")]
            pub meta: Option<serde_json::Map<String, serde_json::Value>>,
        }
    };
}

/// Declares an open string enum: the values the schema names, each with its doc, plus any other
/// string (`Other`), as upstream's `anyOf` of `const`s and a plain-string `other` member.
macro_rules! open_enum {
    (
        $(#[doc = $doc:literal])*
        pub enum $name:ident {
            $( $(#[doc = $vdoc:literal])* $value:literal => $variant:ident, )+
        }
        other = $other:literal;
    ) => {
        $(#[doc = $doc])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum $name {
            $( $(#[doc = $vdoc])* $variant, )+
            /// Any other string: an implementation-specific extension (starting with `_`) or a
            /// value a later ACP version defines.
            Other(String),
        }

        impl $name {
            /// The wire value.
            pub fn as_str(&self) -> &str {
                match self {
                    $( Self::$variant => $value, )+
                    Self::Other(value) => value,
                }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = String::deserialize(deserializer)?;
                Ok(match value.as_str() {
                    $( $value => Self::$variant, )+
                    _ => Self::Other(value),
                })
            }
        }

        impl schemars::JsonSchema for $name {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                let mut any_of = vec![
                    $( serde_json::json!({
                        "description": $crate::families::tagged::doc_text(&[$($vdoc),*]),
                        "type": "string",
                        "const": $value,
                    }), )+
                ];
                any_of.push(serde_json::json!({
                    "title": "other",
                    "description": $other,
                    "type": "string",
                }));
                schemars::json_schema!({
                    "description": $crate::families::tagged::doc_text(&[$($doc),*]),
                    "anyOf": any_of,
                })
            }
        }
    };
}

pub mod compaction;
pub mod content;
pub mod plan;
pub mod session;
pub mod tool_call;
pub mod v1;

pub use self::{compaction::*, content::*, plan::*, session::*, tool_call::*};
use std::borrow::Cow;

use crate::{
    canonical::KeyOrder,
    document::round_trip,
    envelope::Envelope,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
    rules::{Requirement, StreamRule, on, rule},
};

/// The `acp` family.
pub static FAMILY: Family = Family {
    id: "acp",
    union_name: "SessionUpdate",
    description: "The Agent Client Protocol's session updates: the `SessionUpdate` an agent \
        sends a client, as the `params.update` of a `session/update` JSON-RPC 2.0 notification \
        (`{\"jsonrpc\": \"2.0\", \"method\": \"session/update\", \"params\": {\"sessionId\", \
        \"update\", \"_meta\"?}}`, no `id`), to report a session's progress: message and \
        thought chunks, tool calls and their updates, the plan, available commands, mode, \
        configuration options, session info, usage, notices and context compaction. One event \
        is one `params.update`; the envelope (`sessionId`, the prompt request and its response, \
        `session/cancel`) is not part of it. Verified against the JSON Schema upstream \
        publishes in the npm package `@agentclientprotocol/sdk` 2.4.0 \
        (`schema/v1/schema.json`, `$defs/SessionUpdate`, draft 2020-12), to which every payload \
        of the corpus and its mutants gets the same verdict (`tests/conformance/\
        published_schema.py`). The SDK's version and the protocol's are independent (the SDK's \
        MIGRATION_STABLE_UNSTABLE.md: \"SDK package versions and ACP protocol versions are \
        independent\"), so versions here follow the schema (`v1`), not the SDK. The unstable \
        schema's five further kinds (`plan_update`, `plan_removed`, `subagent_update`, \
        `session_message`, `session_message_chunk`) are not part of v1. Stable: a published \
        contract. The union is closed: the schema's `oneOf` of `const` tags rejects an unknown \
        `sessionUpdate`. The content is open: no object of the schema has \
        `additionalProperties: false`, so unknown fields are valid. Upstream's readers salvage \
        some invalid values on their own (the schema's `x-deserialize-default-on-error` drops a \
        bad optional value, `x-deserialize-skip-invalid-items` drops a bad array item; the \
        TypeScript SDK's zod readers do both): that is a client's choice to be lenient, not \
        the contract, which rejects such values as the schema does.",
    stability: Stability::Stable,
    union: UnionKind::Closed,
    content: ContentModel::Open,
    provenance: Provenance::PublishedSchema,
    tag: Some("sessionUpdate"),
    // An update is the `params.update` of a `session/update` notification, scoped by its
    // session; a recorded JSON-RPC log holds requests, responses and other notifications too.
    // A record without `jsonrpc` is an update already taken out of its notification.
    envelope: Some(Envelope {
        message: Some(Cow::Borrowed("/jsonrpc")),
        field: Cow::Borrowed("/method"),
        value: Cow::Borrowed("session/update"),
        event: Cow::Borrowed("/params/update"),
        scope: Some(Cow::Borrowed("/params/sessionId")),
    }),
    sse_event_name: None,
    versions: &[Version {
        id: "v1",
        upstream: "`schema/v1/schema.json` of the npm package `@agentclientprotocol/sdk` 2.4.0 \
            (sha256 0d0b1ca83c4872e5473f68926a894c7a8203b59b118e2a79bfe43dd76fbcbc1a): the 14 \
            kinds of `$defs/SessionUpdate`",
        document: v1::document,
        rules,
        serde: round_trip::<v1::SessionUpdate>,
        key_order: KeyOrder::Declared,
    }],
};

/// The one order the schema states on the updates themselves: a `tool_call_update` updates an
/// *existing* tool call, which a `tool_call` ("a new tool call has been initiated") announced.
/// Not declared, though upstream states them: a `tool_call` per `toolCallId` ("Unique identifier
/// for this tool call within the session": no rule kind says "at most once" without a close),
/// a terminal status for every call (the prompt-turn doc's "no pending tool calls" is a
/// condition of the response, and a cancelled turn leaves calls unfinished), the compaction
/// lifecycle (stated only by a draft doc; the stable schema's "A first-seen ID creates an
/// in-progress compaction" has clients tolerate chunks first), and every rule that needs the
/// JSON-RPC envelope (the response's `stopReason`, `session/cancel`, capability gates).
fn rules() -> Vec<StreamRule> {
    vec![rule(
        "tool-call-before-update",
        "a `tool_call_update` does not come before the `tool_call` with the same `toolCallId`",
        "ACP schema v1 (`@agentclientprotocol/sdk` 2.4.0), `$defs/ToolCallUpdate`: \"An update to an existing tool call.\", its `toolCallId`: \"The ID of the tool call being updated.\"; `SessionUpdate` `tool_call`: \"Notification that a new tool call has been initiated.\"",
        Requirement::Precedes {
            first: on("tool_call"),
            then: on("tool_call_update"),
            key: "/toolCallId".into(),
        },
    )]
}
