//! `eventspec diff`: every change between two contracts, judged under a mode.

use std::path::Path;

use anyhow::{Context as _, bail};
use eventspec_drift::{Mode, Verdict, diff, diff_rules};
use serde_json::Value;

use crate::{
    Outcome,
    cli::{DiffArgs, FailOn, ModeArg},
    drift_report,
    git::Revision,
    output,
};

/// Compares the two contracts and reports.
pub fn run(args: &DiffArgs) -> anyhow::Result<Outcome> {
    let old = load(&args.old)?;
    let new = load(&args.new)?;
    let mode = match args.mode {
        ModeArg::Backward => Mode::Backward,
        ModeArg::Forward => Mode::Forward,
        ModeArg::Full => Mode::Full,
    };
    let mut report = diff(&old, &new, &args.old, &args.new, mode);
    if let (Some(old_rules), Some(new_rules)) =
        (registry_rules(&args.old), registry_rules(&args.new))
    {
        diff_rules(&mut report, &old_rules, &new_rules);
    }
    output::stdout(&drift_report::render(
        &report,
        args.format,
        &drift_report::Sources::default(),
    )?)?;
    let fails = match args.fail_on {
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

/// The stream rules document of a registry reference (`FAMILY@VERSION`), if it is one.
fn registry_rules(reference: &str) -> Option<Value> {
    if reference.starts_with("git:") || Path::new(reference).is_file() {
        return None;
    }
    let (family, version) = eventspec_schema::resolve(reference).ok()?;
    serde_json::to_value(crate::snapshots::rules_document(family, version)).ok()
}

/// A contract named by `FAMILY@VERSION`, a schema file, or `git:REF:PATH`.
pub fn load(reference: &str) -> anyhow::Result<Value> {
    if let Some(rest) = reference.strip_prefix("git:") {
        let Some((revision, path)) = rest.split_once(':') else {
            bail!("`{reference}`: expected git:REF:PATH, e.g. git:v0.1.0:snapshots/we0/v1.json");
        };
        let revision = Revision::resolve(revision)?;
        let text = revision
            .file(path)?
            .with_context(|| format!("{path} does not exist at git revision {}", revision.name))?;
        return serde_json::from_str(&text).with_context(|| format!("{reference} is not JSON"));
    }
    let path = Path::new(reference);
    if path.exists() {
        let text = eventspec_schema::file::read_text(path, eventspec_schema::file::MAX_FILE_BYTES)?;
        return serde_json::from_str(&text).with_context(|| format!("{reference} is not JSON"));
    }
    if !reference.contains('@') && (reference.contains('/') || reference.ends_with(".json")) {
        bail!("{reference}: no such file");
    }
    let (family, version) = eventspec_schema::resolve(reference)?;
    Ok(version.schema(family))
}
