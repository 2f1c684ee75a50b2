//! Turns `jsonschema` errors into sentences a person acts on: what was expected, what was found.

use std::collections::BTreeMap;

use eventspec_schema::model::pointer;
use jsonschema::{ValidationError, error::TypeKind, error::ValidationErrorKind};
use serde_json::Value;

use crate::tape::Cursor;

/// How many values a message lists (an `enum`'s, the known event types) before it says how many
/// more there are.
pub const MAX_LISTED: usize = 10;
/// How many characters of a value (a string, a field or tag name, a pattern) a message quotes
/// before cutting it with `…`.
pub const MAX_QUOTED_CHARS: usize = 64;
/// The longest message of a finding, in characters; anything longer is cut with `…`.
pub const MAX_MESSAGE_CHARS: usize = 1024;

/// `text`, cut after `at_most` characters with `…`.
pub fn cut(text: &str, at_most: usize) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(at_most) {
        None => text.into(),
        Some((end, _)) => format!("{}…", &text[..end]).into(),
    }
}

/// `text` quoted as code, cut at [`MAX_QUOTED_CHARS`].
pub fn quoted(text: &str) -> String {
    format!("`{}`", cut(text, MAX_QUOTED_CHARS))
}

/// The items of `items` as a list, the first [`MAX_LISTED`] of them, then how many more.
pub fn listed(items: impl ExactSizeIterator<Item = String>) -> String {
    let total = items.len();
    let mut shown: Vec<String> = items.take(MAX_LISTED).collect();
    if total > MAX_LISTED {
        shown.push(format!("and {} more", total - MAX_LISTED));
    }
    shown.join(", ")
}

/// The first sentence of `text`: up to a period followed by a capital letter.
fn first_sentence(text: &str) -> &str {
    let bytes = text.as_bytes();
    for (at, _) in text.match_indices(". ") {
        if bytes.get(at + 2).is_some_and(u8::is_ascii_uppercase) {
            return &text[..at];
        }
    }
    text.trim_end_matches('.')
}

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Names for patterns: a definition that is a constrained string (e.g. `RFC3339UTCString`)
/// explains its pattern better than the regex does.
///
/// `originals` maps a pattern the validator compiled in a rewritten form (ECMA-262 classes
/// spelled out, see `contract::ecma_patterns`) back to the schema's own text.
#[derive(Debug, Clone, Default)]
pub struct PatternNames {
    /// A label per pattern, by the schema's text of it.
    pub labels: BTreeMap<String, String>,
    /// The schema's text of each rewritten pattern, by its rewritten form.
    pub originals: BTreeMap<String, String>,
}

/// How a named pattern is shown: "`Name` (the first sentence of its description)".
pub fn pattern_label(name: &str, description: Option<&str>) -> String {
    match description {
        Some(description) => format!(
            "`{name}` ({})",
            lowercase_first(first_sentence(description))
        ),
        None => format!("`{name}`"),
    }
}

/// One explained schema error.
pub struct Explained {
    /// JSON pointer of the value at fault.
    pub instance_path: String,
    /// The JSON Schema keyword that failed.
    pub keyword: String,
    /// What was expected and what was found.
    pub message: String,
    /// Whether this is an unknown field under a closed object.
    pub unknown_field: bool,
}

/// Explains `error`, an error of `event`; an `anyOf` of a type and `null` is explained by the
/// non-null branch, and an unknown-fields error yields one explanation per field.
pub fn explain(
    error: &ValidationError<'_>,
    patterns: &PatternNames,
    event: Cursor<'_>,
) -> Vec<Explained> {
    let path = error.instance_path().to_string();
    match error.kind() {
        ValidationErrorKind::AdditionalProperties { unexpected } => unexpected
            .iter()
            .map(|name| Explained {
                instance_path: format!("{path}/{}", pointer::escape(name)),
                keyword: "additionalProperties".to_owned(),
                message: format!(
                    "unknown field {}: {} allows no other fields",
                    quoted(name),
                    object_name(&path)
                ),
                unknown_field: true,
            })
            .collect(),
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context }
            if let Some(only) = only_non_null(context, instance(error, event).is_null()) =>
        {
            // `T | null` that is neither, or a union of one `T`: explain it as a `T`.
            only.iter()
                .flat_map(|e| explain(e, patterns, event))
                .collect()
        }
        _ => {
            let found = Found(instance(error, event));
            let (keyword, message) = sentence(error, patterns, &subject(&path), found);
            vec![Explained {
                instance_path: path,
                keyword,
                message,
                unknown_field: false,
            }]
        }
    }
}

/// The value an error is about: the event's at the error's path, read in place, so that an
/// error about a large object or array does not copy it; a property name (which
/// `propertyNames` checks where its object is) is the error's own.
enum Instance<'e, 'i> {
    At(Cursor<'e>),
    Own(&'e ValidationError<'i>),
}

fn instance<'e, 'i>(error: &'e ValidationError<'i>, event: Cursor<'e>) -> Instance<'e, 'i> {
    let of_a_name = error.schema_path().as_str().contains("/propertyNames");
    match event.pointer(error.instance_path().as_str()) {
        Some(at) if !of_a_name => Instance::At(at),
        _ => Instance::Own(error),
    }
}

impl Instance<'_, '_> {
    fn is_null(&self) -> bool {
        match self {
            Instance::At(at) => at.is_null(),
            Instance::Own(error) => error.instance().is_null(),
        }
    }
}

/// What an error found, written as [`found`] writes it, when a sentence says it.
struct Found<'e, 'i>(Instance<'e, 'i>);

impl std::fmt::Display for Found<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match &self.0 {
            Instance::At(at) => found(*at),
            Instance::Own(error) => found_value(error.instance()),
        })
    }
}

/// The one branch of a `T | null` union that a value other than `null` failed, if the union is
/// one; or of a union of one branch (ACP's `AvailableCommandInput`), which the value failed.
fn only_non_null<'c>(
    context: &'c [Vec<ValidationError<'static>>],
    instance_is_null: bool,
) -> Option<&'c Vec<ValidationError<'static>>> {
    let non_null: Vec<&Vec<ValidationError<'static>>> = (context.iter())
        .filter(|branch| !is_null_branch(branch))
        .collect();
    match non_null.as_slice() {
        [only] if context.len() == 1 => Some(only),
        [only] if non_null.len() < context.len() && !instance_is_null => Some(only),
        _ => None,
    }
}

/// The keyword of an error that takes one sentence, and that sentence about `at`.
fn sentence(
    error: &ValidationError<'_>,
    patterns: &PatternNames,
    at: &str,
    // Written only into the sentences that say what was found.
    found: Found<'_, '_>,
) -> (String, String) {
    let (keyword, message) = match error.kind() {
        ValidationErrorKind::Required { property } => (
            "required",
            format!("missing required field {}", code(property)),
        ),
        ValidationErrorKind::Enum { options } => (
            "enum",
            format!("{at} must be one of {}; found {found}", list(options)),
        ),
        ValidationErrorKind::Constant { expected_value } => (
            "const",
            format!("{at} must be {}; found {found}", code(expected_value)),
        ),
        ValidationErrorKind::Type { kind } => (
            "type",
            format!("{at} must be {}; found {found}", expected_types(kind)),
        ),
        ValidationErrorKind::Pattern { pattern } => ("pattern", {
            let pattern = patterns.originals.get(pattern).unwrap_or(pattern);
            match patterns.labels.get(pattern) {
                Some(name) => format!("{at} must be a {name}; found {found}"),
                None => format!("{at} must match {}; found {found}", quoted(pattern)),
            }
        }),
        // eventspec's own keywords (`multipleOf`) say what is expected.
        ValidationErrorKind::Custom { keyword, message } => (
            keyword.rsplit('/').next().unwrap_or(keyword),
            format!("{at} {message}; found {found}"),
        ),
        ValidationErrorKind::BacktrackLimitExceeded { .. } => (
            "pattern",
            format!(
                "{at} could not be matched against its pattern (one with lookaround, matched by a backtracking engine) within {} steps, so it is not accepted; found {found}",
                crate::contract::PATTERN_BACKTRACK_LIMIT,
            ),
        ),
        ValidationErrorKind::Minimum { limit } => (
            "minimum",
            format!("{at} must be at least {limit}; found {found}"),
        ),
        ValidationErrorKind::Maximum { limit } => (
            "maximum",
            format!("{at} must be at most {limit}; found {found}"),
        ),
        ValidationErrorKind::AnyOf { .. } | ValidationErrorKind::OneOfNotValid { .. } => (
            error.kind().keyword(),
            format!("{at} matches none of the forms its schema allows; found {found}"),
        ),
        ValidationErrorKind::OneOfMultipleValid { .. } => (
            "oneOf",
            format!(
                "{at} matches more than one of the schemas its `oneOf` lists; it must match exactly one"
            ),
        ),
        _ => (
            error.kind().keyword(),
            format!(
                "{at}: {}",
                cut(&error.masked().to_string(), MAX_MESSAGE_CHARS)
            ),
        ),
    };
    (keyword.to_owned(), message)
}

/// Whether a branch failed only because the value is not `null`.
fn is_null_branch(branch: &[ValidationError<'static>]) -> bool {
    matches!(branch, [error] if matches!(
        error.kind(),
        ValidationErrorKind::Type { kind: TypeKind::Single(t) } if t.as_str() == "null"
    ))
}

fn subject(path: &str) -> String {
    let Some((parent, last)) = path.rsplit_once('/') else {
        return "the event".to_owned();
    };
    if last.parse::<usize>().is_ok() {
        let parent = parent.rsplit('/').next().unwrap_or_default();
        return format!("item {last} of {}", quoted(&pointer::unescape(parent)));
    }
    quoted(&pointer::unescape(last))
}

fn object_name(path: &str) -> String {
    if path.is_empty() {
        "the event type".to_owned()
    } else {
        format!("{} here", subject(path))
    }
}

fn expected_types(kind: &TypeKind) -> String {
    let names: Vec<String> = match kind {
        TypeKind::Single(t) => vec![article(t.as_str())],
        TypeKind::Multiple(set) => set.iter().map(|t| article(t.as_str())).collect(),
    };
    names.join(" or ")
}

fn article(type_name: &str) -> String {
    match type_name {
        "null" => "null".to_owned(),
        "array" | "object" | "integer" => format!("an {type_name}"),
        other => format!("a {other}"),
    }
}

/// The found value, short: scalars in full (long strings cut), containers by kind.
pub fn found(value: Cursor<'_>) -> String {
    match (value.items(), value.members()) {
        (Some(_), _) => format!("an array of {} item(s)", value.count().unwrap_or_default()),
        (_, Some(_)) => "an object".to_owned(),
        _ => found_value(&value.to_value()),
    }
}

/// [`found`], of a value already copied.
fn found_value(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Array(items) => format!("an array of {} item(s)", items.len()),
        Value::Object(_) => "an object".to_owned(),
        Value::String(text) if text.chars().count() > 60 => {
            let cut: String = text.chars().take(57).collect();
            format!("`\"{cut}...\"`")
        }
        other => quoted(&other.to_string()),
    }
}

/// A value from the schema, as code: a string as itself, anything else as JSON, cut at
/// [`MAX_QUOTED_CHARS`] (an object or array is written only as far as it is shown).
fn code(value: &Value) -> String {
    match value {
        Value::String(text) => quoted(text),
        Value::Array(_) | Value::Object(_) => {
            let mut text = Vec::new();
            let mut writer = Bounded(&mut text, MAX_QUOTED_CHARS * 4 + 4);
            let _ = serde_json::to_writer(&mut writer, value);
            quoted(&String::from_utf8_lossy(&text))
        }
        other => quoted(&other.to_string()),
    }
}

/// A writer that keeps the first bytes it is given and refuses the rest.
struct Bounded<'a>(&'a mut Vec<u8>, usize);

impl std::io::Write for Bounded<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let room = self.1.saturating_sub(self.0.len());
        if room == 0 {
            return Err(std::io::Error::other("enough"));
        }
        let taken = bytes.len().min(room);
        self.0.extend_from_slice(&bytes[..taken]);
        Ok(taken)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn list(options: &Value) -> String {
    options
        .as_array()
        .map_or_else(|| code(options), |values| listed(values.iter().map(code)))
}
