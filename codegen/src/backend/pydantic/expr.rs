//! How the pydantic backend spells a type expression: the Python type, its constraints as
//! `Annotated[T, Field(...)]`, literals compared as JSON, each use of a name recorded.

use serde_json::Value;

use super::writer::Writer;
use crate::{
    backend::flavour::{
        Spell, applies, distribute, forms, json_type_known, keyword_and_limit, union_parts,
    },
    lang::python::{literal, literal_parameter, string, string_doc},
    layout::{Doc, Expr},
    model::{Check, Contains, Type},
};

impl Writer<'_> {
    /// A type expression, recording what it uses.
    pub(super) fn ty(&mut self, ty: &Type) -> Expr {
        match ty {
            Type::Any => {
                self.uses.runtime.insert("Json");
                Expr::atom("Json")
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
            Type::Number => {
                self.uses.runtime.insert("Number");
                Expr::atom("Number")
            }
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
            .map(|item| Expr::atom(format!("lambda: {}", self.ty_in_lambda(item).flat())))
            .collect();
        args.push(Expr::atom(match rest {
            Type::Never => "rest=None".to_owned(),
            rest => format!("rest=lambda: {}", self.ty_in_lambda(rest).flat()),
        }));
        let list = Expr::subscript("list", vec![Expr::atom("Any")]);
        Expr::subscript(
            "Annotated",
            vec![list, Expr::group("positional", "(", ")", args)],
        )
    }

    /// `ty` as the body of a `lambda`: names bare (read when it is called), unions as
    /// `Union[...]`.
    fn ty_in_lambda(&mut self, ty: &Type) -> Expr {
        let lazy = self.lazy;
        self.lazy = true;
        let expr = self.ty(ty);
        self.lazy = lazy;
        expr
    }

    /// `satisfies(keyword, limit)`: `check` made by the runtime on the raw value.
    fn satisfies(&mut self, check: &Check) -> Expr {
        self.uses.runtime.insert("satisfies");
        let (keyword, limit) = keyword_and_limit(check, true);
        let literal = |value: &Value| literal(value, 0, "", "");
        let args = vec![
            Expr::atom(literal(&Value::from(keyword))),
            Expr::atom(literal(&limit)),
        ];
        Expr::group("satisfies", "(", ")", args)
    }

    /// `contains_between(lambda: item, min, max)`: the runtime's count, on the raw value, of the
    /// items of `contains.item` (given lazily: a named type is read when an array is checked,
    /// once the module has it).
    fn contains(&mut self, contains: &Contains) -> Expr {
        self.uses.runtime.insert("contains_between");
        let item = format!("lambda: {}", self.ty_in_lambda(&contains.item).flat());
        let max = contains.max.map_or("None".to_owned(), |n| n.to_string());
        let args = vec![
            Expr::atom(item),
            Expr::atom(contains.min.to_string()),
            Expr::atom(max),
        ];
        Expr::group("contains_between", "(", ")", args)
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
            .filter_map(|v| literal_parameter(v).map(Expr::atom))
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
            .map(|v| Expr::atom(literal(v, 0, "", "")))
            .collect();
        Expr::subscript(
            "Annotated",
            vec![base, Expr::group("json_literal", "(", ")", args)],
        )
    }

    /// A type with constraints: `Annotated[T, Field(...), ...]`, pydantic's own constraints
    /// where they mean what JSON Schema means (lengths, sizes, patterns in Rust `regex` syntax,
    /// its default engine), the runtime's where not (numbers as `eventspec validate` reads them,
    /// patterns that need `re`). Constraints on a union apply to the members of the JSON types
    /// they are about (a `pattern` to the strings), as in JSON Schema.
    pub(super) fn checked(&mut self, inner: &Type, checks: &[Check]) -> Expr {
        if let Type::Union(types) = inner {
            return self.union(&distribute(types, checks));
        }
        let base = self.ty(inner);
        let mut fields = Vec::new();
        let mut validators = Vec::new();
        // Where the value's JSON type is decided elsewhere (a named type), each check is made
        // on the raw value, as JSON Schema applies it: only to values of its JSON type.
        let known = json_type_known(inner);
        for check in checks.iter().filter(|c| !known || applies(c, inner)) {
            match constraint(check) {
                Constraint::Contains(contains) => validators.push(self.contains(contains)),
                Constraint::Field(expr) if known => fields.push(expr),
                Constraint::Runtime(name, args) if known => {
                    self.uses.runtime.insert(name);
                    validators.push(Expr::group(name, "(", ")", args));
                }
                _ => validators.push(self.satisfies(check)),
            }
        }
        if fields.is_empty() && validators.is_empty() {
            return base;
        }
        self.uses.typing.insert("Annotated");
        let mut items = vec![base];
        if !fields.is_empty() {
            self.uses.pydantic.insert("Field");
            items.push(Expr::group("Field", "(", ")", fields));
        }
        items.extend(validators);
        Expr::subscript("Annotated", items)
    }
}

/// How a constraint is written: a `Field` argument, a call of the runtime, the runtime's check
/// of the raw value (`satisfies`), or its count of the items of a type (`contains_between`).
enum Constraint<'c> {
    Field(Expr),
    Runtime(&'static str, Vec<Expr>),
    Raw,
    Contains(&'c Contains),
}

/// The `Field` argument of a constraint, or the runtime's validator of it.
fn constraint(check: &Check) -> Constraint<'_> {
    let bound = |keyword: &str, n: &serde_json::Number| {
        // As ruff writes a float: `1e19`, not `1e+19`.
        let limit = n.to_string().replace("e+", "e");
        let args = vec![Expr::atom(string(keyword)), Expr::atom(limit)];
        Constraint::Runtime("json_bound", args)
    };
    match check {
        Check::Pattern(pattern) => match &pattern.rust {
            Some(rust) => {
                let value = string_doc(rust, string, true);
                Constraint::Field(Expr::Doc(Doc::concat([Doc::text("pattern="), value])))
            }
            None => Constraint::Runtime("json_pattern", vec![Expr::atom(string(&pattern.python))]),
        },
        Check::Minimum(n) => bound("minimum", n),
        Check::Maximum(n) => bound("maximum", n),
        Check::ExclusiveMinimum(n) => bound("exclusiveMinimum", n),
        Check::ExclusiveMaximum(n) => bound("exclusiveMaximum", n),
        Check::MultipleOf(n) => bound("multipleOf", n),
        Check::MinLength(n) | Check::MinItems(n) => {
            Constraint::Field(Expr::atom(format!("min_length={n}")))
        }
        Check::MaxLength(n) | Check::MaxItems(n) => {
            Constraint::Field(Expr::atom(format!("max_length={n}")))
        }
        Check::MinProperties(_)
        | Check::MaxProperties(_)
        | Check::UniqueItems
        | Check::Excludes(_) => Constraint::Raw,
        Check::Contains(contains) => Constraint::Contains(contains),
    }
}

impl Spell for Writer<'_> {
    fn spell(&mut self, ty: &Type) -> Expr {
        self.ty(ty)
    }

    fn spell_literals(&mut self, values: &[&Value]) -> Expr {
        self.literals(values)
    }
}
