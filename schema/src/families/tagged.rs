//! Tagged unions of objects in a family's types: the serde enum and a schema that inlines each
//! member with its tag, shared by the families whose upstream tags nested objects (ACP's content
//! blocks, Anthropic's content blocks and deltas).

/// Declares a union of objects tagged by a property: each member is its payload type's object
/// schema, inlined, with the tag added as its first required property, a `const`. (Upstream
/// puts the payload beside the tag in an `allOf`, and schemars a `$ref` beside it: both say the
/// same to a validator, but the generator's check that no value matches two members of a
/// `oneOf` does not see a tag beside a `$ref`, and the validator's fast path reads neither.)
/// With `titled = true;` each member is titled with its payload type's name, which generated
/// code names it by (Anthropic's `TextEditorCodeExecutionViewResultBlock`, the SDK's name).
macro_rules! tagged_union {
    (
        $(#[doc = $doc:literal])*
        tag = $tag:literal;
        $(titled = $titled:literal;)?
        pub enum $name:ident {
            $( $(#[doc = $vdoc:literal])* $value:literal => $variant:ident($ty:ty), )+
        }
    ) => {
        $(#[doc = $doc])*
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
        #[serde(tag = $tag)]
        pub enum $name {
            $( $(#[doc = $vdoc])* #[serde(rename = $value)] $variant($ty), )+
        }

        impl schemars::JsonSchema for $name {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                let titled = false $(|| $titled)?;
                let one_of = vec![
                    $( $crate::families::tagged::titled(
                        $crate::families::tagged::tagged_member(
                            <$ty as schemars::JsonSchema>::json_schema(generator),
                            $tag,
                            $value,
                            &$crate::families::tagged::doc_text(&[$($vdoc),*]),
                        ),
                        titled.then(|| <$ty as schemars::JsonSchema>::schema_name()),
                    ), )+
                ];
                schemars::json_schema!({
                    "description": $crate::families::tagged::doc_text(&[$($doc),*]),
                    "oneOf": one_of,
                })
            }
        }
    };
}

/// A doc comment's text from its lines (`#[doc = "..."]`, one per `///` line), each trimmed and
/// joined by newlines, as schemars joins a derived type's doc comment.
#[doc(hidden)]
pub fn doc_text(lines: &[&str]) -> String {
    lines
        .iter()
        .map(|line| line.trim())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A member of a tagged union: `payload` (an object schema) with the property `tag` added first,
/// required, and pinned to `value`; described by the variant's doc, then the payload's.
#[doc(hidden)]
pub fn tagged_member(
    payload: schemars::Schema,
    tag: &str,
    value: &str,
    doc: &str,
) -> serde_json::Value {
    let mut member = payload.to_value();
    let Some(object) = member.as_object_mut() else {
        return member;
    };
    let payload_doc = object.shift_remove("description");
    let description = match payload_doc.as_ref().and_then(serde_json::Value::as_str) {
        Some(payload_doc) if payload_doc != doc => format!("{doc}\n\n{payload_doc}"),
        _ => doc.to_owned(),
    };
    object.shift_insert(0, "description".into(), description.into());
    if let Some(properties) = object
        .entry("properties")
        .or_insert_with(|| serde_json::json!({}))
        .as_object_mut()
    {
        properties.shift_insert(
            0,
            tag.to_owned(),
            serde_json::json!({ "type": "string", "const": value }),
        );
    }
    if let Some(required) = object
        .entry("required")
        .or_insert_with(|| serde_json::json!([]))
        .as_array_mut()
    {
        required.insert(0, tag.into());
    }
    member
}

/// `member` with `title` first, when there is one.
#[doc(hidden)]
pub fn titled(
    mut member: serde_json::Value,
    title: Option<std::borrow::Cow<'static, str>>,
) -> serde_json::Value {
    if let (Some(title), Some(object)) = (title, member.as_object_mut()) {
        object.shift_insert(0, "title".into(), title.into_owned().into());
    }
    member
}

/// Declares a union of object types that carry their own tag (OpenAI's output items, tools and
/// content parts, each with its `type` as a field of its own): serde tries each member in turn,
/// and the schema is a `oneOf` of the members' `$ref`s, which their tags keep apart. Used where
/// a member is also used alone, so the tag cannot move out of it as [`tagged_union!`] moves it.
macro_rules! ref_union {
    (
        $(#[doc = $doc:literal])*
        pub enum $name:ident {
            $( $(#[doc = $vdoc:literal])* $variant:ident($ty:ty), )+
        }
    ) => {
        $(#[doc = $doc])*
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
        #[serde(untagged)]
        pub enum $name {
            $( $(#[doc = $vdoc])* $variant($ty), )+
        }

        impl schemars::JsonSchema for $name {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                let one_of = vec![$( generator.subschema_for::<$ty>(), )+];
                schemars::json_schema!({
                    "description": $crate::families::tagged::doc_text(&[$($doc),*]),
                    "oneOf": one_of,
                })
            }
        }
    };
}
