//! `eventspec generate`: typings from the snapshots (or a user's schema), written or checked.

use std::path::Path;

use anyhow::Context as _;
use eventspec_codegen::{
    CodegenError, Language,
    backend::{Input, Settings},
    lower,
    package::Package,
    render::{Renderer, export_templates},
};
use eventspec_pattern::Policy;
use eventspec_schema::rules::RulesDocument;
use serde_json::Value;

use super::Outcome;
use crate::{
    cli::{FlavorArg, GenerateArgs, Global, LangArg, TemplatesCommand},
    output,
    settings::Context,
    source::{self, Reference},
};

/// Generates, or checks, the typings.
pub fn run(args: &GenerateArgs, context: &Context) -> anyhow::Result<Outcome> {
    let flavors = context.pick(args.flavor.map(|f| vec![f]), |p| p.generate.flavors.clone());
    let languages = languages(args.lang, flavors.as_deref(), args.schema.is_none())?;
    let policy = Policy {
        allow_backtracking: args.allow_backtracking_patterns,
    };
    let inputs = match &args.schema {
        Some(path) => {
            let read = Reference::File(path).load(args.rules.as_deref(), context.dialect())?;
            let name = path.display().to_string();
            vec![input(&name, &read.document, read.rules, true, policy)?]
        }
        None => registry_inputs(&context.snapshots_dir(args.snapshots.as_ref()), policy)?,
    };
    let out = match (&args.out, &args.schema) {
        (Some(out), _) => out.clone(),
        (None, Some(_)) => "generated".into(),
        (None, None) => context.generated_dir(None),
    };
    let settings = Settings {
        package_version: env!("CARGO_PKG_VERSION").to_owned(),
        command: "eventspec generate".to_owned(),
        package: package(args, context)?,
    };
    let renderer = Renderer::new(args.templates.as_deref())?;
    let files = eventspec_codegen::generate(&inputs, &languages, &settings, &renderer)?;
    let owned: Vec<&str> = languages
        .iter()
        .flat_map(|l| l.backend().owned().iter().copied())
        .collect();
    let what = super::Artefact {
        name: "typings",
        source: "the snapshots",
        command: "eventspec generate",
    };
    let verbosity = context.verbosity();
    if args.check {
        return super::check_files(&files, &out, &owned, verbosity, &what);
    }
    super::write_files(&files, &out, &owned, verbosity, &what)
}

/// The languages (and flavours) `--lang` and `flavors` name: without flavours, every flavour of
/// the languages for the registry, the plain typings for a user's schema.
fn languages(
    lang: LangArg,
    flavors: Option<&[FlavorArg]>,
    registry: bool,
) -> anyhow::Result<Vec<Language>> {
    let typescript = lang != LangArg::Python;
    let python = lang != LangArg::Typescript;
    let wanted = |flavor| match flavors {
        Some(flavors) => flavors.contains(&flavor),
        None => registry || flavor == FlavorArg::Plain,
    };
    let out: Vec<Language> = [
        (typescript && wanted(FlavorArg::Plain), Language::TypeScript),
        (
            typescript && wanted(FlavorArg::Zod),
            Language::TypeScriptZod,
        ),
        (python && wanted(FlavorArg::Plain), Language::Python),
        (
            python && wanted(FlavorArg::Pydantic),
            Language::PythonPydantic,
        ),
    ]
    .into_iter()
    .filter_map(|(chosen, language)| chosen.then_some(language))
    .collect();
    if out.is_empty() {
        anyhow::bail!(
            "nothing to generate: `pydantic` is a flavour of Python and `zod` one of TypeScript; \
             give `--lang python` or `--lang typescript` to match the flavours chosen"
        );
    }
    Ok(out)
}

/// The packages' names and manifest fields: eventspec's own, or a user's from `--package-name`,
/// `--license` and `--description`, else the project file's `[generate]`.
fn package(args: &GenerateArgs, context: &Context) -> anyhow::Result<Package> {
    let mut package = match &args.package_name {
        Some(name) => Package::named(name)?,
        None => Package::default(),
    };
    if args.schema.is_none() {
        return Ok(package);
    }
    // A user's schema is never described as the registry, nor inherits its licence, even
    // under eventspec's package name.
    package.registry = false;
    package.license = None;
    let defaults =
        (context.project()).map(|loaded| (loaded.path.as_path(), &loaded.project.generate));
    let license = defaults.and_then(|(path, d)| Some((path, d.license.as_deref()?)));
    let package = setting(
        package,
        (args.license.as_deref(), license),
        "license",
        Package::with_license,
    )?;
    let description = defaults.and_then(|(path, d)| Some((path, d.description.as_deref()?)));
    setting(
        package,
        (args.description.as_deref(), description),
        "description",
        Package::with_description,
    )
}

/// `package` with `set` applied to the flag's value, else to the value of the project file's
/// `[generate] key` (a refusal then names the file and the key), else as it is.
fn setting(
    package: Package,
    (flag, project): (Option<&str>, Option<(&Path, &str)>),
    key: &str,
    set: fn(Package, &str) -> Result<Package, CodegenError>,
) -> anyhow::Result<Package> {
    match (flag, project) {
        (Some(value), _) => Ok(set(package, value)?),
        (None, Some((path, value))) => {
            set(package, value).with_context(|| format!("{}: [generate] {key}", path.display()))
        }
        (None, None) => Ok(package),
    }
}

/// The contract `document` (named `source`) with its stream `rules`, its patterns translated
/// under `policy`. Its fields keep the order its `properties` list them in.
fn input(
    source: &str,
    document: &Value,
    rules: Option<RulesDocument>,
    current: bool,
    policy: Policy,
) -> anyhow::Result<Input> {
    Ok(Input {
        model: lower(source, document, policy)?,
        rules: rules.map(|document| document.rules).unwrap_or_default(),
        current,
    })
}

/// Every version of every registered family, as the snapshot folder `snapshots` holds it. The
/// packages' stream checkers read the exported rules file, as hosts would.
fn registry_inputs(snapshots: &Path, policy: Policy) -> anyhow::Result<Vec<Input>> {
    let mut inputs = Vec::new();
    for family in eventspec_schema::registry() {
        for version in family.versions {
            let read = source::registry_version(snapshots, family, version)?;
            let rules = Some(read.rules);
            inputs.push(input(
                &read.label,
                &read.document,
                rules,
                read.current,
                policy,
            )?);
        }
    }
    Ok(inputs)
}

/// `eventspec templates ...`.
pub fn templates(command: &TemplatesCommand, global: &Global) -> anyhow::Result<Outcome> {
    match command {
        TemplatesCommand::Export { dir } => {
            let written = export_templates(dir)?;
            output::stderr(&super::files_line(
                global.verbosity(),
                "wrote",
                &written,
                dir,
            ))?;
            Ok(Outcome::Success)
        }
    }
}
