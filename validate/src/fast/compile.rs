//! Compiling the checker tree from the resolved model. Every keyword is either checked in
//! place or makes its schema [`Node::Opaque`]: an event that reaches such a schema takes the
//! general path, so the fast path never guesses.

mod merge;

use std::collections::{BTreeMap, BTreeSet};

use eventspec_schema::model::{self, Bound, JsonType, Keywords, NodeId, Reference, Schema};
use regex::Regex;
use serde_json::Value;

use self::merge::{beside_union, union_members};
use super::{
    names::Names,
    node::{Idx, Limit, Listed, Node, Rules, Tagged, Union, kind},
};

/// Property names and their schemas.
type Properties = Vec<(Box<str>, Idx)>;

/// The node every value passes.
pub(crate) const ANY: Idx = 0;
/// The node no value passes.
pub(crate) const NEVER: Idx = 1;

/// The tree under construction: model nodes compiled once each, in a work list (any depth of
/// schema, no recursion).
pub(crate) struct Compiler<'m> {
    model: &'m model::Contract,
    pub nodes: Vec<Node>,
    index: BTreeMap<NodeId, Idx>,
    pending: Vec<(NodeId, Idx)>,
    /// Unions whose dispatch is decided once their members are compiled: node, members, and
    /// whether it is a `oneOf`.
    unions: Vec<(Idx, Vec<Idx>, bool)>,
    /// Where the tree has opaque nodes, and the keyword that made each so.
    pub fallbacks: Vec<(String, &'static str)>,
}

impl<'m> Compiler<'m> {
    /// A compiler for `model`.
    pub fn new(model: &'m model::Contract) -> Self {
        Self {
            model,
            nodes: vec![Node::Any, Node::Never],
            index: BTreeMap::new(),
            pending: Vec::new(),
            unions: Vec::new(),
            fallbacks: Vec::new(),
        }
    }

    /// Compiles everything `root` leads to; returns its node.
    pub fn run(&mut self, root: NodeId) -> Idx {
        let root = self.index(root);
        self.drain();
        super::links::skip_aliases(&mut self.nodes, root)
    }

    /// Compiles a union of `members` dispatched on `property`, each member by the tag value it
    /// pins (the `whole` union, or one without its catch-all member), and everything they lead
    /// to; returns its node.
    pub fn run_tagged(&mut self, property: &str, members: &[(String, NodeId)], whole: bool) -> Idx {
        let members = (members.iter())
            .map(|(value, id)| (value.as_str().into(), self.index(*id)))
            .collect();
        let at = self.nodes.len();
        self.nodes.push(Node::Union(Union::Tag(Tagged::new(
            property, members, whole,
        ))));
        self.drain();
        super::links::skip_aliases(&mut self.nodes, at)
    }

    /// Compiles what is pending, then decides the unions.
    fn drain(&mut self) {
        while let Some((id, at)) = self.pending.pop() {
            self.nodes[at] = self.node(id, at);
        }
        // A union is decided once the unions among its members are (what a member accepts
        // is known then), whatever order they were found in; those in a cycle of members, as
        // they stand.
        let mut unions = std::mem::take(&mut self.unions);
        while !unions.is_empty() {
            let undecided: BTreeSet<Idx> = unions.iter().map(|(at, ..)| *at).collect();
            let (ready, waiting): (Vec<_>, Vec<_>) =
                unions.into_iter().partition(|(_, members, _)| {
                    (members.iter())
                        .all(|m| !undecided.contains(&super::links::end(&self.nodes, *m)))
                });
            let (decide, rest) = if ready.is_empty() {
                (waiting, Vec::new())
            } else {
                (ready, waiting)
            };
            for (at, members, one_of) in decide {
                self.nodes[at] = Node::Union(super::union::dispatch(&self.nodes, &members, one_of));
            }
            unions = rest;
        }
    }

    /// An opaque node, with where and why noted.
    fn opaque(&mut self, at: Idx, why: &'static str) -> Node {
        let pointer = self.pointer(at).unwrap_or_default();
        self.fallbacks.push((pointer, why));
        Node::Opaque
    }

    /// The JSON Pointer of the schema node `at` was compiled from.
    pub fn pointer(&self, at: Idx) -> Option<String> {
        (self.index.iter())
            .find(|(_, i)| **i == at)
            .map(|(id, _)| self.model.node(*id).pointer.clone())
    }

    /// The node of model node `id`, compiled later if new.
    fn index(&mut self, id: NodeId) -> Idx {
        if let Some(&at) = self.index.get(&id) {
            return at;
        }
        let at = self.nodes.len();
        self.nodes.push(Node::Opaque);
        self.index.insert(id, at);
        self.pending.push((id, at));
        at
    }

    fn node(&mut self, id: NodeId, at: Idx) -> Node {
        let keywords = match &self.model.node(id).schema {
            Schema::Always => return Node::Alias(ANY),
            Schema::Never => return Node::Alias(NEVER),
            Schema::Keywords(keywords) => keywords,
        };
        if let Some(unmodelled) = keywords.unmodelled.first() {
            return self.opaque(at, unmodelled.keyword());
        }
        match &keywords.reference {
            Some(Reference::Local(target)) if keywords.is_alias() => {
                return Node::Alias(self.index(*target));
            }
            Some(_) => return self.opaque(at, "$ref"),
            None => {}
        }
        if keywords.is_union() {
            let members: Vec<NodeId> = (keywords.one_of.iter().chain(&keywords.any_of))
                .copied()
                .collect();
            let members = members.into_iter().map(|m| self.index(m)).collect();
            self.unions.push((at, members, !keywords.one_of.is_empty()));
            return Node::Opaque;
        }
        if let (Some(members), Some(beside)) = (union_members(keywords), beside_union(keywords)) {
            let one_of = !keywords.one_of.is_empty();
            return match self.union_with(at, &beside, members, one_of, 0) {
                Ok(()) => Node::Opaque,
                Err(keyword) => self.opaque(at, keyword),
            };
        }
        match self.rules(keywords) {
            Ok(rules) => Node::Rules(Box::new(rules)),
            Err(keyword) => self.opaque(at, keyword),
        }
    }

    /// The rules of a schema object; the keyword the fast path does not check, if it has one.
    fn rules(&mut self, k: &Keywords) -> Result<Rules, &'static str> {
        if let Some(keyword) = unchecked(k) {
            return Err(keyword);
        }
        let count = |bound: Bound| match k.limits.get(&bound) {
            None => Ok(None),
            Some(n) => n.as_u64().map(Some).ok_or(bound.keyword()),
        };
        let listed = listed(k).ok_or(if k.values.is_some() { "enum" } else { "const" })?;
        let pattern = match &k.pattern {
            Some(source) => Some(pattern(source).ok_or("pattern")?),
            None => None,
        };
        let excluded = match k.not {
            None => 0,
            Some(not) => self.excluded_kinds(not).ok_or("not")?,
        };
        let additional = k.additional_properties.map(|a| self.index(a));
        let (properties, required) = (self.properties(k, additional)).ok_or("properties")?;
        Ok(Rules {
            kinds: kinds(k.types.as_deref()) & !excluded,
            listed,
            length: (count(Bound::MinLength)?, count(Bound::MaxLength)?),
            pattern,
            bounds: [
                (Bound::Minimum, Limit::Minimum),
                (Bound::ExclusiveMinimum, Limit::ExclusiveMinimum),
                (Bound::Maximum, Limit::Maximum),
                (Bound::ExclusiveMaximum, Limit::ExclusiveMaximum),
            ]
            .into_iter()
            .filter_map(|(bound, limit)| Some((limit, k.limits.get(&bound)?.clone())))
            .collect(),
            multiple_of: k.limits.get(&Bound::MultipleOf).cloned(),
            items: k.items.map(|items| self.index(items)),
            item_count: (count(Bound::MinItems)?, count(Bound::MaxItems)?),
            declared: k.properties.len().min(properties.len()),
            names: Names::new(properties.iter().map(|(name, _)| &**name)),
            properties,
            required,
            additional,
        })
    }

    /// The kinds a `not` of nothing but a `type` excludes (AG-UI's "any value but null",
    /// `{"not": {"type": "null"}}`); `None` for any other `not`, and for one that names a
    /// numeric type, since `1.0` is an integer to JSON Schema whatever its spelling.
    fn excluded_kinds(&self, not: NodeId) -> Option<u8> {
        let k = self.model.keywords(not)?;
        let types = k.types.as_deref().filter(|_| k.is_plain_type())?;
        let numeric = |t: &JsonType| matches!(t, JsonType::Number | JsonType::Integer);
        (!types.iter().any(numeric)).then(|| kinds(Some(types)))
    }

    /// `properties` and the names `required` adds, with the required ones as bits.
    fn properties(&mut self, k: &Keywords, additional: Option<Idx>) -> Option<(Properties, u128)> {
        let mut properties: Properties = Vec::new();
        let mut seen = BTreeSet::new();
        for (name, id) in &k.properties {
            if seen.insert(name.as_str()) {
                properties.push((name.as_str().into(), self.index(*id)));
            }
        }
        for name in &k.required {
            if seen.insert(name.as_str()) {
                properties.push((name.as_str().into(), additional.unwrap_or(ANY)));
            }
        }
        if properties.len() > 128 {
            return None;
        }
        let required = (properties.iter().enumerate())
            .filter(|(_, (name, _))| k.required.iter().any(|r| **r == **name))
            .fold(0u128, |bits, (at, _)| bits | (1 << at));
        Some((properties, required))
    }
}

/// The first keyword of `k` the fast path does not check, if there is one.
fn unchecked(k: &Keywords) -> Option<&'static str> {
    let present = [
        (!k.one_of.is_empty(), "oneOf"),
        (!k.any_of.is_empty(), "anyOf"),
        (!k.all_of.is_empty(), "allOf"),
        (
            k.if_.is_some() || k.then.is_some() || k.else_.is_some(),
            "if",
        ),
        (!k.items_list.is_empty(), "items"),
        (!k.prefix_items.is_empty(), "prefixItems"),
        (k.additional_items.is_some(), "additionalItems"),
        (k.unevaluated_items.is_some(), "unevaluatedItems"),
        (k.unevaluated_properties.is_some(), "unevaluatedProperties"),
        (k.contains.is_some(), "contains"),
        (k.unique_items, "uniqueItems"),
        (!k.pattern_properties.is_empty(), "patternProperties"),
        (k.property_names.is_some(), "propertyNames"),
        (!k.dependent_required.is_empty(), "dependentRequired"),
        (!k.dependent_schemas.is_empty(), "dependentSchemas"),
        (k.format.is_some(), "format"),
    ];
    let bounds = [
        Bound::MinProperties,
        Bound::MaxProperties,
        Bound::MinContains,
        Bound::MaxContains,
    ];
    (present.iter())
        .find(|(present, _)| *present)
        .map(|(_, keyword)| *keyword)
        .or_else(|| (bounds.iter().find(|b| k.bounds.contains_key(b))).map(|b| b.keyword()))
}

/// The kinds `type` allows.
fn kinds(types: Option<&[JsonType]>) -> u8 {
    let Some(types) = types else {
        return kind::ALL;
    };
    types.iter().fold(0, |kinds, t| {
        kinds
            | match t {
                JsonType::Null => kind::NULL,
                JsonType::Boolean => kind::BOOLEAN,
                JsonType::Object => kind::OBJECT,
                JsonType::Array => kind::ARRAY,
                JsonType::Number => kind::NUMBER | kind::INTEGER,
                JsonType::Integer => kind::INTEGER,
                JsonType::String => kind::STRING,
            }
    })
}

/// `enum` or `const`: `Some(None)` when neither is there, `None` when the fast path cannot
/// compare a value listed in place (a number, an array, an object) or both are there.
fn listed(k: &Keywords) -> Option<Option<Listed>> {
    let values: &[Value] = match (&k.constant, &k.values) {
        (None, None) => return Some(None),
        (Some(constant), None) => std::slice::from_ref(constant),
        (None, Some(values)) => values,
        (Some(_), Some(_)) => return None,
    };
    let mut listed = Listed::default();
    for value in values {
        match value {
            Value::Null => listed.null = true,
            Value::Bool(true) => listed.yes = true,
            Value::Bool(false) => listed.no = true,
            Value::String(text) => listed.strings.push(text.as_str().into()),
            _ => return None,
        }
    }
    Some(Some(listed))
}

/// A `pattern` with its ECMA-262 meaning in Rust's linear `regex`; `None` when it needs
/// lookaround (the general path's `fancy-regex`) or eventspec cannot translate it.
fn pattern(source: &str) -> Option<Regex> {
    let parsed = eventspec_pattern::Pattern::parse(source).ok()?;
    if parsed.lookaround {
        return None;
    }
    Regex::new(&parsed.rust).ok()
}
