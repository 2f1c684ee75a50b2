//! The named types of a version's page, each in a section of its own with its fields, whether
//! an event reaches it or not, linked to their changes.

use std::collections::{BTreeMap, HashMap, VecDeque};

use serde::Serialize;
use serde_json::Value;

use super::{
    changes,
    fields::{EnumValue, constraints, fields, values},
    pages::{EventView, FieldView},
    shape::{Shape, shape},
    targets::{Writer, field_anchor},
    text::description_html,
};

/// A named type's section.
#[derive(Debug, Serialize)]
pub struct TypeView {
    /// How the page names it.
    pub name: String,
    /// Its fragment id.
    pub anchor: String,
    /// The section it is another name for, when it is one (`{"$ref": ...}` alone).
    link: Option<String>,
    /// Its description, HTML.
    pub description_html: String,
    type_html: String,
    constraints: Vec<String>,
    values: Vec<EnumValue>,
    /// Its alternatives and named `allOf` members.
    pub shape: Shape,
    /// Its fields.
    pub fields: Vec<FieldView>,
    changed_in: Option<String>,
    changed_out: Option<String>,
}

/// The sections of the named types of the page `writer` writes, in the document's order.
pub fn views(document: &Value, writer: &Writer) -> Vec<TypeView> {
    let contract = writer.contract;
    let mut out = Vec::new();
    for node in writer.targets.types() {
        let Some(target) = writer.targets.get(*node) else {
            continue;
        };
        let keywords = contract.keywords(*node);
        let fields: Vec<FieldView> = (fields(document, writer, *node, None).into_iter())
            .map(|field| FieldView {
                anchor: field_anchor(&target.anchor, &field.path),
                changed_in: None,
                changed_out: None,
                field,
            })
            .collect();
        let enumeration = values(document, writer, *node);
        let shape = shape(document, writer, *node, &target.anchor);
        let link = (keywords.is_some_and(|k| k.is_alias()))
            .then(|| writer.target_of(*node).map(|(t, _)| t.anchor.clone()))
            .flatten();
        out.push(TypeView {
            name: target.name.clone(),
            anchor: target.anchor.clone(),
            link,
            description_html: description_html(
                keywords
                    .and_then(|k| k.description.as_deref())
                    .unwrap_or_default(),
            ),
            // An enumeration lists its values below, a union of types with fields its
            // alternatives.
            type_html: match (enumeration.is_empty(), shape.one_of.is_empty()) {
                (false, _) => "enum".to_owned(),
                (true, false) if fields.is_empty() => "one of the types below".to_owned(),
                (true, _) => writer.type_html(*node),
            },
            constraints: keywords.map(constraints).unwrap_or_default(),
            values: enumeration,
            shape,
            fields,
            changed_in: None,
            changed_out: None,
        });
    }
    out
}

/// Links each named type's section, and each of its fields, to its changes on the pages of
/// changes beside the page: changes are reported by event type and path, so a type is found
/// at the first place an event reaches it (breadth first: one place per type).
pub fn link_changes(
    events: &[EventView],
    types: &mut [TypeView],
    (into, out_of): (Option<&changes::Page>, Option<&changes::Page>),
) {
    if into.is_none() && out_of.is_none() {
        return;
    }
    let index: HashMap<String, usize> = (types.iter().enumerate())
        .map(|(i, t)| (t.anchor.clone(), i))
        .collect();
    let mut places = Places {
        index,
        found: BTreeMap::new(),
        pending: VecDeque::new(),
    };
    for event in events {
        places.reach(&event.name, "", &event.fields);
    }
    while let Some(at) = places.pending.pop_front() {
        let (event, path) = places.found[&at].clone();
        places.reach(&event, &format!("{path}."), &types[at].fields);
    }
    for (at, (event, path)) in &places.found {
        let view = &mut types[*at];
        let link =
            |page: Option<&changes::Page>, path: &str| page.and_then(|p| p.field_link(event, path));
        view.changed_in = link(into, path);
        view.changed_out = link(out_of, path);
        for field in &mut view.fields {
            let path = format!("{path}.{}", field.field.path);
            field.changed_in = link(into, &path);
            field.changed_out = link(out_of, &path);
        }
    }
}

/// Where events first reach each named type: its section's position, and the event type and
/// path that reach it.
struct Places {
    index: HashMap<String, usize>,
    found: BTreeMap<usize, (String, String)>,
    pending: VecDeque<usize>,
}

impl Places {
    /// Records the named types `fields` (of `event`, under `prefix`) link to, first reached.
    fn reach(&mut self, event: &str, prefix: &str, fields: &[FieldView]) {
        for view in fields {
            let field = &view.field;
            let Some(&at) = field.link.as_ref().and_then(|a| self.index.get(a)) else {
                continue;
            };
            if let std::collections::btree_map::Entry::Vacant(entry) = self.found.entry(at) {
                let path = format!("{prefix}{}{}", field.path, field.arrays);
                entry.insert((event.to_owned(), path));
                self.pending.push_back(at);
            }
        }
    }
}
