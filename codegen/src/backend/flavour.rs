//! What the flavour backends (pydantic, zod) share about the model: the forms of a union, how
//! JSON Schema's checks apply to a union's members, the named types a type refers to (as
//! lowering orders types by them).

use serde_json::Value;

use crate::layout::Expr;
use crate::model::{Check, Type};

/// The forms of a union: its literal values (gathered into one literal type), its other forms
/// (each once), and whether it admits `null`.
pub struct Forms<'t> {
    /// The `const` and `enum` values but `null`.
    pub literals: Vec<&'t Value>,
    /// The other forms, in order, without repeats.
    pub others: Vec<&'t Type>,
    /// Whether `null` is one of the forms.
    pub nullable: bool,
}

/// The forms of the union of `types`.
pub fn forms(types: &[Type]) -> Forms<'_> {
    let mut forms = Forms {
        literals: Vec::new(),
        others: Vec::new(),
        nullable: false,
    };
    for ty in types {
        match ty {
            Type::Null | Type::Literal(Value::Null) => forms.nullable = true,
            Type::Literal(value) => forms.literals.push(value),
            other if !forms.others.contains(&other) => forms.others.push(other),
            _ => {}
        }
    }
    forms
}

/// How a flavour backend spells a type and a set of literal values, for what the backends
/// write alike.
pub trait Spell {
    /// The expression of `ty`.
    fn spell(&mut self, ty: &Type) -> Expr;
    /// The expression of exactly these values.
    fn spell_literals(&mut self, values: &[&Value]) -> Expr;
}

/// The expressions of a union's forms besides `null`: its literals as one, then each other
/// form once.
pub fn union_parts(spell: &mut impl Spell, forms: &Forms<'_>) -> Vec<Expr> {
    let mut parts = Vec::new();
    if !forms.literals.is_empty() {
        parts.push(spell.spell_literals(&forms.literals));
    }
    for ty in &forms.others {
        let expr = spell.spell(ty);
        if !parts.contains(&expr) {
            parts.push(expr);
        }
    }
    parts
}

/// The members of a union of `types` constrained by `checks`: each member with the checks
/// about its JSON type (a `pattern` on the strings, `minimum` on the numbers), as JSON Schema
/// applies them.
pub fn distribute(types: &[Type], checks: &[Check]) -> Vec<Type> {
    (types.iter())
        .map(|ty| {
            let apply: Vec<Check> = (checks.iter())
                .filter(|check| applies(check, ty))
                .cloned()
                .collect();
            if apply.is_empty() {
                ty.clone()
            } else {
                Type::Checked(Box::new(ty.clone()), apply)
            }
        })
        .collect()
}

/// Whether `check` constrains values of `ty` (JSON Schema ignores it for other types).
pub fn applies(check: &Check, ty: &Type) -> bool {
    match check {
        Check::Pattern(_) | Check::MinLength(_) | Check::MaxLength(_) => *ty == Type::String,
        Check::MinItems(_) | Check::MaxItems(_) | Check::UniqueItems | Check::Contains(_) => {
            matches!(ty, Type::Array(_) | Type::Tuple(..))
        }
        Check::MinProperties(_) | Check::MaxProperties(_) => matches!(ty, Type::Map(_)),
        Check::Excludes(_) => true,
        Check::Minimum(_)
        | Check::Maximum(_)
        | Check::ExclusiveMinimum(_)
        | Check::ExclusiveMaximum(_)
        | Check::MultipleOf(_) => matches!(ty, Type::Integer | Type::Number),
    }
}

/// Whether the JSON type of `ty`'s values is known where it is written (a primitive, an
/// array, a map), so that [`applies`] decides which checks constrain it; a named type, a
/// literal or any value is checked by the runtime's type-aware `satisfies`.
pub fn json_type_known(ty: &Type) -> bool {
    matches!(
        ty,
        Type::Null
            | Type::Boolean
            | Type::Integer
            | Type::Number
            | Type::String
            | Type::Array(_)
            | Type::Tuple(..)
            | Type::Map(_)
    )
}

/// The keyword of `check` and its limit as JSON (a pattern's in `python` syntax when asked; the
/// counts of `contains`, whose item type each backend writes in its own syntax).
pub fn keyword_and_limit(check: &Check, python: bool) -> (&'static str, Value) {
    match check {
        Check::Pattern(p) if python => ("pattern", Value::String(p.python.clone())),
        Check::Pattern(p) => ("pattern", Value::String(p.source.clone())),
        Check::Minimum(n) => ("minimum", Value::Number(n.clone())),
        Check::Maximum(n) => ("maximum", Value::Number(n.clone())),
        Check::ExclusiveMinimum(n) => ("exclusiveMinimum", Value::Number(n.clone())),
        Check::ExclusiveMaximum(n) => ("exclusiveMaximum", Value::Number(n.clone())),
        Check::MultipleOf(n) => ("multipleOf", Value::Number(n.clone())),
        Check::MinLength(n) => ("minLength", Value::from(*n)),
        Check::MaxLength(n) => ("maxLength", Value::from(*n)),
        Check::MinItems(n) => ("minItems", Value::from(*n)),
        Check::MaxItems(n) => ("maxItems", Value::from(*n)),
        Check::MinProperties(n) => ("minProperties", Value::from(*n)),
        Check::MaxProperties(n) => ("maxProperties", Value::from(*n)),
        Check::UniqueItems => ("uniqueItems", Value::Bool(true)),
        Check::Excludes(values) => ("not", Value::Array(values.clone())),
        Check::Contains(contains) => (
            "contains",
            serde_json::json!({"minContains": contains.min, "maxContains": contains.max}),
        ),
    }
}

/// The named types `ty` refers to, in the order it names them.
pub fn named(ty: &Type) -> Vec<String> {
    let mut out = Vec::new();
    crate::lower::order::named(ty, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_length_on_a_nullable_string_constrains_the_string_only() {
        let checks = [Check::MinLength(1)];
        let members = distribute(&[Type::String, Type::Null], &checks);
        assert_eq!(
            members,
            [
                Type::Checked(Box::new(Type::String), checks.to_vec()),
                Type::Null
            ]
        );
    }

    #[test]
    fn the_forms_of_a_union_gather_literals_and_null() {
        let a = Value::from("a");
        let types = [
            Type::Literal(a.clone()),
            Type::Null,
            Type::String,
            Type::String,
        ];
        let forms = forms(&types);
        assert_eq!(forms.literals, [&a]);
        assert_eq!(forms.others, [&Type::String]);
        assert!(forms.nullable);
    }
}
