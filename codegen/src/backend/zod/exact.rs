//! What the zod writer does so that a schema reads numbers and keys as `eventspec validate`
//! does: limits beyond 2^53 as bigint literals checked by the runtime, and fields named like
//! members of `Object.prototype` read as own properties only.

use super::writer::{Writer, inherited};
use crate::{
    lang::typescript::{exact_number, string},
    layout::Expr,
    model::Field,
};

impl Writer<'_> {
    /// `jsonBound("keyword", limit)`: the runtime's check of a numeric keyword, its limit as
    /// `eventspec validate` reads it (an integer of 64 bits beyond 2^53 a bigint, so exact).
    pub(super) fn bound(&mut self, keyword: &str, limit: &serde_json::Number) -> Expr {
        self.runtime.insert("jsonBound");
        Expr::group(
            "jsonBound",
            "(",
            ")",
            vec![Expr::atom(string(keyword)), Expr::atom(exact_number(limit))],
        )
    }

    /// `field`'s schema `expr` as its presence asks: `z.optional(...)` when it may be absent,
    /// and in the runtime's `ownField` or `ownOptional` when its name is inherited.
    pub(super) fn presence(&mut self, field: &Field, expr: Expr) -> Expr {
        let name = Expr::atom(string(&field.name));
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
