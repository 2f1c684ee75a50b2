//! An ECMA-262 (`u` flag) parser for the subset whose meaning the three engines share.

mod class;

use crate::{
    ast::{Look, Node},
    charset::{LINE_TERMINATORS, Set},
};
use class::Escaped;

/// `source` parsed, with its characters (the spans of the nodes index them).
pub(crate) fn parse(source: &str) -> Result<(Node, Vec<char>), String> {
    let mut parser = Parser {
        chars: source.chars().collect(),
        pos: 0,
        depth: 0,
        names: Vec::new(),
    };
    let node = parser.alternation()?;
    if parser.pos < parser.chars.len() {
        return Err(parser.refuse("an unmatched `)`"));
    }
    Ok((node, parser.chars))
}

/// Groups nested deeper than this are refused (the parser and the checks recurse per level).
const MAX_NESTING: usize = 64;
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
        let kind = if self.eat('?') {
            self.group_kind()?
        } else {
            GroupKind::Capture(None)
        };
        let body = Box::new(self.alternation()?);
        if !self.eat(')') {
            self.pos = start;
            return Err(self.refuse("an unclosed `(`"));
        }
        self.depth -= 1;
        Ok(match kind {
            GroupKind::Look(kind) => Node::Look {
                kind,
                body,
                span: (start, self.pos),
            },
            GroupKind::Capture(name) => Node::Group {
                name,
                capture: true,
                body,
            },
            GroupKind::NonCapture => Node::Group {
                name: None,
                capture: false,
                body,
            },
        })
    }

    /// What a group is, read after its `(?`.
    fn group_kind(&mut self) -> Result<GroupKind, String> {
        let (kind, length) = match (self.peek(), self.peek_at(1)) {
            (Some(':'), _) => (GroupKind::NonCapture, 1),
            (Some('='), _) => (GroupKind::Look(Look::Ahead), 1),
            (Some('!'), _) => (GroupKind::Look(Look::NotAhead), 1),
            (Some('<'), Some('=')) => (GroupKind::Look(Look::Behind), 2),
            (Some('<'), Some('!')) => (GroupKind::Look(Look::NotBehind), 2),
            (Some('<'), _) => {
                self.pos += 1;
                return Ok(GroupKind::Capture(Some(self.group_name()?)));
            }
            _ => {
                return Err(self.refuse(
                    "a `(?` group that ECMA-262 does not have (only `(?:`, `(?<name>`, `(?=`, `(?!`, `(?<=` and `(?<!`)",
                ));
            }
        };
        self.pos += length;
        Ok(kind)
    }

    /// A capture group's name and its closing `>`, read after `(?<`.
    fn group_name(&mut self) -> Result<String, String> {
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
        Ok(text)
    }
}

/// What a group does with what it matches.
enum GroupKind {
    /// `(…)` or `(?<name>…)`.
    Capture(Option<String>),
    /// `(?:…)`.
    NonCapture,
    /// `(?=…)`, `(?!…)`, `(?<=…)` or `(?<!…)`.
    Look(Look),
}
