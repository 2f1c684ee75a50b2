//! The views of a family module's named types and of its union, and TypeScript type expressions.

use serde_json::Value;

use super::view::{EventView, FieldView, TypeView, UnionView};
use crate::{
    api,
    lang::typescript::{
        self, TsType, doc_lines, jsdoc, property_key, push_paragraph, string, ts_type, type_lines,
    },
    layout::Doc,
    model::{Kind, Member, Model, TypeDef, Union},
    naming::{is_identifier, screaming},
};

/// The view of one named type: an interface, or a type alias.
pub(super) fn type_view(def: &TypeDef) -> TypeView {
    let mut type_doc = def.doc.as_deref().map(doc_lines).unwrap_or_default();
    match &def.kind {
        Kind::Object(object) => {
            if object.closed {
                push_paragraph(
                    &mut type_doc,
                    "Closed: a payload with any other field is invalid.",
                );
            }
            TypeView {
                name: def.name.clone(),
                doc: jsdoc(&type_doc, ""),
                interface: true,
                fields: object
                    .fields
                    .iter()
                    .map(|field| {
                        let mut doc = field.doc.as_deref().map(doc_lines).unwrap_or_default();
                        if field.deprecated {
                            doc.push("@deprecated".to_owned());
                        }
                        let optional = if field.required { "" } else { "?" };
                        let prefix = format!("readonly {}{optional}: ", property_key(&field.name));
                        FieldView {
                            declaration: type_lines(2, &prefix, &ts_type(&field.ty), ";")
                                .join("\n"),
                            doc: jsdoc(&doc, "  "),
                        }
                    })
                    .collect(),
                alias: String::new(),
            }
        }
        Kind::Alias(ty) => TypeView {
            name: def.name.clone(),
            doc: jsdoc(&type_doc, ""),
            interface: false,
            fields: Vec::new(),
            alias: type_lines(
                0,
                &format!("export type {} = ", def.name),
                &ts_type(ty),
                ";",
            )
            .join("\n"),
        },
    }
}

/// The view of the union: its alias, tags, map, guards and, when open, its unknown member.
pub(super) fn union_view(model: &Model, union: &Union, label: &str) -> UnionView {
    let tag = union.tag.clone().unwrap_or_default();
    let events = (union.members.iter())
        .map(|member| event_view(union, member))
        .collect();
    // The module's comment holds the contract's description; the union names it.
    let mut union_doc = doc_lines(&api::union(label, None));
    if union.open {
        push_paragraph(
            &mut union_doc,
            &format!(
                "Open: producers may send event types this version does not list; receive \
                 `{name} | Unknown{name}` and narrow with `isKnown{name}` before switching on the tag.",
                name = union.name
            ),
        );
    }
    UnionView {
        name: union.name.clone(),
        doc: jsdoc(&union_doc, ""),
        alias: model.type_def(&union.name).is_none().then(|| {
            let members = (union.members.iter())
                .map(|m| TsType::Atom(m.type_name.clone()))
                .collect();
            let prefix = format!("export type {} = ", union.name);
            type_lines(0, &prefix, &TsType::Union(members), ";").join("\n")
        }),
        tagged: union.tag.is_some(),
        tag_key: property_key(&tag),
        tags_declaration: typescript::literal(
            &Value::Array(
                (union.members.iter())
                    .map(|m| Value::String(m.tag_value.clone().unwrap_or_default()))
                    .collect(),
            ),
            0,
            &format!("export const {}_TYPES = ", screaming(&union.name)),
            " as const;",
        ),
        tag_type_declaration: tag_type_declaration(union),
        known_return: known_return(union, &tag_access(&tag)),
        tags_const: format!("{}_TYPES", screaming(&union.name)),
        tags_doc: jsdoc(&doc_lines(&api::tags(&union.name)), ""),
        map_doc: jsdoc(&doc_lines(&api::map(&union.name)), ""),
        tag_type: format!("{}Type", union.name),
        map_name: format!("{}Map", union.name),
        events,
        open: union.open && union.tag.is_some(),
        unknown_name: format!("Unknown{}", union.name),
        unknown_doc: jsdoc(&doc_lines(api::unknown()), ""),
        known_guard: format!("isKnown{}", union.name),
        known_doc: jsdoc(
            &doc_lines(&api::known_guard(
                &union.name,
                &format!("Unknown{}", union.name),
            )),
            "",
        ),
        known_signature: typescript::signature(
            &format!("export function isKnown{}", union.name),
            &[&format!("event: {name} | Unknown{name}", name = union.name)],
            &format!("event is {}", union.name),
        ),
    }
}

/// How the tag is read off an event: `.type`, or `["odd-tag"]`.
fn tag_access(tag: &str) -> String {
    if is_identifier(tag, true) {
        format!(".{tag}")
    } else {
        format!("[{}]", Value::String(tag.to_owned()))
    }
}

/// `export type NameType = (typeof NAME_TYPES)[number];`, its value on a line of its own when
/// the whole does not fit, as prettier lays it out.
fn tag_type_declaration(union: &Union) -> String {
    let head = format!("export type {}Type =", union.name);
    let value = format!("(typeof {}_TYPES)[number];", screaming(&union.name));
    typescript::after_break(0, &head, &value)
}

/// The known guard's `return`: its tag looked up among the listed ones, the argument on a line
/// of its own when the whole does not fit, as prettier lays it out.
fn known_return(union: &Union, access: &str) -> String {
    let callee = format!(
        "return ({}_TYPES as readonly string[]).includes",
        screaming(&union.name)
    );
    let event = Doc::text(format!("event{access}"));
    typescript::call(2, &callee, vec![event], ";")
}

/// The view of one member of the union: its tag, its map key and its guard, which checks the tag
/// and the event (or, in an untagged union, the member's shape alone).
pub(super) fn event_view(union: &Union, member: &Member) -> EventView {
    let value = member.tag_value.clone().unwrap_or_default();
    let tag = string(&value);
    let guard = format!("is{}", member.type_name);
    let body = match &union.tag {
        Some(key) => typescript::return_all(
            2,
            &[
                format!("hasTag(event, {}, {tag})", string(key)),
                "validate(CONTRACT, event, \"declared\").length === 0".to_owned(),
            ],
        ),
        None => typescript::return_all(
            2,
            &[format!(
                "isShape(CONTRACT, {}, event)",
                string(&member.type_name)
            )],
        ),
    };
    EventView {
        tag_json: (union.tag.is_some()).then(|| Value::String(value.clone()).to_string()),
        doc: String::new(),
        map_key: property_key(&value),
        type_name: member.type_name.clone(),
        signature: typescript::signature(
            &format!("export function {guard}"),
            &["event: unknown"],
            &format!("event is {}", member.type_name),
        ),
        body,
        guard,
        tag,
    }
}
