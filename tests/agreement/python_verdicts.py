"""Verdicts of the Python validators on a JSONL corpus, one JSON line per payload:
`[valid, first_error_path]` for eventspec's generated validator, `[valid]` for python-jsonschema
and for the pydantic flavour (its module's `TypeAdapter` on each raw line, strict JSON mode).

    python python_verdicts.py generated MODULE CORPUS
    python python_verdicts.py pydantic MODULE CORPUS
    python python_verdicts.py jsonschema SNAPSHOT CORPUS
"""

import importlib
import json
import sys


def main() -> None:
    # The adversarial corpus nests values hundreds of levels deep; json's decoder recurses.
    sys.setrecursionlimit(20_000)
    which, target, corpus = sys.argv[1:4]
    with open(corpus, encoding="utf-8") as handle:
        raw = [line for line in handle if line.strip()]
    out = []
    if which == "pydantic":
        import pydantic

        module = importlib.import_module(target)
        adapter = next(getattr(module, name) for name in dir(module) if name.endswith("_ADAPTER"))
        for line in raw:
            try:
                adapter.validate_json(line, strict=True)
                out.append("[true]")
            except pydantic.ValidationError:
                out.append("[false]")
        sys.stdout.write("\n".join(out) + "\n")
        return
    payloads = [json.loads(line) for line in raw]
    if which == "generated":
        module = importlib.import_module(target)
        validate = next(getattr(module, name) for name in dir(module) if name.startswith("validate_"))
        for payload in payloads:
            errors = validate(payload)
            out.append(json.dumps([not errors, errors[0].path if errors else None]))
    else:
        import jsonschema

        with open(target, encoding="utf-8") as handle:
            validator = jsonschema.Draft202012Validator(json.load(handle))
        out = [json.dumps([validator.is_valid(payload)]) for payload in payloads]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
