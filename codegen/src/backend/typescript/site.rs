//! Where a generated check runs: the value, its JSON pointer (a JavaScript expression), the
//! error list, indentation and guard of one check.

use crate::backend::pointer::Path;

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
