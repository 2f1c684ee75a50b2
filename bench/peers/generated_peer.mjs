// eventspec's generated TypeScript validator (compiled to JavaScript): validates every event of
// a JSONL file and prints `<valid> <invalid> <events>`.
//
//     node generated_peer.mjs COMPILED_INDEX_JS FILE
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [index, path] = process.argv.slice(2);
const { agentaoHost } = await import(pathToFileURL(index).href);
let valid = 0;
let invalid = 0;
const text = readFileSync(path, "utf8");
let start = 0;
while (start < text.length) {
  let end = text.indexOf("\n", start);
  if (end === -1) end = text.length;
  const line = text.slice(start, end);
  start = end + 1;
  if (line.trim() === "") continue;
  let ok = false;
  try {
    ok = agentaoHost.validateHostEvent(JSON.parse(line)).ok;
  } catch {
    ok = false;
  }
  if (ok) valid += 1;
  else invalid += 1;
}
console.log(valid, invalid, valid + invalid);
