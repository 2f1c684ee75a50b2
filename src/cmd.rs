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

use crate::{Outcome, cli::Command};

/// Runs `command`.
pub fn run(command: Command) -> anyhow::Result<Outcome> {
    match command {
        Command::Validate(args) => validate::run(&args),
        Command::List(args) => list::run(&args),
        Command::Show(args) => show::run(&args),
        Command::Schema(args) => schema::run(&args),
        Command::Export(args) => export::run(&args),
        Command::Diff(args) => diff::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Templates(command) => generate::templates(&command),
        Command::Completions(args) => help::completions(&args),
        Command::Man => help::man(),
    }
}
