//! `multipleOf`, exactly: the validator's own keyword in place of the `jsonschema` crate's.
//!
//! JSON Schema asks whether the value divided by the keyword's value is an integer. The crate
//! answers exactly while both sides, as decimals, fit `i128`, and beyond that from a fraction
//! built from about 16 significant digits of the binary value, so `3.5220365139684755e52` was a
//! multiple of `0.7`. eventspec reads a number as serde_json does (an integer of 64 bits as
//! itself, anything else as the nearest 64-bit float) and takes a float as the decimal it prints
//! as (its shortest round-trip text, `0.07`, not the binary fraction near it); the division is
//! then exact at any size. The generated validators decide the same way (Python with
//! `fractions`, TypeScript with `bigint`).

use jsonschema::{
    Keyword, ValidationError,
    json::{Json, JsonNumber, Node},
    paths::Location,
};
use serde_json::{Map, Number, Value};

/// A number as `digits · 10^exponent`, `digits` without sign.
#[derive(Debug, Clone, Copy)]
struct Decimal {
    digits: u128,
    exponent: i32,
}

impl Decimal {
    /// `number` as eventspec reads it; `None` for a float that is not finite (never from JSON).
    fn of(number: &Number) -> Option<Self> {
        if let Some(n) = number.as_u64() {
            return Some(Self {
                digits: u128::from(n),
                exponent: 0,
            });
        }
        if let Some(n) = number.as_i64() {
            return Some(Self {
                digits: u128::from(n.unsigned_abs()),
                exponent: 0,
            });
        }
        let float = number.as_f64()?;
        if !float.is_finite() {
            return None;
        }
        // `{:e}` writes the shortest digits that read back as the same float: `7e-2`.
        let text = format!("{:e}", float.abs());
        let (mantissa, exponent) = text.split_once('e')?;
        let exponent: i32 = exponent.parse().ok()?;
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let digits: u128 = format!("{whole}{fraction}").parse().ok()?;
        let places = i32::try_from(fraction.len()).ok()?;
        Some(Self {
            digits,
            exponent: exponent - places,
        })
    }

    /// Whether `self / divisor` is an integer; `divisor` is not zero.
    fn is_multiple_of(self, divisor: Self) -> bool {
        if self.digits == 0 {
            return true;
        }
        if self.exponent >= divisor.exponent {
            // self.digits · 10^k ≡ 0 (mod divisor.digits), by modular arithmetic: no overflow.
            let modulus = divisor.digits;
            let shift = self.exponent.abs_diff(divisor.exponent);
            mul_mod(self.digits % modulus, pow_mod(10, shift, modulus), modulus) == 0
        } else {
            // self.digits ≡ 0 (mod divisor.digits · 10^k); a divisor above the value is no divisor.
            let shift = divisor.exponent.abs_diff(self.exponent);
            match 10u128
                .checked_pow(shift)
                .and_then(|scale| scale.checked_mul(divisor.digits))
            {
                Some(modulus) => self.digits.is_multiple_of(modulus),
                None => false,
            }
        }
    }
}

/// `a · b mod m`, for `a, b < m`, without overflow.
fn mul_mod(a: u128, b: u128, m: u128) -> u128 {
    if let Some(product) = a.checked_mul(b) {
        return product % m;
    }
    // Doubling: every intermediate stays below 2m, which fits since m < 2^127 here.
    let (mut result, mut a, mut b) = (0u128, a, b);
    while b > 0 {
        if b & 1 == 1 {
            result = (result + a) % m;
        }
        a = (a << 1) % m;
        b >>= 1;
    }
    result
}

fn pow_mod(base: u128, mut exponent: u32, m: u128) -> u128 {
    let (mut result, mut base) = (1 % m, base % m);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = mul_mod(result, base, m);
        }
        base = mul_mod(base, base, m);
        exponent >>= 1;
    }
    result
}

struct MultipleOf {
    divisor: Decimal,
    shown: String,
}

impl<'i, F: Json> Keyword<'i, F> for MultipleOf {
    fn validate(&self, instance: F::Node<'i>) -> Result<(), ValidationError<'i>> {
        if Keyword::<F>::is_valid(self, instance) {
            Ok(())
        } else {
            Err(ValidationError::custom(format!(
                "must be a multiple of {}",
                self.shown
            )))
        }
    }

    fn is_valid(&self, instance: F::Node<'i>) -> bool {
        instance.as_number().is_none_or(|number| {
            Decimal::of(&number.to_number()).is_none_or(|value| value.is_multiple_of(self.divisor))
        })
    }
}

/// Whether `value` is a multiple of `divisor`, as the validator's `multipleOf` decides it;
/// `None` for a divisor that is not a number above 0 (the schema does not compile).
pub(crate) fn is_multiple(value: &Number, divisor: &Number) -> Option<bool> {
    let divisor_decimal = Decimal::of(divisor).filter(|d| d.digits > 0)?;
    if divisor.as_f64().is_none_or(|f| f <= 0.0) {
        return None;
    }
    Some(Decimal::of(value)?.is_multiple_of(divisor_decimal))
}

/// The factory `jsonschema::options().with_keyword("multipleOf", …)` takes, for events read
/// as `F`.
pub(crate) fn factory<'a, F: Json>(
    _parent: &'a Map<String, Value>,
    value: &'a Value,
    _path: Location,
) -> Result<Box<dyn for<'i> Keyword<'i, F>>, ValidationError<'a>> {
    let divisor = value
        .as_number()
        .and_then(Decimal::of)
        .filter(|d| d.digits > 0 && value.as_f64().is_some_and(|f| f > 0.0))
        .ok_or_else(|| ValidationError::custom("`multipleOf` must be a number above 0"))?;
    Ok(Box::new(MultipleOf {
        divisor,
        shown: value.to_string(),
    }))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn multiple(value: Value, divisor: Value) -> bool {
        let of = |v: &Value| Decimal::of(v.as_number().expect("a number")).expect("finite");
        of(&value).is_multiple_of(of(&divisor))
    }

    #[test]
    fn decimals_divide_as_they_are_written() {
        for (value, divisor, expected) in [
            (json!(0.07), json!(0.01), true),
            (json!(0.1), json!(0.01), true),
            (json!(0.035), json!(0.01), false),
            (json!(2.1), json!(0.7), true),
            (json!(1e300), json!(0.7), false),
            (json!(7e300), json!(0.7), true),
            (json!(3.5220365139684755e52), json!(0.7), false),
            (json!(1e-7), json!(0.01), false),
            (json!(0), json!(0.7), true),
            (json!(-0.0), json!(0.7), true),
            (json!(9), json!(3), true),
            (json!(10), json!(3), false),
            (json!(u64::MAX), json!(5), true),
            (json!(i64::MIN), json!(2), true),
            (json!(9_007_199_254_740_993_u64), json!(3), true),
            (json!(9_007_199_254_740_993_u64), json!(2), false),
            (json!(1e308), json!(1e-308), true),
            (json!(5e-324), json!(1e300), false),
            (json!(1.5), json!(1e-320), true),
        ] {
            assert_eq!(
                multiple(value.clone(), divisor.clone()),
                expected,
                "{value} / {divisor}"
            );
        }
    }
}
