// Verdicts of the JavaScript validators on a JSONL corpus, one JSON line per payload:
// `[valid, firstErrorPath]` for eventspec's generated validator, `[valid]` for ajv.
//
//     node node_verdicts.mjs generated INDEX_JS NAMESPACE CORPUS
//     node node_verdicts.mjs ajv SNAPSHOT CORPUS
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const [which, ...args] = process.argv.slice(2);
const lines = (path) => readFileSync(path, "utf8").split("\n").filter((line) => line.trim() !== "");
const out = [];
if (which === "generated") {
  const [index, namespace, corpus] = args;
  const module = (await import(pathToFileURL(index).href))[namespace];
  const name = Object.keys(module).find((key) => key.startsWith("validate"));
  for (const line of lines(corpus)) {
    const result = module[name](JSON.parse(line));
    out.push(JSON.stringify(result.ok ? [true, null] : [false, result.errors[0].path]));
  }
} else {
  const [snapshot, corpus] = args;
  const require = createRequire(import.meta.url);
  const Ajv2020 = require("ajv/dist/2020").default;
  const schema = JSON.parse(readFileSync(snapshot, "utf8"));
  delete schema.discriminator;
  const validate = new Ajv2020({ strict: false, allErrors: false }).compile(schema);
  for (const line of lines(corpus)) out.push(JSON.stringify([validate(JSON.parse(line))]));
}
process.stdout.write(out.join("\n") + "\n");
