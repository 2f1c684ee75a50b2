// ajv, the JavaScript validator of the benchmark: validates every event of a JSONL file and
// prints `<valid> <invalid> <events>`.
//
//     node ajv_peer.mjs SCHEMA FILE [--discriminator]
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";

const [schemaPath, path, flag] = process.argv.slice(2);
const discriminator = flag === "--discriminator";
const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
if (discriminator) {
  // ajv's `discriminator` takes the property name only; it finds each branch's tag itself.
  schema.discriminator = { propertyName: schema.discriminator.propertyName };
} else {
  delete schema.discriminator;
}
const ajv = new Ajv2020({ strict: false, discriminator, allErrors: false });
const validate = ajv.compile(schema);
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
    ok = validate(JSON.parse(line));
  } catch {
    ok = false;
  }
  if (ok) valid += 1;
  else invalid += 1;
}
console.log(valid, invalid, valid + invalid);
