//! Placeholder until the family is authored.

use serde_json::Value;

use crate::{
    document::DocumentBuilder,
    registry::{ContentModel, Family, Provenance, Stability, UnionKind, Version},
};

/// The family.
pub static FAMILY: Family = Family {
    id: "we0",
    union_name: "TODO",
    description: "TODO",
    stability: Stability::Experimental,
    union: UnionKind::Open,
    content: ContentModel::Open,
    provenance: Provenance::Source,
    tag: Some("type"),
    versions: &[Version {
        id: "v1",
        upstream: "TODO",
        document,
    }],
};

fn document(family: &Family, version: &Version) -> Value {
    DocumentBuilder::new().build(family, version)
}
