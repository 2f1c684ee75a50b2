//! Proofs that one schema accepts every value another accepts: the question drift answers for
//! each mode ("is there a payload valid under OLD that NEW rejects?").
//!
//! [`Prover::includes`] proves `A ⊆ B` for a node `A` of one side and a node `B` of the other,
//! or says why it could not. Every keyword of B is either proven to hold for all of A or the
//! proof fails: a keyword the rules below do not understand is never taken as satisfied, so a
//! failed proof means "could not be proven compatible", never "compatible". A's keywords are
//! used where they help and may be left unused (a weaker A accepts more, so a proof about it
//! holds for A). The rules:
//! - values: a finite A (`const`, `enum`, `null`/`boolean` only) is decided value by value by
//!   the `jsonschema` crate, exactly;
//! - types as sets (`integer` within `number`), numeric intervals, `multipleOf` by exact
//!   decimal divisibility, lengths and sizes, `pattern` and `format` when A says the same;
//! - objects property by property (`properties`, `patternProperties`, `additionalProperties`,
//!   `unevaluatedProperties` where nothing else evaluates properties), `required`,
//!   `dependentRequired`, `dependentSchemas`, `propertyNames`;
//! - arrays position by position (`prefixItems`/`items`, draft 7's list `items` and
//!   `additionalItems`), `contains` with its bounds, `uniqueItems`;
//! - `allOf` part by part, `anyOf` by finding a branch by content, `oneOf` by a branch and
//!   disjointness from the others, `not` by disjointness, `if`/`then`/`else` case by case; a
//!   union on A's side is split and each branch proven;
//! - recursion through properties and items ends by assumption (instances are finite), and a
//!   step budget bounds the cost: running out fails the proof.

mod arrays;
mod conj;
mod disjoint;
mod instances;
mod number;
mod objects;
mod scalars;
mod types;

use std::collections::{HashMap, HashSet};

use eventspec_schema::model::{Contract, Keywords, NodeId, Reference, Schema};
use serde_json::Value;

use conj::Conj;
use instances::{Instances, Patterns};
use types::Types;

/// How many proof steps one diff may take: past it, what is left is not proven.
const BUDGET: usize = 400_000;
/// How deep proofs nest.
const MAX_DEPTH: usize = 200;
/// How many schemas under a node are compared as text before proving it keyword by keyword.
const CLOSURE_BOUND: usize = 4_096;

/// Why an inclusion could not be proven.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unproven {
    /// Where in the side that must accept (a JSON pointer).
    pub pointer: String,
    /// What could not be proven, or the value that shows it does not hold.
    pub reason: String,
}

type Proof = Result<(), Unproven>;

/// The node that must accept, with what its side's keywords say and the types the other side
/// may give it.
struct Node<'k> {
    b: NodeId,
    keywords: &'k Keywords,
    types: Types,
}

/// One side of a diff.
struct Side<'a> {
    contract: &'a Contract,
    document: &'a Value,
    draft7: bool,
    instances: Instances,
    /// Nodes everything under which (references followed) is written the same in the other
    /// document at the same place.
    same_closure: HashMap<NodeId, bool>,
}

/// Proves inclusions between the nodes of two sides (0 and 1).
pub struct Prover<'a> {
    sides: [Side<'a>; 2],
    patterns: Patterns,
    steps: usize,
    depth: usize,
    in_progress: HashSet<(usize, Conj, NodeId)>,
    /// Both documents are the same text: a node written the same means the same.
    identical: bool,
}

/// Whether a document is read as draft 7 (its `$schema` says so; 2020-12 otherwise).
pub fn is_draft7(contract: &Contract) -> bool {
    contract
        .keywords(contract.root())
        .and_then(|k| k.dialect.as_deref())
        .is_some_and(|d| d.contains("draft-07") || d.contains("draft-06") || d.contains("draft-04"))
}

/// What node `id` stands for when it says nothing but `$ref`, followed to the end of the chain.
fn aliased(contract: &Contract, mut id: NodeId) -> NodeId {
    let mut seen = HashSet::new();
    while let Some(keywords) = contract.keywords(id)
        && keywords.is_alias()
        && let Some(Reference::Local(target)) = keywords.reference
        && seen.insert(id)
    {
        id = target;
    }
    id
}

impl<'a> Prover<'a> {
    /// A prover over two documents and their models.
    pub fn new(sides: [(&'a Contract, &'a Value); 2]) -> Self {
        let side = |(contract, document): (&'a Contract, &'a Value)| Side {
            contract,
            document,
            draft7: is_draft7(contract),
            instances: Instances::new(document, contract),
            same_closure: HashMap::new(),
        };
        let [first, second] = sides;
        let identical = first.1 == second.1;
        Self {
            identical,
            sides: [side(first), side(second)],
            patterns: Patterns::default(),
            steps: 0,
            depth: 0,
            in_progress: HashSet::new(),
        }
    }

    /// Proves that every value node `a` of side `from` accepts is accepted by node `b` of the
    /// other side.
    pub fn includes(&mut self, from: usize, a: NodeId, b: NodeId) -> Proof {
        self.steps = 0;
        let a = Conj {
            parts: vec![a],
            ..Conj::default()
        };
        if self.same_text(from, &a, b) {
            return Ok(());
        }
        let a = self.conj_of(from, &a.parts);
        self.child(from, a, b)
    }

    /// Whether node `old` of side 0 and node `new` of side 1 accept the same values.
    pub fn equivalent(&mut self, old: NodeId, new: NodeId) -> bool {
        self.includes(0, old, new).is_ok() && self.includes(1, new, old).is_ok()
    }

    fn contract(&self, side: usize) -> &'a Contract {
        self.sides[side].contract
    }

    fn conj_of(&self, side: usize, seeds: &[NodeId]) -> Conj {
        Conj::of(self.contract(side), self.sides[side].draft7, seeds)
    }

    /// Fails at node `b` of the side opposite `from`.
    fn fail(&self, from: usize, b: NodeId, reason: impl Into<String>) -> Proof {
        Err(Unproven {
            pointer: self.contract(1 - from).node(b).pointer.clone(),
            reason: reason.into(),
        })
    }

    /// `a ⊆ b` where `a` is the value of a part of an instance (a property, an item): the
    /// same question met again inside it holds by assumption.
    fn child(&mut self, from: usize, a: Conj, b: NodeId) -> Proof {
        let key = (from, a, b);
        if self.in_progress.contains(&key) {
            return Ok(());
        }
        self.in_progress.insert(key.clone());
        let proof = self.conj(from, &key.1, b);
        self.in_progress.remove(&key);
        proof
    }

    /// `a ⊆ b`: directly, else union by union of `a`.
    fn conj(&mut self, from: usize, a: &Conj, b: NodeId) -> Proof {
        // A chain of references (of any length) is its end.
        let b = aliased(self.contract(1 - from), b);
        self.steps += 1;
        if self.steps > BUDGET || self.depth > MAX_DEPTH {
            return self.fail(
                from,
                b,
                "the schemas are too large or deep to compare within the proof budget",
            );
        }
        self.depth += 1;
        let proof = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            let direct = self.direct(from, a, b);
            if direct.is_ok() {
                return direct;
            }
            let (contract, draft7) = (self.contract(from), self.sides[from].draft7);
            if let Some((union, branches)) = a.unsplit_union(contract) {
                return branches.iter().try_for_each(|branch| {
                    let with = a.with_branch(contract, draft7, union, *branch);
                    self.conj(from, &with, b)
                });
            }
            // Values of several types: each type on its own.
            let types = a.types(contract, draft7);
            if types.each().nth(1).is_some() {
                return types
                    .each()
                    .try_for_each(|only| self.conj(from, &a.restricted(only), b));
            }
            direct
        });
        self.depth -= 1;
        proof
    }

    /// Whether side `side`'s node `id` accepts `value`.
    fn accepts(&mut self, side: usize, id: NodeId, value: &Value) -> Option<bool> {
        let at = self.contract(side).node(id).pointer.clone();
        self.sides[side].instances.accepts(id, &at, value)
    }

    /// Every value `a` accepts, if there are finitely many and each can be decided.
    fn finite(&mut self, from: usize, a: &Conj) -> Option<Vec<Value>> {
        let candidates = a.candidates(self.contract(from), self.sides[from].draft7)?;
        let mut out = Vec::new();
        for value in candidates {
            let mut valid = true;
            for part in &a.parts {
                valid &= self.accepts(from, *part, &value)?;
            }
            if valid {
                out.push(value);
            }
        }
        Some(out)
    }

    /// `a ⊆ b` without splitting `a`.
    fn direct(&mut self, from: usize, a: &Conj, b: NodeId) -> Proof {
        let to = 1 - from;
        let keywords = match &self.contract(to).node(b).schema {
            Schema::Always => return Ok(()),
            _ if a.never => return Ok(()),
            Schema::Never => return self.fail(from, b, "it accepts no value here (`false`)"),
            Schema::Keywords(keywords) => keywords.as_ref(),
        };
        if let Some(values) = self.finite(from, a) {
            for value in values {
                match self.accepts(to, b, &value) {
                    Some(true) => {}
                    Some(false) => {
                        return self.fail(
                            from,
                            b,
                            format!("`{value}` is accepted on one side and rejected here"),
                        );
                    }
                    None => return self.fail(from, b, "the schema here does not compile"),
                }
            }
            return Ok(());
        }
        let types = a.types(self.contract(from), self.sides[from].draft7);
        if types.is_empty() || self.same_text(from, a, b) {
            return Ok(());
        }
        self.applicators(from, a, b, keywords)?;
        if self.sides[to].draft7 && matches!(keywords.reference, Some(Reference::Local(_))) {
            // Draft 7 ignores the siblings of `$ref`: the target alone is `b`.
            return Ok(());
        }
        let node = Node { b, keywords, types };
        self.scalars(from, a, &node)?;
        if types.meets(Types::ARRAY) {
            self.arrays(from, a, &node)?;
        }
        if types.meets(Types::OBJECT) {
            self.objects(from, a, &node)?;
        }
        Ok(())
    }

    /// Whether a part of `a` is written exactly as `b`, and every schema `b` refers to is
    /// written in both documents exactly as it is at the same place (so they mean the same).
    fn same_text(&mut self, from: usize, a: &Conj, b: NodeId) -> bool {
        let to = 1 - from;
        let Some(text) = self.raw(to, b) else {
            return false;
        };
        if self.sides[0].draft7 != self.sides[1].draft7
            || !a
                .parts
                .iter()
                .any(|part| self.raw(from, *part) == Some(text))
        {
            return false;
        }
        if self.identical {
            return true;
        }
        if let Some(known) = self.sides[to].same_closure.get(&b) {
            return *known;
        }
        let contract = self.contract(to);
        let other = self.sides[from].document;
        let reachable = contract.reachable([b]);
        // Past a bound, the proof goes keyword by keyword instead.
        let same = reachable.len() <= CLOSURE_BOUND
            && reachable.iter().all(|n| {
                let pointer = &contract.node(*n).pointer;
                other.pointer(pointer) == self.sides[to].document.pointer(pointer)
            });
        self.sides[to].same_closure.insert(b, same);
        same
    }

    fn raw(&self, side: usize, id: NodeId) -> Option<&'a Value> {
        let side = &self.sides[side];
        side.document.pointer(&side.contract.node(id).pointer)
    }

    /// `$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else` and the keywords the
    /// model does not carry, of node `b`.
    fn applicators(&mut self, from: usize, a: &Conj, b: NodeId, keywords: &Keywords) -> Proof {
        if let Some(unmodelled) = keywords.unmodelled.first() {
            return self.fail(
                from,
                b,
                format!("`{}` is not judged by drift", unmodelled.keyword()),
            );
        }
        match &keywords.reference {
            Some(Reference::Local(target)) => {
                self.conj(from, a, *target)?;
                if self.sides[1 - from].draft7 {
                    // Draft 7 ignores the siblings of `$ref`.
                    return Ok(());
                }
            }
            Some(Reference::Unresolved(uri)) => {
                let same = a.keywords(self.contract(from)).any(
                    |k| matches!(&k.reference, Some(Reference::Unresolved(other)) if other == uri),
                );
                if !same {
                    return self.fail(from, b, format!("`$ref` to `{uri}` is not followed"));
                }
            }
            None => {}
        }
        for part in &keywords.all_of {
            self.conj(from, a, *part)?;
        }
        if !keywords.any_of.is_empty()
            && !keywords
                .any_of
                .iter()
                .any(|branch| self.conj(from, a, *branch).is_ok())
        {
            return self.fail(
                from,
                b,
                "no branch of `anyOf` is proven to accept every value",
            );
        }
        self.one_of(from, a, b, &keywords.one_of)?;
        if let Some(not) = keywords.not {
            self.not(from, a, b, not)?;
        }
        self.conditional(from, a, b, keywords)
    }

    /// `oneOf`: a branch accepts all of `a` and every other branch none of it.
    fn one_of(&mut self, from: usize, a: &Conj, b: NodeId, branches: &[NodeId]) -> Proof {
        if let [only] = branches {
            return self.conj(from, a, *only);
        }
        for (index, branch) in branches.iter().enumerate() {
            if self.conj(from, a, *branch).is_err() {
                continue;
            }
            let others = branches
                .iter()
                .enumerate()
                .filter(|(other, _)| *other != index);
            let mut exclusive = true;
            for (_, other) in others {
                let other = self.conj_of(1 - from, &[*other]);
                exclusive &= self.disjoint(from, a, &other, 0);
            }
            if exclusive {
                return Ok(());
            }
        }
        if branches.is_empty() {
            return Ok(());
        }
        self.fail(
            from,
            b,
            "no branch of `oneOf` is proven to accept every value while the others accept none",
        )
    }

    /// `not`: nothing `a` accepts is accepted by `not`'s schema.
    fn not(&mut self, from: usize, a: &Conj, b: NodeId, not: NodeId) -> Proof {
        let excluded = self.conj_of(1 - from, &[not]);
        if self.disjoint(from, a, &excluded, 0) {
            return Ok(());
        }
        // `a` says `not M` itself, and what NEW excludes is within M.
        let own: Vec<NodeId> = a
            .keywords(self.contract(from))
            .filter_map(|k| k.not)
            .collect();
        for m in own {
            if self.conj(1 - from, &excluded, m).is_ok() {
                return Ok(());
            }
        }
        self.fail(
            from,
            b,
            "`not` is not proven to exclude only values the other side rejects",
        )
    }

    /// `if`/`then`/`else`: each case `a` can be in leads to a branch that accepts it.
    fn conditional(&mut self, from: usize, a: &Conj, b: NodeId, keywords: &Keywords) -> Proof {
        let Some(condition) = keywords.if_ else {
            return Ok(());
        };
        let holds = |prover: &mut Self, id: Option<NodeId>| match id {
            Some(id) => prover.conj(from, a, id).is_ok(),
            None => true,
        };
        let (then, otherwise) = (keywords.then, keywords.else_);
        if holds(self, then) && holds(self, otherwise) {
            return Ok(());
        }
        if self.conj(from, a, condition).is_ok() && holds(self, then) {
            return Ok(());
        }
        let condition_conj = self.conj_of(1 - from, &[condition]);
        if self.disjoint(from, a, &condition_conj, 0) && holds(self, otherwise) {
            return Ok(());
        }
        self.fail(
            from,
            b,
            "`if`/`then`/`else` is not proven to accept every value in each case",
        )
    }
}
