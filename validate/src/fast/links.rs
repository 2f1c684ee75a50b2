//! The links between nodes, followed once when the tree is built: every link to a node that is
//! only another node's name (a `$ref` with nothing beside it) made to lead to that node
//! directly, and which nodes can lead to one the fast path cannot check.

use super::node::{Idx, Node, Union};

/// Makes every link in `nodes` skip aliases; returns `root` likewise.
pub(crate) fn skip_aliases(nodes: &mut [Node], root: Idx) -> Idx {
    let ends: Vec<Idx> = (0..nodes.len()).map(|at| end(nodes, at)).collect();
    for node in nodes.iter_mut() {
        match node {
            Node::Alias(target) => *target = ends[*target],
            Node::Rules(rules) => {
                for (_, at) in &mut rules.properties {
                    *at = ends[*at];
                }
                for link in [&mut rules.items, &mut rules.additional]
                    .into_iter()
                    .flatten()
                {
                    *link = ends[*link];
                }
            }
            Node::Union(Union::Kind(members)) => {
                members.iter_mut().for_each(|(_, at)| *at = ends[*at]);
            }
            Node::Union(Union::Tag(tagged)) => {
                tagged
                    .members
                    .iter_mut()
                    .for_each(|(_, at)| *at = ends[*at]);
            }
            Node::Union(Union::Presence(presence)) => {
                presence.members.iter_mut().for_each(|at| *at = ends[*at]);
            }
            Node::Union(Union::Tried(tried)) => {
                tried.members.iter_mut().for_each(|at| *at = ends[*at]);
            }
            Node::Any | Node::Never | Node::Opaque => {}
        }
    }
    ends[root]
}

/// Where following aliases from `at` ends (a cycle of aliases ends where it closes).
pub(crate) fn end(nodes: &[Node], mut at: Idx) -> Idx {
    for _ in 0..nodes.len() {
        match nodes[at] {
            Node::Alias(target) if target != at => at = target,
            _ => return at,
        }
    }
    at
}

/// The nodes a value checked against node `at` may be checked against next.
fn next(node: &Node) -> Vec<Idx> {
    match node {
        Node::Alias(target) => vec![*target],
        Node::Rules(rules) => (rules.properties.iter().map(|(_, at)| *at))
            .chain(rules.items)
            .chain(rules.additional)
            .collect(),
        Node::Union(Union::Kind(members)) => members.iter().map(|(_, at)| *at).collect(),
        Node::Union(Union::Tag(tagged)) => tagged.members.iter().map(|(_, at)| *at).collect(),
        Node::Union(Union::Presence(presence)) => presence.members.clone(),
        Node::Union(Union::Tried(tried)) => tried.members.clone(),
        Node::Any | Node::Never | Node::Opaque => Vec::new(),
    }
}

/// Whether checking a value against node `at` may reach a node the fast path cannot check.
pub(crate) fn may_reach_opaque(nodes: &[Node], at: Idx) -> bool {
    let mut seen = vec![false; nodes.len()];
    let mut pending = vec![at];
    while let Some(at) = pending.pop() {
        if std::mem::replace(&mut seen[at], true) {
            continue;
        }
        if matches!(nodes[at], Node::Opaque) {
            return true;
        }
        pending.extend(next(&nodes[at]));
    }
    false
}
