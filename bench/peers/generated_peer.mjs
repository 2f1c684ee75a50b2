// eventspec's generated TypeScript validator (compiled to JavaScript): validates every event of
// a JSONL file and prints `<valid> <invalid> <events>`.
//
//     node generated_peer.mjs COMPILED_INDEX_JS FILE
import { pathToFileURL } from "node:url";
import { printVerdicts } from "./jsonl_verdicts.mjs";

const [index, path] = process.argv.slice(2);
const { agentaoHost } = await import(pathToFileURL(index).href);
printVerdicts(path, (event) => agentaoHost.validateHostEvent(event).ok);
