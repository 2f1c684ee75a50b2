//! Validation of recorded agent event streams against an eventspec snapshot.
//!
//! The pipeline: [`input`] reads a file (a JSON document, JSONL or SSE) into [`input::Record`]s,
//! one per event, each with its line; [`Contract`] gives each event the whole document's verdict
//! (the `jsonschema` crate's), and explains a rejection through the event type its tag names,
//! with [`Finding`]s that say what was expected and what was found. Which event types there are,
//! their tags, content models and the union's catch-all come from the resolved contract model
//! ([`eventspec_schema::model`]); nothing here reads JSON Schema keywords itself.
//!
//! Most events are never parsed into a value: each contract compiles a [`fast`] path from the
//! same model that decides, while the event is read, that it is valid with nothing to report;
//! any other event is parsed onto a [`tape`] (its values in one buffer, a tenth of the memory a
//! `serde_json::Value` takes) and checked as above.

pub mod contract;
pub mod coverage;
pub mod fast;
pub mod finding;
pub mod input;
mod message;
mod multiple_of;
pub mod run;
pub mod stream;
pub mod tape;

pub use contract::{Answer, Checked, Contract, ContractError, Mode, Problem, check_dialect};
pub use coverage::Coverage;
pub use finding::{Finding, Report, Rule, Severity, Summary};
pub use run::{Counts, Options, PartialRead, Validator, validate_input};
