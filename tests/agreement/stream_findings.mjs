// The findings of a generated TypeScript stream checker on JSONL streams, one JSON line per
// stream: `{"file": ..., "findings": [[rule, index, line, related line or null, path, message]]}`.
//
//     node stream_findings.mjs INDEX_JS NAMESPACE GROUP_BY STREAM...
//
// GROUP_BY is the field the checker groups events by, or `-` for none. Events are read with the
// package's `parseEvent`, which keeps integers past 2^53 exact (as `bigint`), as eventspec does.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [index, namespace, groupBy, ...files] = process.argv.slice(2);
const root = await import(pathToFileURL(index).href);
const module = root[namespace];
const { parseEvent } = root;
const name = Object.keys(module).find((key) => /^check.*Stream$/.test(key));
if (name === undefined) throw new Error(`${namespace} has no stream checker`);
for (const file of files) {
  const checker = groupBy === "-" ? module[name]() : module[name](groupBy);
  const findings = [];
  const add = (found) => {
    for (const f of found) {
      findings.push([f.rule, f.at.index, f.at.line, f.related?.line ?? null, f.path, f.message]);
    }
  };
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((text, at) => {
      if (text.trim() !== "") add(checker.push(parseEvent(text), at + 1));
    });
  add(checker.finish());
  console.log(JSON.stringify({ file, findings }));
}
