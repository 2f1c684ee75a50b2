#!/usr/bin/env python3
"""Every module `eventspec generate` writes imports and compiles, in every flavour, and every
pydantic type embeds in a user's own model and a plain `TypeAdapter`.

    PYTHON generated_modules.py EVENTSPEC NODE_MODULES

For the hostile schemas of tests/typings, the users' schemas of tests/typings/user and
tests/typings/flavours.schema.json (what the flavours once could not generate, import or embed),
generates the plain TypeScript and Python packages and the zod and pydantic flavours into a
scratch folder; tsc --strict compiles every npm package (in one program), PYTHON (which must have pydantic)
imports every Python module of both Python packages, and each model and alias of the pydantic
package is used as a field of `class Envelope(BaseModel)` and in `TypeAdapter(T)` under
pydantic's defaults (its default regex engine among them).
"""

import importlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCHEMAS = [HERE / "hostile.schema.json", HERE / "flavours.schema.json", *sorted((HERE / "user").glob("*.schema.json"))]
FLAVOURS = [("typescript", "plain"), ("python", "plain"), ("python", "pydantic"), ("typescript", "zod")]


def python_modules(src: Path) -> list[str]:
    """The dotted name of every module under `src`."""
    names = []
    for path in sorted(src.rglob("*.py")):
        parts = list(path.relative_to(src).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def embed(module: object) -> int:
    """Uses every model and alias of a pydantic module inside a user's model and an adapter."""
    import pydantic
    from typing_extensions import TypeAliasType

    count = 0
    for name in getattr(module, "__all__", []):
        value = getattr(module, name)
        is_model = isinstance(value, type) and issubclass(value, pydantic.BaseModel)
        if not (is_model or isinstance(value, TypeAliasType)):
            continue
        envelope = pydantic.create_model("Envelope", event=(value, ...))
        envelope.model_json_schema()
        pydantic.TypeAdapter(value)
        count += 1
    return count


def check_python(src: Path, pydantic: bool) -> None:
    sys.path.insert(0, str(src))
    try:
        for name in python_modules(src):
            module = importlib.import_module(name)
            if pydantic:
                embed(module)
    finally:
        sys.path.remove(str(src))
        for name in [n for n in sys.modules if n.split(".")[0] in {p.name for p in src.iterdir()}]:
            del sys.modules[name]


def compile_all(packages: list[Path], node_modules: Path, scratch: Path) -> None:
    """tsc --strict over every npm package in one program: each package's own compiler options
    (the generator writes the same tsconfig.json for every package and flavour, checked here),
    each file under its own package.json, one process instead of one per package."""
    configs = {(package / "tsconfig.json").read_text() for package in packages}
    assert len(configs) == 1, "the generated packages' tsconfig.json differ: compile them one by one"
    options = json.loads(configs.pop())["compilerOptions"]
    for key in ("outDir", "rootDir"):
        del options[key]
    for package in packages:
        (package / "node_modules").symlink_to(node_modules)
    config = scratch / "tsconfig.json"
    config.write_text(json.dumps({"compilerOptions": {**options, "noEmit": True},
                                  "include": [str(package / "src") for package in packages]}))
    subprocess.run([str(node_modules / ".bin" / "tsc"), "-p", str(config)], check=True)


def main() -> None:
    eventspec, node_modules = sys.argv[1], Path(sys.argv[2]).resolve()
    with tempfile.TemporaryDirectory(prefix="eventspec-modules-") as folder:
        scratch = Path(folder)
        outs = {}
        for schema in SCHEMAS:
            out = outs[schema] = scratch / schema.name.removesuffix(".schema.json")
            for lang, flavor in FLAVOURS:
                subprocess.run([eventspec, "generate", "--allow-backtracking-patterns", "--lang", lang, "--flavor", flavor, "--schema", str(schema), "--out", str(out)], check=True, capture_output=True)
        compile_all([out / package for out in outs.values() for package in ("typescript", "typescript-zod")], node_modules, scratch)
        print(f"check passed: tsc --strict over the npm packages of {len(SCHEMAS)} schemas, both flavours")
        for schema, out in outs.items():
            check_python(out / "python" / "src", pydantic=False)
            check_python(out / "python-pydantic" / "src", pydantic=True)
            print(f"check passed: {schema.name}: every Python module imports, every pydantic type embeds")


if __name__ == "__main__":
    main()
