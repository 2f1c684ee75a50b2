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

mod writer;

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use serde_json::Value;

use super::{
    Input, Modules, Settings, header, package_source,
    python::{comment, docstring},
};
use crate::{
    error::CodegenError,
    fileset::FileSet,
    model::Model,
    naming::{Scope, screaming},
    render::Renderer,
};
use writer::Writer;

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

fn family_view(
    model: &Model,
    settings: &Settings,
    versioned: bool,
) -> Result<FamilyView, CodegenError> {
    let label = model.label();
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
