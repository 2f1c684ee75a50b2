// Typings of users' own schemas (a plain object, an untagged union, a recursive tree), used as a
// host would: compiled with tsc --strict (every @ts-expect-error must be an error), then run.
import { heartbeat } from "./heartbeat/typescript/src/index.js";
import { output } from "./output/typescript/src/index.js";
import { tree } from "./tree/typescript/src/index.js";

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

const beat: heartbeat.Heartbeat = { at: "2026-11-30T00:00:00Z", seq: 1, note: null };
// @ts-expect-error `seq` is required
const missing: heartbeat.Heartbeat = { at: "2026-11-30T00:00:00Z" };
// @ts-expect-error the object is closed
const extra: heartbeat.Heartbeat = { at: "2026-11-30T00:00:00Z", seq: 1, extra: true };
expect(heartbeat.validateHeartbeat(beat).ok, "a heartbeat is valid");
expect(!heartbeat.validateHeartbeat({ at: "x", seq: -1 }).ok, "a negative seq is not");
expect(!heartbeat.validateHeartbeat(extra).ok, "an unknown field is not");
expect(!heartbeat.validateHeartbeat(missing).ok, "a missing seq is not");

function describe(item: output.Output): string {
  return "text" in item ? item.text : item.url;
}
expect(describe({ text: "hi" }) === "hi", "a text output");
expect(describe({ url: "https://example.com/a.png" }) === "https://example.com/a.png", "an image");
// @ts-expect-error neither a text nor an image
describe({ alt: "no url" });
expect(output.validateOutput({ text: "hi" }).ok, "a text is an output");
expect(output.isText({ text: "hi" }) && !output.isText({ text: 1 }), "the guard checks the shape");
expect(output.isImage({ url: "u" }) && !output.isImage({ alt: "no url" }), "an image's guard too");
expect(!output.validateOutput({ alt: "no url" }).ok, "an image without a url is not");

const leaf: tree.Node = { value: "leaf", children: [] };
const root: tree.Node = { value: "root", children: [leaf, { value: "other", children: [] }], parent: null };
// @ts-expect-error children are nodes
const wrong: tree.Node = { value: "x", children: ["y"] };
expect(tree.validateNode(root).ok, "a tree is valid");
expect(!tree.validateNode(wrong).ok, "a tree whose child is a string is not");
expect(!tree.validateNode({ value: "x", children: [{ value: 1, children: [] }] }).ok, "a deep error is found");
console.log("check passed: the typings of users' own schemas compile under tsc --strict and validate");
