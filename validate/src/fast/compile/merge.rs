//! Keywords beside a union (a tag beside the forms it takes, as niceeval's events are written):
//! each member compiled with them merged in, so that the union of those is the schema.

use eventspec_schema::model::{Keywords, NodeId};

use super::{Compiler, Idx, Node};

impl Compiler<'_> {
    /// Node `at` as the union of `members` (a `oneOf` when `one_of`), each with `beside` (an
    /// object's `properties`, `required` and `type`, the keywords beside the union) merged in
    /// and compiled as a node of its own: a tag beside the forms it takes. Decided with the other unions; the keyword
    /// that stops a merge, if one does.
    pub(super) fn union_with(
        &mut self,
        at: Idx,
        beside: &Keywords,
        members: &[NodeId],
        one_of: bool,
        depth: usize,
    ) -> Result<(), &'static str> {
        // Listed before the unions its members hold, so that it is decided after them.
        let slot = self.unions.len();
        self.unions.push((at, Vec::new(), one_of));
        let merged: Result<Vec<Idx>, _> = (members.iter())
            .map(|member| self.merged(beside, *member, depth))
            .collect();
        match merged {
            Ok(merged) => {
                self.unions[slot].1 = merged;
                Ok(())
            }
            Err(keyword) => {
                self.unions.truncate(slot);
                Err(keyword)
            }
        }
    }

    /// `member` with `beside` merged in, as a node of its own: its rules, or (when it is itself
    /// keywords beside a union) a union of its members with both merged in, [`MAX_MERGED`]
    /// deep. The keyword that stops it when they cannot be merged (a property both describe,
    /// one the member's `additionalProperties` would judge, types that differ).
    fn merged(
        &mut self,
        beside: &Keywords,
        member: NodeId,
        depth: usize,
    ) -> Result<Idx, &'static str> {
        let Some(own) = self.model.keywords(self.model.resolved(member)) else {
            return Err("oneOf");
        };
        if own.reference.is_some() {
            return Err("$ref");
        }
        let mut merged = own.clone();
        for (name, node) in &beside.properties {
            match own.properties.iter().find(|(n, _)| n == name) {
                Some((_, same)) if same == node => {}
                Some(_) => return Err("oneOf"),
                None if own.additional_properties.is_some() => return Err("additionalProperties"),
                None => merged.properties.push((name.clone(), *node)),
            }
        }
        for name in &beside.required {
            if !merged.required.contains(name) {
                merged.required.push(name.clone());
            }
        }
        merged.types = match (&beside.types, &own.types) {
            (None, types) | (types, None) => types.clone(),
            (Some(a), Some(b)) if a == b => Some(a.clone()),
            _ => return Err("type"),
        };
        match union_members(own) {
            None => {
                // Compiling the rules may add nodes: this one goes after them.
                let rules = self.rules(&merged)?;
                self.nodes.push(Node::Rules(Box::new(rules)));
                Ok(self.nodes.len() - 1)
            }
            Some(inner) if depth < MAX_MERGED => {
                let beside = beside_union(&merged).ok_or("oneOf")?;
                let at = self.nodes.len();
                self.nodes.push(Node::Opaque);
                let one_of = !merged.one_of.is_empty();
                self.union_with(at, &beside, inner, one_of, depth + 1)?;
                Ok(at)
            }
            Some(_) => Err("oneOf"),
        }
    }
}

/// How many unions with keywords beside them the fast path merges, one inside another.
const MAX_MERGED: usize = 4;

/// The members of `k`'s `oneOf` or `anyOf`, when it has one of them (not both).
pub(super) fn union_members(k: &Keywords) -> Option<&[NodeId]> {
    match (k.one_of.is_empty(), k.any_of.is_empty()) {
        (false, true) => Some(&k.one_of),
        (true, false) => Some(&k.any_of),
        _ => None,
    }
}

/// The keywords beside `k`'s union, when they are nothing but an object's `properties`,
/// `required` and `type` (annotations aside).
pub(super) fn beside_union(k: &Keywords) -> Option<Keywords> {
    let rest = Keywords {
        one_of: Vec::new(),
        any_of: Vec::new(),
        properties: Vec::new(),
        required: Vec::new(),
        types: None,
        ..k.clone()
    };
    rest.is_plain_type().then(|| Keywords {
        properties: k.properties.clone(),
        required: k.required.clone(),
        types: k.types.clone(),
        ..Keywords::default()
    })
}
