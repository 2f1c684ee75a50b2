//! Names: case conversion shared by every backend, the one sanitiser every identifier and every
//! file name of generated code goes through, and the check that two schema names never become
//! one identifier.
//!
//! Schema text never reaches generated code as a name unchecked: [`identifier`] makes an ASCII
//! identifier of it (or refuses it when none can be made, or when it is a reserved word of
//! TypeScript, JavaScript or Python), [`path_segment`] accepts only a plain file name, and a
//! [`Scope`] refuses a second declaration of one identifier, naming both origins.

use std::collections::BTreeMap;

use crate::error::CodegenError;

/// Python's keywords: not usable as identifiers (a field with such a name keeps its wire name
/// through the functional `TypedDict` form).
pub const PYTHON_KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

/// Names generated code cannot declare besides [`PYTHON_KEYWORDS`]: JavaScript's reserved words
/// (strict mode, modules), TypeScript's predefined types, the builtins generated code relies on,
/// and `__proto__`, which an object literal does not store as a key.
const RESERVED: &[&str] = &[
    // JavaScript.
    "arguments",
    "await",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "debugger",
    "default",
    "delete",
    "do",
    "else",
    "enum",
    "eval",
    "export",
    "extends",
    "false",
    "finally",
    "for",
    "function",
    "if",
    "implements",
    "import",
    "in",
    "instanceof",
    "interface",
    "let",
    "new",
    "null",
    "package",
    "private",
    "protected",
    "public",
    "return",
    "static",
    "super",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "undefined",
    "var",
    "void",
    "while",
    "with",
    "yield",
    "__proto__",
    "constructor",
    "prototype",
    // TypeScript's predefined types and the globals the typings use.
    "any",
    "bigint",
    "boolean",
    "never",
    "number",
    "object",
    "string",
    "symbol",
    "unknown",
    "Array",
    "Object",
    "ReadonlyArray",
    // Python builtins the typings use.
    "bool",
    "float",
    "int",
    "str",
];

/// Whether generated code may not declare `name` in some language.
pub fn is_reserved(name: &str) -> bool {
    PYTHON_KEYWORDS.contains(&name) || RESERVED.contains(&name)
}

/// How [`identifier`] spells a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Case {
    /// A type: the name itself when it is an identifier, else its PascalCase.
    Type,
    /// A type, always in PascalCase (`my type`, `my_type` → `MyType`).
    Pascal,
    /// A module: its snake_case (`agentao.host` → `agentao_host`).
    Module,
}

/// The identifier generated code uses for `raw`, a name from the schema `source_name` found at
/// `origin`: an ASCII identifier, never a reserved word of TypeScript, JavaScript or Python.
/// Every identifier generated code is made from comes from here (or is composed of identifiers
/// that did, with fixed affixes).
pub fn identifier(
    source_name: &str,
    raw: &str,
    origin: &str,
    case: Case,
) -> Result<String, CodegenError> {
    let spelled = match case {
        Case::Type if is_identifier(raw, false) => raw.to_owned(),
        Case::Type | Case::Pascal => pascal(raw),
        Case::Module => snake(raw),
    };
    let bad = |reason: String| CodegenError::BadName {
        source_name: source_name.to_owned(),
        value: raw.to_owned(),
        origin: origin.to_owned(),
        reason,
    };
    if !is_identifier(&spelled, false) {
        return Err(bad(
            "cannot name anything in generated code: expected ASCII letters or digits in it"
                .to_owned(),
        ));
    }
    if is_reserved(&spelled) {
        return Err(bad(format!(
            "would be named `{spelled}`, a reserved word in TypeScript, JavaScript or Python; rename it"
        )));
    }
    Ok(spelled)
}

/// `value` (from `origin` of `source_name`) as one file or directory name of generated code:
/// ASCII letters, digits, `_`, `-` and `.`, starting with a letter, a digit or `_`, at most 100
/// characters. So never empty, `.`, `..`, hidden, option-like (`-x`), and never a separator,
/// a drive, a NUL or another control character.
pub fn path_segment<'v>(
    source_name: &str,
    value: &'v str,
    origin: &str,
) -> Result<&'v str, CodegenError> {
    let safe = value.len() <= 100
        && value
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    if safe {
        Ok(value)
    } else {
        Err(CodegenError::BadName {
            source_name: source_name.to_owned(),
            value: value.to_owned(),
            origin: origin.to_owned(),
            reason: "cannot be a file name of generated code: expected ASCII letters, digits, `_`, `-` and `.`, starting with a letter, a digit or `_` (e.g. `v1`)".to_owned(),
        })
    }
}

/// The names one module of generated code declares, each with where it came from.
#[derive(Debug)]
pub struct Scope {
    source_name: String,
    language: &'static str,
    fold_case: bool,
    claimed: BTreeMap<String, (String, String)>,
}

impl Scope {
    /// An empty scope of `language` for the schema `source_name`; `fold_case` for file names,
    /// which clash on case-insensitive file systems.
    pub fn new(source_name: &str, language: &'static str, fold_case: bool) -> Self {
        Self {
            source_name: source_name.to_owned(),
            language,
            fold_case,
            claimed: BTreeMap::new(),
        }
    }

    /// Declares `identifier`, made from `origin`; a name declared before is a
    /// [`CodegenError::NameClash`] naming both origins.
    pub fn claim(&mut self, identifier: &str, origin: &str) -> Result<(), CodegenError> {
        let key = if self.fold_case {
            identifier.to_ascii_lowercase()
        } else {
            identifier.to_owned()
        };
        if let Some((first, spelled)) = self.claimed.get(&key) {
            return Err(CodegenError::NameClash {
                source_name: self.source_name.clone(),
                first: first.clone(),
                second: origin.to_owned(),
                identifier: if spelled == identifier {
                    identifier.to_owned()
                } else {
                    format!("{spelled}` and `{identifier}")
                },
                language: self.language,
            });
        }
        self.claimed
            .insert(key, (origin.to_owned(), identifier.to_owned()));
        Ok(())
    }
}

/// `tool_lifecycle`, `read-only`, `session.step.started` → `ToolLifecycle`, `ReadOnly`,
/// `SessionStepStarted`. Characters that cannot be in an identifier separate words.
pub fn pascal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut upper = true;
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            if upper {
                out.push(c.to_ascii_uppercase());
            } else {
                out.push(c);
            }
            upper = false;
        } else {
            upper = true;
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// `ToolLifecycleEvent` → `tool_lifecycle_event`, `IREvent` → `ir_event`; other characters
/// become `_`.
pub fn snake(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    let mut previous_lower = false;
    let chars: Vec<char> = text.chars().collect();
    for (index, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            // A word starts after a lowercase letter or digit, or at the last capital of an
            // acronym that a lowercase letter follows (`IREvent` → `ir` + `event`).
            let previous_upper = index > 0 && chars[index - 1].is_ascii_uppercase();
            let next_lower = chars.get(index + 1).is_some_and(char::is_ascii_lowercase);
            if previous_lower || (previous_upper && next_lower) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            previous_lower = false;
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
            previous_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        } else {
            if !out.ends_with('_') && !out.is_empty() {
                out.push('_');
            }
            previous_lower = false;
        }
    }
    let trimmed = out.trim_end_matches('_').to_owned();
    if trimmed.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{trimmed}")
    } else {
        trimmed
    }
}

/// What follows a Python class's head whose name is not in CapWords (`ToolBm25_20251119`, a
/// name upstream gives it and the package keeps): the comment that tells pep8-naming so, and
/// tells ruff not to call the comment unused where pep8-naming is not enabled.
pub fn class_name_exception(name: &str) -> &'static str {
    let capwords = name.starts_with(|c: char| c.is_ascii_uppercase()) && !name.contains('_');
    if capwords {
        ""
    } else {
        "  # noqa: N801, RUF100"
    }
}

/// `HostEvent` → `HOST_EVENT`.
pub fn screaming(text: &str) -> String {
    snake(text).to_ascii_uppercase()
}

/// Whether `text` is an ASCII identifier (letters, digits, `_`, `$` where `dollar` allows it;
/// not starting with a digit).
pub fn is_identifier(text: &str, dollar: bool) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || (dollar && c == '$'))
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || (dollar && c == '$'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases() {
        assert_eq!(pascal("tool_lifecycle"), "ToolLifecycle");
        assert_eq!(pascal("read-only"), "ReadOnly");
        assert_eq!(pascal("session.step.started"), "SessionStepStarted");
        assert_eq!(pascal("3d"), "_3d");
        assert_eq!(snake("ToolLifecycleEvent"), "tool_lifecycle_event");
        assert_eq!(snake("RFC3339UTCString"), "rfc3339_utc_string");
        assert_eq!(snake("IREvent"), "ir_event");
        assert_eq!(snake("session.step"), "session_step");
        assert_eq!(screaming("HostEvent"), "HOST_EVENT");
        assert!(is_identifier("tool_use_id", false));
        assert!(!is_identifier("from-x", false));
        assert!(!is_identifier("9a", false));
        assert!(is_identifier("$x", true));
    }

    #[test]
    fn identifiers_are_sanitised_and_reserved_words_refused() {
        let ok = |raw, case| identifier("s.json", raw, "title", case).expect("an identifier");
        assert_eq!(ok("HostEvent", Case::Type), "HostEvent");
        assert_eq!(
            ok("X = 1; require('fs').rmSync('/')", Case::Type),
            "X1RequireFsRmSync"
        );
        assert_eq!(ok("agentao.host", Case::Module), "agentao_host");
        for raw in ["None", "delete", "class", "string", "__proto__", "!!!", ""] {
            let error = identifier("s.json", raw, "`title`", Case::Type).expect_err(raw);
            assert!(
                error.to_string().contains(&format!("{raw:?} (`title`)")),
                "{error}"
            );
        }
    }

    #[test]
    fn path_segments_are_plain_names() {
        assert_eq!(path_segment("s", "v1", "v").expect("ok"), "v1");
        assert_eq!(
            path_segment("s", "agentao.host", "v").expect("ok"),
            "agentao.host"
        );
        for bad in [
            "",
            ".",
            "..",
            "../escape",
            "/abs",
            "a/b",
            "a\\b",
            "-x",
            ".hidden",
            "a\0b",
            "a\nb",
            "C:x",
        ] {
            let error = path_segment("s.json", bad, "x-eventspec.version").expect_err(bad);
            assert!(
                error
                    .to_string()
                    .contains("(x-eventspec.version) cannot be a file name"),
                "{error}"
            );
        }
    }

    #[test]
    fn a_second_claim_names_both_origins() {
        let mut scope = Scope::new("s.json", "Python", false);
        scope
            .claim("is_foo_bar", "the guard of FooBar")
            .expect("first");
        let error = scope
            .claim("is_foo_bar", "the guard of Foo_Bar")
            .expect_err("clash");
        assert_eq!(
            error.to_string(),
            "s.json: `the guard of FooBar` and `the guard of Foo_Bar` would both be named `is_foo_bar` in Python; rename one"
        );
        let mut files = Scope::new("s.json", "file names", true);
        files.claim("V1", "`V1`").expect("first");
        assert!(files.claim("v1", "`v1`").is_err());
    }

    mod properties {
        use proptest::prelude::*;

        use super::super::*;

        /// Schema text: ASCII with separators and punctuation, reserved words, and other scripts.
        fn raw() -> impl Strategy<Value = String> {
            prop_oneof![
                "[A-Za-z0-9_ .$/\\-]{0,16}",
                "\\PC{0,12}",
                prop::sample::select(
                    PYTHON_KEYWORDS
                        .iter()
                        .chain(RESERVED)
                        .map(|w| (*w).to_owned())
                        .collect::<Vec<_>>()
                ),
                "(__proto__|constructor|None|class)[ ._-]?",
            ]
        }

        fn case() -> impl Strategy<Value = Case> {
            prop::sample::select(vec![Case::Type, Case::Pascal, Case::Module])
        }

        proptest! {
            #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

            /// Whatever the text, the sanitiser gives an ASCII identifier of both languages that
            /// is no reserved word, or an error naming the text and where it came from.
            #[test]
            fn identifiers_are_identifiers_or_errors(raw in raw(), case in case()) {
                match identifier("s.json", &raw, "/title", case) {
                    Ok(name) => {
                        prop_assert!(is_identifier(&name, false), "{raw:?} -> {name:?}");
                        prop_assert!(name.is_ascii());
                        prop_assert!(!is_reserved(&name), "{raw:?} -> {name:?}");
                        // Idempotent: an identifier it made comes back unchanged.
                        let again = identifier("s.json", &name, "/title", case);
                        prop_assert_eq!(again.ok(), Some(name.clone()), "{:?}", raw);
                    }
                    Err(error) => {
                        let message = error.to_string();
                        prop_assert!(message.contains(&format!("{raw:?} (/title)")), "{}", message);
                    }
                }
            }

            /// Two different texts that make one identifier are reported by a scope, naming both.
            #[test]
            fn collisions_are_reported(a in raw(), b in raw(), case in case()) {
                prop_assume!(a != b);
                let (Ok(x), Ok(y)) = (
                    identifier("s.json", &a, "a", case),
                    identifier("s.json", &b, "b", case),
                ) else {
                    return Ok(());
                };
                let mut scope = Scope::new("s.json", "Python", false);
                scope.claim(&x, &format!("{a:?}")).expect("the first claim");
                let second = scope.claim(&y, &format!("{b:?}"));
                if x == y {
                    let message = second.expect_err("a collision").to_string();
                    prop_assert!(message.contains(&format!("{a:?}")) && message.contains(&format!("{b:?}")), "{}", message);
                } else {
                    prop_assert!(second.is_ok());
                }
            }

            /// A path segment is accepted only if it is a plain, non-hidden file name, never one
            /// that can leave the output directory; accepting is idempotent.
            #[test]
            fn path_segments_never_leave(value in prop_oneof!["[A-Za-z0-9_.\\-]{0,12}", "\\PC{0,8}", "[./\\\\:a]{0,6}"]) {
                match path_segment("s.json", &value, "x-eventspec.version") {
                    Ok(segment) => {
                        prop_assert_eq!(segment, value.as_str());
                        prop_assert!(!segment.is_empty() && segment.len() <= 100);
                        prop_assert!(segment != "." && segment != "..");
                        prop_assert!(!segment.starts_with(['.', '-']));
                        prop_assert!(!segment.contains(['/', '\\', ':', '\0']));
                        prop_assert!(segment.chars().all(|c| c.is_ascii() && !c.is_ascii_control()));
                        let path = std::path::Path::new(segment);
                        prop_assert_eq!(path.components().count(), 1);
                        prop_assert!(matches!(path.components().next(), Some(std::path::Component::Normal(_))));
                    }
                    Err(error) => {
                        let message = error.to_string();
                        prop_assert!(message.contains("(x-eventspec.version) cannot be a file name"), "{}", message);
                    }
                }
            }
        }
    }
}
