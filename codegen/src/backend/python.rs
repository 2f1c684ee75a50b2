//! Python: one module of `TypedDict`s per family version, a package per family, and the
//! pip-installable package around them (Python 3.9 and later, with `typing_extensions`).
//!
//! Decisions: `Required`/`NotRequired` on every field, so absent and `None` stay distinct; the
//! guards are `TypeGuard`s (pyright cannot rule out that a `TypedDict` of one event type is also
//! one of another, so a `TypeIs` would narrow to an intersection of both);
//! every reference to a named type is quoted, so definitions may come in any order and recursive
//! types work; a type or field whose name is not an identifier, or is a keyword, uses the
//! functional `TypedDict` form so the wire name is kept exactly; a field whose schema is `false`
//! (it must be absent) is left out, as `TypedDict` cannot say "never present".

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use super::{
    Input, Modules, Settings, descriptor::Runtime, escape_controls, header, package_source, wrap,
};
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
    "Any",
    "Dict",
    "List",
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
    root: String,
    validate: String,
    parse: String,
    contract: String,
}

#[derive(Serialize)]
struct FamilyView {
    header: String,
    validator: ValidatorView,
    doc: String,
    typing_imports: String,
    extension_imports: String,
    types: Vec<TypeView>,
    union: Option<UnionView>,
    exports: Vec<String>,
}

#[derive(Serialize)]
struct TypeView {
    name: String,
    doc: String,
    class_form: bool,
    functional: bool,
    fields: Vec<FieldView>,
    alias: String,
}

#[derive(Serialize)]
struct FieldView {
    name: String,
    key: String,
    annotation: String,
    doc: String,
    /// The description as `#` comment lines, for the functional form (which has no docstrings).
    comment: Vec<String>,
}

#[derive(Serialize)]
struct UnionView {
    name: String,
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
    guard: String,
}

#[derive(Serialize)]
struct PackageInitView {
    header: String,
    doc: String,
    /// The submodules it imports.
    modules: Vec<String>,
    /// The names it re-exports, by the module they come from.
    reexports: Vec<ReexportView>,
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
        let view = family_view(model, settings)?;
        let text = renderer.render("python/family.py", &view)?;
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
    let init = PackageInitView {
        header: head,
        doc: docstring(
            if settings.package.registry {
                "Typings of AI-agent event streams, generated by eventspec from its contract snapshots."
            } else {
                "Typings and validators generated by eventspec from a JSON Schema: every name of each \
                 contract at the top level, and one module per contract."
            },
            0,
        ),
        reexports: top_level(&families, &top_modules, settings.package.registry)?,
        modules: top_modules,
    };
    files.insert(
        format!("{root}/__init__.py"),
        renderer.render("python/package_init.py", &init)?,
    );
    files.insert(format!("{root}/py.typed"), String::new());
    files.insert(
        format!("{root}/_runtime.py"),
        renderer.render("python/runtime.py", &init)?,
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
        let init = PackageInitView {
            header: header.to_owned(),
            doc: docstring(
                "Every version of this family; the names of the current one are re-exported here.",
                0,
            ),
            modules: entry.versions.clone(),
            reexports: (entry.current.iter())
                .map(|version| ReexportView {
                    module: version.clone(),
                    names: entry.names.clone(),
                })
                .collect(),
        };
        files.insert(
            format!("{root}/{family}/__init__.py"),
            renderer.render("python/package_init.py", &init)?,
        );
    }
    Ok(families.keys().cloned().collect())
}

/// What the package's `__init__` re-exports: the runtime's error types and, in a user's
/// package, every name of every contract's current version. The names must all differ from
/// each other and from the modules: a clash is an error naming both contracts.
fn top_level(
    families: &BTreeMap<String, FamilyModules>,
    modules: &[String],
    registry: bool,
) -> Result<Vec<ReexportView>, CodegenError> {
    let runtime = ["EventValidationError", "Finding", "Mode"].map(str::to_owned);
    let mut scope = Scope::new("the inputs", "the Python package", false);
    for name in &runtime {
        scope.claim(name, "an export of the runtime")?;
    }
    for module in modules {
        scope.claim(module, &format!("the module {module}"))?;
    }
    let mut reexports = vec![ReexportView {
        module: "_runtime".to_owned(),
        names: runtime.to_vec(),
    }];
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

fn family_view(model: &Model, settings: &Settings) -> Result<FamilyView, CodegenError> {
    let label = if model.version.is_empty() {
        model.family.clone()
    } else {
        format!("{}@{}", model.family, model.version)
    };
    let mut doc = model.doc.clone().unwrap_or_default();
    match &model.stability {
        Some(stability) => {
            doc.push_str(&format!("\n\nContract `{label}`, stability: {stability}."))
        }
        None => doc.push_str(&format!("\n\nContract `{label}`.")),
    }
    let mut scope = Scope::new(&model.source, "Python", false);
    for import in IMPORTS {
        scope.claim(import, "an import of the module")?;
    }
    let mut exports = Vec::new();
    let mut types = Vec::with_capacity(model.types.len());
    for def in &model.types {
        scope.claim(&def.name, &format!("the type {}", def.name))?;
        exports.push(def.name.clone());
        types.push(type_view(def));
    }
    let union = (model.union.as_ref()).map(|union| union_view(model, union, &label));
    if let Some(union) = &union {
        let origin = format!("the union {}", union.name);
        if union.alias.is_some() {
            scope.claim(&union.name, &origin)?;
            exports.push(union.name.clone());
        }
        if union.tagged {
            scope.claim(&union.types_name, &origin)?;
            exports.extend([union.map_name.clone(), union.types_name.clone()]);
            for event in &union.events {
                scope.claim(&event.guard, &format!("the guard of {}", event.type_name))?;
                exports.push(event.guard.clone());
            }
        }
    }
    let root = super::descriptor::root_name(model);
    let validator = ValidatorView {
        runtime: if model.version.is_empty() {
            "._runtime".into()
        } else {
            ".._runtime".into()
        },
        validate: format!("validate_{}", snake(&root)),
        parse: format!("parse_{}", snake(&root)),
        contract: super::descriptor::python_literal(
            &super::descriptor::descriptor(model, Runtime::Python),
            0,
        ),
        root,
    };
    for name in [&validator.validate, &validator.parse] {
        scope.claim(name, "a validator")?;
        exports.push(name.clone());
    }
    exports.sort();
    let (typing_imports, extension_imports) = imports(&types, union.as_ref());
    Ok(FamilyView {
        header: comment(&header(settings, &model.source)),
        validator,
        doc: docstring(&doc, 0),
        typing_imports,
        extension_imports,
        types,
        union,
        exports: exports.into_iter().map(|e| format!("\"{e}\"")).collect(),
    })
}

/// The view of one named type: a `TypedDict` (class or functional form), or a type alias.
fn type_view(def: &TypeDef) -> TypeView {
    // A class's docstring is indented in its body; an alias's is at the module's level.
    let type_doc = |indent| (def.doc.as_deref()).map_or_else(String::new, |d| docstring(d, indent));
    match &def.kind {
        Kind::Object(object) => {
            let fields: Vec<FieldView> = object
                .fields
                .iter()
                .filter(|field| field.ty != Type::Never)
                .map(|field| {
                    let wrapper = if field.required {
                        "Required"
                    } else {
                        "NotRequired"
                    };
                    FieldView {
                        name: field.name.clone(),
                        key: Value::String(field.name.clone()).to_string(),
                        annotation: format!("{wrapper}[{}]", py_type(&field.ty)),
                        doc: (field.doc.as_deref()).map_or_else(String::new, |d| docstring(d, 4)),
                        comment: field
                            .doc
                            .as_deref()
                            .map(|doc| wrap(doc, 80).iter().map(|l| comment(l)).collect())
                            .unwrap_or_default(),
                    }
                })
                .collect();
            let functional = fields.iter().any(|f| {
                !is_identifier(&f.name, false) || PYTHON_KEYWORDS.contains(&f.name.as_str())
            });
            TypeView {
                name: def.name.clone(),
                doc: type_doc(if functional { 0 } else { 4 }),
                class_form: !functional,
                functional,
                fields,
                alias: String::new(),
            }
        }
        Kind::Alias(ty) => TypeView {
            name: def.name.clone(),
            doc: type_doc(0),
            class_form: false,
            functional: false,
            fields: Vec::new(),
            alias: py_type(ty),
        },
    }
}

/// The view of the union: its alias, map, tags and guards.
fn union_view(model: &Model, union: &Union, label: &str) -> UnionView {
    let events: Vec<EventView> = union
        .members
        .iter()
        .map(|m| {
            let tag = Value::String(m.tag_value.clone().unwrap_or_default()).to_string();
            // A JSON string is already escaped for a docstring (`\"`, `\\`), and what
            // surrounds it here cannot make a `"""` of its quotes.
            EventView {
                tag_doc: comment(&tag),
                tag,
                type_name: m.type_name.clone(),
                guard: format!("is_{}", snake(&m.type_name)),
            }
        })
        .collect();
    let alias = model.type_def(&union.name).is_none().then(|| {
        let members: Vec<String> = union
            .members
            .iter()
            .map(|m| format!("\"{}\"", m.type_name))
            .collect();
        format!("Union[{}]", members.join(", "))
    });
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
        tag_key: Value::String(union.tag.clone().unwrap_or_default()).to_string(),
        map_name: "EVENT_TYPE_MAP".to_owned(),
        types_name: format!("{}_TYPES", screaming(&union.name)),
        events,
    }
}

/// The names to import from `typing` and `typing_extensions`: only those the module uses (an
/// unused import is an error to a strict type checker), and those its validators use.
fn imports(types: &[TypeView], union: Option<&UnionView>) -> (String, String) {
    let mut text = String::new();
    for view in types {
        text.push_str(&view.alias);
        text.push(' ');
        for field in &view.fields {
            text.push_str(&field.annotation);
            text.push(' ');
        }
    }
    let mut typing = Vec::new();
    let mut extensions = Vec::new();
    let used = |name: &str| {
        text.match_indices(name).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + name.len()..].chars().next();
            !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
                && !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    };
    for name in ["Any", "Dict", "List", "NoReturn", "Optional", "Union"] {
        if used(name) {
            typing.push(name);
        }
    }
    let tagged = union.is_some_and(|u| u.tagged);
    if tagged {
        for name in ["Any", "Dict"] {
            if !typing.contains(&name) {
                typing.push(name);
            }
        }
    }
    if union.is_some_and(|u| u.alias.is_some()) && !typing.contains(&"Union") {
        typing.push("Union");
    }
    typing.sort_unstable();
    if used("Literal") {
        extensions.push("Literal");
    }
    if types.iter().any(|t| {
        !t.fields
            .iter()
            .all(|f| !f.annotation.starts_with("NotRequired"))
    }) {
        extensions.push("NotRequired");
    }
    if types.iter().any(|t| {
        t.fields
            .iter()
            .any(|f| f.annotation.starts_with("Required"))
    }) {
        extensions.push("Required");
    }
    if types.iter().any(|t| !t.class_form && !t.functional)
        || union.is_some_and(|u| u.alias.is_some())
    {
        extensions.push("TypeAlias");
    }
    if types.iter().any(|t| t.class_form || t.functional) {
        extensions.push("TypedDict");
    }
    if tagged {
        extensions.push("TypeGuard");
    }
    // The validators' own names.
    for name in ["Any", "Dict", "List", "cast"] {
        if !typing.contains(&name) {
            typing.push(name);
        }
    }
    typing.sort_by_key(|name| (name.starts_with(char::is_lowercase), *name));
    (typing.join(", "), extensions.join(", "))
}

/// A Python annotation; named types are quoted (forward references).
fn py_type(ty: &Type) -> String {
    match ty {
        Type::Checked(ty, _) => py_type(ty),
        Type::Any => "Any".into(),
        Type::Never => "NoReturn".into(),
        Type::Null => "None".into(),
        Type::Boolean => "bool".into(),
        Type::Integer => "int".into(),
        Type::Number => "float".into(),
        Type::String => "str".into(),
        Type::Literal(value) => match py_literal(value) {
            Some(literal) => format!("Literal[{literal}]"),
            None => py_json_type(value).into(),
        },
        Type::Named(name) => format!("\"{name}\""),
        Type::Array(item) => format!("List[{}]", py_type(item)),
        Type::Map(value) => format!("Dict[str, {}]", py_type(value)),
        Type::Union(types) => {
            let literals: Vec<String> = types
                .iter()
                .filter_map(|t| match t {
                    Type::Literal(value) => py_literal(value),
                    _ => None,
                })
                .collect();
            let nullable = types.contains(&Type::Null);
            let mut others: Vec<String> = Vec::new();
            for t in types {
                let annotation = match t {
                    Type::Null => continue,
                    Type::Literal(value) if py_literal(value).is_some() => continue,
                    other => py_type(other),
                };
                if !others.contains(&annotation) {
                    others.push(annotation);
                }
            }
            let mut parts = others;
            if !literals.is_empty() {
                parts.insert(0, format!("Literal[{}]", literals.join(", ")));
            }
            let inner = match parts.len() {
                0 => "None".to_owned(),
                1 => parts.remove(0),
                _ => format!("Union[{}]", parts.join(", ")),
            };
            if nullable && inner != "None" {
                format!("Optional[{inner}]")
            } else {
                inner
            }
        }
    }
}

/// `value` as a parameter of `Literal[...]`, when it can be one: PEP 586 allows `None`, `bool`,
/// `int` and `str`, not floats, lists or dicts (`Literal[{"beta": true}]` fails at import).
fn py_literal(value: &Value) -> Option<String> {
    match value {
        Value::Bool(true) => Some("True".into()),
        Value::Bool(false) => Some("False".into()),
        Value::Null => Some("None".into()),
        Value::Number(n) if n.is_f64() => None,
        Value::Number(_) | Value::String(_) => Some(value.to_string()),
        Value::Array(_) | Value::Object(_) => None,
    }
}

/// The annotation of a `const` or `enum` value that cannot be a `Literal`; the runtime validator
/// still checks the value itself (JSON equality).
fn py_json_type(value: &Value) -> &'static str {
    match value {
        Value::Array(_) => "List[Any]",
        Value::Object(_) => "Dict[str, Any]",
        _ => "float",
    }
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
