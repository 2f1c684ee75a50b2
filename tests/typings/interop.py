"""Other tools read every current snapshot, and the users' own schemas the typings gate generates
packages from (tests/typings/user): datamodel-code-generator (pydantic models, then mypy --strict
and an import), json-schema-to-typescript and quicktype (TypeScript, then tsc --strict).

Frozen snapshots keep the spelling they were published with, which these tools may not read (a
map for `x-enum-descriptions`, a recursive JSON value): they are not checked here.

Usage: interop.py EVENTSPEC PYTHON NODE_BIN
  EVENTSPEC  the eventspec binary (it lists the current snapshots)
  PYTHON     the Python of the typings venv (datamodel-code-generator and mypy installed)
  NODE_BIN   tests/typings/node_modules/.bin (json2ts, quicktype, tsc)
"""

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path


def run(command: list[str], what: str) -> None:
    """Runs `command`; on failure, prints its output and stops with `what`."""
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"{what} failed (exit {result.returncode}): {' '.join(command)}")


def current_snapshots(eventspec: str) -> list[tuple[str, Path]]:
    """`(module name, snapshot path)` of the current version of every family."""
    listing = subprocess.run(
        [eventspec, "list", "--format", "json"], capture_output=True, text=True, check=True
    )
    out = []
    for family in json.loads(listing.stdout)["families"]:
        for version in family["versions"]:
            if version["current"]:
                name = re.sub(r"[^0-9A-Za-z_]", "_", f"{family['id']}_{version['id']}")
                out.append((name, Path(version["snapshot"])))
    return out


def python_models(snapshots: list[tuple[str, Path]], python: str, out: Path) -> None:
    """datamodel-code-generator over each snapshot, then mypy --strict and an import."""
    codegen = str(Path(python).parent / "datamodel-codegen")
    for name, path in snapshots:
        run(
            [codegen, "--input", str(path), "--input-file-type", "jsonschema",
             "--output", str(out / f"{name}.py"), "--output-model-type", "pydantic_v2.BaseModel",
             "--target-python-version", "3.11", "--use-annotated", "--field-constraints",
             "--formatters", "builtin"],
            f"datamodel-code-generator over {path}",
        )
    modules = [str(out / f"{name}.py") for name, _ in snapshots]
    run([python, "-m", "mypy", "--strict", "--no-incremental", *modules], "mypy --strict")
    imports = "; ".join(f"import {name}" for name, _ in snapshots)
    run([python, "-c", f"import sys; sys.path.insert(0, {str(out)!r}); {imports}"], "the import")
    print(
        f"check passed: datamodel-code-generator reads {len(snapshots)} schemas (every current "
        "snapshot and the users' own); "
        "mypy --strict and an import over its pydantic models"
    )


def typescript(snapshots: list[tuple[str, Path]], node_bin: Path, out: Path) -> None:
    """json-schema-to-typescript and quicktype over each snapshot, then tsc --strict."""
    tools = {
        "json-schema-to-typescript": lambda path, ts: [str(node_bin / "json2ts"), "-i", path, "-o", ts],
        "quicktype": lambda path, ts: [
            str(node_bin / "quicktype"), "--src-lang", "schema", "--lang", "ts", "-o", ts, path
        ],
    }
    for tool, command in tools.items():
        files = []
        for name, path in snapshots:
            ts = out / f"{tool}_{name}.ts"
            run(command(str(path), str(ts)), f"{tool} over {path}")
            files.append(str(ts))
        run(
            [str(node_bin / "tsc"), "--strict", "--noEmit", "--target", "ES2020",
             "--module", "nodenext", "--moduleResolution", "nodenext", *files],
            f"tsc --strict over the output of {tool}",
        )
        print(
            f"check passed: {tool} reads {len(snapshots)} schemas (every current snapshot and the "
            "users' own); "
            "tsc --strict over its output"
        )


def main() -> None:
    eventspec, python, node_bin = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    snapshots = current_snapshots(eventspec)
    if not snapshots:
        sys.exit("no current snapshot listed")
    users = sorted((Path(__file__).parent / "user").glob("*.schema.json"))
    snapshots += [(f"user_{path.name.split('.')[0]}", path) for path in users]
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch)
        python_models(snapshots, python, out)
        typescript(snapshots, node_bin, out)


if __name__ == "__main__":
    main()
