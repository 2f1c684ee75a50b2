//! The validator module of a family version (`_v3_validate.py`, beside `v3.py`): one check per
//! type the events reach, written out, and the contract that names each event type's check.
//! The module is private (its name starts with an underscore), as the runtime is: the family
//! module beside it is the public face, and delegates to it.

use std::collections::HashSet;

use serde::Serialize;
use serde_json::Value;

use super::checks::Checks;
use super::site::{Site, call, if_line};
use super::view::FamilyView;
use crate::backend::Modules;
use crate::backend::plan::{Plan, events, shape_fields, strict_roots};
use crate::backend::pointer::{Path, Piece};
use crate::lang::python::{self, literal, string};
use crate::layout::Doc;
use crate::model::{Field, Kind, Model, Object, Type, TypeDef};

/// The view of the validator module's template.
#[derive(Serialize)]
pub(super) struct ValidateView {
    header: String,
    /// The module's docstring.
    doc: String,
    module: ValidatorModule,
}

/// The validator module beside the family module of `model` (`view`): its path without
/// extension, relative to the package's source root (`agentao_host/_v3_validate`), and its view.
pub(super) fn view(model: &Model, names: &Modules, view: &FamilyView) -> (String, ValidateView) {
    let path = match &names.version {
        Some(version) => format!("{}/{}", names.family, module_name(version)),
        None => module_name(&names.family),
    };
    let checks = ValidateView {
        header: view.header.clone(),
        doc: python::docstring(&crate::api::validator_module(&model.label()), 0),
        module: module(model, &view.validator.runtime),
    };
    (path, checks)
}

/// The validator module, ready to print.
#[derive(Serialize)]
pub struct ValidatorModule {
    /// The import statements, laid out: `re` when a pattern is compiled, `cast`, the runtime.
    pub imports: String,
    /// The module's blocks (constants, checks, the contract), laid out with the blank lines
    /// `ruff format` puts after the imports and between them.
    pub body: String,
}

/// The module name of the validator beside the family module `module` (`v3` → `_v3_validate`).
/// Private (its name starts with an underscore): the family module is the public face.
pub fn module_name(module: &str) -> String {
    format!("_{module}_validate")
}

/// The validator module of `model`, importing the runtime from `runtime` (`.._runtime`).
pub fn module(model: &Model, runtime: &str) -> ValidatorModule {
    let events = events(model);
    let roots = strict_roots(model, &events);
    // The runtime calls every event type's check with the mode.
    let seeds: HashSet<String> = events.iter().map(|(_, name)| name.clone()).collect();
    let mut checks = Checks::new(Plan::new(model, &seeds));
    let reached = checks.plan.reached(&events);
    let mut functions = Vec::new();
    for def in model.types.iter().filter(|def| reached.contains(&def.name)) {
        checks.start();
        functions.push(match &def.kind {
            Kind::Object(object) => object_check(&mut checks, def, object, &roots),
            Kind::Alias(ty) => alias_check(&mut checks, def, ty),
        });
    }
    let contract = contract(&mut checks, model, &events, &roots);
    // One blank line between the imports and constants, two before a function.
    let mut body = String::new();
    if !checks.constants.is_empty() {
        body = format!("\n{}\n", checks.constants.declarations.join("\n"));
    }
    for block in functions.iter().chain([&contract]) {
        body.push_str(&format!("\n\n{block}\n"));
    }
    body.truncate(body.trim_end().len());
    let mut names: Vec<String> = checks.helpers.iter().map(|n| (*n).to_owned()).collect();
    names.push("Contract".to_owned());
    names.sort_by_cached_key(|name| python::isort_key(name));
    let runtime = python::import_from(runtime, &names);
    let stdlib = match checks.patterns {
        true => "import re\nfrom typing import cast",
        false => "from typing import cast",
    };
    let imports = format!("{stdlib}\n\n{runtime}");
    ValidatorModule { imports, body }
}

/// `def check_name(v: object, p: str, e: list[Finding]...) -> None:`, laid out.
fn signature(checks: &mut Checks, name: &str) -> String {
    checks.helper("Finding");
    let mut params = vec!["v: object", "p: str", "e: list[Finding]"];
    if checks.plan.takes_mode(name) {
        checks.helper("Mode");
        params.push("m: Mode");
    }
    python::def_line(&checks.check_name(name), &params, "None")
}

fn doc(name: &str) -> String {
    format!("    \"\"\"The check of `{name}`.\"\"\"")
}

/// `FIELDS_OF_NAME = frozenset(...)`: the fields `name` declares.
fn known(checks: &mut Checks, name: &str, object: &Object) -> String {
    let known = checks.fields_name(name);
    let names = Value::Array(
        (object.fields.iter())
            .map(|f| Value::String(f.name.clone()))
            .collect(),
    );
    let declare =
        |known: &str| python::wrapped_literal(&format!("{known} = frozenset("), &names, ")");
    let content = names.to_string();
    let known = (checks.constants).claim("FIELDS", content, known, declare);
    checks.fields.insert(name.to_owned(), known.clone());
    known
}

/// The check of an object type: its type, each field's presence and type, and its closedness
/// as the mode says.
fn object_check(
    checks: &mut Checks,
    def: &TypeDef,
    object: &Object,
    roots: &HashSet<String>,
) -> String {
    let name = &def.name;
    let mut out = vec![signature(checks, name), doc(name)];
    out.push("    if not isinstance(v, dict):".to_owned());
    let wrong_type = checks.helper("wrong_type");
    out.push(format!("        {wrong_type}(e, p, \"an object\", v)"));
    out.push("        return".to_owned());
    let mut body = Vec::new();
    for field in &object.fields {
        field_check(checks, field, &mut body);
    }
    let declared = object.closed || object.rest.is_some() || roots.contains(name);
    let known = declared.then(|| known(checks, name, object));
    if let (Some(rest), Some(known)) = (&object.rest, &known) {
        rest_check(checks, rest, known, &mut body);
    }
    if let Some(known) = known.as_ref().filter(|_| object.closed) {
        let test = [
            "m != \"tolerant\"".to_owned(),
            format!("not {known}.issuperset(o)"),
        ];
        body.push(if_line(4, "if", &test));
        let f = checks.helper("closed_fields");
        body.push(call(8, f, &["e", "p", "o", known], ""));
    }
    if !body.is_empty() {
        out.push("    o = cast(\"dict[str, object]\", v)".to_owned());
        out.extend(body);
    }
    out.join("\n")
}

/// The lines that check each field of `o` that is not among `known` against `rest`.
fn rest_check(checks: &mut Checks, rest: &Type, known: &str, out: &mut Vec<String>) {
    if checks.plan.is_unchecked(rest) {
        return;
    }
    out.push("    for k, x in o.items():".to_owned());
    out.push(format!("        if k in {known}:"));
    out.push("            continue".to_owned());
    let escape = checks.helper("escape");
    let path =
        (Path::var("p").then(Piece::Text("/".into()))).then(Piece::Expr(format!("{escape}(k)")));
    checks.check(rest, &Site::new("x", path, "e", 8), out);
}

/// The lines that check one field of `o`: its presence when required, and its type.
fn field_check(checks: &mut Checks, field: &Field, out: &mut Vec<String>) {
    let key = string(&field.name);
    if checks.plan.is_unchecked(&field.ty) {
        if field.required {
            out.push(if_line(4, "if", &[format!("{key} not in o")]));
            let f = checks.helper("required");
            out.push(call(8, f, &["e", "p", &key], ""));
        }
        return;
    }
    let absent = checks.helper("ABSENT");
    out.push(call(4, "x = o.get", &[&key, absent], ""));
    let site = Site::new("x", Path::var("p").field(&field.name), "e", 4);
    let site = match field.required {
        true => {
            out.push(if_line(4, "if", &[format!("x is {absent}")]));
            let f = checks.helper("required");
            out.push(call(8, f, &["e", "p", &key], ""));
            site.chained()
        }
        false => site.guarded(format!("x is not {absent}")),
    };
    checks.check(&field.ty, &site, out);
}

/// The check of an alias: the check of its type.
fn alias_check(checks: &mut Checks, def: &TypeDef, ty: &Type) -> String {
    let name = &def.name;
    let mut out = vec![signature(checks, name), doc(name)];
    checks.check(ty, &Site::new("v", Path::var("p"), "e", 4), &mut out);
    out.join("\n")
}

/// `CONTRACT = Contract(...)`: each event type's check, the fields the strict mode holds an
/// open event type to, and what the runtime needs to choose an untagged event's type.
fn contract(
    checks: &mut Checks,
    model: &Model,
    events: &[(String, String)],
    roots: &HashSet<String>,
) -> String {
    let tag = model.union.as_ref().and_then(|union| union.tag.clone());
    let open = model.union.as_ref().is_some_and(|union| union.open);
    let mut lines = vec![
        "CONTRACT = Contract(".to_owned(),
        format!(
            "    tag={},",
            tag.as_deref().map_or("None".to_owned(), string)
        ),
        format!("    open={},", if open { "True" } else { "False" }),
    ];
    let entries = |name: &str, items: Vec<String>| match items.is_empty() {
        true => vec![format!("    {name}={{}},")],
        false => (std::iter::once(format!("    {name}={{")))
            .chain(items)
            .chain(std::iter::once("    },".to_owned()))
            .collect(),
    };
    let by_event = (events.iter())
        .map(|(key, name)| entry(key, &checks.check_name(name)))
        .collect();
    lines.extend(entries("events", by_event));
    let declared = (events.iter())
        .filter(|(_, name)| roots.contains(name))
        // Each root's check declared its fields' constant.
        .filter_map(|(key, name)| Some((key, checks.fields.get(name)?)))
        .map(|(key, fields)| entry(key, fields))
        .collect();
    lines.extend(entries("declared", declared));
    let untagged = tag.is_none();
    let shapes: Vec<String> = match untagged {
        true => events.iter().map(|(_, name)| string(name)).collect(),
        false => Vec::new(),
    };
    lines.push(match shapes.len() {
        0 => "    shapes=(),".to_owned(),
        1 => format!("    shapes=({},),", shapes[0]),
        _ => format!("    shapes=({}),", shapes.join(", ")),
    });
    let fields = shape_fields(model, events);
    let fields = literal(&fields, 4, "fields=", ",");
    lines.push(format!("    fields={fields},"));
    lines.push(")".to_owned());
    lines.push(
        "\"\"\"This version's contract: each event type's check, by its tag or its name.\"\"\""
            .to_owned(),
    );
    lines.join("\n")
}

/// `"key": value,` in a dict of `CONTRACT`'s, the value in parentheses on a line of its own when
/// the entry does not fit on one (as `ruff format` keeps it).
fn entry(key: &str, value: &str) -> String {
    let head = format!("{}: ", string(key));
    let entry = python::parenthesized(8, &head, Doc::text(value), ",");
    format!("        {entry}")
}
