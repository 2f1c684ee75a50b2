//! Compiling a document with the `jsonschema` crate: the whole document and each member alone,
//! with bounded pattern backtracking, exact `multipleOf` and ECMA-262 patterns.

use std::collections::BTreeMap;

use eventspec_schema::{
    Dialect,
    model::{self, pointer},
};
use serde_json::Value;

use super::{ContractError, Validator};
use crate::tape;

/// The document, registered once as a resource, so that a validator of one member compiles only
/// that member (and what it refers to), with every reference resolving as in the document.
pub(super) struct Members {
    registry: jsonschema::Registry<'static>,
    base: String,
    dialect: Option<String>,
}

impl Members {
    pub(super) fn new(
        document: &Value,
        base: String,
        dialect: Option<&str>,
    ) -> Result<Self, ContractError> {
        let registry = jsonschema::Registry::new()
            .add(&base, document.clone())
            .and_then(jsonschema::RegistryBuilder::prepare)
            .map_err(|error| ContractError::Compile {
                pointer: String::new(),
                message: error.to_string(),
            })?;
        Ok(Self {
            registry,
            base,
            dialect: dialect.map(str::to_owned),
        })
    }

    /// The validator of the member at `pointer`; `None` if it does not compile alone.
    pub(super) fn compile(&self, pointer: &str) -> Option<Validator> {
        let mut schema = serde_json::json!({
            "$ref": format!("{}{}", self.base, pointer::to_fragment(pointer)),
        });
        if let Some(dialect) = &self.dialect {
            schema["$schema"] = Value::String(dialect.clone());
        }
        options().with_registry(&self.registry).build(&schema).ok()
    }
}

/// How many backtracking steps `fancy-regex` may take matching one string against one pattern
/// with lookaround (the only ones it matches: the others go to Rust's linear `regex`). A string
/// that needs more is a finding at its path, not minutes of work.
pub const PATTERN_BACKTRACK_LIMIT: usize = 10_000;

/// The validator options every compilation uses: events read as tapes ([`crate::tape`]),
/// bounded pattern backtracking, and an exact `multipleOf` ([`crate::multiple_of`]).
fn options<'i>()
-> jsonschema::ValidationOptions<'i, std::sync::Arc<dyn jsonschema::Retrieve>, tape::Json> {
    jsonschema::options_for::<tape::Json>()
        .with_pattern_options(
            jsonschema::PatternOptions::fancy_regex().backtrack_limit(PATTERN_BACKTRACK_LIMIT),
        )
        .with_keyword("multipleOf", crate::multiple_of::factory)
}

/// `document` with every pattern that has lookaround rewritten by
/// [`eventspec_pattern::Pattern::rust`] into explicit ECMA-262 classes (`None` when there is
/// none), and the rewritten patterns mapped to the schema's own, for messages.
///
/// The `jsonschema` crate translates a pattern's ECMA-262 classes for Rust's `regex` itself, but
/// one with lookaround or a backreference goes to `fancy-regex` untranslated, where `\d`, `\w`
/// and `\b` are Unicode-aware and `.` matches U+2028. Those are rewritten here; one that cannot
/// be (a backreference, `\b`, `\p{…}` next to lookaround) is refused with its pointer.
pub(super) fn ecma_patterns(
    document: &Value,
    model: &model::Contract,
) -> Result<(Option<Value>, BTreeMap<String, String>), ContractError> {
    let mut copy: Option<Value> = None;
    let mut originals = BTreeMap::new();
    for node in model.nodes() {
        let Some(keywords) = model.keywords(node) else {
            continue;
        };
        let at = &model.node(node).pointer;
        let mut sites: Vec<(String, &str, bool)> = Vec::new();
        if let Some(pattern) = &keywords.pattern {
            sites.push((format!("{at}/pattern"), pattern, false));
        }
        for (pattern, _) in &keywords.pattern_properties {
            sites.push((
                pointer::push(&format!("{at}/patternProperties"), pattern),
                pattern,
                true,
            ));
        }
        for (site, pattern, is_key) in sites {
            let Some(rust) = ecma_pattern(&site, pattern)? else {
                continue;
            };
            let target = copy.get_or_insert_with(|| document.clone());
            let replaced = if is_key {
                target
                    .pointer_mut(&format!("{at}/patternProperties"))
                    .and_then(Value::as_object_mut)
                    .and_then(|map| {
                        let schema = map.remove(pattern)?;
                        map.insert(rust.clone(), schema);
                        Some(())
                    })
            } else {
                target.pointer_mut(&site).map(|value| {
                    *value = Value::String(rust.clone());
                })
            };
            if replaced.is_some() {
                originals.insert(rust, pattern.to_owned());
            }
        }
    }
    Ok((copy, originals))
}

/// The rewritten form of one pattern at `site`, when it needs one.
fn ecma_pattern(site: &str, pattern: &str) -> Result<Option<String>, ContractError> {
    match eventspec_pattern::Pattern::parse(pattern) {
        Ok(parsed) => Ok(parsed.lookaround.then_some(parsed.rust)),
        Err(reason) => {
            use regex_syntax::ast::{ErrorKind, parse::Parser};
            let backtracking = matches!(
                Parser::new().parse(pattern).map_err(|e| e.kind().clone()),
                Err(ErrorKind::UnsupportedLookAround | ErrorKind::UnsupportedBackreference)
            );
            if backtracking {
                Err(ContractError::Pattern {
                    pointer: site.to_owned(),
                    pattern: pattern.to_owned(),
                    reason,
                })
            } else {
                // No lookaround: the `jsonschema` crate's own translation gives ECMA's meaning.
                Ok(None)
            }
        }
    }
}

pub(super) fn compile(schema: &Value) -> Result<Validator, ContractError> {
    options().build(schema).map_err(|error| {
        if let jsonschema::error::ValidationErrorKind::Referencing(
            jsonschema::ReferencingError::Unretrievable { uri, .. },
        ) = error.kind()
        {
            ContractError::RemoteRef {
                reference: uri.clone(),
            }
        } else {
            undeclared(schema, not_json_schema(&error))
        }
    })
}

/// A schema that is not valid JSON Schema fails the meta-schema: where in the user's schema is
/// the error's instance path, not its path in the meta-schema.
fn not_json_schema(error: &jsonschema::ValidationError<'_>) -> ContractError {
    let at_instance = error.instance_path().to_string();
    ContractError::Compile {
        pointer: if at_instance.is_empty() {
            error.schema_path().to_string()
        } else {
            at_instance
        },
        message: error.to_string(),
    }
}

/// Checks `document` against the meta-schema of its dialect (its `$schema`, else draft
/// 2020-12), as [`Contract::from_document`] does before it compiles: what every command that
/// reads a schema refuses alike, so that they agree on what the file means.
pub fn check_dialect(document: &Value) -> Result<(), ContractError> {
    jsonschema::meta::validate(document)
        .map_err(|error| undeclared(document, not_json_schema(&error)))
}

/// `refused`, the error of a document that does not compile, said as a draft 7 schema read as
/// draft 2020-12 when it is one: it declares no `$schema` (so the default dialect, 2020-12,
/// was used) and draft 7's meta-schema accepts it.
fn undeclared(document: &Value, refused: ContractError) -> ContractError {
    match refused {
        ContractError::Compile { pointer, message }
            if !Dialect::declared(document) && jsonschema::draft7::meta::is_valid(document) =>
        {
            ContractError::UndeclaredDraft7 { pointer, message }
        }
        other => other,
    }
}
