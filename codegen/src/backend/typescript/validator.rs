//! The validator module of a family version (`v3.validate.ts`, beside `v3.ts`): one check per
//! type the events reach, written out, and the contract that names each event type's check.

use std::collections::HashSet;

use serde::Serialize;
use serde_json::{Value, json};

use super::checks::{Checks, call};
use super::site::Site;
use crate::backend::plan::{events, shape_fields, strict_roots};
use crate::backend::pointer::{Path, Piece};
use crate::lang::typescript::{self, if_open, literal, string};
use crate::model::{Kind, Model, Object, Type, TypeDef};

/// The runtime helpers a validator module may import, in the order it imports them.
const HELPERS: &[&str] = &[
    "closedFields",
    "constraint",
    "containsCount",
    "equal",
    "escapePointer",
    "field",
    "isInteger",
    "isNumber",
    "isObject",
    "noneMatches",
    "notAllowed",
    "oneOf",
    "required",
    "undeclaredFields",
    "wrongConst",
    "wrongType",
];

/// The validator module, ready to print.
#[derive(Serialize)]
pub struct ValidatorModule {
    /// The import from the runtime: only what the module uses.
    pub import: String,
    /// The module's blocks (constants, checks, the contract), each laid out.
    pub blocks: Vec<String>,
}

/// The module name of the validator beside the family module `module` (`v3` → `v3.validate`).
pub fn module_name(module: &str) -> String {
    format!("{module}.validate")
}

/// The validator module of `model`, importing the runtime from `runtime`.
pub fn module(model: &Model, runtime: &str) -> ValidatorModule {
    let events = events(model);
    // An event type the strict mode holds to its declared fields, where the contract does not.
    let roots = strict_roots(model, &events);
    let mut checks = Checks::new(model, &roots);
    let reached = checks.plan.reached(&events);
    let mut functions = Vec::new();
    let event_names: HashSet<&str> = events.iter().map(|(_, name)| name.as_str()).collect();
    for def in model.types.iter().filter(|def| reached.contains(&def.name)) {
        // An enumeration is checked through its values' constant where it is used; only an
        // event type needs a check function of its own.
        let enumeration = checks.enumeration_values(&def.name).is_some();
        if enumeration && !event_names.contains(def.name.as_str()) {
            continue;
        }
        let block = match &def.kind {
            Kind::Object(object) => {
                object_check(&mut checks, def, object, roots.contains(&def.name))
            }
            Kind::Alias(ty) => alias_check(&mut checks, def, ty),
        };
        functions.push(block);
    }
    let mut blocks = Vec::new();
    if !checks.constants.is_empty() {
        blocks.push(checks.constants.declarations.join("\n"));
    }
    blocks.extend(functions);
    blocks.push(contract(model, &events));
    let mut names: Vec<&str> = (HELPERS.iter())
        .filter(|name| checks.helpers.contains(*name))
        .copied()
        .collect();
    names.push("type Contract");
    names.extend(
        [("Finding", "type Finding"), ("Mode", "type Mode")]
            .iter()
            .filter(|(used, _)| checks.types.contains(used))
            .map(|(_, name)| *name),
    );
    ValidatorModule {
        import: typescript::import(&names, runtime),
        blocks,
    }
}

/// `function checkName(params): void {`, laid out.
fn signature(checks: &mut Checks, name: &str, root: bool) -> String {
    checks.type_name("Finding");
    let mut params = vec!["v: unknown", "p: string", "e: Finding[]"];
    if checks.takes_mode(name) {
        checks.type_name("Mode");
        params.push("m: Mode");
    }
    if root {
        params.push("root = false");
    }
    typescript::signature(&format!("function check{name}"), &params, "void")
}

/// The check of an object type: its type, its required fields, each field's type, and its
/// closedness as the mode says.
fn object_check(checks: &mut Checks, def: &TypeDef, object: &Object, root: bool) -> String {
    let name = &def.name;
    let mut out = vec![doc(name), signature(checks, name, root)];
    let is_object = checks_helper(checks, "isObject");
    out.push(if_open(2, &[format!("!{is_object}(v)")]));
    let wrong_type = checks_helper(checks, "wrongType");
    out.push(call(4, wrong_type, &["e", "p", "\"an object\"", "v"], ";"));
    out.push("    return;".to_owned());
    out.push("  }".to_owned());
    for field in object.fields.iter().filter(|f| f.required) {
        let f = checks_helper(checks, "required");
        let key = string(&field.name);
        out.push(call(2, f, &["e", "p", "v", &key], ";"));
    }
    let path = Path::var("p");
    for (at, field) in object.fields.iter().enumerate() {
        if checks.plan.is_unchecked(&field.ty) {
            continue;
        }
        let var = format!("f{}", at + 1);
        let read = checks_helper(checks, "field");
        let key = string(&field.name);
        out.push(call(2, &format!("const {var} = {read}"), &["v", &key], ";"));
        let site = Site::new(&var, path.field(&field.name), "e", 2);
        checks.check(
            &field.ty,
            &site.guarded(format!("{var} !== undefined")),
            &mut out,
        );
    }
    if object.closed || root || object.rest.is_some() {
        let names = Value::Array(
            (object.fields.iter())
                .map(|f| Value::String(f.name.clone()))
                .collect(),
        );
        let declare = |known: &str| {
            let prefix = format!("const {known} = new Set(");
            let set = literal(&names, 0, &prefix, ");");
            format!("{prefix}{set});")
        };
        let (content, known) = (names.to_string(), format!("fieldsOf{name}"));
        let known = (checks.constants).claim("fields", content, known, declare);
        let known = known.as_str();
        if let Some(rest) = &object.rest {
            rest_check(checks, rest, known, &mut out);
        }
        if object.closed {
            out.push(if_open(2, &["m !== \"tolerant\"".to_owned()]));
            let f = checks_helper(checks, "closedFields");
            out.push(call(4, f, &["e", "p", "v", known], ";"));
            out.push("  }".to_owned());
        } else if root {
            out.push(if_open(
                2,
                &["root".to_owned(), "m === \"strict\"".to_owned()],
            ));
            let f = checks_helper(checks, "undeclaredFields");
            out.push(call(4, f, &["e", "v", known], ";"));
            out.push("  }".to_owned());
        }
    }
    out.push("}".to_owned());
    out.join("\n")
}

/// The lines that check each field of `v` that is not among `known` against `rest`.
fn rest_check(checks: &mut Checks, rest: &Type, known: &str, out: &mut Vec<String>) {
    if checks.plan.is_unchecked(rest) {
        return;
    }
    out.push("  for (const k of Object.keys(v)) {".to_owned());
    out.push(format!("    if ({known}.has(k)) continue;"));
    out.push("    const x: unknown = v[k];".to_owned());
    let escape = checks_helper(checks, "escapePointer");
    let path =
        (Path::var("p").then(Piece::Text("/".into()))).then(Piece::Expr(format!("{escape}(k)")));
    checks.check(rest, &Site::new("x", path, "e", 4), out);
    out.push("  }".to_owned());
}

fn checks_helper(checks: &mut Checks, name: &'static str) -> &'static str {
    checks.helpers.insert(name);
    name
}

/// The check of an alias: the check of its type, or the enum's leaf check.
fn alias_check(checks: &mut Checks, def: &TypeDef, ty: &Type) -> String {
    let name = &def.name;
    if matches!(ty, Type::Any) {
        return format!("{}\nfunction check{name}(): void {{}}", doc(name));
    }
    let mut out = vec![doc(name), signature(checks, name, false)];
    checks.check(ty, &Site::new("v", Path::var("p"), "e", 2), &mut out);
    out.push("}".to_owned());
    out.join("\n")
}

fn doc(name: &str) -> String {
    format!("/** The check of `{name}`. */")
}

/// `export const CONTRACT: Contract = {...};`: each event type's check, and what the runtime
/// needs to choose an untagged event's type.
fn contract(model: &Model, events: &[(String, String)]) -> String {
    let tag = model.union.as_ref().and_then(|union| union.tag.clone());
    let open = model.union.as_ref().is_some_and(|union| union.open);
    let mut lines = vec![
        "/** This version's contract: each event type's check, by its tag or its name. */"
            .to_owned(),
        "export const CONTRACT: Contract = {".to_owned(),
        format!("  tag: {},", literal(&json!(tag), 2, "tag: ", ",")),
        format!("  open: {open},"),
    ];
    if events.is_empty() {
        lines.push("  events: {},".to_owned());
    } else {
        lines.push("  events: {".to_owned());
        for (key, name) in events {
            // Prettier moves a value that does not fit beside its key to the next line.
            let head = format!("{}:", typescript::key(key));
            lines.push(typescript::after_break(4, &head, &format!("check{name},")));
        }
        lines.push("  },".to_owned());
    }
    let untagged = tag.is_none();
    let shapes: Vec<Value> = match untagged {
        true => events.iter().map(|(_, name)| json!(name)).collect(),
        false => Vec::new(),
    };
    let shapes = Value::Array(shapes);
    lines.push(format!(
        "  shapes: {},",
        literal(&shapes, 2, "shapes: ", ",")
    ));
    let fields = shape_fields(model, events);
    lines.push(format!(
        "  fields: {},",
        literal(&fields, 2, "fields: ", ",")
    ));
    lines.push("};".to_owned());
    lines.join("\n")
}
