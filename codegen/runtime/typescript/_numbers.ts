/**
 * Numbers as `eventspec validate` reads and compares them, shared by the runtimes of the
 * TypeScript and zod packages: 64-bit integers exactly, larger ones as the nearest double, and
 * `multipleOf` on decimals.
 */

const U64_END = 2n ** 64n;
const I64_START = -(2n ** 63n);

/**
 * A number as `eventspec validate` reads it: a bigint of 64 bits (`i64` or `u64`) as itself, a
 * larger one as the nearest double (serde_json's reading); a number as it is. Relational
 * operators and `==` between a bigint and a number compare exact values, so nothing is rounded
 * on the way.
 */
export function asRead(value: number | bigint): number | bigint {
  return typeof value === "bigint" && (value < I64_START || value >= U64_END)
    ? Number(value)
    : value;
}

/**
 * A number as the decimal it is: a bigint as itself, a finite double as the decimal it prints as
 * (its shortest round-trip text, `0.07`, not the binary fraction near it): `[digits, exponent]`.
 */
function decimal(value: number | bigint): [bigint, number] {
  if (typeof value === "bigint") return [value < 0n ? -value : value, 0];
  const [mantissa = "0", exponent = "0"] = String(Math.abs(value)).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  return [BigInt(whole + fraction), Number(exponent) - fraction.length];
}

/**
 * Whether `value` divided by `multiple` is an integer, as `eventspec validate` decides: exactly,
 * on the numbers as `asRead` reads them, each taken as the decimal it is (`0.07` is a multiple
 * of `0.01`; `1e300` is not one of `0.7`).
 */
export function isMultiple(
  value: number | bigint,
  multiple: number | bigint,
): boolean {
  const [a, p] = decimal(asRead(value));
  const [b, q] = decimal(asRead(multiple));
  if (a === 0n) return true;
  const shared = Math.min(p, q);
  return (
    (a * 10n ** BigInt(p - shared)) % (b * 10n ** BigInt(q - shared)) === 0n
  );
}
