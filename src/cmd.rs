//! One module per command.

mod check;
mod diff;
mod export;
mod generate;
mod help;
mod list;
mod schema;
mod show;
mod validate;

use std::path::{Path, PathBuf};

use crate::{
    Outcome,
    cli::{Command, Global, Verbosity},
};

/// What a command that writes files says about them: each one with `-v`, how many by default,
/// nothing with `-q`. `verb` is what happened to them (`wrote`, `removed`).
fn files_line(verbosity: Verbosity, verb: &str, paths: &[PathBuf], dir: &Path) -> String {
    match verbosity {
        _ if paths.is_empty() => String::new(),
        Verbosity::Quiet => String::new(),
        Verbosity::Normal => format!("{verb} {} file(s) in {}\n", paths.len(), dir.display()),
        Verbosity::Verbose => paths
            .iter()
            .map(|path| format!("{verb} {}\n", path.display()))
            .collect(),
    }
}

/// Runs `command`.
pub fn run(command: Command, global: &Global) -> anyhow::Result<Outcome> {
    match command {
        Command::Validate(args) => validate::run(&args, global),
        Command::List(args) => list::run(&args),
        Command::Show(args) => show::run(&args),
        Command::Schema(args) => schema::run(&args),
        Command::Export(args) => export::run(&args, global),
        Command::Diff(args) => diff::run(&args, global),
        Command::Check(args) => check::run(&args, global),
        Command::Generate(args) => generate::run(&args, global),
        Command::Templates(command) => generate::templates(&command, global),
        Command::Completions(args) => help::completions(&args),
        Command::Man => help::man(),
    }
}

/// `doc`, unless a chain of its subschemas applying to one value is longer than every command
/// allows (`eventspec_schema::model::MAX_IN_PLACE_DEPTH`): an error naming the file.
fn shallow(doc: crate::gate::Doc) -> anyhow::Result<crate::gate::Doc> {
    use anyhow::Context as _;
    eventspec_schema::model::refuse_too_deep(&doc.value)
        .with_context(|| format!("{}: not usable as a contract", doc.file))?;
    Ok(doc)
}

/// `text` parsed as JSON; JSON nested past serde_json's limit says what the limit is.
fn parse_json(text: &str) -> anyhow::Result<serde_json::Value> {
    serde_json::from_str(text).map_err(|error| {
        if error.to_string().starts_with("recursion limit exceeded") {
            anyhow::Error::new(error)
                .context("arrays and objects nest deeper than the 128 levels eventspec reads")
        } else {
            error.into()
        }
    })
}
