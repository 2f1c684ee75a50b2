//! `eventspec completions SHELL` and `eventspec man`: the command line described for shells and
//! for `man`, generated from the same definitions clap parses with.

use clap::CommandFactory as _;

use super::Outcome;
use crate::{
    cli::{Cli, CompletionsArgs},
    output,
};

/// Prints the completion script for `args.shell`.
pub fn completions(args: &CompletionsArgs) -> anyhow::Result<Outcome> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "eventspec", &mut script);
    output::stdout(&String::from_utf8(script)?)?;
    Ok(Outcome::Success)
}

/// Prints the manual page, in roff.
pub fn man() -> anyhow::Result<Outcome> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page)?;
    output::stdout(&String::from_utf8(page)?)?;
    Ok(Outcome::Success)
}
