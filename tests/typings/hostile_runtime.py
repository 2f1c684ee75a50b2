"""Imports the typings generated from hostile-code.schema.json and checks their validator against
payloads named like members of every Python and JavaScript object, as hostile_runtime.mjs does
for TypeScript. Run from a scratch folder: importing must not create a MARKER file there.

    python hostile_runtime.py   (with the generated package on PYTHONPATH)
"""

import json
import os
import sys

from eventspec_events.hostile_code import v1

failures = []


def expect(text: str, ok: bool, mode: str = "strict") -> None:
    errors = v1.validate_hostile_code(json.loads(text), mode)
    if (not errors) != ok:
        failures.append(f"{mode} {text}: {errors!r}")


for tag in ["constructor", "toString", "__proto__x", "valueOf", "__class__", "__dict__", "get"]:
    for mode in ["strict", "declared"]:
        expect(f'{{"kind": "{tag}"}}', False, mode)
expect('{"kind": "__proto__"}', True)
expect('{"kind": "fields", "toString": "x"}', True)
expect('{"kind": "fields"}', False)
expect('{"kind": "fields", "toString": "x", "constructor": 5}', False)
expect('{"kind": "fields", "toString": "x", "__class__": 5}', False)
quoted = v1.HOSTILE_CODE_TYPES[1]
expect(json.dumps({"kind": quoted, "from": "x"}), True)
if os.path.exists("MARKER"):
    failures.append("importing the generated module created MARKER")
if failures:
    sys.exit("\n".join(failures))
print("check passed: the generated Python validator reads own keys only, and importing it runs nothing")
