//! `eventspec schema`: prints a family version's snapshot.

use eventspec_schema::{canonical::to_canonical_string, resolve};

use crate::{Outcome, cli::FamilyArgs, output};

/// Prints the canonical snapshot of the requested family version.
pub fn run(args: &FamilyArgs) -> anyhow::Result<Outcome> {
    let (family, version) = resolve(&args.family)?;
    output::stdout(&to_canonical_string(&version.schema(family)))?;
    Ok(Outcome::Success)
}
