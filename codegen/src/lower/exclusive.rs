//! What lowering must know of a schema's values without lowering it: the JSON types it admits,
//! the values it pins, so that a `oneOf` becomes a union only when no value can match two of
//! its members (what the generated validators check is "one of them matches"), and a `type`
//! beside a union is known to add nothing.

use std::collections::BTreeSet;

use eventspec_schema::model::{JsonType, NodeId, Schema};
use serde_json::Value;

use super::{Lowerer, types::json_equal};
use crate::error::CodegenError;

/// How deep references and unions are followed to learn what a schema admits.
const DEPTH: usize = 16;

/// What a schema admits, as far as telling members apart needs: its JSON types (`None`: any),
/// the values it pins (`const`, `enum`), and for an object its required properties that pin
/// values.
#[derive(Default)]
struct Shape {
    types: Option<BTreeSet<JsonType>>,
    values: Option<Vec<Value>>,
    pinned: Vec<(String, Vec<Value>)>,
}

impl Lowerer<'_> {
    /// Refuses a `oneOf` whose members a value may match twice (JSON Schema rejects such a
    /// value; a union accepts it).
    pub(super) fn exclusive(&self, members: &[NodeId]) -> Result<(), CodegenError> {
        let members: Vec<NodeId> = (members.iter().copied())
            .filter(|m| !self.contract.is_catch_all(*m))
            .collect();
        let shapes: Vec<Shape> = members.iter().map(|m| self.shape(*m, 0)).collect();
        for (i, a) in shapes.iter().enumerate() {
            for (j, b) in shapes.iter().enumerate().skip(i + 1) {
                if !disjoint(a, b) {
                    return Err(self.unsupported(
                        self.pointer(members[j]),
                        "oneOf",
                        &format!(
                            "a value may match both this member and `{}`, which `oneOf` rejects and a generated union accepts; tell them apart by `type`, `const` or a required property's `const`, or use `anyOf`",
                            self.pointer(members[i])
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Whether every member of a union admits only JSON types among `types`.
    pub(super) fn covers(&self, types: &[JsonType], members: &[NodeId]) -> bool {
        let allowed = widened(types.iter().copied().collect());
        members.iter().all(|m| {
            self.contract.is_catch_all(*m)
                || (self.shape(*m, 0).types).is_some_and(|t| widened(t).is_subset(&allowed))
        })
    }

    fn shape(&self, id: NodeId, depth: usize) -> Shape {
        let id = self.contract.resolved(id);
        let keywords = match &self.contract.node(id).schema {
            Schema::Never => {
                return Shape {
                    types: Some(BTreeSet::new()),
                    ..Shape::default()
                };
            }
            Schema::Always => return Shape::default(),
            Schema::Keywords(_) if depth > DEPTH => return Shape::default(),
            Schema::Keywords(keywords) => keywords,
        };
        let values =
            (keywords.constant.clone().map(|c| vec![c])).or_else(|| keywords.values.clone());
        let mut types = keywords.types.as_ref().map(|t| t.iter().copied().collect());
        if let (None, Some(values)) = (&types, &values) {
            types = Some(values.iter().map(type_of).collect());
        }
        if types.is_none() && !keywords.properties.is_empty() {
            types = Some(BTreeSet::from([JsonType::Object]));
        }
        let members = [&keywords.one_of, &keywords.any_of]
            .into_iter()
            .find(|m| !m.is_empty());
        if let (None, Some(members)) = (&types, members) {
            let shapes: Vec<Shape> = members.iter().map(|m| self.shape(*m, depth + 1)).collect();
            types = shapes
                .iter()
                .map(|s| s.types.clone())
                .collect::<Option<Vec<_>>>()
                .map(|sets| sets.into_iter().flatten().collect());
        }
        let pinned = (keywords.properties.iter())
            .filter(|(name, _)| keywords.required.contains(name))
            .filter_map(|(name, property)| {
                let values = self.shape(*property, depth + 1).values?;
                Some((name.clone(), values))
            })
            .collect();
        Shape {
            types,
            values,
            pinned,
        }
    }
}

/// The JSON type of `value` (a whole number is an integer).
fn type_of(value: &Value) -> JsonType {
    match value {
        Value::Null => JsonType::Null,
        Value::Bool(_) => JsonType::Boolean,
        Value::Number(_) if super::types::admits(JsonType::Integer, value) => JsonType::Integer,
        Value::Number(_) => JsonType::Number,
        Value::String(_) => JsonType::String,
        Value::Array(_) => JsonType::Array,
        Value::Object(_) => JsonType::Object,
    }
}

/// `types` with `integer` standing beside `number` wherever `number` is (every integer is a
/// number).
fn widened(mut types: BTreeSet<JsonType>) -> BTreeSet<JsonType> {
    if types.contains(&JsonType::Number) {
        types.insert(JsonType::Integer);
    }
    types
}

/// Whether no value can match both `a` and `b`.
fn disjoint(a: &Shape, b: &Shape) -> bool {
    if let (Some(x), Some(y)) = (&a.types, &b.types)
        && widened(x.clone()).is_disjoint(&widened(y.clone()))
    {
        return true;
    }
    let apart = |x: &[Value], y: &[Value]| !x.iter().any(|v| y.iter().any(|w| json_equal(v, w)));
    if let (Some(x), Some(y)) = (&a.values, &b.values)
        && apart(x, y)
    {
        return true;
    }
    (a.pinned.iter())
        .any(|(name, x)| (b.pinned.iter()).any(|(other, y)| name == other && apart(x, y)))
}
