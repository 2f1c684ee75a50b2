/**
 * The runtime every family module's validator uses: the leaf checks its generated functions call
 * (types, constants, patterns, bounds, lengths) and the rules around an event (its tag, its
 * readability as JSON, the order of findings), with no dependency. Messages are worded like
 * `eventspec validate`'s.
 * @module
 */

import { asRead, isMultiple } from "./_numbers.js";

/**
 * Who the validation is for: the contract's declared policy, the producer's view, or the
 * consumer's.
 */
export type Mode = "declared" | "strict" | "tolerant";

/** One reason a payload is invalid (a finding, as `eventspec validate` calls it). */
export interface Finding {
  /** JSON pointer of the value at fault (`""` for the event itself). */
  readonly path: string;
  /** The JSON Schema keyword that fails there. */
  readonly keyword: string;
  /** What was expected and what was found. */
  readonly message: string;
}

/**
 * The check of one type, as a validator module writes it: pushes the errors of `value`, found at
 * `path`, under `mode`; `root` when `value` is the event itself.
 */
export type Check = (
  value: unknown,
  path: string,
  errors: Finding[],
  mode: Mode,
  root: boolean,
) => void;

/** A family version's contract, as its validator module (`vN.validate.ts`) writes it. */
export interface Contract {
  /** The tag's field, or null for an untagged contract. */
  readonly tag: string | null;
  /** Whether the union is open: an unlisted tag is valid unless the mode is strict. */
  readonly open: boolean;
  /** Each event type's check: by its tag, or by its type's name when untagged. */
  readonly events: Readonly<Record<string, Check>>;
  /** The event types of an untagged contract, in the contract's order. */
  readonly shapes: readonly string[];
  /** The fields of each untagged event type, and whether each is required. */
  readonly fields: Readonly<Record<string, Readonly<Record<string, boolean>>>>;
}

/** Whether `value` is a JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// Every lookup by a name from a payload or a contract goes through these two: an own property
// or nothing, so `constructor`, `toString` or `__proto__` never reach `Object.prototype`.
const hasOwn = (object: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(object, key);

function own<T>(
  record: Readonly<Record<string, T>>,
  key: string,
): T | undefined {
  return hasOwn(record, key) ? record[key] : undefined;
}

/** What a `validate…` function returns: the event, typed, or every reason it is invalid. */
export type Validation<T> =
  | { readonly ok: true; readonly event: T }
  | { readonly ok: false; readonly errors: readonly Finding[] };

/** Whether `value` is an object whose own property `key` is `tag`: the first test of a guard. */
export function hasTag(value: unknown, key: string, tag: string): boolean {
  return isObject(value) && own(value, key) === tag;
}

/** `key` as a JSON pointer segment: `~` and `/` escaped. */
export const escapePointer = (key: string): string =>
  key.replace(/~/g, "~0").replace(/\//g, "~1");

function subject(path: string): string {
  if (path === "") return "the event";
  const parts = path.split("/");
  const last = (parts[parts.length - 1] ?? "")
    .replace(/~1/g, "/")
    .replace(/~0/g, "~");
  if (/^[0-9]+$/.test(last)) {
    const parent = (parts[parts.length - 2] ?? "")
      .replace(/~1/g, "/")
      .replace(/~0/g, "~");
    return `item ${last} of \`${parent}\``;
  }
  return `\`${last}\``;
}

/** The found value, short: scalars in full (long strings cut), containers by kind. */
function found(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length} item(s)`;
  if (typeof value === "object") return "an object";
  if (typeof value === "string" && [...value].length > 60) {
    return `\`${JSON.stringify([...value].slice(0, 57).join("") + "...")}\``;
  }
  // Values JSON cannot hold (built in code): shown as JavaScript writes them, never thrown on.
  if (typeof value === "number" && !Number.isFinite(value))
    return `\`${String(value)}\``;
  // A bigint is how a caller keeps an integer beyond 2^53 exact (see `validate`): its digits.
  if (typeof value === "bigint") return `\`${String(value)}\``;
  if (
    typeof value !== "string" &&
    typeof value !== "number" &&
    typeof value !== "boolean"
  )
    return `a JavaScript ${typeof value}`;
  return `\`${JSON.stringify(value)}\``;
}

function code(value: unknown): string {
  if (typeof value === "string") return `\`${value}\``;
  // An integer of the schema beyond 2^53 is a bigint in the validator module: its digits.
  if (typeof value === "bigint") return `\`${String(value)}\``;
  return `\`${JSON.stringify(value)}\``;
}

function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isNumeric(a) && isNumeric(b)) {
    // `==` between a bigint and a number compares their exact values.
    return asRead(a) == asRead(b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return (
      a.length === b.length &&
      a.every((item, index) => jsonEqual(item, b[index]))
    );
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => hasOwn(b, key) && jsonEqual(a[key], b[key]))
    );
  }
  return false;
}

const isNumeric = (value: unknown): value is number | bigint =>
  typeof value === "number" || typeof value === "bigint";

/** Whether `value` is an integer: a number without a fraction, or a bigint. */
export const isInteger = (value: unknown): boolean =>
  (typeof value === "number" && Number.isInteger(value)) ||
  typeof value === "bigint";

/**
 * Whether `value` is a number: JSON has no NaN or Infinity (the Rust validator cannot read
 * them), so they are not numbers here either.
 */
export const isNumber = (value: unknown): boolean =>
  (typeof value === "number" && Number.isFinite(value)) ||
  typeof value === "bigint";

/** Whether `a` and `b` are the same JSON value (numbers by value, a bigint with a number too). */
export const equal = (a: unknown, b: unknown): boolean => jsonEqual(a, b);

/** The field `name` of `object`: an own property, or undefined. */
export function field(object: Record<string, unknown>, name: string): unknown {
  return hasOwn(object, name) ? object[name] : undefined;
}

/** Pushes that `value`, at `path`, is not of the `expected` type (`"a string"`). */
export function wrongType(
  errors: Finding[],
  path: string,
  expected: string,
  value: unknown,
): void {
  errors.push({
    path,
    keyword: "type",
    message: `${subject(path)} must be ${expected}; found ${found(value)}`,
  });
}

/** Pushes that `value`, at `path`, is not the constant `literal`. */
export function wrongConst(
  errors: Finding[],
  path: string,
  literal: unknown,
  value: unknown,
): void {
  errors.push({
    path,
    keyword: "const",
    message: `${subject(path)} must be ${code(literal)}; found ${found(value)}`,
  });
}

/** Pushes that no value is allowed at `path` (the schema `false`). */
export function notAllowed(errors: Finding[], path: string): void {
  errors.push({
    path,
    keyword: "false",
    message: `${subject(path)} is not allowed here`,
  });
}

/** Pushes that `value`, at `path`, matches none of its union's forms. */
export function noneMatches(
  errors: Finding[],
  path: string,
  value: unknown,
): void {
  errors.push({
    path,
    keyword: "oneOf",
    message: `${subject(path)} matches none of the forms its schema allows; found ${found(value)}`,
  });
}

/** Pushes that the object at `path` lacks its required field `name`, if it does. */
export function required(
  errors: Finding[],
  path: string,
  object: Record<string, unknown>,
  name: string,
): void {
  if (!hasOwn(object, name))
    errors.push({
      path,
      keyword: "required",
      message: `missing required field \`${name}\``,
    });
}

/** Pushes every field of the closed object at `path` that is not one of `known`. */
export function closedFields(
  errors: Finding[],
  path: string,
  object: Record<string, unknown>,
  known: ReadonlySet<string>,
): void {
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
    const where = path === "" ? "the event type" : `${subject(path)} here`;
    errors.push({
      path: `${path}/${escapePointer(key)}`,
      keyword: "additionalProperties",
      message: `unknown field \`${key}\`: ${where} allows no other fields`,
    });
  }
}

/** Pushes every field of the event that its type does not declare (the strict mode's view). */
export function undeclaredFields(
  errors: Finding[],
  object: Record<string, unknown>,
  known: ReadonlySet<string>,
): void {
  for (const key of Object.keys(object)) {
    if (known.has(key)) continue;
    errors.push({
      path: `/${escapePointer(key)}`,
      keyword: "additionalProperties",
      message: `unknown field \`${key}\`: the event type does not declare it`,
    });
  }
}

/** A leaf check: pushes the errors of `value`, found at `path`. */
export type Leaf = (value: unknown, path: string, errors: Finding[]) => void;

/** The check of an enum: `value` must be one of `literals`. */
export function oneOf(literals: readonly unknown[]): Leaf {
  const values = new Set(literals);
  const list = literals.map((literal) => code(literal)).join(", ");
  // Numbers too: a bigint and a number are compared by value, not by identity.
  const structured = literals.some(
    (literal) =>
      literal !== null &&
      typeof literal !== "string" &&
      typeof literal !== "boolean",
  );
  return (value, path, errors) => {
    const ok =
      structured || typeof value === "bigint"
        ? literals.some((literal) => jsonEqual(literal, value))
        : values.has(value);
    if (!ok)
      errors.push({
        path,
        keyword: "enum",
        message: `${subject(path)} must be one of ${list}; found ${found(value)}`,
      });
  };
}

/**
 * The check of one constraint (`pattern`, a bound, a length): pushes its error when `value`
 * breaks it. A value of another type passes; its type check reports it.
 */
export function constraint(keyword: string, limit: unknown): Leaf {
  const fail = (path: string, errors: Finding[], message: string): void => {
    errors.push({ path, keyword, message: `${subject(path)} ${message}` });
  };
  if (keyword === "pattern") {
    // The `u` flag, as ajv: `.` and classes match whole code points, as in the Rust validator.
    const pattern = new RegExp(limit as string, "u");
    return (value, path, errors) => {
      if (typeof value === "string" && !pattern.test(value))
        fail(
          path,
          errors,
          `must match \`${limit as string}\`; found ${found(value)}`,
        );
    };
  }
  // The schema's limit as `eventspec validate` reads it: an integer beyond 2^53 is a bigint.
  const n = asRead(limit as number | bigint);
  // Every bound compares exactly (a bigint with a number by value); `multipleOf` by decimals.
  const numeric: Readonly<
    Record<string, [(value: number | bigint) => boolean, string]>
  > = {
    minimum: [(v) => v < n, `must be at least ${n}`],
    maximum: [(v) => v > n, `must be at most ${n}`],
    exclusiveMinimum: [(v) => v <= n, `must be more than ${n}`],
    exclusiveMaximum: [(v) => v >= n, `must be less than ${n}`],
    multipleOf: [(v) => !isMultiple(v, n), `must be a multiple of ${n}`],
  };
  const rule = own(numeric, keyword);
  if (rule !== undefined) {
    const [breaks, text] = rule;
    return (value, path, errors) => {
      if (
        ((typeof value === "number" && Number.isFinite(value)) ||
          typeof value === "bigint") &&
        breaks(asRead(value))
      ) {
        fail(path, errors, `${text}; found ${found(value)}`);
      }
    };
  }
  if (keyword === "minLength" || keyword === "maxLength") {
    const min = keyword === "minLength";
    return (value, path, errors) => {
      if (typeof value !== "string") return;
      const length = [...value].length;
      if (min ? length < n : length > n) {
        fail(
          path,
          errors,
          `must be at ${min ? "least" : "most"} ${n} character(s) long; found ${found(value)}`,
        );
      }
    };
  }
  if (keyword === "minProperties" || keyword === "maxProperties") {
    const min = keyword === "minProperties";
    return (value, path, errors) => {
      if (!isObject(value)) return;
      const count = Object.keys(value).length;
      if (min ? count < n : count > n) {
        fail(
          path,
          errors,
          `must have at ${min ? "least" : "most"} ${n} ` +
            `propert${n === 1 ? "y" : "ies"}; found ${count}`,
        );
      }
    };
  }
  if (keyword === "not") {
    // A `not` of values: the value is none of them.
    const excluded = limit as readonly unknown[];
    return (value, path, errors) => {
      if (excluded.some((item) => jsonEqual(item, value))) {
        fail(path, errors, `must not be ${found(value)}`);
      }
    };
  }
  if (keyword === "uniqueItems") {
    return (value, path, errors) => {
      if (!Array.isArray(value)) return;
      const at = value.findIndex((item, index) =>
        value.slice(0, index).some((earlier) => jsonEqual(earlier, item)),
      );
      if (at >= 0) {
        fail(path, errors, `must not repeat an item; item ${at} is repeated`);
      }
    };
  }
  if (keyword === "minItems" || keyword === "maxItems") {
    const min = keyword === "minItems";
    return (value, path, errors) => {
      if (!Array.isArray(value)) return;
      if (min ? value.length < n : value.length > n) {
        fail(
          path,
          errors,
          `must have at ${min ? "least" : "most"} ${n} item(s); found ${value.length}`,
        );
      }
    };
  }
  return () => undefined;
}

/**
 * Pushes that the array at `path` has `count` items matching its `contains` schema, when that is
 * fewer than `min` or more than `max` (no bound when undefined).
 */
export function containsCount(
  errors: Finding[],
  path: string,
  count: number,
  min: number,
  max: number | undefined,
): void {
  const fail = (keyword: string, bound: string): void => {
    errors.push({
      path,
      keyword,
      message:
        `${subject(path)} must contain ${bound} item(s) matching its \`contains\` schema; ` +
        `found ${count}`,
    });
  };
  if (count < min)
    fail(min === 1 ? "contains" : "minContains", `at least ${min}`);
  else if (max !== undefined && count > max)
    fail("maxContains", `at most ${max}`);
}

/** How well `value` fits a shape: declared fields present, less required ones missing. */
function fit(contract: Contract, name: string, value: unknown): number {
  const fields = own(contract.fields, name);
  if (fields === undefined || !isObject(value)) return 0;
  let score = 0;
  for (const [field, required] of Object.entries(fields)) {
    if (hasOwn(value, field)) score += 1;
    else if (required) score -= 1;
  }
  return score;
}

const byPath = (a: Finding, b: Finding): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/**
 * The deepest nesting of arrays and objects an event may have, the event itself counting as one:
 * `eventspec validate` reads no deeper (serde_json's limit), so a deeper event is invalid.
 */
export const MAX_DEPTH = 127;

/**
 * A lone surrogate: `JSON.parse` reads `"\ud800"` into one, JSON text cannot hold it (RFC 8259
 * strings are Unicode characters; UTF-8 has no encoding for it) and `eventspec validate` rejects
 * the line. With the `u` flag a surrogate pair is one code point, so only a lone one matches.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Any surrogate, paired or not: a cheap test that rules out nearly every string. */
const SURROGATE = /[\uD800-\uDFFF]/;

function loneSurrogate(text: string): string | null {
  if (!SURROGATE.test(text)) return null;
  const match = LONE_SURROGATE.exec(text);
  if (match === null) return null;
  const code = match[0].charCodeAt(0).toString(16).toUpperCase();
  return `the event holds a lone surrogate (U+${code}) in a string, which is not JSON text`;
}

/**
 * Why `eventspec validate` could not read `value` as JSON, if it could not: nesting beyond
 * `MAX_DEPTH`, a number that is not finite (`NaN` or `Infinity` built in code; `JSON.parse`
 * makes `Infinity` of a number beyond the range of a double; a bigint beyond it), or a lone
 * surrogate in a string or a key (`JSON.parse` reads `"\ud800"` into one). Iterative, so any
 * depth (even a cycle built in code) ends.
 */
function unreadable(value: unknown): string | null {
  if (typeof value === "string") return loneSurrogate(value);
  if (typeof value !== "object" || value === null) return null;
  const stack: [object, number][] = [[value, 1]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [item, depth] = top;
    if (depth > MAX_DEPTH)
      return `the event nests arrays and objects more than ${MAX_DEPTH} levels deep`;
    if (!Array.isArray(item)) {
      for (const key of Object.keys(item)) {
        const reason = loneSurrogate(key);
        if (reason !== null) return reason;
      }
    }
    const children: unknown[] = Array.isArray(item)
      ? item
      : Object.values(item);
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index];
      if (typeof child === "number") {
        if (!Number.isFinite(child))
          return `the event holds \`${child}\`, which is not a JSON number`;
      } else if (typeof child === "bigint") {
        if (!Number.isFinite(Number(child)))
          return `the event holds ${found(child)}, beyond the range of a 64-bit float`;
      } else if (typeof child === "string") {
        const reason = loneSurrogate(child);
        if (reason !== null) return reason;
      } else if (typeof child === "object" && child !== null) {
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Every error of `value` under `contract`, ordered by instance path. Never throws for any value:
 * what `eventspec validate` could not read (see `unreadable`) is one error at the event. Throws a
 * `TypeError` for a `mode` that is none of the three (a caller without the types).
 *
 * Integers beyond 2^53: `JSON.parse` rounds them to the nearest double before any validator sees
 * them, and such a number is judged as the double it holds (`9007199254740993` arrives as
 * `9007199254740992`). Pass them as `bigint` (parse with a reviver that reads the source digits)
 * to have them compared exactly, as `eventspec validate` compares every integer of 64 bits.
 */
export function validate(
  contract: Contract,
  value: unknown,
  mode: Mode = "declared",
): Finding[] {
  if (mode !== "declared" && mode !== "strict" && mode !== "tolerant") {
    throw new TypeError(
      `mode must be "declared", "strict" or "tolerant"; found ${JSON.stringify(mode)}`,
    );
  }
  const reason = unreadable(value);
  if (reason !== null) return [{ path: "", keyword: "json", message: reason }];
  try {
    return validateEvent(contract, value, mode);
  } catch (error) {
    if (error instanceof RangeError) {
      return [
        {
          path: "",
          keyword: "json",
          message:
            "the event nests too deeply for the JavaScript stack of the caller",
        },
      ];
    }
    throw error;
  }
}

/** The shape of an untagged contract that accepts `value`, else the one it fits best. */
function shapeOf(
  contract: Contract,
  value: unknown,
  mode: Mode,
): { readonly shape: string | null; readonly valid: boolean } {
  let best: string | null = null;
  for (const shape of contract.shapes) {
    const trial: Finding[] = [];
    own(contract.events, shape)?.(value, "", trial, mode, true);
    if (trial.length === 0) return { shape, valid: true };
    if (
      best === null ||
      fit(contract, shape, value) > fit(contract, best, value)
    )
      best = shape;
  }
  return { shape: best, valid: false };
}

/** Whether `value` is a valid `name`, a member of an untagged union: the guard of that member. */
export function isShape(
  contract: Contract,
  name: string,
  value: unknown,
): boolean {
  const check = own(contract.events, name);
  if (check === undefined || unreadable(value) !== null) return false;
  const errors: Finding[] = [];
  try {
    check(value, "", errors, "declared", true);
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
  return errors.length === 0;
}

/**
 * The event type of `value`, as the stream rules name it: its tag, or in an untagged contract
 * the type that accepts it (else the one it fits best); null when it has none.
 */
export function eventType(contract: Contract, value: unknown): string | null {
  if (contract.tag === null) return shapeOf(contract, value, "declared").shape;
  const tag = isObject(value) ? own(value, contract.tag) : undefined;
  return typeof tag === "string" ? tag : null;
}

function validateEvent(
  contract: Contract,
  value: unknown,
  mode: Mode,
): Finding[] {
  const errors: Finding[] = [];
  const tag = contract.tag;
  if (tag === null) {
    const { shape, valid } = shapeOf(contract, value, mode);
    if (!valid && shape !== null)
      own(contract.events, shape)?.(value, "", errors, mode, true);
  } else if (!isObject(value) || !hasOwn(value, tag)) {
    errors.push({
      path: "",
      keyword: "oneOf",
      message: `the event has no \`${tag}\` tag; expected one of ${knownTags(contract)}`,
    });
  } else {
    const tagValue = value[tag];
    if (typeof tagValue !== "string") {
      errors.push({
        path: `/${escapePointer(tag)}`,
        keyword: "oneOf",
        message:
          `\`${tag}\` must be a string naming one of ${knownTags(contract)}; found ` +
          `${found(tagValue)}`,
      });
    } else {
      const check = own(contract.events, tagValue);
      if (check !== undefined) {
        check(value, "", errors, mode, true);
      } else if (!(
        mode === "tolerant" ||
        (mode === "declared" && contract.open)
      )) {
        errors.push({
          path: `/${escapePointer(tag)}`,
          keyword: "oneOf",
          message: `unknown event type \`${tagValue}\` (known: ${knownTags(contract)})`,
        });
      }
    }
  }
  return errors.length > 1 ? errors.sort(byPath) : errors;
}

function knownTags(contract: Contract): string {
  return Object.keys(contract.events)
    .map((t) => `\`${t}\``)
    .join(", ");
}

/** The error an `assert…` function throws: every reason the payload is invalid. */
export class EventValidationError extends Error {
  /** Every error, ordered by instance path. */
  readonly errors: readonly Finding[];

  constructor(errors: readonly Finding[]) {
    super(errors.map((e) => `${e.path || "/"}: ${e.message}`).join("\n"));
    this.name = "EventValidationError";
    this.errors = errors;
  }
}
