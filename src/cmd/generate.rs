//! `eventspec generate`: typings from the snapshots (or a user's schema), written or checked.

use std::{fmt::Write as _, path::Path};

use anyhow::Context as _;
use eventspec_codegen::{
    Language,
    backend::{Input, Settings},
    lower,
    render::{Renderer, export_templates},
};
use eventspec_schema::file;
use serde_json::Value;

use crate::{
    Outcome,
    cli::{GenerateArgs, LangArg, TemplatesCommand},
    output,
};

/// Generates, or checks, the typings.
pub fn run(args: &GenerateArgs) -> anyhow::Result<Outcome> {
    let languages = match args.lang {
        LangArg::Typescript => vec![Language::TypeScript],
        LangArg::Python => vec![Language::Python],
        LangArg::All => vec![Language::TypeScript, Language::Python],
    };
    let inputs = match &args.schema {
        Some(path) => vec![Input {
            model: lower(&path.display().to_string(), &read_json(path)?)?,
            current: true,
        }],
        None => registry_inputs(&args.snapshots)?,
    };
    let settings = Settings {
        package_version: env!("CARGO_PKG_VERSION").to_owned(),
        command: "eventspec generate".to_owned(),
    };
    let renderer = Renderer::new(args.templates.as_deref())?;
    let files = eventspec_codegen::generate(&inputs, &languages, &settings, &renderer)?;
    let owned: Vec<&str> = languages
        .iter()
        .flat_map(|l| l.owned().iter().copied())
        .collect();
    let mut text = String::new();
    if args.check {
        let drift = files.check(&args.out, &owned)?;
        for (label, paths) in [
            ("stale", &drift.stale),
            ("missing", &drift.missing),
            ("unexpected", &drift.unexpected),
        ] {
            for path in paths {
                let _ = writeln!(text, "{label}: {}", args.out.join(path).display());
            }
        }
        if drift.is_empty() {
            let _ = writeln!(text, "typings in {} are up to date", args.out.display());
            output::stderr(&text)?;
            return Ok(Outcome::Success);
        }
        let _ = writeln!(
            text,
            "typings in {} differ from the snapshots; run `eventspec generate` to rewrite them",
            args.out.display()
        );
        output::stderr(&text)?;
        return Ok(Outcome::Findings);
    }
    let drift = files.write(&args.out, &owned)?;
    for path in drift.stale.iter().chain(&drift.missing) {
        let _ = writeln!(text, "wrote {}", args.out.join(path).display());
    }
    for path in &drift.unexpected {
        let _ = writeln!(text, "removed {}", args.out.join(path).display());
    }
    output::stderr(&text)?;
    Ok(Outcome::Success)
}

/// Every version of every registered family, read from its snapshot file.
fn registry_inputs(snapshots: &Path) -> anyhow::Result<Vec<Input>> {
    let mut inputs = Vec::new();
    for family in eventspec_schema::registry() {
        for version in family.versions {
            let path = snapshots
                .join(family.id)
                .join(format!("{}.json", version.id));
            let source = format!("snapshots/{}/{}.json", family.id, version.id);
            inputs.push(Input {
                model: lower(&source, &read_json(&path)?)?,
                current: family.is_current(version),
            });
        }
    }
    Ok(inputs)
}

fn read_json(path: &Path) -> anyhow::Result<Value> {
    let text = file::read_text(path, file::MAX_FILE_BYTES)?;
    serde_json::from_str(&text).with_context(|| format!("{} is not JSON", path.display()))
}

/// `eventspec templates ...`.
pub fn templates(command: &TemplatesCommand) -> anyhow::Result<Outcome> {
    match command {
        TemplatesCommand::Export { dir } => {
            let mut text = String::new();
            for path in export_templates(dir)? {
                let _ = writeln!(text, "wrote {}", path.display());
            }
            output::stderr(&text)?;
            Ok(Outcome::Success)
        }
    }
}
