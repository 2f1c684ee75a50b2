//! Assembles a family version's JSON Schema document from its Rust types.
//!
//! Every event type becomes one entry of `$defs`, named after its Rust (and upstream) type, with
//! the discriminator injected as a required `const` property. The root is a `oneOf` of `$ref`s to
//! the event types, so a validator can dispatch on the tag and report errors of one variant only.

use schemars::{JsonSchema, SchemaGenerator, generate::SchemaSettings};
use serde_json::{Map, Value, json};

use crate::{
    model::METADATA_KEYWORD,
    normalize,
    registry::{Family, UnionKind, Version},
};

/// The JSON Schema dialect of every snapshot.
pub const DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

/// The JSON Schema (draft 2020-12) of a Rust type: how eventspec publishes the schemas of its
/// own documents (reports, rules).
pub fn json_schema_of<T: JsonSchema>() -> Value {
    SchemaSettings::draft2020_12()
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value()
}

/// Builds one snapshot document. Event types are added in the order consumers should see them.
pub struct DocumentBuilder {
    generator: SchemaGenerator,
    roots: Vec<Root>,
}

struct Root {
    tag_value: Option<&'static str>,
    def_name: String,
}

/// `value` deserialized into `T` and serialized back: what a host using the Rust types makes of
/// an event. An error is serde's message.
pub fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(
    value: &Value,
) -> Result<Value, String> {
    let typed = T::deserialize(value).map_err(|error| error.to_string())?;
    serde_json::to_value(typed).map_err(|error| error.to_string())
}

/// A union of event types tagged by a discriminator property; implemented by [`event_union!`].
pub trait EventUnion {
    /// Every tag value of the union, in declaration order.
    const TAGS: &'static [&'static str];

    /// Adds every event type of the union to `builder`, in declaration order.
    fn register(builder: DocumentBuilder) -> DocumentBuilder;
}

impl Default for DocumentBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl DocumentBuilder {
    /// An empty document.
    pub fn new() -> Self {
        Self {
            generator: SchemaSettings::draft2020_12().into_generator(),
            roots: Vec::new(),
        }
    }

    /// Adds an event type whose discriminator has the value `tag_value`.
    pub fn event<T: JsonSchema>(mut self, tag_value: &'static str) -> Self {
        let def_name = self.def_name::<T>();
        self.roots.push(Root {
            tag_value: Some(tag_value),
            def_name,
        });
        self
    }

    /// Adds an untagged root type (a family whose payloads are told apart by shape).
    pub fn root<T: JsonSchema>(mut self) -> Self {
        let def_name = self.def_name::<T>();
        self.roots.push(Root {
            tag_value: None,
            def_name,
        });
        self
    }

    /// Adds a type to `$defs` that is part of the contract but is not an event.
    pub fn also<T: JsonSchema>(mut self) -> Self {
        self.def_name::<T>();
        self
    }

    fn def_name<T: JsonSchema>(&mut self) -> String {
        // Every contract type is a named, referenced definition, never inlined.
        let name = T::schema_name().into_owned();
        self.generator.subschema_for::<T>();
        name
    }

    /// The finished document for `version` of `family`, in normalized form.
    pub fn build(self, family: &Family, version: &Version) -> Value {
        let mut defs: Map<String, Value> = self.generator.definitions().clone();
        let mut one_of = Vec::new();
        let mut mapping = Map::new();
        for root in &self.roots {
            let reference = format!("#/$defs/{}", root.def_name);
            if let (Some(tag), Some(value)) = (family.tag, root.tag_value) {
                if let Some(def) = defs.get_mut(&root.def_name) {
                    inject_tag(def, tag, value);
                }
                mapping.insert(value.to_owned(), Value::String(reference.clone()));
            }
            one_of.push(json!({ "$ref": reference }));
        }
        if let (Some(tag), UnionKind::Open) = (family.tag, family.union) {
            one_of.push(catch_all(
                tag,
                family.union_name,
                mapping.keys().map(String::as_str),
            ));
        }
        let mut document = Map::new();
        document.insert("$schema".into(), json!(DIALECT));
        document.insert(
            "$id".into(),
            json!(format!("urn:eventspec:{}:{}", family.id, version.id)),
        );
        document.insert("title".into(), json!(family.union_name));
        document.insert("description".into(), json!(family.description));
        document.insert("oneOf".into(), Value::Array(one_of));
        if let Some(tag) = family.tag {
            document.insert(
                "discriminator".into(),
                json!({ "propertyName": tag, "mapping": mapping }),
            );
        }
        document.insert("$defs".into(), Value::Object(defs));
        document.insert(
            METADATA_KEYWORD.into(),
            json!({
                "family": family.id,
                "version": version.id,
                "upstream": version.upstream,
                "stability": family.stability,
                "union": family.union,
                "content": family.content,
                "provenance": family.provenance,
                "tag": family.tag,
            }),
        );
        if let Some(envelope) = &family.envelope {
            document[METADATA_KEYWORD]["envelope"] = json!(envelope);
        }
        if let Some(pointer) = family.sse_event_name {
            document[METADATA_KEYWORD]["sse_event_name"] = json!(pointer);
        }
        let mut document = Value::Object(document);
        normalize::normalize(
            &mut document,
            normalize::Spelling::of(family.id, version.id),
        );
        document
    }
}

/// The member of an open union that accepts an event whose tag is none of the known ones: how
/// the snapshot says, in JSON Schema itself, that consumers skip event types it does not list.
/// It requires the tag, so an event without one is still rejected. A definition that names the
/// union elsewhere in the document (an array of events) adds it too, to be as open as the root.
pub fn catch_all<'a>(
    tag: &str,
    union_name: &str,
    known: impl IntoIterator<Item = &'a str>,
) -> Value {
    // Sorted, so that every place that repeats the union (the root, a definition) says it alike.
    let known: std::collections::BTreeSet<&str> = known.into_iter().collect();
    json!({
        "title": format!("Unknown{union_name}"),
        "description": "An event type this version does not list: the union is open, so consumers skip it.",
        "type": "object",
        "required": [tag],
        "properties": {
            tag: { "type": "string", "not": { "enum": known } }
        }
    })
}

/// Adds the discriminator to an event type's definition as its first property, and its first
/// required one.
fn inject_tag(def: &mut Value, tag: &str, value: &str) {
    let Some(object) = def.as_object_mut() else {
        return;
    };
    let property = json!({
        "const": value,
        "type": "string",
        "description": format!("The event type tag: always `{value}`."),
    });
    if let Some(properties) = object
        .entry("properties")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()
    {
        properties.shift_remove(tag);
        properties.shift_insert(0, tag.to_owned(), property);
    }
    let required = object
        .entry("required")
        .or_insert_with(|| Value::Array(Vec::new()));
    if let Some(required) = required.as_array_mut() {
        required.retain(|r| r != tag);
        required.insert(0, Value::String(tag.to_owned()));
    }
}

/// Declares a tagged event union: the serde enum Rust users (de)serialize with, and its
/// [`EventUnion`] registration, from one list so the two cannot disagree.
///
/// ```text
/// event_union! {
///     /// The union's doc.
///     tag = "event_type";
///     pub enum HostEvent {
///         /// A tool call's lifecycle.
///         "tool_lifecycle" => ToolLifecycle(ToolLifecycleEvent),
///     }
/// }
/// ```
#[macro_export]
macro_rules! event_union {
    (
        $(#[$meta:meta])*
        tag = $tag:literal;
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $value:literal => $variant:ident($ty:ty), )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
        #[serde(tag = $tag)]
        pub enum $name {
            $( $(#[$vmeta])* #[serde(rename = $value)] $variant($ty), )+
        }

        impl $crate::document::EventUnion for $name {
            const TAGS: &'static [&'static str] = &[$($value),+];

            fn register(
                builder: $crate::document::DocumentBuilder,
            ) -> $crate::document::DocumentBuilder {
                builder $( .event::<$ty>($value) )+
            }
        }
    };
}
