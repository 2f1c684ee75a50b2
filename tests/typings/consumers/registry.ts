// A host of the registry's npm package, compiled by tsc --strict as an ES module and as
// CommonJS (module node16) and under moduleResolution bundler, then run: the root and a
// family's subpath, which must be one module.
import { EventValidationError, agentaoHost, agentaoHostV1 } from "@eventspec/events";
import { HOST_EVENT_TYPES, type HostEvent, assertHostEvent, validateHostEvent } from "@eventspec/events/agentao-host";
import { validateHostEvent as validateV1 } from "@eventspec/events/agentao-host/v1";

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

const event: HostEvent = {
  event_type: "permission_decision",
  session_id: "s1",
  tool_name: "shell",
  decision_id: "d1",
  outcome: "allow",
  mode: "workspace-write",
  loaded_sources: [],
  decided_at: "2026-11-30T00:00:00Z",
};
expect(validateHostEvent(event).ok, "a permission decision is valid");
expect(HOST_EVENT_TYPES === agentaoHost.HOST_EVENT_TYPES, "the subpath and the root's namespace are one module");
expect(HOST_EVENT_TYPES.length === 3, "HOST_EVENT_TYPES");
expect(agentaoHostV1.validateHostEvent === validateV1, "a version's subpath is its namespace");
const result = validateHostEvent({ event_type: "tool_lifecycle" });
expect(!result.ok, "an incomplete event is invalid");
let thrown = false;
try {
  assertHostEvent({ event_type: "nope" });
} catch (error) {
  thrown = error instanceof EventValidationError;
}
expect(thrown, "assert throws the root's EventValidationError");
console.log("ran");
