//! Exact decimal arithmetic for `multipleOf`: a JSON number is the decimal it is written as
//! (binary floating point would call 0.07 no multiple of 0.01).

/// `mantissa × 10^exponent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Decimal {
    mantissa: i128,
    exponent: i32,
}

impl Decimal {
    /// The shortest decimal that reads back as `value` (what a JSON number written by hand
    /// is), if its digits fit.
    fn of(value: f64) -> Option<Self> {
        if !value.is_finite() {
            return None;
        }
        let text = format!("{value:e}");
        let (digits, exponent) = text.split_once('e')?;
        let exponent: i32 = exponent.parse().ok()?;
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        let mantissa: i128 = format!("{whole}{fraction}").parse().ok()?;
        Some(Self {
            mantissa,
            exponent: exponent - i32::try_from(fraction.len()).ok()?,
        })
    }
}

/// `10^power`, if it fits.
fn ten_to(power: i32) -> Option<i128> {
    10i128.checked_pow(u32::try_from(power).ok()?)
}

/// Whether `value` is an integer multiple of `divisor`: `Some` when exact arithmetic decides it.
pub fn is_multiple(value: f64, divisor: f64) -> Option<bool> {
    let (a, b) = (Decimal::of(value)?, Decimal::of(divisor)?);
    if b.mantissa == 0 {
        return None;
    }
    if a.exponent >= b.exponent {
        let scaled = a.mantissa.checked_mul(ten_to(a.exponent - b.exponent)?)?;
        Some(scaled % b.mantissa == 0)
    } else {
        let scaled = b.mantissa.checked_mul(ten_to(b.exponent - a.exponent)?)?;
        Some(a.mantissa % scaled == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::is_multiple;

    #[test]
    fn decimals_divide_exactly() {
        assert_eq!(is_multiple(0.07, 0.01), Some(true));
        assert_eq!(is_multiple(0.3, 0.1), Some(true));
        assert_eq!(is_multiple(0.35, 0.1), Some(false));
        assert_eq!(is_multiple(6.0, 1.5), Some(true));
        assert_eq!(is_multiple(1.0, 0.25), Some(true));
        assert_eq!(is_multiple(0.5, 1.0), Some(false));
        assert_eq!(is_multiple(1e300, 0.7), None);
    }
}
