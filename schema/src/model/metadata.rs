//! eventspec's metadata keyword, `x-eventspec`, read once.

use serde_json::Value;

/// The vendor keyword that carries eventspec's metadata in a snapshot.
pub const KEYWORD: &str = "x-eventspec";

/// What `x-eventspec` says of a document; every field is absent in a user's schema without it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Metadata {
    /// The family id, e.g. `agentao.host`.
    pub family: Option<String>,
    /// The version id, e.g. `v3`.
    pub version: Option<String>,
    /// The upstream release it describes.
    pub upstream: Option<String>,
    /// `stable`, `experimental` or `internal`.
    pub stability: Option<String>,
    /// `open` or `closed`.
    pub union: Option<String>,
    /// `open` or `closed`.
    pub content: Option<String>,
    /// The discriminator property.
    pub tag: Option<String>,
    /// Whether `tag` is declared `null`: the contract says its events have no tag, so none is
    /// inferred (OpenAI's chunk pins its `object`, but no other event type is told apart by it).
    pub untagged: bool,
    /// An OpenAPI-style `discriminator.propertyName` at the root.
    pub discriminator: Option<String>,
}

impl Metadata {
    /// Reads `x-eventspec` of `document`.
    pub fn read(document: &Value) -> Self {
        let text = |key: &str| document.get(KEYWORD)?.get(key)?.as_str().map(str::to_owned);
        Self {
            family: text("family"),
            version: text("version"),
            upstream: text("upstream"),
            stability: text("stability"),
            union: text("union"),
            content: text("content"),
            tag: text("tag"),
            untagged: document
                .get(KEYWORD)
                .and_then(|metadata| metadata.get("tag"))
                .is_some_and(Value::is_null),
            discriminator: document
                .pointer("/discriminator/propertyName")
                .and_then(Value::as_str)
                .map(str::to_owned),
        }
    }
}
