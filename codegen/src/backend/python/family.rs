//! Builds the view of a Python family module: its `TypedDict`s, its union's guards, its validator
//! and stream checker and its imports, with every name claimed once.

use super::{
    annotation::Imports,
    types::{type_view, union_view},
    validator,
    view::{FamilyView, StreamView, UnionView, ValidatorView},
};
use crate::{
    api,
    backend::{
        Input, Modules, Settings, checker_rules, contract_line, described_rules, header,
        module_scope, plan,
    },
    error::CodegenError,
    lang::python::{self, comment, docstring, dunder_all_key, isort_key, string},
    model::Model,
    naming::snake,
};

/// The names a family module imports or declares for its validator.
pub(super) const IMPORTS: &[&str] = &[
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
];

/// The view of the family module of `input`, every name it declares claimed once.
pub(super) fn family_view(input: &Input, settings: &Settings) -> Result<FamilyView, CodegenError> {
    let model = &input.model;
    let label = model.label();
    let mut scope = module_scope(model, "Python", IMPORTS, "an import of the module")?;
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
    let mut union =
        (model.union.as_ref()).map(|union| union_view(model, union, &label, &mut imports));
    if let Some(union) = &union {
        let origin = format!("the union {}", union.name);
        if union.alias.is_some() {
            scope.claim(&union.name, &origin)?;
            exports.push(union.name.clone());
        }
        if union.tagged {
            scope.claim(&union.types_name, &origin)?;
            scope.claim(&union.map_name, &origin)?;
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
    for event in union.iter_mut().flat_map(|union| &mut union.events) {
        let sentence = api::guard(
            &event.type_name,
            event.tag_json.as_deref(),
            &validator.validate,
        );
        event.doc = docstring(&sentence, 4);
    }
    let stream = stream_view(input, &validator);
    // `_RULES` is of `Any`.
    if stream.is_some() {
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
pub(super) fn relative_imports(validator: &ValidatorView, stream: Option<&StreamView>) -> String {
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
pub(super) fn module_doc(model: &Model, label: &str) -> String {
    let mut doc = model.doc.clone().unwrap_or_default();
    doc.push_str("\n\n");
    doc.push_str(&contract_line(model, label));
    doc
}

/// The module's validator: its runtime import, `validate_…` and `parse_…`, and the import of
/// the contract from the validator module beside it.
pub(super) fn validator_view(
    input: &Input,
    names: &Modules,
    union: Option<&UnionView>,
) -> ValidatorView {
    let model = &input.model;
    let root = plan::root_name(model);
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
        import: python::import_from(runtime, &runtime_names),
        validate: format!("validate_{}", snake(&root)),
        parse: format!("parse_{}", snake(&root)),
        validate_doc: docstring(&api::validate(&root), 4),
        parse_doc: docstring(&api::assert_valid(&root, "raises"), 4),
        validate_signature: python::def_line(
            &format!("validate_{}", snake(&root)),
            &["value: object", "mode: Mode = \"declared\""],
            "list[Finding]",
        ),
        parse_signature: python::def_line(
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
pub(super) fn stream_view(input: &Input, validator: &ValidatorView) -> Option<StreamView> {
    let rules = checker_rules(input)?;
    let checker = format!("check_{}_stream", snake(&validator.root));
    Some(StreamView {
        doc: docstring(&api::stream_checker("group_by"), 4),
        module: validator.runtime.replace("_runtime", "_stream"),
        // Each rule below a comment saying what it requires.
        rules: described_rules(
            &rules,
            ("_RULES: list[dict[str, Any]] = [", "]"),
            (4, 88 - 6),
            |line| format!("# {}", python::comment(line)),
            |rule| python::literal(rule, 4, "", ","),
        ),
        signature: python::def_line(&checker, &["group_by: str | None = None"], "StreamChecker"),
        checker,
    })
}

/// The module's `typing` and `typing_extensions` imports: only the names it uses (an unused
/// import is an error to a strict type checker), sorted as isort sorts them.
pub(super) fn import_statements(imports: &Imports) -> Vec<String> {
    let sorted = |names: &std::collections::BTreeSet<&str>| {
        let mut names: Vec<String> = names.iter().map(|name| (*name).to_owned()).collect();
        names.sort_by_cached_key(|name| isort_key(name));
        names
    };
    let mut statements = vec![python::import_from("typing", &sorted(&imports.typing))];
    if !imports.extensions.is_empty() {
        statements.push(python::import_from(
            "typing_extensions",
            &sorted(&imports.extensions),
        ));
    }
    statements
}
