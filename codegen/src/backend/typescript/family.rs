//! The view of a TypeScript family module: its types, its union's guards, its validator and
//! stream checker, with every name claimed once.

use serde::Serialize;

use super::{
    comment, doc_lines, jsdoc, layout, push_paragraph,
    types::{type_view, union_view},
    validator,
};
use crate::{
    api,
    backend::{
        Input, Modules, Settings, checker_rules, contract_line, described_rules, header,
        module_scope, plan,
    },
    error::CodegenError,
    model::Model,
    naming::Scope,
};

/// The view of a family module (`typescript/family.ts`).
#[derive(Serialize)]
pub(super) struct FamilyView {
    pub(super) header: String,
    pub(super) doc: Vec<String>,
    pub(super) types: Vec<TypeView>,
    pub(super) union: Option<UnionView>,
    pub(super) validator: ValidatorView,
    pub(super) stream: Option<StreamView>,
}

/// The stream checker of a version with stream rules.
#[derive(Serialize)]
pub(super) struct StreamView {
    /// The import from the stream module.
    pub(super) import: String,
    /// `const RULES: readonly Rule[] = [...];`, laid out.
    pub(super) rules: String,
    /// The checker's factory, e.g. `checkHostEventStream`, its JSDoc and its signature, laid
    /// out.
    pub(super) checker: String,
    pub(super) doc: String,
    pub(super) signature: String,
}

/// The module's validator: its imports, `validate…` and `assert…`.
#[derive(Serialize)]
pub(super) struct ValidatorView {
    /// The import from the runtime: only what the module uses (an unused import fails lint).
    pub(super) import: String,
    pub(super) root: String,
    pub(super) validate: String,
    pub(super) assert: String,
    /// The signatures of `validate` and `assert`, laid out.
    /// The JSDoc of `validate`.
    pub(super) validate_doc: String,
    /// The JSDoc of `assert`.
    pub(super) assert_doc: String,
    pub(super) validate_signature: String,
    pub(super) assert_signature: String,
    /// The import of the contract from the validator module beside this one.
    pub(super) contract_import: String,
}

/// One named type: an interface, or a type alias.
#[derive(Serialize)]
pub(super) struct TypeView {
    pub(super) name: String,
    /// Its JSDoc comment, written ([`jsdoc`]).
    pub(super) doc: String,
    pub(super) interface: bool,
    pub(super) fields: Vec<FieldView>,
    /// `export type Name = ...;`, laid out.
    pub(super) alias: String,
}

/// One property of an interface.
#[derive(Serialize)]
pub(super) struct FieldView {
    /// `readonly key?: type;`, laid out and indented.
    pub(super) declaration: String,
    /// Its JSDoc comment, written and indented ([`jsdoc`]).
    pub(super) doc: String,
}

/// The union of the event types: its alias, tags, map, guards and unknown member.
#[derive(Serialize)]
pub(super) struct UnionView {
    pub(super) name: String,
    /// Its JSDoc comment, written ([`jsdoc`]).
    pub(super) doc: String,
    /// `export type Name = A | B;`, laid out, when the union is not a named type itself.
    pub(super) alias: Option<String>,
    pub(super) tagged: bool,
    pub(super) tag_key: String,
    pub(super) tags_const: String,
    /// The JSDoc of the tags constant and of the map.
    pub(super) tags_doc: String,
    pub(super) map_doc: String,
    /// `export const TAGS = [...] as const;`, laid out.
    pub(super) tags_declaration: String,
    pub(super) tag_type: String,
    /// `export type NameType = (typeof NAME_TYPES)[number];`, laid out.
    pub(super) tag_type_declaration: String,
    /// The known guard's `return` statement, laid out.
    pub(super) known_return: String,
    pub(super) map_name: String,
    pub(super) events: Vec<EventView>,
    pub(super) open: bool,
    pub(super) unknown_name: String,
    /// The JSDoc of the catch-all member.
    pub(super) unknown_doc: String,
    pub(super) known_guard: String,
    /// The known guard's JSDoc.
    pub(super) known_doc: String,
    /// The signature of `known_guard`, laid out.
    pub(super) known_signature: String,
}

/// One member of the union, with its guard.
#[derive(Serialize)]
pub(super) struct EventView {
    pub(super) tag: String,
    /// The tag as a JSON string, in a tagged union.
    #[serde(skip)]
    pub(super) tag_json: Option<String>,
    pub(super) map_key: String,
    pub(super) type_name: String,
    pub(super) guard: String,
    /// The guard's JSDoc: what it tells, laid out.
    pub(super) doc: String,
    /// The guard's signature and its `return`, laid out.
    pub(super) signature: String,
    pub(super) body: String,
}

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
        import: layout::import(&imports, runtime_module(model)),
        contract_import: layout::import(&["CONTRACT"], &checks),
        validate: format!("validate{root}"),
        assert: format!("assert{root}"),
        validate_doc: {
            let mut doc = doc_lines(&api::validate(&root));
            push_paragraph(&mut doc, "`ok` narrows the result.");
            jsdoc(&doc, "")
        },
        validate_signature: layout::signature(
            &format!("export function validate{root}"),
            &["value: unknown", "mode: Mode = \"declared\""],
            &format!("Validation<{root}>"),
        ),
        assert_doc: jsdoc(&doc_lines(&api::assert_valid(&root, "throws")), ""),
        assert_signature: layout::signature(
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
        import: layout::import(
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
            |line| format!("// {}", super::doc::comment(line)),
            |rule| layout::literal(rule, 2, "", ","),
        ),
        signature: layout::signature(
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
