//! Deciding single values exactly: a side's nodes compiled by the `jsonschema` crate (formats
//! asserted, as the strictest reader does), and patterns matched as JSON Schema matches them.

use std::collections::HashMap;

use eventspec_schema::model::{Contract, NodeId, pointer};
use jsonschema::Validator;
use serde_json::{Value, json};

/// One side's document, registered once, with the validators of its nodes compiled on demand.
pub struct Instances {
    registry: Option<jsonschema::Registry<'static>>,
    base: String,
    dialect: Option<String>,
    compiled: HashMap<NodeId, Option<Validator>>,
}

impl Instances {
    pub fn new(document: &Value, contract: &Contract) -> Self {
        let root = contract.keywords(contract.root());
        let base = contract.base_uri("json-schema:///eventspec-drift-side.json");
        let registry = jsonschema::Registry::new()
            .add(&base, document.clone())
            .and_then(jsonschema::RegistryBuilder::prepare)
            .ok();
        Self {
            registry,
            base,
            dialect: root.and_then(|k| k.dialect.clone()),
            compiled: HashMap::new(),
        }
    }

    /// Whether node `id` (at `at`) accepts `value`; `None` when the node does not compile.
    pub fn accepts(&mut self, id: NodeId, at: &str, value: &Value) -> Option<bool> {
        let (registry, base, dialect) = (&self.registry, &self.base, &self.dialect);
        let validator = self.compiled.entry(id).or_insert_with(|| {
            let mut schema = json!({"$ref": format!("{base}{}", pointer::to_fragment(at))});
            if let Some(dialect) = dialect {
                schema["$schema"] = Value::String(dialect.clone());
            }
            jsonschema::options()
                .should_validate_formats(true)
                .with_registry(registry.as_ref()?)
                .build(&schema)
                .ok()
        });
        Some(validator.as_ref()?.is_valid(value))
    }
}

/// Patterns as JSON Schema matches them (the `jsonschema` crate's regular expressions).
#[derive(Default)]
pub struct Patterns {
    compiled: HashMap<String, Option<Validator>>,
}

impl Patterns {
    /// Whether `name` matches `pattern`; `None` when the pattern does not compile.
    pub fn matches(&mut self, pattern: &str, name: &str) -> Option<bool> {
        let validator = self
            .compiled
            .entry(pattern.to_owned())
            .or_insert_with(|| jsonschema::validator_for(&json!({"pattern": pattern})).ok());
        Some(
            validator
                .as_ref()?
                .is_valid(&Value::String(name.to_owned())),
        )
    }
}
