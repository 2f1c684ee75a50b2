//! How the pydantic backend writes one family module's types: models, aliases, the union,
//! the adapter, each type expression laid out and its imports recorded.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::{AdapterView, FieldView, IMPORTS, TypeView, UnionView, Uses};
use crate::{
    backend::{flavour::named, plan::root_name},
    lang::python::{self, WIDTH, docstring, string},
    layout::{Doc, Expr},
    model::{Field, Kind, Model, Object, Type, TypeDef, Union},
    naming::{PYTHON_KEYWORDS, class_name_exception, is_identifier, screaming, snake},
};

/// Names a field's attribute may not take: `BaseModel`'s own, and those annotations use (a
/// class attribute with a default would shadow them for the fields after it).
const TAKEN_ATTRIBUTES: &[&str] = &[
    "bool",
    "construct",
    "copy",
    "dict",
    "fields",
    "float",
    "from_orm",
    "int",
    "json",
    "list",
    "parse_file",
    "parse_obj",
    "parse_raw",
    "schema",
    "schema_json",
    "str",
    "update_forward_refs",
    "validate",
];

/// What one family module is written from, and what it writes while its types are laid out.
pub(super) struct Writer<'m> {
    pub(super) model: &'m Model,
    pub(super) uses: Uses,
    /// Whether the type being written is an annotation (not evaluated at import).
    pub(super) annotation: bool,
    /// Whether the type being written is the body of a `lambda`: evaluated when called, once
    /// the module has every name, by the Python the package supports (no `A | B` before 3.10).
    pub(super) lazy: bool,
    /// The attribute names of every model's fields, by type name and wire name.
    pub(super) attributes: BTreeMap<String, BTreeMap<String, String>>,
}

impl Writer<'_> {
    /// A model, or an alias.
    pub(super) fn type_view(&mut self, def: &TypeDef) -> TypeView {
        match &def.kind {
            Kind::Object(object) => self.model_view(&def.name, def.doc.as_deref(), object),
            Kind::Alias(ty) => {
                let expr = self.ty(ty);
                TypeView {
                    name: def.name.clone(),
                    head: String::new(),
                    doc: (def.doc.as_deref()).map_or_else(String::new, |d| docstring(d, 0)),
                    config: None,
                    fields: Vec::new(),
                    alias: Some(if self.recursive(&def.name) {
                        self.recursive_alias(&def.name, expr)
                    } else {
                        self.alias(&def.name, expr, 0)
                    }),
                }
            }
        }
    }

    /// `name = TypeAliasType("name", expr)`, laid out.
    fn alias(&mut self, name: &str, expr: Expr, indent: usize) -> String {
        self.uses.extensions.insert("TypeAliasType");
        let call = Expr::group(
            "TypeAliasType",
            "(",
            ")",
            vec![Expr::atom(format!("\"{name}\"")), expr],
        );
        let start = indent + name.len() + 3;
        format!("{name} = {}", call.render(indent, start, 0, WIDTH))
    }

    /// A recursive alias: type checkers read a `TypeAlias` (mypy cannot resolve a
    /// `TypeAliasType` that names itself, pyright refuses its string form), pydantic the
    /// `TypeAliasType`.
    fn recursive_alias(&mut self, name: &str, expr: Expr) -> String {
        self.uses.typing.insert("TYPE_CHECKING");
        self.uses.extensions.insert("TypeAlias");
        let start = 4 + name.len() + 13;
        format!(
            "if TYPE_CHECKING:\n    {name}: TypeAlias = {}\nelse:\n    {}",
            expr.render(4, start, 0, WIDTH),
            self.alias(name, expr, 4)
        )
    }

    /// Whether `ty` accepts `null` (so an optional field of it needs no `NOT_NULL`); `seen`
    /// holds the aliases already followed.
    fn admits_null(&self, ty: &Type, seen: &mut BTreeSet<String>) -> bool {
        match ty {
            Type::Null | Type::Any => true,
            Type::Checked(inner, _) => self.admits_null(inner, seen),
            Type::Union(types) => types.iter().any(|t| self.admits_null(t, seen)),
            Type::Literal(value) => value.is_null(),
            Type::Named(name) => match self.model.type_def(name) {
                Some(TypeDef {
                    kind: Kind::Alias(ty),
                    ..
                }) if seen.insert(name.clone()) => self.admits_null(ty, seen),
                _ => false,
            },
            _ => false,
        }
    }

    /// Whether the alias `name` refers to itself through aliases.
    fn recursive(&self, name: &str) -> bool {
        let mut pending = vec![name.to_owned()];
        let mut seen = BTreeSet::new();
        while let Some(next) = pending.pop() {
            let Some(TypeDef {
                kind: Kind::Alias(ty),
                ..
            }) = self.model.type_def(&next)
            else {
                continue;
            };
            for referred in named(ty) {
                if referred == name {
                    return true;
                }
                if seen.insert(referred.clone()) {
                    pending.push(referred);
                }
            }
        }
        false
    }

    /// `T` or `null`: `Optional[T]` where it is evaluated at import, `T | None` in an
    /// annotation (a string under `from __future__ import annotations`, read by pydantic).
    pub(super) fn optional(&mut self, expr: Expr) -> Expr {
        if self.annotation && !self.lazy {
            return Expr::Alternatives(vec![expr, Expr::atom("None")]);
        }
        self.uses.typing.insert("Optional");
        Expr::subscript("Optional", vec![expr])
    }

    /// One of `parts`: `Union[...]` where it is evaluated at import, `A | B` in an annotation.
    pub(super) fn alternatives(&mut self, parts: Vec<Expr>) -> Expr {
        if self.annotation && !self.lazy {
            return Expr::Alternatives(parts);
        }
        self.uses.typing.insert("Union");
        Expr::subscript("Union", parts)
    }

    /// A reference to the named type `name`: quoted where it is evaluated at import (it may be
    /// defined further down).
    pub(super) fn named(&self, name: &str) -> Expr {
        if self.annotation || self.lazy {
            Expr::atom(name)
        } else {
            Expr::atom(format!("\"{name}\""))
        }
    }

    /// A model of `object`'s fields.
    fn model_view(&mut self, name: &str, doc: Option<&str>, object: &Object) -> TypeView {
        self.uses.pydantic.extend(["BaseModel", "ConfigDict"]);
        let extra = if object.closed { "forbid" } else { "allow" };
        let config = Expr::group(
            "ConfigDict",
            "(",
            ")",
            vec![
                Expr::atom(format!("extra=\"{extra}\"")),
                Expr::atom("strict=True"),
            ],
        );
        let attributes = attribute_names(&object.fields, &self.model.types);
        let mut fields: Vec<FieldView> = (object.fields.iter())
            .map(|field| {
                let attribute = &attributes[&field.name];
                FieldView {
                    line: self.field_line(field, attribute),
                    doc: (field.doc.as_deref()).map_or_else(String::new, |d| docstring(d, 4)),
                }
            })
            .collect();
        // The fields an open model does not declare are of the type `rest`, or any JSON value
        // (no `NaN` or infinity, as in a declared field).
        match (&object.rest, object.closed) {
            (Some(rest), _) => fields.push(self.rest_line(rest)),
            (None, false) => fields.push(self.rest_line(&Type::Any)),
            (None, true) => {}
        }
        self.attributes.insert(name.to_owned(), attributes);
        // A name too long for the line has its base on a line of its own, as ruff lays it out.
        let flat = format!("class {name}(BaseModel):");
        let noqa = class_name_exception(name);
        let head = if python::fits(0, &flat) {
            flat + noqa
        } else {
            format!("class {name}({noqa}\n    BaseModel\n):")
        };
        TypeView {
            name: name.to_owned(),
            head,
            doc: doc.map_or_else(String::new, |d| docstring(d, 4)),
            config: Some(format!("model_config = {}", config.render(4, 19, 0, WIDTH))),
            fields,
            alias: None,
        }
    }

    /// The type of the fields a model does not declare, as pydantic reads it: the annotation of
    /// `__pydantic_extra__` (with `extra="allow"`).
    fn rest_line(&mut self, rest: &Type) -> FieldView {
        self.annotation = true;
        let annotation = Expr::subscript("dict", vec![Expr::atom("str"), self.ty(rest)]);
        self.annotation = false;
        self.uses.pydantic.insert("Field");
        let prefix = "__pydantic_extra__: ";
        let mut line = format!(
            "{prefix}{} = Field(init=False)",
            annotation.render(4, 4 + prefix.len(), 25, WIDTH)
        );
        // pydantic's documented way to type the undeclared fields narrows `BaseModel`'s
        // mutable `dict[str, Any] | None`, which pyright reports where the name is
        // (`reportIncompatibleVariableOverride`; the rule's name would take the line past 100
        // columns on every open model).
        let first = line.find('\n').unwrap_or(line.len());
        line.insert_str(first, "  # pyright: ignore");
        FieldView {
            line,
            doc: docstring("Every field the model does not declare.", 4),
        }
    }

    /// One field's declaration: its attribute, its annotation and, when it may be absent, its
    /// default.
    fn field_line(&mut self, field: &Field, attribute: &str) -> String {
        self.annotation = true;
        let mut annotation = self.ty(&field.ty);
        let nullable = self.admits_null(&field.ty, &mut BTreeSet::new());
        let mut extras = Vec::new();
        if !field.required && !nullable && field.ty != Type::Never {
            self.uses.runtime.insert("NOT_NULL");
            annotation = self.optional(annotation);
            extras.push(Expr::atom("NOT_NULL"));
        }
        if attribute != field.name {
            self.uses.pydantic.insert("Field");
            extras.push(Expr::group(
                "Field",
                "(",
                ")",
                vec![Expr::atom(format!("alias={}", string(&field.name)))],
            ));
        }
        if !extras.is_empty() {
            self.uses.typing.insert("Annotated");
            extras.insert(0, annotation);
            annotation = Expr::subscript("Annotated", extras);
        }
        self.annotation = false;
        let default = if field.required { "" } else { " = None" };
        let head = format!("{attribute}: ");
        if matches!(annotation, Expr::Alternatives(_)) {
            // `A | None` split over lines needs parentheses to be Python, as ruff writes them.
            return python::parenthesized(4, &head, annotation.doc(4), default);
        }
        let line = [Doc::text(head), annotation.doc(4), Doc::text(default)];
        Doc::concat(line).print(WIDTH, 4, 4, 0)
    }

    /// The union: its tag tuple, its catch-all and its alias.
    pub(super) fn union_view(&mut self, union: &Union, label: &str) -> UnionView {
        let mut members: Vec<Expr> = Vec::new();
        for member in &union.members {
            let expr = Expr::atom(member.type_name.clone());
            if !members.contains(&expr) {
                members.push(expr);
            }
        }
        let discriminator = self.discriminator(union);
        let mut expr = match members.len() {
            1 => members[0].clone(),
            _ => {
                self.uses.typing.insert("Union");
                Expr::subscript("Union", members)
            }
        };
        if let (Some(attribute), true) = (&discriminator, union.members.len() > 1) {
            self.uses.typing.insert("Annotated");
            self.uses.pydantic.insert("Field");
            let field = Expr::group(
                "Field",
                "(",
                ")",
                vec![Expr::atom(format!("discriminator={}", string(attribute)))],
            );
            expr = Expr::subscript("Annotated", vec![expr, field]);
        }
        let tags_name = format!("{}_TYPES", screaming(&union.name));
        let tags = union.tag.as_ref().map(|_| {
            let values: Vec<Expr> = (union.members.iter())
                .filter_map(|m| m.tag_value.as_deref().map(|v| Expr::atom(string(v))))
                .collect();
            let start = tags_name.len() + 22;
            let tuple = match &values[..] {
                // A tuple of one is written with its comma, which ruff keeps on the line.
                [one] => format!("({},)", one.flat()),
                _ => Expr::group("", "(", ")", values).render(0, start, 0, WIDTH),
            };
            format!("{tags_name}: tuple[str, ...] = {tuple}")
        });
        let unknown = match (&union.tag, union.open) {
            (Some(tag), true) => {
                self.uses.typing.insert("Union");
                let name = format!("Unknown{}", union.name);
                expr = Expr::subscript("Union", vec![expr, Expr::atom(name.clone())]);
                Some(self.unknown_view(&name, tag, &tags_name))
            }
            _ => None,
        };
        let description = (self.model.type_def(&union.name)).and_then(|def| def.doc.as_deref());
        let mut doc = crate::api::union(label, description);
        if union.open {
            doc.push_str(&format!(
                "\n\nOpen: producers may send event types this version does not list; they \
                 validate as `Unknown{}`, which consumers skip.",
                union.name
            ));
        }
        UnionView {
            tags_doc: docstring(&crate::api::tags(&union.name), 0),
            doc: docstring(&doc, 0),
            tags,
            unknown,
            alias: self.alias(&union.name, expr, 0),
        }
    }

    /// The attribute the union's members are told apart by, when pydantic can discriminate
    /// them: every member a model whose tag field is a string literal.
    fn discriminator(&self, union: &Union) -> Option<String> {
        let tag = union.tag.as_ref()?;
        let mut attribute = None;
        for member in &union.members {
            let def = self.model.type_def(&member.type_name)?;
            let Kind::Object(object) = &def.kind else {
                return None;
            };
            let field = object.fields.iter().find(|f| &f.name == tag)?;
            if !field.required || !matches!(&field.ty, Type::Literal(Value::String(_))) {
                return None;
            }
            let name = self.attributes.get(&member.type_name)?.get(tag)?;
            if attribute.get_or_insert(name) != &name {
                return None;
            }
        }
        attribute.cloned()
    }

    /// The catch-all model of an open union: any object whose tag is a string the union does
    /// not list.
    fn unknown_view(&mut self, name: &str, tag: &str, tags: &str) -> TypeView {
        let field = Field {
            name: tag.to_owned(),
            ty: Type::String,
            required: true,
            doc: None,
            deprecated: false,
        };
        let object = Object {
            fields: vec![field],
            closed: false,
            rest: None,
        };
        let mut view = self.model_view(name, Some(crate::api::unknown()), &object);
        // The tag's annotation: a string, but not a known tag.
        self.uses.typing.insert("Annotated");
        self.uses.runtime.insert("unknown_tag");
        let attribute = &self.attributes[name][tag];
        let mut items = vec![
            Expr::atom("str"),
            Expr::atom(format!("unknown_tag({tags})")),
        ];
        if attribute != tag {
            items.push(Expr::group(
                "Field",
                "(",
                ")",
                vec![Expr::atom(format!("alias={}", string(tag)))],
            ));
        }
        let annotation = Expr::subscript("Annotated", items);
        let start = 4 + attribute.len() + 2;
        view.fields[0].line = format!("{attribute}: {}", annotation.render(4, start, 0, WIDTH));
        view
    }

    /// The adapter of the model's root type and the function that parses JSON with it.
    pub(super) fn adapter_view(&mut self) -> Option<AdapterView> {
        let root = root_name(self.model);
        if root.is_empty() {
            return None;
        }
        self.uses.pydantic.insert("TypeAdapter");
        let name = format!("{}_ADAPTER", screaming(&root));
        let is_model = self.attributes.contains_key(&root);
        let mut items = vec![Expr::atom(root.clone())];
        if !is_model {
            // A model carries its own configuration; an alias at the root needs the adapter's.
            self.uses.pydantic.insert("ConfigDict");
            items.push(Expr::atom("config=ConfigDict(strict=True)"));
        }
        let target = format!("{name}: TypeAdapter[{root}] = ");
        let call = Expr::group("TypeAdapter", "(", ")", items);
        // When not even the call's opening fits after the target, ruff puts the call in
        // parentheses of its own, on the lines below.
        let below = [Doc::hard_line(), call.doc(4)];
        let line = Doc::Choice(vec![
            Doc::concat([Doc::text(&target), call.doc(4)]),
            Doc::concat([
                Doc::text(format!("{target}(")),
                Doc::indent(4, below),
                Doc::hard_line(),
                Doc::text(")"),
            ]),
        ]);
        let line = line.print(WIDTH, 0, 0, 0);
        // JSON text, where the plain modules' `parse_…` takes a parsed value.
        let parse = format!("parse_{}_json", snake(&root));
        Some(AdapterView {
            parse_signature: python::def_line(&parse, &["data: str | bytes"], &root),
            parse,
            parse_doc: docstring(&crate::api::parse_json(&root), 4),
            root,
            name,
            line,
        })
    }
}

/// The attribute name of each field, by wire name: the wire name itself when it can be one and
/// is in snake case (PEP 8), else a spelling of it that can: its snake case (`sessionUpdate` →
/// `session_update`) where that is free, or the wire name made an identifier. The model reads
/// the wire name as the attribute's alias.
fn attribute_names(fields: &[Field], types: &[TypeDef]) -> BTreeMap<String, String> {
    let usable = |name: &str| {
        is_identifier(name, false)
            && !name.contains(|c: char| c.is_ascii_uppercase())
            && !PYTHON_KEYWORDS.contains(&name)
            && !name.starts_with('_')
            && !name.starts_with("model_")
            && !TAKEN_ATTRIBUTES.contains(&name)
            && !IMPORTS.contains(&name)
            && !types.iter().any(|t| t.name == name)
    };
    let mut taken: BTreeSet<String> = (fields.iter())
        .filter(|f| usable(&f.name))
        .map(|f| f.name.clone())
        .collect();
    let mut out = BTreeMap::new();
    for field in fields {
        if usable(&field.name) {
            out.insert(field.name.clone(), field.name.clone());
            continue;
        }
        let snake = snake(&field.name);
        if usable(&snake) && !taken.contains(&snake) {
            taken.insert(snake.clone());
            out.insert(field.name.clone(), snake);
            continue;
        }
        let mut attribute: String = (field.name.chars())
            .map(|c| match c.is_ascii_alphanumeric() {
                true => c.to_ascii_lowercase(),
                false => '_',
            })
            .collect::<String>()
            .trim_start_matches('_')
            .to_owned();
        if attribute.is_empty() || attribute.starts_with(|c: char| c.is_ascii_digit()) {
            attribute.insert_str(0, "field_");
        }
        while !usable(&attribute) && !usable(&format!("{attribute}_")) {
            attribute.insert_str(0, "field_");
        }
        if !usable(&attribute) {
            attribute.push('_');
        }
        while taken.contains(&attribute) {
            attribute.push('_');
        }
        taken.insert(attribute.clone());
        out.insert(field.name.clone(), attribute);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(name: &str) -> Field {
        Field {
            name: name.to_owned(),
            ty: Type::String,
            required: true,
            doc: None,
            deprecated: false,
        }
    }

    #[test]
    fn attributes_are_snake_case_and_each_wire_name_gets_its_own() {
        let names = [
            "session_update",
            "sessionUpdate",
            "_meta",
            "from",
            "fooBar",
            "HTTPHeaders",
        ];
        let fields: Vec<Field> = names.iter().map(|name| field(name)).collect();
        let attributes = attribute_names(&fields, &[]);
        let got: Vec<&str> = names
            .iter()
            .map(|name| attributes[*name].as_str())
            .collect();
        // `sessionUpdate`'s snake case is taken by the field of that name: it gets a spelling
        // of its own, in lower case too.
        assert_eq!(
            got,
            [
                "session_update",
                "sessionupdate",
                "meta",
                "from_",
                "foo_bar",
                "http_headers"
            ]
        );
    }
}
