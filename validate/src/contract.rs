//! A compiled contract: the document's verdict, explained by the event type an event names.

mod engine;
mod explain;
mod fast;

use std::{
    collections::{BTreeMap, BTreeSet},
    sync::OnceLock,
};

use eventspec_schema::{
    envelope::{self, Envelope},
    model::{self, Content, RootShape},
};
use schemars::JsonSchema;
use serde_json::Value;

use crate::{
    coverage::Plan,
    finding::{Rule, Severity},
    message::{MAX_MESSAGE_CHARS, PatternNames, cut, pattern_label},
    tape::{self, Cursor, Tape},
};

/// A validator of events read as tapes.
type Validator = jsonschema::Validator<tape::Json>;

use self::engine::{Members, compile, ecma_patterns};
pub use self::engine::{PATTERN_BACKTRACK_LIMIT, check_dialect};
pub use self::fast::Answer;

/// The most findings one event gets: past it, the last says that more are not listed. With
/// messages of at most [`MAX_MESSAGE_CHARS`], what one event adds to a report is bounded
/// whatever it holds (but for the pointers into it, each at most the event's size).
pub const MAX_PROBLEMS_PER_EVENT: usize = 100;

/// Who the validation is for; decides how unknown fields and event types count. Written
/// `declared`, `strict` or `tolerant` in a project file and in the Python binding.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// What the contract declares: its content model and union kind decide.
    #[default]
    Declared,
    /// The producer's view: unknown fields and unknown event types are errors (`--strict`).
    Strict,
    /// The consumer's view: unknown fields and unknown event types are warnings (`--tolerant`).
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
    /// A schema that declares no `$schema` and does not compile as draft 2020-12, the default
    /// dialect, but is a valid draft 7 schema: most schemas in the wild are, without saying so.
    #[error(
        "the schema does not compile at `{pointer}` as draft 2020-12, the dialect of a schema \
         without `$schema`: {message}; it is a valid draft 7 schema: declare that at its root \
         (`\"$schema\": \"http://json-schema.org/draft-07/schema#\"`), or read schemas without \
         `$schema` as draft 7 (`--dialect draft7`, `dialect = \"draft7\"` in eventspec.toml, \
         `dialect=\"draft7\"` in Python)"
    )]
    UndeclaredDraft7 {
        /// Where in the schema draft 2020-12 refuses it.
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
    /// `x-eventspec.envelope` says no envelope.
    #[error("{0}")]
    Envelope(String),
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

impl Problem {
    /// The one problem of an event the document rejects when only its verdict was asked for
    /// ([`Contract::check_verdict`], [`crate::Options::verdicts`]): it is not explained.
    pub fn unexplained() -> Self {
        Self {
            severity: Severity::Error,
            rule: Rule::Schema,
            keyword: None,
            instance_path: String::new(),
            message: "the schema rejects the event (its findings were not asked for)".to_owned(),
        }
    }
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
    fn fit(&self, event: Cursor<'_>) -> isize {
        let Some(members) = event.members() else {
            return 0;
        };
        let present = (members.clone())
            .filter(|(name, _)| self.properties.contains(*name))
            .count();
        let missing = self
            .required
            .iter()
            .filter(|r| event.get(r).is_none())
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
    /// What `--coverage` counts in valid events, made the first time it is asked for: most
    /// runs never do, and on a large schema it was a fifth of the time to start.
    coverage: OnceLock<Plan>,
    /// The document as given, which the coverage plan is made from.
    document: Value,
    /// How events arrive wrapped in a capture's messages, when they do.
    envelope: Option<Envelope>,
    /// The JSON pointer of the event field an SSE frame's name equals, when the contract says.
    sse_event_name: Option<String>,
}

/// How deep an event may nest: serde_json's recursion limit, which every reader parses with.
const EVENT_DEPTH: usize = 128;
/// Stack per schema applied in one chain, with room to spare: a debug build takes about 1.6 KiB
/// per link on the error path.
const STACK_PER_LINK: usize = 4 << 10;

impl Contract {
    /// Compiles a document (an eventspec snapshot, or any 2020-12 / draft 7 schema).
    pub fn from_document(document: &Value) -> Result<Self, ContractError> {
        let source = document;
        let envelope = Envelope::of(document).map_err(ContractError::Envelope)?;
        let sse_event_name =
            envelope::sse_event_name_of(document).map_err(ContractError::Envelope)?;
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
            coverage: OnceLock::new(),
            document: source.clone(),
            envelope,
            sse_event_name,
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
        (self.coverage).get_or_init(|| Plan::compile(&model::resolve(&self.document)))
    }

    /// How events arrive wrapped in a capture's messages, when they do.
    pub fn envelope(&self) -> Option<&Envelope> {
        self.envelope.as_ref()
    }

    /// The JSON pointer of the event field an SSE frame's `event:` name equals, when the
    /// contract says (`x-eventspec.sse_event_name`).
    pub fn sse_event_name(&self) -> Option<&str> {
        self.sse_event_name.as_deref()
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
    pub fn check(&self, event: &Tape, mode: Mode) -> Checked {
        self.checked(event.root(), mode, true)
    }

    /// Checks one event for its verdict alone: as [`Contract::check`], but in the declared and
    /// the strict mode an event the document rejects gets one [`Problem::unexplained`], and is
    /// not explained.
    pub fn check_verdict(&self, event: &Tape, mode: Mode) -> Checked {
        self.checked(event.root(), mode, mode == Mode::Tolerant)
    }

    fn checked(&self, event: Cursor<'_>, mode: Mode, explain: bool) -> Checked {
        // The validator recurses; the stack it may need is known, so it is there.
        let mut checked = stacker::maybe_grow(self.stack, self.stack, || match &self.tag {
            Some(tag) => self.check_tagged(tag, event, mode, explain),
            None => self.check_untagged(event, mode, explain),
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
    fn accepts(&self, event: Cursor<'_>, target: Option<&EventType>) -> bool {
        if !self.dispatch_decides {
            return self.whole.is_valid(event);
        }
        target
            .or(self.catch_all.as_ref())
            .is_some_and(|t| self.validator(t).is_valid(event))
    }

    fn check_tagged(&self, tag: &str, event: Cursor<'_>, mode: Mode, explain: bool) -> Checked {
        let value = event.get(tag);
        let event_type = value.and_then(|v| v.as_str()).map(str::to_owned);
        let target = event_type.as_deref().and_then(|v| self.by_tag.get(v));
        let accepted = self.accepts(event, target);
        let problems = match (value, target) {
            // Outside the tolerant mode a rejected event has an error, whatever explains it.
            (Some(_), Some(_)) if !accepted && !explain => vec![Problem::unexplained()],
            (Some(_), Some(target)) => self.problems(target, event, mode, accepted),
            _ if accepted && mode != Mode::Strict && event_type.is_none() => Vec::new(),
            (Some(value), None) if value.as_str().is_some() => {
                let value = value.as_str().unwrap_or_default();
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

    fn check_untagged(&self, event: Cursor<'_>, mode: Mode, explain: bool) -> Checked {
        let accepted = self.whole.is_valid(event);
        if !accepted && !explain && !self.shapes.is_empty() {
            return Checked {
                event_type: None,
                problems: vec![Problem::unexplained()],
            };
        }
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
}
