// Verdicts of the JavaScript validators on a JSONL corpus, one JSON line per payload:
// `[valid, firstErrorPath]` for eventspec's generated validator, `[valid]` for ajv and for the
// zod flavour (the schema NAME of the namespace, `safeParse` of each line as `JSON.parse` reads it).
//
//     node node_verdicts.mjs generated INDEX_JS NAMESPACE CORPUS
//     node node_verdicts.mjs zod INDEX_JS NAMESPACE NAME CORPUS
//     node node_verdicts.mjs ajv SNAPSHOT CORPUS
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const [which, ...args] = process.argv.slice(2);
const lines = (path) => readFileSync(path, "utf8").split("\n").filter((line) => line.trim() !== "");
// A line with the bare tokens NaN, Infinity or -Infinity (as Python's json writes them) is not
// JSON; it is read with them as the JavaScript numbers, which a caller could build in code.
const NON_FINITE = "\u0000non-finite";
// Integers beyond 2^53 are read as bigint from their digits, as the generated validators'
// documentation says to (JSON.parse would round them), so they are compared exactly.
const BIG = "\u0000bigint";
const parseExact = (line) => {
  const marked = line.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) =>
    token.startsWith('"') || /[.eE]/.test(token) || Number.isSafeInteger(Number(token)) ? token : JSON.stringify({ [BIG]: token }),
  );
  if (marked === line) return JSON.parse(line);
  return JSON.parse(marked, (_key, value) =>
    value !== null && typeof value === "object" && Object.keys(value).length === 1 && Object.hasOwn(value, BIG)
      ? BigInt(value[BIG])
      : value,
  );
};
// Numbers as `JSON.parse` reads them (zod schemas take numbers, not bigints); the bare tokens NaN,
// Infinity and -Infinity as above.
const parseNumbers = (line) => parse(line, JSON.parse);
const parse = (line, exact = parseExact) => {
  try {
    return exact(line);
  } catch {
    const marked = line.replace(/"(?:[^"\\]|\\.)*"|-?Infinity|NaN/g, (token) =>
      token.startsWith('"') ? token : JSON.stringify({ [NON_FINITE]: token }),
    );
    return JSON.parse(marked, (_key, value) =>
      value !== null && typeof value === "object" && Object.keys(value).length === 1 && Object.hasOwn(value, NON_FINITE)
        ? Number(value[NON_FINITE])
        : value,
    );
  }
};
const out = [];
if (which === "generated") {
  const [index, namespace, corpus] = args;
  const module = (await import(pathToFileURL(index).href))[namespace];
  const name = Object.keys(module).find((key) => key.startsWith("validate"));
  for (const line of lines(corpus)) {
    const result = module[name](parse(line));
    out.push(JSON.stringify(result.ok ? [true, null] : [false, result.errors[0].path]));
  }
} else if (which === "zod") {
  const [index, namespace, name, corpus] = args;
  const schema = (await import(pathToFileURL(index).href))[namespace][name];
  for (const line of lines(corpus)) out.push(JSON.stringify([schema.safeParse(parseNumbers(line)).success]));
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
