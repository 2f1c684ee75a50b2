//! `eventspec generate`: typings from the snapshots (or a user's schema), written or checked.

use std::{
    fmt::Write as _,
    path::{Path, PathBuf},
};

use anyhow::Context as _;
use eventspec_codegen::{
    CodegenError, Language,
    backend::{Input, Settings},
    fileset::FileSet,
    lower,
    package::Package,
    render::{Renderer, export_templates},
};
use eventspec_pattern::Policy;
use eventspec_schema::file;
use serde_json::Value;

use crate::{
    Outcome,
    cli::{FlavorArg, GenerateArgs, Global, LangArg, TemplatesCommand, Verbosity},
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
        Some(path) => vec![input(&path.display().to_string(), path, true, policy)?],
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
    if args.check {
        return check(&files, &out, &owned, verbosity);
    }
    let mut text = String::new();
    let drift = files.write(&out, &owned)?;
    let written: Vec<PathBuf> = (drift.stale.iter().chain(&drift.missing))
        .map(|path| out.join(path))
        .collect();
    let removed: Vec<PathBuf> = drift.unexpected.iter().map(|p| out.join(p)).collect();
    text.push_str(&super::files_line(verbosity, "wrote", &written, &out));
    text.push_str(&super::files_line(verbosity, "removed", &removed, &out));
    if written.is_empty() && removed.is_empty() && verbosity > Verbosity::Quiet {
        let _ = writeln!(text, "typings in {} were already up to date", out.display());
    }
    output::stderr(&text)?;
    Ok(Outcome::Success)
}

/// Checks the typings in `out` against `files`, as `generate --check` reports them.
fn check(
    files: &FileSet,
    out: &Path,
    owned: &[&str],
    verbosity: Verbosity,
) -> anyhow::Result<Outcome> {
    let mut text = String::new();
    let drift = files.check(out, owned)?;
    for (label, paths) in [
        ("stale", &drift.stale),
        ("missing", &drift.missing),
        ("unexpected", &drift.unexpected),
    ] {
        for path in paths {
            let _ = writeln!(text, "{label}: {}", out.join(path).display());
        }
    }
    if drift.is_empty() {
        if verbosity > Verbosity::Quiet {
            let _ = writeln!(text, "typings in {} are up to date", out.display());
        }
        output::stderr(&text)?;
        return Ok(Outcome::Success);
    }
    let _ = writeln!(
        text,
        "typings in {} differ from the snapshots; run `eventspec generate` to rewrite them",
        out.display()
    );
    output::stderr(&text)?;
    Ok(Outcome::Findings)
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
fn input(source: &str, path: &Path, current: bool, policy: Policy) -> anyhow::Result<Input> {
    let schema = read_json(path)?;
    Ok(Input {
        model: lower(source, &schema, policy)?,
        rules: Vec::new(),
        current,
    })
}

/// Every version of every registered family, read from its snapshot file.
///
/// A snapshot frozen before declaration order was kept lists properties by name (its bytes
/// never change). When it says what the version's Rust types export (the same document, key
/// order aside), its typings take the fields' order from the Rust types; otherwise (a snapshot
/// edited by hand) from the snapshot.
fn registry_inputs(snapshots: &Path, policy: Policy) -> anyhow::Result<Vec<Input>> {
    let mut inputs = Vec::new();
    for family in eventspec_schema::registry() {
        for version in family.versions {
            let path = snapshots
                .join(family.id)
                .join(format!("{}.json", version.id));
            let source = format!("snapshots/{}/{}.json", family.id, version.id);
            let snapshot = read_json(&path)?;
            // `Value`'s equality does not depend on key order.
            let declared = version.schema(family);
            let schema = if declared == snapshot {
                declared
            } else {
                snapshot
            };
            let mut input = Input {
                model: lower(&source, &schema, policy)?,
                rules: Vec::new(),
                current: family.is_current(version),
            };
            // The packages' stream checkers read the exported rules file, as hosts would.
            let rules_path = snapshots.join(crate::snapshots::rules_file_name(family, version));
            let rules: eventspec_schema::rules::RulesDocument =
                serde_json::from_value(read_json(&rules_path)?)
                    .with_context(|| format!("{}: not a rules document", rules_path.display()))?;
            input.rules = rules.rules;
            inputs.push(input);
        }
    }
    Ok(inputs)
}

/// A schema file, refused where `validate` would refuse it (one dialect, one meaning of the
/// file for every command).
fn read_json(path: &Path) -> anyhow::Result<Value> {
    let text = file::read_text(path, file::MAX_FILE_BYTES)?;
    let value: Value =
        super::parse_json(&text).with_context(|| format!("{} is not JSON", path.display()))?;
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
