//! Where each documented type is on its version's page, and types written as HTML that links to
//! them. Every event type has its section; so has every named type (`$defs` and draft 7's
//! `definitions`, reached from an event or not) and every other node a local `$ref` leads to.
//! A page lists a type's fields once, in its own section, and links to that section wherever the
//! type is used: nothing is expanded again at each place it is used, so a page's size follows
//! the schema's, not the number of paths through it.

use std::collections::{HashMap, HashSet};

use eventspec_schema::model::{Contract, JsonType, NodeId, Reference, Schema};

use super::text::{escape, slug, slug_part};

/// How deep a type written in place (unions of arrays of unions) is followed; deeper parts
/// are written `…`.
const MAX_EXPR_DEPTH: usize = 8;

/// A section of the page: an event type or a named type.
#[derive(Debug, Clone)]
pub struct Target {
    /// The node it documents.
    pub node: NodeId,
    /// How the page names it: the event type's name, the definition's name, or the `$ref`
    /// target's pointer (`#/$defs/A/properties/b`).
    pub name: String,
    /// Its fragment id: the event type's (its name as a slug), or `_type-` and the name's slug
    /// (numbered when an earlier name made the same one).
    pub anchor: String,
}

/// The sections of a version's page, by the node each documents.
#[derive(Debug, Default)]
pub struct Targets {
    by_node: HashMap<NodeId, Target>,
    /// The named types' nodes, in the document's order (definitions first).
    types: Vec<NodeId>,
}

impl Targets {
    /// The sections of `contract`: `events` (each event type's node and name) first, then every
    /// definition, then every other node a local `$ref` leads to.
    pub fn new(contract: &Contract, events: &[(NodeId, String)]) -> Self {
        let mut targets = Self::default();
        for (node, name) in events {
            targets.by_node.entry(*node).or_insert_with(|| Target {
                node: *node,
                name: name.clone(),
                anchor: slug(name),
            });
        }
        let references =
            (contract.nodes()).filter_map(|id| match contract.keywords(id)?.reference {
                Some(Reference::Local(target)) => Some(target),
                _ => None,
            });
        let named = contract.definitions().into_iter();
        let others: Vec<(String, NodeId)> = references
            .map(|target| (format!("#{}", contract.node(target).pointer), target))
            .collect();
        let mut taken: HashSet<String> = (targets.by_node.values())
            .map(|t| t.anchor.clone())
            .collect();
        for (name, node) in named.chain(others) {
            if targets.by_node.contains_key(&node) {
                continue;
            }
            targets.types.push(node);
            // Two names can make one slug (`a b`, `a-b`): the later one is numbered.
            let base = format!("_type-{}", slug(&name));
            let mut anchor = base.clone();
            for number in 2.. {
                if taken.insert(anchor.clone()) {
                    break;
                }
                anchor = format!("{base}-{number}");
            }
            targets.by_node.insert(node, Target { node, name, anchor });
        }
        targets
    }

    /// The section documenting `node`, if it has one.
    pub fn get(&self, node: NodeId) -> Option<&Target> {
        self.by_node.get(&node)
    }

    /// The named types that are not event types, in the document's order.
    pub fn types(&self) -> &[NodeId] {
        &self.types
    }
}

/// The fragment id of the field at `path` of the section anchored `anchor`: for an event
/// type, the slug of `event.path` (`subagent_lifecycle.usage`), as the site has always made it.
pub fn field_anchor(anchor: &str, path: &str) -> String {
    format!("{anchor}.{}", slug_part(path))
}

/// Writes types as HTML, each named type a link to its section.
pub struct Writer<'a> {
    /// The contract the nodes are in.
    pub contract: &'a Contract,
    /// The sections of the page.
    pub targets: &'a Targets,
}

impl Writer<'_> {
    /// The type of `id` as HTML: named types and event types linked, unions joined with `|`,
    /// arrays written `T[]`, `const` and `enum` values as JSON.
    pub fn type_html(&self, id: NodeId) -> String {
        self.expr(id, 0)
    }

    fn expr(&self, id: NodeId, depth: usize) -> String {
        if depth > 0
            && let Some(target) = self.targets.get(id)
        {
            return link(target);
        }
        if depth >= MAX_EXPR_DEPTH {
            return "…".to_owned();
        }
        let keywords = match &self.contract.node(id).schema {
            Schema::Always => return "any".to_owned(),
            Schema::Never => return "never".to_owned(),
            Schema::Keywords(keywords) => keywords,
        };
        match &keywords.reference {
            Some(Reference::Local(target)) => return self.expr(*target, depth + 1),
            Some(Reference::Unresolved(reference)) => return escape(reference),
            None => {}
        }
        if let Some(value) = &keywords.constant {
            return escape(&value.to_string());
        }
        if let Some(values) = &keywords.values {
            let values: Vec<String> = values.iter().map(|v| escape(&v.to_string())).collect();
            return values.join(" | ");
        }
        let members = match (keywords.any_of.is_empty(), keywords.one_of.is_empty()) {
            (false, _) => &keywords.any_of,
            (true, false) => &keywords.one_of,
            (true, true) => &keywords.all_of,
        };
        if keywords.properties.is_empty() && keywords.types.is_none() && !members.is_empty() {
            let join = if members == &keywords.all_of {
                " & "
            } else {
                " | "
            };
            let parts: Vec<String> = (members.iter()).map(|m| self.expr(*m, depth + 1)).collect();
            return parts.join(join);
        }
        let Some(types) = &keywords.types else {
            return if keywords.properties.is_empty() {
                "any"
            } else {
                "object"
            }
            .to_owned();
        };
        let parts: Vec<String> = (types.iter())
            .map(|t| match (t, keywords.items) {
                (JsonType::Array, Some(items)) => {
                    let inner = self.expr(items, depth + 1);
                    if inner.contains(" | ") || inner.contains(" & ") {
                        format!("({inner})[]")
                    } else {
                        format!("{inner}[]")
                    }
                }
                (other, _) => other.name().to_owned(),
            })
            .collect();
        parts.join(" | ")
    }

    /// The section a value of `id` is documented in when `id` stands for one other type (a
    /// `$ref`, `allOf` of one member, a nullable wrapper, an array of it), with `[]` for each
    /// array on the way.
    pub fn target_of(&self, id: NodeId) -> Option<(&Target, String)> {
        let mut id = id;
        let mut arrays = String::new();
        for _ in 0..MAX_EXPR_DEPTH {
            let keywords = self.contract.keywords(id)?;
            if let Some(Reference::Local(target)) = keywords.reference {
                return self.targets.get(target).map(|t| (t, arrays));
            }
            let others: Vec<NodeId> = (keywords.any_of.iter().chain(&keywords.one_of))
                .copied()
                .filter(|m| !self.is_null(*m))
                .collect();
            let wrapped = keywords.properties.is_empty() && keywords.types.is_none();
            id = match (
                keywords.all_of.as_slice(),
                others.as_slice(),
                keywords.items,
            ) {
                ([member], [], _) if wrapped => *member,
                ([], [member], _) if wrapped || self.is_nullable_union(id) => *member,
                (_, _, Some(items)) if keywords.properties.is_empty() => {
                    arrays.push_str("[]");
                    items
                }
                _ => return None,
            };
            if let Some(target) = self.targets.get(id) {
                return Some((target, arrays));
            }
        }
        None
    }

    /// Whether `id` is `anyOf`/`oneOf` of two members, one of them `{"type": "null"}`.
    pub fn is_nullable_union(&self, id: NodeId) -> bool {
        let Some(keywords) = self.contract.keywords(id) else {
            return false;
        };
        [&keywords.any_of, &keywords.one_of]
            .iter()
            .any(|members| members.len() == 2 && members.iter().any(|m| self.is_null(*m)))
    }

    /// Whether `id` is `{"type": "null"}`.
    pub fn is_null(&self, id: NodeId) -> bool {
        (self.contract.keywords(id))
            .and_then(|k| k.types.as_deref())
            .is_some_and(|t| t == [JsonType::Null])
    }
}

/// A link to `target`'s section.
fn link(target: &Target) -> String {
    format!(
        "<a href=\"#{}\">{}</a>",
        escape(&target.anchor),
        escape(&target.name)
    )
}
