//! One reading of the values stream rules compare, shared word for word by the generated
//! TypeScript and Python checkers: numbers by value as JSON Schema compares them (`1` is
//! `1.0`, `true` is not `1`), integers of 64 bits exactly and larger ones as the
//! floating-point numbers eventspec reads them as, and one text per value for keys.

use std::cmp::Ordering;

use serde_json::{Number, Value};

/// The least integer read exactly: -2^63.
const LOW: f64 = -9_223_372_036_854_775_808.0;
/// The first integer past those read exactly: 2^64.
const HIGH: f64 = 18_446_744_073_709_551_616.0;

/// A value as a key (a group, a pairing id, a condition's value): a string as it is, anything
/// else as its [`json_text`]. `1`, `1.0` and `"1"` are one key; `true` and `1` are two.
pub(crate) fn key_text(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => json_text(other),
    }
}

/// The JSON text of `value` in one form: no spaces, members sorted by name (by code point),
/// numbers as [`number_text`] writes them. Two values are equal as JSON Schema compares them
/// exactly when their texts are.
pub(crate) fn json_text(value: &Value) -> String {
    let mut out = String::new();
    write(value, &mut out);
    out
}

fn write(value: &Value, out: &mut String) {
    match value {
        Value::Number(number) => out.push_str(&number_text(number)),
        Value::Array(items) => {
            out.push('[');
            for (at, item) in items.iter().enumerate() {
                if at > 0 {
                    out.push(',');
                }
                write(item, out);
            }
            out.push(']');
        }
        Value::Object(members) => {
            let mut sorted: Vec<_> = members.iter().collect();
            sorted.sort_by(|a, b| a.0.cmp(b.0));
            out.push('{');
            for (at, (name, member)) in sorted.into_iter().enumerate() {
                if at > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(name.clone()).to_string());
                out.push(':');
                write(member, out);
            }
            out.push('}');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

/// A number's text: an integer (or an integral float) from -2^63 to 2^64 in its decimal
/// digits, any other number as JavaScript's `String(number)` writes it (shortest digits,
/// `1e+21`, `1.5e-7`).
pub(crate) fn number_text(number: &Number) -> String {
    if let Some(exact) = integer(number) {
        return exact.to_string();
    }
    float_text(number.as_f64().unwrap_or(f64::NAN))
}

/// The number as an exact integer, when it is one from -2^63 to 2^64.
fn integer(number: &Number) -> Option<i128> {
    if let Some(unsigned) = number.as_u64() {
        return Some(i128::from(unsigned));
    }
    if let Some(signed) = number.as_i64() {
        return Some(i128::from(signed));
    }
    let float = number.as_f64()?;
    // Exact: an integral float in range converts without loss.
    (float.fract() == 0.0 && (LOW..HIGH).contains(&float)).then_some(float as i128)
}

/// `x` as JavaScript's `Number.prototype.toString` writes it.
fn float_text(x: f64) -> String {
    if x == 0.0 {
        return "0".to_owned();
    }
    if !x.is_finite() {
        return if x.is_nan() { "NaN" } else { "Infinity" }.to_owned();
    }
    let scientific = format!("{:e}", x.abs());
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let digits = mantissa.replace('.', "");
    let k = digits.len() as i64;
    let n = exponent.parse::<i64>().unwrap_or(0) + 1;
    let body = if k <= n && n <= 21 {
        format!("{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        format!("{}.{}", &digits[..n as usize], &digits[n as usize..])
    } else if -6 < n && n <= 0 {
        format!("0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let e = n - 1;
        let sign = if e < 0 { '-' } else { '+' };
        let mantissa = if k == 1 {
            digits
        } else {
            format!("{}.{}", &digits[..1], &digits[1..])
        };
        format!("{mantissa}e{sign}{}", e.abs())
    };
    if x < 0.0 { format!("-{body}") } else { body }
}

/// How two numbers compare by value, exactly (an integer of 64 bits against a float too).
pub(crate) fn compare(a: &Number, b: &Number) -> Option<Ordering> {
    match (exact(a), exact(b)) {
        (Some(x), Some(y)) => Some(x.cmp(&y)),
        (Some(x), None) => against(x, b.as_f64()?).map(Ordering::reverse),
        (None, Some(y)) => against(y, a.as_f64()?),
        (None, None) => a.as_f64()?.partial_cmp(&b.as_f64()?),
    }
}

/// An integer number as read (not a float), exactly.
fn exact(number: &Number) -> Option<i128> {
    (!number.is_f64()).then(|| integer(number)).flatten()
}

/// How the float `float` compares with the integer `integer`.
fn against(integer: i128, float: f64) -> Option<Ordering> {
    if float.is_nan() {
        return None;
    }
    if float >= HIGH {
        return Some(Ordering::Greater);
    }
    if float < LOW {
        return Some(Ordering::Less);
    }
    let whole = float.trunc();
    let by_whole = (whole as i128).cmp(&integer);
    Some(by_whole.then(float.partial_cmp(&whole)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Value {
        serde_json::from_str(text).expect("JSON")
    }

    #[test]
    fn numbers_are_keys_by_value_and_booleans_are_not_numbers() {
        let texts = [
            ("1", "1"),
            ("1.0", "1"),
            ("-0.0", "0"),
            ("1e3", "1000"),
            ("0.5", "0.5"),
            ("1.5e-7", "1.5e-7"),
            ("0.000001", "0.000001"),
            ("1e21", "1e+21"),
            ("1e20", "100000000000000000000"),
            ("1e300", "1e+300"),
            ("18446744073709551615", "18446744073709551615"),
            ("-9223372036854775808", "-9223372036854775808"),
            // Past 64 bits an integer is read as a float.
            ("18446744073709551617", "18446744073709552000"),
            ("true", "true"),
            ("null", "null"),
            ("\"1\"", "1"),
            (r#"{"b":1.0,"a":[true,"x"]}"#, r#"{"a":[true,"x"],"b":1}"#),
        ];
        for (json, key) in texts {
            assert_eq!(key_text(&read(json)), key, "{json}");
        }
        assert_ne!(json_text(&read("true")), json_text(&read("1")));
        assert_ne!(json_text(&read("\"1\"")), json_text(&read("1")));
    }

    #[test]
    fn numbers_compare_exactly_by_value() {
        let number = |text: &str| match read(text) {
            Value::Number(n) => n,
            other => panic!("{other}"),
        };
        let cases = [
            ("1", "1.0", Ordering::Equal),
            ("9007199254740993", "9007199254740992", Ordering::Greater),
            ("9007199254740993", "9007199254740992.0", Ordering::Greater),
            (
                "18446744073709551615",
                "1.8446744073709552e19",
                Ordering::Less,
            ),
            ("-1", "-0.5", Ordering::Less),
            ("2", "1.5", Ordering::Greater),
            ("0.1", "0.2", Ordering::Less),
        ];
        for (a, b, order) in cases {
            assert_eq!(compare(&number(a), &number(b)), Some(order), "{a} {b}");
            assert_eq!(compare(&number(b), &number(a)), Some(order.reverse()));
        }
    }
}
