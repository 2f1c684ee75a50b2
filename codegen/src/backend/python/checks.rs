//! The statements that check one value against one type of the model, written out as Python a
//! person would write for CPython's speed (exact `type(x) is str` tests, local names, hoisted
//! patterns and sets, calls to the runtime's leaf checks only to report a finding) and laid out
//! as `ruff format` lays them out: no descriptor is interpreted at run time.

use std::collections::{BTreeSet, HashMap, HashSet};

use serde_json::Value;

use super::site::{Site, call};
use crate::backend::constants::Constants;
use crate::backend::plan::{Plan, article, expected, literals, nullable};
use crate::backend::pointer::Piece;
use crate::lang::python::{self, literal, string};
use crate::layout::Doc;
use crate::model::{Check, Contains, Pattern, Type};
use crate::naming::snake;

/// What the checks of one module share: the plan of the model's checks, the hoisted constants
/// and the runtime helpers they use.
pub struct Checks<'m> {
    /// Which types accept anything, which call which, which take the mode.
    pub plan: Plan<'m>,
    /// Module-level constants (patterns, enums, leaf checks, literals), each declared once.
    pub constants: Constants,
    /// The runtime's names used (helpers, and the types `Finding` and `Mode`).
    pub helpers: BTreeSet<&'static str>,
    /// Whether a pattern is compiled: the module imports `re`.
    pub patterns: bool,
    /// How many union trials the check being written is within: there, an array or an object
    /// is told by a call that does not narrow the value's type (`isinstance` would narrow it
    /// to `list[Unknown]` for the options after it).
    trials: usize,
    /// The local names of the function being written, numbered from 1.
    locals: usize,
    /// By type name: the word its check and its fields are named by; and the words claimed.
    words: HashMap<String, String>,
    claimed: HashSet<String>,
    /// By type name: the constant of the fields it declares (one another type may share).
    pub fields: HashMap<String, String>,
}

impl<'m> Checks<'m> {
    /// The checks of the types `plan` describes.
    pub fn new(plan: Plan<'m>) -> Self {
        Self {
            plan,
            constants: Constants::default(),
            helpers: BTreeSet::new(),
            patterns: false,
            trials: 0,
            locals: 0,
            words: HashMap::new(),
            claimed: HashSet::new(),
            fields: HashMap::new(),
        }
    }

    /// The runtime helper `name`, recorded as used.
    pub fn helper(&mut self, name: &'static str) -> &'static str {
        self.helpers.insert(name);
        name
    }

    /// The name of the check of type `name`, in PEP 8's case: `check_tool_lifecycle_event`.
    pub fn check_name(&mut self, name: &str) -> String {
        format!("check_{}", self.word(name))
    }

    /// The name of the constant of the fields type `name` declares:
    /// `FIELDS_OF_TOOL_LIFECYCLE_EVENT`.
    pub fn fields_name(&mut self, name: &str) -> String {
        format!("FIELDS_OF_{}", self.word(name).to_ascii_uppercase())
    }

    /// The snake-case word of type `name`, claimed by it alone: two names that spell the same
    /// word (`IREvent`, `IrEvent`) get `ir_event` and `ir_event_2`.
    fn word(&mut self, name: &str) -> String {
        if let Some(word) = self.words.get(name) {
            return word.clone();
        }
        let stem = snake(name);
        let word = (1..)
            .map(|n| match n {
                1 => stem.clone(),
                n => format!("{stem}_{n}"),
            })
            .find(|word| !self.claimed.contains(word))
            .unwrap_or_default();
        self.claimed.insert(word.clone());
        self.words.insert(name.to_owned(), word.clone());
        word
    }

    /// Starts a new function: its local names are numbered from 1 again.
    pub fn start(&mut self) {
        self.locals = 0;
    }

    fn local(&mut self, stem: &str) -> String {
        self.locals += 1;
        format!("{stem}{}", self.locals)
    }

    /// The module-level constant of kind `stem` (`MINIMUM`) holding `content`, named `STEM_`
    /// and its number within the kind: `init(name)` declares it the first time.
    fn hoist(&mut self, stem: &str, content: String, init: impl FnOnce(&str) -> String) -> String {
        let spell = |stem: &str, n: usize| format!("{stem}_{n}");
        self.constants.intern(stem, content, spell, init)
    }

    /// The lines that check `site`'s value against `ty`.
    pub fn check(&mut self, ty: &Type, site: &Site, out: &mut Vec<String>) {
        // A nullable type's test of null joins the guard, whatever the type's check is.
        if let Type::Union(options) = ty
            && literals(options).is_none()
            && let Some(inner) = nullable(options)
        {
            let site = site.clone().guarded(format!("{} is not None", site.value));
            return self.check(inner, &site, out);
        }
        if self.joins(ty, site) || (site.guard.is_empty() && !site.chained) {
            return self.unguarded(ty, site, out);
        }
        let pad = " ".repeat(site.indent);
        match site.guard.is_empty() {
            true => out.push(format!("{pad}else:")),
            false => out.push(site.open_if(&[])),
        }
        let opened = out.len();
        self.unguarded(ty, &site.nested(), out);
        // A type that checks nothing (a nullable name for any value) needs no block.
        if out.len() == opened {
            out.pop();
        }
    }

    /// Whether the check of `ty` starts with a test that `site`'s guard can join.
    fn joins(&self, ty: &Type, site: &Site) -> bool {
        match ty {
            Type::Null | Type::Boolean | Type::Integer | Type::Number | Type::String => true,
            Type::Literal(_) => true,
            Type::Union(options) => literals(options).is_some(),
            // An `else` follows their first test (when their items are checked): no guard may
            // come before it.
            Type::Array(item) | Type::Map(item) => {
                site.guard.is_empty() || self.plan.is_unchecked(item)
            }
            Type::Checked(inner, _) => site.guard.is_empty() && article(inner).is_some(),
            _ => false,
        }
    }

    fn unguarded(&mut self, ty: &Type, site: &Site, out: &mut Vec<String>) {
        let (x, path) = (&site.value, site.path.expr());
        match ty {
            Type::Any => {}
            Type::Never => {
                let f = self.helper("not_allowed");
                out.push(call(site.indent, f, &[&site.errors, &path], ""));
            }
            Type::Null | Type::Boolean | Type::Integer | Type::Number | Type::String => {
                let test = self.primitive(ty, x);
                let expected = article(ty).unwrap_or_default();
                self.fail_if(site, &test, |c, s| c.wrong_type(s, expected), out);
            }
            Type::Literal(value) => self.literal(value, site, out),
            Type::Named(name) => {
                if !self.plan.is_any(name) {
                    let callee = self.check_name(name);
                    let mut args = vec![x.as_str(), path.as_str(), site.errors.as_str()];
                    if self.plan.takes_mode(name) {
                        args.push("m");
                    }
                    out.push(call(site.indent, &callee, &args, ""));
                }
            }
            Type::Array(item) => self.array(item, site, out),
            Type::Tuple(items, rest) => self.tuple(items, rest, site, out),
            Type::Map(item) => self.map(item, site, out),
            Type::Union(options) => self.union(options, site, out),
            Type::Checked(inner, checks) => self.checked(inner, checks, site, out),
        }
    }

    /// The failing test of a primitive type on `x`.
    fn primitive(&mut self, ty: &Type, x: &str) -> String {
        match ty {
            Type::Null => format!("{x} is not None"),
            Type::Boolean => format!("type({x}) is not bool"),
            Type::Integer => format!("not {}({x})", self.helper("is_integer")),
            Type::Number => format!("not {}({x})", self.helper("is_number")),
            _ => format!("type({x}) is not str"),
        }
    }

    fn wrong_type(&mut self, site: &Site, expected: &str) -> String {
        let f = self.helper("wrong_type");
        let (path, expected) = (site.path.expr(), string(expected));
        let args = [site.errors.as_str(), &path, &expected, &site.value];
        call(site.indent, f, &args, "")
    }

    /// `if test:` and the statement `failure` writes.
    fn fail_if(
        &mut self,
        site: &Site,
        test: &str,
        failure: impl FnOnce(&mut Self, &Site) -> String,
        out: &mut Vec<String>,
    ) {
        out.push(site.open_if(&[test.to_owned()]));
        let line = failure(self, &site.nested());
        out.push(line);
    }

    fn literal(&mut self, value: &Value, site: &Site, out: &mut Vec<String>) {
        let x = &site.value;
        let (test, shown) = match value {
            Value::String(_) => (
                format!("{x} != {}", string_value(value)),
                string_value(value),
            ),
            Value::Null => (format!("{x} is not None"), "None".to_owned()),
            Value::Bool(_) | Value::Number(_) => {
                let shown = literal(value, 0, "", "");
                (format!("not {}({shown}, {x})", self.helper("equal")), shown)
            }
            _ => {
                let name = self.hoist("LITERAL", value.to_string(), |name| {
                    let prefix = format!("{name} = ");
                    format!("{prefix}{}", literal(value, 0, &prefix, ""))
                });
                (format!("not {}({name}, {x})", self.helper("equal")), name)
            }
        };
        self.fail_if(
            site,
            &test,
            |c, s| {
                let f = c.helper("wrong_const");
                let path = s.path.expr();
                call(s.indent, f, &[&s.errors, &path, &shown, &s.value], "")
            },
            out,
        );
    }

    fn array(&mut self, item: &Type, site: &Site, out: &mut Vec<String>) {
        let x = &site.value;
        let test = match self.trials {
            0 => format!("not isinstance({x}, list)"),
            _ => format!("not {}({x})", self.helper("is_array")),
        };
        if self.plan.is_unchecked(item) {
            return self.wrong_kind(test, "an array", site, out);
        }
        let (a, i, v) = (self.local("a"), self.local("i"), self.local("x"));
        let each = [
            format!("{a} = cast(\"list[object]\", {x})"),
            format!("for {i}, {v} in enumerate({a}):"),
        ];
        let key = Piece::Expr(format!("str({i})"));
        self.container(item, (test, "an array"), each, (key, v), site, out);
    }

    /// An array whose item `i` is of `items[i]`, and every later one of `rest`.
    fn tuple(&mut self, items: &[Type], rest: &Type, site: &Site, out: &mut Vec<String>) {
        let x = &site.value;
        let test = match self.trials {
            0 => format!("not isinstance({x}, list)"),
            _ => format!("not {}({x})", self.helper("is_array")),
        };
        self.wrong_kind(test, "an array", site, out);
        let (a, i, v) = (self.local("a"), self.local("i"), self.local("x"));
        let pad = " ".repeat(site.indent);
        out.push(format!("{pad}else:"));
        out.push(format!("{pad}    {a} = cast(\"list[object]\", {x})"));
        out.push(format!("{pad}    for {i}, {v} in enumerate({a}):"));
        let path = (site.path.then(Piece::Text("/".into()))).then(Piece::Expr(format!("str({i})")));
        let inner = site.nested().inner(&v, path);
        let within = " ".repeat(inner.indent);
        let branches = items.iter().enumerate().map(|(at, item)| {
            let head = if at == 0 { "if" } else { "elif" };
            (format!("{within}{head} {i} == {at}:"), item)
        });
        for (head, item) in branches.chain([(format!("{within}else:"), rest)]) {
            out.push(head);
            let before = out.len();
            self.check(item, &inner.nested(), out);
            if out.len() == before {
                out.push(format!("{within}    pass"));
            }
        }
    }

    fn map(&mut self, item: &Type, site: &Site, out: &mut Vec<String>) {
        let x = &site.value;
        let test = match self.trials {
            0 => format!("not isinstance({x}, dict)"),
            _ => format!("not {}({x})", self.helper("is_object")),
        };
        if self.plan.is_unchecked(item) {
            return self.wrong_kind(test, "an object", site, out);
        }
        let (d, k, v) = (self.local("d"), self.local("k"), self.local("x"));
        let each = [
            format!("{d} = cast(\"dict[str, object]\", {x})"),
            format!("for {k}, {v} in {d}.items():"),
        ];
        let key = Piece::Expr(format!("{}({k})", self.helper("escape")));
        self.container(item, (test, "an object"), each, (key, v), site, out);
    }

    /// `if test:` the finding that the value is not `expected` (an array, an object).
    fn wrong_kind(&mut self, test: String, expected: &str, site: &Site, out: &mut Vec<String>) {
        out.push(site.open_if(&[test]));
        let line = self.wrong_type(&site.nested(), expected);
        out.push(line);
    }

    /// An array or an object: `if test:` the finding that the value is not `expected`, else
    /// the loop `each` over its items, each item (`key`, `value`) checked against `item`.
    fn container(
        &mut self,
        item: &Type,
        (test, expected): (String, &str),
        each: [String; 2],
        (key, value): (Piece, String),
        site: &Site,
        out: &mut Vec<String>,
    ) {
        self.wrong_kind(test, expected, site, out);
        let pad = " ".repeat(site.indent);
        out.push(format!("{pad}else:"));
        out.extend(each.iter().map(|line| format!("{pad}    {line}")));
        let path = (site.path.then(Piece::Text("/".into()))).then(key);
        let inner = site.nested().inner(&value, path);
        self.check(item, &inner, out);
    }

    fn union(&mut self, options: &[Type], site: &Site, out: &mut Vec<String>) {
        if let Some(values) = literals(options) {
            return self.enumeration(values, site, out);
        }
        let pad = " ".repeat(site.indent);
        let trial = self.local("t");
        let finding = self.helper("Finding");
        out.push(format!("{pad}{trial}: list[{finding}] = []"));
        let within = Site {
            errors: trial.clone(),
            ..site.clone()
        };
        self.trials += 1;
        for (at, option) in options.iter().enumerate() {
            if at == 0 {
                self.check(option, &within, out);
                continue;
            }
            out.push(format!("{pad}if {trial}:"));
            out.push(format!("{pad}    {trial}.clear()"));
            self.check(option, &within.nested(), out);
        }
        self.trials -= 1;
        out.push(format!("{pad}if {trial}:"));
        let line = match expected(options) {
            Some(expected) => self.wrong_type(&site.nested(), &expected),
            None => {
                let f = self.helper("none_matches");
                let path = site.path.expr();
                let args = [site.errors.as_str(), &path, &site.value];
                call(site.indent + 4, f, &args, "")
            }
        };
        out.push(line);
    }

    /// The check of an enum: a string in a hoisted tuple, else equal to one of its values.
    fn enumeration(&mut self, values: Vec<Value>, site: &Site, out: &mut Vec<String>) {
        let strings = values.iter().all(Value::is_string);
        let content = Value::Array(values.clone()).to_string();
        let name = self.hoist("ENUM", content, |name| python::tuple(name, &values));
        let x = &site.value;
        let test = match strings {
            true => format!("(type({x}) is not str or {x} not in {name})"),
            false => format!("not {}({name}, {x})", self.helper("one_of")),
        };
        let test = match site.guard.is_empty() && strings {
            true => test[1..test.len() - 1].to_owned(),
            false => test,
        };
        self.fail_if(
            site,
            &test,
            |c, s| {
                let f = c.helper("wrong_enum");
                let path = s.path.expr();
                call(s.indent, f, &[&s.errors, &path, &name, &s.value], "")
            },
            out,
        );
    }

    fn checked(&mut self, inner: &Type, checks: &[Check], site: &Site, out: &mut Vec<String>) {
        let pad = " ".repeat(site.indent);
        if let Some(expected) = article(inner) {
            let test = self.primitive(inner, &site.value);
            out.push(site.open_if(&[test]));
            let line = self.wrong_type(&site.nested(), expected);
            out.push(line);
            if let ([Check::Pattern(pattern)], Type::String) = (checks, inner) {
                let chained = site.nested();
                let rule = self.pattern(pattern);
                let test = format!("{rule}.search({}) is None", site.value);
                out.push(site.clone().chained().open_if(&[test]));
                out.push(self.mismatch(&chained, &pattern.source));
                return;
            }
            out.push(format!("{pad}else:"));
            self.constraints(inner, checks, &site.nested(), out);
            return;
        }
        let count = self.local("n");
        out.push(format!("{pad}{count} = len({})", site.errors));
        // An array's or object's check narrows the value to `list[Unknown]` (or `dict`) in one
        // branch, and pyright strict refuses to pass on the join of both: the constraints read
        // the value through a name no `isinstance` narrows.
        let mut constrained = site.nested();
        if matches!(inner, Type::Array(_) | Type::Tuple(..) | Type::Map(_)) {
            let whole = self.local("w");
            out.push(format!("{pad}{whole}: object = {}", site.value));
            constrained.value = whole;
        }
        self.check(inner, site, out);
        out.push(format!("{pad}if len({}) == {count}:", site.errors));
        self.constraints(inner, checks, &constrained, out);
    }

    /// The statements of each of `checks` on `site`'s value, a value of `inner`.
    fn constraints(&mut self, inner: &Type, checks: &[Check], site: &Site, out: &mut Vec<String>) {
        for check in checks {
            if let Check::Contains(contains) = check {
                self.contains(contains, site, out);
                continue;
            }
            if let (Check::Pattern(pattern), Type::String) = (check, inner) {
                let rule = self.pattern(pattern);
                let test = format!("{rule}.search({}) is None", site.value);
                out.push(site.open_if(&[test]));
                out.push(self.mismatch(&site.nested(), &pattern.source));
                continue;
            }
            let rule = self.rule(check);
            let path = site.path.expr();
            let args = [site.value.as_str(), &path, &site.errors];
            out.push(call(site.indent, &rule, &args, ""));
        }
    }

    /// `contains`: each item of an array checked against its type on a list of its own, the
    /// items without findings counted, and the count judged by the runtime's `contains_count`.
    fn contains(&mut self, contains: &Contains, site: &Site, out: &mut Vec<String>) {
        let (x, pad) = (&site.value, " ".repeat(site.indent));
        let test = match self.trials {
            0 => format!("isinstance({x}, list)"),
            _ => format!("{}({x})", self.helper("is_array")),
        };
        out.push(site.open_if(&[test]));
        let (count, i, v) = (self.local("c"), self.local("i"), self.local("x"));
        let trial = self.local("t");
        out.push(format!("{pad}    {count} = 0"));
        out.push(format!(
            "{pad}    for {i}, {v} in enumerate(cast(\"list[object]\", {x})):"
        ));
        let path = (site.path.then(Piece::Text("/".into()))).then(Piece::Expr(format!("str({i})")));
        let inner = Site {
            errors: trial.clone(),
            ..site.nested().inner(&v, path)
        };
        let within = " ".repeat(inner.indent);
        let finding = self.helper("Finding");
        out.push(format!("{within}{trial}: list[{finding}] = []"));
        self.check(&contains.item, &inner, out);
        out.push(format!("{within}if not {trial}:"));
        out.push(format!("{within}    {count} += 1"));
        let f = self.helper("contains_count");
        let (path, min) = (site.path.expr(), contains.min.to_string());
        let max = contains.max.map_or("None".to_owned(), |n| n.to_string());
        let args = [site.errors.as_str(), &path, &count, &min, &max];
        out.push(call(site.indent + 4, f, &args, ""));
    }

    /// A hoisted compiled pattern, in `re` syntax as a raw string where one can spell it,
    /// below a comment with the schema's own (ECMA-262) text when the two differ.
    fn pattern(&mut self, pattern: &Pattern) -> String {
        self.patterns = true;
        let python = &pattern.python;
        self.hoist("PATTERN", python.clone(), |name| {
            let regex = python::string_doc(python, python::regex, false);
            let compiled = python::call(0, &format!("{name} = re.compile"), vec![regex], "");
            match pattern.source == *python {
                true => compiled,
                false => format!("{}\n{compiled}", source_comment(&pattern.source)),
            }
        })
    }

    fn mismatch(&mut self, site: &Site, source: &str) -> String {
        let f = self.helper("mismatch");
        let args = vec![
            Doc::text(&site.errors),
            python::argument(&site.path.expr()),
            python::string_doc(source, string, false),
            Doc::text(&site.value),
        ];
        python::call(site.indent, f, args, "")
    }

    /// A hoisted leaf check of one constraint, e.g. `MINIMUM_3 = constraint("minimum", 0)`.
    fn rule(&mut self, check: &Check) -> String {
        let (keyword, stem, mut args) = match check {
            Check::Pattern(p) => (
                "pattern",
                "PATTERN",
                vec![string(&p.source), string(&p.python)],
            ),
            Check::Minimum(n) => ("minimum", "MINIMUM", vec![n.to_string()]),
            Check::Maximum(n) => ("maximum", "MAXIMUM", vec![n.to_string()]),
            Check::ExclusiveMinimum(n) => {
                ("exclusiveMinimum", "EXCLUSIVE_MINIMUM", vec![n.to_string()])
            }
            Check::ExclusiveMaximum(n) => {
                ("exclusiveMaximum", "EXCLUSIVE_MAXIMUM", vec![n.to_string()])
            }
            Check::MultipleOf(n) => ("multipleOf", "MULTIPLE_OF", vec![n.to_string()]),
            Check::MinLength(n) => ("minLength", "MIN_LENGTH", vec![n.to_string()]),
            Check::MaxLength(n) => ("maxLength", "MAX_LENGTH", vec![n.to_string()]),
            Check::MinItems(n) => ("minItems", "MIN_ITEMS", vec![n.to_string()]),
            Check::MaxItems(n) => ("maxItems", "MAX_ITEMS", vec![n.to_string()]),
            Check::MinProperties(n) => ("minProperties", "MIN_PROPERTIES", vec![n.to_string()]),
            Check::MaxProperties(n) => ("maxProperties", "MAX_PROPERTIES", vec![n.to_string()]),
            Check::UniqueItems => ("uniqueItems", "UNIQUE_ITEMS", vec!["True".to_owned()]),
            Check::Excludes(values) => (
                "not",
                "EXCLUDED",
                vec![literal(&Value::Array(values.clone()), 0, "", "")],
            ),
            // Counted where it is checked (see `contains`), with its item type: no leaf check.
            Check::Contains(contains) => ("contains", "CONTAINS", vec![contains.min.to_string()]),
        };
        args.insert(0, string(keyword));
        let f = self.helper("constraint");
        self.hoist(stem, args.join(", "), |name| {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            call(0, &format!("{name} = {f}"), &args, "")
        })
    }
}

/// `# ECMA-262: <source>`, the source cut into lines of at most 100 characters.
fn source_comment(source: &str) -> String {
    let chars: Vec<char> = python::comment(source).chars().collect();
    let mut lines = Vec::new();
    for (at, chunk) in chars.chunks(86).enumerate() {
        let chunk: String = chunk.iter().collect();
        lines.push(match at {
            0 => format!("# ECMA-262: {chunk}"),
            _ => format!("#           {chunk}"),
        });
    }
    lines.join("\n")
}

/// A string value as a Python literal.
fn string_value(value: &Value) -> String {
    literal(value, 0, "", "")
}
