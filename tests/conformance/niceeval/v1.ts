// NiceEval's `StreamEvent` of the seed-page era (NiceEval commit 1df95440, 2026-07-12), the
// nine event types of `src/o11y/types.ts` with the supporting types of `src/shared/types.ts`,
// transcribed field for field from the project's record of NiceEval's source
// (`../shared/reference/upstream-families.md`, sections 3.3 and 3.5). NiceEval is not on a
// registry this project can reach, so its published types stand in for its package here: the
// conformance run (`../run.py`) judges events with `tsc --strict` against these declarations.
// Written from the record of NiceEval's source, never from eventspec's snapshots.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

// Seed era: no `callers` yet.
export interface SourceLoc {
  file: string;
  line: number;
  column?: number;
}

export type ToolName =
  | "file_read"
  | "file_write"
  | "file_edit"
  | "shell"
  | "web_fetch"
  | "web_search"
  | "glob"
  | "grep"
  | "list_dir"
  | "agent_task"
  | "unknown";

export interface InputRequest {
  readonly id?: string;
  readonly prompt?: string;
  readonly display?: string;
  readonly action?: string;
  readonly input?: JsonValue;
  readonly options?: readonly { id: string; label?: string }[];
}

export type StreamEvent =
  | { type: "message"; role: "assistant" | "user"; text: string; loc?: SourceLoc }
  | { type: "action.called"; callId: string; name: string; input: JsonValue; tool?: ToolName }
  | { type: "action.result"; callId: string; output?: JsonValue; status: "completed" | "failed" | "rejected" }
  | { type: "subagent.called"; callId: string; name: string; remoteUrl?: string }
  | { type: "subagent.completed"; callId: string; output?: JsonValue; status: "completed" | "failed" }
  | { type: "input.requested"; request: InputRequest }
  | { type: "thinking"; text: string }
  | { type: "compaction"; reason?: string }
  | { type: "error"; message: string };

// The check the run writes one call of per event: generic, so the argument's own type (extra
// properties included, as TypeScript's structural typing admits them) must be a `StreamEvent`.
export function event<T extends StreamEvent>(value: T): T {
  return value;
}
