//! Classes (`[…]`) and escapes (`\d`, `\u{…}`, …).

use super::Parser;
use crate::ast::Node;
use crate::charset::{DIGIT, MAX_CHAR, SPACE, Set, WORD};

impl Parser {
    pub(super) fn class(&mut self) -> Result<Node, String> {
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
    pub(super) fn escape(&mut self, in_class: bool) -> Result<Escaped, String> {
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
        let escaped = match c {
            'd' | 'D' => return class(DIGIT, c == 'D'),
            'w' | 'W' => return class(WORD, c == 'W'),
            's' | 'S' => return class(SPACE, c == 'S'),
            't' => Ok(0x09),
            'n' => Ok(0x0A),
            'v' => Ok(0x0B),
            'f' => Ok(0x0C),
            'r' => Ok(0x0D),
            'c' => match self.peek() {
                Some(letter) if letter.is_ascii_alphabetic() => {
                    self.pos += 1;
                    Ok(letter as u32 % 32)
                }
                _ => Err("`\\c` without an ASCII letter".to_owned()),
            },
            'x' => self
                .hex(2, 2)
                .ok_or_else(|| "`\\x` without two hex digits".to_owned()),
            'u' => self.unicode_escape(),
            '^' | '$' | '\\' | '.' | '*' | '+' | '?' | '(' | ')' | '[' | ']' | '{' | '}' | '|'
            | '/' => Ok(c as u32),
            other => Err(refused_escape(other, in_class)),
        };
        escaped.map(Escaped::Char).map_err(|what| {
            self.pos = at;
            self.refuse(&what)
        })
    }

    /// The code point of a `\u` escape, read after the `u`.
    fn unicode_escape(&mut self) -> Result<u32, String> {
        let code = if self.eat('{') {
            let code = self.hex(1, 6);
            if self.eat('}') { code } else { None }
        } else {
            self.hex(4, 4)
        };
        match code {
            Some(code) if (0xD800..=0xDFFF).contains(&code) => Err(
                "a surrogate escape (the Rust validator rejects it; write the character itself or `\\u{…}`)"
                    .to_owned(),
            ),
            Some(code) if code <= MAX_CHAR => Ok(code),
            _ => Err("`\\u` without four hex digits or `{…}` up to 10FFFF".to_owned()),
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

/// What an escape or a class member stands for.
pub(super) enum Escaped {
    /// One code point.
    Char(u32),
    /// A class escape (`\d`, `\W`, …).
    Class(Set),
}

/// Why the escape `\c` is refused (every escape not read as a character or a class).
fn refused_escape(c: char, in_class: bool) -> String {
    match c {
        'b' | 'B' if !in_class => format!(
            "`\\{c}` (the Rust validator's word boundary is Unicode-aware and ECMA-262's ASCII-only, so verdicts differ; write the boundary with classes)"
        ),
        'b' => "`[\\b]` (the Rust validator rejects it; write `\\x08`)".to_owned(),
        'p' | 'P' => format!(
            "a Unicode property class `\\{c}{{…}}` (Python's `re` has none; list the ranges)"
        ),
        '1'..='9' | 'k' => "a backreference (it cannot be matched in linear time, and engines disagree on groups that did not take part)".to_owned(),
        '0' => "`\\0` (the Rust validator rejects it; write `\\x00`)".to_owned(),
        other => format!(
            "`\\{other}` (not an escape the `u` flag allows, which the TypeScript validator uses; write the character itself)"
        ),
    }
}
