//! The order types are written in: the order a person reads a contract in, not the alphabet.

use std::collections::{BTreeMap, HashSet};

use crate::model::{Check, Kind, Type, TypeDef};

/// `types` in reading order: each of `starts` (the union's event types in the contract's
/// order, or the root type; then every definition in the document's order), each followed by
/// the types it refers to, in the order its fields name them, depth first.
pub(super) fn reading_order(
    mut types: BTreeMap<String, TypeDef>,
    starts: impl IntoIterator<Item = String>,
) -> Vec<TypeDef> {
    let mut seen = HashSet::new();
    let mut order = Vec::new();
    let mut pending: Vec<String> = starts.into_iter().collect();
    pending.extend(types.keys().cloned());
    // A stack of names still to visit, the next one last.
    pending.reverse();
    while let Some(name) = pending.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let Some(def) = types.get(&name) else {
            continue;
        };
        let mut referred = Vec::new();
        match &def.kind {
            Kind::Object(object) => {
                for field in &object.fields {
                    named(&field.ty, &mut referred);
                }
                if let Some(rest) = &object.rest {
                    named(rest, &mut referred);
                }
            }
            Kind::Alias(ty) => named(ty, &mut referred),
        }
        pending.extend(referred.into_iter().rev());
        order.push(name);
    }
    order.iter().filter_map(|name| types.remove(name)).collect()
}

/// The named types `ty` refers to, in the order it names them.
pub(crate) fn named(ty: &Type, out: &mut Vec<String>) {
    match ty {
        Type::Named(name) => out.push(name.clone()),
        Type::Array(item) | Type::Map(item) => named(item, out),
        Type::Tuple(items, rest) => items.iter().chain([&**rest]).for_each(|t| named(t, out)),
        Type::Checked(inner, checks) => {
            named(inner, out);
            checks
                .iter()
                .filter_map(Check::item)
                .for_each(|t| named(t, out));
        }
        Type::Union(types) => types.iter().for_each(|t| named(t, out)),
        Type::Any
        | Type::Never
        | Type::Null
        | Type::Boolean
        | Type::Integer
        | Type::Number
        | Type::String
        | Type::Literal(_) => {}
    }
}
