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
use eventspec_schema::{Dialect, Family, Version, file, rules::RulesDocument};
use serde_json::Value;

use crate::{
    Outcome,
    cli::{FlavorArg, GenerateArgs, Global, LangArg, TemplatesCommand},
    config, output,
};

/// Generates, or checks, the typings.
pub fn run(args: &GenerateArgs, global: &Global) -> anyhow::Result<Outcome> {
    let verbosity = global.verbosity();
    let project = match (&args.schema, &args.snapshots, &args.out) {
        // The registry's typings with both directories need nothing from the project file.
        (None, Some(_), Some(_)) => None,
        _ => config::load(global)?,
    };
    let languages = languages(
        args.lang,
        flavors(args, project.as_ref()).as_deref(),
        args.schema.is_none(),
    )?;
    let policy = Policy {
        allow_backtracking: args.allow_backtracking_patterns,
    };
    let inputs = match &args.schema {
        Some(path) => {
            let dialect = config::dialect(global, project.as_ref());
            vec![input(&path.display().to_string(), path, dialect, policy)?]
        }
        None => registry_inputs(
            &args
                .snapshots
                .clone()
                .unwrap_or_else(|| config::snapshots_dir(project.as_ref())),
            policy,
        )?,
    };
    let out = match (&args.out, &args.schema) {
        (Some(out), _) => out.clone(),
        (None, Some(_)) => "generated".into(),
        (None, None) => config::generated_dir(project.as_ref()),
    };
    let settings = Settings {
        package_version: env!("CARGO_PKG_VERSION").to_owned(),
        command: "eventspec generate".to_owned(),
        package: package(args, project.as_ref())?,
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

/// The flavours chosen: `--flavor`, else the project file's `[generate] flavors` (`None`: the
/// default).
fn flavors(args: &GenerateArgs, project: Option<&config::Loaded>) -> Option<Vec<FlavorArg>> {
    match args.flavor {
        Some(flavor) => Some(vec![flavor]),
        None => project.and_then(|loaded| loaded.project.generate.flavors.clone()),
    }
}

/// The packages' names and manifest fields: eventspec's own, or a user's from `--package-name`,
/// `--license` and `--description`, else the project file's `[generate]`.
fn package(args: &GenerateArgs, project: Option<&config::Loaded>) -> anyhow::Result<Package> {
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
    let defaults = project.map(|loaded| (loaded.path.as_path(), &loaded.project.generate));
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

/// The contract in the schema file `path` (named `source`), its patterns translated under
/// `policy`, without stream rules. Its fields keep the order its `properties` list them in.
fn input(source: &str, path: &Path, dialect: Dialect, policy: Policy) -> anyhow::Result<Input> {
    let schema = read_schema(path, dialect)?;
    Ok(Input {
        model: lower(source, &schema, policy)?,
        rules: Vec::new(),
        current: true,
    })
}

/// Every version of every registered family, read from its snapshot file
/// ([`registry_schema`]) and its rules file.
fn registry_inputs(snapshots: &Path, policy: Policy) -> anyhow::Result<Vec<Input>> {
    let mut inputs = Vec::new();
    for family in eventspec_schema::registry() {
        for version in family.versions {
            let source = format!("snapshots/{}/{}.json", family.id, version.id);
            let schema = registry_schema(snapshots, family, version)?;
            inputs.push(Input {
                model: lower(&source, &schema, policy)?,
                // The packages' stream checkers read the exported rules file, as hosts would.
                rules: registry_rules(snapshots, family, version)?.rules,
                current: family.is_current(version),
            });
        }
    }
    Ok(inputs)
}

/// A registered version's schema, read from its snapshot file in `snapshots`.
///
/// A snapshot frozen before declaration order was kept lists properties by name (its bytes
/// never change). When it says what the version's Rust types export (the same document, key
/// order aside), the fields' order is taken from the Rust types; otherwise (a snapshot edited
/// by hand) from the snapshot.
pub(super) fn registry_schema(
    snapshots: &Path,
    family: &Family,
    version: &Version,
) -> anyhow::Result<Value> {
    let path = snapshots.join(crate::snapshots::file_name(family, version));
    let snapshot = read_json(&path)?;
    // `Value`'s equality does not depend on key order.
    let declared = version.schema(family);
    Ok(if declared == snapshot {
        declared
    } else {
        snapshot
    })
}

/// A registered version's stream rules, read from its exported rules file in `snapshots`.
pub(super) fn registry_rules(
    snapshots: &Path,
    family: &Family,
    version: &Version,
) -> anyhow::Result<RulesDocument> {
    let path = snapshots.join(crate::snapshots::rules_file_name(family, version));
    serde_json::from_value(read_json(&path)?)
        .with_context(|| format!("{}: not a rules document", path.display()))
}

/// A file of the registry's (a snapshot, a rules file), refused where `validate` would refuse
/// it: [`read_schema`] in the default dialect, which every snapshot declares anyway.
pub(super) fn read_json(path: &Path) -> anyhow::Result<Value> {
    read_schema(path, Dialect::default())
}

/// A schema file, read in `dialect` where it declares no `$schema` ([`Dialect::apply`]), and
/// refused where `validate` would refuse it (one dialect, one meaning of the file for every
/// command).
pub(super) fn read_schema(path: &Path, dialect: Dialect) -> anyhow::Result<Value> {
    let text = file::read_text(path, file::MAX_FILE_BYTES)?;
    let mut value: Value =
        super::parse_json(&text).with_context(|| format!("{} is not JSON", path.display()))?;
    dialect.apply(&mut value);
    eventspec_schema::model::refuse_too_deep(&value)
        .with_context(|| format!("{}: not usable as a contract", path.display()))?;
    eventspec_validate::check_dialect(&value)
        .with_context(|| format!("{}: not usable as a contract", path.display()))?;
    Ok(value)
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
