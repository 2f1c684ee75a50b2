// ajv, the JavaScript validator of the benchmark: validates every event of a JSONL file and
// prints `<valid> <invalid> <events>`.
//
//     node ajv_peer.mjs SCHEMA FILE [--discriminator]
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import { printVerdicts } from "./jsonl_verdicts.mjs";

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
printVerdicts(path, (event) => validate(event));
