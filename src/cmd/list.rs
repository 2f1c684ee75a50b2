//! `eventspec list`: the families, their versions and policies.

use std::fmt::Write as _;

use eventspec_schema::{Family, model, registry};
use serde::Serialize;

use super::Outcome;
use crate::{
    cli::{ListArgs, ListFormat},
    output, snapshots,
};

/// The JSON form of `list`: a contract for tools.
#[derive(Serialize)]
struct Listing {
    families: Vec<FamilyEntry>,
}

#[derive(Serialize)]
struct FamilyEntry {
    id: &'static str,
    union_name: &'static str,
    description: &'static str,
    stability: eventspec_schema::Stability,
    union: eventspec_schema::UnionKind,
    content: eventspec_schema::ContentModel,
    provenance: eventspec_schema::Provenance,
    tag: Option<&'static str>,
    current: &'static str,
    versions: Vec<VersionEntry>,
}

#[derive(Serialize)]
struct VersionEntry {
    id: &'static str,
    upstream: &'static str,
    current: bool,
    frozen: bool,
    snapshot: String,
    event_types: Vec<String>,
}

/// Lists every family.
pub fn run(args: &ListArgs) -> anyhow::Result<Outcome> {
    let families: Vec<FamilyEntry> = registry().iter().map(|f| entry(f)).collect();
    let text = match args.format {
        ListFormat::Json => {
            let mut json = serde_json::to_string_pretty(&Listing { families })?;
            json.push('\n');
            json
        }
        ListFormat::Text => table(&families),
    };
    output::stdout(&text)?;
    Ok(Outcome::Success)
}

fn entry(family: &'static Family) -> FamilyEntry {
    let versions = family
        .versions
        .iter()
        .map(|version| {
            let current = family.is_current(version);
            let document = version.schema(family);
            VersionEntry {
                id: version.id,
                upstream: version.upstream,
                current,
                frozen: !current,
                snapshot: format!("snapshots/{}", snapshots::file_name(family, version)),
                event_types: model::resolve(&document)
                    .event_types
                    .into_iter()
                    .map(|t| t.name)
                    .collect(),
            }
        })
        .collect();
    FamilyEntry {
        id: family.id,
        union_name: family.union_name,
        description: family.description,
        stability: family.stability,
        union: family.union,
        content: family.content,
        provenance: family.provenance,
        tag: family.tag,
        current: family.current().id,
        versions,
    }
}

fn table(families: &[FamilyEntry]) -> String {
    let rows: Vec<[String; 7]> = families
        .iter()
        .map(|f| {
            let versions: Vec<String> = f
                .versions
                .iter()
                .map(|v| {
                    if v.current {
                        format!("{}*", v.id)
                    } else {
                        v.id.to_owned()
                    }
                })
                .collect();
            let events = f.versions.last().map_or(0, |v| v.event_types.len());
            [
                f.id.to_owned(),
                versions.join(" "),
                f.stability.to_string(),
                f.union.to_string(),
                f.content.to_string(),
                f.tag.unwrap_or("-").to_owned(),
                events.to_string(),
            ]
        })
        .collect();
    let header = [
        "FAMILY",
        "VERSIONS",
        "STABILITY",
        "UNION",
        "CONTENT",
        "TAG",
        "EVENT TYPES",
    ]
    .map(str::to_owned);
    let mut widths = header.clone().map(|h| h.len());
    for row in &rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.len());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(&header).chain(&rows) {
        let mut line = String::new();
        for (cell, width) in row.iter().zip(widths) {
            let _ = write!(line, "{cell:<width$}  ");
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str("\n* current version; earlier versions are frozen. EVENT TYPES counts the current version.\n");
    out
}
