// A host of a user's npm package (generated from tests/typings/user/agent.schema.json as
// `acme-events`), compiled and run like registry.ts: the union, its types, guards and validators
// at the top level, and the contract's subpath.
import { AGENT_EVENT_TYPES, type AgentEvent, type StepStarted, agentEvent, isStepStarted, validateAgentEvent } from "acme-events";
import { assertAgentEvent } from "acme-events/agent-event";

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

const started: StepStarted = { type: "step.started", step: "plan" };
const event: AgentEvent = assertAgentEvent(started);
expect(isStepStarted(event), "the guard narrows");
expect(AGENT_EVENT_TYPES === agentEvent.AGENT_EVENT_TYPES, "the top level and the namespace are one module");
expect(!validateAgentEvent({ type: "step.finished", step: "plan" }).ok, "a missing outcome is invalid");
// @ts-expect-error `outcome` is one of "ok" and "failed"
const wrong: AgentEvent = { type: "step.finished", step: "plan", outcome: "done" };
void wrong;
console.log("ran");
