//! The package around the TypeScript family modules: its index (namespaces, subpaths and, in a
//! user's package, every contract's names at the top level), runtime, stream checker, README
//! and manifests.

use serde::Serialize;

use crate::{
    backend::{
        Assembly, Generated, SlowPattern,
        npm::{self, Subpath},
        package_header, slow_patterns,
        table::{File, shared},
    },
    error::CodegenError,
    lang::typescript::comment,
    naming::Scope,
};

/// The view of the index, runtime, stream checker and README.
#[derive(Serialize)]
pub(super) struct IndexView {
    pub(super) header: String,
    pub(super) modules: Vec<ModuleView>,
    /// The modules whose names a user's package re-exports at its top level, as string
    /// literals (`"./heartbeat.js"`); none for the registry's package.
    pub(super) reexports: Vec<String>,
    /// The npm package name.
    pub(super) package: String,
    /// Whether this is the registry's own package.
    pub(super) registry: bool,
    /// The subpath exports, for the README.
    pub(super) subpaths: Vec<Subpath>,
    pub(super) slow_patterns: Vec<SlowPattern>,
}

/// A module the index exports as a namespace.
#[derive(Serialize)]
pub(super) struct ModuleView {
    pub(super) namespace: String,
    /// The module's path as a string literal, e.g. `"./agentao_host/v3.js"`.
    pub(super) path: String,
}

/// The names the package index declares: the family namespaces, the runtime's exports and, in a
/// user's package, every name of every contract, which must all be distinct.
struct Index {
    pub(super) scope: Scope,
    pub(super) modules: Vec<ModuleView>,
    pub(super) reexports: Vec<String>,
    pub(super) subpaths: Vec<Subpath>,
}

impl Index {
    /// An index with the runtime's exports claimed.
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

    /// Adds the module of an input: its namespaces, its subpaths and,
    /// for a user's package, its names at the top level.
    fn add(&mut self, module: &Generated<'_>, registry: bool) -> Result<(), CodegenError> {
        let (input, names) = (module.input, &module.names);
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
            for name in &module.exports {
                if !self.modules.iter().any(|m| &m.namespace == name) {
                    self.scope.claim(name, &label)?;
                }
            }
            self.reexports.push(literal);
        }
        Ok(())
    }
}

/// The package-wide files around the family modules of `inputs` (built as `modules`): the
/// index, runtime, stream checker and README of one view, and the npm manifests.
pub(super) fn files(assembly: &Assembly<'_>) -> Result<Vec<File>, CodegenError> {
    let mut index = Index::new()?;
    for module in assembly.modules {
        index.add(module, assembly.settings.package.registry)?;
    }
    index.modules.sort_by(|a, b| a.namespace.cmp(&b.namespace));
    index.subpaths.sort_by(|a, b| a.subpath.cmp(&b.subpath));
    let package = &assembly.settings.package;
    let subpaths = index.subpaths.clone();
    // A user's package names its schema files here: one line of a comment, whatever they hold.
    let header = comment(&package_header(assembly.settings, assembly.inputs));
    let runtime = [
        ("typescript/runtime.ts", "typescript/src/runtime.ts"),
        ("typescript/_numbers.ts", "typescript/src/_numbers.ts"),
        ("typescript/stream.ts", "typescript/src/stream.ts"),
        ("typescript/values.ts", "typescript/src/values.ts"),
    ]
    .map(|(name, path)| File::runtime(name, path, format!("// {header}\n")));
    let view = shared(IndexView {
        header,
        modules: index.modules,
        reexports: index.reexports,
        package: package.npm.clone(),
        registry: package.registry,
        subpaths: index.subpaths,
        slow_patterns: slow_patterns(assembly.inputs),
    });
    let mut files: Vec<File> = [
        ("typescript/index.ts", "typescript/src/index.ts"),
        ("typescript/README.md", "typescript/README.md"),
    ]
    .into_iter()
    .map(|(template, path)| File::new(template, path, &view))
    .chain(runtime)
    .collect();
    files.extend(npm::manifests(
        assembly.settings,
        (
            "typescript",
            package.npm.clone(),
            package.description_for("TypeScript"),
        ),
        subpaths,
        &[],
    ));
    Ok(files)
}
