//! Validation of recorded agent event streams against an eventspec snapshot.
//!
//! The pipeline: [`input`] reads a file (a JSON document, JSONL or SSE) into [`input::Record`]s,
//! one per event, each with its line; [`Contract`] dispatches each event on its tag to the one
//! event type it names and reports [`Finding`]s that say what was expected and what was found.

pub mod contract;
pub mod finding;
pub mod input;
mod message;
pub mod run;
pub mod stream;

pub use contract::{Checked, Contract, ContractError, Mode, Problem};
pub use finding::{Coverage, Finding, Report, Rule, Severity, Summary};
pub use run::{Counts, Options, Validator, validate_input};
