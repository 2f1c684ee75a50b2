// A host of the registry's zod package, compiled and run like registry.ts: the root's
// namespaces and a family's subpath are one module, schemas parse what the contract accepts and
// refuse what it refuses, and the inferred types type what they parse.
import { agentaoHost, agentaoHostV1 } from "@eventspec/events-zod";
import { HOST_EVENT_TYPES, HostEvent, type ToolLifecycleEvent } from "@eventspec/events-zod/agentao-host";
import { HostEvent as HostEventV1 } from "@eventspec/events-zod/agentao-host/v1";

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

const tool: ToolLifecycleEvent = {
  event_type: "tool_lifecycle",
  session_id: "s1",
  tool_call_id: "c1",
  tool_name: "shell",
  phase: "started",
  started_at: "2026-11-30T00:00:00Z",
};
const parsed = HostEvent.safeParse(tool);
expect(parsed.success, "a tool lifecycle event parses");
if (parsed.success && parsed.data.event_type === "tool_lifecycle") {
  const name: string = parsed.data.tool_name;
  expect(name === "shell", "the inferred type narrows on the tag");
}
expect(HostEvent === agentaoHost.HostEvent, "the subpath and the root's namespace are one module");
expect(HostEventV1 === agentaoHostV1.HostEvent, "a version's subpath is its namespace");
expect(HOST_EVENT_TYPES.length === 3, "HOST_EVENT_TYPES");
expect(!HostEvent.safeParse({ ...tool, extra: 1 }).success, "closed content refuses an unknown field");
expect(!HostEvent.safeParse({ ...tool, turn_id: 1 }).success, "a wrong type is refused");
// @ts-expect-error `phase` is one of "started", "completed" and "failed"
const wrong: ToolLifecycleEvent = { ...tool, phase: "paused" };
void wrong;
console.log("ran");
