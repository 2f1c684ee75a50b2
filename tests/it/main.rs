//! End-to-end tests of the `eventspec` binary and of the checked-in contract artefacts.

mod amplification;
mod captures;
mod cli_docs;
mod cli_flavours;
mod cli_generate;
mod cli_registry;
mod cli_validate;
mod corpus;
mod coverage;
mod declared_order;
mod depth;
mod dialect;
mod drift;
mod drift_forms;
mod drift_keywords;
mod drift_search;
mod drift_semantics;
mod drift_upstream;
mod drift_witness;

mod gate_bypass;
mod host_agreement;
mod hostile;
mod hostile_generate;
mod hostile_git;
mod hostile_reports;
mod project_file;
mod recursion;
mod reports;
mod rule_kinds;
mod snapshots;
mod sse_captures;
mod streams;
mod support;
mod user_rules;
mod validate_corpus;
