// What every JavaScript peer of the benchmark does around its validator: reads a JSONL file line
// by line, asks `accepts` of every parsed event (an unparsable line is invalid) and prints
// `<valid> <invalid> <events>`.
import { readFileSync } from "node:fs";

export function printVerdicts(path, accepts) {
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
      ok = accepts(JSON.parse(line));
    } catch {
      ok = false;
    }
    if (ok) valid += 1;
    else invalid += 1;
  }
  console.log(valid, invalid, valid + invalid);
}
