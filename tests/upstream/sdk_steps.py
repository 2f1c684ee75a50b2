#!/usr/bin/env python3
"""What each release of a model SDK changed in the stream it types, step by step: the table behind
the versions of `openai.responses`, `openai.chat` and `anthropic.messages` (docs/conformance.md,
"The model streams across SDK releases").

    python3 tests/upstream/sdk_steps.py openai --from 2.44.0 [--to 3.63.0] [--eventspec PATH]
    python3 tests/upstream/sdk_steps.py anthropic --from 1.4.0

Not part of the test command: it installs every final release in the range from PyPI (each wheel
checked against the SHA-256 PyPI lists, into tests/conformance/run.py's cache) and takes a few
seconds per release. For each release, the SDK's own JSON Schema of each stream union
(`TypeAdapter(union).json_schema()` under the conformance venv's pydantic, draft 2020-12) is
written to target/sdk-steps/<family>/<version>.json. Two consecutive releases whose schemas differ
only in descriptions and titles are a documentation step; the others go to `eventspec diff`
(`--mode full`), which names each change and says for each direction whether a payload exists
that one side accepts and the other rejects: `backward` breaking means a stream recorded against
the older release can fail the newer one's types, `forward` breaking that a newer stream can fail
the older types. Beside drift's verdicts, the SDK's own types judge today's payload corpus (the
valid events of the family's newest version in tests/fixtures) in every release: a step that
changes what the SDK accepts of it shows there, with no part of eventspec involved.
"""

import argparse
import importlib.util
import json
import subprocess
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
OUT = ROOT / "target" / "sdk-steps"

_spec = importlib.util.spec_from_file_location("conformance_run", ROOT / "tests" / "conformance" / "run.py")
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)

# The stream unions each SDK types: family -> (module, name).
UNIONS = {
    "openai": {
        "openai.responses": ("openai.types.responses", "ResponseStreamEvent"),
        "openai.chat": ("openai.types.chat", "ChatCompletionChunk"),
    },
    "anthropic": {
        "anthropic.messages": ("anthropic.types", "RawMessageStreamEvent"),
    },
}

# Runs in the venv with one release first on the path, given {family: [module, name, corpus
# files]}: prints {family: [schema, names of the corpus events its types reject]} for the unions
# that release has.
SCHEMAS = """
import importlib, json, sys
from pathlib import Path
from pydantic import TypeAdapter, ValidationError
out = {}
for family, (module, name, corpus) in json.loads(sys.argv[1]).items():
    union = getattr(importlib.import_module(module), name, None)
    if union is None:
        continue
    adapter = TypeAdapter(union)
    rejected = []
    for path in corpus:
        try:
            adapter.validate_json(Path(path).read_bytes())
        except ValidationError:
            rejected.append(Path(path).stem)
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", **adapter.json_schema()}
    out[family] = [schema, rejected]
print(json.dumps(out))
"""


def releases(package, first, last):
    """The final releases of `package` from `first` to `last` in order, each with its wheel's
    SHA-256 as PyPI lists it."""
    with urllib.request.urlopen(f"https://pypi.org/pypi/{package}/json", timeout=60) as response:
        index = json.load(response)
    out = []
    for version, files in index["releases"].items():
        if not all(part.isdigit() for part in version.split(".")):
            continue
        wheels = [f for f in files if f["filename"].endswith("-py3-none-any.whl") and not f.get("yanked")]
        key = tuple(map(int, version.split(".")))
        if wheels and first <= key <= last:
            out.append((key, version, wheels[0]["digests"]["sha256"]))
    return [(version, digest) for _, version, digest in sorted(out)]


def corpus(family):
    """The valid payloads of the family's newest version in tests/fixtures: what today's streams
    hold."""
    versions = sorted((ROOT / "tests" / "fixtures" / family).iterdir(), key=lambda p: [int(n) for n in p.name[1:].split(".")])
    return sorted(str(path) for path in (versions[-1] / "valid").glob("*.json"))


def schemas(package, version, digest):
    """The release's stream schemas and the corpus events its types reject, by family: written
    once under target/sdk-steps."""
    unions = {family: [module, name, corpus(family)] for family, (module, name) in UNIONS[package].items()}
    paths = {family: OUT / family / f"{version}.json" for family in unions}
    if not all(path.is_file() for path in paths.values()):
        folder = base.release(package, version, digest)
        result = subprocess.run(
            [str(base.VENV / "bin" / "python"), "-c", SCHEMAS, json.dumps(unions)],
            capture_output=True, text=True, env={"PYTHONPATH": str(folder), "PATH": "/usr/bin:/bin"},
        )
        if result.returncode != 0:
            sys.exit(f"{package} {version}: {result.stderr.strip().splitlines()[-1]}")
        for family, (schema, rejected) in json.loads(result.stdout).items():
            paths[family].parent.mkdir(parents=True, exist_ok=True)
            paths[family].write_text(json.dumps(schema, indent=1, sort_keys=True) + "\n")
            paths[family].with_suffix(".rejected").write_text("".join(f"{name}\n" for name in rejected))
    return {family: path for family, path in paths.items() if path.is_file()}


def shape(value):
    """The schema without its words (`description`, `title`): what decides validity."""
    if isinstance(value, dict):
        return {k: shape(v) for k, v in value.items() if k not in ("description", "title")}
    if isinstance(value, list):
        return [shape(v) for v in value]
    return value


def diff(eventspec, old, new):
    """`eventspec diff --mode full` of two releases' schemas: its changes."""
    result = subprocess.run(
        [eventspec, "diff", str(old), str(new), "--mode", "full", "--format", "json", "--fail-on", "never"],
        capture_output=True, text=True,
    )
    if result.returncode != 0:
        sys.exit(f"eventspec diff {old} {new}: {result.stderr.strip()}")
    return json.loads(result.stdout)["changes"]


def summary(changes, direction):
    """The changes breaking in `direction`, by rule: how many, and where (the first three places,
    each once whatever events repeat it)."""
    places = {}
    for change in changes:
        if change["verdicts"][direction] == "breaking":
            where = change.get("path") or change.get("event_type") or "root"
            places.setdefault(change["rule"], {})[where] = None
    return "; ".join(
        f"`{rule}` ×{len(at)}: " + ", ".join(f"`{place}`" for place in list(at)[:3]) + (", …" if len(at) > 3 else "")
        for rule, at in places.items()
    ) or "none"


def rejected(path):
    """The corpus events a release's types reject (beside its schema)."""
    return set(path.with_suffix(".rejected").read_text().split())


def step(eventspec, old, new):
    """One table row: the step, its changes, what breaks each way, and the corpus events whose
    verdict the SDK's own types change."""
    name = f"{old.stem} → {new.stem}"
    gained = ", ".join(sorted(rejected(old) - rejected(new))) or "none"
    lost = ", ".join(sorted(rejected(new) - rejected(old))) or "none"
    old_schema, new_schema = (json.loads(p.read_text()) for p in (old, new))
    if old_schema == new_schema:
        return [name, "none", "none", "none", gained, lost]
    if shape(old_schema) == shape(new_schema):
        return [name, "descriptions only", "none", "none", gained, lost]
    changes = diff(eventspec, old, new)
    return [name, str(len(changes)), summary(changes, "backward"), summary(changes, "forward"), gained, lost]


HEADER = (
    "| step | changes | breaking backward (older streams) | breaking forward (newer streams) "
    "| corpus events the newer types accept, the older reject | the older accept, the newer reject |"
)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("package", choices=sorted(UNIONS))
    parser.add_argument("--from", dest="first", required=True, help="the first release, such as 2.44.0")
    parser.add_argument("--to", dest="last", default="999", help="the last release (default: the newest)")
    parser.add_argument("--eventspec", default=str(ROOT / "target" / "debug" / "eventspec"))
    args = parser.parse_args()
    key = lambda text: tuple(map(int, text.split(".")))  # noqa: E731
    base.venv()
    steps = {family: [] for family in UNIONS[args.package]}
    previous = {}
    for version, digest in releases(args.package, key(args.first), key(args.last)):
        print(f"{args.package} {version} (wheel sha256 {digest})", file=sys.stderr)
        for family, path in schemas(args.package, version, digest).items():
            if family in previous:
                steps[family].append(step(args.eventspec, previous[family], path))
            previous[family] = path
    for family, rows in steps.items():
        print(f"\n{family}\n\n{HEADER}\n|---|---|---|---|---|---|")
        for row in rows:
            print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
