#!/usr/bin/env python3
"""Large real-world schemas, as published: ACP's JSON Schemas (draft 2020-12, from
`@agentclientprotocol/sdk` 2.4.0; tests/upstream/acp/PROVENANCE.md) and AG-UI's 1.1 schema
(`ag-ui-protocol/ag-ui`, docs/spec/1.1/schema.json; tests/upstream/ag-ui/PROVENANCE.md).
`eventspec generate` writes every flavour from each, and on each protocol's messages and their
mutants, `eventspec validate --schema`, the generated TypeScript and Python validators, zod and
pydantic each give the verdict python-jsonschema (the outside oracle) gives.

    PYTHON published.py [--mutants-per-message N] [--node-modules DIR] [--eventspec PATH]

ACP's messages are JSON-RPC messages of a prompt turn written after the protocol's documented
shapes; AG-UI's are the events of the specification's own conformance streams. The mutants are
made deterministically (`mutation.py`): every member of every message removed, its value
replaced by a value of each other JSON type, an unknown member added to every object, and every
string replaced by an unknown value (`_x`, which open enums admit) and an empty one. Every verdict
comes from python-jsonschema, never from this file.

The test command judges 12 mutants of each message, spread evenly over its list of mutants (so
every part of the message is still edited somewhere across the messages): python-jsonschema,
the oracle, takes 15 ms a payload on AG-UI's `allOf`/`unevaluatedProperties` events, and all
16,093 payloads cost five minutes. `--mutants-per-message 0` judges every mutant; its last run
is recorded in docs/conformance.md.
"""

import json
import sys
from pathlib import Path

import jsonschema

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
UPSTREAM = ROOT / "tests" / "upstream"
sys.path.insert(0, str(HERE))
from flavours import Tools, disagreements, judge  # noqa: E402
from mutation import mutants  # noqa: E402
from upstream import acp_messages, ag_ui_events  # noqa: E402


# Each protocol: its folder, schemas, messages, and the names of its generated module and root type.
PROTOCOLS = [
    ("acp", ["schema.v1.json", "schema.unstable.v1.json"], acp_messages, "agent_client_protocol", "AgentClientProtocol"),
    ("ag-ui", ["schema.1.1.json"], ag_ui_events, "agui_protocol", "AGUIProtocol"),
]


def main():
    tools = Tools.from_arguments(__doc__, lambda parser: parser.add_argument("--mutants-per-message", type=int, default=12, help="0: every mutant"))
    limit = tools.args.mutants_per_message
    wrong, total = [], 0
    for folder, schemas, read, module, union in PROTOCOLS:
        messages = read(UPSTREAM / folder)
        payloads = list(messages)
        for message in messages:
            payloads.extend(mutants(message, limit))
        for name in schemas:
            schema = json.loads((UPSTREAM / folder / name).read_text())
            oracle = jsonschema.Draft202012Validator(schema)
            expected = [oracle.is_valid(p) for p in payloads]
            valid = sum(expected)
            assert valid >= len(messages) // 2, f"{folder}/{name}: python-jsonschema accepts only {valid} of {len(payloads)} payloads"
            judged = judge(tools, UPSTREAM / folder / name, payloads, module, union)
            wrong += disagreements(f"{folder}/{name}", payloads, expected, judged)
            total += len(payloads)
            print(f"{folder}/{name}: {len(messages)} messages and {len(payloads) - len(messages)} mutants ({valid} valid by python-jsonschema) judged by validate and four flavours")
    if wrong:
        print("\n".join(wrong[:40]))
        sys.exit(f"{len(wrong)} verdicts differ from python-jsonschema's")
    print(f"check passed: the published schemas of ACP and AG-UI generate every flavour, and on {total} messages and mutants each validator gives python-jsonschema's verdict")


if __name__ == "__main__":
    main()
