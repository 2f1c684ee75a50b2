// A consumer of the generated TypeScript package: compiles under `tsc --strict`, and every
// `@ts-expect-error` line must be an error, or the compilation fails.

import { agentabi, agentaoHost, agentaoHostV1, type Finding, niceeval, type StreamFinding, we0 } from "../../../generated/typescript/src/index.js";

/** A switch on the tag narrows each branch to its interface, and is exhaustive. */
export function describeHostEvent(event: agentaoHost.HostEvent): string {
  switch (event.event_type) {
    case "tool_lifecycle":
      // @ts-expect-error a tool lifecycle event has no `decision_id`
      void event.decision_id;
      return `${event.tool_name} ${event.phase}`;
    case "subagent_lifecycle":
      return `${event.child_task_id} ${event.usage?.reasoning_tokens ?? 0}`;
    case "permission_decision":
      // @ts-expect-error a permission decision has no `phase`
      void event.phase;
      return `${event.decision_id} ${event.outcome}`;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The type guards narrow too, and the tag-to-type map resolves each tag. */
export function guards(event: agentaoHost.HostEvent): string | null {
  if (agentaoHost.isPermissionDecisionEvent(event)) {
    const mode: agentaoHost.PermissionMode = event.mode;
    return mode;
  }
  const started: agentaoHost.HostEventMap["tool_lifecycle"]["phase"] = "started";
  // @ts-expect-error `done` is not a phase
  const done: agentaoHost.ToolLifecyclePhase = "done";
  void done;
  const types: readonly agentaoHost.HostEventType[] = agentaoHost.HOST_EVENT_TYPES;
  return types.includes(started as never) ? started : null;
}

/** Absent (`?:`) and nullable (`| null`) are distinct: `null` is allowed, `undefined` is not. */
export const absentOrNull: agentaoHost.ToolLifecycleEvent[] = [
  {
    event_type: "tool_lifecycle",
    session_id: "s",
    tool_call_id: "c",
    tool_name: "read_file",
    phase: "started",
    started_at: "2026-01-01T00:00:00Z",
  },
  {
    event_type: "tool_lifecycle",
    session_id: "s",
    tool_call_id: "c",
    tool_name: "read_file",
    phase: "completed",
    started_at: "2026-01-01T00:00:00Z",
    completed_at: null,
  },
];

// @ts-expect-error an absent field is left out, never `undefined`
export const notUndefined: agentaoHost.ToolLifecycleEvent = {
  event_type: "tool_lifecycle",
  session_id: "s",
  tool_call_id: "c",
  tool_name: "read_file",
  phase: "completed",
  started_at: "2026-01-01T00:00:00Z",
  outcome: undefined,
};

/** Version 1 did not have `parent_tool_call_id`. */
export function v1Lineage(event: agentaoHostV1.SubagentLifecycleEvent): string {
  // @ts-expect-error added in v3
  void event.parent_tool_call_id;
  return event.child_task_id;
}

/** agentabi's union is open: an unknown event is handled without a cast. */
export function onIrEvent(event: agentabi.IREvent | agentabi.UnknownIREvent): string {
  if (!agentabi.isKnownIREvent(event)) {
    return `skipped ${event.type}`;
  }
  switch (event.type) {
    case "tool_use":
      return event.tool_name;
    case "message_delta":
      return event.text;
    case "reasoning_delta":
      // @ts-expect-error a reasoning delta has no `text`
      return event.text;
    default:
      return event.type;
  }
}

/** we0's tags hold dashes and dots; its status is a union of its own. */
export function onWe0Event(event: we0.We0Event): string {
  if (event.type === "tool-call") {
    return event.name;
  }
  if (event.type === "session.status") {
    return event.status.type === "retry" ? `retry ${event.status.attempt}` : event.status.type;
  }
  if (we0.isStepFinishEvent(event)) {
    const reason: we0.NormalizedFinishReason = event.reason;
    return reason;
  }
  // @ts-expect-error `step-start` has `index`, not `id`
  return event.type === "step-start" ? event.id : event.type;
}

/** niceeval's message has two forms told apart by `role`. */
export function onMessage(event: niceeval.StreamEvent): string {
  if (event.type !== "message") {
    return event.type;
  }
  if (event.role === "user") {
    return `${event.text} ${event.sourceOrder ?? 0}`;
  }
  // @ts-expect-error an assistant message has no `sourceOrder`
  return `${event.text} ${event.sourceOrder}`;
}

/** The validator narrows on `ok`; its errors are typed. */
export function receive(line: string): string {
  const result = agentaoHost.validateHostEvent(JSON.parse(line) as unknown);
  if (!result.ok) {
    // @ts-expect-error an invalid result has no `event`
    void result.event;
    return result.errors.map((error) => `${error.path}: ${error.message}`).join("\n");
  }
  const event: agentaoHost.HostEvent = result.event;
  return agentaoHost.assertHostEvent(event, "strict").event_type;
}

/** A mode is one of three names; a misspelt one does not compile. */
export function misspeltMode(value: unknown): boolean {
  // @ts-expect-error `strcit` is not a mode
  return agentaoHost.validateHostEvent(value, "strcit").ok;
}

/** A finding is the record of one reason an event is invalid. */
export function firstFinding(value: unknown): Finding | undefined {
  const result = agentaoHost.validateHostEvent(value);
  return result.ok ? undefined : result.errors[0];
}

/** README "Stream checkers": a host checks a live stream as its events arrive. */
export function checkStream(events: Iterable<unknown>): string[] {
  const checker = agentaoHost.checkHostEventStream();
  const lines: string[] = [];
  const report = (found: StreamFinding[]) => {
    for (const f of found) lines.push(`${f.rule} at event ${f.at.index}: ${f.message}`);
  };
  for (const event of events) report(checker.push(event));
  report(checker.finish());
  return lines;
}
