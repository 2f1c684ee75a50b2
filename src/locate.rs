//! Where JSON Pointers are in a JSON text, as lines and columns, from one parse that keeps
//! spans (jsonc-parser): how annotations about a schema attach to the line that changed.

use std::collections::HashMap;

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

/// The position of every JSON Pointer of `text`: the member's name for an object member, the
/// element for an array item, the start of the text for the root; empty when `text` is not JSON.
/// One parse, one walk (without recursion), one pass over the text for lines and columns.
pub fn positions(text: &str) -> HashMap<String, Position> {
    let Ok(parsed) = parse_to_ast(text, &CollectOptions::default(), &ParseOptions::default())
    else {
        return HashMap::new();
    };
    let Some(root) = parsed.value.as_ref() else {
        return HashMap::new();
    };
    let mut offsets: Vec<(String, usize)> = Vec::new();
    let mut pending = vec![(String::new(), root, value_start(root))];
    while let Some((at, value, offset)) = pending.pop() {
        match value {
            ast::Value::Object(object) => {
                for member in &object.properties {
                    let child = pointer::push(&at, member.name.as_str());
                    pending.push((child, &member.value, member.range.start));
                }
            }
            ast::Value::Array(array) => {
                for (index, element) in array.elements.iter().enumerate() {
                    pending.push((format!("{at}/{index}"), element, value_start(element)));
                }
            }
            _ => {}
        }
        offsets.push((at, offset));
    }
    offsets.sort_by_key(|(_, offset)| *offset);
    let (mut line, mut column) = (1, 1);
    let mut chars = text.char_indices().peekable();
    offsets
        .into_iter()
        .map(|(at, offset)| {
            while let Some(&(index, c)) = chars.peek() {
                if index >= offset {
                    break;
                }
                if c == '\n' {
                    (line, column) = (line + 1, 1);
                } else {
                    column += 1;
                }
                chars.next();
            }
            (at, Position { line, column })
        })
        .collect()
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
        let all = positions(TEXT);
        let at = |pointer: &str| all.get(pointer).map(|p| (p.line, p.column));
        assert_eq!(at(""), Some((1, 1)));
        assert_eq!(at("/$defs"), Some((2, 3)));
        assert_eq!(at("/$defs/A~1B"), Some((3, 5)));
        assert_eq!(at("/$defs/A~1B/properties/x"), Some((4, 31)));
        assert_eq!(at("/$defs/A~1B/properties/x/type"), Some((4, 37)));
        assert_eq!(at("/oneOf/1"), Some((8, 5)));
        assert_eq!(at("/oneOf/2"), None);
        assert_eq!(at("/missing"), None);
        assert!(positions("not json").is_empty());
    }
}
