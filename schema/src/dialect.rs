//! The JSON Schema dialects eventspec reads a user's schema in, and the one place that decides
//! which: the document's own `$schema`, else the default dialect the user chose (`--dialect`,
//! `dialect` in `eventspec.toml`, `dialect=` in Python), else draft 2020-12.
//!
//! [`Dialect::apply`] writes the decision into the document (a `$schema` at its root where it
//! declares none), so every reader after it (the validator, the model, drift, lowering) sees
//! one dialect: a default given is exactly a `$schema` written.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A dialect a schema without `$schema` can be read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema)]
pub enum Dialect {
    /// Draft 2020-12, the default.
    #[default]
    #[serde(rename = "2020-12")]
    Draft2020_12,
    /// Draft 2019-09.
    #[serde(rename = "2019-09")]
    Draft2019_09,
    /// Draft 7 (list `items` with `additionalItems`, `definitions`, `dependencies`; the
    /// siblings of `$ref` ignored).
    #[serde(rename = "draft7")]
    Draft7,
    /// Draft 6 (draft 7 without `if`/`then`/`else`).
    #[serde(rename = "draft6")]
    Draft6,
}

impl Dialect {
    /// Every dialect, in the order help lists them.
    pub const ALL: [Self; 4] = [
        Self::Draft2020_12,
        Self::Draft2019_09,
        Self::Draft7,
        Self::Draft6,
    ];

    /// How `--dialect` and the project file name it: `2020-12`, `2019-09`, `draft7`, `draft6`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Draft2020_12 => "2020-12",
            Self::Draft2019_09 => "2019-09",
            Self::Draft7 => "draft7",
            Self::Draft6 => "draft6",
        }
    }

    /// The dialect `name` names (see [`Dialect::name`]).
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|d| d.name() == name)
    }

    /// Its meta-schema's URI, as a `$schema` declares it.
    pub fn uri(self) -> &'static str {
        match self {
            Self::Draft2020_12 => "https://json-schema.org/draft/2020-12/schema",
            Self::Draft2019_09 => "https://json-schema.org/draft/2019-09/schema",
            Self::Draft7 => "http://json-schema.org/draft-07/schema#",
            Self::Draft6 => "http://json-schema.org/draft-06/schema#",
        }
    }

    /// Whether `document` declares its dialect: a `$schema` at its root. A boolean schema
    /// declares none and needs none (`true` and `false` mean the same in every dialect).
    pub fn declared(document: &Value) -> bool {
        document
            .as_object()
            .is_none_or(|root| root.contains_key("$schema"))
    }

    /// `document` read with `self` as the default dialect: a root that declares no `$schema`
    /// gets this dialect's. The default dialect, 2020-12, is what every reader assumes of a
    /// document without one, so it is not written (the document stays as its author wrote it).
    pub fn apply(self, document: &mut Value) {
        if self == Self::Draft2020_12 || Self::declared(document) {
            return;
        }
        if let Some(root) = document.as_object_mut() {
            root.insert("$schema".to_owned(), Value::String(self.uri().to_owned()));
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::Dialect;

    #[test]
    fn a_default_is_written_only_where_no_dialect_is_declared() {
        let mut undeclared = json!({"type": "object"});
        Dialect::Draft7.apply(&mut undeclared);
        assert_eq!(undeclared["$schema"], json!(Dialect::Draft7.uri()));

        let declared = json!({"$schema": Dialect::Draft2019_09.uri(), "type": "object"});
        let mut copy = declared.clone();
        Dialect::Draft7.apply(&mut copy);
        assert_eq!(
            copy, declared,
            "an explicit `$schema` wins over the default"
        );

        let mut boolean = json!(true);
        Dialect::Draft7.apply(&mut boolean);
        assert_eq!(boolean, json!(true));

        let mut default = json!({"type": "object"});
        Dialect::Draft2020_12.apply(&mut default);
        assert_eq!(default, json!({"type": "object"}));
    }

    #[test]
    fn names_round_trip_through_parse_and_serde() {
        for dialect in Dialect::ALL {
            assert_eq!(Dialect::parse(dialect.name()), Some(dialect));
            assert_eq!(
                serde_json::to_value(dialect).expect("serializes"),
                json!(dialect.name())
            );
        }
        assert_eq!(Dialect::parse("draft-07"), None);
    }
}
