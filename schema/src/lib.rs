//! The contract of eventspec: every event family as Rust types (serde + schemars), the registry
//! of families and versions, and the canonical JSON Schema document of each version.
//!
//! The pipeline starts here: Rust types → [`Version::schema`] → canonical snapshot text
//! ([`canonical::to_canonical_string`]) → `snapshots/<family>/<version>.json`, which the
//! validator, the typings generator and the drift checker read.

#![deny(missing_docs)]

pub mod canonical;
pub mod dialect;
pub mod document;
pub mod envelope;
pub mod families;
pub mod file;
pub mod model;
pub mod normalize;
pub mod presence;
pub mod registry;
pub mod rules;
pub mod suggest;

pub use dialect::Dialect;
pub use registry::{
    ContentModel, Family, LookupError, Provenance, Stability, UnionKind, Version, family, registry,
    resolve,
};
