//! Where a generated Python check runs: the value, its JSON pointer (a Python expression), the
//! finding list, indentation and guard of one check; and the layout of its tests and calls.

use crate::backend::pointer::Path;
use crate::lang::python::{self, fits};
use crate::layout::Doc;

/// What one check reads and writes: its value, path and finding list, at an indentation.
#[derive(Clone)]
pub struct Site {
    pub(super) value: String,
    pub(super) path: Path,
    pub(super) errors: String,
    pub(super) indent: usize,
    /// Tests that hold before the check runs (`x is not None`): joined to its first test.
    pub(super) guard: Vec<String>,
    /// Whether the check continues an `if` (the test of an absent field): its first test is an
    /// `elif`, or its statements go under an `else`.
    pub(super) chained: bool,
}

impl Site {
    /// The value `value` at `path`, its findings appended to `errors`, written at `indent`.
    pub fn new(value: &str, path: Path, errors: &str, indent: usize) -> Self {
        Self {
            value: value.to_owned(),
            path,
            errors: errors.to_owned(),
            indent,
            guard: Vec::new(),
            chained: false,
        }
    }

    /// This site, checked only when `test` holds.
    pub fn guarded(mut self, test: String) -> Self {
        self.guard.push(test);
        self
    }

    /// This site, continuing an `if`.
    pub fn chained(mut self) -> Self {
        self.chained = true;
        self
    }

    pub(super) fn inner(&self, value: &str, path: Path) -> Self {
        Self::new(value, path, &self.errors, self.indent + 4)
    }

    /// This site, one block deeper, with no guard.
    pub(super) fn nested(&self) -> Self {
        Self {
            indent: self.indent + 4,
            guard: Vec::new(),
            chained: false,
            ..self.clone()
        }
    }

    /// `if` (or `elif`) the guard's tests and `tests`, laid out.
    pub(super) fn open_if(&self, tests: &[String]) -> String {
        let mut all = self.guard.clone();
        all.extend(tests.iter().cloned());
        let keyword = if self.chained { "elif" } else { "if" };
        if_line(self.indent, keyword, &all)
    }
}

/// `keyword tests:` at `indent`, as `ruff format` lays it out: on one line when it fits; else,
/// two tests whose last ends in a call that opens within the line, split inside that call's
/// parentheses (what ruff prefers to added ones when one `and` is all there is to split at);
/// else in parentheses, the tests on one line of their own when they fit, else one per line.
pub fn if_line(indent: usize, keyword: &str, tests: &[String]) -> String {
    let pad = " ".repeat(indent);
    let joined = tests.join(" and ");
    let flat = format!("{keyword} {joined}:");
    if fits(indent, &flat) {
        return format!("{pad}{flat}");
    }
    let inner = " ".repeat(indent + 4);
    if let (2, Some(open)) = (tests.len(), last_call_opening(&joined)) {
        let (head, arguments) = (&joined[..=open], &joined[open + 1..joined.len() - 1]);
        if fits(indent, &format!("{keyword} {head}")) && fits(indent + 4, arguments) {
            return format!("{pad}{keyword} {head}\n{inner}{arguments}\n{pad}):");
        }
    }
    let body = if fits(indent + 4, &joined) {
        format!("{inner}{joined}")
    } else {
        format!("{inner}{}", tests.join(&format!("\n{inner}and ")))
    };
    format!("{pad}{keyword} (\n{body}\n{pad}):")
}

/// Where the parentheses that end `text` open, when `text` ends with a call's `)`.
fn last_call_opening(text: &str) -> Option<usize> {
    if !text.ends_with(')') {
        return None;
    }
    let mut depth = 0usize;
    for (at, c) in text.char_indices().rev() {
        match c {
            ')' | ']' | '}' => depth += 1,
            '(' | '[' | '{' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return (c == '(').then_some(at);
                }
            }
            _ => {}
        }
    }
    None
}

/// `callee(args)suffix` at `indent`, as `ruff format` lays it out ([`python::call`]), a sum
/// among several arguments one operand a line when it does not fit.
pub fn call(indent: usize, callee: &str, args: &[&str], suffix: &str) -> String {
    let args = match args {
        [one] => vec![Doc::text(*one)],
        _ => args.iter().map(|arg| python::argument(arg)).collect(),
    };
    python::call(indent, callee, args, suffix)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_too_long_for_its_line_is_one_operand_a_line() {
        let path = format!("p + \"/{} + x\" + escape(k1) + str(i2)", "a".repeat(70));
        let laid = call(16, "check", &["x", &path, "e"], "");
        let expected = format!(
            "{pad}check(\n{pad}    x,\n{pad}    p\n{pad}    + \"/{} + x\"\n{pad}    + escape(k1)\n{pad}    + str(i2),\n{pad}    e,\n{pad})",
            "a".repeat(70),
            pad = " ".repeat(16)
        );
        assert_eq!(laid, expected);
    }

    #[test]
    fn a_long_test_goes_in_parentheses_then_one_operand_per_line() {
        assert_eq!(
            if_line(4, "if", &["a".into(), "b".into()]),
            "    if a and b:"
        );
        let long = "x".repeat(37);
        assert_eq!(
            if_line(4, "elif", &[long.clone(), long.clone()]),
            format!("    elif (\n        {long} and {long}\n    ):")
        );
        let longer = "y".repeat(60);
        assert_eq!(
            if_line(0, "if", &[longer.clone(), longer.clone()]),
            format!("if (\n    {longer}\n    and {longer}\n):")
        );
    }

    #[test]
    fn two_long_tests_the_last_a_call_split_inside_its_parentheses() {
        // As `ruff format` lays out the closed-fields test of a type with a long name.
        let call = format!("not FIELDS_OF_{}.issuperset(o)", "X".repeat(34));
        assert_eq!(
            if_line(4, "if", &["m != \"tolerant\"".into(), call.clone()]),
            format!(
                "    if m != \"tolerant\" and {}\n        o\n    ):",
                &call[..call.len() - 2]
            )
        );
        // With three tests, or a call that opens past the line's end, the parentheses are added.
        let three = ["m != \"tolerant\"".into(), "b".into(), call.clone()];
        assert!(if_line(4, "if", &three).starts_with("    if (\n"));
        let far = format!("not FIELDS_OF_{}.issuperset(o)", "X".repeat(80));
        assert!(if_line(4, "if", &["m".into(), far]).starts_with("    if (\n"));
    }

    #[test]
    fn a_long_call_hugs_its_arguments_then_takes_one_per_line() {
        assert_eq!(call(0, "f", &["a", "b"], ""), "f(a, b)");
        let (f, long) = ("f".repeat(25), "y".repeat(30));
        assert_eq!(
            call(4, &f, &[&long, &long], ""),
            format!("    {f}(\n        {long}, {long}\n    )")
        );
        let longer = "z".repeat(60);
        assert_eq!(
            call(0, "f", &[&longer, &longer], ""),
            format!("f(\n    {longer},\n    {longer},\n)")
        );
    }
}
