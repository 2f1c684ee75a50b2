//! One backend per language and flavour, each a type implementing [`Backend`]: it turns
//! models into typed view models with every decision made, as rows of a table (template, path,
//! view) that [`generate`] renders with the templates ([`table`]).

pub mod constants;
pub mod flavour;
pub mod npm;
pub mod plan;
pub mod pointer;
pub mod pydantic;
pub mod pypi;
pub mod python;
pub mod table;
pub mod typescript;
pub mod zod;

use crate::{
    error::CodegenError,
    fileset::FileSet,
    model::Model,
    naming::{self, Case, Scope},
    render::Renderer,
};
use table::File;

use crate::lang::{escape_controls, wrap};

/// One language or flavour of generated package (the plain typings, zod, pydantic): what it
/// owns, the files of each input's module, and the package-wide files, all as rows of one table
/// that [`generate`] renders.
pub trait Backend: Sync {
    /// The directories under the output directory this backend owns whole.
    fn owned(&self) -> &'static [&'static str];

    /// What the module paths of one package are unique among, for an error naming two inputs
    /// that would write the same module (`TypeScript file names`).
    fn module_paths(&self) -> &'static str;

    /// The files of the module(s) of one input, and the names it exports.
    fn module(&self, unit: &Unit<'_>) -> Result<Module, CodegenError>;

    /// The package-wide files (index, `__init__`s, runtime, README, manifests) around the
    /// modules of the inputs.
    fn package(&self, assembly: &Assembly<'_>) -> Result<Vec<File>, CodegenError>;
}

/// What a backend makes one input's module of.
#[derive(Clone, Copy)]
pub struct Unit<'a> {
    /// The input.
    pub input: &'a Input,
    /// Its module names.
    pub names: &'a Modules,
    /// The settings of the package.
    pub settings: &'a Settings,
}

/// What a backend makes the package-wide files of.
#[derive(Clone, Copy)]
pub struct Assembly<'a> {
    /// Every input, in order.
    pub inputs: &'a [Input],
    /// Their modules, in the same order.
    pub modules: &'a [Generated<'a>],
    /// The settings of the package.
    pub settings: &'a Settings,
}

/// What a backend makes of one input.
pub struct Module {
    /// The rows of its files.
    pub files: Vec<File>,
    /// The paths of the modules it adds beside its own (a validator module), which must be
    /// unique too.
    pub paths: Vec<String>,
    /// The names the module exports, for a package that re-exports them.
    pub exports: Vec<String>,
}

/// One input's module as the package-wide files see it.
pub struct Generated<'a> {
    /// The input.
    pub input: &'a Input,
    /// Its module names.
    pub names: Modules,
    /// The names its module exports.
    pub exports: Vec<String>,
}

/// Generates the package of `backend` for `inputs` into `files`: each input's module, then the
/// package around them, every row rendered by [`table::render`].
pub fn generate(
    backend: &dyn Backend,
    inputs: &[Input],
    settings: &Settings,
    renderer: &Renderer,
    files: &mut FileSet,
) -> Result<(), CodegenError> {
    let mut paths = Scope::new("the inputs", backend.module_paths(), true);
    let mut table = Vec::new();
    let mut modules = Vec::with_capacity(inputs.len());
    for input in inputs {
        let source = &input.model.source;
        let names = Modules::of(&input.model)?;
        let path = names.path();
        paths.claim(&path, &format!("{source} ({path})"))?;
        let module = backend.module(&Unit {
            input,
            names: &names,
            settings,
        })?;
        for path in &module.paths {
            paths.claim(path, &format!("{source} ({path})"))?;
        }
        table.extend(module.files);
        modules.push(Generated {
            input,
            names,
            exports: module.exports,
        });
    }
    table.extend(backend.package(&Assembly {
        inputs,
        modules: &modules,
        settings,
    })?);
    table::render(table, renderer, files)
}

/// One contract to generate: its model, its stream rules and whether it is its family's current
/// version.
#[derive(Debug, Clone)]
pub struct Input {
    /// The model.
    pub model: Model,
    /// The stream rules of its rules file (none for a user's schema); with any, the packages
    /// get a stream checker for it.
    pub rules: Vec<eventspec_schema::rules::StreamRule>,
    /// Whether it is the current version (re-exported under the family's own name).
    pub current: bool,
}

/// One stream rule as a package's stream checker reads it, and the sentence saying what it
/// requires (which the package prints beside it).
pub struct CheckerRule {
    /// What the rule requires, in a sentence (its rules file's `description`).
    pub description: String,
    /// The rule: `id` and `kind` first, then the requirement's fields in the order its kind
    /// declares them (`first` before `then`, `open` before `close`).
    pub rule: serde_json::Value,
}

/// The stream rules of `input` for a package's stream checker; none when it has no rules.
pub fn checker_rules(input: &Input) -> Option<Vec<CheckerRule>> {
    if input.rules.is_empty() {
        return None;
    }
    let rules = (input.rules.iter())
        .map(|rule| {
            let mut object = serde_json::Map::new();
            object.insert("id".to_owned(), rule.id.clone().into());
            if let Ok(serde_json::Value::Object(mut requirement)) =
                serde_json::to_value(&rule.requirement)
            {
                object.extend(requirement.shift_remove_entry("kind"));
                object.extend(requirement);
            }
            CheckerRule {
                description: rule.description.clone(),
                rule: serde_json::Value::Object(object),
            }
        })
        .collect();
    Some(rules)
}

/// The stream rules of a checker as a list literal: `open`, then each rule laid out by
/// `literal` at `indent`, below its description wrapped to `width` characters and spelled as
/// comment lines by `comment`, then `close`.
pub fn described_rules(
    rules: &[CheckerRule],
    (open, close): (&str, &str),
    (indent, width): (usize, usize),
    comment: impl Fn(&str) -> String,
    literal: impl Fn(&serde_json::Value) -> String,
) -> String {
    let pad = " ".repeat(indent);
    let mut out = format!("{open}\n");
    for rule in rules {
        for line in wrap(&rule.description, width) {
            out.push_str(&format!("{pad}{}\n", comment(&line)));
        }
        out.push_str(&format!("{pad}{},\n", literal(&rule.rule)));
    }
    out.push_str(close);
    out
}

/// What every backend needs besides the models.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The version of the generated packages (the registry's version).
    pub package_version: String,
    /// The command that regenerates the files, for their do-not-edit header.
    pub command: String,
    /// The names the packages are published and imported under.
    pub package: crate::package::Package,
}

/// The do-not-edit header line of a package-wide file (an index, a package `__init__`), not
/// escaped: generated from the registry, or from the schema files of a user's package.
pub fn package_header(settings: &Settings, inputs: &[Input]) -> String {
    header(settings, &package_source(settings, inputs))
}

/// What a package-wide file (an index, a package `__init__`) is generated from: the registry, or
/// the schema files of a user's package.
pub fn package_source(settings: &Settings, inputs: &[Input]) -> String {
    if settings.package.registry {
        return "the registry".to_owned();
    }
    inputs
        .iter()
        .map(|input| input.model.source.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The names of one generated module of `model`, in `language` (`TypeScript`), with `imports`
/// claimed first (as `origin`, e.g. `an import of the module`): a type of the schema named like
/// one of them is an error, not a shadowed import.
pub fn module_scope(
    model: &Model,
    language: &'static str,
    imports: &[&str],
    origin: &str,
) -> Result<Scope, CodegenError> {
    let mut scope = Scope::new(&model.source, language, false);
    for import in imports {
        scope.claim(import, origin)?;
    }
    Ok(scope)
}

/// The line of a module's documentation that names its contract (`label`) and its stability:
/// ``Contract `agentao.host@v3`, stability: stable.``
pub fn contract_line(model: &Model, label: &str) -> String {
    match &model.stability {
        Some(stability) => format!("Contract `{label}`, stability: {stability}."),
        None => format!("Contract `{label}`."),
    }
}

/// One pattern that the generated validators may match in more than linear time (generated
/// only with [`eventspec_pattern::Policy::allow_backtracking`]), for the packages' READMEs.
#[derive(Debug, Clone, serde::Serialize)]
pub struct SlowPattern {
    /// The contract: `agentao.host@v3`, or a schema's family.
    pub contract: String,
    /// The type and field it constrains.
    pub place: String,
    /// The pattern, as a JSON string (escaped for Markdown code).
    pub pattern: String,
    /// Why it may backtrack.
    pub reason: String,
}

/// Every pattern of `inputs` that may backtrack, for the READMEs.
pub fn slow_patterns(inputs: &[Input]) -> Vec<SlowPattern> {
    let mut out = Vec::new();
    for input in inputs {
        let model = &input.model;
        let contract = model.label();
        for (place, pattern) in model.patterns() {
            if let Some(reason) = &pattern.backtracking {
                out.push(SlowPattern {
                    contract: escape_controls(&contract, |c| format!("\\u{{{:x}}}", c as u32)),
                    place: escape_controls(&place, |c| format!("\\u{{{:x}}}", c as u32)),
                    pattern: serde_json::Value::String(pattern.source.clone()).to_string(),
                    reason: escape_controls(reason, |c| format!("\\u{{{:x}}}", c as u32)),
                });
            }
        }
    }
    out
}

/// The do-not-edit header line of a generated file (without comment markers, not escaped: each
/// backend escapes it as a comment of its language).
pub fn header(settings: &Settings, source: &str) -> String {
    format!(
        "Generated by `{}` from {source}; do not edit.",
        settings.command
    )
}

/// The modules a model is generated into, by name: its family's (`agentao_host`) and its
/// version's (`v3`), if it has one. Each name is the file (or directory) name too, so the family
/// and the version must each be a safe file name ([`naming::path_segment`]) and make a module
/// identifier ([`naming::identifier`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Modules {
    /// The family's module: `agentao.host` → `agentao_host`.
    pub family: String,
    /// The version's module, e.g. `v3`.
    pub version: Option<String>,
}

impl Modules {
    /// The module names of `model`; an error names a family or version that cannot be one.
    pub fn of(model: &Model) -> Result<Self, CodegenError> {
        let module = |value: &str, origin: &str| {
            naming::path_segment(&model.source, value, origin)?;
            naming::identifier(&model.source, value, origin, Case::Module)
        };
        Ok(Self {
            family: module(&model.family, "x-eventspec.family, else the title")?,
            version: match model.version.as_str() {
                "" => None,
                version => Some(module(version, "x-eventspec.version")?),
            },
        })
    }

    /// The module's path without extension, relative to the package's source root:
    /// `agentao_host/v3`, or `agentao_host` for a model without a version.
    pub fn path(&self) -> String {
        match &self.version {
            Some(version) => format!("{}/{version}", self.family),
            None => self.family.clone(),
        }
    }
}
