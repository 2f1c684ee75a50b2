//! Where a JSON Pointer is in a JSON text, as a line and a column, from a parse that keeps
//! spans (jsonc-parser): how annotations about a schema attach to the line that changed.

use jsonc_parser::{CollectOptions, ParseOptions, ast, parse_to_ast};

/// A place in a text: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
}

/// Where the value at `pointer` is in `text`: the member's name for an object member, the
/// element for an array item, the start of the text for the root; `None` when `text` is not
/// JSON or has nothing there.
pub fn position(text: &str, pointer: &str) -> Option<Position> {
    let parsed = parse_to_ast(text, &CollectOptions::default(), &ParseOptions::default()).ok()?;
    let mut value = parsed.value.as_ref()?;
    let mut offset = value_start(value);
    for token in pointer.split('/').skip(1) {
        let token = eventspec_schema::model::pointer::unescape(token);
        match value {
            ast::Value::Object(object) => {
                let member = object
                    .properties
                    .iter()
                    .find(|p| p.name.as_str() == token)?;
                offset = member.range.start;
                value = &member.value;
            }
            ast::Value::Array(array) => {
                value = array.elements.get(token.parse::<usize>().ok()?)?;
                offset = value_start(value);
            }
            _ => return None,
        }
    }
    Some(at(text, offset))
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

/// The line and column of byte `offset` of `text`.
fn at(text: &str, offset: usize) -> Position {
    let before = text.get(..offset).unwrap_or(text);
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Position {
        line: before.matches('\n').count() + 1,
        column: before[line_start..].chars().count() + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "{\n  \"$defs\": {\n    \"A/B\": {\n      \"properties\": {\"é\": {}, \"x\": {\"type\": \"string\"}}\n    }\n  },\n  \"oneOf\": [{\"a\": 1},\n    {\"$ref\": \"#/$defs/A~1B\"}]\n}\n";

    #[test]
    fn pointers_land_on_their_member_or_element() {
        let at = |pointer: &str| position(TEXT, pointer).map(|p| (p.line, p.column));
        assert_eq!(at(""), Some((1, 1)));
        assert_eq!(at("/$defs"), Some((2, 3)));
        assert_eq!(at("/$defs/A~1B"), Some((3, 5)));
        assert_eq!(at("/$defs/A~1B/properties/x"), Some((4, 31)));
        assert_eq!(at("/$defs/A~1B/properties/x/type"), Some((4, 37)));
        assert_eq!(at("/oneOf/1"), Some((8, 5)));
        assert_eq!(at("/oneOf/2"), None);
        assert_eq!(at("/missing"), None);
        assert_eq!(position("not json", ""), None);
    }
}
