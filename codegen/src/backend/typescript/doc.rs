//! Comments of generated TypeScript: text made safe for a comment, and JSDoc blocks.

use crate::backend::{escape_controls, wrap};

/// `text` made safe for one line of a comment (`//` or `/** */`): control characters and line
/// separators as `\uXXXX`, and `*/` as `*\/`, so the comment can never end early. Every text
/// from a schema or a file name that goes into a TypeScript comment goes through here.
pub fn comment(text: &str) -> String {
    escape_controls(text, |c| format!("\\u{:04x}", u32::from(c))).replace("*/", "*\\/")
}

/// The lines of a JSDoc comment, each through [`comment`]: 94 characters at most, so that a
/// block indented as a member's (two spaces, then ` * `) stays within 100 columns.
pub(crate) fn doc_lines(text: &str) -> Vec<String> {
    wrap(text, 94).iter().map(|line| comment(line)).collect()
}

/// `lines` as a JSDoc comment indented by `indent`, without a final newline: `/** line */` when
/// it is one line that fits in 100 columns, else a block with one ` * ` line each (and ` *`
/// for an empty one); empty without lines.
pub(crate) fn jsdoc(lines: &[String], indent: &str) -> String {
    match lines {
        [] => String::new(),
        [line] if indent.len() + line.len() + 7 <= 100 && !line.is_empty() => {
            format!("{indent}/** {line} */")
        }
        _ => {
            let mut out = format!("{indent}/**\n");
            for line in lines {
                if line.is_empty() {
                    out.push_str(&format!("{indent} *\n"));
                } else {
                    out.push_str(&format!("{indent} * {line}\n"));
                }
            }
            out.push_str(&format!("{indent} */"));
            out
        }
    }
}

/// Adds `text` to `doc` as a paragraph of its own.
pub(crate) fn push_paragraph(doc: &mut Vec<String>, text: &str) {
    if !doc.is_empty() {
        doc.push(String::new());
    }
    doc.extend(doc_lines(text));
}
