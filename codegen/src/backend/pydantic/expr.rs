//! How the pydantic backend spells a type expression: the Python type, its constraints as
//! `Annotated[T, Field(...)]`, literals compared as JSON, each use of a name recorded.

use serde_json::Value;

use super::writer::Writer;
use crate::{
    backend::{
        flavour::{
            Spell, applies, distribute, forms, json_type_known, keyword_and_limit, union_parts,
        },
        layout::Expr,
    },
    model::{Check, Type},
};

impl Writer<'_> {
    /// A type expression, recording what it uses.
    pub(super) fn ty(&mut self, ty: &Type) -> Expr {
        match ty {
            Type::Any => {
                self.uses.typing.insert("Any");
                Expr::atom("Any")
            }
            Type::Never => {
                self.uses.typing.insert("Annotated");
                self.uses.runtime.insert("ABSENT");
                Expr::subscript("Annotated", vec![Expr::atom("None"), Expr::atom("ABSENT")])
            }
            Type::Null => Expr::atom("None"),
            Type::Boolean => Expr::atom("bool"),
            Type::Integer => {
                self.uses.runtime.insert("Integer");
                Expr::atom("Integer")
            }
            Type::Number => Expr::atom("float"),
            Type::String => Expr::atom("str"),
            Type::Literal(value) => self.literals(&[value]),
            Type::Named(name) => self.named(name),
            Type::Array(item) => Expr::subscript("list", vec![self.ty(item)]),
            Type::Tuple(items, rest) => self.tuple(items, rest),
            Type::Map(value) => Expr::subscript("dict", vec![Expr::atom("str"), self.ty(value)]),
            Type::Union(types) => self.union(types),
            Type::Checked(inner, checks) => self.checked(inner, checks),
        }
    }

    /// `Annotated[list[Any], positional(...)]`: each item checked by the type of its position,
    /// the later ones by `rest` (none allowed when it is never); pydantic's tuples cannot miss
    /// items.
    fn tuple(&mut self, items: &[Type], rest: &Type) -> Expr {
        self.uses.typing.extend(["Annotated", "Any"]);
        self.uses.runtime.insert("positional");
        // Lambdas: a named type is read when an array is checked, once the module has it.
        let mut args: Vec<Expr> = (items.iter())
            .map(|item| Expr::atom(format!("lambda: {}", self.ty_in_annotation(item).flat())))
            .collect();
        args.push(Expr::atom(match rest {
            Type::Never => "rest=None".to_owned(),
            rest => format!("rest=lambda: {}", self.ty_in_annotation(rest).flat()),
        }));
        let list = Expr::subscript("list", vec![Expr::atom("Any")]);
        Expr::subscript(
            "Annotated",
            vec![list, Expr::group("positional", "(", ")", args)],
        )
    }

    fn ty_in_annotation(&mut self, ty: &Type) -> Expr {
        let annotation = self.annotation;
        self.annotation = true;
        let expr = self.ty(ty);
        self.annotation = annotation;
        expr
    }

    /// `Optional[...]` of the forms besides `null`, the literals gathered in one `Literal`.
    pub(super) fn union(&mut self, types: &[Type]) -> Expr {
        let forms = forms(types);
        let mut parts = union_parts(self, &forms);
        let inner = match parts.len() {
            0 => return Expr::atom("None"),
            1 => parts.remove(0),
            _ => self.alternatives(parts),
        };
        if forms.nullable {
            self.optional(inner)
        } else {
            inner
        }
    }

    /// `Literal[...]` of string values; values of other JSON types are compared as JSON by
    /// `json_literal` too (a float, an array or an object cannot be a `Literal`).
    pub(super) fn literals(&mut self, values: &[&Value]) -> Expr {
        let plain: Vec<Expr> = (values.iter())
            .filter_map(|v| literal(v).map(Expr::atom))
            .collect();
        let strings = values.iter().all(|v| v.is_string());
        let base = if plain.len() == values.len() {
            self.uses.typing.insert("Literal");
            Expr::subscript("Literal", plain)
        } else {
            self.uses.typing.insert("Any");
            Expr::atom("Any")
        };
        if strings {
            return base;
        }
        self.uses.typing.insert("Annotated");
        self.uses.runtime.insert("json_literal");
        let args = (values.iter())
            .map(|v| Expr::atom(crate::backend::python::layout::literal(v, 0, "", "")))
            .collect();
        Expr::subscript(
            "Annotated",
            vec![base, Expr::group("json_literal", "(", ")", args)],
        )
    }

    /// A type with constraints: `Annotated[T, Field(...)]`. Constraints on a union apply to
    /// the members of the JSON types they are about (a `pattern` to the strings), as in JSON
    /// Schema.
    pub(super) fn checked(&mut self, inner: &Type, checks: &[Check]) -> Expr {
        if let Type::Union(types) = inner {
            return self.union(&distribute(types, checks));
        }
        let base = self.ty(inner);
        let known = json_type_known(inner);
        let mut constraints = Vec::new();
        let mut raw = Vec::new();
        for check in checks.iter().filter(|c| !known || applies(c, inner)) {
            match constraint(check) {
                Some(field) if known => constraints.push(Expr::atom(field)),
                _ => {
                    self.uses.runtime.insert("satisfies");
                    let (keyword, limit) = keyword_and_limit(check, true);
                    let args = vec![
                        Expr::atom(crate::backend::python::layout::literal(
                            &Value::from(keyword),
                            0,
                            "",
                            "",
                        )),
                        Expr::atom(crate::backend::python::layout::literal(&limit, 0, "", "")),
                    ];
                    raw.push(Expr::group("satisfies", "(", ")", args));
                }
            }
        }
        if constraints.is_empty() && raw.is_empty() {
            return base;
        }
        self.uses.typing.insert("Annotated");
        let mut annotations = vec![base];
        if !constraints.is_empty() {
            self.uses.pydantic.insert("Field");
            annotations.push(Expr::group("Field", "(", ")", constraints));
        }
        annotations.extend(raw);
        Expr::subscript("Annotated", annotations)
    }
}

/// The `Field` argument of a constraint.
fn constraint(check: &Check) -> Option<String> {
    Some(match check {
        Check::Pattern(pattern) => format!("pattern={}", py_string(&pattern.python)),
        Check::Minimum(n) => format!("ge={n}"),
        Check::Maximum(n) => format!("le={n}"),
        Check::ExclusiveMinimum(n) => format!("gt={n}"),
        Check::ExclusiveMaximum(n) => format!("lt={n}"),
        Check::MultipleOf(n) => format!("multiple_of={n}"),
        Check::MinLength(n) | Check::MinItems(n) => format!("min_length={n}"),
        Check::MaxLength(n) | Check::MaxItems(n) => format!("max_length={n}"),
        Check::MinProperties(_) | Check::MaxProperties(_) | Check::UniqueItems => return None,
    })
}

/// A `Literal` parameter for `value`, when it can be one (`None`, a boolean, an integer, a
/// string).
pub(super) fn literal(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(py_string(text)),
        Value::Number(n) if !n.is_f64() => Some(n.to_string()),
        Value::Bool(b) => Some(if *b { "True" } else { "False" }.to_owned()),
        Value::Null => Some("None".to_owned()),
        _ => None,
    }
}

/// A Python string literal, quoted as ruff format quotes it.
pub(super) fn py_string(text: &str) -> String {
    crate::backend::layout::string_literal(text, |c| match u32::from(c) {
        code @ 0..=0xff => format!("\\x{code:02x}"),
        code => format!("\\u{code:04x}"),
    })
}

impl Spell for Writer<'_> {
    fn spell(&mut self, ty: &Type) -> Expr {
        self.ty(ty)
    }

    fn spell_literals(&mut self, values: &[&Value]) -> Expr {
        self.literals(values)
    }
}
