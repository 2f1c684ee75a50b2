//! The statements that check one value against one type of the model, written out as
//! TypeScript a person would write (tests, loops, calls to the runtime's leaf checks) and laid
//! out as Prettier lays them out: no descriptor is interpreted at run time.

use std::collections::{BTreeSet, HashSet};

use serde_json::Value;

use super::site::Site;
use crate::backend::constants::Constants;
use crate::backend::flavour::keyword_and_limit;
use crate::backend::plan::{Plan, expected, literals, nullable};
use crate::backend::pointer::Piece;
use crate::lang::typescript::{self, if_open, literal, string};
use crate::model::{Check, Contains, Kind, Model, Type};

/// What the checks of one module share: the plan of the model's checks, the hoisted constants
/// and the runtime helpers they use.
pub struct Checks<'m> {
    /// The model whose types are checked.
    model: &'m Model,
    /// Which types accept anything, which call which, which take the mode.
    pub plan: Plan<'m>,
    /// Module-level constants (leaf checks, structured literals), each declared once.
    pub constants: Constants,
    /// The runtime helpers used, by name.
    pub helpers: BTreeSet<&'static str>,
    /// The runtime's types used (`Finding`, `Mode`), by name.
    pub types: BTreeSet<&'static str>,
}

impl<'m> Checks<'m> {
    /// The checks of `model`'s types; `roots` are the event types whose check takes `root`.
    pub fn new(model: &'m Model, roots: &HashSet<String>) -> Self {
        Self {
            model,
            plan: Plan::new(model, roots),
            constants: Constants::default(),
            helpers: BTreeSet::new(),
            types: BTreeSet::new(),
        }
    }

    /// Whether the type `name` accepts anything: its check is never called.
    pub fn is_any(&self, name: &str) -> bool {
        self.plan.is_any(name)
    }

    /// The values of the type `name` when it is an enumeration (an alias of a union of
    /// literals): a reference to it checks through the module's one constant of those values.
    pub fn enumeration_values(&self, name: &str) -> Option<Vec<Value>> {
        match &self.model.type_def(name)?.kind {
            Kind::Alias(Type::Union(options)) => literals(options),
            _ => None,
        }
    }

    /// Whether the check of `name` takes the mode.
    pub fn takes_mode(&self, name: &str) -> bool {
        self.plan.takes_mode(name)
    }

    /// The module-level constant of kind `stem` (`minimum`) holding `content`, named `stem`
    /// and its number within the kind: `init(name)` declares it the first time.
    pub fn hoist(
        &mut self,
        stem: &str,
        content: String,
        init: impl FnOnce(&str) -> String,
    ) -> String {
        let spell = |stem: &str, n: usize| format!("{stem}{n}");
        self.constants.intern(stem, content, spell, init)
    }

    /// The runtime's type `name`, recorded as used.
    pub fn type_name(&mut self, name: &'static str) -> &'static str {
        self.types.insert(name);
        name
    }

    fn helper(&mut self, name: &'static str) -> &'static str {
        self.helpers.insert(name);
        name
    }

    /// The lines that check `site`'s value against `ty`.
    pub fn check(&mut self, ty: &Type, site: &Site, out: &mut Vec<String>) {
        let joins = match ty {
            Type::Null | Type::Boolean | Type::Integer | Type::Number | Type::String => true,
            Type::Literal(_) | Type::Any => true,
            Type::Union(options) => nullable(options).is_some(),
            _ => false,
        };
        if joins || site.guard.is_empty() {
            return self.unguarded(ty, site, out);
        }
        out.push(if_open(site.indent, &site.guard));
        self.unguarded(ty, &site.nested(), out);
        out.push(format!("{}}}", margin(site.indent)));
    }

    /// The lines that check `site`'s value against `ty`, joining its guard to a first test.
    fn unguarded(&mut self, ty: &Type, site: &Site, out: &mut Vec<String>) {
        let (x, path) = (&site.value, site.path.expr());
        match ty {
            Type::Any => {}
            Type::Never => {
                let f = self.helper("notAllowed");
                out.push(call(site.indent, f, &[&site.errors, &path], ";"));
            }
            Type::Null | Type::Boolean | Type::Integer | Type::Number | Type::String => {
                let (test, expected) = self.primitive(ty, x);
                self.fail_if(site, &test, |c, s, out| c.wrong_type(s, expected, out), out);
            }
            Type::Literal(value) => self.literal(value, site, out),
            Type::Named(name) if self.enumeration_values(name).is_some() => {
                // An enumeration is checked in place, through its values' one constant.
                let model = self.model;
                if let Some(Kind::Alias(alias)) = model.type_def(name).map(|def| &def.kind) {
                    self.unguarded(alias, site, out);
                }
            }
            Type::Named(name) => {
                if !self.is_any(name) {
                    let callee = format!("check{name}");
                    let mut args = vec![x.as_str(), path.as_str(), site.errors.as_str()];
                    if self.takes_mode(name) {
                        args.push("m");
                    }
                    out.push(call(site.indent, &callee, &args, ";"));
                }
            }
            Type::Array(item) => self.array(item, site, out),
            Type::Tuple(items, rest) => self.tuple(items, rest, site, out),
            Type::Map(item) => self.map(item, site, out),
            Type::Union(options) => self.union(options, site, out),
            Type::Checked(inner, checks) => self.checked(inner, checks, site, out),
        }
    }

    /// The failing test of a primitive type on `x`, and the type as a message names it.
    fn primitive(&mut self, ty: &Type, x: &str) -> (String, &'static str) {
        match ty {
            Type::Null => (format!("{x} !== null"), "null"),
            Type::Boolean => (format!("typeof {x} !== \"boolean\""), "a boolean"),
            Type::Integer => (format!("!{}({x})", self.helper("isInteger")), "an integer"),
            Type::Number => (format!("!{}({x})", self.helper("isNumber")), "a number"),
            _ => (format!("typeof {x} !== \"string\""), "a string"),
        }
    }

    fn wrong_type(&mut self, site: &Site, expected: &str, out: &mut Vec<String>) {
        let f = self.helper("wrongType");
        let path = site.path.expr();
        let expected = string(expected);
        let args = [site.errors.as_str(), &path, &expected, &site.value];
        out.push(call(site.indent, f, &args, ";"));
    }

    /// `if (test) { failure }`.
    fn fail_if(
        &mut self,
        site: &Site,
        test: &str,
        failure: impl FnOnce(&mut Self, &Site, &mut Vec<String>),
        out: &mut Vec<String>,
    ) {
        out.push(if_open(site.indent, &site.tests(test)));
        failure(self, &site.nested(), out);
        out.push(format!("{}}}", margin(site.indent)));
    }

    fn literal(&mut self, value: &Value, site: &Site, out: &mut Vec<String>) {
        let x = &site.value;
        let (test, shown) = match value {
            Value::String(_) | Value::Bool(_) | Value::Null => {
                let shown = literal(value, 0, "", "");
                (format!("{x} !== {shown}"), shown)
            }
            Value::Number(_) => {
                let shown = literal(value, 0, "", "");
                (format!("!{}({shown}, {x})", self.helper("equal")), shown)
            }
            _ => {
                let name = self.hoist("literal", value.to_string(), |name| {
                    let prefix = format!("const {name} = ");
                    format!("{prefix}{};", literal(value, 0, &prefix, ";"))
                });
                (format!("!{}({name}, {x})", self.helper("equal")), name)
            }
        };
        self.fail_if(
            site,
            &test,
            |c, s, out| {
                let f = c.helper("wrongConst");
                let path = s.path.expr();
                let args = [s.errors.as_str(), &path, &shown, &s.value];
                out.push(call(s.indent, f, &args, ";"));
            },
            out,
        );
    }

    fn array(&mut self, item: &Type, site: &Site, out: &mut Vec<String>) {
        let x = &site.value;
        let pad = margin(site.indent);
        out.push(if_open(site.indent, &[format!("!Array.isArray({x})")]));
        self.wrong_type(&site.nested(), "an array", out);
        if matches!(item, Type::Any) || matches!(item, Type::Named(n) if self.is_any(n)) {
            out.push(format!("{pad}}}"));
            return;
        }
        let (i, v) = (
            format!("i{}", site.depth + 1),
            format!("x{}", site.depth + 1),
        );
        out.push(format!("{pad}}} else {{"));
        out.push(format!(
            "{pad}  for (let {i} = 0; {i} < {x}.length; {i} += 1) {{"
        ));
        let inner = site.nested().inner(
            &v,
            site.path
                .then(Piece::Text("/".into()))
                .then(Piece::Expr(i.clone())),
        );
        out.push(format!(
            "{}const {v}: unknown = {x}[{i}];",
            margin(inner.indent)
        ));
        self.check(item, &inner, out);
        out.push(format!("{pad}  }}"));
        out.push(format!("{pad}}}"));
    }

    /// An array whose item `i` is of `items[i]`, and every later one of `rest`.
    fn tuple(&mut self, items: &[Type], rest: &Type, site: &Site, out: &mut Vec<String>) {
        let x = &site.value;
        let pad = margin(site.indent);
        out.push(if_open(site.indent, &[format!("!Array.isArray({x})")]));
        self.wrong_type(&site.nested(), "an array", out);
        let (i, v) = (
            format!("i{}", site.depth + 1),
            format!("x{}", site.depth + 1),
        );
        out.push(format!("{pad}}} else {{"));
        out.push(format!(
            "{pad}  for (let {i} = 0; {i} < {x}.length; {i} += 1) {{"
        ));
        let path = (site.path.then(Piece::Text("/".into()))).then(Piece::Expr(i.clone()));
        let inner = site.nested().inner(&v, path);
        let within = margin(inner.indent);
        out.push(format!("{within}const {v}: unknown = {x}[{i}];"));
        for (at, item) in items.iter().enumerate() {
            let head = if at == 0 { "if" } else { "} else if" };
            out.push(format!("{within}{head} ({i} === {at}) {{"));
            self.check(item, &inner.nested(), out);
        }
        out.push(format!("{within}}} else {{"));
        self.check(rest, &inner.nested(), out);
        out.push(format!("{within}}}"));
        out.push(format!("{pad}  }}"));
        out.push(format!("{pad}}}"));
    }

    fn map(&mut self, item: &Type, site: &Site, out: &mut Vec<String>) {
        let x = &site.value;
        let pad = margin(site.indent);
        let is_object = self.helper("isObject");
        out.push(if_open(site.indent, &[format!("!{is_object}({x})")]));
        self.wrong_type(&site.nested(), "an object", out);
        if matches!(item, Type::Any) || matches!(item, Type::Named(n) if self.is_any(n)) {
            out.push(format!("{pad}}}"));
            return;
        }
        let (k, v) = (
            format!("k{}", site.depth + 1),
            format!("x{}", site.depth + 1),
        );
        out.push(format!("{pad}}} else {{"));
        out.push(format!("{pad}  for (const {k} of Object.keys({x})) {{"));
        let escape = self.helper("escapePointer");
        let path =
            (site.path.then(Piece::Text("/".into()))).then(Piece::Expr(format!("{escape}({k})")));
        let inner = site.nested().inner(&v, path);
        out.push(format!("{}const {v} = {x}[{k}];", margin(inner.indent)));
        self.check(item, &inner, out);
        out.push(format!("{pad}  }}"));
        out.push(format!("{pad}}}"));
    }

    fn union(&mut self, options: &[Type], site: &Site, out: &mut Vec<String>) {
        if let Some(values) = literals(options) {
            let name = self.enumeration(values);
            let path = site.path.expr();
            out.push(call(
                site.indent,
                &name,
                &[&site.value, &path, &site.errors],
                ";",
            ));
            return;
        }
        if let Some(inner) = nullable(options) {
            let site = site.clone().guarded(format!("{} !== null", site.value));
            self.check(inner, &site, out);
            return;
        }
        let pad = margin(site.indent);
        let trial = format!("t{}", site.depth + 1);
        let finding = self.type_name("Finding");
        out.push(format!("{pad}const {trial}: {finding}[] = [];"));
        let within = Site {
            errors: trial.clone(),
            depth: site.depth + 1,
            ..site.clone()
        };
        for (at, option) in options.iter().enumerate() {
            if at == 0 {
                self.check(option, &within, out);
                continue;
            }
            out.push(format!("{pad}if ({trial}.length > 0) {{"));
            out.push(format!("{pad}  {trial}.length = 0;"));
            self.check(option, &within.nested(), out);
            out.push(format!("{pad}}}"));
        }
        out.push(format!("{pad}if ({trial}.length > 0) {{"));
        match expected(options) {
            Some(expected) => self.wrong_type(&site.nested(), &expected, out),
            None => {
                let f = self.helper("noneMatches");
                let path = site.path.expr();
                let args = [site.errors.as_str(), &path, &site.value];
                out.push(call(site.indent + 2, f, &args, ";"));
            }
        }
        out.push(format!("{pad}}}"));
    }

    fn checked(&mut self, inner: &Type, checks: &[Check], site: &Site, out: &mut Vec<String>) {
        let pad = margin(site.indent);
        if let Type::Null | Type::Boolean | Type::Integer | Type::Number | Type::String = inner {
            let (test, expected) = self.primitive(inner, &site.value);
            out.push(if_open(site.indent, &[test]));
            self.wrong_type(&site.nested(), expected, out);
            out.push(format!("{pad}}} else {{"));
            self.constraints(checks, &site.nested(), out);
            out.push(format!("{pad}}}"));
            return;
        }
        let count = format!("n{}", site.depth + 1);
        out.push(format!("{pad}const {count} = {}.length;", site.errors));
        let within = Site {
            depth: site.depth + 1,
            ..site.clone()
        };
        self.check(inner, &within, out);
        out.push(format!("{pad}if ({}.length === {count}) {{", site.errors));
        self.constraints(checks, &site.nested(), out);
        out.push(format!("{pad}}}"));
    }

    /// The statements of each of `checks` on `site`'s value: a call of its leaf check, or
    /// the count of the items `contains` asks for.
    fn constraints(&mut self, checks: &[Check], site: &Site, out: &mut Vec<String>) {
        let path = site.path.expr();
        for check in checks {
            if let Check::Contains(contains) = check {
                self.contains(contains, site, out);
                continue;
            }
            let rule = self.rule(check);
            let args = [site.value.as_str(), &path, &site.errors];
            out.push(call(site.indent, &rule, &args, ";"));
        }
    }

    /// `contains`: each item of an array checked against its type on a list of its own, the
    /// items without findings counted, and the count judged by the runtime's `containsCount`.
    fn contains(&mut self, contains: &Contains, site: &Site, out: &mut Vec<String>) {
        let (x, pad) = (&site.value, margin(site.indent));
        let d = site.depth + 1;
        let (count, i, v, trial) = (
            format!("c{d}"),
            format!("i{d}"),
            format!("x{d}"),
            format!("t{d}"),
        );
        out.push(if_open(site.indent, &[format!("Array.isArray({x})")]));
        out.push(format!("{pad}  let {count} = 0;"));
        out.push(format!(
            "{pad}  for (let {i} = 0; {i} < {x}.length; {i} += 1) {{"
        ));
        let path = (site.path.then(Piece::Text("/".into()))).then(Piece::Expr(i.clone()));
        let inner = Site {
            errors: trial.clone(),
            ..site.nested().inner(&v, path)
        };
        let within = margin(inner.indent);
        out.push(format!("{within}const {v}: unknown = {x}[{i}];"));
        let finding = self.type_name("Finding");
        out.push(format!("{within}const {trial}: {finding}[] = [];"));
        self.check(&contains.item, &inner, out);
        out.push(format!("{within}if ({trial}.length === 0) {count} += 1;"));
        out.push(format!("{pad}  }}"));
        let f = self.helper("containsCount");
        let (path, min) = (site.path.expr(), contains.min.to_string());
        let max = contains
            .max
            .map_or("undefined".to_owned(), |n| n.to_string());
        let args = [site.errors.as_str(), &path, &count, &min, &max];
        out.push(call(site.indent + 2, f, &args, ";"));
        out.push(format!("{pad}}}"));
    }

    /// A hoisted leaf check of one constraint, e.g. `const pattern3 = constraint("pattern", …)`.
    fn rule(&mut self, check: &Check) -> String {
        let (keyword, limit) = keyword_and_limit(check, false);
        let f = self.helper("constraint");
        self.hoist(keyword, limit.to_string(), |name| {
            typescript::constant_call(name, f, &[&Value::from(keyword), &limit])
        })
    }

    /// The name of the module's leaf check of an enum of `values`, `const oneOf1 = oneOf([...]);`.
    pub fn enumeration(&mut self, values: Vec<Value>) -> String {
        let f = self.helper("oneOf");
        let content = Value::Array(values.clone()).to_string();
        self.hoist("oneOf", content, |name| enum_declaration(f, name, values))
    }
}

/// `const name = f([...]);`: the leaf check `f` (the runtime's `oneOf`) of an enum.
fn enum_declaration(f: &str, name: &str, values: Vec<Value>) -> String {
    let prefix = format!("const {name} = {f}(");
    let values = literal(&Value::Array(values), 0, &prefix, ");");
    format!("{prefix}{values});")
}

/// `indent` spaces.
pub fn margin(indent: usize) -> String {
    " ".repeat(indent)
}

/// `callee(args)suffix` at `indent` ([`typescript::call`]), a sum one operand a line when it
/// does not fit.
pub fn call(indent: usize, callee: &str, args: &[&str], suffix: &str) -> String {
    let args = args.iter().map(|arg| typescript::argument(arg)).collect();
    typescript::call(indent, callee, args, suffix)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_that_does_not_fit_takes_one_operand_per_line() {
        assert_eq!(if_open(2, &["a".into(), "b".into()]), "  if (a && b) {");
        let long = "x".repeat(40);
        assert_eq!(
            if_open(2, &[long.clone(), long.clone()]),
            format!("  if (\n    {long} &&\n    {long}\n  ) {{")
        );
    }

    #[test]
    fn a_call_that_does_not_fit_takes_one_argument_per_line() {
        assert_eq!(call(0, "f", &["a", "b"], ";"), "f(a, b);");
        let long = "y".repeat(40);
        assert_eq!(
            call(2, "f", &[&long, &long], ";"),
            format!("  f(\n    {long},\n    {long},\n  );")
        );
    }
}
