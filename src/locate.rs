//! Where JSON Pointers are in a JSON text, as lines and columns, from one parse that keeps
//! spans (jsonc-parser): how annotations about a schema attach to the line that changed.
//!
//! The text is indexed once: each value's position and its members or items, with no pointer
//! string built for any of them (a pointer per value costs its depth times its length: a
//! 150 KB schema nesting long names made gigabytes of them). A pointer is then found by
//! following its tokens, so only the pointers a report names are ever looked up.

use eventspec_schema::model::pointer;
use jsonc_parser::{CollectOptions, ParseOptions, ast, parse_to_ast};

/// A place in a text: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
}

/// The values of a JSON text: where each is, and what is under it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Index {
    entries: Vec<Entry>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    /// For an object member, its name; for an array item or the root, the value.
    position: Position,
    children: Children,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Children {
    None,
    Object(Vec<(String, usize)>),
    Array(Vec<usize>),
}

impl Index {
    /// The index of `text`; empty when `text` is not JSON. One parse, one walk (without
    /// recursion), one pass over the text for lines and columns: memory linear in the text.
    pub fn new(text: &str) -> Self {
        let Ok(parsed) = parse_to_ast(text, &CollectOptions::default(), &ParseOptions::default())
        else {
            return Self::default();
        };
        let Some(root) = parsed.value.as_ref() else {
            return Self::default();
        };
        let mut offsets = vec![value_start(root)];
        let mut children = vec![Children::None];
        let mut pending = vec![(0usize, root)];
        while let Some((at, value)) = pending.pop() {
            children[at] = match value {
                ast::Value::Object(object) => Children::Object(
                    object
                        .properties
                        .iter()
                        .map(|member| {
                            let index = offsets.len();
                            offsets.push(member.range.start);
                            children.push(Children::None);
                            pending.push((index, &member.value));
                            (member.name.as_str().to_owned(), index)
                        })
                        .collect(),
                ),
                ast::Value::Array(array) => Children::Array(
                    array
                        .elements
                        .iter()
                        .map(|element| {
                            let index = offsets.len();
                            offsets.push(value_start(element));
                            children.push(Children::None);
                            pending.push((index, element));
                            index
                        })
                        .collect(),
                ),
                _ => Children::None,
            };
        }
        let mut order: Vec<usize> = (0..offsets.len()).collect();
        order.sort_by_key(|index| offsets[*index]);
        let mut positions = vec![Position { line: 1, column: 1 }; offsets.len()];
        let (mut line, mut column) = (1, 1);
        let mut chars = text.char_indices().peekable();
        for index in order {
            while let Some(&(at, c)) = chars.peek() {
                if at >= offsets[index] {
                    break;
                }
                if c == '\n' {
                    (line, column) = (line + 1, 1);
                } else {
                    column += 1;
                }
                chars.next();
            }
            positions[index] = Position { line, column };
        }
        Self {
            entries: positions
                .into_iter()
                .zip(children)
                .map(|(position, children)| Entry { position, children })
                .collect(),
        }
    }

    /// The position of `at`, a JSON Pointer: the member's name for an object member, the
    /// element for an array item, the start of the text for the root.
    pub fn position(&self, at: &str) -> Option<Position> {
        let mut entry = self.entries.first()?;
        if !at.is_empty() {
            for token in at.strip_prefix('/')?.split('/') {
                let next = match &entry.children {
                    // The last of members named alike, as a JSON parser keeps it.
                    Children::Object(members) => {
                        let name = pointer::unescape(token);
                        members.iter().rev().find(|(n, _)| *n == name)?.1
                    }
                    Children::Array(items) => {
                        let index: usize = token.parse().ok()?;
                        if index.to_string() != token {
                            return None;
                        }
                        *items.get(index)?
                    }
                    Children::None => return None,
                };
                entry = self.entries.get(next)?;
            }
        }
        Some(entry.position)
    }
}

fn value_start(value: &ast::Value<'_>) -> usize {
    match value {
        ast::Value::StringLit(node) => node.range.start,
        ast::Value::NumberLit(node) => node.range.start,
        ast::Value::BooleanLit(node) => node.range.start,
        ast::Value::Object(node) => node.range.start,
        ast::Value::Array(node) => node.range.start,
        ast::Value::NullKeyword(node) => node.range.start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "{\n  \"$defs\": {\n    \"A/B\": {\n      \"properties\": {\"é\": {}, \"x\": {\"type\": \"string\"}}\n    }\n  },\n  \"oneOf\": [{\"a\": 1},\n    {\"$ref\": \"#/$defs/A~1B\"}]\n}\n";

    #[test]
    fn pointers_land_on_their_member_or_element() {
        let index = Index::new(TEXT);
        let at = |pointer: &str| index.position(pointer).map(|p| (p.line, p.column));
        assert_eq!(at(""), Some((1, 1)));
        assert_eq!(at("/$defs"), Some((2, 3)));
        assert_eq!(at("/$defs/A~1B"), Some((3, 5)));
        assert_eq!(at("/$defs/A~1B/properties/x"), Some((4, 31)));
        assert_eq!(at("/$defs/A~1B/properties/x/type"), Some((4, 37)));
        assert_eq!(at("/oneOf/1"), Some((8, 5)));
        assert_eq!(at("/oneOf/2"), None);
        assert_eq!(at("/missing"), None);
        assert_eq!(at("/oneOf/01"), None);
        assert_eq!(at("/$defs/A~1B/properties/x/type/deeper"), None);
        assert_eq!(Index::new("not json").position(""), None);
    }
}
