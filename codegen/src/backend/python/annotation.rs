//! Types as Python expressions, recording each name they import while they are written.
//!
//! Every module starts with `from __future__ import annotations`, so an annotation is never
//! evaluated: it is written as Python 3.10 spells it (`list[X]`, `X | None`, a named type
//! bare). A type that is evaluated when the module loads (an alias's value, a field of the
//! functional `TypedDict` form) is written so Python 3.9 can evaluate it: `Union`, `Optional`,
//! and named types quoted as forward references.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::lang::python::{literal_parameter, string};
use crate::layout::Expr;
use crate::model::Type;

/// Where a type is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Context {
    /// An annotation, never evaluated.
    Annotation,
    /// An expression evaluated at import, on Python 3.9.
    Runtime,
}

/// The names a module imports from `typing` and `typing_extensions`, recorded as they are used.
#[derive(Debug, Default)]
pub struct Imports {
    /// From `typing`.
    pub typing: BTreeSet<&'static str>,
    /// From `typing_extensions` (newer than Python 3.9's `typing`).
    pub extensions: BTreeSet<&'static str>,
}

impl Imports {
    /// `name`, imported from `typing`.
    pub fn typing(&mut self, name: &'static str) -> &'static str {
        self.typing.insert(name);
        name
    }

    /// `name`, imported from `typing_extensions`.
    pub fn extension(&mut self, name: &'static str) -> &'static str {
        self.extensions.insert(name);
        name
    }

    /// `ty` written for `context`.
    pub fn ty(&mut self, ty: &Type, context: Context) -> Expr {
        let atom = |text: &str| Expr::Atom(text.to_owned());
        match ty {
            Type::Checked(ty, _) => self.ty(ty, context),
            Type::Any => atom(self.typing("Any")),
            Type::Never => atom(self.typing("NoReturn")),
            Type::Null => atom("None"),
            Type::Boolean => atom("bool"),
            Type::Integer => atom("int"),
            Type::Number => atom("float"),
            Type::String => atom("str"),
            Type::Literal(value) => match literal_parameter(value) {
                Some(literal) => self.literal(vec![atom(&literal)]),
                None => self.json_type(value),
            },
            Type::Named(name) if context == Context::Runtime => atom(&string(name)),
            Type::Named(name) => atom(name),
            Type::Array(item) => Expr::hugging_subscript("list", vec![self.ty(item, context)]),
            Type::Tuple(items, rest) => {
                let item = Type::any_item(items, rest);
                Expr::hugging_subscript("list", vec![self.ty(&item, context)])
            }
            Type::Map(value) => {
                Expr::hugging_subscript("dict", vec![atom("str"), self.ty(value, context)])
            }
            Type::Union(types) => self.union(types, context),
        }
    }

    /// `Literal[values]`.
    fn literal(&mut self, values: Vec<Expr>) -> Expr {
        Expr::hugging_subscript(self.typing("Literal"), values)
    }

    /// A union: its literals merged into one `Literal[...]` first, then the other types in
    /// order, each once, then `None` when it is nullable.
    fn union(&mut self, types: &[Type], context: Context) -> Expr {
        let literals: Vec<Expr> = (types.iter())
            .filter_map(|t| match t {
                Type::Literal(value) => literal_parameter(value).map(Expr::Atom),
                _ => None,
            })
            .collect();
        let mut parts = Vec::new();
        if !literals.is_empty() {
            parts.push(self.literal(literals));
        }
        for t in types {
            let part = match t {
                Type::Null => continue,
                Type::Literal(value) if literal_parameter(value).is_some() => continue,
                other => self.ty(other, context),
            };
            if !parts.contains(&part) {
                parts.push(part);
            }
        }
        let nullable = types.contains(&Type::Null);
        let inner = match parts.len() {
            0 => return Expr::Atom("None".into()),
            1 => parts.remove(0),
            _ if context == Context::Annotation => Expr::Alternatives(parts),
            _ => Expr::hugging_subscript(self.typing("Union"), parts),
        };
        match (nullable, context, inner) {
            (false, _, inner) => inner,
            (true, Context::Annotation, Expr::Alternatives(mut parts)) => {
                parts.push(Expr::Atom("None".into()));
                Expr::Alternatives(parts)
            }
            (true, Context::Annotation, inner) => {
                Expr::Alternatives(vec![inner, Expr::Atom("None".into())])
            }
            (true, Context::Runtime, inner) => {
                Expr::hugging_subscript(self.typing("Optional"), vec![inner])
            }
        }
    }

    /// The type of a `const` or `enum` value that cannot be a `Literal`; the runtime validator
    /// still checks the value itself (JSON equality).
    fn json_type(&mut self, value: &Value) -> Expr {
        let any = || Expr::Atom("Any".into());
        match value {
            Value::Array(_) => {
                self.typing("Any");
                Expr::hugging_subscript("list", vec![any()])
            }
            Value::Object(_) => {
                self.typing("Any");
                Expr::hugging_subscript("dict", vec![Expr::atom("str"), any()])
            }
            _ => Expr::Atom("float".into()),
        }
    }
}
