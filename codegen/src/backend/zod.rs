//! TypeScript, zod flavour: one module of zod 4 schemas per family version, an index, and the
//! npm package around them (`typescript-zod/`).
//!
//! Decisions:
//! - zod 4, the current stable major: `z.strictObject` / `.catchall`, multiple values per
//!   `z.literal`, and discriminated unions whose members may be unions themselves.
//! - Every schema is exported with its inferred type of the same name
//!   (`export type X = z.infer<typeof X>`).
//! - Closed content is `z.strictObject`, open content the runtime's `openObject` (any other
//!   field a JSON value: `z.looseObject` keeps a `NaN`); absent is
//!   `z.optional(...)`, null `z.nullable(...)`, so the two stay apart.
//! - What zod lacks is the runtime's: JSON Schema's integer (any number without a fractional
//!   part; zod's `.int()` stops at 2^53), string lengths in code points (zod counts UTF-16
//!   units), values compared as JSON, the catch-all of an open union. A pattern is
//!   `new RegExp(source, "u")` with the schema's ECMA-262 source.
//! - Schemas are written dependencies first; a reference back to a schema not yet defined (a
//!   cycle) is `z.lazy(() => X)`. Every schema on a cycle of references (the union among them)
//!   declares its type by hand and annotates its schema `z.ZodType<X>`: TypeScript cannot infer
//!   a constant whose type refers back to itself. A union with such a member is `z.union`, as
//!   `z.discriminatedUnion` needs each member's object type.

mod exact;
mod writer;

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::{
    Assembly, Backend, Generated, Input, Module, Settings, Unit, contract_line,
    flavour::named,
    header, module_scope, npm, package_header,
    table::{File, shared},
};
use crate::{
    error::CodegenError,
    lang::typescript::{comment, doc_lines, import, jsdoc},
    model::{Kind, Model, TypeDef},
    naming::Scope,
};
use writer::Writer;

/// The zod flavour of TypeScript: an npm package under `typescript-zod/`.
pub struct Zod;

/// The names a family module imports.
const IMPORTS: &[&str] = &[
    "z",
    "integer",
    "jsonBound",
    "jsonConst",
    "jsonValue",
    "lengthBetween",
    "ownField",
    "ownOptional",
    "protoField",
    "unknownTag",
];

/// The view of a family module (`zod/family.ts`).
#[derive(Serialize)]
struct FamilyView {
    header: String,
    doc: String,
    /// The import of the runtime's names the module uses, laid out; empty when it uses none.
    runtime_import: String,
    items: Vec<ItemView>,
}

/// One exported declaration: its JSDoc and its statements, laid out.
#[derive(Serialize)]
struct ItemView {
    doc: String,
    code: String,
}

/// The view of the index.
#[derive(Serialize)]
struct IndexView {
    header: String,
    /// `export * as name from "./path.js";` lines, and `export *` lines of a user's package.
    lines: Vec<String>,
}

/// What the README and the runtime print.
#[derive(Serialize)]
struct ReadmeView {
    header: String,
    /// The npm package name.
    name: String,
    /// Whether this is the registry's own package.
    registry: bool,
}

impl Backend for Zod {
    fn owned(&self) -> &'static [&'static str] {
        &["typescript-zod/src"]
    }

    fn module_paths(&self) -> &'static str {
        "TypeScript file names"
    }

    fn module(&self, unit: &Unit<'_>) -> Result<Module, CodegenError> {
        let view = family_view(
            &unit.input.model,
            unit.settings,
            unit.names.version.is_some(),
        )?;
        let path = format!("typescript-zod/src/{}.ts", unit.names.path());
        Ok(Module {
            files: vec![File::new("zod/family.ts", path, &shared(view))],
            paths: Vec::new(),
            exports: Vec::new(),
        })
    }

    fn package(&self, assembly: &Assembly<'_>) -> Result<Vec<File>, CodegenError> {
        let mut namespaces = Scope::new("the assembly.inputs", "the TypeScript index", false);
        let mut lines = Vec::new();
        let mut reexports = Vec::new();
        let mut subpaths = Vec::new();
        for Generated { input, names, .. } in assembly.modules {
            let label = format!("{} ({})", input.model.source, names.path());
            let literal = npm::literal(names);
            for entry in npm::entries(input, names) {
                namespaces.claim(&entry.namespace, &label)?;
                lines.push(format!("export * as {} from {literal};", entry.namespace));
                subpaths.push(entry.subpath);
            }
            if (input.current || names.version.is_none()) && !assembly.settings.package.registry {
                reexports.push(format!("export * from {literal};"));
            }
        }
        lines.sort();
        lines.extend(reexports);
        Ok(package_files(
            assembly.inputs,
            assembly.settings,
            lines,
            subpaths,
        ))
    }
}

/// The index (its `lines`), runtime, README and manifests of the package.
fn package_files(
    inputs: &[Input],
    settings: &Settings,
    lines: Vec<String>,
    subpaths: Vec<npm::Subpath>,
) -> Vec<File> {
    let head = comment(&package_header(settings, inputs));
    let package = &settings.package;
    let name = format!("{}-zod", package.npm);
    let runtime = |name, path| File::runtime(name, path, format!("// {head}\n"));
    let runtime = [
        runtime("zod/runtime.ts", "typescript-zod/src/runtime.ts"),
        runtime("typescript/_numbers.ts", "typescript-zod/src/_numbers.ts"),
    ];
    let index = shared(IndexView {
        header: head.clone(),
        lines,
    });
    let readme = shared(ReadmeView {
        header: head,
        name: name.clone(),
        registry: package.registry,
    });
    let mut files = vec![
        File::new("zod/index.ts", "typescript-zod/src/index.ts", &index),
        File::new("zod/README.md", "typescript-zod/README.md", &readme),
    ];
    files.extend(runtime);
    let description = format!("{} (zod schemas)", package.description_for("TypeScript"));
    files.extend(npm::manifests(
        settings,
        ("typescript-zod", name, description),
        subpaths,
        &[npm::Dependency {
            name: "zod",
            range: "^4.0.0",
        }],
    ));
    files
}

/// The view of the family module of `model`, every name it declares claimed once.
fn family_view(
    model: &Model,
    settings: &Settings,
    versioned: bool,
) -> Result<FamilyView, CodegenError> {
    let label = model.label();
    let mut doc = (model.doc.as_deref()).map_or_else(Vec::new, doc_lines);
    if !doc.is_empty() {
        doc.push(String::new());
    }
    doc.push(comment(&contract_line(model, &label)));
    doc.push(String::new());
    doc.extend(doc_lines(
        "Zod schemas, each with its inferred type of the same name; `safeParse` a parsed JSON \
         event with the union (or root) schema.",
    ));
    doc.push("@module".to_owned());
    let mut scope = module_scope(model, "TypeScript", IMPORTS, "an import of the module")?;
    let mut writer = Writer {
        model,
        runtime: BTreeSet::new(),
        defined: BTreeSet::new(),
        cyclic: cyclic(model),
    };
    let order = order(model);
    let mut items = Vec::new();
    for def in &order {
        scope.claim(&def.name, &format!("the type {}", def.name))?;
        items.push(writer.item(def));
    }
    if let Some(union) = &model.union {
        for item in writer.union_items(union, &label, &mut scope)? {
            items.push(item);
        }
    }
    let names: Vec<&str> = writer.runtime.iter().copied().collect();
    let runtime = if versioned {
        "../runtime.js"
    } else {
        "./runtime.js"
    };
    let runtime_import = match names.is_empty() {
        true => String::new(),
        false => import(&names, runtime),
    };
    Ok(FamilyView {
        header: comment(&header(settings, &model.source)),
        doc: jsdoc(&doc, ""),
        runtime_import,
        items,
    })
}

/// The model's types, each after the types it refers to (in the model's order otherwise);
/// the union's own definition, if the model has one, is left to the union.
fn order(model: &Model) -> Vec<&TypeDef> {
    fn visit<'m>(
        model: &'m Model,
        def: &'m TypeDef,
        done: &mut BTreeSet<String>,
        out: &mut Vec<&'m TypeDef>,
    ) {
        if !done.insert(def.name.clone()) {
            return;
        }
        let refs = match &def.kind {
            Kind::Object(object) => object.fields.iter().flat_map(|f| named(&f.ty)).collect(),
            Kind::Alias(ty) => named(ty),
        };
        for name in refs {
            if let Some(next) = model.type_def(&name) {
                visit(model, next, done, out);
            }
        }
        out.push(def);
    }
    let mut done = BTreeSet::new();
    if let Some(union) = &model.union {
        done.insert(union.name.clone());
    }
    let mut out = Vec::new();
    for def in &model.types {
        visit(model, def, &mut done, &mut out);
    }
    out
}

/// The names on a cycle of references: the types (and the union) that refer back to themselves
/// through others, each found once by Tarjan's strongly connected components.
fn cyclic(model: &Model) -> BTreeSet<String> {
    /// Tarjan's walk: each name's visit index and lowest reachable index, the stack of names
    /// still open, and the names found on a cycle.
    #[derive(Default)]
    struct Walk {
        index: BTreeMap<String, (usize, usize)>,
        stack: Vec<String>,
        open: BTreeSet<String>,
        cyclic: BTreeSet<String>,
    }
    fn refers(model: &Model, name: &str) -> Vec<String> {
        let mut out = match model.type_def(name).map(|def| &def.kind) {
            Some(Kind::Object(object)) => object.fields.iter().flat_map(|f| named(&f.ty)).collect(),
            Some(Kind::Alias(ty)) => named(ty),
            None => Vec::new(),
        };
        if let Some(union) = model.union.as_ref().filter(|u| u.name == name) {
            out.extend(union.members.iter().map(|m| m.type_name.clone()));
        }
        out
    }
    fn visit(model: &Model, name: &str, walk: &mut Walk) {
        let at = walk.index.len();
        walk.index.insert(name.to_owned(), (at, at));
        walk.stack.push(name.to_owned());
        walk.open.insert(name.to_owned());
        let mut low = at;
        for next in refers(model, name) {
            if next == name {
                walk.cyclic.insert(next);
                continue;
            }
            if !walk.index.contains_key(&next) {
                visit(model, &next, walk);
                low = low.min(walk.index[&next].1);
            } else if walk.open.contains(&next) {
                low = low.min(walk.index[&next].0);
            }
        }
        walk.index.insert(name.to_owned(), (at, low));
        if low == at {
            let mut component = Vec::new();
            while let Some(top) = walk.stack.pop() {
                walk.open.remove(&top);
                let done = top == name;
                component.push(top);
                if done {
                    break;
                }
            }
            if component.len() > 1 {
                walk.cyclic.extend(component);
            }
        }
    }
    let mut walk = Walk::default();
    let names = (model.types.iter().map(|def| def.name.as_str()))
        .chain(model.union.iter().map(|u| u.name.as_str()));
    for name in names {
        if !walk.index.contains_key(name) {
            visit(model, name, &mut walk);
        }
    }
    walk.cyclic
}
