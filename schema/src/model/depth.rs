//! How deep a validator recurses on one value: the longest chain of subschemas that apply to the
//! same value, one inside the next.
//!
//! A validator checks a value against a schema, and, for the keywords that apply subschemas to
//! that same value (`$ref` beside other keywords, `allOf`, `anyOf`, `oneOf`, `not`, `if`,
//! `then`, `else`, `dependentSchemas`), against those subschemas, one call inside the other. How
//! deep that goes does not depend on the value: a 50,000-long chain of `$ref`s recurses 50,000
//! times on every event. Keywords that move to a part of the value (`properties`, `items`, ...)
//! recurse only as deep as the value nests, which the JSON parser bounds. So the chain is
//! measured here, without recursion, and a caller refuses a schema whose chain is longer than
//! [`MAX_IN_PLACE_DEPTH`] before anything compiles or walks it.

use serde_json::Value;

use super::{Contract, NodeId, Reference, pointer::to_fragment};

/// The longest chain of subschemas applying to one value that a schema may have: a schema
/// nested deeper is refused before it is compiled. Hand-written and generated schemas stay far
/// below it (eventspec's own snapshots: at most a handful).
pub const MAX_IN_PLACE_DEPTH: usize = 128;

/// The longest chain of subschemas that apply to one value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InPlaceDepth {
    /// How many schemas the chain holds (1 for a schema applying no subschema).
    pub length: usize,
    /// The pointer of the schema the chain starts at.
    pub start: String,
    /// The pointer of the schema at position `MAX_IN_PLACE_DEPTH + 1` of the chain, where it
    /// passes the bound (`None` if it does not).
    pub beyond: Option<String>,
}

/// A schema refused for a chain longer than [`MAX_IN_PLACE_DEPTH`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "the schema applies subschemas to one value (`$ref` beside other keywords, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas`) {length} deep, from `{start}`; at most {bound} are allowed, and `{beyond}` is past that bound"
)]
pub struct TooDeep {
    /// How long the chain is.
    pub length: usize,
    /// Where it starts, as a URI fragment (`#/$defs/A`).
    pub start: String,
    /// The schema past the bound, as a URI fragment.
    pub beyond: String,
    /// The bound, [`MAX_IN_PLACE_DEPTH`].
    pub bound: usize,
}

impl InPlaceDepth {
    /// The refusal of a chain past the bound.
    pub fn refuse(&self) -> Result<(), TooDeep> {
        match &self.beyond {
            None => Ok(()),
            Some(beyond) => Err(TooDeep {
                length: self.length,
                start: to_fragment(&self.start),
                beyond: to_fragment(beyond),
                bound: MAX_IN_PLACE_DEPTH,
            }),
        }
    }
}

/// Refuses `document` if a chain of subschemas applying to one value is longer than
/// [`MAX_IN_PLACE_DEPTH`] (chains of bare `$ref`s count as one link: every reader follows them
/// without recursion). Every command checks a schema it reads from a user this way before
/// anything else walks it.
pub fn refuse_too_deep(document: &Value) -> Result<(), TooDeep> {
    super::resolve(document).in_place_depth(true).refuse()
}

impl Contract {
    /// The subschemas of `id` that apply to the value `id` applies to. With `shortened`, a
    /// `$ref` to a schema that is only a `$ref` leads to the end of that chain (as
    /// [`super::with_direct_references`] rewrites it): `ends` holds where each chain ends.
    fn in_place_children(&self, id: NodeId, ends: Option<&[NodeId]>) -> Vec<NodeId> {
        let Some(keywords) = self.keywords(id) else {
            return Vec::new();
        };
        let mut children: Vec<NodeId> = keywords
            .all_of
            .iter()
            .chain(&keywords.any_of)
            .chain(&keywords.one_of)
            .chain(keywords.not.iter())
            .chain(keywords.if_.iter())
            .chain(keywords.then.iter())
            .chain(keywords.else_.iter())
            .chain(keywords.dependent_schemas.iter().map(|(_, id)| id))
            .copied()
            .collect();
        if let Some(Reference::Local(target)) = &keywords.reference {
            let alias = self
                .keywords(*target)
                .is_some_and(super::Keywords::is_alias);
            children.push(match ends {
                Some(ends) if alias => ends[target.0],
                _ => *target,
            });
        }
        children
    }

    /// Where the chain of `$ref`s from each node ends (as [`Contract::resolved`]), for every
    /// node at once: each link is followed once.
    pub(super) fn alias_ends(&self) -> Vec<NodeId> {
        let count = self.nodes.len();
        let mut ends: Vec<Option<NodeId>> = vec![None; count];
        let mut on_path = vec![false; count];
        for start in 0..count {
            let mut path = Vec::new();
            let mut at = NodeId(start);
            let end = loop {
                if let Some(end) = ends[at.0] {
                    break end;
                }
                if on_path[at.0] {
                    // A chain that comes back on itself ends where it closes.
                    break at;
                }
                match self.keywords(at).and_then(|k| k.reference.as_ref()) {
                    Some(Reference::Local(target)) => {
                        on_path[at.0] = true;
                        path.push(at);
                        at = *target;
                    }
                    _ => break at,
                }
            };
            for id in path {
                on_path[id.0] = false;
                ends[id.0] = Some(end);
            }
        }
        ends.into_iter()
            .enumerate()
            .map(|(index, end)| end.unwrap_or(NodeId(index)))
            .collect()
    }

    /// The longest chain of subschemas applying to one value, over every schema of the
    /// document (a chain that comes back on itself counted once round: validators stop there).
    /// Linear in the document, without recursion.
    pub fn in_place_depth(&self, shortened: bool) -> InPlaceDepth {
        const WHITE: u8 = 0;
        const GREY: u8 = 1;
        const BLACK: u8 = 2;
        let count = self.nodes.len();
        let ends = shortened.then(|| self.alias_ends());
        let ends = ends.as_deref();
        let mut colour = vec![WHITE; count];
        let mut depth = vec![1usize; count];
        let mut next: Vec<Option<NodeId>> = vec![None; count];
        for start in 0..count {
            if colour[start] != WHITE {
                continue;
            }
            // Each frame: a node and its children still to visit.
            let mut stack: Vec<(NodeId, Vec<NodeId>)> = Vec::new();
            colour[start] = GREY;
            stack.push((NodeId(start), self.in_place_children(NodeId(start), ends)));
            while let Some((id, pending)) = stack.last_mut() {
                let id = *id;
                if let Some(child) = pending.pop() {
                    match colour[child.0] {
                        WHITE => {
                            colour[child.0] = GREY;
                            let children = self.in_place_children(child, ends);
                            stack.push((child, children));
                        }
                        BLACK if depth[child.0] + 1 > depth[id.0] => {
                            depth[id.0] = depth[child.0] + 1;
                            next[id.0] = Some(child);
                        }
                        // A chain back to a schema being walked: a cycle, counted once.
                        _ => {}
                    }
                    continue;
                }
                colour[id.0] = BLACK;
                stack.pop();
                if let Some((parent, _)) = stack.last()
                    && depth[id.0] + 1 > depth[parent.0]
                {
                    depth[parent.0] = depth[id.0] + 1;
                    next[parent.0] = Some(id);
                }
            }
        }
        let (start, length) = depth
            .iter()
            .enumerate()
            .max_by_key(|(index, length)| (**length, std::cmp::Reverse(*index)))
            .map_or((0, 0), |(index, length)| (index, *length));
        let beyond = (length > MAX_IN_PLACE_DEPTH).then(|| {
            let mut at = NodeId(start);
            for _ in 0..MAX_IN_PLACE_DEPTH {
                match next[at.0] {
                    Some(following) => at = following,
                    None => break,
                }
            }
            self.node(at).pointer.clone()
        });
        InPlaceDepth {
            length,
            start: self
                .nodes
                .get(start)
                .map(|n| n.pointer.clone())
                .unwrap_or_default(),
            beyond,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Map, Value, json};

    use crate::model::resolve;

    /// `length` definitions, each `$ref`ing the next beside a `type` (or only the `$ref`).
    fn chain(length: usize, sibling: bool) -> Value {
        let mut defs = Map::new();
        for index in 0..length {
            let mut link = json!({"$ref": format!("#/$defs/d{}", index + 1)});
            if sibling {
                link["type"] = json!("object");
            }
            defs.insert(format!("d{index}"), link);
        }
        defs.insert(format!("d{length}"), json!({"type": "object"}));
        json!({"$ref": "#/$defs/d0", "$defs": defs})
    }

    #[test]
    fn a_reference_chain_beside_other_keywords_is_measured_and_named() {
        let depth = resolve(&chain(50_000, true)).in_place_depth(true);
        assert_eq!(depth.length, 50_002);
        assert_eq!(depth.start, "");
        assert_eq!(depth.beyond.as_deref(), Some("/$defs/d127"));
    }

    #[test]
    fn aliases_shortened_cost_nothing_and_cycles_end() {
        assert!(resolve(&chain(10_000, false)).in_place_depth(true).length <= 3);
        assert_eq!(
            resolve(&chain(10_000, false)).in_place_depth(false).length,
            10_002
        );
        let cycle = json!({"$ref": "#/$defs/a", "$defs": {
            "a": {"type": "object", "allOf": [{"$ref": "#/$defs/b"}]},
            "b": {"type": "object", "$ref": "#/$defs/a"}
        }});
        let depth = resolve(&cycle).in_place_depth(true);
        assert!(depth.length <= 4 && depth.beyond.is_none(), "{depth:?}");
    }

    #[test]
    fn nesting_under_properties_is_not_in_place() {
        let mut schema = json!({"type": "string"});
        for _ in 0..60 {
            schema = json!({"type": "object", "properties": {"x": schema}});
        }
        assert_eq!(resolve(&schema).in_place_depth(true).length, 1);
    }
}
