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

use super::{Input, Settings, header, module_name, wrap};
use crate::{
    error::CodegenError,
    fileset::FileSet,
    model::{Kind, Model, Type},
    naming::{is_identifier, screaming, snake},
    render::Renderer,
};

/// Directories the Python backend owns entirely, relative to the output directory.
pub const OWNED: &[&str] = &["python/src"];

/// The import name of the generated package.
pub const PACKAGE: &str = "eventspec_events";

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
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
    type_name: String,
    guard: String,
}

#[derive(Serialize)]
struct PackageInitView {
    header: String,
    doc: String,
    current: Option<String>,
    current_exports: Vec<String>,
    modules: Vec<String>,
}

/// A family's version modules, and the current one with the names it exports.
#[derive(Default)]
struct FamilyModules {
    versions: Vec<String>,
    current: Option<(String, Vec<String>)>,
}

#[derive(Serialize)]
struct PyprojectView {
    version: String,
}

/// Generates the Python package into `files`, under `python/`.
pub fn generate(
    inputs: &[Input],
    settings: &Settings,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<(), CodegenError> {
    let root = format!("python/src/{PACKAGE}");
    let mut families: BTreeMap<String, FamilyModules> = BTreeMap::new();
    for input in inputs {
        let model = &input.model;
        let family = module_name(&model.family);
        let view = family_view(model, settings)?;
        let text = renderer.render("python/family.py", &view)?;
        let view_exports = view.exports.clone();
        let entry = families.entry(family.clone()).or_default();
        if model.version.is_empty() {
            files.insert(format!("{root}/{family}.py"), text);
        } else {
            files.insert(format!("{root}/{family}/{}.py", model.version), text);
            entry.versions.push(model.version.clone());
            if input.current {
                let names = view_exports
                    .iter()
                    .map(|e| e.trim_matches('"').to_owned())
                    .collect();
                entry.current = Some((model.version.clone(), names));
            }
        }
    }
    let mut top_modules = Vec::new();
    for (family, FamilyModules { versions, current }) in &families {
        top_modules.push(family.clone());
        if versions.is_empty() {
            continue;
        }
        let init = PackageInitView {
            header: header(settings, "the registry"),
            doc: docstring(
                "Every version of this family; the names of the current one are re-exported here.",
            ),
            current: current.as_ref().map(|(version, _)| version.clone()),
            current_exports: current
                .as_ref()
                .map(|(_, names)| names.clone())
                .unwrap_or_default(),
            modules: versions.clone(),
        };
        files.insert(
            format!("{root}/{family}/__init__.py"),
            renderer.render("python/package_init.py", &init)?,
        );
    }
    let init = PackageInitView {
        header: header(settings, "the registry"),
        doc: docstring(
            "Typings of AI-agent event streams, generated by eventspec from its contract snapshots.",
        ),
        current: Some("_runtime".to_owned()),
        current_exports: vec![
            "EventValidationError".to_owned(),
            "ValidationError".to_owned(),
        ],
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
    files.insert(
        "python/pyproject.toml",
        renderer.render(
            "python/pyproject.toml",
            &PyprojectView {
                version: settings.package_version.clone(),
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
    let mut exports = Vec::new();
    let mut types = Vec::with_capacity(model.types.len());
    for def in &model.types {
        let name = type_name(&def.name);
        exports.push(name.clone());
        let type_doc = def.doc.as_deref().map(docstring).unwrap_or_default();
        let view = match &def.kind {
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
                            doc: field.doc.as_deref().map(docstring).unwrap_or_default(),
                            comment: field
                                .doc
                                .as_deref()
                                .map(|doc| wrap(doc, 80))
                                .unwrap_or_default(),
                        }
                    })
                    .collect();
                let functional = fields
                    .iter()
                    .any(|f| !is_identifier(&f.name, false) || KEYWORDS.contains(&f.name.as_str()));
                TypeView {
                    name,
                    doc: type_doc,
                    class_form: !functional,
                    functional,
                    fields,
                    alias: String::new(),
                }
            }
            Kind::Alias(ty) => TypeView {
                name,
                doc: type_doc,
                class_form: false,
                functional: false,
                fields: Vec::new(),
                alias: py_type(ty),
            },
        };
        types.push(view);
    }
    let union = model.union.as_ref().map(|union| {
        let events: Vec<EventView> = union
            .members
            .iter()
            .map(|m| EventView {
                tag: Value::String(m.tag_value.clone().unwrap_or_default()).to_string(),
                type_name: type_name(&m.type_name),
                guard: format!("is_{}", snake(&m.type_name)),
            })
            .collect();
        let alias = model.type_def(&union.name).is_none().then(|| {
            let members: Vec<String> = union
                .members
                .iter()
                .map(|m| format!("\"{}\"", type_name(&m.type_name)))
                .collect();
            format!("Union[{}]", members.join(", "))
        });
        if alias.is_some() {
            exports.push(type_name(&union.name));
        }
        if union.tag.is_some() {
            exports.push("EVENT_TYPE_MAP".to_owned());
            exports.push(format!("{}_TYPES", screaming(&union.name)));
            exports.extend(events.iter().map(|e| e.guard.clone()));
        }
        let mut union_doc = model.doc.clone().unwrap_or_default();
        if union.open {
            union_doc.push_str(
                "\n\nOpen: producers may send event types this version does not list; look the tag \
                 up in `EVENT_TYPE_MAP` and skip what is not there.",
            );
        }
        UnionView {
            name: type_name(&union.name),
            alias,
            doc: docstring(&union_doc),
            tagged: union.tag.is_some(),
            tag_key: Value::String(union.tag.clone().unwrap_or_default()).to_string(),
            map_name: "EVENT_TYPE_MAP".to_owned(),
            types_name: format!("{}_TYPES", screaming(&union.name)),
            events,
        }
    });
    let root = type_name(&super::descriptor::root_name(model));
    let validator = ValidatorView {
        runtime: if model.version.is_empty() {
            "._runtime".into()
        } else {
            ".._runtime".into()
        },
        validate: format!("validate_{}", snake(&root)),
        parse: format!("parse_{}", snake(&root)),
        contract: super::descriptor::python_literal(&super::descriptor::descriptor(model), 0),
        root,
    };
    exports.push(validator.validate.clone());
    exports.push(validator.parse.clone());
    exports.sort();
    let (mut typing_imports, extension_imports) = imports(&types, union.as_ref());
    // The validators' own names.
    let mut typing: Vec<&str> = typing_imports
        .split(", ")
        .filter(|s| !s.is_empty())
        .collect();
    for name in ["Any", "Dict", "List", "cast"] {
        if !typing.contains(&name) {
            typing.push(name);
        }
    }
    typing.sort_by_key(|name| (name.starts_with(char::is_lowercase), *name));
    typing_imports = typing.join(", ");
    Ok(FamilyView {
        header: header(settings, &model.source),
        validator,
        doc: docstring(&doc),
        typing_imports,
        extension_imports,
        types,
        union,
        exports: exports.into_iter().map(|e| format!("\"{e}\"")).collect(),
    })
}

/// The names to import from `typing` and `typing_extensions`: only those the module uses (an
/// unused import is an error to a strict type checker).
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
    (typing.join(", "), extensions.join(", "))
}

/// A Python type name: the schema name when it is an identifier, else its PascalCase.
fn type_name(name: &str) -> String {
    if is_identifier(name, false) && !KEYWORDS.contains(&name) {
        name.to_owned()
    } else {
        crate::naming::pascal(name)
    }
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
        Type::Literal(value) => format!("Literal[{}]", py_literal(value)),
        Type::Named(name) => format!("\"{}\"", type_name(name)),
        Type::Array(item) => format!("List[{}]", py_type(item)),
        Type::Map(value) => format!("Dict[str, {}]", py_type(value)),
        Type::Union(types) => {
            let literals: Vec<String> = types
                .iter()
                .filter_map(|t| match t {
                    Type::Literal(value) => Some(py_literal(value)),
                    _ => None,
                })
                .collect();
            let nullable = types.contains(&Type::Null);
            let others: Vec<String> = types
                .iter()
                .filter(|t| !matches!(t, Type::Literal(_) | Type::Null))
                .map(py_type)
                .collect();
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

fn py_literal(value: &Value) -> String {
    match value {
        Value::Bool(true) => "True".into(),
        Value::Bool(false) => "False".into(),
        Value::Null => "None".into(),
        other => other.to_string(),
    }
}

/// A docstring body that cannot close early or escape: backslashes and quotes are escaped, and
/// long lines are wrapped (continuation lines indented by `indent` spaces).
fn docstring(text: &str) -> String {
    let escaped = text.trim().replace('\\', "\\\\").replace('"', "\\\"");
    wrap(&escaped, 88).join("\n")
}
