//! The generated packages keep within 100 columns wherever a formatter can break a line: every
//! longer line of `generated/` is one neither Prettier nor `ruff format` can break, and that
//! line-length rules exempt (eslint's `max-len` ignores URLs, ruff's E501 a line ending in one).

use std::{fs, path::Path};

use walkdir::WalkDir;

use crate::support::root;

/// The widest line the generated code keeps to where it can be broken.
const WIDTH: usize = 100;

#[test]
fn every_generated_line_over_100_columns_is_one_no_formatter_can_break() {
    let generated = root().join("generated");
    let mut read = 0;
    let mut over = Vec::new();
    for entry in WalkDir::new(&generated)
        .into_iter()
        .filter_entry(|e| !skipped(e.path()))
    {
        let entry = entry.expect("generated/ is readable");
        let path = entry.path();
        if !path.extension().is_some_and(|e| e == "ts" || e == "py") {
            continue;
        }
        read += 1;
        let text = fs::read_to_string(path).expect("a generated file is text");
        for (at, line) in text.lines().enumerate() {
            if line.chars().count() > WIDTH && !unbreakable(line) {
                over.push(format!("{}:{}: {line}", path.display(), at + 1));
            }
        }
    }
    assert!(read > 100, "the generated modules are read ({read})");
    assert!(
        over.is_empty(),
        "lines over {WIDTH} columns:\n{}",
        over.join("\n")
    );
}

/// Build output and installed packages are not generated code.
fn skipped(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|name| ["node_modules", "dist", ".venv"].contains(&&*name.to_string_lossy()))
}

/// A line no formatter breaks: one whose last word holds a URL (a link in a description, which
/// a break would cut), or a TypeScript member typed by one name (Prettier never breaks
/// `readonly key?: Name | null;`).
fn unbreakable(line: &str) -> bool {
    let last = line.split_whitespace().last().unwrap_or_default();
    if last.contains("://") {
        return true;
    }
    let Some(member) = line.trim_start().strip_prefix("readonly ") else {
        return false;
    };
    let Some((_, ty)) = member.rsplit_once(": ") else {
        return false;
    };
    let ty = ty.strip_suffix(';').unwrap_or(ty);
    let name = ty.trim_end_matches(" | null");
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[test]
fn a_breakable_long_line_is_not_excused() {
    let long = format!("  readonly a: {};", "A".repeat(100));
    assert!(unbreakable(&long));
    assert!(unbreakable(&format!(
        " * guide](https://{}/x)",
        "a".repeat(100)
    )));
    assert!(!unbreakable(&format!(
        "  readonly a: {} | B;",
        "A".repeat(100)
    )));
    assert!(!unbreakable(&format!("PATTERN = \"{}\"", "a".repeat(100))));
}
