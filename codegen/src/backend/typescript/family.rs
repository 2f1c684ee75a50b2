//! Builds the view of a TypeScript family module: its types, its union's guards, its validator
//! and stream checker, with every name claimed once.

use super::{
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
    lang::typescript::{self, comment, doc_lines, jsdoc, push_paragraph},
    model::Model,
    naming::Scope,
};

/// The view of the family module of `input`, every name it declares claimed once.
pub(super) fn family_view(input: &Input, settings: &Settings) -> Result<FamilyView, CodegenError> {
    let model = &input.model;
    let label = model.label();
    let mut scope = module_scope(model, "TypeScript", IMPORTS, "an import from the runtime")?;
    let mut types = Vec::with_capacity(model.types.len());
    for def in &model.types {
        scope.claim(&def.name, &format!("the type {}", def.name))?;
        types.push(type_view(def));
    }
    let mut union = (model.union.as_ref()).map(|union| union_view(model, union, &label));
    if let Some(union) = &union {
        claim_union(&mut scope, union)?;
    }
    let root = plan::root_name(model);
    let stream = stream_view(input, &root, model.version.is_empty());
    if let Some(stream) = &stream {
        scope.claim(&stream.checker, "the stream checker")?;
    }
    let names = Modules::of(model)?;
    let own = names.version.as_ref().unwrap_or(&names.family);
    let validator = validator_view(model, union.as_ref(), stream.is_some(), own);
    for name in [&validator.validate, &validator.assert] {
        scope.claim(name, "a validator")?;
    }
    for event in union.iter_mut().flat_map(|union| &mut union.events) {
        let sentence = api::guard(
            &event.type_name,
            event.tag_json.as_deref(),
            &validator.validate,
        );
        event.doc = jsdoc(&doc_lines(&sentence), "");
    }
    Ok(FamilyView {
        header: comment(&header(settings, &model.source)),
        doc: module_doc(model, &label),
        types,
        union,
        validator,
        stream,
    })
}

/// Every name a family module exports, as a user's package re-exports them at its top level.
pub(super) fn exported_names(view: &FamilyView) -> Vec<String> {
    let mut names: Vec<String> = view.types.iter().map(|t| t.name.clone()).collect();
    if let Some(union) = &view.union {
        if union.alias.is_some() {
            names.push(union.name.clone());
        }
        if union.tagged {
            names.extend([&union.tags_const, &union.tag_type, &union.map_name].map(Clone::clone));
        }
        names.extend(union.events.iter().map(|e| e.guard.clone()));
        if union.open {
            names.extend([union.unknown_name.clone(), union.known_guard.clone()]);
        }
    }
    names.extend([
        view.validator.validate.clone(),
        view.validator.assert.clone(),
    ]);
    names.extend(view.stream.iter().map(|stream| stream.checker.clone()));
    names
}

/// The module's comment: the contract's description, then its name and stability.
pub(super) fn module_doc(model: &Model, label: &str) -> Vec<String> {
    let mut doc = (model.doc.as_deref()).map_or_else(Vec::new, doc_lines);
    doc.push(String::new());
    doc.push(contract_line(model, label));
    doc
}

/// Claims in `scope` every name the union's view declares.
pub(super) fn claim_union(scope: &mut Scope, union: &UnionView) -> Result<(), CodegenError> {
    let origin = format!("the union {}", union.name);
    if union.alias.is_some() {
        scope.claim(&union.name, &origin)?;
    }
    if union.tagged {
        for name in [&union.tags_const, &union.tag_type, &union.map_name] {
            scope.claim(name, &origin)?;
        }
    }
    for event in &union.events {
        scope.claim(&event.guard, &format!("the guard of {}", event.type_name))?;
    }
    if union.open {
        scope.claim(&union.unknown_name, &origin)?;
        scope.claim(&union.known_guard, &origin)?;
    }
    Ok(())
}

/// The module's validator: its runtime import (only what the module uses), `validate…`,
/// `assert…` and the import of the contract from the validator module `own.validate`.
pub(super) fn validator_view(
    model: &Model,
    union: Option<&UnionView>,
    stream: bool,
    own: &str,
) -> ValidatorView {
    let root = plan::root_name(model);
    let mut imports = vec!["EventValidationError", "validate"];
    match union {
        Some(union) if union.tagged => imports.insert(1, "hasTag"),
        Some(_) => imports.insert(1, "isShape"),
        None => {}
    }
    if stream {
        imports.insert(1, "eventType");
    }
    imports.extend(["type Finding", "type Mode", "type Validation"]);
    let checks = format!("./{}.js", validator::module_name(own));
    ValidatorView {
        import: typescript::import(&imports, runtime_module(model)),
        contract_import: typescript::import(&["CONTRACT"], &checks),
        validate: format!("validate{root}"),
        assert: format!("assert{root}"),
        validate_doc: {
            let mut doc = doc_lines(&api::validate(&root));
            push_paragraph(&mut doc, "`ok` narrows the result.");
            jsdoc(&doc, "")
        },
        validate_signature: typescript::signature(
            &format!("export function validate{root}"),
            &["value: unknown", "mode: Mode = \"declared\""],
            &format!("Validation<{root}>"),
        ),
        assert_doc: jsdoc(&doc_lines(&api::assert_valid(&root, "throws")), ""),
        assert_signature: typescript::signature(
            &format!("export function assert{root}"),
            &["value: unknown", "mode: Mode = \"declared\""],
            &root,
        ),
        root,
    }
}

/// The runtime module, as a family module of `model` imports it.
pub(super) fn runtime_module(model: &Model) -> &'static str {
    if model.version.is_empty() {
        "./runtime.js"
    } else {
        "../runtime.js"
    }
}

/// The stream checker of `input`, when it has stream rules: the rules as its rules file states
/// them (without their prose), and a factory named for the union.
pub(super) fn stream_view(input: &Input, root: &str, top_level: bool) -> Option<StreamView> {
    let rules = checker_rules(input)?;
    let checker = format!("check{root}Stream");
    Some(StreamView {
        doc: jsdoc(&doc_lines(&api::stream_checker("groupBy")), ""),
        import: typescript::import(
            &["StreamChecker", "type Rule"],
            if top_level {
                "./stream.js"
            } else {
                "../stream.js"
            },
        ),
        // Each rule below a comment saying what it requires.
        rules: described_rules(
            &rules,
            ("const RULES: readonly Rule[] = [", "];"),
            (2, 80 - 5),
            |line| format!("// {}", typescript::comment(line)),
            |rule| typescript::literal(rule, 2, "", ","),
        ),
        signature: typescript::signature(
            &format!("export function {checker}"),
            &["groupBy?: string"],
            "StreamChecker",
        ),
        checker,
    })
}

/// The names every family module imports from the runtime (or declares for it).
pub(super) const IMPORTS: &[&str] = &[
    "EventValidationError",
    "eventType",
    "StreamChecker",
    "Rule",
    "RULES",
    "hasTag",
    "isShape",
    "validate",
    "Contract",
    "Finding",
    "Mode",
    "Validation",
    "CONTRACT",
];
