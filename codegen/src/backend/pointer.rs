//! The JSON pointer of a value a generated check reaches, as an expression of the generated
//! language: the path it was given, then text and expressions joined by `+`.

use crate::lang::string_literal;

/// Where a value is: an expression of the generated language for its JSON pointer, `p` and
/// pieces after it, joined by `+` (which both TypeScript and Python read as concatenation).
#[derive(Clone)]
pub struct Path(Vec<Piece>);

/// A piece of a path.
#[derive(Clone)]
pub enum Piece {
    /// A variable or an expression of type string (`p`, `escapePointer(k1)`, `str(i1)`).
    Expr(String),
    /// Pointer text, already escaped (`/name`).
    Text(String),
}

impl Path {
    /// The path held by the variable `name`.
    pub fn var(name: &str) -> Self {
        Self(vec![Piece::Expr(name.to_owned())])
    }

    /// This path, then the field `name`.
    pub fn field(&self, name: &str) -> Self {
        self.then(Piece::Text(format!("/{}", pointer(name))))
    }

    /// This path, then `piece`.
    pub fn then(&self, piece: Piece) -> Self {
        let mut pieces = self.0.clone();
        match (pieces.last_mut(), piece) {
            (Some(Piece::Text(last)), Piece::Text(next)) => last.push_str(&next),
            (_, piece) => pieces.push(piece),
        }
        Self(pieces)
    }

    /// The expression: the pieces joined by `+`.
    pub fn expr(&self) -> String {
        (self.0.iter())
            .map(|piece| match piece {
                Piece::Expr(expr) => expr.clone(),
                Piece::Text(text) => string_literal(text),
            })
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// `name` as a JSON pointer segment.
pub fn pointer(name: &str) -> String {
    name.replace('~', "~0").replace('/', "~1")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_escapes_its_fields_and_joins_adjacent_text() {
        let path = Path::var("p").field("a/b~c").field("d");
        assert_eq!(path.expr(), "p + \"/a~1b~0c/d\"");
        let item = path
            .then(Piece::Text("/".into()))
            .then(Piece::Expr("i1".into()));
        assert_eq!(item.expr(), "p + \"/a~1b~0c/d/\" + i1");
    }
}
