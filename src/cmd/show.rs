//! `eventspec show`: a family version's event types and their fields, for people.

use std::fmt::Write as _;

use eventspec_schema::{
    model::{self, Content, Contract, NodeId},
    resolve,
};

use super::Outcome;
use crate::{
    cli::FamilyArgs,
    describe::{first_sentence, type_expr},
    output,
};

/// Prints the event types of the requested family version.
pub fn run(args: &FamilyArgs) -> anyhow::Result<Outcome> {
    let (family, version) = resolve(&args.family)?;
    let document = version.schema(family);
    let mut out = String::new();
    let status = if family.is_current(version) {
        "current"
    } else {
        "frozen"
    };
    let _ = writeln!(
        out,
        "{}@{} ({status}): {}",
        family.id, version.id, family.union_name
    );
    let _ = writeln!(
        out,
        "stability {} | union {} | content {} | tag {}",
        family.stability,
        family.union,
        family.content,
        family
            .tag
            .map_or_else(|| "none".to_owned(), |t| format!("`{t}`"))
    );
    let _ = writeln!(out, "upstream: {}", version.upstream);
    let contract = model::resolve(&document);
    for event in &contract.event_types {
        let definition = event.definition.as_deref().unwrap_or(&event.name);
        let _ = writeln!(out, "\n{}  ({definition})", event.name);
        describe_object(&mut out, &contract, event.node);
    }
    let shown: Vec<NodeId> = contract.event_types.iter().map(|t| t.node).collect();
    let others: Vec<String> = contract
        .definitions()
        .into_iter()
        .filter(|(_, id)| !shown.contains(id))
        .map(|(name, _)| name)
        .collect();
    if !others.is_empty() {
        let _ = writeln!(out, "\nother types: {}", others.join(", "));
    }
    let rules = (version.rules)();
    if rules.is_empty() {
        let _ = writeln!(
            out,
            "\nstream rules: none stated by the family's documentation"
        );
    } else {
        let _ = writeln!(
            out,
            "\nstream rules (checked by `eventspec validate --stream`):"
        );
        for rule in rules {
            let _ = writeln!(out, "  {}: {}", rule.id, rule.description);
        }
    }
    output::stdout(&out)?;
    Ok(Outcome::Success)
}

fn describe_object(out: &mut String, contract: &Contract, node: NodeId) {
    let Some(keywords) = contract.keywords(node) else {
        return;
    };
    if let Some(description) = &keywords.description {
        let _ = writeln!(out, "  {}", first_sentence(description));
    }
    if keywords.properties.is_empty() {
        if !keywords.one_of.is_empty() {
            let _ = writeln!(out, "  one of: {}", type_expr(contract, node));
        }
        return;
    }
    let required = &keywords.required;
    let mut fields: Vec<&(String, NodeId)> = keywords.properties.iter().collect();
    // The tag first, then the order the fields are declared in (as the typings list them).
    let tag = contract.tag.as_deref();
    fields.sort_by_key(|(name, _)| Some(name.as_str()) != tag);
    let rows: Vec<(String, String, &str, String)> = fields
        .iter()
        .map(|(name, id)| {
            let presence = if required.contains(name) {
                "required"
            } else {
                "optional"
            };
            let doc = contract
                .keywords(*id)
                .and_then(|k| k.description.as_deref())
                .map(first_sentence)
                .unwrap_or_default();
            (name.clone(), type_expr(contract, *id), presence, doc)
        })
        .collect();
    let name_width = rows.iter().map(|r| r.0.len()).max().unwrap_or(0);
    let type_width = rows.iter().map(|r| r.1.len()).max().unwrap_or(0).min(48);
    for (name, ty, presence, doc) in rows {
        let _ = writeln!(
            out,
            "    {name:<name_width$}  {ty:<type_width$}  {presence:<8}  {doc}"
        );
    }
    if contract
        .event_types
        .iter()
        .any(|t| t.node == node && t.content == Content::Closed)
    {
        let _ = writeln!(out, "    (closed: no other fields)");
    }
}
