// The bounds of a generated TypeScript stream checker, as one JSON line: the CPU time to
// reassemble N and 4N deltas (linear: about 4 times as long, quadratic 16), and the groups held
// while sessions open and end (bounded by the sessions open at a time).
//
//     node stream_bounds.mjs INDEX_JS NAMESPACE STREAM
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [index, namespace, stream] = process.argv.slice(2);
const root = await import(pathToFileURL(index).href);
const RULE = {
  id: "joined", kind: "reassembly", delta: { event_type: "delta" }, text: "/text",
  complete: { event_type: "done" }, value: "/value", json: false,
};

// The least CPU time, of five, to push `deltas` deltas of 200 characters and their end: CPU
// time and the best of five, so that other processes on the machine do not count.
function reassemblySeconds(deltas) {
  const piece = "x".repeat(199) + "\n";
  const done = { type: "done", value: piece.repeat(deltas) };
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const checker = new root.StreamChecker([RULE], (event) => event.type);
    const start = process.cpuUsage();
    for (let i = 0; i < deltas; i++) checker.push({ type: "delta", text: piece });
    const found = [...checker.push(done), ...checker.finish()];
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1e6);
    if (found.length !== 0) throw new Error(JSON.stringify(found));
  }
  return best;
}

// The most groups held while copies of the stream run, some interleaved and the others one
// after another; the groups held at the end; the findings.
function groups(sessions = 2000, atOnce = 7) {
  const module = root[namespace];
  const name = Object.keys(module).find((key) => /^check.*Stream$/.test(key));
  const checker = module[name]("session");
  const events = readFileSync(stream, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
  const order = events.flatMap((e) => Array.from({ length: atOnce }, (_, n) => [n, e]));
  for (let n = atOnce; n < sessions; n++) order.push(...events.map((e) => [n, e]));
  let most = 0;
  let found = 0;
  for (const [n, event] of order) {
    found += checker.push({ ...event, session: `s${n}` }).length;
    most = Math.max(most, checker.groupsHeld);
  }
  const held = checker.groupsHeld;
  found += checker.finish().length;
  return { most_held: most, held_at_end: held, findings: found };
}

const reassembly = [reassemblySeconds(20000), reassemblySeconds(80000)];
console.log(JSON.stringify({ reassembly, ...groups() }));
