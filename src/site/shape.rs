//! What a section's type is besides its own fields: the types it is one of (`anyOf`/`oneOf`),
//! each alternative written in place listed with its fields, and the named types whose fields
//! it also has (`allOf`).

use eventspec_schema::model::NodeId;
use serde::Serialize;
use serde_json::Value;

use super::{
    fields::fields,
    pages::FieldView,
    targets::{Writer, field_anchor},
    text::description_html,
};

/// The alternatives and the named `allOf` members of a section's type.
#[derive(Debug, Default, Serialize)]
pub struct Shape {
    /// Its alternatives, listed when it has fields of its own or an alternative has fields
    /// (else the type, `string | integer`, says it all).
    pub one_of: Vec<Alternative>,
    /// The named types whose fields it also has, HTML.
    all_of: Vec<String>,
}

/// One alternative of a type: a named type (linked), or a type written in place with its
/// fields.
#[derive(Debug, Serialize)]
pub struct Alternative {
    /// Its title, or its type (named types linked), HTML.
    label_html: String,
    /// Its description, HTML, when it is written in place.
    description_html: String,
    /// Its fields, when it is written in place.
    pub fields: Vec<FieldView>,
    /// The named types whose fields it also has, HTML.
    all_of: Vec<String>,
}

/// The shape of the type at `node`, whose section is anchored `anchor`: an alternative's
/// fields are anchored `<anchor>._<n>.<path>` (`n` from 1).
pub fn shape(document: &Value, writer: &Writer, node: NodeId, anchor: &str) -> Shape {
    let Some(keywords) = writer.contract.keywords(node) else {
        return Shape::default();
    };
    let alternatives: Vec<Alternative> = (keywords.any_of.iter().chain(&keywords.one_of))
        .filter(|m| !writer.is_null(**m))
        .enumerate()
        .map(|(index, member)| {
            alternative(
                document,
                writer,
                *member,
                &format!("{anchor}._{}", index + 1),
            )
        })
        .collect();
    let own = !keywords.properties.is_empty() || keywords.types.is_some();
    let listed = own
        || alternatives
            .iter()
            .any(|a| !a.fields.is_empty() || !a.all_of.is_empty());
    Shape {
        one_of: if listed { alternatives } else { Vec::new() },
        all_of: named_all_of(writer, node),
    }
}

fn alternative(document: &Value, writer: &Writer, member: NodeId, anchor: &str) -> Alternative {
    let keywords = writer.contract.keywords(member);
    let inline = writer.targets.get(member).is_none() && writer.target_of(member).is_none();
    let title = keywords.and_then(|k| k.title.as_deref());
    let label_html = match (title, inline) {
        (Some(title), true) => super::text::escape(title),
        _ => writer.type_html(member),
    };
    if !inline {
        return Alternative {
            label_html,
            description_html: String::new(),
            fields: Vec::new(),
            all_of: Vec::new(),
        };
    }
    Alternative {
        label_html,
        description_html: description_html(
            keywords
                .and_then(|k| k.description.as_deref())
                .unwrap_or_default(),
        ),
        fields: (fields(document, writer, member, None).into_iter())
            .map(|field| FieldView {
                anchor: field_anchor(anchor, &field.path),
                changed_in: None,
                changed_out: None,
                field,
            })
            .collect(),
        all_of: named_all_of(writer, member),
    }
}

/// The `allOf` members of `node` that are named types (or stand for one), HTML.
fn named_all_of(writer: &Writer, node: NodeId) -> Vec<String> {
    let Some(keywords) = writer.contract.keywords(node) else {
        return Vec::new();
    };
    (keywords.all_of.iter())
        .filter(|m| writer.target_of(**m).is_some())
        .map(|m| writer.type_html(*m))
        .collect()
}
