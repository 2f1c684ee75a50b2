/**
 * The stream checker every family module with stream rules uses: a host pushes the events of a
 * stream one at a time and learns, as they arrive, which rule a sequence breaks. The rules come
 * from the contract's exported rules file; the findings are worded as `eventspec validate
 * --stream` words them. Memory is bounded by the keys open at a time: a group is forgotten once
 * nothing in it is open. Keys and numbers are read as `eventspec` reads them: by value (`1` is
 * `1.0`, `true` is not `1`), a `bigint` exactly within 64 bits and as a float past them.
 * @module
 */

import {
  byCodePoint,
  isJson,
  jsonEquals,
  numberText,
  read,
  textOf,
} from "./values.js";

export { parseEvent } from "./values.js";

/** Selects events: of a type (`*` for any), and where a field holds one of some values. */
export interface Selector {
  readonly event_type: string;
  readonly when?: {
    readonly field: string;
    readonly values: readonly string[];
  };
}

/** One stream rule of a contract, as its rules file states it. */
export type Rule = { readonly id: string } & (
  | {
      readonly kind: "pairing";
      readonly open: Selector;
      readonly close: readonly Selector[];
      readonly key?: string;
      readonly within?: string;
      readonly alone?: readonly Selector[];
      readonly closed_before?: readonly Selector[];
      readonly reset_by?: readonly Selector[];
    }
  | {
      readonly kind: "bracketing";
      readonly start: Selector;
      readonly delta: Selector;
      readonly end: Selector;
      readonly key?: string;
      readonly closed_before?: readonly Selector[];
      readonly reset_by?: readonly Selector[];
    }
  | {
      readonly kind: "precedes";
      readonly first: Selector;
      readonly then: Selector;
      readonly key: string;
    }
  | {
      readonly kind: "followed-by";
      readonly event: Selector;
      readonly next: readonly Selector[];
    }
  | {
      readonly kind: "starts-with";
      readonly events: readonly Selector[];
      readonly ignoring?: readonly Selector[];
    }
  | {
      readonly kind: "numbered";
      readonly event: Selector;
      readonly field: string;
      readonly reset_by?: readonly Selector[];
    }
  | {
      readonly kind: "fits";
      readonly open: Selector;
      readonly open_kind: string;
      readonly item: Selector;
      readonly item_kind: string;
      readonly key: string;
      readonly allowed: Readonly<Record<string, readonly string[]>>;
    }
  | {
      readonly kind: "each-item-gets";
      readonly event: Selector;
      readonly items: string;
      readonly key: string;
      readonly field: string;
    }
  | {
      readonly kind: "items-numbered";
      readonly event: Selector;
      readonly items: string;
      readonly key: string;
    }
  | { readonly kind: "first"; readonly event: Selector }
  | { readonly kind: "last"; readonly event: Selector }
  | { readonly kind: "terminal"; readonly event: Selector }
  | {
      readonly kind: "monotonic";
      readonly event: Selector;
      readonly field: string;
      readonly strict: boolean;
    }
  | {
      readonly kind: "reassembly";
      readonly delta: Selector;
      readonly text: string;
      readonly complete: Selector;
      readonly value?: string;
      readonly json: boolean;
      readonly key?: string;
    }
);

/** Where an event is in the stream: its index (from 0) and its line (from 1). */
export interface At {
  readonly index: number;
  readonly line: number;
}

/** A rule the stream breaks, at an event, maybe related to an earlier (or the last) one. */
export interface StreamFinding {
  /** The rule's id. */
  readonly rule: string;
  /** The event at fault. */
  readonly at: At;
  /** The other event the message names, if any. */
  readonly related: At | null;
  /** JSON pointer of the field the rule reads there (`""` for the event itself). */
  readonly path: string;
  /** What the rule requires and what the stream did. */
  readonly message: string;
}

type Report = (
  at: At,
  related: At | null,
  path: string,
  message: string,
) => void;

/** An event as a rule sees it. */
interface Seen {
  readonly event: unknown;
  readonly type: string | null;
  readonly at: At;
  /** How many events of its group came before it. */
  readonly before: number;
}

/** One rule's state in one group of events. */
interface State {
  observe(seen: Seen, report: Report): void;
  finish(last: At | null, report: Report): void;
  /** Whether the group may be forgotten as far as this rule goes (see `settled`). */
  settled(ended: boolean): boolean;
  /** Whether the group has seen the event that ends it. */
  ends?(): boolean;
}

/** The value at a JSON pointer, or undefined. */
export function pointer(value: unknown, path: string): unknown {
  if (path === "") return value;
  let current = value;
  for (const raw of path.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(key)) return undefined;
      current = current[Number(key)];
    } else if (typeof current === "object" && current !== null) {
      if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
  }
  return current;
}

function describe(selector: Selector): string {
  let text = `\`${selector.event_type}\``;
  if (selector.when !== undefined) {
    const values = selector.when.values.map((v) => `\`${v}\``).join(" or ");
    text += ` with \`${selector.when.field.replace(/^\/+/, "")}\` ${values}`;
  }
  return text;
}

function matches(selector: Selector, seen: Seen): boolean {
  if (selector.event_type !== "*" && selector.event_type !== seen.type) {
    return false;
  }
  if (selector.when === undefined) return true;
  const value = pointer(seen.event, selector.when.field);
  return value !== undefined && selector.when.values.includes(textOf(value));
}

/** The event's key at `key` (`""` without one), or null when it has none. */
function keyOf(seen: Seen, key: string | undefined): string | null {
  if (key === undefined) return "";
  const value = pointer(seen.event, key);
  return value === undefined || value === null ? null : textOf(value);
}

/** The event's key within the scope its field `within` names, as messages show it. */
function scopedOf(
  seen: Seen,
  key: string | undefined,
  within: string | undefined,
): string | null {
  const value = keyOf(seen, key);
  if (value === null || within === undefined) return value;
  const scope = pointer(seen.event, within);
  if (scope === undefined || scope === null) return value;
  return `${value}\` within \`${within.replace(/^\/+/, "")}\` \`${textOf(scope)}`;
}

const nameOf = (key: string | undefined): string =>
  key === undefined ? "it" : `\`${key.replace(/^\/+/, "")}\``;

const labelOf = (key: string | undefined, value: string): string =>
  key === undefined ? "" : ` ${nameOf(key)} \`${value}\``;

const thisOf = (seen: Seen): string => seen.type ?? "event";

/** Keys in the order the command line reports them (by code point). */
function sortedKeys<T>(map: Map<string, T>): [string, T][] {
  return [...map.entries()].sort(([a], [b]) => byCodePoint(a, b));
}

function pairing(rule: Extract<Rule, { kind: "pairing" }>): State {
  const open = new Map<string, At>();
  const stack: At[] = [];
  const closers = rule.close.map(describe).join(" or ");
  /** Reports what is still open at `seen`, and forgets it. */
  const stillOpen = (seen: Seen, report: Report): void => {
    for (const [value, at] of sortedKeys(open)) {
      const message =
        `${nameOf(rule.key)} \`${value}\` opened at line ${at.line} is still open at ` +
        `\`${thisOf(seen)}\`, before which it must be closed by ${closers}`;
      report(seen.at, at, rule.key ?? "", message);
    }
    for (const at of stack) {
      const message =
        `${describe(rule.open)} at line ${at.line} is still open at \`${thisOf(seen)}\`, ` +
        `before which it must be closed by ${closers}`;
      report(seen.at, at, "", message);
    }
    open.clear();
    stack.length = 0;
  };
  return {
    observe(seen, report) {
      if ((rule.reset_by ?? []).some((reset) => matches(reset, seen))) {
        open.clear();
        stack.length = 0;
      }
      if ((rule.closed_before ?? []).some((before) => matches(before, seen))) {
        stillOpen(seen, report);
      }
      const value = scopedOf(seen, rule.key, rule.within);
      if (value === null) return;
      const path = rule.key ?? "";
      if (matches(rule.open, seen)) {
        if (rule.key === undefined) {
          stack.push(seen.at);
        } else {
          const first = open.get(value);
          open.set(value, seen.at);
          if (first !== undefined) {
            const message =
              `${nameOf(rule.key)} \`${value}\` opened at line ${first.line} is opened again ` +
              `before it was closed`;
            report(seen.at, first, path, message);
          }
        }
      } else if (rule.close.some((close) => matches(close, seen))) {
        let closed: At | undefined;
        if (rule.key === undefined) {
          closed = stack.pop();
        } else {
          closed = open.get(value);
          open.delete(value);
        }
        const alone = (rule.alone ?? []).some((close) => matches(close, seen));
        if (closed === undefined && !alone) {
          const what =
            rule.key === undefined
              ? ""
              : ` for ${nameOf(rule.key)} \`${value}\``;
          const message =
            `\`${thisOf(seen)}\`${what} closes nothing: ` +
            `no ${describe(rule.open)} opened it`;
          report(seen.at, null, path, message);
        }
      }
    },
    finish(last, report) {
      for (const [value, at] of sortedKeys(open)) {
        const message =
          `${nameOf(rule.key)} \`${value}\` opened at line ${at.line} was never closed by ` +
          `${closers}`;
        report(at, last, rule.key ?? "", message);
      }
      for (const at of stack) {
        const message = `${describe(rule.open)} at line ${at.line} was never closed by ${closers}`;
        report(at, last, "", message);
      }
    },
    settled: () => open.size === 0 && stack.length === 0,
  };
}

function bracketing(rule: Extract<Rule, { kind: "bracketing" }>): State {
  const open = new Map<string, At>();
  const [start, end] = [rule.start.event_type, rule.end.event_type];
  return {
    observe(seen, report) {
      if ((rule.reset_by ?? []).some((reset) => matches(reset, seen))) {
        open.clear();
      }
      if ((rule.closed_before ?? []).some((before) => matches(before, seen))) {
        for (const [value, at] of sortedKeys(open)) {
          const message =
            `\`${start}\`${labelOf(rule.key, value)} at line ${at.line} is still open at ` +
            `\`${thisOf(seen)}\`, before which it must end with \`${end}\``;
          report(seen.at, at, rule.key ?? "", message);
        }
        open.clear();
      }
      const value = keyOf(seen, rule.key);
      if (value === null) return;
      const path = rule.key ?? "";
      const label = labelOf(rule.key, value);
      if (matches(rule.start, seen)) {
        const first = open.get(value);
        open.set(value, seen.at);
        if (first !== undefined) {
          const message =
            `\`${start}\`${label} started again; it started at line ${first.line} and has not ` +
            `ended`;
          report(seen.at, first, path, message);
        }
      } else if (matches(rule.end, seen)) {
        // Before the deltas: a delta selector of every event (`*`) does not take the end.
        if (!open.delete(value)) {
          const message = `\`${thisOf(seen)}\`${label} ends what no \`${start}\` started`;
          report(seen.at, null, path, message);
        }
      } else if (matches(rule.delta, seen) && !open.has(value)) {
        const message =
          `\`${thisOf(seen)}\`${label} comes outside ` +
          `a \`${start}\` … \`${end}\` pair`;
        report(seen.at, null, path, message);
      }
    },
    finish(last, report) {
      for (const [value, at] of sortedKeys(open)) {
        const message =
          `\`${start}\`${labelOf(rule.key, value)} at line ${at.line} never ended with ` +
          `\`${end}\``;
        report(at, last, rule.key ?? "", message);
      }
    },
    settled: () => open.size === 0,
  };
}

function precedes(rule: Extract<Rule, { kind: "precedes" }>): State {
  const seenFirst = new Set<string>();
  const early = new Map<string, At>();
  return {
    observe(seen, report) {
      const value = keyOf(seen, rule.key);
      if (value === null) return;
      if (matches(rule.first, seen)) {
        const then = early.get(value);
        if (then !== undefined) {
          early.delete(value);
          const message =
            `${describe(rule.first)} for ${nameOf(rule.key)} \`${value}\` comes after the ` +
            `${describe(rule.then)} at line ${then.line}; it must come before`;
          report(seen.at, then, rule.key, message);
        }
        seenFirst.add(value);
      } else if (matches(rule.then, seen)) {
        if (!seenFirst.delete(value) && !early.has(value)) {
          early.set(value, seen.at);
        }
      }
    },
    finish() {},
    settled: () => seenFirst.size === 0 && early.size === 0,
  };
}

function followedBy(rule: Extract<Rule, { kind: "followed-by" }>): State {
  let awaiting: At | null = null;
  const allowed = rule.next.map(describe).join(" or ");
  return {
    observe(seen, report) {
      const before = awaiting;
      awaiting = null;
      if (before !== null && !rule.next.some((next) => matches(next, seen))) {
        const message =
          `\`${thisOf(seen)}\` comes right after the ${describe(rule.event)} at line ` +
          `${before.line}, which only ${allowed} may follow`;
        report(seen.at, before, "", message);
      }
      if (matches(rule.event, seen)) awaiting = seen.at;
    },
    finish() {},
    settled: () => awaiting === null,
  };
}

function startsWith(rule: Extract<Rule, { kind: "starts-with" }>): State {
  const ignoring = rule.ignoring ?? [];
  const aside =
    ignoring.length > 0 ? ` (${ignoring.map(describe).join(", ")} aside)` : "";
  const allowed = rule.events.map(describe).join(" or ") + aside;
  let started = false;
  return {
    observe(seen, report) {
      if (started || ignoring.some((event) => matches(event, seen))) return;
      started = true;
      if (!rule.events.some((event) => matches(event, seen))) {
        const message =
          `the stream starts with \`${thisOf(seen)}\`, ` +
          `where it must start with ${allowed}`;
        report(seen.at, null, "", message);
      }
    },
    finish() {},
    settled: (ended) => ended,
  };
}

function numbered(rule: Extract<Rule, { kind: "numbered" }>): State {
  let count = 0;
  return {
    observe(seen, report) {
      if ((rule.reset_by ?? []).some((reset) => matches(reset, seen)))
        count = 0;
      if (!matches(rule.event, seen)) return;
      const expected = count;
      count += 1;
      const value = pointer(seen.event, rule.field);
      if (value === undefined) return;
      const number = textOf(value);
      if (number !== String(expected)) {
        const message =
          `\`${rule.field.replace(/^\/+/, "")}\` is ${number} where ${expected} was expected: ` +
          `each ${describe(rule.event)} is numbered 0, 1, 2, ... in the order they come`;
        report(seen.at, null, rule.field, message);
      }
    },
    finish() {},
    settled: (ended) => ended || count === 0,
  };
}

function fits(rule: Extract<Rule, { kind: "fits" }>): State {
  const opened = new Map<string, { readonly kind: string; readonly at: At }>();
  return {
    observe(seen, report) {
      const key = keyOf(seen, rule.key);
      if (key === null) return;
      if (matches(rule.open, seen)) {
        const kind = pointer(seen.event, rule.open_kind);
        if (kind !== undefined)
          opened.set(key, { kind: textOf(kind), at: seen.at });
        return;
      }
      if (!matches(rule.item, seen)) return;
      const open = opened.get(key);
      const item = pointer(seen.event, rule.item_kind);
      if (open === undefined || item === undefined) return;
      const allowed = Object.prototype.hasOwnProperty.call(
        rule.allowed,
        open.kind,
      )
        ? (rule.allowed[open.kind] ?? [])
        : [];
      if (!allowed.includes(textOf(item))) {
        const takes =
          allowed.length === 0 ? "none" : `\`${allowed.join("` or `")}\``;
        const message =
          `\`${textOf(item)}\` does not fit the \`${open.kind}\` opened at line ` +
          `${open.at.line} with \`${rule.key.replace(/^\/+/, "")}\` \`${key}\`, which takes ` +
          `${takes}`;
        report(seen.at, open.at, rule.item_kind, message);
      }
    },
    finish() {},
    settled: () => opened.size === 0,
  };
}

function first(rule: Extract<Rule, { kind: "first" }>): State {
  return {
    observe(seen, report) {
      if (matches(rule.event, seen) && seen.before > 0) {
        const message =
          `\`${thisOf(seen)}\` must be the first event; ` +
          `${seen.before} event(s) came before it`;
        report(seen.at, null, "", message);
      }
    },
    finish() {},
    settled: (ended) => ended,
  };
}

/** `last` and `terminal`: an event after the one that ends the stream breaks the rule. */
function ending(rule: Extract<Rule, { kind: "last" | "terminal" }>): State {
  let end: At | null = null;
  const must = rule.kind === "last" ? "be the last event" : "end the stream";
  return {
    observe(seen, report) {
      if (end !== null) {
        const message =
          `\`${thisOf(seen)}\` comes after the \`${rule.event.event_type}\` at line ` +
          `${end.line}, which must ${must}`;
        report(seen.at, end, "", message);
      } else if (matches(rule.event, seen)) {
        end = seen.at;
      }
    },
    finish(last, report) {
      if (rule.kind === "terminal" && end === null && last !== null) {
        const message = `the stream ends without a \`${rule.event.event_type}\` event`;
        report(last, null, "", message);
      }
    },
    settled: () => end !== null || rule.kind === "last",
    ends: () => end !== null,
  };
}

function monotonic(rule: Extract<Rule, { kind: "monotonic" }>): State {
  let previous: { readonly number: number | bigint; readonly at: At } | null =
    null;
  return {
    observe(seen, report) {
      if (!matches(rule.event, seen)) return;
      const found = pointer(seen.event, rule.field);
      if (typeof found !== "number" && typeof found !== "bigint") return;
      const number = read(found);
      if (
        previous !== null &&
        (number < previous.number ||
          (rule.strict && !(number > previous.number)))
      ) {
        const order = rule.strict ? "increase" : "never decrease";
        const field = rule.field.replace(/^\/+/, "");
        const message =
          `\`${field}\` must ${order}: ${numberText(number)} follows ` +
          `${numberText(previous.number)} at line ${previous.at.line}`;
        report(seen.at, previous.at, rule.field, message);
      }
      previous = { number, at: seen.at };
    },
    finish() {},
    settled: (ended) => previous === null || ended,
  };
}

function reassembly(rule: Extract<Rule, { kind: "reassembly" }>): State {
  const collected = new Map<string, string[]>();
  return {
    observe(seen, report) {
      const group = keyOf(seen, rule.key);
      if (group === null) return;
      if (matches(rule.delta, seen)) {
        const piece = pointer(seen.event, rule.text);
        if (typeof piece === "string") {
          const parts = collected.get(group);
          if (parts === undefined) collected.set(group, [piece]);
          else parts.push(piece);
        }
      } else if (matches(rule.complete, seen)) {
        const parts = collected.get(group);
        collected.delete(group);
        if (parts === undefined) return;
        const joined = parts.join("");
        if (rule.value === undefined) {
          if (joined !== "" && !isJson(joined)) {
            const message =
              `the \`${rule.delta.event_type}\` texts joined up to this \`${thisOf(seen)}\` ` +
              `are not JSON`;
            report(seen.at, null, "", message);
          }
          return;
        }
        const expected = pointer(seen.event, rule.value);
        if (expected === undefined) return;
        const equal = rule.json
          ? jsonEquals(joined, expected)
          : expected === joined;
        if (!equal) {
          const message =
            `the \`${rule.delta.event_type}\` texts joined do not equal ` +
            `\`${rule.value.replace(/^\/+/, "")}\` of this \`${thisOf(seen)}\``;
          report(seen.at, null, rule.value, message);
        }
      }
    },
    finish() {},
    settled: () => collected.size === 0,
  };
}

function eachItemGets(rule: Extract<Rule, { kind: "each-item-gets" }>): State {
  const waiting = new Map<
    string,
    { readonly at: At; readonly position: number }
  >();
  const got = new Set<string>();
  return {
    observe(seen) {
      if (!matches(rule.event, seen)) return;
      const items = pointer(seen.event, rule.items);
      if (!Array.isArray(items)) return;
      items.forEach((item: unknown, position) => {
        const key = pointer(item, rule.key);
        if (key === undefined || key === null) return;
        const value = textOf(key);
        if (got.has(value)) return;
        const field = pointer(item, rule.field);
        if (field !== undefined && field !== null) {
          waiting.delete(value);
          got.add(value);
        } else {
          waiting.set(value, { at: seen.at, position });
        }
      });
    },
    finish(last, report) {
      for (const [value, { at, position }] of sortedKeys(waiting)) {
        const message =
          `the item of ${nameOf(rule.items)} with ${nameOf(rule.key)} \`${value}\` never got ` +
          `a ${nameOf(rule.field)}: each item needs one by the end of the stream (this is the ` +
          `last event that carried it)`;
        report(at, last, `${rule.items}/${position}${rule.field}`, message);
      }
    },
    settled: (ended) => waiting.size === 0 && (ended || got.size === 0),
  };
}

function itemsNumbered(rule: Extract<Rule, { kind: "items-numbered" }>): State {
  const known = new Set<string>();
  let next = 0;
  return {
    observe(seen, report) {
      if (!matches(rule.event, seen)) return;
      const items = pointer(seen.event, rule.items);
      if (!Array.isArray(items)) return;
      items.forEach((item: unknown, position) => {
        const key = pointer(item, rule.key);
        if (key === undefined || key === null) return;
        const value = textOf(key);
        if (known.has(value)) return;
        known.add(value);
        if (value !== String(next)) {
          const message =
            `an item of ${nameOf(rule.items)} first comes with ${nameOf(rule.key)} ` +
            `\`${value}\` where ${next} was expected: the items first come numbered 0, 1, 2, ` +
            `... (a new one has the number of the items before it)`;
          const path = `${rule.items}/${position}${rule.key}`;
          report(seen.at, null, path, message);
        }
        while (known.has(String(next))) next += 1;
      });
    },
    finish() {},
    settled: (ended) => ended || known.size === 0,
  };
}

function state(rule: Rule): State {
  switch (rule.kind) {
    case "pairing":
      return pairing(rule);
    case "bracketing":
      return bracketing(rule);
    case "precedes":
      return precedes(rule);
    case "first":
      return first(rule);
    case "last":
    case "terminal":
      return ending(rule);
    case "monotonic":
      return monotonic(rule);
    case "reassembly":
      return reassembly(rule);
    case "followed-by":
      return followedBy(rule);
    case "starts-with":
      return startsWith(rule);
    case "numbered":
      return numbered(rule);
    case "fits":
      return fits(rule);
    case "each-item-gets":
      return eachItemGets(rule);
    case "items-numbered":
      return itemsNumbered(rule);
  }
}

interface Group {
  readonly states: State[];
  events: number;
  last: At | null;
}

/**
 * Whether nothing of the group is left to check: every rule is settled, rules that count or
 * remember earlier events only once the group has ended (its `terminal` or `last` event
 * came). Forgetting a group with nothing ended changes no finding; after its end, a later
 * event with its key is a new group's first.
 */
function settled(group: Group): boolean {
  const ended = group.states.some((s) => s.ends?.() ?? false);
  return group.states.every((s) => s.settled(ended));
}

/**
 * Checks a stream against a contract's rules, one event at a time: `push` each event as it
 * arrives (it returns what that event reveals), then `finish` at the end of the stream (what
 * only the end reveals: pairs never closed, a missing terminal event).
 */
export class StreamChecker {
  readonly #rules: readonly Rule[];
  readonly #typeOf: (event: unknown) => string | null;
  readonly #groupBy: string | null;
  readonly #groups = new Map<string, Group>();
  #index = 0;

  /**
   * A checker of `rules`; `typeOf` names an event's type (its tag); with `groupBy` (a field
   * name or JSON pointer, e.g. `session_id`), the rules hold per value of that field.
   */
  constructor(
    rules: readonly Rule[],
    typeOf: (event: unknown) => string | null,
    groupBy?: string,
  ) {
    this.#rules = rules;
    this.#typeOf = typeOf;
    this.#groupBy =
      groupBy === undefined
        ? null
        : groupBy.startsWith("/")
          ? groupBy
          : `/${groupBy}`;
  }

  /** Observes the next event (at `line`, by default its position from 1). */
  push(event: unknown, line: number = this.#index + 1): StreamFinding[] {
    const key =
      this.#groupBy === null ? undefined : pointer(event, this.#groupBy);
    const name = key === undefined ? "" : textOf(key);
    let group = this.#groups.get(name);
    if (group === undefined) {
      group = { states: this.#rules.map(state), events: 0, last: null };
      this.#groups.set(name, group);
    }
    const at = { index: this.#index, line };
    const seen = { event, type: this.#typeOf(event), at, before: group.events };
    const found: StreamFinding[] = [];
    group.states.forEach((ruleState, i) => {
      const rule = this.#rules[i]?.id ?? "";
      ruleState.observe(seen, (at, related, path, message) =>
        found.push({ rule, at, related, path, message }),
      );
    });
    group.events += 1;
    group.last = at;
    this.#index += 1;
    if (this.#groupBy !== null && settled(group)) this.#groups.delete(name);
    return found;
  }

  /** How many groups the checker holds: those with something open. */
  get groupsHeld(): number {
    return this.#groups.size;
  }

  /** What only the end of the stream reveals; the checker is spent afterwards. */
  finish(): StreamFinding[] {
    const found: StreamFinding[] = [];
    const groups = [...this.#groups.values()].sort(
      (a, b) => (a.last?.index ?? -1) - (b.last?.index ?? -1),
    );
    for (const group of groups) {
      group.states.forEach((ruleState, i) => {
        const rule = this.#rules[i]?.id ?? "";
        ruleState.finish(group.last, (at, related, path, message) =>
          found.push({ rule, at, related, path, message }),
        );
      });
    }
    this.#groups.clear();
    return found.sort((a, b) => a.at.index - b.at.index);
  }
}
