//! Line layout for the flavour backends: an expression is printed on one line when it fits, and
//! otherwise exploded, one item per line with a trailing comma. That is what ruff format (and
//! black) and prettier print for brackets that do not fit, and the trailing comma keeps ruff from
//! joining them again, so the output is formatter-clean as generated.

/// An expression to lay out: text that is never broken, or a bracketed list of items.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// Printed as is.
    Atom(String),
    /// A call given a function (`z.lazy(() => X)`), printed as is: prettier never breaks
    /// inside it, and breaks the arguments of a call it is one of several arguments of.
    Lazy(String),
    /// `head` `open` items `close`: a call, a subscript, an array, an object.
    Group {
        /// What comes before the bracket: `Annotated`, `Field`, `z.union`.
        head: String,
        /// The brackets, e.g. `(` `)` or `[` `]`.
        open: &'static str,
        /// The closing bracket.
        close: &'static str,
        /// The items, separated by `, ` on one line.
        items: Vec<Expr>,
        /// Whether an exploded single item gets a trailing comma too (not in a Python
        /// subscript, where `X[a,]` is a tuple).
        single_comma: bool,
    },
    /// A method chain as prettier prints one: `base.a(...).b(...)` on one line when it fits;
    /// else, with one call, that call's arguments exploded, and with more, one call a line.
    Chain {
        /// What the calls are made on: `z`, `integer()`.
        base: String,
        /// Each call's method and arguments.
        calls: Vec<(String, Vec<Expr>)>,
    },
    /// Alternatives joined by ` | ` (a Python annotation's union); exploded, one per line
    /// with its `|` first.
    Alternatives(Vec<Expr>),
}

impl Expr {
    /// A group of `items` in `open`…`close` after `head`, a trailing comma whenever exploded.
    pub fn group(head: &str, open: &'static str, close: &'static str, items: Vec<Expr>) -> Self {
        Self::Group {
            head: head.to_owned(),
            open,
            close,
            items,
            single_comma: true,
        }
    }

    /// A Python subscript `head[items]`: exploded, a single item gets no trailing comma.
    pub fn subscript(head: &str, items: Vec<Expr>) -> Self {
        Self::Group {
            head: head.to_owned(),
            open: "[",
            close: "]",
            items,
            single_comma: false,
        }
    }

    /// Text printed as is.
    pub fn atom(text: impl Into<String>) -> Self {
        Self::Atom(text.into())
    }

    /// The expression on one line.
    pub fn flat(&self) -> String {
        match self {
            Self::Atom(text) | Self::Lazy(text) => text.clone(),
            Self::Group {
                head,
                open,
                close,
                items,
                ..
            } => {
                let inner: Vec<String> = items.iter().map(Self::flat).collect();
                format!("{head}{open}{}{close}", inner.join(", "))
            }
            Self::Alternatives(items) => {
                let inner: Vec<String> = items.iter().map(Self::flat).collect();
                inner.join(" | ")
            }
            Self::Chain { base, calls } => {
                let mut out = base.clone();
                for (name, args) in calls {
                    let args: Vec<String> = args.iter().map(Self::flat).collect();
                    out.push_str(&format!(".{name}({})", args.join(", ")));
                }
                out
            }
        }
    }

    /// The expression starting at column `start` of a line indented by `indent` spaces, with
    /// `after` characters to follow it on its last line, within `width` columns; an exploded
    /// group's items are indented four more spaces (Python).
    pub fn render(&self, indent: usize, start: usize, after: usize, width: usize) -> String {
        self.layout(indent, start, after, (width, 4))
    }

    /// As [`Expr::render`], with an exploded group's items indented two more spaces
    /// (prettier's default).
    pub fn render_js(&self, indent: usize, start: usize, after: usize, width: usize) -> String {
        self.layout(indent, start, after, (width, 2))
    }

    /// Whether prettier breaks this call's arguments whatever their length: several arguments,
    /// one of them a call given a function (`z.record(z.string(), z.lazy(() => X))`).
    fn composes(&self, step: usize) -> bool {
        match self {
            Self::Group { items, .. } if step == 2 && items.len() > 1 => {
                items.iter().any(|item| matches!(item, Self::Lazy(_)))
            }
            _ => false,
        }
    }

    fn layout(
        &self,
        indent: usize,
        start: usize,
        after: usize,
        (width, step): (usize, usize),
    ) -> String {
        let flat = self.flat();
        if start + flat.chars().count() + after <= width && !self.composes(step) {
            return flat;
        }
        match self {
            Self::Atom(text) | Self::Lazy(text) => text.clone(),
            Self::Chain { base, calls } if calls.len() == 1 => {
                let (name, args) = &calls[0];
                Self::group(&format!("{base}.{name}"), "(", ")", args.clone()).layout(
                    indent,
                    start,
                    after,
                    (width, step),
                )
            }
            Self::Chain { base, calls } => {
                let inner = indent + step;
                let mut out = base.clone();
                for (at, (name, args)) in calls.iter().enumerate() {
                    let last = at + 1 == calls.len();
                    let call = Self::group(&format!(".{name}"), "(", ")", args.clone());
                    out.push('\n');
                    out.push_str(&" ".repeat(inner));
                    let after = if last { after } else { 0 };
                    out.push_str(&call.layout(inner, inner, after, (width, step)));
                }
                out
            }
            Self::Alternatives(items) => {
                let margin = format!("\n{}| ", " ".repeat(indent));
                let inner: Vec<String> = (items.iter())
                    .map(|item| item.layout(indent, indent + 2, 0, (width, step)))
                    .collect();
                inner.join(&margin)
            }
            Self::Group {
                head,
                open,
                close,
                items,
                single_comma,
            } => {
                let inner = indent + step;
                let margin = " ".repeat(inner);
                let comma = items.len() > 1 || *single_comma;
                let mut out = format!("{head}{open}\n");
                for item in items {
                    out.push_str(&margin);
                    out.push_str(&item.layout(inner, inner, usize::from(comma), (width, step)));
                    if comma {
                        out.push(',');
                    }
                    out.push('\n');
                }
                out.push_str(&" ".repeat(indent));
                out.push_str(close);
                out
            }
        }
    }
}

/// Whether `text`, indented by `indent` spaces, fits in `width` columns: the one test of every
/// layout (ruff format's 88 columns, prettier's 80).
pub fn fits_in(width: usize, indent: usize, text: &str) -> bool {
    indent + text.chars().count() <= width
}

/// A bracketed list exploded as both formatters explode one that does not fit: the line
/// `open`, then each item on a line of its own after `margin` with a trailing comma, then
/// `close` (`from m import (` … `)`, `import {` … `} from "m";`).
pub fn exploded<S: AsRef<str>>(open: &str, items: &[S], margin: &str, close: &str) -> String {
    let mut out = format!("{open}\n");
    for item in items {
        out.push_str(margin);
        out.push_str(item.as_ref());
        out.push_str(",\n");
    }
    out.push_str(close);
    out
}

/// A string literal for Python or JavaScript source, quoted as ruff format and prettier quote
/// it: double quotes, unless the text holds more double quotes than single ones. Backslashes,
/// the chosen quote, control characters and line separators are escaped (`escape` spells a
/// control character).
pub fn string_literal(text: &str, escape: fn(char) -> String) -> String {
    let doubles = text.matches('"').count();
    let singles = text.matches('\'').count();
    let quote = if doubles > singles { '\'' } else { '"' };
    let mut out = String::with_capacity(text.len() + 2);
    out.push(quote);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    let mut out = super::escape_controls(&out, escape);
    out.push(quote);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_that_fits_stays_on_one_line() {
        let expr = Expr::subscript("list", vec![Expr::atom("str")]);
        assert_eq!(expr.render(4, 10, 0, 88), "list[str]");
    }

    #[test]
    fn a_group_that_does_not_fit_is_exploded_with_trailing_commas() {
        let expr = Expr::group(
            "Field",
            "(",
            ")",
            vec![Expr::atom("ge=0"), Expr::atom("le=10")],
        );
        assert_eq!(expr.render(0, 0, 0, 10), "Field(\n    ge=0,\n    le=10,\n)");
    }

    #[test]
    fn an_exploded_python_subscript_of_one_item_has_no_trailing_comma() {
        // `Optional[X,]` would be `Optional[(X,)]`, a tuple.
        let expr = Expr::subscript("Optional", vec![Expr::atom("Annotated[str, x]")]);
        assert_eq!(
            expr.render(0, 0, 0, 10),
            "Optional[\n    Annotated[str, x]\n]"
        );
    }

    #[test]
    fn strings_are_quoted_like_the_formatters_quote_them() {
        let escape: fn(char) -> String = |c| format!("\\x{:02x}", c as u32);
        assert_eq!(string_literal("a\\d", escape), r#""a\\d""#);
        assert_eq!(string_literal("it's", escape), r#""it's""#);
        assert_eq!(string_literal("say \"hi\"", escape), r#"'say "hi"'"#);
        assert_eq!(string_literal("a\nb", escape), r#""a\x0ab""#);
    }
}
