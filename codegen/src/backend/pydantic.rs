//! Python, pydantic flavour: one module of pydantic v2 models per family version, a package per
//! family, and the pip-installable package around them (`python-pydantic/`).
//!
//! Decisions:
//! - Every model is strict (`"1"` is not an integer, `1` is not a boolean). JSON Schema's
//!   integers are the runtime's `Integer`, which takes `1.0` as `1`, its numbers `Number` (an
//!   `int` stays exact), and neither takes `NaN`, infinity or a number beyond a 64-bit float.
//! - Numeric bounds and `multipleOf` are the runtime's `json_bound`, which judges them as
//!   `eventspec validate` does (exactly, on the numbers as it reads them), not pydantic's `ge` or
//!   `multiple_of` (floats).
//! - A pattern is pydantic's own `Field(pattern=...)` in Rust `regex` syntax (lowering's
//!   translation, ECMA-262's meaning), so the types work under pydantic's default engine inside
//!   a user's own models and adapters; a pattern with lookaround, which only Python's `re` has,
//!   is the runtime's `json_pattern` validator, which needs no engine setting either.
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

mod expr;
mod package;
mod writer;

use package::package_names;

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::{
    Assembly, Backend, Module, Settings, Unit, contract_line, header, module_scope,
    table::{File, shared},
};
use crate::{
    error::CodegenError,
    lang::python::{comment, docstring, import_from},
    model::Model,
    naming::screaming,
};
use writer::Writer;

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
    "Json",
    "Number",
    "json_bound",
    "json_literal",
    "json_pattern",
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
    let mut sorted: Vec<String> = names.into_iter().map(str::to_owned).collect();
    // isort compares names case-insensitively (`InputRequestedEvent` before `InputRequestOption`).
    sorted.sort_by_cached_key(|name| {
        let (kind, lower) = sort_key(name);
        (kind, lower.to_lowercase(), name.clone())
    });
    import_from(module, &sorted)
}

/// The view of a family module (`pydantic/family.py`).
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

/// One model, or a type alias.
#[derive(Serialize)]
struct TypeView {
    name: String,
    /// `class Name(BaseModel):`, laid out as ruff formats it, for a model.
    head: String,
    doc: String,
    /// The `model_config = ...` statement, for a model.
    config: Option<String>,
    fields: Vec<FieldView>,
    /// The `Name = TypeAliasType(...)` statement, for an alias.
    alias: Option<String>,
}

/// One field of a model.
#[derive(Serialize)]
struct FieldView {
    /// The declaration, laid out (lines after the first indented).
    line: String,
    doc: String,
}

/// The union of the event types.
#[derive(Serialize)]
struct UnionView {
    doc: String,
    /// The tag values' tuple, `NAME: tuple[str, ...] = (...)`, for a tagged union, and its
    /// docstring.
    tags: Option<String>,
    tags_doc: String,
    /// The catch-all model of an open union.
    unknown: Option<TypeView>,
    /// The `Name = TypeAliasType(...)` statement.
    alias: String,
}

/// The `TypeAdapter` of the union (or root) and its `parse_…_json` function.
#[derive(Serialize)]
struct AdapterView {
    root: String,
    name: String,
    parse: String,
    /// The parser's signature, laid out, and its docstring.
    parse_signature: String,
    parse_doc: String,
    /// The adapter's declaration, laid out.
    line: String,
}

/// The pydantic flavour of Python: a pip-installable package under `python-pydantic/`.
pub struct Pydantic;

impl Backend for Pydantic {
    fn owned(&self) -> &'static [&'static str] {
        &["python-pydantic/src"]
    }

    fn module_paths(&self) -> &'static str {
        "Python module names"
    }

    fn module(&self, unit: &Unit<'_>) -> Result<Module, CodegenError> {
        let (_, module) = package_names(unit.settings);
        let view = family_view(
            &unit.input.model,
            unit.settings,
            unit.names.version.is_some(),
        )?;
        let path = format!("python-pydantic/src/{module}/{}.py", unit.names.path());
        Ok(Module {
            exports: view.exports.clone(),
            files: vec![File::new("pydantic/family.py", path, &shared(view))],
            paths: Vec::new(),
        })
    }

    fn package(&self, assembly: &Assembly<'_>) -> Result<Vec<File>, CodegenError> {
        Ok(package::files(assembly))
    }
}

/// `__all__`'s order, as ruff sorts it: constants, classes, the rest, each by name.
pub(super) fn sort_key(name: &str) -> (u8, String) {
    let kind = if name.len() > 1 && name.chars().all(|c| !c.is_lowercase()) {
        0
    } else if name.starts_with(char::is_uppercase) {
        1
    } else {
        2
    };
    (kind, name.to_owned())
}

/// The view of the family module of `model`, every name it declares claimed once.
fn family_view(
    model: &Model,
    settings: &Settings,
    versioned: bool,
) -> Result<FamilyView, CodegenError> {
    let label = model.label();
    let mut doc = model.doc.clone().unwrap_or_default();
    doc.push_str("\n\n");
    doc.push_str(&contract_line(model, &label));
    doc.push_str(
        "\n\nPydantic models; validate a JSON event with the module's `parse_...` function (strict \
         JSON mode), and write one back with `model_dump(mode=\"json\", by_alias=True, \
         exclude_unset=True)` so absent fields stay absent.",
    );
    let mut scope = module_scope(model, "Python", IMPORTS, "an import of the module")?;
    let mut writer = Writer {
        model,
        uses: Uses::default(),
        annotation: false,
        lazy: false,
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
