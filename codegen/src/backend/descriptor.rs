//! The contract descriptor the generated validators walk: the model's types and union, as data.

use serde_json::{Map, Value, json};

use crate::model::{Check, Kind, Model, Type};

/// The runtime a descriptor is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Runtime {
    /// The TypeScript runtime: a pattern is `["pattern", source]`, compiled with the `u` flag.
    TypeScript,
    /// The Python runtime: a pattern is `["pattern", source, translation]`, the translation
    /// into `re` syntax made while lowering ([`crate::model::Pattern::python`]).
    Python,
}

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

/// The descriptor of `model` for `runtime`.
pub fn descriptor(model: &Model, runtime: Runtime) -> Value {
    let mut types = Map::new();
    for def in &model.types {
        let value = match &def.kind {
            Kind::Object(object) => {
                let fields: Vec<Value> = (object.fields.iter())
                    .map(|f| json!([f.name, f.required, ty(&f.ty, runtime)]))
                    .collect();
                json!({ "object": fields, "closed": object.closed })
            }
            Kind::Alias(alias) => json!({ "alias": ty(alias, runtime) }),
        };
        types.insert(def.name.clone(), value);
    }
    let (tag, open, members, shapes) = match &model.union {
        Some(union) if union.tag.is_some() => (
            union.tag.clone(),
            union.open,
            union
                .members
                .iter()
                .map(|m| {
                    (
                        m.tag_value.clone().unwrap_or_default(),
                        Value::String(m.type_name.clone()),
                    )
                })
                .collect::<Map<_, _>>(),
            Vec::new(),
        ),
        Some(union) => (
            None,
            union.open,
            Map::new(),
            union.members.iter().map(|m| m.type_name.clone()).collect(),
        ),
        None => (None, false, Map::new(), vec![root_name(model)]),
    };
    json!({
        "tag": tag,
        "open": open,
        "closed": model.closed_content,
        "members": members,
        "shapes": shapes,
        "types": types,
    })
}

fn ty(ty: &Type, runtime: Runtime) -> Value {
    match ty {
        Type::Any => json!("any"),
        Type::Never => json!("never"),
        Type::Null => json!("null"),
        Type::Boolean => json!("boolean"),
        Type::Integer => json!("integer"),
        Type::Number => json!("number"),
        Type::String => json!("string"),
        Type::Literal(value) => json!({ "literal": value }),
        Type::Named(name) => json!({ "ref": name }),
        Type::Array(item) => json!({ "array": self::ty(item, runtime) }),
        Type::Map(value) => json!({ "map": self::ty(value, runtime) }),
        Type::Union(types) => json!({
            "union": types.iter().map(|t| self::ty(t, runtime)).collect::<Vec<_>>(),
        }),
        Type::Checked(inner, checks) => json!({
            "checked": self::ty(inner, runtime),
            "checks": checks.iter().map(|c| check(c, runtime)).collect::<Vec<_>>(),
        }),
    }
}

fn check(check: &Check, runtime: Runtime) -> Value {
    match check {
        Check::Pattern(pattern) => match runtime {
            Runtime::TypeScript => json!(["pattern", pattern.source]),
            Runtime::Python => json!(["pattern", pattern.source, pattern.python]),
        },
        Check::Minimum(limit) => json!(["minimum", limit]),
        Check::Maximum(limit) => json!(["maximum", limit]),
        Check::ExclusiveMinimum(limit) => json!(["exclusiveMinimum", limit]),
        Check::ExclusiveMaximum(limit) => json!(["exclusiveMaximum", limit]),
        Check::MultipleOf(limit) => json!(["multipleOf", limit]),
        Check::MinLength(limit) => json!(["minLength", limit]),
        Check::MaxLength(limit) => json!(["maxLength", limit]),
        Check::MinItems(limit) => json!(["minItems", limit]),
        Check::MaxItems(limit) => json!(["maxItems", limit]),
    }
}
