//! Where a generated check runs: the value's JSON pointer as a JavaScript expression, and the
//! value, error list, indentation and guard of one check.

use crate::backend::string_literal;

/// Where a value is: a JavaScript expression for its JSON pointer, `p` and pieces after it.
#[derive(Clone)]
pub struct Path(Vec<Piece>);

#[derive(Clone)]
pub(super) enum Piece {
    /// A variable or expression (`p`, `i1`, `escapePointer(k1)`).
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

    pub(super) fn then(&self, piece: Piece) -> Self {
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

/// What one check reads and writes: its value, path and error list, at an indentation.
#[derive(Clone)]
pub struct Site {
    pub(super) value: String,
    pub(super) path: Path,
    pub(super) errors: String,
    pub(super) indent: usize,
    pub(super) depth: usize,
    /// Tests that hold before the check runs (`f1 !== undefined`): joined to its first test.
    pub(super) guard: Vec<String>,
}

impl Site {
    /// The value `value` at `path`, its errors pushed to `errors`, written at `indent`.
    pub fn new(value: &str, path: Path, errors: &str, indent: usize) -> Self {
        Self {
            value: value.to_owned(),
            path,
            errors: errors.to_owned(),
            indent,
            depth: 0,
            guard: Vec::new(),
        }
    }

    /// This site, checked only when `test` holds.
    pub fn guarded(mut self, test: String) -> Self {
        self.guard.push(test);
        self
    }

    pub(super) fn inner(&self, value: &str, path: Path) -> Self {
        Self {
            value: value.to_owned(),
            path,
            errors: self.errors.clone(),
            indent: self.indent + 2,
            depth: self.depth + 1,
            guard: Vec::new(),
        }
    }

    pub(super) fn nested(&self) -> Self {
        Self {
            indent: self.indent + 2,
            guard: Vec::new(),
            ..self.clone()
        }
    }

    /// The tests of the guard, then `test`.
    pub(super) fn tests(&self, test: &str) -> Vec<String> {
        let mut tests = self.guard.clone();
        tests.push(test.to_owned());
        tests
    }
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
