// AG-UI's own TypeScript SDK as the oracle (`@ag-ui/core` and `@ag-ui/client` 1.0.0, pinned in
// tests/conformance/npm/), run by tests/conformance/protocols.py with AGUI_MODULES naming the
// folder that holds their node_modules:
//
//   node ag_ui_oracle.mjs events FILE.jsonl   one line per event: 1 when core's zod `EventSchema`
//                                             accepts it (`safeParse`), else 0
//   node ag_ui_oracle.mjs streams FILE.json   FILE holds {name: [events]}; one line per stream:
//                                             `name<TAB>ok`, or `name<TAB>error<TAB>message` when
//                                             the client's pipeline (enforceEvents, then
//                                             transformChunks, then verifyEvents, as
//                                             `AbstractAgent` runs them) fails the stream
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(join(process.env.AGUI_MODULES, "package.json"));
const { EventSchema } = require("@ag-ui/core/schemas");
const { enforceEvents, transformChunks, verifyEvents } = require("@ag-ui/client");
const { from, lastValueFrom, toArray } = require("rxjs");

const [what, file] = process.argv.slice(2);
const text = readFileSync(file, "utf8");
if (what === "events") {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  process.stdout.write(
    lines.map((line) => (EventSchema.safeParse(JSON.parse(line)).success ? "1" : "0")).join("\n") + "\n",
  );
} else if (what === "streams") {
  const out = [];
  for (const [name, events] of Object.entries(JSON.parse(text))) {
    try {
      await lastValueFrom(
        from(events).pipe(enforceEvents(undefined), transformChunks(undefined), verifyEvents(undefined), toArray()),
      );
      out.push(`${name}\tok`);
    } catch (error) {
      out.push(`${name}\terror\t${String(error.message).replace(/\s+/g, " ")}`);
    }
  }
  process.stdout.write(out.join("\n") + "\n");
} else {
  throw new Error(`unknown mode ${what}`);
}
