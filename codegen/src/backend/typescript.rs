//! TypeScript: one module per family version, an index, and the npm package around them.
//!
//! Decisions: every property is `readonly` (events are facts received, not state to edit;
//! object literals still build them); absent (`?:`) and nullable (`| null`) stay distinct, as the
//! schema says; an open union gets an `Unknown…` type and an `isKnown…` guard, so an unknown
//! event is handled without a cast. The modules are written as Prettier would format them
//! ([`layout`]).

mod checks;
pub mod layout;
mod site;
mod validator;

use serde::Serialize;
use serde_json::Value;

use self::layout::{TsType, type_lines};
use super::{
    Input, Modules, Settings, escape_controls, header,
    npm::{self, Subpath},
    package_source, string_literal, wrap,
};
use crate::{
    error::CodegenError,
    fileset::FileSet,
    model::{Kind, Member, Model, Type, TypeDef, Union},
    naming::{Scope, is_identifier, screaming},
    render::Renderer,
};

/// Directories the TypeScript backend owns entirely, relative to the output directory.
pub const OWNED: &[&str] = &["typescript/src"];

#[derive(Serialize)]
struct FamilyView {
    header: String,
    doc: Vec<String>,
    types: Vec<TypeView>,
    union: Option<UnionView>,
    validator: ValidatorView,
    stream: Option<StreamView>,
}

/// The stream checker of a version with stream rules.
#[derive(Serialize)]
struct StreamView {
    /// The import from the stream module.
    import: String,
    /// `const RULES: readonly Rule[] = [...];`, laid out.
    rules: String,
    /// The checker's factory, e.g. `checkHostEventStream`, and its signature, laid out.
    checker: String,
    signature: String,
}

/// A family version's validator module.
#[derive(Serialize)]
struct ValidateView {
    header: String,
    /// The contract's label, escaped for a comment.
    label: String,
    module: validator::ValidatorModule,
}

#[derive(Serialize)]
struct ValidatorView {
    /// The import from the runtime: only what the module uses (an unused import fails lint).
    import: String,
    root: String,
    validate: String,
    assert: String,
    /// The signatures of `validate` and `assert`, laid out.
    validate_signature: String,
    assert_signature: String,
    /// The import of the contract from the validator module beside this one.
    contract_import: String,
}

#[derive(Serialize)]
struct TypeView {
    name: String,
    /// Its JSDoc comment, written ([`jsdoc`]).
    doc: String,
    interface: bool,
    fields: Vec<FieldView>,
    /// `export type Name = ...;`, laid out.
    alias: String,
}

#[derive(Serialize)]
struct FieldView {
    /// `readonly key?: type;`, laid out and indented.
    declaration: String,
    /// Its JSDoc comment, written and indented ([`jsdoc`]).
    doc: String,
}

#[derive(Serialize)]
struct UnionView {
    name: String,
    /// Its JSDoc comment, written ([`jsdoc`]).
    doc: String,
    /// `export type Name = A | B;`, laid out, when the union is not a named type itself.
    alias: Option<String>,
    tagged: bool,
    tag_key: String,
    /// How the tag is read off an event: `.type`, or `["odd-tag"]`.
    tag_access: String,
    tags_const: String,
    /// `export const TAGS = [...] as const;`, laid out.
    tags_declaration: String,
    tag_type: String,
    map_name: String,
    events: Vec<EventView>,
    open: bool,
    unknown_name: String,
    known_guard: String,
    /// The signature of `known_guard`, laid out.
    known_signature: String,
}

#[derive(Serialize)]
struct EventView {
    tag: String,
    /// The tag as a JSON string, escaped for a comment.
    tag_doc: String,
    map_key: String,
    type_name: String,
    guard: String,
    /// The guard's signature and its `return`, laid out.
    signature: String,
    body: String,
}

#[derive(Serialize)]
struct IndexView {
    header: String,
    modules: Vec<ModuleView>,
    /// The modules whose names a user's package re-exports at its top level, as string
    /// literals (`"./heartbeat.js"`); none for the registry's package.
    reexports: Vec<String>,
    /// The npm package name.
    package: String,
    /// Whether this is the registry's own package.
    registry: bool,
    /// The subpath exports, for the README.
    subpaths: Vec<Subpath>,
    slow_patterns: Vec<super::SlowPattern>,
}

#[derive(Serialize)]
struct ModuleView {
    namespace: String,
    /// The module's path as a string literal, e.g. `"./agentao_host/v3.js"`.
    path: String,
}

/// The names the package index declares: the family namespaces, the runtime's exports and, in a
/// user's package, every name of every contract, which must all be distinct.
struct Index {
    scope: Scope,
    modules: Vec<ModuleView>,
    reexports: Vec<String>,
    subpaths: Vec<Subpath>,
}

impl Index {
    fn new() -> Result<Self, CodegenError> {
        let mut scope = Scope::new("the inputs", "the TypeScript index", false);
        for name in [
            "EventValidationError",
            "Mode",
            "ValidationError",
            "StreamChecker",
            "StreamFinding",
        ] {
            scope.claim(name, "an export of the runtime")?;
        }
        Ok(Self {
            scope,
            modules: Vec::new(),
            reexports: Vec::new(),
            subpaths: Vec::new(),
        })
    }

    /// Adds the module of `input` (its view already built): its namespaces, its subpaths and,
    /// for a user's package, its names at the top level.
    fn add(
        &mut self,
        input: &Input,
        names: &Modules,
        view: &FamilyView,
        registry: bool,
    ) -> Result<(), CodegenError> {
        let label = format!("{} ({})", input.model.source, names.path());
        let literal = npm::literal(names);
        for entry in npm::entries(input, names) {
            self.scope.claim(&entry.namespace, &label)?;
            self.modules.push(ModuleView {
                namespace: entry.namespace,
                path: literal.clone(),
            });
            self.subpaths.push(entry.subpath);
        }
        if !registry && input.current {
            // A name the package already gives a module (a contract titled like its family)
            // stays the module's: an explicit export wins over `export *`, and the type is
            // still reachable through the module.
            for name in exported_names(view) {
                if !self.modules.iter().any(|m| m.namespace == name) {
                    self.scope.claim(&name, &label)?;
                }
            }
            self.reexports.push(literal);
        }
        Ok(())
    }
}

/// Generates the TypeScript package into `files`, under `typescript/`.
pub fn generate(
    inputs: &[Input],
    settings: &Settings,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<(), CodegenError> {
    let mut index = Index::new()?;
    let mut files_scope = Scope::new("the inputs", "TypeScript file names", true);
    for input in inputs {
        let model = &input.model;
        let names = Modules::of(model)?;
        let path = names.path();
        files_scope.claim(&path, &format!("{} ({})", model.source, path))?;
        let view = family_view(input, settings)?;
        files.insert(
            format!("typescript/src/{path}.ts"),
            renderer.render("typescript/family.ts", &view)?,
        );
        let checks = ValidateView {
            header: view.header.clone(),
            label: comment(&model.label()),
            module: validator::module(model, runtime_module(model)),
        };
        files.insert(
            format!("typescript/src/{}.ts", validator::module_name(&path)),
            renderer.render("typescript/validate.ts", &checks)?,
        );
        index.add(input, &names, &view, settings.package.registry)?;
    }
    index.modules.sort_by(|a, b| a.namespace.cmp(&b.namespace));
    index.subpaths.sort_by(|a, b| a.subpath.cmp(&b.subpath));
    let package = &settings.package;
    let view = IndexView {
        // A user's package names its schema files here: one line of a comment, whatever they hold.
        header: comment(&header(settings, &package_source(settings, inputs))),
        modules: index.modules,
        reexports: index.reexports,
        package: package.npm.clone(),
        registry: package.registry,
        subpaths: index.subpaths,
        slow_patterns: super::slow_patterns(inputs),
    };
    for (file, template) in [
        ("typescript/src/index.ts", "typescript/index.ts"),
        ("typescript/src/runtime.ts", "typescript/runtime.ts"),
        ("typescript/src/stream.ts", "typescript/stream.ts"),
        ("typescript/README.md", "typescript/README.md"),
    ] {
        files.insert(file, renderer.render(template, &view)?);
    }
    npm::write_manifests(
        settings,
        (
            "typescript",
            package.npm.clone(),
            package.description_for("TypeScript"),
        ),
        view.subpaths,
        &[],
        renderer,
        files,
    )?;
    Ok(())
}

/// Every name a family module exports, as a user's package re-exports them at its top level.
fn exported_names(view: &FamilyView) -> Vec<String> {
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

fn family_view(input: &Input, settings: &Settings) -> Result<FamilyView, CodegenError> {
    let model = &input.model;
    let label = model.label();
    let mut scope = Scope::new(&model.source, "TypeScript", false);
    for import in IMPORTS {
        scope.claim(import, "an import from the runtime")?;
    }
    let mut types = Vec::with_capacity(model.types.len());
    for def in &model.types {
        scope.claim(&def.name, &format!("the type {}", def.name))?;
        types.push(type_view(def));
    }
    let union = (model.union.as_ref()).map(|union| union_view(model, union, &label));
    if let Some(union) = &union {
        claim_union(&mut scope, union)?;
    }
    let root = super::plan::root_name(model);
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
    Ok(FamilyView {
        header: comment(&header(settings, &model.source)),
        doc: module_doc(model, &label),
        types,
        union,
        validator,
        stream,
    })
}

/// The module's comment: the contract's description, then its name and stability.
fn module_doc(model: &Model, label: &str) -> Vec<String> {
    let mut doc = (model.doc.as_deref()).map_or_else(Vec::new, doc_lines);
    doc.push(String::new());
    match &model.stability {
        Some(stability) => doc.push(format!("Contract `{label}`, stability: {stability}.")),
        None => doc.push(format!("Contract `{label}`.")),
    }
    doc
}

/// Claims in `scope` every name the union's view declares.
fn claim_union(scope: &mut Scope, union: &UnionView) -> Result<(), CodegenError> {
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
fn validator_view(
    model: &Model,
    union: Option<&UnionView>,
    stream: bool,
    own: &str,
) -> ValidatorView {
    let root = super::plan::root_name(model);
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
        validate_signature: layout::signature(
            &format!("export function validate{root}"),
            &["value: unknown", "mode: Mode = \"declared\""],
            &format!("Validation<{root}>"),
        ),
        assert_signature: layout::signature(
            &format!("export function assert{root}"),
            &["value: unknown", "mode: Mode = \"declared\""],
            &root,
        ),
        root,
    }
}

/// The runtime module, as a family module of `model` imports it.
fn runtime_module(model: &Model) -> &'static str {
    if model.version.is_empty() {
        "./runtime.js"
    } else {
        "../runtime.js"
    }
}

/// The stream checker of `input`, when it has stream rules: the rules as its rules file states
/// them (without their prose), and a factory named for the union.
fn stream_view(input: &Input, root: &str, top_level: bool) -> Option<StreamView> {
    let rules = super::checker_rules(input)?;
    let checker = format!("check{root}Stream");
    Some(StreamView {
        import: layout::import(
            &["StreamChecker", "type Rule"],
            if top_level {
                "./stream.js"
            } else {
                "../stream.js"
            },
        ),
        rules: layout::literal(&rules, 0, "const RULES: readonly Rule[] = ", ";"),
        signature: layout::signature(
            &format!("export function {checker}"),
            &["groupBy?: string"],
            "StreamChecker",
        ),
        checker,
    })
}

/// The view of one named type: an interface, or a type alias.
fn type_view(def: &TypeDef) -> TypeView {
    let mut type_doc = def.doc.as_deref().map(doc_lines).unwrap_or_default();
    match &def.kind {
        Kind::Object(object) => {
            if object.closed {
                push_paragraph(
                    &mut type_doc,
                    "Closed: a payload with any other field is invalid.",
                );
            }
            TypeView {
                name: def.name.clone(),
                doc: jsdoc(&type_doc, ""),
                interface: true,
                fields: object
                    .fields
                    .iter()
                    .map(|field| {
                        let mut doc = field.doc.as_deref().map(doc_lines).unwrap_or_default();
                        if field.deprecated {
                            doc.push("@deprecated".to_owned());
                        }
                        let optional = if field.required { "" } else { "?" };
                        let prefix = format!("readonly {}{optional}: ", property_key(&field.name));
                        FieldView {
                            declaration: type_lines(2, &prefix, &ts_type(&field.ty), ";")
                                .join("\n"),
                            doc: jsdoc(&doc, "  "),
                        }
                    })
                    .collect(),
                alias: String::new(),
            }
        }
        Kind::Alias(ty) => TypeView {
            name: def.name.clone(),
            doc: jsdoc(&type_doc, ""),
            interface: false,
            fields: Vec::new(),
            alias: type_lines(
                0,
                &format!("export type {} = ", def.name),
                &ts_type(ty),
                ";",
            )
            .join("\n"),
        },
    }
}

/// The view of the union: its alias, tags, map, guards and, when open, its unknown member.
fn union_view(model: &Model, union: &Union, label: &str) -> UnionView {
    let tag = union.tag.clone().unwrap_or_default();
    let events = (union.members.iter())
        .map(|member| event_view(union, member))
        .collect();
    // The module's comment holds the contract's description; the union names it.
    let mut union_doc = doc_lines(&format!("Every event type of `{label}`."));
    if union.open {
        push_paragraph(
            &mut union_doc,
            &format!(
                "Open: producers may send event types this version does not list; receive \
                 `{name} | Unknown{name}` and narrow with `isKnown{name}` before switching on the tag.",
                name = union.name
            ),
        );
    }
    UnionView {
        name: union.name.clone(),
        doc: jsdoc(&union_doc, ""),
        alias: model.type_def(&union.name).is_none().then(|| {
            let members = (union.members.iter())
                .map(|m| TsType::Atom(m.type_name.clone()))
                .collect();
            let prefix = format!("export type {} = ", union.name);
            type_lines(0, &prefix, &TsType::Union(members), ";").join("\n")
        }),
        tagged: union.tag.is_some(),
        tag_key: property_key(&tag),
        tag_access: if is_identifier(&tag, true) {
            format!(".{tag}")
        } else {
            format!("[{}]", Value::String(tag.clone()))
        },
        tags_declaration: layout::literal(
            &Value::Array(
                (union.members.iter())
                    .map(|m| Value::String(m.tag_value.clone().unwrap_or_default()))
                    .collect(),
            ),
            0,
            &format!("export const {}_TYPES = ", screaming(&union.name)),
            " as const;",
        ),
        tags_const: format!("{}_TYPES", screaming(&union.name)),
        tag_type: format!("{}Type", union.name),
        map_name: format!("{}Map", union.name),
        events,
        open: union.open && union.tag.is_some(),
        unknown_name: format!("Unknown{}", union.name),
        known_guard: format!("isKnown{}", union.name),
        known_signature: layout::signature(
            &format!("export function isKnown{}", union.name),
            &[&format!("event: {name} | Unknown{name}", name = union.name)],
            &format!("event is {}", union.name),
        ),
    }
}

/// The view of one member of the union: its tag, its map key and its guard, which checks the tag
/// and the event (or, in an untagged union, the member's shape alone).
fn event_view(union: &Union, member: &Member) -> EventView {
    let value = member.tag_value.clone().unwrap_or_default();
    let tag = string_literal(&value);
    let guard = format!("is{}", member.type_name);
    let body = match &union.tag {
        Some(key) => layout::return_all(
            2,
            &[
                format!("hasTag(event, {}, {tag})", string_literal(key)),
                "validate(CONTRACT, event, \"declared\").length === 0".to_owned(),
            ],
        ),
        None => layout::return_all(
            2,
            &[format!(
                "isShape(CONTRACT, {}, event)",
                string_literal(&member.type_name)
            )],
        ),
    };
    EventView {
        tag_doc: comment(&Value::String(value.clone()).to_string()),
        map_key: property_key(&value),
        type_name: member.type_name.clone(),
        signature: layout::signature(
            &format!("export function {guard}"),
            &["event: unknown"],
            &format!("event is {}", member.type_name),
        ),
        body,
        guard,
        tag,
    }
}

/// A TypeScript type expression.
pub(crate) fn ts_type(ty: &Type) -> TsType {
    let atom = |text: &str| TsType::Atom(text.to_owned());
    match ty {
        Type::Any => atom("unknown"),
        Type::Never => atom("never"),
        Type::Null => atom("null"),
        Type::Boolean => atom("boolean"),
        Type::Integer | Type::Number => atom("number"),
        Type::String => atom("string"),
        Type::Literal(Value::String(text)) => TsType::Atom(string_literal(text)),
        Type::Literal(value) => TsType::Atom(value.to_string()),
        Type::Named(name) => atom(name),
        Type::Array(item) => match ts_type(item) {
            union @ TsType::Union(_) => TsType::Array(Box::new(union)),
            other => TsType::Atom(format!("readonly {}[]", other.flat())),
        },
        Type::Map(value) => TsType::Map(Box::new(ts_type(value))),
        Type::Union(types) => TsType::Union(
            (types.iter().map(ts_type))
                .flat_map(|member| match member {
                    TsType::Union(members) => members,
                    other => vec![other],
                })
                .collect(),
        ),
        Type::Checked(ty, _) => ts_type(ty),
    }
}

/// A property key: bare when it is an identifier, quoted otherwise.
fn property_key(name: &str) -> String {
    if is_identifier(name, true) {
        name.to_owned()
    } else {
        string_literal(name)
    }
}

/// The names every family module imports from the runtime (or declares for it).
const IMPORTS: &[&str] = &[
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

/// `text` made safe for one line of a comment (`//` or `/** */`): control characters and line
/// separators as `\uXXXX`, and `*/` as `*\/`, so the comment can never end early. Every text
/// from a schema or a file name that goes into a TypeScript comment goes through here.
pub fn comment(text: &str) -> String {
    escape_controls(text, |c| format!("\\u{:04x}", u32::from(c))).replace("*/", "*\\/")
}

/// The lines of a JSDoc comment, each through [`comment`].
pub(crate) fn doc_lines(text: &str) -> Vec<String> {
    wrap(text, 96).iter().map(|line| comment(line)).collect()
}

/// `lines` as a JSDoc comment indented by `indent`, without a final newline: `/** line */` when
/// it is one line that fits in 100 columns, else a block with one ` * ` line each (and ` *`
/// for an empty one); empty without lines.
pub(crate) fn jsdoc(lines: &[String], indent: &str) -> String {
    match lines {
        [] => String::new(),
        [line] if indent.len() + line.len() + 7 <= 100 && !line.is_empty() => {
            format!("{indent}/** {line} */")
        }
        _ => {
            let mut out = format!("{indent}/**\n");
            for line in lines {
                if line.is_empty() {
                    out.push_str(&format!("{indent} *\n"));
                } else {
                    out.push_str(&format!("{indent} * {line}\n"));
                }
            }
            out.push_str(&format!("{indent} */"));
            out
        }
    }
}

fn push_paragraph(doc: &mut Vec<String>, text: &str) {
    if !doc.is_empty() {
        doc.push(String::new());
    }
    doc.extend(doc_lines(text));
}
