//! `eventspec diff`: every change between two contracts, judged under a mode.

use std::path::Path;

use anyhow::{Context as _, bail};
use eventspec_drift::{Mode, Verdict, diff, diff_rules};
use eventspec_schema::{Dialect, rules::RulesDocument};
use serde_json::Value;

use crate::{
    Outcome,
    cli::{DiffArgs, DiffFormat, FailOn, Global, ModeArg},
    config,
    drift_report::{self, Source},
    git::Revision,
    output,
};

/// Compares the two contracts and reports.
pub fn run(args: &DiffArgs, global: &Global) -> anyhow::Result<Outcome> {
    let project = config::load(global)?;
    let defaults = (project.as_ref())
        .map(|loaded| loaded.project.diff.clone())
        .unwrap_or_default();
    let dialect = config::dialect(global, project.as_ref());
    let (old, old_source) = load(&args.old, dialect)?;
    let (new, new_source) = load(&args.new, dialect)?;
    let sources = drift_report::Sources {
        old: Some(old_source),
        new: Some(new_source),
    };
    let mode = match args.mode.or(defaults.mode).unwrap_or(ModeArg::Full) {
        ModeArg::Backward => Mode::Backward,
        ModeArg::Forward => Mode::Forward,
        ModeArg::Full => Mode::Full,
    };
    let mut report = diff(&old, &new, &args.old, &args.new, mode);
    if let (Some(old_rules), Some(new_rules)) =
        (registry_rules(&args.old)?, registry_rules(&args.new)?)
    {
        diff_rules(&mut report, &old_rules, &new_rules);
    }
    let format = args.format.or(defaults.format).unwrap_or(DiffFormat::Text);
    let project_file = project
        .as_ref()
        .map(|loaded| loaded.path.display().to_string());
    output::stdout(&drift_report::render(
        &report,
        format,
        &sources,
        project_file.as_deref(),
    )?)?;
    let fails = match args
        .fail_on
        .or(defaults.fail_on)
        .unwrap_or(FailOn::Breaking)
    {
        FailOn::Breaking => report.reaches(Verdict::Breaking),
        FailOn::Warning => report.reaches(Verdict::NonBreaking),
        FailOn::Never => false,
    };
    Ok(if fails {
        Outcome::Findings
    } else {
        Outcome::Success
    })
}

/// The stream rules document of a registry reference (`FAMILY@VERSION`), if it is one; refused
/// when two of its rules have the same id (rules are compared by id).
fn registry_rules(reference: &str) -> anyhow::Result<Option<RulesDocument>> {
    if reference.starts_with("git:") || Path::new(reference).is_file() {
        return Ok(None);
    }
    let Ok((family, version)) = eventspec_schema::resolve(reference) else {
        return Ok(None);
    };
    let document = version.rules_document(family);
    eventspec_schema::rules::check_ids(&document.rules)
        .with_context(|| format!("the stream rules of {reference}"))?;
    Ok(Some(document))
}

/// A contract named by `FAMILY@VERSION`, a schema file, or `git:REF:PATH`, and the text it was
/// read from under the path annotations name (a registry version: its snapshot file). A file
/// that declares no `$schema` is read in `dialect`.
pub fn load(reference: &str, dialect: Dialect) -> anyhow::Result<(Value, Source)> {
    let parse = |text: String, path: &str| -> anyhow::Result<(Value, Source)> {
        let mut value =
            super::parse_json(&text).with_context(|| format!("{reference} is not JSON"))?;
        dialect.apply(&mut value);
        // What `validate` refuses, drift does not compare either: one dialect, one meaning of
        // the file for every command.
        eventspec_schema::model::refuse_too_deep(&value)
            .with_context(|| format!("{reference}: not usable as a contract"))?;
        eventspec_validate::check_dialect(&value)
            .with_context(|| format!("{reference}: not usable as a contract"))?;
        Ok((value, Source::new(path.to_owned(), text)))
    };
    if let Some(rest) = reference.strip_prefix("git:") {
        let Some((revision, path)) = rest.split_once(':') else {
            bail!("`{reference}`: expected git:REF:PATH, e.g. git:v0.1.0:snapshots/we0/v1.json");
        };
        let revision = Revision::resolve(revision)?;
        let text = revision
            .file(path)?
            .with_context(|| format!("{path} does not exist at git revision {}", revision.name))?;
        return parse(text, path);
    }
    let path = Path::new(reference);
    if path.exists() {
        let text = eventspec_schema::file::read_text(path, eventspec_schema::file::MAX_FILE_BYTES)?;
        return parse(text, &crate::git::root_relative(reference));
    }
    if !reference.contains('@') && (reference.contains('/') || reference.ends_with(".json")) {
        bail!("{reference}: no such file");
    }
    let (family, version) = eventspec_schema::resolve(reference)?;
    let document = version.schema(family);
    let source = Source::new(
        format!("snapshots/{}", crate::snapshots::file_name(family, version)),
        eventspec_schema::canonical::to_canonical_string(&document, version.key_order),
    );
    Ok((document, source))
}
