//! What the zod writer does so that a schema reads numbers and keys as `eventspec validate`
//! does: limits and constants beyond 2^53 as bigint literals checked by the runtime, and fields
//! named like members of `Object.prototype` read as own properties only.

use super::writer::{Writer, js_string};
use crate::{
    backend::{layout::Expr, typescript::layout::literal},
    model::Field,
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

impl Writer<'_> {
    /// `jsonBound("keyword", limit)`: the runtime's check of a numeric keyword, its limit as
    /// `eventspec validate` reads it (an integer of 64 bits beyond 2^53 a bigint, so exact).
    pub(super) fn bound(&mut self, keyword: &str, limit: &serde_json::Number) -> Expr {
        self.runtime.insert("jsonBound");
        Expr::group(
            "jsonBound",
            "(",
            ")",
            vec![
                Expr::atom(js_string(keyword)),
                Expr::atom(exact_text(limit)),
            ],
        )
    }

    /// `field`'s schema `expr` as its presence asks: `z.optional(...)` when it may be absent,
    /// and in the runtime's `ownField` or `ownOptional` when its name is inherited.
    pub(super) fn presence(&mut self, field: &Field, expr: Expr) -> Expr {
        let name = Expr::atom(js_string(&field.name));
        match (inherited(&field.name), field.required) {
            (false, true) => expr,
            (false, false) => Expr::group("z.optional", "(", ")", vec![expr]),
            (true, required) => {
                let wrapper = if required { "ownField" } else { "ownOptional" };
                self.runtime.insert(wrapper);
                Expr::group(wrapper, "(", ")", vec![name, expr])
            }
        }
    }
}

/// A number of the schema as JavaScript text that keeps it as `eventspec validate` reads it (an
/// integer beyond 2^53 as a bigint literal, `9007199254740993n`), as prettier writes it
/// (`1e19`, not `1e+19`; `1`, not `1.0`).
pub(super) fn exact_text(n: &serde_json::Number) -> String {
    let text = literal(&serde_json::Value::Number(n.clone()), 0, "", "").replace("e+", "e");
    match text.split_once('e') {
        Some((mantissa, exponent)) => format!("{}e{exponent}", trim_zero(mantissa)),
        None => trim_zero(&text).to_owned(),
    }
}

/// `1.0` as `1`: the fraction prettier drops.
fn trim_zero(text: &str) -> &str {
    text.strip_suffix(".0").unwrap_or(text)
}
