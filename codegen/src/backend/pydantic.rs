//! Python, pydantic flavour: one module of pydantic v2 models per family version, a package per
//! family, and the pip-installable package around them (`python-pydantic/`).
//!
//! Decisions:
//! - Every model is strict (`"1"` is not an integer, `1` is not a boolean) and validates
//!   patterns with Python's `re` (each pattern in the `re` form lowering made, ECMA-262's
//!   meaning); JSON Schema's integers are the runtime's `Integer`, which takes `1.0` as `1`.
//! - Closed content is `extra="forbid"`, open content `extra="allow"`.
//! - Absent and null stay apart: an optional field that may not be null is
//!   `Annotated[Optional[T], NOT_NULL] = None`. The default is not validated, so an absent key
//!   reads as `None` (and is missing from `model_fields_set`, so `exclude_unset=True` writes the
//!   event back without it), while an explicit `null` goes through `NOT_NULL` and is rejected. A
//!   sentinel default would say the same, but every reader would then have to test for it; a
//!   validator keeps the attribute's type what a reader expects.
//! - A tagged union is `Annotated[Union[...], Field(discriminator=...)]` under a
//!   `TypeAliasType`, with a `TypeAdapter`; an open union adds a catch-all model whose tag must
//!   not be a known one.
//! - A wire name that cannot be an attribute (not an identifier, a keyword, private, a
//!   `BaseModel` attribute, or a name annotations use) gets an attribute name and an alias.
//! - A `const` or `enum` of numbers or booleans goes through `json_literal`, which compares as
//!   JSON does (`1.0` is `1`, `true` is not `1`).

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use serde_json::Value;

use super::{
    Input, Modules, Settings,
    descriptor::root_name,
    flavour::{Spell, applies, distribute, forms, named, union_parts},
    header,
    layout::Expr,
    package_source,
    python::{comment, docstring},
};
use crate::{
    error::CodegenError,
    fileset::FileSet,
    model::{Check, Field, Kind, Model, Object, Type, TypeDef, Union},
    naming::{PYTHON_KEYWORDS, Scope, is_identifier, screaming, snake},
    render::Renderer,
};

/// Directories the pydantic backend owns entirely, relative to the output directory.
pub const OWNED: &[&str] = &["python-pydantic/src"];

/// The line width ruff format keeps to.
const WIDTH: usize = 88;

/// Every name a family module may import, so a type of the schema cannot shadow one.
const IMPORTS: &[&str] = &[
    "TYPE_CHECKING",
    "TypeAlias",
    "Annotated",
    "Any",
    "Literal",
    "Optional",
    "Union",
    "BaseModel",
    "ConfigDict",
    "Field",
    "TypeAdapter",
    "TypeAliasType",
    "ABSENT",
    "NOT_NULL",
    "Integer",
    "json_literal",
    "unknown_tag",
];

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

/// The names a module uses from each place it imports from, recorded while its types are
/// written.
#[derive(Default)]
struct Uses {
    typing: BTreeSet<&'static str>,
    pydantic: BTreeSet<&'static str>,
    extensions: BTreeSet<&'static str>,
    runtime: BTreeSet<&'static str>,
}

impl Uses {
    /// The import statements, in ruff's (isort's) order, after `from __future__ import
    /// annotations`: ruff asks for it on Python 3.9 (FA100), and pydantic reads the annotations
    /// as strings.
    fn lines(&self, runtime: &str) -> Vec<String> {
        let third_party = [
            ("pydantic", &self.pydantic),
            ("typing_extensions", &self.extensions),
        ];
        let sections = [
            vec![("typing", &self.typing)],
            third_party.to_vec(),
            vec![(runtime, &self.runtime)],
        ];
        let mut out = vec!["from __future__ import annotations".to_owned()];
        for section in sections {
            let lines: Vec<String> = (section.iter())
                .filter(|(_, names)| !names.is_empty())
                .map(|(module, names)| import_line(module, names.iter().copied()))
                .collect();
            if !lines.is_empty() && !out.is_empty() {
                out.push(String::new());
            }
            out.extend(lines);
        }
        out
    }
}

/// `from module import names`, the names in isort's order (constants, classes, the rest), on
/// one line when it fits.
fn import_line<'n>(module: &str, names: impl IntoIterator<Item = &'n str>) -> String {
    let mut sorted: Vec<&str> = names.into_iter().collect();
    // isort compares names case-insensitively (`InputRequestedEvent` before `InputRequestOption`).
    sorted.sort_by_key(|name| {
        let (kind, name) = sort_key(name);
        (kind, name.to_lowercase(), name)
    });
    let line = format!("from {module} import {}", sorted.join(", "));
    if line.chars().count() <= WIDTH {
        return line;
    }
    let items: String = sorted.iter().map(|n| format!("    {n},\n")).collect();
    format!("from {module} import (\n{items})")
}

#[derive(Serialize)]
struct FamilyView {
    header: String,
    doc: String,
    imports: Vec<String>,
    types: Vec<TypeView>,
    union: Option<UnionView>,
    adapter: Option<AdapterView>,
    exports: Vec<String>,
}

#[derive(Serialize)]
struct TypeView {
    name: String,
    doc: String,
    /// The `model_config = ...` statement, for a model.
    config: Option<String>,
    fields: Vec<FieldView>,
    /// The `Name = TypeAliasType(...)` statement, for an alias.
    alias: Option<String>,
}

#[derive(Serialize)]
struct FieldView {
    /// The declaration, laid out (lines after the first indented).
    line: String,
    doc: String,
}

#[derive(Serialize)]
struct UnionView {
    doc: String,
    /// The tag values' tuple, `NAME: tuple[str, ...] = (...)`, for a tagged union.
    tags: Option<String>,
    /// The catch-all model of an open union.
    unknown: Option<TypeView>,
    /// The `Name = TypeAliasType(...)` statement.
    alias: String,
}

#[derive(Serialize)]
struct AdapterView {
    root: String,
    name: String,
    parse: String,
    /// The adapter's declaration, laid out.
    line: String,
}

#[derive(Serialize)]
struct InitView {
    header: String,
    doc: String,
    imports: Vec<String>,
    exports: Vec<String>,
}

#[derive(Serialize)]
struct PackageView {
    header: String,
    version: String,
    name: String,
    module: String,
    description: String,
    license: Option<String>,
    registry: bool,
}

/// The flavour's package names: eventspec's (or the user's) with `-pydantic` / `_pydantic`.
fn names(settings: &Settings) -> (String, String) {
    let package = &settings.package;
    (
        format!("{}-pydantic", package.distribution),
        format!("{}_pydantic", package.module),
    )
}

/// A family's version modules, its current one, and the names its current (or only) module
/// exports.
#[derive(Default)]
struct Family {
    versions: Vec<String>,
    current: Option<String>,
    names: Vec<String>,
}

/// Generates the pydantic package into `files`, under `python-pydantic/`.
pub fn generate(
    inputs: &[Input],
    settings: &Settings,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<(), CodegenError> {
    let (distribution, module) = names(settings);
    let root = format!("python-pydantic/src/{module}");
    let mut modules = Scope::new("the inputs", "Python module names", true);
    let mut families: BTreeMap<String, Family> = BTreeMap::new();
    for input in inputs {
        let model = &input.model;
        let names = Modules::of(model)?;
        modules.claim(
            &names.path(),
            &format!("{} ({})", model.source, names.path()),
        )?;
        let view = family_view(model, settings, names.version.is_some())?;
        files.insert(
            format!("{root}/{}.py", names.path()),
            renderer.render("pydantic/family.py", &view)?,
        );
        let entry = families.entry(names.family.clone()).or_default();
        if input.current || names.version.is_none() {
            entry.names = view.exports.clone();
        }
        if let Some(version) = names.version {
            if input.current {
                entry.current = Some(version.clone());
            }
            entry.versions.push(version);
        }
    }
    let head = comment(&header(settings, &package_source(settings, inputs)));
    inits(&families, settings, &head, &root, renderer, files)?;
    let package = &settings.package;
    let toml_string = |text: &str| Value::String(text.to_owned()).to_string();
    let view = PackageView {
        header: head,
        version: settings.package_version.clone(),
        name: distribution,
        module,
        description: toml_string(&format!(
            "{} (pydantic models)",
            package.description_for("Python")
        )),
        license: package.license.as_deref().map(toml_string),
        registry: package.registry,
    };
    files.insert(format!("{root}/py.typed"), String::new());
    for (file, template) in [
        (format!("{root}/_runtime.py"), "pydantic/runtime.py"),
        ("python-pydantic/README.md".to_owned(), "pydantic/README.md"),
        (
            "python-pydantic/pyproject.toml".to_owned(),
            "pydantic/pyproject.toml",
        ),
    ] {
        files.insert(file, renderer.render(template, &view)?);
    }
    Ok(())
}

/// The package's `__init__` (its families and, for a user's package, every name of each
/// contract) and each versioned family's (its versions and the current one's names).
fn inits(
    families: &BTreeMap<String, Family>,
    settings: &Settings,
    head: &str,
    root: &str,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<(), CodegenError> {
    let mut top = InitView {
        header: head.to_owned(),
        doc: docstring(
            "Pydantic models of AI-agent event streams, generated by eventspec: one module per \
             contract.",
            0,
        ),
        imports: vec![import_line(".", families.keys().map(String::as_str))],
        exports: families.keys().cloned().collect(),
    };
    for (family, entry) in families {
        if !entry.versions.is_empty() {
            let mut init = InitView {
                header: head.to_owned(),
                doc: docstring(
                    "Every version of this family; the names of the current one are re-exported \
                     here.",
                    0,
                ),
                imports: vec![import_line(".", entry.versions.iter().map(String::as_str))],
                exports: entry.versions.clone(),
            };
            if let Some(current) = &entry.current {
                reexport(&mut init, current, &entry.names);
            }
            init.exports.sort_by_key(|name| sort_key(name));
            files.insert(
                format!("{root}/{family}/__init__.py"),
                renderer.render("pydantic/package_init.py", &init)?,
            );
        }
        if !settings.package.registry {
            // A name the package already gives a module stays the module's.
            let names: Vec<String> = (entry.names.iter())
                .filter(|name| !families.contains_key(*name))
                .cloned()
                .collect();
            reexport(&mut top, family, &names);
        }
    }
    top.exports.sort_by_key(|name| sort_key(name));
    files.insert(
        format!("{root}/__init__.py"),
        renderer.render("pydantic/package_init.py", &top)?,
    );
    Ok(())
}

/// Adds `from .module import (names)` to `init`, and the names to its `__all__`.
fn reexport(init: &mut InitView, module: &str, names: &[String]) {
    if names.is_empty() {
        return;
    }
    init.imports.push(import_line(
        &format!(".{module}"),
        names.iter().map(String::as_str),
    ));
    init.exports.extend(names.iter().cloned());
}

/// `__all__`'s order, as ruff sorts it: constants, classes, the rest, each by name.
fn sort_key(name: &str) -> (u8, String) {
    let kind = if name.len() > 1 && name.chars().all(|c| !c.is_lowercase()) {
        0
    } else if name.starts_with(char::is_uppercase) {
        1
    } else {
        2
    };
    (kind, name.to_owned())
}

/// What one family module is written from, and what it writes while its types are laid out.
struct Writer<'m> {
    model: &'m Model,
    uses: Uses,
    /// Whether the type being written is an annotation (not evaluated at import).
    annotation: bool,
    /// The attribute names of every model's fields, by type name and wire name.
    attributes: BTreeMap<String, BTreeMap<String, String>>,
}

fn family_view(
    model: &Model,
    settings: &Settings,
    versioned: bool,
) -> Result<FamilyView, CodegenError> {
    let label = if model.version.is_empty() {
        model.family.clone()
    } else {
        format!("{}@{}", model.family, model.version)
    };
    let mut doc = model.doc.clone().unwrap_or_default();
    doc.push_str(&match &model.stability {
        Some(stability) => format!("\n\nContract `{label}`, stability: {stability}."),
        None => format!("\n\nContract `{label}`."),
    });
    doc.push_str(
        "\n\nPydantic models; validate a JSON event with the module's `parse_...` function (strict \
         JSON mode), and write one back with `model_dump(mode=\"json\", by_alias=True, \
         exclude_unset=True)` so absent fields stay absent.",
    );
    let mut scope = Scope::new(&model.source, "Python", false);
    for import in IMPORTS {
        scope.claim(import, "an import of the module")?;
    }
    let mut writer = Writer {
        model,
        uses: Uses::default(),
        annotation: false,
        attributes: BTreeMap::new(),
    };
    let mut exports = Vec::new();
    let mut types = Vec::new();
    for def in &model.types {
        scope.claim(&def.name, &format!("the type {}", def.name))?;
        exports.push(def.name.clone());
        if model.union.as_ref().is_some_and(|u| u.name == def.name) {
            // A definition repeating the union is the union, written below.
            continue;
        }
        types.push(writer.type_view(def));
    }
    let union = match &model.union {
        Some(union) => {
            let view = writer.union_view(union, &label);
            if let Some(unknown) = &view.unknown {
                scope.claim(&unknown.name, "the open union's catch-all")?;
                exports.push(unknown.name.clone());
            }
            if view.tags.is_some() {
                let tags = format!("{}_TYPES", screaming(&union.name));
                scope.claim(&tags, "the union's tags")?;
                exports.push(tags);
            }
            if model.type_def(&union.name).is_none() {
                scope.claim(&union.name, "the union")?;
                exports.push(union.name.clone());
            }
            Some(view)
        }
        None => None,
    };
    let adapter = writer.adapter_view();
    if let Some(adapter) = &adapter {
        for name in [&adapter.name, &adapter.parse] {
            scope.claim(name, "the adapter")?;
            exports.push(name.clone());
        }
    }
    exports.sort_by_key(|name| sort_key(name));
    let runtime = if versioned { ".._runtime" } else { "._runtime" };
    Ok(FamilyView {
        header: comment(&header(settings, &model.source)),
        doc: docstring(&doc, 0),
        imports: writer.uses.lines(runtime),
        types,
        union,
        adapter,
        exports,
    })
}

impl Writer<'_> {
    /// A model, or an alias.
    fn type_view(&mut self, def: &TypeDef) -> TypeView {
        match &def.kind {
            Kind::Object(object) => self.model_view(&def.name, def.doc.as_deref(), object),
            Kind::Alias(ty) => {
                let expr = self.ty(ty);
                TypeView {
                    name: def.name.clone(),
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
    fn optional(&mut self, expr: Expr) -> Expr {
        if self.annotation {
            return Expr::Alternatives(vec![expr, Expr::atom("None")]);
        }
        self.uses.typing.insert("Optional");
        Expr::subscript("Optional", vec![expr])
    }

    /// One of `parts`: `Union[...]` where it is evaluated at import, `A | B` in an annotation.
    fn alternatives(&mut self, parts: Vec<Expr>) -> Expr {
        if self.annotation {
            return Expr::Alternatives(parts);
        }
        self.uses.typing.insert("Union");
        Expr::subscript("Union", parts)
    }

    /// A reference to the named type `name`: quoted where it is evaluated at import (it may be
    /// defined further down).
    fn named(&self, name: &str) -> Expr {
        if self.annotation {
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
                Expr::atom("regex_engine=\"python-re\""),
            ],
        );
        let attributes = attribute_names(&object.fields, &self.model.types);
        let fields = (object.fields.iter())
            .map(|field| {
                let attribute = &attributes[&field.name];
                FieldView {
                    line: self.field_line(field, attribute),
                    doc: (field.doc.as_deref()).map_or_else(String::new, |d| docstring(d, 4)),
                }
            })
            .collect();
        self.attributes.insert(name.to_owned(), attributes);
        TypeView {
            name: name.to_owned(),
            doc: doc.map_or_else(String::new, |d| docstring(d, 4)),
            config: Some(format!("model_config = {}", config.render(4, 19, 0, WIDTH))),
            fields,
            alias: None,
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
                vec![Expr::atom(format!("alias={}", py_string(&field.name)))],
            ));
        }
        if !extras.is_empty() {
            self.uses.typing.insert("Annotated");
            extras.insert(0, annotation);
            annotation = Expr::subscript("Annotated", extras);
        }
        self.annotation = false;
        let default = if field.required { "" } else { " = None" };
        let start = 4 + attribute.len() + 2;
        format!(
            "{attribute}: {}{default}",
            annotation.render(4, start, default.len(), WIDTH)
        )
    }

    /// The union: its tag tuple, its catch-all and its alias.
    fn union_view(&mut self, union: &Union, label: &str) -> UnionView {
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
                vec![Expr::atom(format!(
                    "discriminator={}",
                    py_string(attribute)
                ))],
            );
            expr = Expr::subscript("Annotated", vec![expr, field]);
        }
        let tags_name = format!("{}_TYPES", screaming(&union.name));
        let tags = union.tag.as_ref().map(|_| {
            let values: Vec<Expr> = (union.members.iter())
                .filter_map(|m| m.tag_value.as_deref().map(|v| Expr::atom(py_string(v))))
                .collect();
            let start = tags_name.len() + 22;
            format!(
                "{tags_name}: tuple[str, ...] = {}",
                Expr::group("", "(", ")", values).render(0, start, 0, WIDTH)
            )
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
        let mut doc = format!("Every event type of `{label}`.");
        if union.open {
            doc.push_str(&format!(
                "\n\nOpen: producers may send event types this version does not list; they \
                 validate as `Unknown{}`, which consumers skip.",
                union.name
            ));
        }
        UnionView {
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
        };
        let doc = "An event type this version does not list: the union is open, so consumers \
                   skip it.";
        let mut view = self.model_view(name, Some(doc), &object);
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
                vec![Expr::atom(format!("alias={}", py_string(tag)))],
            ));
        }
        let annotation = Expr::subscript("Annotated", items);
        let start = 4 + attribute.len() + 2;
        view.fields[0].line = format!("{attribute}: {}", annotation.render(4, start, 0, WIDTH));
        view
    }

    /// The adapter of the model's root type and the function that parses JSON with it.
    fn adapter_view(&mut self) -> Option<AdapterView> {
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
            items.push(Expr::atom(
                "config=ConfigDict(strict=True, regex_engine=\"python-re\")",
            ));
        }
        let start = name.len() + root.len() + 19;
        let line = format!(
            "{name}: TypeAdapter[{root}] = {}",
            Expr::group("TypeAdapter", "(", ")", items).render(0, start, 0, WIDTH)
        );
        Some(AdapterView {
            parse: format!("parse_{}", snake(&root)),
            root,
            name,
            line,
        })
    }

    /// A type expression, recording what it uses.
    fn ty(&mut self, ty: &Type) -> Expr {
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
            Type::Map(value) => Expr::subscript("dict", vec![Expr::atom("str"), self.ty(value)]),
            Type::Union(types) => self.union(types),
            Type::Checked(inner, checks) => self.checked(inner, checks),
        }
    }

    /// `Optional[...]` of the forms besides `null`, the literals gathered in one `Literal`.
    fn union(&mut self, types: &[Type]) -> Expr {
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
    fn literals(&mut self, values: &[&Value]) -> Expr {
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
            .map(|v| Expr::atom(super::descriptor::python_literal(v, 0)))
            .collect();
        Expr::subscript(
            "Annotated",
            vec![base, Expr::group("json_literal", "(", ")", args)],
        )
    }

    /// A type with constraints: `Annotated[T, Field(...)]`. Constraints on a union apply to
    /// the members of the JSON types they are about (a `pattern` to the strings), as in JSON
    /// Schema.
    fn checked(&mut self, inner: &Type, checks: &[Check]) -> Expr {
        if let Type::Union(types) = inner {
            return self.union(&distribute(types, checks));
        }
        let base = self.ty(inner);
        let constraints: Vec<Expr> = (checks.iter())
            .filter(|c| applies(c, inner))
            .map(|c| Expr::atom(constraint(c)))
            .collect();
        if constraints.is_empty() {
            return base;
        }
        self.uses.typing.insert("Annotated");
        self.uses.pydantic.insert("Field");
        Expr::subscript(
            "Annotated",
            vec![base, Expr::group("Field", "(", ")", constraints)],
        )
    }
}

/// The `Field` argument of a constraint.
fn constraint(check: &Check) -> String {
    match check {
        Check::Pattern(pattern) => format!("pattern={}", py_string(&pattern.python)),
        Check::Minimum(n) => format!("ge={n}"),
        Check::Maximum(n) => format!("le={n}"),
        Check::ExclusiveMinimum(n) => format!("gt={n}"),
        Check::ExclusiveMaximum(n) => format!("lt={n}"),
        Check::MultipleOf(n) => format!("multiple_of={n}"),
        Check::MinLength(n) | Check::MinItems(n) => format!("min_length={n}"),
        Check::MaxLength(n) | Check::MaxItems(n) => format!("max_length={n}"),
    }
}

/// A `Literal` parameter for `value`, when it can be one (`None`, a boolean, an integer, a
/// string).
fn literal(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(py_string(text)),
        Value::Number(n) if !n.is_f64() => Some(n.to_string()),
        Value::Bool(b) => Some(if *b { "True" } else { "False" }.to_owned()),
        Value::Null => Some("None".to_owned()),
        _ => None,
    }
}

/// A Python string literal, quoted as ruff format quotes it.
fn py_string(text: &str) -> String {
    super::layout::string_literal(text, |c| match u32::from(c) {
        code @ 0..=0xff => format!("\\x{code:02x}"),
        code => format!("\\u{code:04x}"),
    })
}

/// The attribute name of each field, by wire name: the wire name itself when it can be one,
/// else a spelling of it that can (the model then reads the wire name as an alias).
fn attribute_names(fields: &[Field], types: &[TypeDef]) -> BTreeMap<String, String> {
    let usable = |name: &str| {
        is_identifier(name, false)
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
        let mut attribute: String = (field.name.chars())
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
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

impl Spell for Writer<'_> {
    fn spell(&mut self, ty: &Type) -> Expr {
        self.ty(ty)
    }

    fn spell_literals(&mut self, values: &[&Value]) -> Expr {
        self.literals(values)
    }
}
