//! The registry: every event family eventspec knows, with its versions and policies.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{canonical::KeyOrder, families};

/// How strongly the upstream system promises that a family's wire format stays put.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Stability {
    /// A published contract: a change a validator built from an old snapshot would notice needs a
    /// new version, never an edit of a published one.
    Stable,
    /// Public but without a versioning promise: upstream has renamed or added event types
    /// between releases, so every vocabulary seen is pinned as a version of its own.
    Experimental,
    /// Declared internal by upstream: it may change in any release and consumers must ignore
    /// what they do not know.
    Internal,
}

/// Whether consumers must tolerate event types the schema does not list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum UnionKind {
    /// Consumers must skip unknown event types; adding one is not breaking.
    Open,
    /// The listed event types are all there are; an unknown one is an error.
    Closed,
}

/// Whether payloads may carry fields the schema does not list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ContentModel {
    /// Unknown fields are allowed and ignored by consumers.
    Open,
    /// Unknown fields are rejected (`additionalProperties: false`).
    Closed,
}

/// Where the facts a family is built from were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Provenance {
    /// Checked against JSON Schema files the upstream project publishes.
    PublishedSchema,
    /// Checked against the upstream project's source code.
    Source,
    /// Authored from documentation only; upstream has no public source to verify against.
    Documentation,
}

/// An event family: one upstream event vocabulary, with all its versions.
#[derive(Debug)]
pub struct Family {
    /// The registry id, e.g. `agentao.host`.
    pub id: &'static str,
    /// The upstream name of the event union, e.g. `HostEvent`; the snapshot's `title`.
    pub union_name: &'static str,
    /// One paragraph: what the family is, who emits it and where it was verified.
    pub description: &'static str,
    /// The upstream stability promise.
    pub stability: Stability,
    /// Whether consumers must tolerate unknown event types.
    pub union: UnionKind,
    /// Whether payloads may carry unknown fields.
    pub content: ContentModel,
    /// Where the family's facts come from.
    pub provenance: Provenance,
    /// The discriminator property, or `None` for a family of untagged root types.
    pub tag: Option<&'static str>,
    /// How its events arrive wrapped in a capture's messages, if they do (ACP's JSON-RPC
    /// notifications); `None`: each record of a capture is an event.
    pub envelope: Option<crate::envelope::Envelope>,
    /// The JSON pointer of the event field an SSE frame's `event:` name equals, when the
    /// family's SSE frames name their events (Anthropic's `event: message_start` over
    /// `{"type": "message_start"}`: `/type`); `None`: names are not checked.
    pub sse_event_name: Option<&'static str>,
    /// Every published version, oldest first; the last one is current.
    pub versions: &'static [Version],
}

/// One version of a family.
#[derive(Debug)]
pub struct Version {
    /// The version id, e.g. `v2`.
    pub id: &'static str,
    /// The upstream release or commit this version describes.
    pub upstream: &'static str,
    /// Builds the version's JSON Schema document from its Rust types.
    pub document: fn(&Family, &Version) -> Value,
    /// The stream rules its documentation states (none where it states none).
    pub rules: fn() -> Vec<crate::rules::StreamRule>,
    /// An event deserialized into this version's Rust types and serialized back
    /// ([`crate::document::round_trip`]): what a host using the Rust types makes of it.
    pub serde: fn(&Value) -> Result<Value, String>,
    /// The key order of its snapshot: [`KeyOrder::Declared`], except for the versions frozen
    /// before declaration order was kept, whose bytes never change.
    pub key_order: KeyOrder,
}

impl Family {
    /// The current (last) version.
    pub fn current(&self) -> &Version {
        self.versions
            .last()
            .expect("the registry test proves every family has a version")
    }

    /// The version with this id, if the family has it.
    pub fn version(&self, id: &str) -> Option<&Version> {
        self.versions.iter().find(|v| v.id == id)
    }

    /// Whether `version` is the current one.
    pub fn is_current(&self, version: &Version) -> bool {
        std::ptr::eq(self.current(), version)
    }

    /// The version ids, oldest first.
    pub fn version_ids(&self) -> Vec<&'static str> {
        self.versions.iter().map(|v| v.id).collect()
    }
}

impl Version {
    /// The version's canonical JSON Schema document.
    pub fn schema(&self, family: &Family) -> Value {
        (self.document)(family, self)
    }

    /// The version's stream rules document (its `.rules.json` snapshot).
    pub fn rules_document(&self, family: &Family) -> crate::rules::RulesDocument {
        crate::rules::RulesDocument {
            family: family.id.to_owned(),
            version: self.id.to_owned(),
            rules: (self.rules)(),
        }
    }
}

static FAMILIES: [&Family; 12] = [
    &families::agentao_host::FAMILY,
    &families::agentao_stream::FAMILY,
    &families::agentao_transport::FAMILY,
    &families::we0::FAMILY,
    &families::niceeval::FAMILY,
    &families::agentabi::FAMILY,
    &families::ag_ui::FAMILY,
    &families::acp::FAMILY,
    &families::anthropic_messages::FAMILY,
    &families::anthropic_beta_messages::FAMILY,
    &families::openai_chat::FAMILY,
    &families::openai_responses::FAMILY,
];

/// Every family, in a fixed order.
pub fn registry() -> &'static [&'static Family] {
    &FAMILIES
}

/// Looks a family up by id.
pub fn family(id: &str) -> Option<&'static Family> {
    registry().iter().copied().find(|f| f.id == id)
}

/// A family reference that names nothing in the registry.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LookupError {
    /// The family id is unknown.
    #[error(
        "unknown family `{family}`{}; known families: {}",
        suggestion.map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default(),
        known.join(", ")
    )]
    UnknownFamily {
        /// The id that was asked for.
        family: String,
        /// The known id closest to it, if one is close enough to be a likely typo.
        suggestion: Option<&'static str>,
        /// Every known family id.
        known: Vec<&'static str>,
    },
    /// The family exists but has no such version.
    #[error(
        "family `{family}` has no version `{version}`{}; its versions: {}",
        closest(version, known).map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default(),
        known.join(", ")
    )]
    UnknownVersion {
        /// The family id.
        family: &'static str,
        /// The version that was asked for.
        version: String,
        /// The family's version ids.
        known: Vec<&'static str>,
    },
}

/// Resolves `FAMILY[@VERSION]`; without `@VERSION`, the current version.
pub fn resolve(reference: &str) -> Result<(&'static Family, &'static Version), LookupError> {
    let (id, version) = match reference.split_once('@') {
        Some((id, version)) => (id, Some(version)),
        None => (reference, None),
    };
    let family = family(id).ok_or_else(|| {
        let known: Vec<&'static str> = registry().iter().map(|f| f.id).collect();
        LookupError::UnknownFamily {
            family: id.to_owned(),
            suggestion: closest(id, &known),
            known,
        }
    })?;
    let version = match version {
        None => family.current(),
        Some(v) => family
            .version(v)
            .ok_or_else(|| LookupError::UnknownVersion {
                family: family.id,
                version: v.to_owned(),
                known: family.version_ids(),
            })?,
    };
    Ok((family, version))
}

/// The known name closest to `name`, if one is close enough to be a likely typo.
fn closest(name: &str, known: &[&'static str]) -> Option<&'static str> {
    crate::suggest::closest(&name.to_lowercase(), known.iter().copied(), 0.8)
}

macro_rules! display_as_wire_name {
    ($($ty:ty { $($variant:ident => $name:literal),+ })+) => {$(
        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(match self { $(Self::$variant => $name),+ })
            }
        }
    )+};
}

display_as_wire_name! {
    Stability { Stable => "stable", Experimental => "experimental", Internal => "internal" }
    UnionKind { Open => "open", Closed => "closed" }
    ContentModel { Open => "open", Closed => "closed" }
    Provenance {
        PublishedSchema => "published-schema",
        Source => "source",
        Documentation => "documentation"
    }
}
