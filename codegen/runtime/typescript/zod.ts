/**
 * What the generated schemas share where zod's own checks differ from JSON Schema: integers,
 * numeric bounds and `multipleOf` as `eventspec validate` judges them, string lengths, fields
 * named like `Object.prototype`'s members, values compared as JSON, and the catch-all of an
 * open union.
 * @module
 */

import { z } from "zod";

import { isMultiple } from "./_numbers.js";

/**
 * JSON Schema's integer: any number without a fractional part (zod's `.int()` stops at 2^53).
 */
export function integer(): z.ZodNumber {
  return z.number().refine(Number.isInteger, { message: "not an integer" });
}

const BOUNDS: Readonly<
  Record<string, (value: number, limit: number | bigint) => boolean>
> = {
  minimum: (v, n) => v >= n,
  maximum: (v, n) => v <= n,
  exclusiveMinimum: (v, n) => v > n,
  exclusiveMaximum: (v, n) => v < n,
  multipleOf: (v, n) => isMultiple(v, n),
};

/**
 * The numeric keyword `keyword` with its `limit` (an integer beyond 2^53 as a bigint, so exact),
 * judged as `eventspec validate` judges it: compared exactly (zod's `.gte` takes a number, which
 * rounds such a limit), and `multipleOf` exactly on the decimals (zod's has a float tolerance).
 */
export function jsonBound(
  keyword:
    | "minimum"
    | "maximum"
    | "exclusiveMinimum"
    | "exclusiveMaximum"
    | "multipleOf",
  limit: number | bigint,
): (value: number) => boolean {
  const rule = BOUNDS[keyword];
  return (value) => rule !== undefined && rule(value, limit);
}

/**
 * Any JSON value: no number in it is `NaN` or infinite (`JSON.parse` reads `1e400` as
 * `Infinity`; `eventspec validate` rejects it). Iterative, so any depth ends.
 */
export function jsonValue(): z.ZodUnknown {
  return z.unknown().refine(
    (value) => {
      const stack: unknown[] = [value];
      while (stack.length > 0) {
        const item = stack.pop();
        if (typeof item === "number" && !Number.isFinite(item)) return false;
        if (typeof item === "object" && item !== null)
          for (const child of Object.values(item)) stack.push(child);
      }
      return true;
    },
    { message: "not a JSON value (NaN or infinity)" },
  );
}

/**
 * An open object schema: the fields of `shape`, and any other field kept if it is a JSON value
 * (`z.looseObject` would keep a `NaN` there).
 */
export function openObject<T extends z.core.$ZodLooseShape>(
  shape: T,
): z.ZodObject<T, z.core.$catchall<z.ZodUnknown>> {
  return z.object(shape).catchall(jsonValue());
}

/** A string length check in code points, as JSON Schema counts (zod counts UTF-16 units). */
export function lengthBetween(
  min: number | undefined,
  max: number | undefined,
): (value: string) => boolean {
  return (value) => {
    const length = [...value].length;
    return (
      (min === undefined || length >= min) &&
      (max === undefined || length <= max)
    );
  };
}

/** The member of `Object.prototype` named `name`, which `input[name]` finds on any object. */
const inherited = (name: string): unknown =>
  (Object.prototype as unknown as Record<string, unknown>)[name];

/**
 * A required field named like a member of `Object.prototype` (`constructor`, `toString`). zod
 * reads a field with `key in input` and `input[key]`, which find the inherited member on an
 * object without the field; that member (a function, which no JSON value is) is a missing field.
 */
export function ownField<T extends z.ZodType>(
  name: string,
  schema: T,
): z.ZodPreprocess<T> {
  const member = inherited(name);
  return z.preprocess((value, ctx) => {
    if (value === member) {
      ctx.addIssue({
        code: "custom",
        message: `missing required field \`${name}\``,
      });
    }
    return value;
  }, schema);
}

/**
 * An optional field named like a member of `Object.prototype`: the inherited member zod finds
 * on an object without the field reads as absent.
 */
export function ownOptional<T extends z.ZodType>(
  name: string,
  schema: T,
): z.ZodOptional<z.ZodPreprocess<z.ZodOptional<T>>> {
  const member = inherited(name);
  return z.optional(
    z.preprocess(
      (value) => (value === member ? undefined : value),
      z.optional(schema),
    ),
  );
}

/**
 * An object schema with a field named `__proto__` (written `["__proto__"]` in its shape, so the
 * shape holds it rather than taking it as a prototype). zod skips that key, so it is checked
 * here: an own property only, present when `required`, valid against its schema, and kept as an
 * own property of the result.
 */
export function protoField<T extends z.ZodObject>(
  object: T,
  required: boolean,
): z.ZodType<z.output<T>> {
  const field = (object.shape as Record<string, z.ZodType>)["__proto__"];
  return z.unknown().transform((input, ctx) => {
    const parsed = object.safeParse(input);
    const issues = parsed.success ? [] : [...parsed.error.issues];
    let value: unknown = undefined;
    const own =
      typeof input === "object" &&
      input !== null &&
      Object.prototype.hasOwnProperty.call(input, "__proto__");
    if (own && field !== undefined) {
      const checked = field.safeParse(
        (input as Record<string, unknown>)["__proto__"],
      );
      if (checked.success) value = checked.data;
      else
        for (const issue of checked.error.issues)
          issues.push({ ...issue, path: ["__proto__", ...issue.path] });
    }
    for (const { message, path } of issues)
      ctx.addIssue({ code: "custom", message, path });
    if (!own && required)
      ctx.addIssue({
        code: "custom",
        message: "missing required field `__proto__`",
      });
    if (!parsed.success || issues.length > 0 || (!own && required))
      return z.NEVER;
    if (own)
      Object.defineProperty(parsed.data, "__proto__", {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return parsed.data;
  });
}

function jsonEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (
    a !== null &&
    b !== null &&
    typeof a === "object" &&
    typeof b === "object" &&
    !Array.isArray(a) &&
    !Array.isArray(b)
  ) {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every(
        (key) =>
          Object.prototype.hasOwnProperty.call(right, key) &&
          jsonEqual(left[key], right[key]),
      )
    );
  }
  // A bigint (an integer of the schema beyond 2^53) and a number compare exactly with `==`.
  if (
    (typeof a === "number" || typeof a === "bigint") &&
    (typeof b === "number" || typeof b === "bigint")
  )
    return a == b;
  return a === b;
}

/**
 * The check of one constraint on a raw JSON value, as JSON Schema applies it: a value of
 * another type passes (`minProperties` constrains objects only). For constraints zod has no
 * check of its own for, or on a value whose JSON type is decided elsewhere (a named type).
 */
export function satisfies(
  keyword: string,
  limit: unknown,
): (value: unknown) => boolean {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === "object" && !Array.isArray(v);
  const isNumber = (v: unknown): v is number =>
    typeof v === "number" && Number.isFinite(v);
  const n = limit as number;
  // The numeric keywords as `jsonBound` judges them: exactly.
  const bound = Object.prototype.hasOwnProperty.call(BOUNDS, keyword)
    ? BOUNDS[keyword]
    : undefined;
  if (bound !== undefined) {
    return (v) => !isNumber(v) || bound(v, limit as number | bigint);
  }
  const checks: Readonly<Record<string, (value: unknown) => boolean>> = {
    pattern: (v) =>
      typeof v !== "string" || new RegExp(limit as string, "u").test(v),
    minLength: (v) => typeof v !== "string" || [...v].length >= n,
    maxLength: (v) => typeof v !== "string" || [...v].length <= n,
    minItems: (v) => !Array.isArray(v) || v.length >= n,
    maxItems: (v) => !Array.isArray(v) || v.length <= n,
    minProperties: (v) => !isObject(v) || Object.keys(v).length >= n,
    maxProperties: (v) => !isObject(v) || Object.keys(v).length <= n,
    not: (v) => !(limit as readonly unknown[]).some((e) => jsonEqual(e, v)),
    uniqueItems: (v) =>
      !Array.isArray(v) ||
      v.every((item, i) => v.slice(0, i).every((e) => !jsonEqual(e, item))),
  };
  const check = Object.prototype.hasOwnProperty.call(checks, keyword)
    ? checks[keyword]
    : undefined;
  return check ?? (() => false);
}

const matching = (item: z.ZodType, values: readonly unknown[]): number =>
  values.filter((entry) => item.safeParse(entry).success).length;

/**
 * `contains` (with `minContains`), on a raw JSON value: at least `min` items of an array are
 * valid against `item`. A value of another type passes.
 */
export function containsAtLeast(
  item: z.ZodType,
  min: number,
): (value: unknown) => boolean {
  return (value) => !Array.isArray(value) || matching(item, value) >= min;
}

/**
 * `maxContains`, on a raw JSON value: at most `max` items of an array are valid against `item`.
 * A value of another type passes.
 */
export function containsAtMost(
  item: z.ZodType,
  max: number,
): (value: unknown) => boolean {
  return (value) => !Array.isArray(value) || matching(item, value) <= max;
}

/** Exactly one of `values` (arrays or objects among them), compared as JSON. */
export function jsonConst(...values: unknown[]): z.ZodUnknown {
  return z
    .unknown()
    .refine((value) => values.some((expected) => jsonEqual(value, expected)), {
      message: "not one of the allowed values",
    });
}

/** A tag that is none of `known`: the catch-all of an open union. */
export function unknownTag(known: readonly string[]): z.ZodString {
  return z.string().refine((tag) => !known.includes(tag), {
    message: "a known event type",
  });
}
