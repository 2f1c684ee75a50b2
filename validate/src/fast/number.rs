//! Numbers checked in place: `type` (an integer is any number without a fractional part, 1.0
//! included), the bounds compared exactly, and `multipleOf` as the general path decides it.

use std::cmp::Ordering;

use serde_json::Number;

use super::node::{Limit, Rules, kind};

/// A number as serde_json reads it.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Num {
    /// A non-negative integer that fits 64 bits.
    U(u64),
    /// A negative integer that fits 64 bits.
    I(i64),
    /// Anything else, as the nearest float.
    F(f64),
}

/// Integers whose magnitude is at most this are exact as floats.
const EXACT: u128 = 1 << 53;

impl Num {
    /// Its kind: [`kind::INTEGER`] when it has no fractional part.
    pub fn kind(self) -> u8 {
        match self {
            Self::F(f) if !(f.is_finite() && f.fract() == 0.0) => kind::NUMBER,
            _ => kind::INTEGER,
        }
    }

    fn wide(self) -> Result<i128, f64> {
        match self {
            Self::U(n) => Ok(i128::from(n)),
            Self::I(n) => Ok(i128::from(n)),
            Self::F(f) => Err(f),
        }
    }

    fn of(limit: &Number) -> Option<Self> {
        match (limit.as_u64(), limit.as_i64(), limit.as_f64()) {
            (Some(n), _, _) => Some(Self::U(n)),
            (None, Some(n), _) => Some(Self::I(n)),
            (None, None, Some(f)) => Some(Self::F(f)),
            _ => None,
        }
    }

    /// `self` against `other`, exactly; `None` when that needs more than a float holds.
    fn compare(self, other: Self) -> Option<Ordering> {
        match (self.wide(), other.wide()) {
            (Ok(a), Ok(b)) => Some(a.cmp(&b)),
            (Err(a), Err(b)) => a.partial_cmp(&b),
            (Ok(a), Err(b)) if a.unsigned_abs() <= EXACT => (a as f64).partial_cmp(&b),
            (Err(a), Ok(b)) if b.unsigned_abs() <= EXACT => a.partial_cmp(&(b as f64)),
            _ => None,
        }
    }

    fn number(self) -> Option<Number> {
        match self {
            Self::U(n) => Some(n.into()),
            Self::I(n) => Some(n.into()),
            Self::F(f) => Number::from_f64(f),
        }
    }
}

/// Whether `value` passes the numeric keywords of `rules`; `None` when undecided.
pub(crate) fn passes(rules: &Rules, value: Num) -> Option<bool> {
    for (limit, bound) in &rules.bounds {
        let order = value.compare(Num::of(bound)?)?;
        let within = match limit {
            Limit::Minimum => order != Ordering::Less,
            Limit::ExclusiveMinimum => order == Ordering::Greater,
            Limit::Maximum => order != Ordering::Greater,
            Limit::ExclusiveMaximum => order == Ordering::Less,
        };
        if !within {
            return Some(false);
        }
    }
    match &rules.multiple_of {
        Some(divisor) => crate::multiple_of::is_multiple(&value.number()?, divisor),
        None => Some(true),
    }
}
