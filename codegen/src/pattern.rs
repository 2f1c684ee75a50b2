//! `pattern` in the generated validators: one meaning in three regex engines, and a bound on
//! the time a hostile string can cost.
//!
//! JSON Schema's `pattern` is an ECMA-262 regular expression, matched anywhere in the string.
//! The Rust validator (the `jsonschema` crate) translates it for Rust's `regex`; the generated
//! TypeScript runtime compiles it natively with the `u` flag (as ajv does: `.` and classes match
//! whole code points, as in Rust, and the syntax is strict); the generated Python runtime
//! compiles the translation into `re` syntax that [`translate`] makes at generation time, with
//! ECMA-262's meaning (`\d` is `[0-9]`, not every Unicode digit; `$` is the very end, not also
//! before a final newline; `.` excludes the four ECMA line terminators).
//!
//! Generation refuses, naming the pattern and where it is, what these three cannot agree on or
//! Python cannot express: `\b` and `\B` (the Rust validator's are Unicode-aware, ECMA-262's
//! ASCII-only), backreferences, `\p{…}` property classes, escapes the `u` flag rejects, empty
//! classes and surrogate escapes (the Rust validator rejects them).
//!
//! The time policy: Rust's `regex` is linear, but JavaScript's and Python's engines backtrack,
//! and `^(a+)+$` takes exponential time on `aaaa…b`. A pattern is *promised linear* when every
//! choice it makes is decided by the next character (each repetition's next round and what
//! follows it, and each alternative, start with different characters; no repetition of
//! something that can match empty), and, unless it starts with `^`, no unbounded repetition has
//! to be followed by anything (else a search retries it from every position: quadratic time).
//! Lookaround is never promised. Other patterns are refused unless the user opts in
//! ([`Policy::allow_backtracking`]); then [`Translated::backtracking`] says why, for the README.

use serde_json::Value;

use crate::{
    error::CodegenError,
    model::{Check, Kind, Model, Type},
};

/// How generation treats patterns it cannot promise linear matching time for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Policy {
    /// Generate validators for patterns that may backtrack (nested or overlapping repetition,
    /// lookaround) instead of refusing them; the packages' READMEs list them.
    pub allow_backtracking: bool,
}

/// A pattern the generated validators can use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Translated {
    /// The same regular expression in Python `re` syntax, with ECMA-262's meaning.
    pub python: String,
    /// Why matching it may take more than linear time in a backtracking engine, when it may.
    pub backtracking: Option<String>,
}

/// `pattern` (ECMA-262, as JSON Schema has it) for the generated validators, under `policy`;
/// the error says what in it cannot be generated, and why.
pub fn translate(pattern: &str, policy: Policy) -> Result<Translated, String> {
    let mut parser = Parser {
        chars: pattern.chars().collect(),
        pos: 0,
        depth: 0,
        names: Vec::new(),
    };
    let node = parser.alternation()?;
    if parser.pos < parser.chars.len() {
        return Err(parser.refuse("an unmatched `)`"));
    }
    let mut python = String::new();
    emit(&node, &mut python)?;
    let anchored = anchored(&node);
    let backtracking = linear(&node, &First::default(), anchored, &parser.chars).err();
    if let Some(reason) = &backtracking
        && !policy.allow_backtracking
    {
        return Err(format!(
            "{reason}, so the TypeScript and Python validators could take more than linear time on a hostile string; rewrite it so that the next character always decides, or pass --allow-backtracking-patterns"
        ));
    }
    Ok(Translated {
        python,
        backtracking,
    })
}

/// `pattern` (ECMA-262, as JSON Schema has it) in the syntax of Rust's `regex` and
/// `fancy-regex`, with ECMA-262's meaning spelled out: every class escape and `.` become the
/// explicit code point sets ECMA-262 gives them (`\d` is `[0-9]`, `\w` ASCII, `.` everything
/// but the four line terminators), `^` and `$` the ends of the string. The Rust validator uses
/// it for patterns with lookaround, which the `jsonschema` crate would otherwise hand to
/// `fancy-regex` untranslated, with Unicode-aware classes. The error says what in the pattern
/// has no such form (the constructs [`translate`] refuses, the time policy aside).
pub fn to_rust(pattern: &str) -> Result<RustPattern, String> {
    let mut parser = Parser {
        chars: pattern.chars().collect(),
        pos: 0,
        depth: 0,
        names: Vec::new(),
    };
    let node = parser.alternation()?;
    if parser.pos < parser.chars.len() {
        return Err(parser.refuse("an unmatched `)`"));
    }
    let mut rust = String::new();
    emit_rust(&node, &mut rust);
    Ok(RustPattern {
        rust,
        lookaround: has_lookaround(&node),
    })
}

/// A pattern as [`to_rust`] writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RustPattern {
    /// The pattern in `regex`/`fancy-regex` syntax, with ECMA-262's meaning.
    pub rust: String,
    /// Whether it has lookaround (and so needs `fancy-regex`, a backtracking engine).
    pub lookaround: bool,
}

fn has_lookaround(node: &Node) -> bool {
    match node {
        Node::Look { .. } => true,
        Node::Group { body, .. } | Node::Repeat { body, .. } => has_lookaround(body),
        Node::Concat(items)
        | Node::Alt {
            branches: items, ..
        } => items.iter().any(has_lookaround),
        Node::Empty | Node::Set(_) | Node::Start | Node::End => false,
    }
}

/// `node` in `regex`/`fancy-regex` syntax, appended to `out`.
fn emit_rust(node: &Node, out: &mut String) {
    match node {
        Node::Empty => {}
        Node::Set(set) => emit_rust_set(set, out),
        Node::Start => out.push('^'),
        Node::End => out.push('$'),
        Node::Group {
            name,
            capture,
            body,
        } => {
            match (name, capture) {
                (Some(name), _) => out.push_str(&format!("(?P<{name}>")),
                (None, true) => out.push('('),
                (None, false) => out.push_str("(?:"),
            }
            emit_rust(body, out);
            out.push(')');
        }
        Node::Look { kind, body, .. } => {
            out.push_str(match kind {
                Look::Ahead => "(?=",
                Look::NotAhead => "(?!",
                Look::Behind => "(?<=",
                Look::NotBehind => "(?<!",
            });
            emit_rust(body, out);
            out.push(')');
        }
        Node::Concat(items) => items.iter().for_each(|item| emit_rust(item, out)),
        Node::Alt { branches, .. } => {
            for (index, branch) in branches.iter().enumerate() {
                if index > 0 {
                    out.push('|');
                }
                emit_rust(branch, out);
            }
        }
        Node::Repeat {
            body,
            min,
            max,
            lazy,
            ..
        } => {
            // A group, so that a repeated literal never reads as part of a longer one.
            out.push_str("(?:");
            emit_rust(body, out);
            out.push(')');
            match max {
                Some(max) => out.push_str(&format!("{{{min},{max}}}")),
                None => out.push_str(&format!("{{{min},}}")),
            }
            if *lazy {
                out.push('?');
            }
        }
    }
}

/// A set as a `regex` class of hex escapes. Surrogates are left out: a Rust string holds none,
/// and `regex` refuses them in a class.
fn emit_rust_set(set: &Set, out: &mut String) {
    out.push('[');
    let mut any = false;
    for &(lo, hi) in &set.0 {
        for (lo, hi) in [(lo, hi.min(0xD7FF)), (lo.max(0xE000), hi)] {
            if lo <= hi {
                any = true;
                out.push_str(&format!("\\x{{{lo:X}}}"));
                if hi > lo {
                    out.push_str(&format!("-\\x{{{hi:X}}}"));
                }
            }
        }
    }
    if !any {
        // Nothing a Rust string can hold: a class that matches nothing.
        out.push_str("^\\x{0}-\\x{10FFFF}");
    }
    out.push(']');
}

/// Checks every `pattern` keyword in the subschemas of `schema` (read from `source_name`) under
/// `policy`, reading the schema through the resolved model; the error names the pattern and its
/// JSON pointer.
pub fn check_schema(source_name: &str, schema: &Value, policy: Policy) -> Result<(), CodegenError> {
    let contract = eventspec_schema::model::resolve(schema);
    for node in contract.nodes() {
        let Some(pattern) = contract.keywords(node).and_then(|k| k.pattern.as_ref()) else {
            continue;
        };
        translate(pattern, policy).map_err(|reason| CodegenError::Pattern {
            source_name: source_name.to_owned(),
            location: format!("`{}/pattern`", contract.node(node).pointer),
            pattern: pattern.clone(),
            reason,
        })?;
    }
    Ok(())
}

/// Every pattern of `model`, with the type and field it constrains, in the model's order.
pub fn patterns(model: &Model) -> Vec<(String, String)> {
    fn visit(ty: &Type, location: &str, out: &mut Vec<(String, String)>) {
        match ty {
            Type::Array(item) | Type::Map(item) => visit(item, location, out),
            Type::Union(types) => types.iter().for_each(|t| visit(t, location, out)),
            Type::Checked(inner, checks) => {
                visit(inner, location, out);
                for check in checks {
                    if let Check::Pattern(pattern) = check {
                        out.push((location.to_owned(), pattern.clone()));
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for def in &model.types {
        match &def.kind {
            Kind::Object(object) => {
                for field in &object.fields {
                    let location = format!("field `{}` of `{}`", field.name, def.name);
                    visit(&field.ty, &location, &mut out);
                }
            }
            Kind::Alias(ty) => visit(ty, &format!("`{}`", def.name), &mut out),
        }
    }
    out
}

/// Groups nested deeper than this are refused (the parser and the checks recurse per level).
const MAX_NESTING: usize = 64;

/// The largest code point.
const MAX_CHAR: u32 = 0x10_FFFF;

/// A set of code points: sorted, disjoint, non-adjacent inclusive ranges.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Set(Vec<(u32, u32)>);

impl Set {
    fn of(ranges: &[(u32, u32)]) -> Self {
        let mut ranges = ranges.to_vec();
        ranges.sort_unstable();
        let mut merged: Vec<(u32, u32)> = Vec::with_capacity(ranges.len());
        for (lo, hi) in ranges {
            match merged.last_mut() {
                Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
                _ => merged.push((lo, hi)),
            }
        }
        Self(merged)
    }

    fn union(&self, other: &Self) -> Self {
        Self::of(&[self.0.as_slice(), other.0.as_slice()].concat())
    }

    fn complement(&self) -> Self {
        let mut out = Vec::new();
        let mut next = 0u32;
        for &(lo, hi) in &self.0 {
            if lo > next {
                out.push((next, lo - 1));
            }
            next = hi.saturating_add(1);
        }
        if next <= MAX_CHAR {
            out.push((next, MAX_CHAR));
        }
        Self(out)
    }

    fn intersects(&self, other: &Self) -> bool {
        let (mut i, mut j) = (0, 0);
        while let (Some(&(a_lo, a_hi)), Some(&(b_lo, b_hi))) = (self.0.get(i), other.0.get(j)) {
            if a_hi < b_lo {
                i += 1;
            } else if b_hi < a_lo {
                j += 1;
            } else {
                return true;
            }
        }
        false
    }
}

const DIGIT: &[(u32, u32)] = &[(0x30, 0x39)];
const WORD: &[(u32, u32)] = &[(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)];
/// ECMA-262 `\s`: WhiteSpace (TAB, VT, FF, ZWNBSP, every `Zs`) and LineTerminator.
const SPACE: &[(u32, u32)] = &[
    (0x09, 0x0D),
    (0x20, 0x20),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
    (0xFEFF, 0xFEFF),
];
/// ECMA-262 LineTerminator, which `.` does not match.
const LINE_TERMINATORS: &[(u32, u32)] = &[(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Look {
    Ahead,
    NotAhead,
    Behind,
    NotBehind,
}

#[derive(Debug)]
enum Node {
    Empty,
    /// One code point of the set.
    Set(Set),
    Start,
    End,
    Group {
        name: Option<String>,
        capture: bool,
        body: Box<Node>,
    },
    Look {
        kind: Look,
        body: Box<Node>,
        span: (usize, usize),
    },
    Concat(Vec<Node>),
    Alt {
        branches: Vec<Node>,
        span: (usize, usize),
    },
    Repeat {
        body: Box<Node>,
        min: u32,
        max: Option<u32>,
        lazy: bool,
        span: (usize, usize),
    },
}

/// An ECMA-262 (`u` flag) parser for the subset the generators accept.
struct Parser {
    chars: Vec<char>,
    pos: usize,
    depth: usize,
    names: Vec<String>,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<char> {
        self.chars.get(self.pos + offset).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// A refusal of what is at the current position.
    fn refuse(&self, what: &str) -> String {
        format!("{what} at character {}", self.pos + 1)
    }

    fn alternation(&mut self) -> Result<Node, String> {
        let start = self.pos;
        let mut branches = vec![self.concat()?];
        while self.eat('|') {
            branches.push(self.concat()?);
        }
        Ok(if branches.len() == 1 {
            branches.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alt {
                branches,
                span: (start, self.pos),
            }
        })
    }

    fn concat(&mut self) -> Result<Node, String> {
        let mut items = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            let start = self.pos;
            let atom = self.atom()?;
            items.push(self.quantified(atom, start)?);
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().unwrap_or(Node::Empty),
            _ => Node::Concat(items),
        })
    }

    fn quantified(&mut self, atom: Node, start: usize) -> Result<Node, String> {
        let (min, max) = match self.peek() {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => {
                let at = self.pos;
                self.pos += 1;
                let min = self.number()?;
                let max = if self.eat(',') {
                    if self.peek() == Some('}') {
                        None
                    } else {
                        Some(self.number()?)
                    }
                } else {
                    Some(min)
                };
                if self.peek() != Some('}') {
                    self.pos = at;
                    return Err(self.refuse(
                        "a `{` that is not a quantifier `{n}`, `{n,}` or `{n,m}` (escape a literal one as `\\{`)",
                    ));
                }
                if max.is_some_and(|max| max < min) {
                    self.pos = at;
                    return Err(self.refuse("a quantifier `{n,m}` with m less than n"));
                }
                (min, max)
            }
            _ => return Ok(atom),
        };
        if matches!(atom, Node::Start | Node::End | Node::Look { .. }) {
            return Err(self.refuse("a quantifier on an assertion"));
        }
        self.pos += 1;
        let lazy = self.eat('?');
        Ok(Node::Repeat {
            body: Box::new(atom),
            min,
            max,
            lazy,
            span: (start, self.pos),
        })
    }

    fn number(&mut self) -> Result<u32, String> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if start == self.pos {
            self.pos = start.saturating_sub(1);
            return Err(self.refuse(
                "a `{` that is not a quantifier `{n}`, `{n,}` or `{n,m}` (escape a literal one as `\\{`)",
            ));
        }
        let digits: String = self.chars[start..self.pos].iter().collect();
        digits
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= 100_000)
            .ok_or_else(|| format!("a repetition count above 100000 (`{digits}`)"))
    }

    fn atom(&mut self) -> Result<Node, String> {
        let Some(c) = self.peek() else {
            return Ok(Node::Empty);
        };
        match c {
            '^' => {
                self.pos += 1;
                Ok(Node::Start)
            }
            '$' => {
                self.pos += 1;
                Ok(Node::End)
            }
            '.' => {
                self.pos += 1;
                Ok(Node::Set(Set::of(LINE_TERMINATORS).complement()))
            }
            '(' => self.group(),
            '[' => self.class(),
            '\\' => match self.escape(false)? {
                Escaped::Char(c) => Ok(Node::Set(Set::of(&[(c, c)]))),
                Escaped::Class(set) => Ok(Node::Set(set)),
            },
            '*' | '+' | '?' => Err(self.refuse(&format!("`{c}` with nothing to repeat"))),
            '{' | '}' | ']' => Err(self.refuse(&format!(
                "a lone `{c}` (the `u` flag the TypeScript validator uses rejects it; escape it as `\\{c}`)"
            ))),
            c => {
                self.pos += 1;
                Ok(Node::Set(Set::of(&[(c as u32, c as u32)])))
            }
        }
    }

    fn group(&mut self) -> Result<Node, String> {
        let start = self.pos;
        self.pos += 1;
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.refuse(&format!("groups nested more than {MAX_NESTING} deep")));
        }
        let mut name = None;
        let mut capture = true;
        let mut look = None;
        if self.eat('?') {
            match (self.peek(), self.peek_at(1)) {
                (Some(':'), _) => {
                    self.pos += 1;
                    capture = false;
                }
                (Some('='), _) => {
                    self.pos += 1;
                    look = Some(Look::Ahead);
                }
                (Some('!'), _) => {
                    self.pos += 1;
                    look = Some(Look::NotAhead);
                }
                (Some('<'), Some('=')) => {
                    self.pos += 2;
                    look = Some(Look::Behind);
                }
                (Some('<'), Some('!')) => {
                    self.pos += 2;
                    look = Some(Look::NotBehind);
                }
                (Some('<'), _) => {
                    self.pos += 1;
                    let begin = self.pos;
                    while self.peek().is_some_and(|c| c != '>') {
                        self.pos += 1;
                    }
                    let text: String = self.chars[begin..self.pos].iter().collect();
                    let mut chars = text.chars();
                    let valid = chars
                        .next()
                        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
                    if !valid || !self.eat('>') {
                        self.pos = begin;
                        return Err(self.refuse(
                            "a group name that is not ASCII letters, digits and `_` (not starting with a digit)",
                        ));
                    }
                    if self.names.contains(&text) {
                        return Err(format!("two groups named `{text}`"));
                    }
                    self.names.push(text.clone());
                    name = Some(text);
                }
                _ => {
                    return Err(self.refuse(
                        "a `(?` group that ECMA-262 does not have (only `(?:`, `(?<name>`, `(?=`, `(?!`, `(?<=` and `(?<!`)",
                    ));
                }
            }
        }
        let body = self.alternation()?;
        if !self.eat(')') {
            self.pos = start;
            return Err(self.refuse("an unclosed `(`"));
        }
        self.depth -= 1;
        Ok(match look {
            Some(kind) => Node::Look {
                kind,
                body: Box::new(body),
                span: (start, self.pos),
            },
            None => Node::Group {
                name,
                capture,
                body: Box::new(body),
            },
        })
    }

    fn class(&mut self) -> Result<Node, String> {
        let start = self.pos;
        self.pos += 1;
        let negated = self.eat('^');
        if self.peek() == Some(']') {
            return Err(self.refuse(
                "an empty class `[]` or `[^]` (the Rust validator rejects it; write `(?!)` or `[\\s\\S]`)",
            ));
        }
        let mut ranges: Vec<(u32, u32)> = Vec::new();
        let mut after_range = false;
        loop {
            let at = self.pos;
            let Some(c) = self.peek() else {
                self.pos = start;
                return Err(self.refuse("an unclosed `[`"));
            };
            if c == ']' {
                self.pos += 1;
                break;
            }
            if c == '[' {
                return Err(self.refuse("a `[` inside a class (escape it as `\\[`)"));
            }
            if matches!(c, '-' | '&' | '~') && self.peek_at(1) == Some(c) {
                return Err(self.refuse(&format!(
                    "`{c}{c}` inside a class (engines read it differently; escape one as `\\{c}`)"
                )));
            }
            if c == '-' && after_range && self.peek_at(1) != Some(']') {
                return Err(self.refuse(
                    "a `-` right after a range inside a class (engines read it differently; escape it as `\\-`)",
                ));
            }
            let first = self.class_atom()?;
            after_range = false;
            if self.peek() == Some('-') && self.peek_at(1) == Some('-') {
                return Err(self.refuse(
                    "`--` inside a class (engines read it differently; escape one as `\\-`)",
                ));
            }
            if self.peek() == Some('-') && !matches!(self.peek_at(1), Some(']') | None) {
                self.pos += 1;
                let second = self.class_atom()?;
                match (first, second) {
                    (Escaped::Char(lo), Escaped::Char(hi)) if lo <= hi => {
                        ranges.push((lo, hi));
                        after_range = true;
                    }
                    (Escaped::Char(_), Escaped::Char(_)) => {
                        self.pos = at;
                        return Err(self.refuse("a class range out of order"));
                    }
                    _ => {
                        self.pos = at;
                        return Err(self.refuse(
                            "a class range with `\\d`, `\\w` or `\\s` at one end (the `u` flag rejects it)",
                        ));
                    }
                }
            } else {
                match first {
                    Escaped::Char(c) => ranges.push((c, c)),
                    Escaped::Class(set) => ranges.extend(set.0),
                }
            }
        }
        let set = Set::of(&ranges);
        Ok(Node::Set(if negated { set.complement() } else { set }))
    }

    fn class_atom(&mut self) -> Result<Escaped, String> {
        match self.peek() {
            Some('\\') => {
                if self.peek_at(1) == Some('-') {
                    self.pos += 2;
                    return Ok(Escaped::Char('-' as u32));
                }
                self.escape(true)
            }
            Some(c) => {
                self.pos += 1;
                Ok(Escaped::Char(c as u32))
            }
            None => Err(self.refuse("an unclosed `[`")),
        }
    }

    /// The escape at the current position (a backslash), inside a class or not.
    fn escape(&mut self, in_class: bool) -> Result<Escaped, String> {
        let at = self.pos;
        self.pos += 1;
        let Some(c) = self.peek() else {
            self.pos = at;
            return Err(self.refuse("a lone `\\` at the end"));
        };
        self.pos += 1;
        let class = |ranges: &[(u32, u32)], negated: bool| {
            let set = Set::of(ranges);
            Ok(Escaped::Class(if negated { set.complement() } else { set }))
        };
        let refuse = |parser: &mut Self, what: String| {
            parser.pos = at;
            Err(parser.refuse(&what))
        };
        match c {
            'd' | 'D' => class(DIGIT, c == 'D'),
            'w' | 'W' => class(WORD, c == 'W'),
            's' | 'S' => class(SPACE, c == 'S'),
            't' => Ok(Escaped::Char(0x09)),
            'n' => Ok(Escaped::Char(0x0A)),
            'v' => Ok(Escaped::Char(0x0B)),
            'f' => Ok(Escaped::Char(0x0C)),
            'r' => Ok(Escaped::Char(0x0D)),
            'c' => match self.peek() {
                Some(letter) if letter.is_ascii_alphabetic() => {
                    self.pos += 1;
                    Ok(Escaped::Char(letter as u32 % 32))
                }
                _ => refuse(self, "`\\c` without an ASCII letter".to_owned()),
            },
            'x' => {
                let code = self.hex(2, 2);
                match code {
                    Some(code) => Ok(Escaped::Char(code)),
                    None => refuse(self, "`\\x` without two hex digits".to_owned()),
                }
            }
            'u' => {
                let code = if self.eat('{') {
                    let code = self.hex(1, 6);
                    if self.eat('}') { code } else { None }
                } else {
                    self.hex(4, 4)
                };
                match code {
                    Some(code) if (0xD800..=0xDFFF).contains(&code) => refuse(
                        self,
                        "a surrogate escape (the Rust validator rejects it; write the character itself or `\\u{…}`)"
                            .to_owned(),
                    ),
                    Some(code) if code <= MAX_CHAR => Ok(Escaped::Char(code)),
                    _ => refuse(
                        self,
                        "`\\u` without four hex digits or `{…}` up to 10FFFF".to_owned(),
                    ),
                }
            }
            'b' | 'B' if !in_class => refuse(
                self,
                format!(
                    "`\\{c}` (the Rust validator's word boundary is Unicode-aware and ECMA-262's ASCII-only, so verdicts differ; write the boundary with classes)"
                ),
            ),
            'b' => refuse(
                self,
                "`[\\b]` (the Rust validator rejects it; write `\\x08`)".to_owned(),
            ),
            'p' | 'P' => refuse(
                self,
                format!(
                    "a Unicode property class `\\{c}{{…}}` (Python's `re` has none; list the ranges)"
                ),
            ),
            '1'..='9' | 'k' => refuse(
                self,
                "a backreference (it cannot be matched in linear time, and engines disagree on groups that did not take part)".to_owned(),
            ),
            '0' => refuse(
                self,
                "`\\0` (the Rust validator rejects it; write `\\x00`)".to_owned(),
            ),
            '^' | '$' | '\\' | '.' | '*' | '+' | '?' | '(' | ')' | '[' | ']' | '{' | '}'
            | '|' | '/' => Ok(Escaped::Char(c as u32)),
            other => refuse(
                self,
                format!(
                    "`\\{other}` (not an escape the `u` flag allows, which the TypeScript validator uses; write the character itself)"
                ),
            ),
        }
    }

    fn hex(&mut self, min: usize, max: usize) -> Option<u32> {
        let start = self.pos;
        while self.pos - start < max && self.peek().is_some_and(|c| c.is_ascii_hexdigit()) {
            self.pos += 1;
        }
        if self.pos - start < min {
            return None;
        }
        let digits: String = self.chars[start..self.pos].iter().collect();
        u32::from_str_radix(&digits, 16).ok()
    }
}

enum Escaped {
    Char(u32),
    Class(Set),
}

/// `node` in Python `re` syntax, appended to `out`.
fn emit(node: &Node, out: &mut String) -> Result<(), String> {
    match node {
        Node::Empty => {}
        Node::Set(set) => emit_set(set, out),
        Node::Start => out.push_str("\\A"),
        Node::End => out.push_str("\\Z"),
        Node::Group {
            name,
            capture,
            body,
        } => {
            out.push_str(match (name, capture) {
                (Some(_), _) => "(?P<",
                (None, true) => "(",
                (None, false) => "(?:",
            });
            if let Some(name) = name {
                out.push_str(name);
                out.push('>');
            }
            emit(body, out)?;
            out.push(')');
        }
        Node::Look { kind, body, span } => {
            if matches!(kind, Look::Behind | Look::NotBehind) && width(body).is_none() {
                return Err(format!(
                    "a lookbehind of varying width at characters {}-{} (Python's `re` accepts only fixed-width ones)",
                    span.0 + 1,
                    span.1
                ));
            }
            out.push_str(match kind {
                Look::Ahead => "(?=",
                Look::NotAhead => "(?!",
                Look::Behind => "(?<=",
                Look::NotBehind => "(?<!",
            });
            emit(body, out)?;
            out.push(')');
        }
        Node::Concat(items) => {
            for item in items {
                emit(item, out)?;
            }
        }
        Node::Alt { branches, .. } => {
            for (index, branch) in branches.iter().enumerate() {
                if index > 0 {
                    out.push('|');
                }
                emit(branch, out)?;
            }
        }
        Node::Repeat {
            body,
            min,
            max,
            lazy,
            ..
        } => {
            emit(body, out)?;
            match (min, max) {
                (0, None) => out.push('*'),
                (1, None) => out.push('+'),
                (0, Some(1)) => out.push('?'),
                (min, None) => out.push_str(&format!("{{{min},}}")),
                (min, Some(max)) if min == max => out.push_str(&format!("{{{min}}}")),
                (min, Some(max)) => out.push_str(&format!("{{{min},{max}}}")),
            }
            if *lazy {
                out.push('?');
            }
        }
    }
    Ok(())
}

fn emit_set(set: &Set, out: &mut String) {
    if let [(lo, hi)] = set.0.as_slice()
        && lo == hi
    {
        emit_char(*lo, out);
        return;
    }
    let complement = set.complement();
    let (negated, ranges) = if !complement.0.is_empty() && complement.0.len() < set.0.len() {
        (true, &complement.0)
    } else {
        (false, &set.0)
    };
    out.push_str(if negated { "[^" } else { "[" });
    for &(lo, hi) in ranges {
        emit_char(lo, out);
        if hi > lo {
            if hi > lo + 1 {
                out.push('-');
            }
            emit_char(hi, out);
        }
    }
    out.push(']');
}

/// One code point as Python `re` reads it literally, in a class or not: ASCII letters, digits
/// and `_` as they are, everything else as a hex escape.
fn emit_char(code: u32, out: &mut String) {
    match char::from_u32(code) {
        Some(c) if c.is_ascii_alphanumeric() || c == '_' => out.push(c),
        _ if code < 0x100 => out.push_str(&format!("\\x{code:02x}")),
        _ if code < 0x1_0000 => out.push_str(&format!("\\u{code:04x}")),
        _ => out.push_str(&format!("\\U{code:08x}")),
    }
}

/// The number of characters `node` matches, when it is always the same.
fn width(node: &Node) -> Option<u64> {
    match node {
        Node::Empty | Node::Start | Node::End | Node::Look { .. } => Some(0),
        Node::Set(_) => Some(1),
        Node::Group { body, .. } => width(body),
        Node::Concat(items) => items.iter().map(width).sum(),
        Node::Alt { branches, .. } => {
            let widths: Option<Vec<u64>> = branches.iter().map(width).collect();
            let widths = widths?;
            let first = *widths.first()?;
            widths.iter().all(|w| *w == first).then_some(first)
        }
        Node::Repeat { body, min, max, .. } => {
            let body = width(body)?;
            (*max == Some(*min) || body == 0).then_some(body * u64::from(*min))
        }
    }
}

/// The characters a match of a node can start with, and whether it can be the end of the
/// string (`$`).
#[derive(Debug, Clone, Default)]
struct First {
    set: Set,
    end: bool,
}

impl First {
    fn union(&self, other: &Self) -> Self {
        Self {
            set: self.set.union(&other.set),
            end: self.end || other.end,
        }
    }

    fn overlaps(&self, other: &Self) -> bool {
        (self.end && other.end) || self.set.intersects(&other.set)
    }

    fn is_empty(&self) -> bool {
        !self.end && self.set.0.is_empty()
    }
}

fn first(node: &Node) -> First {
    match node {
        Node::Empty | Node::Start | Node::Look { .. } => First::default(),
        Node::End => First {
            set: Set::default(),
            end: true,
        },
        Node::Set(set) => First {
            set: set.clone(),
            end: false,
        },
        Node::Group { body, .. } => first(body),
        Node::Concat(items) => {
            let mut out = First::default();
            for item in items {
                out = out.union(&first(item));
                if !nullable(item) {
                    break;
                }
            }
            out
        }
        Node::Alt { branches, .. } => branches
            .iter()
            .fold(First::default(), |out, b| out.union(&first(b))),
        Node::Repeat { body, max, .. } => {
            if *max == Some(0) {
                First::default()
            } else {
                first(body)
            }
        }
    }
}

/// Whether `node` can match without consuming a character (`$` counts as consuming the end).
fn nullable(node: &Node) -> bool {
    match node {
        Node::Empty | Node::Start | Node::Look { .. } => true,
        Node::End | Node::Set(_) => false,
        Node::Group { body, .. } => nullable(body),
        Node::Concat(items) => items.iter().all(nullable),
        Node::Alt { branches, .. } => branches.iter().any(nullable),
        Node::Repeat { body, min, max, .. } => *min == 0 || *max == Some(0) || nullable(body),
    }
}

fn anchored(node: &Node) -> bool {
    match node {
        Node::Start => true,
        Node::Group { body, .. } => anchored(body),
        Node::Concat(items) => items.first().is_some_and(anchored),
        Node::Alt { branches, .. } => branches.iter().all(anchored),
        _ => false,
    }
}

fn snippet(chars: &[char], span: (usize, usize)) -> String {
    let text: String = chars[span.0..span.1].iter().collect();
    if text.chars().count() > 40 {
        format!("{}…", text.chars().take(39).collect::<String>())
    } else {
        text
    }
}

/// Whether a backtracking engine matches `node`, followed by something starting with `follow`,
/// in linear time; the error says where it may not.
fn linear(node: &Node, follow: &First, anchored: bool, chars: &[char]) -> Result<(), String> {
    match node {
        Node::Empty | Node::Set(_) | Node::Start | Node::End => Ok(()),
        Node::Look { span, .. } => Err(format!(
            "its lookaround `{}` runs a nested match wherever it is tried",
            snippet(chars, *span)
        )),
        Node::Group { body, .. } => linear(body, follow, anchored, chars),
        Node::Concat(items) => {
            let mut after = follow.clone();
            for item in items.iter().rev() {
                linear(item, &after, anchored, chars)?;
                after = if nullable(item) {
                    first(item).union(&after)
                } else {
                    first(item)
                };
            }
            Ok(())
        }
        Node::Alt { branches, span } => {
            let starts: Vec<First> = branches
                .iter()
                .map(|b| {
                    if nullable(b) {
                        first(b).union(follow)
                    } else {
                        first(b)
                    }
                })
                .collect();
            for (i, a) in starts.iter().enumerate() {
                if starts[i + 1..].iter().any(|b| a.overlaps(b)) {
                    return Err(format!(
                        "the alternatives of `{}` can start alike",
                        snippet(chars, *span)
                    ));
                }
            }
            branches
                .iter()
                .try_for_each(|b| linear(b, follow, anchored, chars))
        }
        Node::Repeat {
            body,
            min,
            max,
            span,
            ..
        } => {
            let text = snippet(chars, *span);
            let starts = first(body);
            if *max != Some(*min) {
                if nullable(body) {
                    return Err(format!(
                        "its repetition `{text}` repeats what can match nothing"
                    ));
                }
                if starts.overlaps(follow) {
                    return Err(format!(
                        "in its repetition `{text}`, another round and what follows can start alike (nested or adjacent repetition)"
                    ));
                }
                if max.is_none() && !anchored && !follow.is_empty() {
                    return Err(format!(
                        "its repetition `{text}` is followed by more of a pattern not anchored with `^`, so a search retries it from every position"
                    ));
                }
            }
            let inner = if max.is_none_or(|max| max > 1) {
                starts.union(follow)
            } else {
                follow.clone()
            };
            linear(body, &inner, anchored, chars)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn python(pattern: &str) -> String {
        translate(pattern, Policy::default())
            .unwrap_or_else(|e| panic!("{pattern}: {e}"))
            .python
    }

    fn refused(pattern: &str, policy: Policy) -> String {
        translate(pattern, policy).expect_err(pattern)
    }

    #[test]
    fn translations_keep_ecma_meaning() {
        for (ecma, re) in [
            (
                r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$",
                r"\A[0-9]{4}\x2d[0-9]{2}\x2d[0-9]{2}T[0-9]{2}\x3a[0-9]{2}\x3a[0-9]{2}(?:\x2e[0-9]+)?Z\Z",
            ),
            (r"^sha256:[0-9a-f]+$", r"\Asha256\x3a[0-9a-f]+\Z"),
            (r"^\w+$", r"\A[0-9A-Z_a-z]+\Z"),
            (r"^\W$", r"\A[^0-9A-Z_a-z]\Z"),
            (r"^.$", r"\A[^\x0a\x0d\u2028\u2029]\Z"),
            (r"^(?<year>[0-9]{4})$", r"\A(?P<year>[0-9]{4})\Z"),
            (r"^\u{1F600}é$", r"\A\U0001f600\xe9\Z"),
            (
                r"^[^\s]$",
                r"\A[^\x09-\x0d\x20\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]\Z",
            ),
            (r"^a|^b", r"\Aa|\Ab"),
            (r"^[\-a-c]?$", r"\A[\x2da-c]?\Z"),
            (r"^\cJ\x41\/$", r"\A\x0aA\x2f\Z"),
            (r"^a{2,5}?$", r"\Aa{2,5}?\Z"),
        ] {
            assert_eq!(python(ecma), re, "{ecma}");
        }
    }

    #[test]
    fn constructs_without_one_meaning_are_refused() {
        for (pattern, reason) in [
            (r"\bword", "Unicode-aware"),
            (r"\p{L}", "property class"),
            (r"(a)\1", "backreference"),
            (r"\k<x>(?<x>a)", "backreference"),
            (r"\0", "`\\0`"),
            (r"\a", "`\\a`"),
            (r"\-", "`\\-`"),
            (r"[]", "empty class"),
            (r"[^]", "empty class"),
            (r"[\b]", "`[\\b]`"),
            (r"\uD83D\uDE00", "surrogate"),
            (r"a{2,1}", "m less than n"),
            (r"a{", "not a quantifier"),
            (r"}", "lone `}`"),
            (r"[\d-z]", "at one end"),
            (r"(?<a>x)(?<a>y)", "two groups named `a`"),
            (r"(?i)a", "does not have"),
            (r"(a", "unclosed `(`"),
            (r"a)", "unmatched `)`"),
            (r"^*", "assertion"),
            (r"[a--b]", "`--`"),
            (r"a{1000001}", "above 100000"),
        ] {
            let error = refused(pattern, Policy::default());
            assert!(error.contains(reason), "{pattern}: {error}");
        }
        let deep = format!("{}a{}", "(".repeat(100), ")".repeat(100));
        assert!(refused(&deep, Policy::default()).contains("nested more than 64"));
    }

    #[test]
    fn backtracking_patterns_need_the_opt_in() {
        for (pattern, reason) in [
            (r"^(a+)+$", "another round and what follows can start alike"),
            (r"^(a|ab)*$", "alternatives of `a|ab` can start alike"),
            (r"^\d+\d+$", "another round"),
            (r"^(a?)*$", "repeats what can match nothing"),
            (r"^.*x$", "another round"),
            (r"\d+x", "not anchored"),
            (r"(?=a)", "lookaround"),
        ] {
            let error = refused(pattern, Policy::default());
            assert!(error.contains(reason), "{pattern}: {error}");
            assert!(error.contains("--allow-backtracking-patterns"), "{error}");
            let allowed = translate(
                pattern,
                Policy {
                    allow_backtracking: true,
                },
            )
            .expect(pattern);
            assert!(
                allowed.backtracking.is_some_and(|why| why.contains(reason)),
                "{pattern}"
            );
        }
        for pattern in [
            r"^[a-z]+(?:-[a-z]+)*$",
            r"^(?:a|b)*c$",
            r"[a-z]+",
            r"abc",
            r"^x.*$",
            r"^a{3}b?$",
        ] {
            let ok = translate(pattern, Policy::default()).expect(pattern);
            assert_eq!(ok.backtracking, None, "{pattern}");
        }
        let variable = translate(
            r"(?<=a+)b",
            Policy {
                allow_backtracking: true,
            },
        )
        .expect_err("variable lookbehind");
        assert!(variable.contains("fixed-width"), "{variable}");
    }

    #[test]
    fn schemas_are_checked_with_pointers() {
        let schema = serde_json::json!({
            "$defs": { "a/b": { "properties": { "x": { "type": "string", "pattern": "^(a+)+$" } } } }
        });
        let error = check_schema("s.json", &schema, Policy::default())
            .expect_err("refused")
            .to_string();
        assert!(
            error.starts_with("s.json: pattern `^(a+)+$` at `/$defs/a~1b/properties/x/pattern`"),
            "{error}"
        );
    }
}
