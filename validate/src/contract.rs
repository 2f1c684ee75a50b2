//! A compiled contract: the document's verdict, explained by the event type an event names.

mod fast;

use std::{
    collections::{BTreeMap, BTreeSet},
    sync::OnceLock,
};

use eventspec_schema::{
    model::{self, Content, RootShape, pointer},
    suggest,
};
use jsonschema::Validator;
use serde_json::Value;

use crate::{
    coverage::Plan,
    finding::{Rule, Severity},
    message::{
        MAX_MESSAGE_CHARS, PatternNames, cut, explain, found, listed, pattern_label, quoted,
    },
};

/// The most findings one event gets: past it, the last says that more are not listed. With
/// messages of at most [`MAX_MESSAGE_CHARS`], what one event adds to a report is bounded
/// whatever it holds (but for the pointers into it, each at most the event's size).
pub const MAX_PROBLEMS_PER_EVENT: usize = 100;

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
    /// Subschemas that apply to one value nest deeper than a validator may recurse.
    #[error(transparent)]
    TooDeep(#[from] model::TooDeep),
    /// The schema needs a `$ref` that is not in the document; nothing is fetched.
    #[error(
        "the schema refers to `{reference}`, which is not in the document; remote references are never fetched: bundle it into `$defs`"
    )]
    RemoteRef {
        /// The reference.
        reference: String,
    },
    /// A pattern that needs a backtracking engine and has no ECMA-262 meaning there.
    #[error(
        "the pattern `{pattern}` at `{pointer}` cannot be matched with its ECMA-262 meaning: {reason}"
    )]
    Pattern {
        /// Where in the schema (the `pattern` keyword, or the `patternProperties` entry).
        pointer: String,
        /// The pattern as the schema has it.
        pattern: String,
        /// What in it has no such meaning.
        reason: String,
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

/// One event type, compiled when an event first needs it.
struct EventType {
    /// How findings name it: its tag value, or an untagged member's name (`None` for a root
    /// that is not a union).
    name: Option<String>,
    /// The JSON Pointer of the member in the document.
    pointer: String,
    /// Its validator, compiled on first use (an input rarely holds every event type); `None`
    /// if the member does not compile alone, when the whole document stands in for it.
    validator: OnceLock<Option<Validator>>,
    /// Its own content model.
    content: Content,
    /// The properties it declares (for unknown-field checks on open objects).
    properties: BTreeSet<String>,
    /// The properties it requires.
    required: BTreeSet<String>,
}

impl EventType {
    fn new(model: &model::Contract, event: &model::EventType) -> Self {
        let name = match model.shape {
            RootShape::TaggedUnion | RootShape::UntaggedUnion => Some(event.name.clone()),
            _ => None,
        };
        Self {
            name,
            pointer: model.node(event.member).pointer.clone(),
            validator: OnceLock::new(),
            content: event.content,
            properties: event.properties.clone(),
            required: event.required.clone(),
        }
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

/// A document compiled for validation.
///
/// The verdict is JSON Schema's: in the declared and strict modes an event is valid exactly
/// when the whole document accepts it. The tag (or, without one, the shape an event fits best)
/// only decides which event type explains a rejection. Where the resolved model shows that the
/// tag alone decides which member can accept an event (a root that is nothing but a union of
/// members pinning distinct tags, perhaps with a catch-all for unknown ones), that member's
/// verdict is the document's, and only it is run.
pub struct Contract {
    whole: Validator,
    members: Members,
    tag: Option<String>,
    by_tag: BTreeMap<String, EventType>,
    /// The member that accepts unknown tags (an open union said in JSON Schema).
    catch_all: Option<EventType>,
    /// Whether the tagged member's verdict is the whole document's.
    dispatch_decides: bool,
    /// For a contract without a tag: its event types; an event is explained as the one that
    /// accepts it or, failing that, fits best.
    shapes: Vec<EventType>,
    patterns: PatternNames,
    /// The stack checking one event may need (see [`Contract::stack_size`]).
    stack: usize,
    /// The fast path, when the model compiles to one that gives the document's verdict.
    fast: Option<fast::Fast>,
    /// What `--coverage` counts in valid events.
    coverage: Plan,
}

/// How deep an event may nest: serde_json's recursion limit, which every reader parses with.
const EVENT_DEPTH: usize = 128;
/// Stack per schema applied in one chain, with room to spare: a debug build takes about 1.6 KiB
/// per link on the error path.
const STACK_PER_LINK: usize = 4 << 10;

impl Contract {
    /// Compiles a document (an eventspec snapshot, or any 2020-12 / draft 7 schema).
    pub fn from_document(document: &Value) -> Result<Self, ContractError> {
        let model = model::resolve(document);
        // Long chains of references compiled as direct ones: the same verdicts, no deep
        // recursion in the validator.
        let direct = model::with_direct_references(document, &model);
        // The validator recurses once per schema applied to one value, for each level of the
        // event: a chain longer than the bound is refused before it is compiled.
        let depth = model.in_place_depth(direct.is_some());
        depth.refuse()?;
        let stack = (EVENT_DEPTH + 1) * (depth.length + 1) * STACK_PER_LINK + (1 << 20);
        let document = direct.as_ref().unwrap_or(document);
        let (ecma, originals) = ecma_patterns(document, &model)?;
        let document = ecma.as_ref().unwrap_or(document);
        let whole = compile(document)?;
        let compile_type = |event: &model::EventType| EventType::new(&model, event);
        let (by_tag, shapes) = match &model.tag {
            Some(_) => (
                model
                    .event_types
                    .iter()
                    .filter_map(|t| Some((t.tag_value.clone()?, compile_type(t))))
                    .collect(),
                Vec::new(),
            ),
            None => (
                BTreeMap::new(),
                model.event_types.iter().map(compile_type).collect(),
            ),
        };
        let catch_all = model.catch_all.map(|member| EventType {
            name: None,
            pointer: model.node(member).pointer.clone(),
            validator: OnceLock::new(),
            content: Content::Open,
            properties: BTreeSet::new(),
            required: BTreeSet::new(),
        });
        let root = model.keywords(model.root());
        let members = Members::new(
            document,
            model.base_uri("json-schema:///eventspec-validated-document.json"),
            root.and_then(|k| k.dialect.as_deref()),
        )?;
        Ok(Self {
            whole,
            members,
            tag: model.tag.clone(),
            by_tag,
            catch_all,
            dispatch_decides: model.dispatch_decides(),
            shapes,
            patterns: PatternNames {
                labels: model
                    .named_patterns()
                    .into_iter()
                    .map(|(pattern, name, description)| {
                        (pattern, pattern_label(&name, description.as_deref()))
                    })
                    .collect(),
                originals,
            },
            stack,
            fast: None,
            coverage: Plan::compile(&model),
        }
        .with_fast_path(&model))
    }

    /// The stack that checking one event may need: the longest chain of schemas applying to
    /// one value (at most [`model::MAX_IN_PLACE_DEPTH`]), for each level an event may nest, with
    /// room per schema. [`Contract::check`] runs on a stack this large (a new one when the
    /// current thread has less left); a thread started to check events should have it.
    pub fn stack_size(&self) -> usize {
        self.stack
    }

    /// What `--coverage` counts in valid events: their fields, null values and enumeration
    /// values, by event type.
    pub fn coverage(&self) -> &Plan {
        &self.coverage
    }

    /// The tag property, if the contract dispatches on one.
    pub fn tag(&self) -> Option<&str> {
        self.tag.as_deref()
    }

    /// The event types: the known tag values, or the names of an untagged union's members.
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
        // The validator recurses; the stack it may need is known, so it is there.
        let mut checked = stacker::maybe_grow(self.stack, self.stack, || match &self.tag {
            Some(tag) => self.check_tagged(tag, event, mode),
            None => self.check_untagged(event, mode),
        });
        for problem in &mut checked.problems {
            if let std::borrow::Cow::Owned(short) = cut(&problem.message, MAX_MESSAGE_CHARS) {
                problem.message = short;
            }
        }
        checked
    }

    /// The validator of event type `target`.
    fn validator<'a>(&'a self, target: &'a EventType) -> &'a Validator {
        // The root itself (a schema that is not a union) is the whole document.
        if target.pointer.is_empty() {
            return &self.whole;
        }
        target
            .validator
            .get_or_init(|| self.members.compile(&target.pointer))
            .as_ref()
            .unwrap_or(&self.whole)
    }

    /// Whether the document accepts `event`, which names the event type `target` (if any).
    fn accepts(&self, event: &Value, target: Option<&EventType>) -> bool {
        if !self.dispatch_decides {
            return self.whole.is_valid(event);
        }
        target
            .or(self.catch_all.as_ref())
            .is_some_and(|t| self.validator(t).is_valid(event))
    }

    fn check_tagged(&self, tag: &str, event: &Value, mode: Mode) -> Checked {
        let value = event.get(tag);
        let event_type = value.and_then(Value::as_str).map(str::to_owned);
        let target = event_type.as_deref().and_then(|v| self.by_tag.get(v));
        let accepted = self.accepts(event, target);
        let problems = match (value, target) {
            (Some(_), Some(target)) => self.problems(target, event, mode, accepted),
            _ if accepted && mode != Mode::Strict && event_type.is_none() => Vec::new(),
            (Some(Value::String(value)), None) => {
                let severity = match mode {
                    Mode::Strict => Severity::Error,
                    Mode::Tolerant => Severity::Warning,
                    Mode::Declared if accepted => Severity::Warning,
                    Mode::Declared => Severity::Error,
                };
                vec![self.unknown_event_type(tag, value, severity)]
            }
            (other, _) => vec![self.missing_tag(tag, other)],
        };
        Checked {
            event_type,
            problems,
        }
    }

    fn check_untagged(&self, event: &Value, mode: Mode) -> Checked {
        let accepted = self.whole.is_valid(event);
        // One shape (a root that is not a union) explains every event; of several, the one that
        // accepts the event, else the one it fits best.
        let target = match self.shapes.as_slice() {
            [only] => Some(only),
            shapes => shapes
                .iter()
                .find(|shape| self.validator(shape).is_valid(event))
                .or_else(|| shapes.iter().rev().max_by_key(|shape| shape.fit(event))),
        };
        let Some(target) = target else {
            return Checked {
                event_type: None,
                problems: Vec::new(),
            };
        };
        Checked {
            event_type: target.name.clone(),
            problems: self.problems(target, event, mode, accepted),
        }
    }

    /// The problems of `event` as event type `target`, given the document's verdict.
    fn problems(
        &self,
        target: &EventType,
        event: &Value,
        mode: Mode,
        accepted: bool,
    ) -> Vec<Problem> {
        let unknown_field_severity = match mode {
            Mode::Strict => Severity::Error,
            Mode::Declared | Mode::Tolerant => Severity::Warning,
        };
        if accepted {
            // A closed event type that accepts the event has no unknown fields to look for.
            if target.content == Content::Closed {
                return Vec::new();
            }
            let mut problems = unknown_fields(event, &target.properties, unknown_field_severity);
            bound(&mut problems);
            return problems;
        }
        // Under a closed type, unknown fields are what the document rejects: errors, but for
        // the tolerant reader.
        let rejected_field_severity = match mode {
            Mode::Tolerant => Severity::Warning,
            Mode::Declared | Mode::Strict => Severity::Error,
        };
        let mut problems = self.explain(self.validator(target), event, rejected_field_severity);
        if problems.is_empty() {
            // The event type accepts it; the document rejects it for a reason of its own (a
            // keyword beside the union, an event that two members accept).
            problems = self.explain(&self.whole, event, rejected_field_severity);
        }
        if !problems.iter().any(|p| p.rule == Rule::UnknownField) {
            problems.extend(unknown_fields(
                event,
                &target.properties,
                unknown_field_severity,
            ));
        }
        bound(&mut problems);
        if mode != Mode::Tolerant && !problems.iter().any(|p| p.severity == Severity::Error) {
            // The verdict is the document's, whatever the explanation found.
            problems.push(Problem {
                severity: Severity::Error,
                rule: Rule::Schema,
                keyword: None,
                instance_path: String::new(),
                message: "the schema rejects the event".to_owned(),
            });
        }
        problems
    }

    fn explain(
        &self,
        validator: &Validator,
        event: &Value,
        field_severity: Severity,
    ) -> Vec<Problem> {
        let mut problems = Vec::new();
        // The errors come one at a time: past the bound, the rest are never built.
        for error in validator.iter_errors(event) {
            if problems.len() > MAX_PROBLEMS_PER_EVENT {
                break;
            }
            for explained in explain(&error, &self.patterns) {
                let (severity, rule) = if explained.unknown_field {
                    (field_severity, Rule::UnknownField)
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
        problems
    }

    fn missing_tag(&self, tag: &str, value: Option<&Value>) -> Problem {
        let (instance_path, message) = match value {
            None => (
                String::new(),
                format!(
                    "the event has no `{tag}` tag; expected one of {}",
                    self.known_list()
                ),
            ),
            Some(value) => (
                pointer::push("", tag),
                format!(
                    "`{tag}` must be a string naming one of {}; found {}",
                    self.known_list(),
                    found(value)
                ),
            ),
        };
        Problem {
            severity: Severity::Error,
            rule: Rule::MissingTag,
            keyword: Some("oneOf".to_owned()),
            instance_path,
            message,
        }
    }

    fn unknown_event_type(&self, tag: &str, value: &str, severity: Severity) -> Problem {
        let hint = suggest::closest(value, self.by_tag.keys().map(String::as_str), 0.85)
            .map(|c| format!("; did you mean {}?", quoted(c)))
            .unwrap_or_default();
        Problem {
            severity,
            rule: Rule::UnknownEventType,
            keyword: Some("oneOf".to_owned()),
            instance_path: pointer::push("", tag),
            message: format!(
                "unknown event type {}{hint} (known: {})",
                quoted(value),
                self.known_list()
            ),
        }
    }

    fn known_list(&self) -> String {
        listed(self.by_tag.keys().map(|k| quoted(k)))
    }
}

/// Keeps at most [`MAX_PROBLEMS_PER_EVENT`] problems, the last saying that more are not listed.
fn bound(problems: &mut Vec<Problem>) {
    if problems.len() <= MAX_PROBLEMS_PER_EVENT {
        return;
    }
    // An error dropped still makes the event invalid: keep the first error in the list.
    let first_error = problems.iter().position(|p| p.severity == Severity::Error);
    if let Some(at) = first_error.filter(|at| *at >= MAX_PROBLEMS_PER_EVENT) {
        problems.swap(at, MAX_PROBLEMS_PER_EVENT - 1);
    }
    problems.truncate(MAX_PROBLEMS_PER_EVENT);
    if let Some(last) = problems.last_mut() {
        last.message = format!(
            "{} (more problems of this event are not listed: at most {MAX_PROBLEMS_PER_EVENT} are)",
            cut(&last.message, MAX_MESSAGE_CHARS - 100)
        );
    }
}

fn unknown_fields(event: &Value, declared: &BTreeSet<String>, severity: Severity) -> Vec<Problem> {
    let Some(object) = event.as_object() else {
        return Vec::new();
    };
    if declared.is_empty() {
        return Vec::new();
    }
    // One more than are kept, so that `bound` says more are not listed.
    object
        .keys()
        .filter(|k| !declared.contains(*k))
        .take(MAX_PROBLEMS_PER_EVENT + 1)
        .map(|name| Problem {
            severity,
            rule: Rule::UnknownField,
            keyword: None,
            instance_path: pointer::push("", name),
            message: format!(
                "unknown field {}: the event type does not declare it",
                quoted(name)
            ),
        })
        .collect()
}

/// The document, registered once as a resource, so that a validator of one member compiles only
/// that member (and what it refers to), with every reference resolving as in the document.
struct Members {
    registry: jsonschema::Registry<'static>,
    base: String,
    dialect: Option<String>,
}

impl Members {
    fn new(document: &Value, base: String, dialect: Option<&str>) -> Result<Self, ContractError> {
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
    fn compile(&self, pointer: &str) -> Option<Validator> {
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

/// The validator options every compilation uses: bounded pattern backtracking, and an exact
/// `multipleOf` ([`crate::multiple_of`]).
fn options<'i>() -> jsonschema::ValidationOptions<'i> {
    jsonschema::options()
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
fn ecma_patterns(
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

fn compile(schema: &Value) -> Result<Validator, ContractError> {
    options().build(schema).map_err(|error| {
        if let jsonschema::error::ValidationErrorKind::Referencing(
            jsonschema::ReferencingError::Unretrievable { uri, .. },
        ) = error.kind()
        {
            ContractError::RemoteRef {
                reference: uri.clone(),
            }
        } else {
            not_json_schema(&error)
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
    jsonschema::meta::validate(document).map_err(|error| not_json_schema(&error))
}
