//! A compiled contract: one validator per event type, dispatched on the tag.

use std::collections::{BTreeMap, BTreeSet};

use eventspec_schema::document::{closed_content, tag_of};
use jsonschema::Validator;
use serde_json::{Value, json};

use crate::{
    finding::{Rule, Severity},
    message::{PatternNames, explain, found, pattern_names},
};

/// Who the validation is for; decides how unknown fields and event types count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// The contract's declared content model and union kind decide.
    #[default]
    Declared,
    /// The producer's view: unknown fields and unknown event types are errors.
    Strict,
    /// The consumer's view: unknown fields and unknown event types are warnings.
    Tolerant,
}

/// A schema that cannot serve as a contract.
#[derive(Debug, thiserror::Error)]
pub enum ContractError {
    /// The schema does not compile.
    #[error("the schema does not compile at `{pointer}`: {message}")]
    Compile {
        /// Where in the schema.
        pointer: String,
        /// The compiler's message.
        message: String,
    },
    /// The schema needs a `$ref` that is not in the document; nothing is fetched.
    #[error(
        "the schema refers to `{reference}`, which is not in the document; remote references are never fetched: bundle it into `$defs`"
    )]
    RemoteRef {
        /// The reference.
        reference: String,
    },
}

/// One problem with one event, before it is placed in a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// How bad it is.
    pub severity: Severity,
    /// Which check found it.
    pub rule: Rule,
    /// The failing JSON Schema keyword, for schema problems.
    pub keyword: Option<String>,
    /// JSON pointer into the event.
    pub instance_path: String,
    /// What was expected and what was found.
    pub message: String,
}

struct EventType {
    /// Its `$defs` name, for untagged contracts (tagged ones are named by their tag value).
    name: Option<String>,
    validator: Validator,
    /// Top-level properties the event type declares (for unknown-field checks on open objects).
    properties: BTreeSet<String>,
    /// Top-level properties it requires.
    required: BTreeSet<String>,
}

impl EventType {
    fn new(
        document: &Value,
        target: &Value,
        schema: &Value,
        name: Option<String>,
    ) -> Result<Self, ContractError> {
        Ok(Self {
            name,
            validator: compile(schema)?,
            properties: declared_properties(document, target),
            required: target
                .get("required")
                .and_then(Value::as_array)
                .map(|r| {
                    r.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default(),
        })
    }

    /// How well `event` fits this shape: declared fields it has, less required ones it lacks.
    fn fit(&self, event: &Value) -> isize {
        let Some(object) = event.as_object() else {
            return 0;
        };
        let present = object
            .keys()
            .filter(|k| self.properties.contains(*k))
            .count();
        let missing = self
            .required
            .iter()
            .filter(|r| !object.contains_key(*r))
            .count();
        present.cast_signed() - missing.cast_signed()
    }
}

/// The result of checking one event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The event's type: its tag value, or for an untagged contract the shape it was checked as.
    pub event_type: Option<String>,
    /// What is wrong; none means valid.
    pub problems: Vec<Problem>,
}

/// A snapshot compiled for validation.
pub struct Contract {
    tag: Option<String>,
    by_tag: BTreeMap<String, EventType>,
    /// For a contract without a tag: its root shapes (the root `oneOf` members, or the whole
    /// document); an event is checked as the shape that accepts it or, failing that, fits best.
    shapes: Vec<EventType>,
    closed_content: bool,
    closed_union: bool,
    patterns: PatternNames,
}

impl Contract {
    /// Compiles a snapshot document (an eventspec snapshot, or any 2020-12 / draft 7 schema).
    ///
    /// The tag comes from `x-eventspec.tag` or an OpenAPI-style `discriminator`; each root
    /// `oneOf` member that pins the tag with a `const` becomes one dispatch target. A schema
    /// without either is validated as a whole.
    pub fn from_document(document: &Value) -> Result<Self, ContractError> {
        let metadata = document.get("x-eventspec");
        let tag = tag_of(document).map(str::to_owned);
        let closed_content = closed_content(document);
        let closed_union = metadata
            .and_then(|m| m.get("union"))
            .and_then(Value::as_str)
            .is_none_or(|u| u == "closed");
        let mut by_tag = BTreeMap::new();
        if let Some(tag) = &tag {
            for member in document
                .get("oneOf")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let Some(target) = resolve(document, member) else {
                    continue;
                };
                let Some(value) = target
                    .pointer(&format!("/properties/{tag}/const"))
                    .and_then(Value::as_str)
                else {
                    continue;
                };
                let schema = subschema(document, member);
                by_tag.insert(
                    value.to_owned(),
                    EventType::new(document, target, &schema, None)?,
                );
            }
        }
        let mut shapes = Vec::new();
        if by_tag.is_empty() {
            for member in document
                .get("oneOf")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let name = member
                    .get("$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| r.rsplit('/').next())
                    .map(str::to_owned);
                if let Some(target) = resolve(document, member) {
                    shapes.push(EventType::new(
                        document,
                        target,
                        &subschema(document, member),
                        name,
                    )?);
                }
            }
            if shapes.is_empty() {
                shapes.push(EventType::new(document, document, document, None)?);
            }
        }
        Ok(Self {
            tag: if by_tag.is_empty() { None } else { tag },
            by_tag,
            shapes,
            closed_content,
            closed_union,
            patterns: pattern_names(document),
        })
    }

    /// The tag property, if the contract dispatches on one.
    pub fn tag(&self) -> Option<&str> {
        self.tag.as_deref()
    }

    /// The event types: the known tag values, or the root shapes of an untagged contract.
    pub fn event_types(&self) -> Vec<&str> {
        if self.by_tag.is_empty() {
            self.shapes
                .iter()
                .filter_map(|s| s.name.as_deref())
                .collect()
        } else {
            self.by_tag.keys().map(String::as_str).collect()
        }
    }

    /// Checks one event. It is invalid when one of the problems is an error.
    pub fn check(&self, event: &Value, mode: Mode) -> Checked {
        let (target, event_type) = match &self.tag {
            Some(tag) => {
                let event_type = event.get(tag).and_then(Value::as_str).map(str::to_owned);
                match self.dispatch(tag, event, mode) {
                    Ok(target) => (target, event_type),
                    Err(problem) => {
                        return Checked {
                            event_type,
                            problems: vec![problem],
                        };
                    }
                }
            }
            None => {
                let Some(target) = self.shape_for(event) else {
                    return Checked {
                        event_type: None,
                        problems: Vec::new(),
                    };
                };
                (target, target.name.clone())
            }
        };
        Checked {
            event_type,
            problems: self.problems(target, event, mode),
        }
    }

    /// The untagged shape that accepts `event`, or else the one it fits best.
    fn shape_for(&self, event: &Value) -> Option<&EventType> {
        self.shapes
            .iter()
            .find(|shape| shape.validator.is_valid(event))
            .or_else(|| {
                self.shapes
                    .iter()
                    .rev()
                    .max_by_key(|shape| shape.fit(event))
            })
    }

    fn problems(&self, target: &EventType, event: &Value, mode: Mode) -> Vec<Problem> {
        let (validator, properties) = (&target.validator, &target.properties);
        let unknown_field_severity = match mode {
            Mode::Strict => Severity::Error,
            Mode::Tolerant => Severity::Warning,
            Mode::Declared if self.closed_content => Severity::Error,
            Mode::Declared => Severity::Warning,
        };
        if validator.is_valid(event) {
            // A closed event type that accepts the event has no unknown fields to look for.
            if self.closed_content {
                return Vec::new();
            }
            return self.unknown_fields(event, properties, unknown_field_severity);
        }
        let mut problems = Vec::new();
        for error in validator.iter_errors(event) {
            for explained in explain(&error, &self.patterns) {
                let (severity, rule) = if explained.unknown_field {
                    (unknown_field_severity, Rule::UnknownField)
                } else {
                    (Severity::Error, Rule::Schema)
                };
                problems.push(Problem {
                    severity,
                    rule,
                    keyword: Some(explained.keyword),
                    instance_path: explained.instance_path,
                    message: explained.message,
                });
            }
        }
        if !problems.iter().any(|p| p.rule == Rule::UnknownField) {
            problems.extend(self.unknown_fields(event, properties, unknown_field_severity));
        }
        problems
    }

    fn dispatch(&self, tag: &str, event: &Value, mode: Mode) -> Result<&EventType, Problem> {
        let value = match event.get(tag) {
            Some(Value::String(value)) => value,
            other => {
                let (instance_path, message) = match other {
                    None => (
                        String::new(),
                        format!(
                            "the event has no `{tag}` tag; expected one of {}",
                            self.known_list()
                        ),
                    ),
                    Some(value) => (
                        format!("/{tag}"),
                        format!(
                            "`{tag}` must be a string naming one of {}; found {}",
                            self.known_list(),
                            found(value)
                        ),
                    ),
                };
                return Err(Problem {
                    severity: Severity::Error,
                    rule: Rule::MissingTag,
                    keyword: Some("oneOf".to_owned()),
                    instance_path,
                    message,
                });
            }
        };
        self.by_tag.get(value).ok_or_else(|| {
            let severity = match mode {
                Mode::Strict => Severity::Error,
                Mode::Tolerant => Severity::Warning,
                Mode::Declared if self.closed_union => Severity::Error,
                Mode::Declared => Severity::Warning,
            };
            let hint = closest(value, self.by_tag.keys())
                .map(|c| format!("; did you mean `{c}`?"))
                .unwrap_or_default();
            Problem {
                severity,
                rule: Rule::UnknownEventType,
                keyword: Some("oneOf".to_owned()),
                instance_path: format!("/{tag}"),
                message: format!(
                    "unknown event type `{value}`{hint} (known: {})",
                    self.known_list()
                ),
            }
        })
    }

    fn unknown_fields(
        &self,
        event: &Value,
        declared: &BTreeSet<String>,
        severity: Severity,
    ) -> Vec<Problem> {
        let Some(object) = event.as_object() else {
            return Vec::new();
        };
        if declared.is_empty() {
            return Vec::new();
        }
        object
            .keys()
            .filter(|k| !declared.contains(*k))
            .map(|name| Problem {
                severity,
                rule: Rule::UnknownField,
                keyword: None,
                instance_path: format!("/{}", name.replace('~', "~0").replace('/', "~1")),
                message: format!("unknown field `{name}`: the event type does not declare it"),
            })
            .collect()
    }

    fn known_list(&self) -> String {
        self.by_tag
            .keys()
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The closest known value to `value`, if one is close enough to be a likely typo.
fn closest<'a>(value: &str, known: impl Iterator<Item = &'a String>) -> Option<&'a str> {
    known
        .map(|k| (strsim::jaro_winkler(value, k), k))
        .filter(|(score, _)| *score >= 0.85)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, k)| k.as_str())
}

fn resolve<'d>(document: &'d Value, member: &'d Value) -> Option<&'d Value> {
    match member.get("$ref").and_then(Value::as_str) {
        Some(reference) => document.pointer(reference.strip_prefix('#')?),
        None => Some(member),
    }
}

/// A standalone schema for one root member: the member, with the document's `$defs`.
fn subschema(document: &Value, member: &Value) -> Value {
    let mut schema = json!({ "allOf": [member] });
    for key in ["$schema", "$defs", "definitions"] {
        if let Some(value) = document.get(key) {
            schema[key] = value.clone();
        }
    }
    schema
}

fn declared_properties(document: &Value, schema: &Value) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    collect_properties(document, schema, &mut names, 0);
    names
}

fn collect_properties(
    document: &Value,
    schema: &Value,
    names: &mut BTreeSet<String>,
    depth: usize,
) {
    if depth > 8 {
        return;
    }
    if let Some(properties) = schema.get("properties").and_then(Value::as_object) {
        names.extend(properties.keys().cloned());
    }
    for keyword in ["allOf", "oneOf", "anyOf"] {
        for member in schema
            .get(keyword)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some(target) = resolve(document, member) {
                collect_properties(document, target, names, depth + 1);
            }
        }
    }
    if let Some(target) = schema.get("$ref").and_then(|_| resolve(document, schema)) {
        collect_properties(document, target, names, depth + 1);
    }
}

fn compile(schema: &Value) -> Result<Validator, ContractError> {
    jsonschema::options().build(schema).map_err(|error| {
        if let jsonschema::error::ValidationErrorKind::Referencing(
            jsonschema::ReferencingError::Unretrievable { uri, .. },
        ) = error.kind()
        {
            ContractError::RemoteRef {
                reference: uri.clone(),
            }
        } else {
            ContractError::Compile {
                pointer: error.schema_path().to_string(),
                message: error.to_string(),
            }
        }
    })
}
