//! The index and the family version pages, as view models the templates print.

use eventspec_schema::model::{self, Content, Contract, EventType};
use serde::Serialize;
use serde_json::Value;

use super::{
    Family, Version, changes,
    fields::{Field, fields},
    shape::{Shape, shape},
    targets::{Targets, Writer, field_anchor},
    text::{description_html, inline_html, slug},
    types::{self, TypeView},
    version_file,
};

/// How many examples an event type shows at most.
const MAX_EXAMPLES: usize = 2;

/// A link, and whether it leads to the page it is on.
#[derive(Debug, Serialize)]
struct Link {
    label: String,
    href: String,
    here: bool,
}

/// A family version's page.
#[derive(Debug, Serialize)]
pub struct VersionPage {
    /// Its path, relative to the site's root.
    #[serde(skip)]
    pub file: String,
    site_title: String,
    root: &'static str,
    page_title: String,
    /// The family's id.
    pub family: String,
    /// The version's id.
    pub version: String,
    status: &'static str,
    upstream_html: Option<String>,
    description_html: String,
    union: &'static str,
    content: &'static str,
    tag: Option<String>,
    versions: Vec<Link>,
    changes: Vec<Link>,
    /// Its event types, in the union's order.
    pub event_types: Vec<EventView>,
    /// Its named types, each with its fields, in the document's order.
    pub types: Vec<TypeView>,
    rules: Vec<RuleView>,
}

/// One event type on its version's page.
#[derive(Debug, Serialize)]
pub struct EventView {
    /// Its name (tag value).
    pub name: String,
    /// Its fragment id on the page.
    pub anchor: String,
    definition: Option<String>,
    /// Its description, HTML.
    pub description_html: String,
    content: &'static str,
    /// Its alternatives and named `allOf` members.
    pub shape: Shape,
    /// Its fields.
    pub fields: Vec<FieldView>,
    examples: Vec<String>,
    changed_in: Option<String>,
    changed_out: Option<String>,
}

/// One field on its event type's section.
#[derive(Debug, Serialize)]
pub struct FieldView {
    /// What the schema says of it.
    #[serde(flatten)]
    pub field: Field,
    /// Its fragment id on the page.
    pub anchor: String,
    /// Where its change since the previous version is, if it changed.
    pub changed_in: Option<String>,
    /// Where its change in the next version is, if it changes.
    pub changed_out: Option<String>,
}

/// One stream rule.
#[derive(Debug, Serialize)]
struct RuleView {
    id: String,
    anchor: String,
    description_html: String,
    source_html: String,
}

/// The pages of `family`'s versions; `pairs` are its pages of changes, oldest first.
pub fn versions(site_title: &str, family: &Family, pairs: &[changes::Page]) -> Vec<VersionPage> {
    (family.versions.iter())
        .map(|version| version_page(site_title, family, version, pairs))
        .collect()
}

fn version_page(
    site_title: &str,
    family: &Family,
    version: &Version,
    pairs: &[changes::Page],
) -> VersionPage {
    let contract = model::resolve(&version.schema);
    let into = pairs.iter().find(|p| p.new_id == version.id);
    let out_of = pairs.iter().find(|p| p.old_id == version.id);
    let shown: Vec<&EventType> = (contract.event_types.iter())
        .filter(|t| ![Some(t.member), Some(t.node)].contains(&contract.catch_all))
        .collect();
    let events: Vec<_> = shown.iter().map(|t| (t.node, t.name.clone())).collect();
    let targets = Targets::new(&contract, &events);
    let writer = Writer {
        contract: &contract,
        targets: &targets,
    };
    let event_types: Vec<EventView> = (shown.iter())
        .map(|t| event_view(&version.schema, &writer, t, version, (into, out_of)))
        .collect();
    let mut types = types::views(&version.schema, &writer);
    types::link_changes(&event_types, &mut types, (into, out_of));
    let mut changes_links = Vec::new();
    for (page, label) in [(into, "changes from"), (out_of, "changes to")] {
        if let Some(page) = page {
            let other = if page.new_id == version.id {
                &page.old_id
            } else {
                &page.new_id
            };
            changes_links.push(Link {
                label: format!("{label} {other}"),
                href: file_name(&page.file),
                here: false,
            });
        }
    }
    VersionPage {
        file: version_file(&family.id, &version.id),
        site_title: site_title.to_owned(),
        root: "../../",
        page_title: format!("{}@{}", family.id, version.id),
        family: family.id.clone(),
        version: version.id.clone(),
        status: if version.current { "current" } else { "frozen" },
        upstream_html: version.upstream.as_deref().map(inline_html),
        description_html: description_html(contract.description().unwrap_or(&family.description)),
        union: union(&contract),
        content: content(&contract),
        tag: contract.tag.clone(),
        versions: version_links(family, Some(&version.id)),
        changes: changes_links,
        event_types,
        types,
        rules: rules(version),
    }
}

fn event_view(
    document: &Value,
    writer: &Writer,
    event: &EventType,
    version: &Version,
    (into, out_of): (Option<&changes::Page>, Option<&changes::Page>),
) -> EventView {
    let contract = writer.contract;
    let anchor = slug(&event.name);
    let tag = contract.tag.as_deref();
    let fields = (fields(document, writer, event.node, tag).into_iter())
        .map(|field| FieldView {
            anchor: field_anchor(&anchor, &field.path),
            changed_in: into.and_then(|p| p.field_link(&event.name, &field.path)),
            changed_out: out_of.and_then(|p| p.field_link(&event.name, &field.path)),
            field,
        })
        .collect();
    let shape = shape(document, writer, event.node, &anchor);
    let examples = (version.examples.iter())
        .filter(|example| example_type(contract, example) == Some(event.name.as_str()))
        .take(MAX_EXAMPLES)
        .map(|example| serde_json::to_string_pretty(example).unwrap_or_default())
        .collect();
    EventView {
        name: event.name.clone(),
        anchor,
        definition: event.definition.clone(),
        description_html: description_html(
            (contract.keywords(event.node))
                .and_then(|k| k.description.as_deref())
                .unwrap_or_default(),
        ),
        content: match event.content {
            Content::Closed => "closed: no other fields",
            Content::Constrained => "other fields allowed if they match a schema",
            Content::Open => "open: other fields allowed",
        },
        shape,
        fields,
        examples,
        changed_in: into.and_then(|p| p.event_link(&event.name)),
        changed_out: out_of.and_then(|p| p.event_link(&event.name)),
    }
}

/// The event type an example event is of: by its tag, else the first whose required fields it
/// has (and, when closed, whose fields it keeps to).
fn example_type<'a>(contract: &'a Contract, example: &Value) -> Option<&'a str> {
    let object = example.as_object()?;
    if let Some(tag) = &contract.tag {
        let value = object.get(tag)?.as_str()?;
        return (contract.event_types.iter())
            .find(|t| t.tag_value.as_deref() == Some(value))
            .map(|t| t.name.as_str());
    }
    (contract.event_types.iter())
        .find(|t| {
            t.required.iter().all(|r| object.contains_key(r))
                && (t.content != Content::Closed || object.keys().all(|k| t.properties.contains(k)))
        })
        .map(|t| t.name.as_str())
}

fn rules(version: &Version) -> Vec<RuleView> {
    let Some(document) = &version.rules else {
        return Vec::new();
    };
    (document.rules.iter())
        .map(|rule| RuleView {
            id: rule.id.clone(),
            anchor: format!("_rule-{}", slug(&rule.id)),
            description_html: inline_html(&rule.description),
            source_html: inline_html(&rule.source),
        })
        .collect()
}

fn union(contract: &Contract) -> &'static str {
    if contract.union_open() {
        "open"
    } else {
        "closed"
    }
}

fn content(contract: &Contract) -> &'static str {
    if contract.closed_content() {
        "closed"
    } else {
        "open"
    }
}

fn file_name(path: &str) -> String {
    path.rsplit('/').next().unwrap_or(path).to_owned()
}

/// Links to each version of `family` from a page beside them; `here` is the page's own.
fn version_links(family: &Family, here: Option<&str>) -> Vec<Link> {
    (family.versions.iter())
        .map(|v| Link {
            label: if v.current {
                format!("{} (current)", v.id)
            } else {
                v.id.clone()
            },
            href: file_name(&version_file(&family.id, &v.id)),
            here: here == Some(v.id.as_str()),
        })
        .collect()
}

/// The index page (its title is the site's alone).
#[derive(Debug, Serialize)]
pub struct Index {
    site_title: String,
    root: &'static str,
    families: Vec<Entry>,
}

impl Index {
    /// The index of `families`.
    pub fn new(site_title: &str, families: Vec<Entry>) -> Self {
        Self {
            site_title: site_title.to_owned(),
            root: "",
            families,
        }
    }
}

/// A family on the index.
#[derive(Debug, Serialize)]
pub struct Entry {
    id: String,
    anchor: String,
    /// The page of its current version.
    current_href: String,
    description_html: String,
    stability: Option<String>,
    union: &'static str,
    content: &'static str,
    tag: Option<String>,
    versions: Vec<Link>,
    changes: Vec<Link>,
}

/// `family` on the index: its policies (as its current version states them) and links to each
/// version's page and each page of changes.
pub fn entry(family: &Family, pages: &[VersionPage], pairs: &[changes::Page]) -> Entry {
    let current = (pages.iter().rev())
        .find(|p| p.status == "current")
        .or(pages.last());
    Entry {
        id: family.id.clone(),
        anchor: slug(&family.id),
        current_href: current.map_or_else(String::new, |p| version_file(&family.id, &p.version)),
        description_html: description_html(&crate::describe::first_sentence(&family.description)),
        stability: family.stability.clone(),
        union: current.map_or("closed", |p| p.union),
        content: current.map_or("open", |p| p.content),
        tag: current.and_then(|p| p.tag.clone()),
        versions: (version_links(family, None).into_iter())
            .zip(&family.versions)
            .map(|(link, v)| Link {
                href: version_file(&family.id, &v.id),
                ..link
            })
            .collect(),
        changes: (pairs.iter())
            .map(|p| Link {
                label: format!("{} to {}", p.old_id, p.new_id),
                href: p.file.clone(),
                here: false,
            })
            .collect(),
    }
}
