"""python-jsonschema's word on the drift witness search.

`tests/it/drift_search.rs` (in `cargo test`) writes each generated schema pair, the payloads it
tried, the `jsonschema` crate's verdicts on them and drift's verdict per direction to
`target/drift-search/pairs-2000.jsonl`. This script checks the same payloads with
python-jsonschema (the dialect each document declares, 2020-12 otherwise; formats asserted):
a direction drift calls compatible must have no payload one side accepts and the other
rejects under python-jsonschema either, and both validators must agree on every payload.

    python tests/drift/search.py [PAIRS_FILE]
"""

import json
import sys
from pathlib import Path

import jsonschema
from jsonschema import validators

ROOT = Path(__file__).resolve().parents[2]


def validator(schema):
    cls = validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def main():
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "target/drift-search/pairs-2000.jsonl"
    pairs = payloads = 0
    false_compatible, disagreements = [], []
    for line in path.read_text().splitlines():
        record = json.loads(line)
        old, new = validator(record["old"]), validator(record["new"])
        pairs += 1
        for payload, (rust_old, rust_new) in zip(record["payloads"], record["valid"]):
            payloads += 1
            in_old, in_new = old.is_valid(payload), new.is_valid(payload)
            if (in_old, in_new) != (rust_old, rust_new):
                disagreements.append((record["old"], record["new"], payload, (in_old, in_new), (rust_old, rust_new)))
            for mode, broken in (("backward", in_old and not in_new), ("forward", in_new and not in_old)):
                if broken and record[mode] == "compatible":
                    false_compatible.append((mode, record["old"], record["new"], payload))
    for mode, old_schema, new_schema, payload in false_compatible[:5]:
        print(f"{mode}: drift says compatible, python-jsonschema finds {json.dumps(payload)}\n  old {json.dumps(old_schema)}\n  new {json.dumps(new_schema)}")
    for old_schema, new_schema, payload, python, rust in disagreements[:5]:
        print(f"python-jsonschema {python} and the jsonschema crate {rust} disagree on {json.dumps(payload)}\n  old {json.dumps(old_schema)}\n  new {json.dumps(new_schema)}")
    if pairs == 0:
        print(f"no pairs in {path}")
        return 1
    if false_compatible or disagreements:
        print(f"{len(false_compatible)} false compatible verdicts, {len(disagreements)} disagreements over {pairs} pairs")
        return 1
    print(f"check passed: python-jsonschema finds no false compatible drift verdict over {pairs} generated pairs ({payloads} payloads), and agrees with the jsonschema crate on each")
    return 0


if __name__ == "__main__":
    sys.exit(main())
