// OpenAI's TypeScript SDK as the oracle of `openai.chat`'s stream rules (`openai` 6.49.0, pinned
// in tests/conformance/npm/: the last release before 7.0.0, which needs Node 22), run by
// tests/conformance/openai_chat.py with OPENAI_MODULES naming the folder that holds its
// node_modules:
//
//   node openai_chat_oracle.mjs FILE.json   FILE holds {name: [chunks]}; one line per stream:
//                                           `name<TAB>ok`, or `name<TAB>error<TAB>message` when
//                                           `ChatCompletionStream` fails the stream
//
// Each stream is read as a client that recorded it reads it back: the chunks, one JSON a line,
// through `ChatCompletionStream.fromReadableStream` (the reader of what `toReadableStream`
// wrote), then `finalChatCompletion()`, which merges the chunks' choices by `index` and throws
// what `finalizeChatCompletion` finds missing.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(join(process.env.OPENAI_MODULES, "package.json"));
const { ChatCompletionStream } = require("openai/lib/ChatCompletionStream");

const streams = JSON.parse(readFileSync(process.argv[2], "utf8"));
const out = [];
for (const [name, chunks] of Object.entries(streams)) {
  const body = new TextEncoder().encode(chunks.map((chunk) => JSON.stringify(chunk) + "\n").join(""));
  const readable = new ReadableStream({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
  try {
    await ChatCompletionStream.fromReadableStream(readable).finalChatCompletion();
    out.push(`${name}\tok`);
  } catch (error) {
    out.push(`${name}\terror\t${String(error.message).replace(/\s+/g, " ")}`);
  }
}
process.stdout.write(out.join("\n") + "\n");
