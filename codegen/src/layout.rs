//! The one layout engine of the generated code: a document of groups, indents and line breaks
//! (Wadler's "prettier printer", as Prettier itself prints), and the expressions the backends
//! build it from. A group is printed on one line when it fits, with what follows it up to the
//! next line break, in the width left; otherwise its own line breaks break, and each group
//! inside it decides again. The width is a parameter: 80 for Prettier's TypeScript, 88 for
//! `ruff format`'s Python. Laid out this way, a generated module is already formatted.

/// A document to lay out.
#[derive(Debug, Clone, PartialEq)]
pub enum Doc {
    /// Text printed as is, never broken.
    Text(String),
    /// A space when its group is on one line, else a line break.
    Line,
    /// Nothing when its group is on one line, else a line break.
    SoftLine,
    /// Text printed only when its group is broken: a trailing comma, an opening parenthesis.
    IfBreak(&'static str),
    /// Its contents, with the lines they break onto indented this many more spaces.
    Indent(usize, Box<Doc>),
    /// Its contents, on one line when they fit; `expand` breaks it whenever it is not inside a
    /// group on one line (an object literal Prettier keeps expanded).
    Group {
        /// What the group holds.
        contents: Box<Doc>,
        /// Whether it is broken even where it fits.
        expand: bool,
    },
    /// Documents one after another.
    Concat(Vec<Doc>),
    /// `flat` when its group is on one line, else `broken`: a long string as one literal, or
    /// as pieces one a line.
    Either {
        /// The document on one line.
        flat: Box<Doc>,
        /// The document broken.
        broken: Box<Doc>,
    },
    /// Whole layouts to choose from, as a formatter chooses between them (Prettier's
    /// `conditionalGroup`): on one line, the first; broken, the first whose first line fits,
    /// else the last.
    Choice(Vec<Doc>),
}

impl Doc {
    /// Text, never broken.
    pub fn text(text: impl Into<String>) -> Self {
        Self::Text(text.into())
    }

    /// `docs` one after another.
    pub fn concat(docs: impl IntoIterator<Item = Doc>) -> Self {
        Self::Concat(docs.into_iter().collect())
    }

    /// `docs` as a group, on one line when it fits.
    pub fn group(docs: impl IntoIterator<Item = Doc>) -> Self {
        Self::Group {
            contents: Box::new(Self::concat(docs)),
            expand: false,
        }
    }

    /// `docs` as a group that is broken wherever it is not inside a group on one line.
    pub fn expanded(docs: impl IntoIterator<Item = Doc>) -> Self {
        Self::Group {
            contents: Box::new(Self::concat(docs)),
            expand: true,
        }
    }

    /// `flat` when its group is on one line, else `broken`.
    pub fn either(flat: Doc, broken: Doc) -> Self {
        Self::Either {
            flat: Box::new(flat),
            broken: Box::new(broken),
        }
    }

    /// A line break that always breaks.
    pub fn hard_line() -> Self {
        Self::expanded([Doc::Line])
    }

    /// `docs`, their line breaks indented `by` more spaces.
    pub fn indent(by: usize, docs: impl IntoIterator<Item = Doc>) -> Self {
        Self::Indent(by, Box::new(Self::concat(docs)))
    }

    /// `items` with `separator` between each two.
    pub fn join(items: impl IntoIterator<Item = Doc>, separator: &[Doc]) -> Vec<Doc> {
        let mut out = Vec::new();
        for (at, item) in items.into_iter().enumerate() {
            if at > 0 {
                out.extend_from_slice(separator);
            }
            out.push(item);
        }
        out
    }

    /// `items` separated by `,` and a line, with a trailing comma when broken if `comma` says
    /// so.
    pub fn items(items: Vec<Doc>, comma: bool) -> Vec<Doc> {
        let mut out = Doc::join(items, &[Doc::text(","), Doc::Line]);
        if comma {
            out.push(Doc::IfBreak(","));
        }
        out
    }

    /// The bracketed list formatters print: `open`, the items separated by `, ` on one line,
    /// else one per line indented `step` more, each with a trailing comma when `comma` says
    /// so, and `close` on a line of its own.
    pub fn list(open: &str, items: Vec<Doc>, close: &str, step: usize, comma: bool) -> Vec<Doc> {
        let mut inner = vec![Doc::SoftLine];
        inner.extend(Doc::items(items, comma));
        vec![
            Doc::text(open),
            Doc::indent(step, inner),
            Doc::SoftLine,
            Doc::text(close),
        ]
    }

    /// The document laid out within `width` columns, starting at column `start` of a line
    /// indented by `indent` spaces, with `after` characters to follow it on its last line. The
    /// first line has no indentation of its own; the others have theirs.
    pub fn print(&self, width: usize, indent: usize, start: usize, after: usize) -> String {
        let mut printer = Printer {
            width,
            after,
            column: start,
            out: String::new(),
        };
        printer.print(vec![(indent, Mode::Break, self)]);
        printer.out
    }

    /// The document at the start of a line indented by `indent` spaces, its first line
    /// indented too.
    pub fn at(&self, width: usize, indent: usize) -> String {
        format!(
            "{}{}",
            " ".repeat(indent),
            self.print(width, indent, indent, 0)
        )
    }

    /// The document as [`Doc::at`] prints it, a line each.
    pub fn lines(&self, width: usize, indent: usize) -> Vec<String> {
        (self.at(width, indent).split('\n'))
            .map(str::to_owned)
            .collect()
    }

    /// The document on one line.
    pub fn flat(&self) -> String {
        self.print(usize::MAX, 0, 0, 0)
    }
}

/// Whether `text`, indented by `indent` spaces, fits in `width` columns.
pub fn fits_in(width: usize, indent: usize, text: &str) -> bool {
    indent + text.chars().count() <= width
}

/// How a command is printed: its group on one line, or broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Flat,
    Break,
}

/// What is left to print: indentation, mode and document, the next one last.
type Commands<'d> = Vec<(usize, Mode, &'d Doc)>;

struct Printer {
    width: usize,
    after: usize,
    column: usize,
    out: String,
}

impl Printer {
    fn print<'d>(&mut self, mut commands: Commands<'d>) {
        while let Some((indent, mode, doc)) = commands.pop() {
            match doc {
                Doc::Text(text) => self.push(text),
                Doc::Line | Doc::SoftLine if mode == Mode::Break => {
                    self.out.push('\n');
                    self.out.push_str(&" ".repeat(indent));
                    self.column = indent;
                }
                Doc::Line => self.push(" "),
                Doc::SoftLine => {}
                Doc::IfBreak(text) => {
                    if mode == Mode::Break {
                        self.push(text);
                    }
                }
                Doc::Indent(by, contents) => commands.push((indent + by, mode, contents)),
                Doc::Concat(docs) => commands.extend(docs.iter().rev().map(|d| (indent, mode, d))),
                Doc::Either { flat, broken } => match mode {
                    Mode::Flat => commands.push((indent, mode, flat)),
                    Mode::Break => commands.push((indent, mode, broken)),
                },
                Doc::Choice(states) => {
                    let Some((last, tried)) = states.split_last() else {
                        continue;
                    };
                    let chosen = match mode {
                        Mode::Flat => tried.first().unwrap_or(last),
                        Mode::Break => tried
                            .iter()
                            .find(|state| self.fits_broken(state, indent))
                            .unwrap_or(last),
                    };
                    commands.push((indent, mode, chosen));
                }
                Doc::Group { contents, expand } => {
                    let flat =
                        mode == Mode::Flat || (!expand && self.fits(contents, &commands, indent));
                    let mode = if flat { Mode::Flat } else { Mode::Break };
                    commands.push((indent, mode, contents));
                }
            }
        }
    }

    fn push(&mut self, text: &str) {
        self.out.push_str(text);
        self.column += text.chars().count();
    }

    /// Whether the first line of `state`, printed here broken where it does not fit, fits.
    fn fits_broken(&self, state: &Doc, indent: usize) -> bool {
        let text = state.print(self.width, indent, self.column, 0);
        let first = text.split('\n').next().unwrap_or_default();
        self.column + first.chars().count() <= self.width
    }

    /// Whether `contents` fit on one line from the current column, with what follows them up
    /// to the next line break of `rest` (and, at the end, the `after` characters).
    fn fits(&self, contents: &Doc, rest: &Commands<'_>, indent: usize) -> bool {
        let Some(mut left) = self.width.checked_sub(self.column) else {
            return false;
        };
        let mut stack: Commands<'_> = vec![(indent, Mode::Flat, contents)];
        let mut rest = rest.iter().rev();
        loop {
            let Some((indent, mode, doc)) = stack.pop().or_else(|| rest.next().copied()) else {
                return left >= self.after;
            };
            let spent = match doc {
                Doc::Text(text) => text.chars().count(),
                Doc::Line | Doc::SoftLine if mode == Mode::Break => return true,
                Doc::Line => 1,
                Doc::IfBreak(text) if mode == Mode::Break => text.chars().count(),
                Doc::SoftLine | Doc::IfBreak(_) => 0,
                Doc::Indent(_, contents) | Doc::Group { contents, .. } => {
                    stack.push((indent, mode, contents));
                    0
                }
                Doc::Concat(docs) => {
                    stack.extend(docs.iter().rev().map(|d| (indent, mode, d)));
                    0
                }
                Doc::Either { flat, broken } => {
                    stack.push((indent, mode, if mode == Mode::Flat { flat } else { broken }));
                    0
                }
                Doc::Choice(states) => {
                    stack.extend(states.first().map(|state| (indent, mode, state)));
                    0
                }
            };
            match left.checked_sub(spent) {
                Some(rest) => left = rest,
                None => return false,
            }
        }
    }
}

/// An expression of generated code: text that is never broken, or brackets, chains and
/// alternatives that break as the formatters break them.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// Printed as is.
    Atom(String),
    /// A document of its own (a string that breaks into pieces).
    Doc(Doc),
    /// A call given a function (`z.lazy(() => X)`), printed as is: Prettier never breaks
    /// inside it, and breaks the arguments of a call it is one of several arguments of.
    Lazy(String),
    /// `head` `open` items `close`: a call, a subscript, an array, an object.
    Group(Group),
    /// A method chain as Prettier prints one: `base.a(...).b(...)` on one line when it fits;
    /// else, with one call, that call's arguments broken, and with more, one call a line.
    Chain {
        /// What the calls are made on: `z`, `integer()`.
        base: String,
        /// Each call's method and arguments.
        calls: Vec<(String, Vec<Expr>)>,
    },
    /// Alternatives joined by ` | ` (a Python annotation's union); broken, one per line with
    /// its `|` first.
    Alternatives(Vec<Expr>),
}

/// A bracketed list of items after a head.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    /// What comes before the bracket: `Annotated`, `Field`, `z.union`.
    pub head: String,
    /// The opening bracket.
    pub open: &'static str,
    /// The closing bracket.
    pub close: &'static str,
    /// The items, separated by `, ` on one line.
    pub items: Vec<Expr>,
    /// Whether a broken single item gets a trailing comma too (not in a Python subscript,
    /// where `X[a,]` is a tuple).
    pub single_comma: bool,
    /// Whether broken brackets first try their items on one line of their own, as `ruff
    /// format` does, before one item a line.
    pub hug: bool,
}

impl Expr {
    /// A group of `items` in `open`…`close` after `head`, a trailing comma whenever broken.
    pub fn group(head: &str, open: &'static str, close: &'static str, items: Vec<Expr>) -> Self {
        Self::Group(Group {
            head: head.to_owned(),
            open,
            close,
            items,
            single_comma: true,
            hug: false,
        })
    }

    /// A Python subscript `head[items]`: broken, a single item gets no trailing comma.
    pub fn subscript(head: &str, items: Vec<Expr>) -> Self {
        Self::Group(Group {
            head: head.to_owned(),
            open: "[",
            close: "]",
            items,
            single_comma: false,
            hug: false,
        })
    }

    /// A Python subscript as `ruff format` breaks one written on one line: its items on a line
    /// of their own when they fit there, else one per line.
    pub fn hugging_subscript(head: &str, items: Vec<Expr>) -> Self {
        match Self::subscript(head, items) {
            Self::Group(group) => Self::Group(Group { hug: true, ..group }),
            _ => unreachable!("a subscript is a group"),
        }
    }

    /// Text printed as is.
    pub fn atom(text: impl Into<String>) -> Self {
        Self::Atom(text.into())
    }

    /// The expression on one line.
    pub fn flat(&self) -> String {
        self.doc(4).flat()
    }

    /// The expression starting at column `start` of a line indented by `indent` spaces, with
    /// `after` characters to follow it on its last line, within `width` columns; a broken
    /// group's items are indented four more spaces (Python).
    pub fn render(&self, indent: usize, start: usize, after: usize, width: usize) -> String {
        self.doc(4).print(width, indent, start, after)
    }

    /// As [`Expr::render`], with a broken group's items indented two more spaces (Prettier's
    /// default).
    pub fn render_js(&self, indent: usize, start: usize, after: usize, width: usize) -> String {
        self.doc(2).print(width, indent, start, after)
    }

    /// The expression as a document, a broken group's items indented `step` more spaces.
    pub fn doc(&self, step: usize) -> Doc {
        match self {
            Self::Atom(text) | Self::Lazy(text) => Doc::text(text),
            Self::Doc(doc) => doc.clone(),
            Self::Group(group) => group.doc(step),
            Self::Chain { base, calls } if calls.len() == 1 => {
                let (name, args) = &calls[0];
                Self::group(&format!("{base}.{name}"), "(", ")", args.clone()).doc(step)
            }
            Self::Chain { base, calls } => {
                let calls = calls.iter().flat_map(|(name, args)| {
                    let call = Self::group(&format!(".{name}"), "(", ")", args.clone());
                    [Doc::SoftLine, call.doc(step)]
                });
                Doc::group([Doc::text(base), Doc::indent(step, calls)])
            }
            Self::Alternatives(items) => Doc::group(Doc::join(
                items.iter().map(|item| item.doc(step)),
                &[Doc::Line, Doc::text("| ")],
            )),
        }
    }

    /// Whether Prettier breaks this call's arguments whatever their length: several arguments,
    /// one of them a call given a function (`z.record(z.string(), z.lazy(() => X))`).
    fn composes(group: &Group, step: usize) -> bool {
        step == 2 && group.items.len() > 1 && group.items.iter().any(|i| matches!(i, Self::Lazy(_)))
    }
}

impl Group {
    fn doc(&self, step: usize) -> Doc {
        let comma = self.items.len() > 1 || self.single_comma;
        let items: Vec<Doc> = self.items.iter().map(|item| item.doc(step)).collect();
        let items = match self.hug {
            true => vec![Doc::group(Doc::items(items, comma))],
            false => items,
        };
        let mut docs = vec![Doc::text(&self.head)];
        match self.hug {
            true => docs.extend(Doc::list(self.open, items, self.close, step, false)),
            false => docs.extend(Doc::list(self.open, items, self.close, step, comma)),
        }
        match Expr::composes(self, step) {
            true => Doc::expanded(docs),
            false => Doc::group(docs),
        }
    }
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
    fn a_group_that_does_not_fit_is_broken_with_trailing_commas() {
        let expr = Expr::group(
            "Field",
            "(",
            ")",
            vec![Expr::atom("ge=0"), Expr::atom("le=10")],
        );
        assert_eq!(expr.render(0, 0, 0, 10), "Field(\n    ge=0,\n    le=10,\n)");
    }

    #[test]
    fn a_broken_python_subscript_of_one_item_has_no_trailing_comma() {
        // `Optional[X,]` would be `Optional[(X,)]`, a tuple.
        let expr = Expr::subscript("Optional", vec![Expr::atom("Annotated[str, x]")]);
        assert_eq!(
            expr.render(0, 0, 0, 10),
            "Optional[\n    Annotated[str, x]\n]"
        );
    }

    #[test]
    fn what_follows_a_group_counts_against_its_width() {
        let expr = Expr::group("f", "(", ")", vec![Expr::atom("a"), Expr::atom("b")]);
        assert_eq!(expr.render(0, 0, 0, 7), "f(a, b)");
        assert_eq!(expr.render(0, 0, 1, 7), "f(\n    a,\n    b,\n)");
    }

    #[test]
    fn a_hugging_subscript_tries_its_items_on_one_line_first() {
        let items = vec![Expr::atom("\"read-only\""), Expr::atom("\"plan\"")];
        let expr = Expr::hugging_subscript("Literal", items);
        assert_eq!(
            expr.render(0, 0, 0, 24),
            "Literal[\n    \"read-only\", \"plan\"\n]"
        );
        assert_eq!(
            expr.render(0, 0, 0, 20),
            "Literal[\n    \"read-only\",\n    \"plan\",\n]"
        );
    }

    #[test]
    fn an_inner_group_decides_again_once_its_outer_group_breaks() {
        let inner = Expr::group("g", "(", ")", vec![Expr::atom("x"), Expr::atom("y")]);
        let outer = Expr::group("f", "(", ")", vec![inner, Expr::atom("z".repeat(8))]);
        assert_eq!(
            outer.render(0, 0, 0, 16),
            "f(\n    g(x, y),\n    zzzzzzzz,\n)"
        );
    }

    #[test]
    fn an_expanded_group_breaks_unless_an_outer_group_is_flat() {
        let doc = Doc::expanded(Doc::list("{", vec![Doc::text("a")], "}", 2, true));
        assert_eq!(doc.print(80, 0, 0, 0), "{\n  a,\n}");
        assert_eq!(Doc::group([doc]).print(80, 0, 0, 0), "{a}");
    }

    #[test]
    fn a_choice_takes_the_first_layout_whose_first_line_fits() {
        let value = Expr::group("f", "(", ")", vec![Expr::atom("a"), Expr::atom("b")]);
        let choice = |head: &str| {
            Doc::Choice(vec![
                Doc::concat([Doc::text(format!("{head} ")), value.doc(2)]),
                Doc::concat([
                    Doc::text(head),
                    Doc::indent(2, [Doc::hard_line(), value.doc(2)]),
                ]),
            ])
        };
        assert_eq!(choice("x =").print(8, 0, 0, 0), "x = f(\n  a,\n  b,\n)");
        assert_eq!(
            choice("long =").print(8, 0, 0, 0),
            "long =\n  f(\n    a,\n    b,\n  )"
        );
        assert_eq!(choice("x =").print(80, 0, 0, 0), "x = f(a, b)");
    }
}
