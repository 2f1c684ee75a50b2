// A host of a user's zod package (generated from tests/typings/user/agent.schema.json as
// `acme-events`, so published as `acme-events-zod`), compiled and run like registry.ts: the
// union and its members at the top level, and the contract's subpath.
import { AgentEvent, StepFinished, agentEvent } from "acme-events-zod";
import { AgentEvent as FromSubpath } from "acme-events-zod/agent-event";

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

const finished: StepFinished = { type: "step.finished", step: "plan", outcome: "ok" };
expect(AgentEvent.safeParse(finished).success, "a finished step parses");
expect(AgentEvent === FromSubpath && AgentEvent === agentEvent.AgentEvent, "the top level, the namespace and the subpath are one module");
expect(!AgentEvent.safeParse({ type: "step.finished", step: "plan" }).success, "a missing outcome is refused");
expect(!AgentEvent.safeParse({ type: "step.started", step: "" }).success, "an empty step is refused (minLength 1)");
// @ts-expect-error `outcome` is one of "ok" and "failed"
const wrong: StepFinished = { type: "step.finished", step: "plan", outcome: "done" };
void wrong;
console.log("ran");
