/**
 * How the stream checker reads the values rules compare, as `eventspec validate --stream` reads
 * them: numbers by value as JSON Schema compares them (`1` is `1.0`, `true` is not `1`),
 * integers of 64 bits exactly (a `bigint`) and larger ones as floats, and one text per value
 * for keys.
 * @module
 */

const LOW = -(2n ** 63n);
const HIGH = 2n ** 64n;

/** A number as `eventspec` reads it: a `bigint` past 64 bits as a float. */
export function read(value: number | bigint): number | bigint {
  return typeof value === "bigint" && (value < LOW || value >= HIGH)
    ? Number(value)
    : value;
}

/**
 * A number's text: an integer (or an integral float) from -2^63 to 2^64 in its digits, any
 * other as `String(number)` writes it.
 */
export function numberText(value: number | bigint): string {
  const number = read(value);
  if (typeof number === "bigint") return number.toString();
  return Number.isInteger(number) && number >= -(2 ** 63) && number < 2 ** 64
    ? BigInt(number).toString()
    : String(number);
}

/** Code point order, as the command line sorts names and keys. */
export function byCodePoint(a: string, b: string): number {
  const [x, y] = [Array.from(a), Array.from(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i]?.codePointAt(0) ?? 0, y[i]?.codePointAt(0) ?? 0];
    if (p !== q) return p - q;
  }
  return x.length - y.length;
}

/**
 * The JSON text of a value in one form (members sorted, numbers by `numberText`): two values
 * are equal as JSON Schema compares them exactly when their texts are.
 */
export function jsonText(value: unknown): string {
  if (typeof value === "number" || typeof value === "bigint") {
    return numberText(value);
  }
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const fields = value as Record<string, unknown>;
    const members = Object.keys(fields)
      .sort(byCodePoint)
      .map((name) => `${JSON.stringify(name)}:${jsonText(fields[name])}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A value as a key: a string as it is, anything else as its JSON text. */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : jsonText(value);
}

const SPACE = /[ \t\n\r]*/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const LITERAL = /true|false|null/y;

/** Reads JSON text from the start, one value at a time. */
class JsonReader {
  at = 0;
  constructor(readonly text: string) {}

  /** The token `pattern` matches here, read; or an error. */
  take(pattern: RegExp): string {
    pattern.lastIndex = this.at;
    const match = pattern.exec(this.text);
    if (match === null) throw new SyntaxError(`not JSON at ${this.at}`);
    this.at = pattern.lastIndex;
    return match[0];
  }

  /** Whether the next character (after space) is `c`, read if so. */
  next(c: string): boolean {
    this.take(SPACE);
    if (this.text[this.at] !== c) return false;
    this.at += 1;
    return true;
  }

  /** Reads `c`, the next character after space; or an error. */
  expect(c: string): void {
    if (!this.next(c)) throw new SyntaxError(`no \`${c}\` at ${this.at}`);
  }

  value(): unknown {
    if (this.next("{")) {
      const fields: Record<string, unknown> = {};
      if (this.next("}")) return fields;
      do {
        this.take(SPACE);
        const name = JSON.parse(this.take(STRING)) as string;
        this.expect(":");
        const value = this.value();
        Object.defineProperty(fields, name, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } while (this.next(","));
      this.expect("}");
      return fields;
    }
    if (this.next("[")) {
      const items: unknown[] = [];
      if (this.next("]")) return items;
      do items.push(this.value());
      while (this.next(","));
      this.expect("]");
      return items;
    }
    if (this.text[this.at] === '"') return JSON.parse(this.take(STRING));
    if (/[tfn]/.test(this.text[this.at] ?? "")) {
      return JSON.parse(this.take(LITERAL));
    }
    return number(this.take(NUMBER));
  }
}

/** A JSON number as `eventspec` reads it (an integer past 2^53 as an exact `bigint`). */
function number(token: string): number | bigint {
  const value = Number(token);
  if (!Number.isFinite(value)) {
    throw new RangeError(`${token} is past the largest float`);
  }
  if (/[.eE]/.test(token) || Number.isSafeInteger(value)) return value;
  return read(BigInt(token));
}

/**
 * Parses JSON text as `eventspec` reads it: integers past 2^53 as exact `bigint`s (past 64 bits
 * as floats), numbers past the largest float refused, a member named `__proto__` kept as a
 * field. For events whose ids or counters may pass 2^53, before `push`.
 */
export function parseEvent(text: string): unknown {
  const reader = new JsonReader(text);
  const value = reader.value();
  reader.take(SPACE);
  if (reader.at !== text.length) {
    throw new SyntaxError(`not JSON at ${reader.at}`);
  }
  return value;
}

/** Whether `text` is JSON (as `eventspec` reads it). */
export function isJson(text: string): boolean {
  try {
    parseEvent(text);
  } catch {
    return false;
  }
  return true;
}

/** Whether `text` is JSON (as `eventspec` reads it) equal to `expected`. */
export function jsonEquals(text: string, expected: unknown): boolean {
  let parsed: unknown;
  try {
    parsed = parseEvent(text);
  } catch {
    return false;
  }
  return jsonText(parsed) === jsonText(expected);
}
