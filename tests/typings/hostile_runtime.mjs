// Imports the typings generated from hostile-code.schema.json (compiled to JavaScript) and checks
// their validator against payloads named like members of every JavaScript object: tags and
// fields such as `constructor`, `toString`, `__proto__` and `valueOf` are own properties or
// nothing. Run from a scratch folder: importing must not create a MARKER file there.
//
//     node hostile_runtime.mjs DIST_INDEX_JS
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

const { hostileCode } = await import(pathToFileURL(process.argv[2]).href);
const validate = (text, mode = "strict") => hostileCode.validateHostileCode(JSON.parse(text), mode);
const failures = [];
const expect = (text, ok, mode = "strict") => {
  const result = validate(text, mode);
  if (result.ok !== ok) failures.push(`${mode} ${text}: ${JSON.stringify(result)}`);
};
for (const tag of ["constructor", "toString", "__proto__x", "valueOf", "hasOwnProperty", "__defineGetter__"]) {
  for (const mode of ["strict", "declared"]) expect(`{"kind": "${tag}"}`, false, mode);
}
// A declared tag an object literal would not keep: `__proto__` is an event type here.
expect(`{"kind": "__proto__"}`, true);
expect(`{"kind": "__proto__", "extra": 1}`, false);
// Fields named like prototype members are read as own properties only.
expect(`{"kind": "fields", "toString": "x"}`, true);
expect(`{"kind": "fields"}`, false);
expect(`{"kind": "fields", "toString": "x", "constructor": 5}`, false);
expect(`{"kind": "fields", "toString": "x", "valueOf": "no"}`, false);
expect(`{"kind": "fields", "toString": "x", "__proto__": {}}`, false);
expect(`{"__proto__": {"kind": "fields"}, "toString": "x"}`, false);
if (validate(`{"kind": "fields"}`).errors?.[0]?.message !== "missing required field `toString`") {
  failures.push(`the missing \`toString\` is not named: ${JSON.stringify(validate(`{"kind": "fields"}`))}`);
}
if (existsSync("MARKER")) failures.push("importing the generated module created MARKER");
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}
console.log("check passed: the generated TypeScript validator reads own properties only, and importing it runs nothing");
