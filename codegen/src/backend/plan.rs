//! What the straight-line validators of every language check, decided once: the event types,
//! the types their checks reach, which checks take the mode, and the shapes of union a check
//! treats specially (an enum, a nullable type, a union of primitive types). The TypeScript and
//! Python emitters only write these decisions out in their own syntax.

use std::collections::{HashMap, HashSet};

use serde_json::{Map, Value};

use crate::model::{Check, Kind, Model, Type, TypeDef};

/// The name the validators of `model` are named after: its union, or its one root type.
pub fn root_name(model: &Model) -> String {
    match &model.union {
        Some(union) => union.name.clone(),
        None => model
            .types
            .iter()
            .find(|t| crate::naming::pascal(&t.name) == crate::naming::pascal(&model.family))
            .or(model.types.first())
            .map(|t| t.name.clone())
            .unwrap_or_default(),
    }
}

/// The event types of `model`, as (key, type name): by tag (tagged), or by name (untagged, or
/// the one root type).
pub fn events(model: &Model) -> Vec<(String, String)> {
    match &model.union {
        Some(union) if union.tag.is_some() => (union.members.iter())
            .map(|m| (m.tag_value.clone().unwrap_or_default(), m.type_name.clone()))
            .collect(),
        Some(union) => (union.members.iter())
            .map(|m| (m.type_name.clone(), m.type_name.clone()))
            .collect(),
        None => vec![(root_name(model), root_name(model))],
    }
}

/// The event types the strict mode holds to their declared fields, where the contract does not:
/// the open object types among `events`, unless the contract closes all content.
pub fn strict_roots(model: &Model, events: &[(String, String)]) -> HashSet<String> {
    let open = |name: &str| {
        (model.types.iter()).any(|def| {
            def.name == name && matches!(&def.kind, Kind::Object(object) if !object.closed)
        })
    };
    (events.iter())
        .filter(|(_, name)| !model.closed_content && open(name))
        .map(|(_, name)| name.clone())
        .collect()
}

/// What the runtime needs to choose an untagged event's type when none accepts it: each event
/// type's fields, and whether each is required (empty unless the union is untagged and has
/// several members).
pub fn shape_fields(model: &Model, events: &[(String, String)]) -> Value {
    let mut fields = Map::new();
    let untagged = model.union.as_ref().is_none_or(|union| union.tag.is_none());
    for (_, name) in events.iter().filter(|_| untagged && events.len() > 1) {
        if let Some(def) = model.types.iter().find(|def| &def.name == name)
            && let Kind::Object(object) = &def.kind
        {
            let each = (object.fields.iter())
                .map(|f| (f.name.clone(), Value::Bool(f.required)))
                .collect::<Map<_, _>>();
            fields.insert(name.clone(), Value::Object(each));
        }
    }
    Value::Object(fields)
}

/// The types of a model as its checks see them: which accept anything, which call which, and
/// which take the mode.
pub struct Plan<'m> {
    defs: HashMap<&'m str, &'m TypeDef>,
    /// The types whose check takes the mode: closed objects, the `seeds`, and whatever calls
    /// their checks.
    moded: HashSet<String>,
}

impl<'m> Plan<'m> {
    /// The plan of `model`'s checks; the check of each of `seeds` takes the mode.
    pub fn new(model: &'m Model, seeds: &HashSet<String>) -> Self {
        let defs = (model.types.iter())
            .map(|def| (def.name.as_str(), def))
            .collect();
        let mut plan = Self {
            defs,
            moded: HashSet::new(),
        };
        let mut moded: HashSet<String> = (model.types.iter())
            .filter(|def| matches!(&def.kind, Kind::Object(object) if object.closed))
            .map(|def| def.name.clone())
            .chain(seeds.iter().cloned())
            .collect();
        loop {
            let before = moded.len();
            for def in &model.types {
                if !moded.contains(&def.name) && plan.refs(def).iter().any(|r| moded.contains(r)) {
                    moded.insert(def.name.clone());
                }
            }
            if moded.len() == before {
                break;
            }
        }
        plan.moded = moded;
        plan
    }

    /// The types whose checks `def`'s check calls.
    pub fn refs(&self, def: &TypeDef) -> Vec<String> {
        let mut refs = Vec::new();
        match &def.kind {
            Kind::Object(object) => {
                (object.fields.iter()).for_each(|f| self.collect(&f.ty, &mut refs));
                (object.rest.iter()).for_each(|rest| self.collect(rest, &mut refs));
            }
            Kind::Alias(ty) => self.collect(ty, &mut refs),
        }
        refs
    }

    fn collect(&self, ty: &Type, refs: &mut Vec<String>) {
        match ty {
            Type::Named(name) if !self.is_any(name) => refs.push(name.clone()),
            Type::Array(item) | Type::Map(item) => self.collect(item, refs),
            Type::Checked(inner, checks) => {
                self.collect(inner, refs);
                (checks.iter().filter_map(Check::item)).for_each(|t| self.collect(t, refs));
            }
            Type::Union(types) => types.iter().for_each(|t| self.collect(t, refs)),
            Type::Tuple(items, rest) => {
                (items.iter().chain([&**rest])).for_each(|t| self.collect(t, refs))
            }
            _ => {}
        }
    }

    /// Whether the type `name` accepts anything: its check is never called.
    pub fn is_any(&self, name: &str) -> bool {
        matches!(self.defs.get(name), Some(def) if matches!(def.kind, Kind::Alias(Type::Any)))
    }

    /// Whether a value of type `ty` needs no check: it accepts anything.
    pub fn is_unchecked(&self, ty: &Type) -> bool {
        match ty {
            Type::Any => true,
            Type::Named(name) => self.is_any(name),
            _ => false,
        }
    }

    /// Whether the check of `name` takes the mode.
    pub fn takes_mode(&self, name: &str) -> bool {
        self.moded.contains(name)
    }

    /// The types whose checks run: the event types, and every type their checks call.
    pub fn reached(&self, events: &[(String, String)]) -> HashSet<String> {
        let mut reached = HashSet::new();
        let mut todo: Vec<String> = events.iter().map(|(_, name)| name.clone()).collect();
        while let Some(name) = todo.pop() {
            if !reached.insert(name.clone()) {
                continue;
            }
            if let Some(def) = self.defs.get(name.as_str()) {
                todo.extend(self.refs(def));
            }
        }
        reached
    }
}

/// The one type of a union of it and null.
pub fn nullable(options: &[Type]) -> Option<&Type> {
    let non_null: Vec<&Type> = options.iter().filter(|t| **t != Type::Null).collect();
    match non_null[..] {
        [inner] if non_null.len() < options.len() => Some(inner),
        _ => None,
    }
}

/// The values of a union of literals only, as an enum lists them.
pub fn literals(options: &[Type]) -> Option<Vec<Value>> {
    (options.iter())
        .map(|option| match option {
            Type::Literal(value) => Some(value.clone()),
            _ => None,
        })
        .collect()
}

/// What a message says a primitive type expects (`a string`), if `ty` is one.
pub fn article(ty: &Type) -> Option<&'static str> {
    match ty {
        Type::Null => Some("null"),
        Type::Boolean => Some("a boolean"),
        Type::Integer => Some("an integer"),
        Type::Number => Some("a number"),
        Type::String => Some("a string"),
        _ => None,
    }
}

/// What a message says a union of primitive types expects (`a string or null`), if it is one.
pub fn expected(options: &[Type]) -> Option<String> {
    let names: Option<Vec<&str>> = options.iter().map(article).collect();
    names.map(|names| names.join(" or "))
}
