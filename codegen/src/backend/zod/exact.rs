//! What the zod writer does so that a schema reads numbers and keys as `eventspec validate`
//! does: limits and constants beyond 2^53 as bigint literals checked by the runtime, and fields
//! named like members of `Object.prototype` read as own properties only.

use super::writer::{Writer, js_string};
use crate::{backend::layout::Expr, model::Field};

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

/// A number of the schema as JavaScript text that keeps it as `eventspec validate` reads it: an
/// integer of 64 bits beyond 2^53 as a bigint literal (`9007199254740993n`), anything else as is.
pub(super) fn exact_text(n: &serde_json::Number) -> String {
    let beyond = |n: u64| n > 1 << 53;
    if n.as_u64().is_some_and(beyond) || n.as_i64().is_some_and(|n| beyond(n.unsigned_abs())) {
        format!("{n}n")
    } else {
        n.to_string()
    }
}
