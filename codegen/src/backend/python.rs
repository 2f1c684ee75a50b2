//! Python: one module of `TypedDict`s per family version, a package per family, and the
//! pip-installable package around them (Python 3.9 and later, with `typing_extensions`).
//!
//! Decisions: `Required`/`NotRequired` on every field, so absent and `None` stay distinct; the
//! guards are `TypeGuard`s (pyright cannot rule out that a `TypedDict` of one event type is also
//! one of another, so a `TypeIs` would narrow to an intersection of both); annotations are never
//! evaluated (`from __future__ import annotations`) and every evaluated reference to a named type
//! is quoted, so definitions may come in any order and recursive types work; a type or field
//! whose name is not an identifier, or is a keyword, uses the functional `TypedDict` form so the
//! wire name is kept exactly; a field whose schema is `false` (it must be absent) is left out, as
//! `TypedDict` cannot say "never present". The modules are written as `ruff format` would
//! format them ([`layout`]), and clean under `ruff check` with pyupgrade, bugbear and isort.
//! Each family module's checks are written out, one function per type, in a private module
//! beside it ([`validator`]): nothing interprets a descriptor at run time.

mod annotation;
mod checks;
pub mod layout;
mod site;
mod validator;

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use self::{
    annotation::{Context, Imports},
    layout::{Expr, lines, string},
};
use super::{Input, Modules, Settings, escape_controls, header, package_source, wrap};
use crate::{
    error::CodegenError,
    fileset::FileSet,
    model::{Kind, Model, Type, TypeDef, Union},
    naming::{PYTHON_KEYWORDS, Scope, is_identifier, screaming, snake},
    render::Renderer,
};

/// Directories the Python backend owns entirely, relative to the output directory.
pub const OWNED: &[&str] = &["python/src"];

/// The names a family module imports or declares for its validator.
const IMPORTS: &[&str] = &[
    "annotations",
    "event_type",
    "is_shape",
    "StreamChecker",
    "_RULES",
    "Any",
    "NoReturn",
    "Optional",
    "Union",
    "cast",
    "Literal",
    "NotRequired",
    "Required",
    "TypeAlias",
    "TypedDict",
    "TypeGuard",
    "EventValidationError",
    "Finding",
    "Mode",
    "_validate",
    "_CONTRACT",
    "EVENT_TYPE_MAP",
];

#[derive(Serialize)]
struct ValidatorView {
    runtime: String,
    /// The validator module beside this one: `._v3_validate`.
    checks: String,
    /// What the module imports from the runtime, besides `validate`: only what it uses.
    import: String,
    root: String,
    validate: String,
    parse: String,
    /// The signatures of `validate` and `parse`, laid out.
    validate_signature: String,
    parse_signature: String,
}

#[derive(Serialize)]
struct FamilyView {
    header: String,
    /// The imports from the runtime, the stream checker and the validator module, in isort's
    /// order: the furthest module first, then by name.
    relative_imports: String,
    validator: ValidatorView,
    doc: String,
    /// The `typing` and `typing_extensions` import statements.
    imports: Vec<String>,
    types: Vec<TypeView>,
    union: Option<UnionView>,
    exports: Vec<String>,
    stream: Option<StreamView>,
}

/// The stream checker of a version with stream rules.
#[derive(Serialize)]
struct StreamView {
    /// The stream module, relative: `.._stream`.
    module: String,
    /// The rules as a literal, laid out.
    rules: String,
    /// The checker's factory, e.g. `check_host_event_stream`, and its signature, laid out.
    checker: String,
    signature: String,
}

#[derive(Serialize)]
struct TypeView {
    name: String,
    doc: String,
    class_form: bool,
    functional: bool,
    fields: Vec<FieldView>,
    /// `Name: TypeAlias = ...`, laid out.
    alias: String,
}

#[derive(Serialize)]
struct FieldView {
    /// `name: Required[...]` in a class, `"name": Required[...],` in the functional form, laid
    /// out with its indentation.
    declaration: String,
    doc: String,
    /// The description as `#` comment lines, for the functional form (which has no docstrings).
    comment: Vec<String>,
}

#[derive(Serialize)]
struct UnionView {
    name: String,
    /// `Name: TypeAlias = Union[...]`, laid out, when the union is not a named type itself.
    alias: Option<String>,
    doc: String,
    tagged: bool,
    tag_key: String,
    map_name: String,
    types_name: String,
    events: Vec<EventView>,
}

#[derive(Serialize)]
struct EventView {
    tag: String,
    /// The tag as a JSON string, for the guard's docstring.
    tag_doc: String,
    type_name: String,
    /// The type's name as a string literal: an untagged union's guard checks that type.
    shape: String,
    guard: String,
    /// `def is_...(event: object) -> TypeGuard[...]:`, laid out.
    signature: String,
}

#[derive(Serialize)]
struct PackageInitView {
    header: String,
    doc: String,
    /// `from . import` its submodules, if it has any.
    modules: Option<String>,
    /// The names it re-exports, by the module they come from.
    reexports: Vec<ReexportView>,
    /// `__all__`: the submodules and the names, as string literals in ruff's order.
    all: Vec<String>,
}

impl PackageInitView {
    fn new(
        header: String,
        doc: &str,
        modules: &[String],
        mut reexports: Vec<ReexportView>,
    ) -> Self {
        for reexport in &mut reexports {
            reexport.names.sort_by_cached_key(|name| isort_key(name));
        }
        let mut all: Vec<&String> = (modules.iter())
            .chain(reexports.iter().flat_map(|r| &r.names))
            .collect();
        all.sort_by_cached_key(|name| dunder_all_key(name));
        let all = all.into_iter().map(|name| string(name)).collect();
        Self {
            header,
            doc: docstring(doc, 0),
            modules: (!modules.is_empty()).then(|| layout::import_from(".", modules)),
            reexports,
            all,
        }
    }
}

/// `from .{module} import (names...)`.
#[derive(Serialize)]
struct ReexportView {
    module: String,
    names: Vec<String>,
}

/// A family's version modules, the current one, and the names the current (or only) module
/// exports.
#[derive(Default)]
struct FamilyModules {
    versions: Vec<String>,
    current: Option<String>,
    names: Vec<String>,
}

#[derive(Serialize)]
struct ReadmeView {
    header: String,
    slow_patterns: Vec<super::SlowPattern>,
    /// The distribution name.
    name: String,
    /// The import package.
    module: String,
    /// Whether this is the registry's own package.
    registry: bool,
}

#[derive(Serialize)]
struct PyprojectView {
    version: String,
    /// The distribution name.
    name: String,
    /// The description, as a TOML string.
    description: String,
    /// The SPDX licence expression as a TOML string, or nothing when none was chosen.
    license: Option<String>,
}

/// Generates the Python package into `files`, under `python/`.
pub fn generate(
    inputs: &[Input],
    settings: &Settings,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<(), CodegenError> {
    let root = format!("python/src/{}", settings.package.module);
    let mut families: BTreeMap<String, FamilyModules> = BTreeMap::new();
    let mut modules = Scope::new("the inputs", "Python module names", true);
    for input in inputs {
        let model = &input.model;
        let names = Modules::of(model)?;
        modules.claim(
            &names.path(),
            &format!("{} ({})", model.source, names.path()),
        )?;
        let view = family_view(input, settings)?;
        let text = renderer.render("python/family.py", &view)?;
        let (checks_path, checks) = validator::render(model, &names, &view, renderer)?;
        modules.claim(&checks_path, &format!("{} ({checks_path})", model.source))?;
        files.insert(format!("{root}/{checks_path}.py"), checks);
        let view_exports = view.exports.clone();
        let entry = families.entry(names.family.clone()).or_default();
        files.insert(format!("{root}/{}.py", names.path()), text);
        if input.current || names.version.is_none() {
            entry.names = view_exports
                .iter()
                .map(|e| e.trim_matches('"').to_owned())
                .collect();
        }
        if let Some(version) = names.version {
            entry.versions.push(version.clone());
            if input.current {
                entry.current = Some(version);
            }
        }
    }
    // A user's package names its schema files here: one line of a comment, whatever they hold.
    let head = comment(&header(settings, &package_source(settings, inputs)));
    let top_modules = family_inits(&families, &head, &root, renderer, files)?;
    let init = PackageInitView::new(
        head,
        if settings.package.registry {
            "Typings of AI-agent event streams, generated by eventspec from its contract snapshots."
        } else {
            "Typings and validators generated by eventspec from a JSON Schema: every name of each \
             contract at the top level, and one module per contract."
        },
        &top_modules,
        top_level(&families, &top_modules, settings.package.registry)?,
    );
    files.insert(
        format!("{root}/__init__.py"),
        renderer.render("python/package_init.py", &init)?,
    );
    files.insert(format!("{root}/py.typed"), String::new());
    files.insert(
        format!("{root}/_runtime.py"),
        renderer.render("python/runtime.py", &init)?,
    );
    files.insert(
        format!("{root}/_stream.py"),
        renderer.render("python/stream.py", &init)?,
    );
    package_files(inputs, settings, renderer, files)
}

/// Each versioned family's `__init__` (its versions, and the current one's names); returns
/// the family modules, for the package's own `__init__`.
fn family_inits(
    families: &BTreeMap<String, FamilyModules>,
    header: &str,
    root: &str,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<Vec<String>, CodegenError> {
    for (family, entry) in families {
        if entry.versions.is_empty() {
            continue;
        }
        let init = PackageInitView::new(
            header.to_owned(),
            "Every version of this family; the names of the current one are re-exported here.",
            &entry.versions,
            (entry.current.iter())
                .map(|version| ReexportView {
                    module: version.clone(),
                    names: entry.names.clone(),
                })
                .collect(),
        );
        files.insert(
            format!("{root}/{family}/__init__.py"),
            renderer.render("python/package_init.py", &init)?,
        );
    }
    Ok(families.keys().cloned().collect())
}

/// What the package's `__init__` re-exports: the runtime's error types, the stream checker and,
/// in a user's package, every name of every contract's current version. The names must all differ from
/// each other and from the modules: a clash is an error naming both contracts.
fn top_level(
    families: &BTreeMap<String, FamilyModules>,
    modules: &[String],
    registry: bool,
) -> Result<Vec<ReexportView>, CodegenError> {
    let runtime = ["EventValidationError", "Finding", "Mode"].map(str::to_owned);
    let stream = ["StreamChecker", "StreamFinding"].map(str::to_owned);
    let mut scope = Scope::new("the inputs", "the Python package", false);
    for name in runtime.iter().chain(&stream) {
        scope.claim(name, "an export of the runtime")?;
    }
    for module in modules {
        scope.claim(module, &format!("the module {module}"))?;
    }
    let mut reexports = vec![
        ReexportView {
            module: "_runtime".to_owned(),
            names: runtime.to_vec(),
        },
        ReexportView {
            module: "_stream".to_owned(),
            names: stream.to_vec(),
        },
    ];
    if registry {
        return Ok(reexports);
    }
    for (family, entry) in families {
        if entry.names.is_empty() {
            continue;
        }
        // A name the package already gives a module (a contract titled like its family) stays
        // the module's; the type is still reachable through the module.
        let names: Vec<String> = (entry.names.iter())
            .filter(|name| !modules.contains(name))
            .cloned()
            .collect();
        for name in &names {
            scope.claim(name, &format!("the module {family}"))?;
        }
        reexports.push(ReexportView {
            module: family.clone(),
            names,
        });
    }
    Ok(reexports)
}

/// The README and `pyproject.toml`.
fn package_files(
    inputs: &[Input],
    settings: &Settings,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<(), CodegenError> {
    let package = &settings.package;
    files.insert(
        "python/README.md",
        renderer.render(
            "python/README.md",
            &ReadmeView {
                header: comment(&header(settings, &package_source(settings, inputs))),
                slow_patterns: super::slow_patterns(inputs),
                name: package.distribution.clone(),
                module: package.module.clone(),
                registry: package.registry,
            },
        )?,
    );
    // A JSON string of text without control characters (which `Package` refuses) is a TOML
    // basic string: `\"` and `\\` are its only escapes.
    let toml_string = |text: &str| Value::String(text.to_owned()).to_string();
    files.insert(
        "python/pyproject.toml",
        renderer.render(
            "python/pyproject.toml",
            &PyprojectView {
                version: settings.package_version.clone(),
                name: package.distribution.clone(),
                description: toml_string(&package.description_for("Python")),
                license: package.license.as_deref().map(toml_string),
            },
        )?,
    );
    Ok(())
}

fn family_view(input: &Input, settings: &Settings) -> Result<FamilyView, CodegenError> {
    let model = &input.model;
    let label = model.label();
    let mut scope = Scope::new(&model.source, "Python", false);
    for import in IMPORTS {
        scope.claim(import, "an import of the module")?;
    }
    let mut exports = Vec::new();
    let mut types = Vec::with_capacity(model.types.len());
    // What the validators use; the types record what they use as they are written.
    let mut imports = Imports::default();
    imports.typing("cast");
    for def in &model.types {
        scope.claim(&def.name, &format!("the type {}", def.name))?;
        exports.push(def.name.clone());
        types.push(type_view(def, &mut imports));
    }
    let union = (model.union.as_ref()).map(|union| union_view(model, union, &label, &mut imports));
    if let Some(union) = &union {
        let origin = format!("the union {}", union.name);
        if union.alias.is_some() {
            scope.claim(&union.name, &origin)?;
            exports.push(union.name.clone());
        }
        if union.tagged {
            scope.claim(&union.types_name, &origin)?;
            exports.extend([union.map_name.clone(), union.types_name.clone()]);
        }
        for event in &union.events {
            scope.claim(&event.guard, &format!("the guard of {}", event.type_name))?;
            exports.push(event.guard.clone());
        }
    }
    let validator = validator_view(input, &Modules::of(model)?, union.as_ref());
    for name in [&validator.validate, &validator.parse] {
        scope.claim(name, "a validator")?;
        exports.push(name.clone());
    }
    let stream = stream_view(input, &validator);
    // `EVENT_TYPE_MAP` and `_RULES` are of `Any`.
    if union.as_ref().is_some_and(|union| union.tagged) || stream.is_some() {
        imports.typing("Any");
    }
    if let Some(stream) = &stream {
        scope.claim(&stream.checker, "the stream checker")?;
        exports.push(stream.checker.clone());
    }
    exports.sort_by_cached_key(|name| dunder_all_key(name));
    Ok(FamilyView {
        header: comment(&header(settings, &model.source)),
        relative_imports: relative_imports(&validator, stream.as_ref()),
        validator,
        doc: docstring(&module_doc(model, &label), 0),
        imports: import_statements(&imports),
        types,
        union,
        exports: exports.iter().map(|e| string(e)).collect(),
        stream,
    })
}

/// The family module's imports of its own package, sorted as isort sorts them: the furthest
/// module first (`.._runtime` before `._v3_validate`), then by name; the statements of one module
/// in the order written.
fn relative_imports(validator: &ValidatorView, stream: Option<&StreamView>) -> String {
    let mut imports = vec![
        (validator.runtime.clone(), validator.import.clone()),
        (
            validator.runtime.clone(),
            format!("from {} import validate as _validate", validator.runtime),
        ),
    ];
    if let Some(stream) = stream {
        let statement = format!("from {} import StreamChecker", stream.module);
        imports.push((stream.module.clone(), statement));
    }
    let contract = format!("from {} import CONTRACT as _CONTRACT", validator.checks);
    imports.push((validator.checks.clone(), contract));
    imports.sort_by_cached_key(|(module, _)| {
        let dots = module.chars().take_while(|c| *c == '.').count();
        (std::cmp::Reverse(dots), module.to_lowercase())
    });
    let statements: Vec<String> = imports.into_iter().map(|(_, s)| s).collect();
    statements.join("\n")
}

/// The module's docstring: the contract's description, then its name and stability.
fn module_doc(model: &Model, label: &str) -> String {
    let mut doc = model.doc.clone().unwrap_or_default();
    match &model.stability {
        Some(stability) => {
            doc.push_str(&format!("\n\nContract `{label}`, stability: {stability}."))
        }
        None => doc.push_str(&format!("\n\nContract `{label}`.")),
    }
    doc
}

/// The module's validator: its runtime import, `validate_…` and `parse_…`, and the import of
/// the contract from the validator module beside it.
fn validator_view(input: &Input, names: &Modules, union: Option<&UnionView>) -> ValidatorView {
    let model = &input.model;
    let root = super::plan::root_name(model);
    let runtime = if model.version.is_empty() {
        "._runtime"
    } else {
        ".._runtime"
    };
    let mut runtime_names = vec!["EventValidationError", "Finding", "Mode"];
    if !input.rules.is_empty() {
        runtime_names.push("event_type");
    }
    if union.is_some_and(|union| !union.tagged) {
        runtime_names.push("is_shape");
    }
    let runtime_names: Vec<String> = runtime_names.into_iter().map(str::to_owned).collect();
    ValidatorView {
        runtime: runtime.to_owned(),
        import: layout::import_from(runtime, &runtime_names),
        validate: format!("validate_{}", snake(&root)),
        parse: format!("parse_{}", snake(&root)),
        validate_signature: layout::def_line(
            &format!("validate_{}", snake(&root)),
            &["value: object", "mode: Mode = \"declared\""],
            "list[Finding]",
        ),
        parse_signature: layout::def_line(
            &format!("parse_{}", snake(&root)),
            &["value: object", "mode: Mode = \"declared\""],
            &root,
        ),
        checks: format!(
            ".{}",
            validator::module_name(names.version.as_ref().unwrap_or(&names.family))
        ),
        root,
    }
}

/// The stream checker of `input`, when it has stream rules.
fn stream_view(input: &Input, validator: &ValidatorView) -> Option<StreamView> {
    let rules = super::checker_rules(input)?;
    let checker = format!("check_{}_stream", snake(&validator.root));
    Some(StreamView {
        module: validator.runtime.replace("_runtime", "_stream"),
        rules: layout::literal(&rules, 0, "_RULES: list[dict[str, Any]] = ", ""),
        signature: layout::def_line(&checker, &["group_by: str | None = None"], "StreamChecker"),
        checker,
    })
}

/// The view of one named type: a `TypedDict` (class or functional form), or a type alias.
fn type_view(def: &TypeDef, imports: &mut Imports) -> TypeView {
    // A class's docstring is indented in its body; an alias's is at the module's level.
    let type_doc = |indent| (def.doc.as_deref()).map_or_else(String::new, |d| docstring(d, indent));
    let view = |functional, fields, alias| TypeView {
        name: def.name.clone(),
        doc: type_doc(if functional || !matches!(def.kind, Kind::Object(_)) {
            0
        } else {
            4
        }),
        class_form: matches!(def.kind, Kind::Object(_)) && !functional,
        functional,
        fields,
        alias,
    };
    let object = match &def.kind {
        Kind::Object(object) => object,
        Kind::Alias(ty) => {
            let prefix = format!("{}: {} = ", def.name, imports.extension("TypeAlias"));
            let alias = lines(0, &prefix, &imports.ty(ty, Context::Runtime), "");
            return view(false, Vec::new(), alias.join("\n"));
        }
    };
    imports.extension("TypedDict");
    let fields: Vec<_> = (object.fields.iter())
        .filter(|field| field.ty != Type::Never)
        .collect();
    // A name that is no identifier, or a keyword, needs the functional form; so does the whole
    // type, and its annotations are evaluated there.
    let functional = fields
        .iter()
        .any(|f| !is_identifier(&f.name, false) || PYTHON_KEYWORDS.contains(&f.name.as_str()));
    let context = if functional {
        Context::Runtime
    } else {
        Context::Annotation
    };
    let fields = fields
        .into_iter()
        .map(|field| {
            let wrapper = match field.required {
                true => imports.extension("Required"),
                false => imports.extension("NotRequired"),
            };
            let annotation = Expr::Subscript(wrapper.into(), vec![imports.ty(&field.ty, context)]);
            let declaration = match functional {
                true => lines(8, &format!("{}: ", string(&field.name)), &annotation, ","),
                false => lines(4, &format!("{}: ", field.name), &annotation, ""),
            };
            FieldView {
                declaration: declaration.join("\n"),
                doc: (field.doc.as_deref()).map_or_else(String::new, |d| docstring(d, 4)),
                comment: (field.doc.as_deref())
                    .map(|doc| wrap(doc, 80).iter().map(|l| comment(l)).collect())
                    .unwrap_or_default(),
            }
        })
        .collect();
    view(functional, fields, String::new())
}

/// The view of the union: its alias, map, tags and guards.
fn union_view(model: &Model, union: &Union, label: &str, imports: &mut Imports) -> UnionView {
    let events: Vec<EventView> = union
        .members
        .iter()
        .map(|m| {
            let tag = m.tag_value.clone().unwrap_or_default();
            // A JSON string is already escaped for a docstring (`\"`, `\\`), and what
            // surrounds it here cannot make a `"""` of its quotes.
            EventView {
                tag_doc: comment(&Value::String(tag.clone()).to_string()),
                tag: string(&tag),
                signature: layout::def_line(
                    &format!("is_{}", snake(&m.type_name)),
                    &["event: object"],
                    &format!("TypeGuard[{}]", m.type_name),
                ),
                shape: string(&m.type_name),
                type_name: m.type_name.clone(),
                guard: format!("is_{}", snake(&m.type_name)),
            }
        })
        .collect();
    let alias = model.type_def(&union.name).is_none().then(|| {
        let members = (union.members.iter())
            .map(|m| imports.ty(&Type::Named(m.type_name.clone()), Context::Runtime))
            .collect();
        let union_ty = Expr::Subscript(imports.typing("Union").into(), members);
        let prefix = format!("{}: {} = ", union.name, imports.extension("TypeAlias"));
        lines(0, &prefix, &union_ty, "").join("\n")
    });
    imports.extension("TypeGuard");
    // The module's docstring holds the contract's description; the union names it.
    let mut union_doc = format!("Every event type of `{label}`.");
    if union.open {
        union_doc.push_str(
            "\n\nOpen: producers may send event types this version does not list; look the tag \
             up in `EVENT_TYPE_MAP` and skip what is not there.",
        );
    }
    UnionView {
        name: union.name.clone(),
        alias,
        doc: docstring(&union_doc, 0),
        tagged: union.tag.is_some(),
        tag_key: string(union.tag.as_deref().unwrap_or_default()),
        map_name: "EVENT_TYPE_MAP".to_owned(),
        types_name: format!("{}_TYPES", screaming(&union.name)),
        events,
    }
}

/// The module's `typing` and `typing_extensions` imports: only the names it uses (an unused
/// import is an error to a strict type checker), sorted as isort sorts them.
fn import_statements(imports: &Imports) -> Vec<String> {
    let sorted = |names: &std::collections::BTreeSet<&str>| {
        let mut names: Vec<String> = names.iter().map(|name| (*name).to_owned()).collect();
        names.sort_by_cached_key(|name| isort_key(name));
        names
    };
    let mut statements = vec![layout::import_from("typing", &sorted(&imports.typing))];
    if !imports.extensions.is_empty() {
        statements.push(layout::import_from(
            "typing_extensions",
            &sorted(&imports.extensions),
        ));
    }
    statements
}

/// isort's `order-by-type`: constants, classes, then the rest, each case-insensitively.
fn isort_key(name: &str) -> (u8, String) {
    (member_kind(name), name.to_lowercase())
}

/// How isort and ruff's `__all__` sort rank a name: a constant (`SCREAMING_CASE`) first, a class
/// (`CamelCase`) next, anything else last.
fn member_kind(name: &str) -> u8 {
    let upper = |c: char| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_';
    if name.len() > 1 && name.chars().all(upper) {
        0
    } else if name.starts_with(|c: char| c.is_ascii_uppercase()) {
        1
    } else {
        2
    }
}

/// The order ruff gives `__all__` (RUF022): by [`member_kind`], then in natural order (runs
/// of digits compared as numbers).
fn dunder_all_key(name: &str) -> (u8, Vec<(String, u128)>) {
    let mut parts = Vec::new();
    let mut rest = name;
    while !rest.is_empty() {
        let text_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (text, after) = rest.split_at(text_len);
        let digits_len = after
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(after.len());
        let (digits, after) = after.split_at(digits_len);
        parts.push((text.to_owned(), digits.parse().unwrap_or(0)));
        rest = after;
    }
    (member_kind(name), parts)
}

/// `text` made safe for one line of a `#` comment or of a string literal: control characters
/// and line separators as `\xNN` / `\uNNNN` (visible text in a comment, the character itself in
/// a string), so no text can end a comment and start code. Every text from a schema or a file
/// name that goes into a Python comment or docstring goes through here.
pub fn comment(text: &str) -> String {
    escape_controls(text, |c| match u32::from(c) {
        code @ 0..=0xff => format!("\\x{code:02x}"),
        code => format!("\\u{code:04x}"),
    })
}

/// A docstring body that cannot close early or escape, for a docstring indented by `indent`
/// spaces: backslashes are escaped, and a quote that another quote follows or that ends the
/// text (so no `"""` can form); long lines are wrapped to 88 columns with the indentation, each
/// line goes through [`comment`], and continuation lines are indented like the opening quotes.
pub(crate) fn docstring(text: &str, indent: usize) -> String {
    let mut escaped = String::with_capacity(text.len());
    let mut chars = text.trim().chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => escaped.push_str("\\\\"),
            '"' if chars.peek().is_none_or(|next| *next == '"') => escaped.push_str("\\\""),
            c => escaped.push(c),
        }
    }
    let margin = " ".repeat(indent);
    wrap(&escaped, 88 - indent)
        .iter()
        .map(|line| comment(line))
        .collect::<Vec<_>>()
        .join(&format!("\n{margin}"))
        .replace(&format!("\n{margin}\n"), "\n\n")
}
