"""The findings of a generated Python stream checker on JSONL streams, one JSON line per stream:
`{"file": ..., "findings": [[rule, index, line, related line or null, path, message]]}`.

    python stream_findings.py MODULE GROUP_BY STREAM...

GROUP_BY is the field the checker groups events by, or `-` for none.
"""

import importlib
import json
import sys


def main():
    module = importlib.import_module(sys.argv[1])
    name = next(n for n in dir(module) if n.startswith("check_") and n.endswith("_stream"))
    group_by = None if sys.argv[2] == "-" else sys.argv[2]
    for file in sys.argv[3:]:
        checker = getattr(module, name)(group_by)
        findings = []

        def add(found):
            for f in found:
                related = f.related.line if f.related is not None else None
                findings.append([f.rule, f.at.index, f.at.line, related, f.path, f.message])

        with open(file, encoding="utf-8") as lines:
            for at, text in enumerate(lines):
                if text.strip():
                    add(checker.push(json.loads(text), at + 1))
        add(checker.finish())
        print(json.dumps({"file": file, "findings": findings}))


if __name__ == "__main__":
    main()
