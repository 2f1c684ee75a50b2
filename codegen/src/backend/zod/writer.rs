//! The writer of a zod family module: each named type's schema and inferred type, the union's
//! tags, catch-all and schema, laid out as prettier formats them.

use std::collections::BTreeSet;

use serde_json::Value;

use super::ItemView;
use crate::{
    backend::flavour::{
        Spell, applies, distribute, forms, json_type_known, keyword_and_limit, union_parts,
    },
    error::CodegenError,
    lang::typescript::{
        TsType, WIDTH, doc_lines, exact_number, jsdoc, property_key, string, string_doc, ts_type,
        type_lines,
    },
    layout::{Doc, Expr},
    model::{Check, Contains, Field, Kind, Model, Object, Type, TypeDef, Union},
    naming::{Scope, screaming},
};

/// The members of `Object.prototype` an object of any shape inherits (`__proto__` aside), which
/// zod's `key in input` finds on an object without the field.
const PROTOTYPE: &[&str] = &[
    "__defineGetter__",
    "__defineSetter__",
    "__lookupGetter__",
    "__lookupSetter__",
    "constructor",
    "hasOwnProperty",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toLocaleString",
    "toString",
    "valueOf",
];

/// Whether zod's `key in input` finds `name` on an object without the field.
pub(super) fn inherited(name: &str) -> bool {
    PROTOTYPE.contains(&name)
}

/// What one family module is written from, and what its writing records.
pub(super) struct Writer<'m> {
    pub(super) model: &'m Model,
    /// The runtime names used.
    pub(super) runtime: BTreeSet<&'static str>,
    /// The schemas already written.
    pub(super) defined: BTreeSet<String>,
    /// The schemas on a cycle of references, whose types are written by hand.
    pub(super) cyclic: BTreeSet<String>,
}

impl Writer<'_> {
    /// A named schema and its type.
    pub(super) fn item(&mut self, def: &TypeDef) -> ItemView {
        let expr = match &def.kind {
            Kind::Object(object) => self.object(object),
            Kind::Alias(ty) => self.ty(ty),
        };
        self.defined.insert(def.name.clone());
        let doc = (def.doc.as_deref()).map_or_else(String::new, |d| jsdoc(&doc_lines(d), ""));
        ItemView {
            doc,
            code: self.declaration(&def.name, &expr, Some(&def.kind)),
        }
    }

    /// `export const name = expr;` and its type: inferred, or written by hand (with the schema
    /// annotated) when it is on a cycle of references.
    fn declaration(&self, name: &str, expr: &Expr, kind: Option<&Kind>) -> String {
        let (annotation, ty) = match kind {
            Some(kind) if self.cyclic.contains(name) => (
                format!(": z.ZodType<{name}>"),
                self.declared_type(name, kind),
            ),
            _ => {
                // As prettier breaks it: inside the type arguments when `z.infer<` still fits on
                // the first line, else after `=`.
                let head = format!("export type {name} =");
                let arguments = [Doc::hard_line(), Doc::text(format!("typeof {name}"))];
                let ty = Doc::Choice(vec![
                    Doc::text(format!("{head} z.infer<typeof {name}>;")),
                    Doc::concat([
                        Doc::text(format!("{head} z.infer<")),
                        Doc::indent(2, arguments),
                        Doc::hard_line(),
                        Doc::text(">;"),
                    ]),
                    after_equals(&head, Doc::text(format!("z.infer<typeof {name}>;"))),
                ]);
                (String::new(), ty.print(WIDTH, 0, 0, 0))
            }
        };
        // Beside the `=`, unless the value's first line does not fit there: prettier then
        // breaks after `=` and indents the value.
        let head = format!("export const {name}{annotation} =");
        let value = Doc::concat([expr.doc(2), Doc::text(";")]);
        // A value written out over lines of its own (an object's fields) moves with it.
        let below = value.print(WIDTH - 2, 0, 0, 0);
        let below = Doc::join(below.split('\n').map(Doc::text), &[Doc::hard_line()]);
        let declaration = Doc::Choice(vec![
            Doc::concat([Doc::text(format!("{head} ")), value]),
            after_equals(&head, Doc::concat(below)),
        ]);
        format!("{}\n{ty}", declaration.print(WIDTH, 0, 0, 0))
    }

    /// `export type name = ...;`, the type zod infers for `kind`, written out.
    fn declared_type(&self, name: &str, kind: &Kind) -> String {
        let head = format!("export type {name} = ");
        match kind {
            Kind::Object(object) => {
                let mut out = format!("{head}{{\n");
                for field in &object.fields {
                    let optional = if field.required { "" } else { "?" };
                    let ty = match (ts_type(&field.ty), field.required) {
                        (ty, true) => ty,
                        (TsType::Union(mut members), false) => {
                            members.push(TsType::Atom("undefined".into()));
                            TsType::Union(members)
                        }
                        (ty, false) => TsType::Union(vec![ty, TsType::Atom("undefined".into())]),
                    };
                    let prefix = format!("{}{optional}: ", property_key(&field.name));
                    out.push_str(&type_lines(2, &prefix, &ty, ";").join("\n"));
                    out.push('\n');
                }
                if !object.closed {
                    out.push_str("  [key: string]: unknown;\n");
                }
                out.push_str("};");
                out
            }
            Kind::Alias(ty) => type_lines(0, &head, &ts_type(ty), ";").join("\n"),
        }
    }

    /// `z.strictObject({...})` when closed, `openObject({...})` (the runtime's: any other field
    /// a JSON value, no `NaN` or infinity) when open, and `z.object({...}).catchall(rest)` when
    /// every other field must be of the type `rest`. One property a line; with a field named
    /// `__proto__`, which zod skips, in the runtime's `protoField`.
    fn object(&mut self, object: &Object) -> Expr {
        let proto = object.fields.iter().find(|f| f.name == "__proto__");
        // Inside `protoField(` or a chain, every line is indented two more columns.
        let nested = proto.is_some() || object.rest.is_some();
        let width = WIDTH - if nested { 2 } else { 0 };
        let head = match (&object.rest, object.closed) {
            (Some(_), _) => "z\n  .object",
            (None, true) => "z.strictObject",
            (None, false) => {
                self.runtime.insert("openObject");
                "openObject"
            }
        };
        let mut body = String::from("({");
        if !object.fields.is_empty() {
            body.push('\n');
        }
        for field in &object.fields {
            body.push_str(&self.property(field, width));
        }
        body.push_str("})");
        let mut body = match &object.rest {
            // As prettier breaks a chain whose first call spans lines.
            Some(rest) => {
                let rest = self.ty(rest);
                let call = Expr::group(".catchall", "(", ")", vec![rest]);
                format!(
                    "{head}{}\n  {}",
                    body.replace('\n', "\n  "),
                    call.render_js(2, 2, 1, WIDTH)
                )
            }
            None => format!("{head}{body}"),
        };
        if let Some(field) = proto {
            self.runtime.insert("protoField");
            body = format!(
                "protoField(\n  {},\n  {},\n)",
                body.replace('\n', "\n  "),
                field.required
            );
        }
        Expr::atom(body)
    }

    /// One property of an object schema within `width` columns, with its JSDoc; a field named
    /// like a member of `Object.prototype` in the runtime's `ownField` or `ownOptional`.
    fn property(&mut self, field: &Field, width: usize) -> String {
        let expr = self.ty(&field.ty);
        let expr = self.presence(field, expr);
        let mut out = String::new();
        if let Some(doc) = &field.doc {
            out.push_str(&jsdoc(&doc_lines(doc), "  "));
            out.push('\n');
        }
        // A computed key: `__proto__: x` in an object literal sets its prototype instead.
        let key = if field.name == "__proto__" {
            "[\"__proto__\"]".to_owned()
        } else {
            property_key(&field.name)
        };
        let start = 2 + key.len() + 2;
        out.push_str(&format!(
            "  {key}: {},\n",
            expr.render_js(2, start, 1, width)
        ));
        out
    }

    /// The union's tag list, its open catch-all, and the union schema.
    pub(super) fn union_items(
        &mut self,
        union: &Union,
        label: &str,
        scope: &mut Scope,
    ) -> Result<Vec<ItemView>, CodegenError> {
        let mut items = Vec::new();
        let tags = format!("{}_TYPES", screaming(&union.name));
        if union.tag.is_some() {
            scope.claim(&tags, "the union's tags")?;
            let values = (union.members.iter())
                .filter_map(|m| m.tag_value.as_deref().map(|v| Expr::atom(string(v))))
                .collect();
            let head = format!("export const {tags} = ");
            let list = Expr::group("", "[", "] as const", values);
            items.push(ItemView {
                doc: jsdoc(&doc_lines(&crate::api::tags(&union.name)), ""),
                code: format!("{head}{};", list.render_js(0, head.len(), 1, WIDTH)),
            });
        }
        // The union's type, written by hand when it is on a cycle.
        let mut names: Vec<String> = Vec::new();
        for member in &union.members {
            if !names.contains(&member.type_name) {
                names.push(member.type_name.clone());
            }
        }
        let mut members: Vec<Expr> = names.iter().map(Expr::atom).collect();
        let mut expr = match (&union.tag, self.discriminates(union)) {
            (_, _) if members.len() == 1 => members.remove(0),
            (Some(tag), true) => Expr::group(
                &format!("z.discriminatedUnion({}, ", string(tag)),
                "[",
                "])",
                members,
            ),
            _ => Expr::group("z.union", "([", "])", members),
        };
        if let (Some(tag), true) = (&union.tag, union.open) {
            let name = format!("Unknown{}", union.name);
            scope.claim(&name, "the open union's catch-all")?;
            self.runtime.extend(["unknownTag", "openObject"]);
            let body = format!(
                "openObject({{\n  {}: unknownTag({tags}),\n}})",
                property_key(tag)
            );
            items.push(ItemView {
                doc: jsdoc(&doc_lines(crate::api::unknown()), ""),
                code: self.declaration(&name, &Expr::atom(body), None),
            });
            names.push(name.clone());
            expr = Expr::group("z.union", "([", "])", vec![expr, Expr::atom(name)]);
        }
        let union_type = Type::Union(names.into_iter().map(Type::Named).collect());
        if self.model.type_def(&union.name).is_none() {
            scope.claim(&union.name, "the union")?;
        }
        let description = (self.model.type_def(&union.name)).and_then(|def| def.doc.as_deref());
        let mut doc = doc_lines(&crate::api::union(label, description));
        if union.open {
            doc.push(String::new());
            doc.extend(doc_lines(&format!(
                "Open: producers may send event types this version does not list; they parse \
                 as `Unknown{}`, which consumers skip.",
                union.name
            )));
        }
        items.push(ItemView {
            doc: jsdoc(&doc, ""),
            code: self.declaration(&union.name, &expr, Some(&Kind::Alias(union_type))),
        });
        Ok(items)
    }

    /// Whether zod can tell the union's members apart by their tag: each an object whose tag
    /// field is a required string literal (not one the runtime checks, no member a
    /// `protoField`, which zod cannot look into, and none on a cycle, whose annotated schema no
    /// longer has an object's type).
    fn discriminates(&self, union: &Union) -> bool {
        let Some(tag) = &union.tag else {
            return false;
        };
        if inherited(tag) || tag == "__proto__" {
            return false;
        }
        union.members.iter().all(|member| {
            !self.cyclic.contains(&member.type_name)
                && matches!(self.model.type_def(&member.type_name), Some(TypeDef {
                kind: Kind::Object(object),
                ..
            }) if object.fields.iter().any(|f| {
                &f.name == tag && f.required && matches!(f.ty, Type::Literal(Value::String(_)))
            }) && object.fields.iter().all(|f| f.name != "__proto__"))
        })
    }

    /// A schema expression, recording what it uses.
    fn ty(&mut self, ty: &Type) -> Expr {
        match ty {
            Type::Any => {
                self.runtime.insert("jsonValue");
                Expr::atom("jsonValue()")
            }
            Type::Never => zod("never"),
            Type::Null => zod("null"),
            Type::Boolean => zod("boolean"),
            Type::Integer => {
                self.runtime.insert("integer");
                Expr::atom("integer()")
            }
            Type::Number => zod("number"),
            Type::String => zod("string"),
            Type::Literal(value) => self.literals(&[value]),
            Type::Named(name) if self.defined.contains(name) => Expr::atom(name.clone()),
            Type::Named(name) => Expr::Lazy(format!("z.lazy(() => {name})")),
            Type::Array(item) => Expr::group("z.array", "(", ")", vec![self.ty(item)]),
            Type::Tuple(items, rest) => self.tuple(items, rest),
            Type::Map(value) => Expr::group(
                "z.record",
                "(",
                ")",
                vec![Expr::atom("z.string()"), self.ty(value)],
            ),
            Type::Union(types) => self.union(types),
            Type::Checked(inner, checks) => self.checked(inner, checks),
        }
    }

    /// `z.tuple([...]).rest(...)`: each item optional (JSON Schema lets the array be shorter),
    /// the rest of `rest` (none when it is never).
    fn tuple(&mut self, items: &[Type], rest: &Type) -> Expr {
        let items = (items.iter())
            .map(|item| chain(self.ty(item), "optional", Vec::new()))
            .collect();
        let tuple = Expr::group("z.tuple", "([", "])", items);
        match rest {
            Type::Never => tuple,
            rest => {
                let rest = self.ty(rest);
                chain(tuple, "rest", vec![rest])
            }
        }
    }

    /// `z.nullable(...)` of the forms besides `null`, the literals gathered in one schema.
    fn union(&mut self, types: &[Type]) -> Expr {
        let forms = forms(types);
        let mut parts = union_parts(self, &forms);
        let inner = match parts.len() {
            0 => return zod("null"),
            1 => parts.remove(0),
            _ => Expr::group("z.union", "([", "])", parts),
        };
        if forms.nullable {
            Expr::group("z.nullable", "(", ")", vec![inner])
        } else {
            inner
        }
    }

    /// `z.enum([...])` of strings, `z.literal(...)` of other scalars; arrays and objects are
    /// compared as JSON by the runtime's `jsonConst`.
    fn literals(&mut self, values: &[&Value]) -> Expr {
        // An integer beyond 2^53 is a bigint (a number literal would round it), compared exactly.
        let big = |v: &Value| {
            v.as_number()
                .is_some_and(|n| exact_number(n).ends_with('n'))
        };
        if values
            .iter()
            .any(|v| v.is_array() || v.is_object() || big(v))
        {
            self.runtime.insert("jsonConst");
            let args = (values.iter())
                .map(|v| match v {
                    Value::Number(n) => Expr::atom(exact_number(n)),
                    other => Expr::atom(other.to_string()),
                })
                .collect();
            return Expr::group("jsonConst", "(", ")", args);
        }
        let items: Vec<Expr> = (values.iter())
            .map(|v| match v {
                Value::String(text) => Expr::atom(string(text)),
                other => Expr::atom(other.to_string()),
            })
            .collect();
        if values.len() == 1 {
            if values[0].is_null() {
                return Expr::atom("z.null()");
            }
            return Expr::group("z.literal", "(", ")", items);
        }
        let head = if values.iter().all(|v| v.is_string()) {
            "z.enum"
        } else {
            "z.literal"
        };
        Expr::group(head, "([", "])", items)
    }

    /// A schema with its checks: zod's own where they mean what JSON Schema means, the
    /// runtime's where not (lengths in code points). Checks on a union apply to the members of
    /// the JSON types they are about.
    fn checked(&mut self, inner: &Type, checks: &[Check]) -> Expr {
        if let Type::Union(types) = inner {
            return self.union(&distribute(types, checks));
        }
        let mut expr = self.ty(inner);
        let (native, raw): (Vec<&Check>, Vec<&Check>) = (checks.iter())
            .filter(|c| !json_type_known(inner) || applies(c, inner))
            .partition(|c| json_type_known(inner) && !needs_runtime(c));
        let mut lengths = (None, None);
        for check in native {
            let (method, arg) = match check {
                Check::Pattern(pattern) => (
                    "regex",
                    Expr::group(
                        "new RegExp",
                        "(",
                        ")",
                        vec![Expr::Doc(string_doc(&pattern.source)), Expr::atom("\"u\"")],
                    ),
                ),
                Check::Minimum(n) => ("refine", self.bound("minimum", n)),
                Check::Maximum(n) => ("refine", self.bound("maximum", n)),
                Check::ExclusiveMinimum(n) => ("refine", self.bound("exclusiveMinimum", n)),
                Check::ExclusiveMaximum(n) => ("refine", self.bound("exclusiveMaximum", n)),
                Check::MultipleOf(n) => ("refine", self.bound("multipleOf", n)),
                Check::MinItems(n) => ("min", Expr::atom(n.to_string())),
                Check::MaxItems(n) => ("max", Expr::atom(n.to_string())),
                Check::MinLength(n) => {
                    lengths.0 = Some(*n);
                    continue;
                }
                Check::MaxLength(n) => {
                    lengths.1 = Some(*n);
                    continue;
                }
                Check::MinProperties(_)
                | Check::MaxProperties(_)
                | Check::UniqueItems
                | Check::Excludes(_)
                | Check::Contains(_) => continue,
            };
            expr = chain(expr, method, vec![arg]);
        }
        if lengths != (None, None) {
            self.runtime.insert("lengthBetween");
            let bound =
                |n: Option<u64>| Expr::atom(n.map_or("undefined".to_owned(), |n| n.to_string()));
            let check = Expr::group(
                "lengthBetween",
                "(",
                ")",
                vec![bound(lengths.0), bound(lengths.1)],
            );
            expr = chain(expr, "refine", vec![check]);
        }
        self.raw_checks(expr, &raw)
    }

    /// `z.unknown().refine(satisfies(…))….pipe(expr)`: `checks` on the raw value, before
    /// `expr` reads it (zod drops unknown keys of an object, and cannot tell a named type's
    /// JSON type here).
    fn raw_checks(&mut self, expr: Expr, checks: &[&Check]) -> Expr {
        if checks.is_empty() {
            return expr;
        }
        let mut raw = zod("unknown");
        for check in checks {
            let refines = match check {
                Check::Contains(contains) => self.contains(contains),
                _ => {
                    self.runtime.insert("satisfies");
                    let (keyword, limit) = keyword_and_limit(check, false);
                    // A numeric limit as `jsonBound` takes it: beyond 2^53 a bigint, so exact.
                    let limit = match check {
                        Check::Minimum(n)
                        | Check::Maximum(n)
                        | Check::ExclusiveMinimum(n)
                        | Check::ExclusiveMaximum(n)
                        | Check::MultipleOf(n) => exact_number(n),
                        _ => limit.to_string(),
                    };
                    let args = vec![Expr::atom(string(keyword)), Expr::atom(limit)];
                    vec![Expr::group("satisfies", "(", ")", args)]
                }
            };
            for refine in refines {
                raw = chain(raw, "refine", vec![refine]);
            }
        }
        chain(raw, "pipe", vec![expr])
    }

    /// `containsAtLeast(item, min)` and `containsAtMost(item, max)`, as the counts ask: the
    /// runtime's count of the items `item` accepts (two arguments each, as prettier keeps a
    /// chain of calls on one line).
    fn contains(&mut self, contains: &Contains) -> Vec<Expr> {
        let bounds = [
            (
                "containsAtLeast",
                (contains.min > 0).then_some(contains.min),
            ),
            ("containsAtMost", contains.max),
        ];
        let mut out = Vec::new();
        for (name, bound) in bounds {
            if let Some(bound) = bound {
                self.runtime.insert(name);
                let args = vec![self.ty(&contains.item), Expr::atom(bound.to_string())];
                out.push(Expr::group(name, "(", ")", args));
            }
        }
        out
    }
}

/// Whether zod has no check of its own meaning what `check` means in JSON Schema.
fn needs_runtime(check: &Check) -> bool {
    matches!(
        check,
        Check::MinProperties(_)
            | Check::MaxProperties(_)
            | Check::UniqueItems
            | Check::Excludes(_)
            | Check::Contains(_)
    )
}

/// `expr.method(args)`: a check on a schema, added to its chain.
fn chain(expr: Expr, method: &str, args: Vec<Expr>) -> Expr {
    match expr {
        Expr::Chain { base, mut calls } => {
            calls.push((method.to_owned(), args));
            Expr::Chain { base, calls }
        }
        other => Expr::Chain {
            base: other.flat(),
            calls: vec![(method.to_owned(), args)],
        },
    }
}

/// `z.method()`, as a chain more checks may follow.
fn zod(method: &str) -> Expr {
    Expr::Chain {
        base: "z".to_owned(),
        calls: vec![(method.to_owned(), Vec::new())],
    }
}

impl Spell for Writer<'_> {
    fn spell(&mut self, ty: &Type) -> Expr {
        self.ty(ty)
    }

    fn spell_literals(&mut self, values: &[&Value]) -> Expr {
        self.literals(values)
    }
}

/// `head` then `value` on a line of its own, indented (prettier's break after `=`).
fn after_equals(head: &str, value: Doc) -> Doc {
    Doc::concat([Doc::text(head), Doc::indent(2, [Doc::hard_line(), value])])
}
