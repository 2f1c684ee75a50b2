//! JSON Schema's `pattern`, parsed once: one meaning in three regex engines, and a bound on the
//! time a hostile string can cost.
//!
//! `pattern` is an ECMA-262 regular expression, matched anywhere in the string. [`Pattern::parse`]
//! reads it (with the `u` flag's strict syntax) and keeps every form the validators need:
//! - [`Pattern::rust`], for Rust's `regex` and `fancy-regex` (the `jsonschema` crate): every class
//!   escape and `.` spelled as the explicit code points ECMA-262 gives them (`\d` is `[0-9]`, `\w`
//!   ASCII, `.` everything but the four line terminators);
//! - [`Pattern::python`], for Python's `re`, with the same meaning (`$` is the very end, not also
//!   before a final newline);
//! - the source itself, which the generated TypeScript runtime compiles natively with the `u`
//!   flag (as ajv does).
//!
//! Parsing refuses, saying why, what these engines cannot agree on: `\b` and `\B` (Unicode-aware
//! in the Rust validator, ASCII-only in ECMA-262), backreferences, `\p{…}` property classes,
//! escapes the `u` flag rejects, empty classes and surrogate escapes.
//!
//! The time policy: Rust's `regex` is linear, but JavaScript's and Python's engines backtrack,
//! and `^(a+)+$` takes exponential time on `aaaa…b`. A pattern is *promised linear* when every
//! choice it makes is decided by the next character (each repetition's next round and what
//! follows it, and each alternative, start with different characters; no repetition of
//! something that can match empty), and, unless it starts with `^`, no unbounded repetition has
//! to be followed by anything (else a search retries it from every position: quadratic time).
//! Lookaround is never promised. [`Pattern::backtracking`] says why a pattern is not;
//! [`Pattern::for_generation`] refuses it unless the user opts in ([`Policy`]).

mod ast;
mod charset;
mod linear;
mod parse;
mod python;
mod rust;
#[cfg(test)]
mod tests;

/// How generation treats patterns it cannot promise linear matching time for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Policy {
    /// Generate validators for patterns that may backtrack (nested or overlapping repetition,
    /// lookaround) instead of refusing them; the packages' READMEs list them.
    pub allow_backtracking: bool,
}

/// A `pattern` keyword's regular expression, parsed once, in every form the validators use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    /// The pattern exactly as the schema has it (ECMA-262).
    pub source: String,
    /// The pattern in Python `re` syntax with ECMA-262's meaning, or why `re` cannot express it
    /// (a lookbehind of varying width).
    pub python: Result<String, String>,
    /// The pattern in `regex`/`fancy-regex` syntax with ECMA-262's meaning.
    pub rust: String,
    /// Whether it has lookaround (and so needs `fancy-regex`, a backtracking engine).
    pub lookaround: bool,
    /// Why a backtracking engine may take more than linear time on it, when it may.
    pub backtracking: Option<String>,
}

impl Pattern {
    /// Parses `source` (ECMA-262, as JSON Schema has it); the error says what in it has no one
    /// meaning in the three engines, and where.
    pub fn parse(source: &str) -> Result<Self, String> {
        let (node, chars) = parse::parse(source)?;
        let mut python = String::new();
        let python = python::emit(&node, &mut python).map(|()| python);
        let mut rust = String::new();
        rust::emit(&node, &mut rust);
        Ok(Self {
            source: source.to_owned(),
            python,
            rust,
            lookaround: ast::has_lookaround(&node),
            backtracking: linear::backtracking(&node, &chars),
        })
    }

    /// The Python form for the generated validators under `policy`; refused when `re` cannot
    /// express the pattern, or when it may backtrack and `policy` does not allow that.
    pub fn for_generation(&self, policy: Policy) -> Result<&str, String> {
        let python = self.python.as_deref().map_err(Clone::clone)?;
        match &self.backtracking {
            Some(reason) if !policy.allow_backtracking => Err(format!(
                "{reason}, so the TypeScript and Python validators could take more than linear time on a hostile string; rewrite it so that the next character always decides, or pass --allow-backtracking-patterns"
            )),
            _ => Ok(python),
        }
    }
}
