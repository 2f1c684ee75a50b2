#!/usr/bin/env python3
"""Replays a fuzz corpus of the `generate` target through the CLI and checks that what it
generates imports and compiles.

For each input of the corpus folder, one `eventspec generate --schema` writes every flavour
(plain TypeScript and Python, zod, pydantic: a project file in the work folder asks for them)
with `--allow-backtracking-patterns`, as the fuzz target generates. An input that is not JSON
or that the CLI refuses (exit 1 or 2) is counted and skipped; a crash, a panic or a timeout is a
failure. Then, for every distinct output:

- every module of both Python packages is imported in a Python with pydantic (one process per
  batch of packages, the packages' modules dropped between packages);
- both TypeScript packages are compiled by `tsc --noEmit` with the packages' own compiler
  options and the zod of tests/typings/node_modules (one project per batch).

Every input whose output fails is listed with its first error; the exit status is 1 when any
did, 0 otherwise.

    python3 fuzz/replay_imports.py target/fuzz/corpus/generate
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The project file the replay writes into its work folder: every flavour, no other setting.
PROJECT = "eventspec.toml"
PROJECT_TEXT = '[generate]\nflavors = ["plain", "pydantic", "zod"]\n'
PYTHON_PACKAGES = {"python": "eventspec_events", "python-pydantic": "eventspec_events_pydantic"}
TS_PACKAGES = ["typescript", "typescript-zod"]

# Run in the Python with pydantic: reads case folders from argv, prints one JSON line each.
IMPORTER = r"""
import importlib, json, sys, traceback
from pathlib import Path

for case in sys.argv[1:]:
    errors = []
    for src, package in (("python/src", "eventspec_events"), ("python-pydantic/src", "eventspec_events_pydantic")):
        root = Path(case) / src
        if not root.is_dir():
            continue
        sys.path.insert(0, str(root))
        importlib.invalidate_caches()
        try:
            for path in sorted((root / package).rglob("*.py")):
                parts = path.relative_to(root).with_suffix("").parts
                name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
                try:
                    importlib.import_module(name)
                except BaseException as error:
                    last = traceback.format_exception_only(type(error), error)[-1].strip()
                    # Where it failed: the file of a syntax error, else the innermost frame.
                    frames = traceback.extract_tb(error.__traceback__)
                    where = getattr(error, "filename", None) or (frames[-1].filename if frames else "")
                    where = where.replace(case + "/", "")
                    errors.append(f"importing {path.relative_to(case)}: {where}: {last}")
                    break
        finally:
            sys.path.remove(str(root))
            for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
                del sys.modules[name]
    print(json.dumps({"case": case, "errors": errors}), flush=True)
"""


def generate(
    eventspec: str, project: Path, schema: Path, out: Path, timeout: float
) -> tuple[str, str]:
    """Generates every flavour of `schema` into `out` in one command (the `project` file asks
    for them all): ("ok" | "refused" | "failed", detail)."""
    command = [eventspec, "generate", "--config", str(project), "-q"]
    command += ["--allow-backtracking-patterns", "--schema", str(schema), "--out", str(out)]
    try:
        run = subprocess.run(
            command, check=False, capture_output=True, text=True, timeout=timeout, errors="replace"
        )
    except subprocess.TimeoutExpired:
        return "failed", f"no answer in {timeout} s"
    if run.returncode not in (0, 1, 2) or "panicked" in run.stderr:
        return "failed", f"exit {run.returncode}: {run.stderr.strip()[-400:]}"
    if run.returncode != 0:
        return "refused", run.stderr.strip()[:200]
    return "ok", ""


def digest(out: Path) -> str:
    """A digest of the generated sources (manifests and READMEs aside)."""
    sha = hashlib.sha256()
    for path in sorted(out.rglob("*")):
        if path.is_file() and path.suffix in (".py", ".ts"):
            sha.update(str(path.relative_to(out)).encode() + b"\0" + path.read_bytes() + b"\0")
    return sha.hexdigest()


def import_python(python: str, cases: list[Path], timeout: float) -> dict[Path, list[str]]:
    """Imports every Python module of `cases`: their errors, by case."""
    found: dict[Path, list[str]] = {}
    try:
        run = subprocess.run(
            [python, "-c", IMPORTER, *map(str, cases)],
            check=False,
            capture_output=True,
            text=True,
            timeout=timeout,
            errors="replace",
        )
        died = f"the importer died (exit {run.returncode}): {run.stderr.strip()[-400:]}"
    except subprocess.TimeoutExpired as error:
        run, died = None, f"importing gave no answer in {timeout} s"
        run_stdout = error.stdout.decode(errors="replace") if error.stdout else ""
    for line in (run.stdout if run else run_stdout).splitlines():
        answer = json.loads(line)
        found[Path(answer["case"])] = answer["errors"]
    if len(found) < len(cases):
        # The process died (a crash, a recursion in C) or hung on the case it was on; the rest
        # are imported again, one process each.
        if len(cases) == 1:
            return {cases[0]: [died]}
        for case in cases[len(found) :]:
            found.update(import_python(python, [case], timeout=60))
    return found


def compile_typescript(
    tsc: str, work: Path, cases: list[Path], timeout: float
) -> dict[Path, list[str]]:
    """Compiles both TypeScript packages of `cases` (one project per package kind)."""
    found: dict[Path, list[str]] = {}
    for kind in TS_PACKAGES:
        members = [case for case in cases if (case / kind / "src").is_dir()]
        if not members:
            continue
        options = json.loads((members[0] / kind / "tsconfig.json").read_text())["compilerOptions"]
        for key in ("outDir", "rootDir", "declaration", "sourceMap"):
            options.pop(key, None)
        options.update({"noEmit": True, "types": []})
        project = work / f"tsconfig.{kind}.json"
        files = [str(p) for case in members for p in sorted((case / kind / "src").rglob("*.ts"))]
        project.write_text(json.dumps({"compilerOptions": options, "files": files}))
        try:
            run = subprocess.run(
                [tsc, "-p", str(project), "--pretty", "false"],
                check=False,
                capture_output=True,
                text=True,
                timeout=timeout,
                errors="replace",
                cwd=work,
            )
        except subprocess.TimeoutExpired:
            for case in members:
                found.setdefault(case, []).append(f"{kind}: tsc gave no answer in {timeout} s")
            continue
        pattern = re.compile(r"^(?P<file>[^(]+)\(\d+,\d+\): error (?P<msg>.*)$")
        for line in run.stdout.splitlines():
            match = pattern.match(line)
            if not match:
                continue
            file = Path(match["file"])
            file = file if file.is_absolute() else (work / file).resolve()
            case = next((c for c in members if file.is_relative_to(c)), None)
            if case is None:
                found.setdefault(members[0], []).append(f"{kind}: outside the cases: {line}")
            else:
                found.setdefault(case, []).append(f"{file.relative_to(case)}: {match['msg']}")
        if run.returncode != 0 and not any(found.get(case) for case in members):
            found.setdefault(members[0], []).append(
                f"{kind}: tsc exit {run.returncode}: {run.stdout[-400:]}"
            )
    return found


def generate_corpus(
    args: argparse.Namespace,
    inputs: list[Path],
    work: Path,
    failures: dict[str, list[str]],
) -> tuple[dict[Path, str], dict[str, int]]:
    """Generates every flavour of each input under `work/cases`, adding crashes to `failures`:
    the distinct outputs (by folder, the input's name) and the counts of the rest."""
    by_case: dict[Path, str] = {}
    seen: set[str] = set()
    counts = {"refused": 0, "not JSON": 0, "duplicate": 0}

    def prepare(item: tuple[int, Path]) -> tuple[Path, Path, str, str]:
        index, source = item
        case = work / "cases" / f"{index:06d}"
        shutil.rmtree(case, ignore_errors=True)
        try:
            # serde_json reads no text Python's reader refuses: such inputs never reach lowering.
            json.loads(source.read_bytes())
        except (ValueError, RecursionError):
            return source, case, "not JSON", ""
        case.mkdir(parents=True)
        # The same file name for every input: the module names come from it.
        schema = case / "fuzz.schema.json"
        shutil.copyfile(source, schema)
        return (
            source,
            case,
            *generate(args.eventspec, work / PROJECT, schema, case / "out", args.timeout),
        )

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for done, (source, case, status, detail) in enumerate(pool.map(prepare, enumerate(inputs))):
            if status == "failed":
                failures[source.name] = [detail]
            elif status in ("refused", "not JSON"):
                counts[status] += 1
            elif (key := digest(case / "out")) in seen:
                counts["duplicate"] += 1
            else:
                seen.add(key)
                by_case[case / "out"] = source.name
            if case / "out" not in by_case:
                shutil.rmtree(case, ignore_errors=True)
            if (done + 1) % 500 == 0:
                print(f"generated {done + 1} of {len(inputs)}", file=sys.stderr, flush=True)

    return by_case, counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path, help="a corpus folder (target/fuzz/corpus/generate)")
    parser.add_argument("--eventspec", default=str(ROOT / "target/debug/eventspec"))
    parser.add_argument("--python", default=str(ROOT / "target/typings-venv/bin/python"))
    parser.add_argument("--tsc", default=str(ROOT / "tests/typings/node_modules/.bin/tsc"))
    parser.add_argument(
        "--batch", type=int, default=200, help="packages per Python process and tsc project"
    )
    parser.add_argument("--timeout", type=float, default=60, help="seconds per generate command")
    parser.add_argument("--jobs", type=int, default=2, help="generate commands at once")
    parser.add_argument("--keep", type=Path, help="generate into this folder and keep it")
    args = parser.parse_args()

    inputs = sorted(p for p in args.corpus.iterdir() if p.is_file())
    work = args.keep or Path(tempfile.mkdtemp(prefix="replay-imports-"))
    work.mkdir(parents=True, exist_ok=True)
    # The zod import resolves from the cases' folders up to this link.
    link = work / "node_modules"
    if not link.exists():
        link.symlink_to(ROOT / "tests/typings/node_modules")
    failures: dict[str, list[str]] = {}
    (work / PROJECT).write_text(PROJECT_TEXT)
    by_case, counts = generate_corpus(args, inputs, work, failures)
    cases = list(by_case)
    for start in range(0, len(cases), args.batch):
        batch = cases[start : start + args.batch]
        for errors in (
            import_python(args.python, batch, timeout=60 + 5 * len(batch)),
            compile_typescript(args.tsc, work, batch, timeout=120 + 5 * len(batch)),
        ):
            for case, found in errors.items():
                if found:
                    failures.setdefault(by_case[case], []).extend(found)
        print(
            f"imported and compiled {min(start + args.batch, len(cases))} of {len(cases)}",
            file=sys.stderr,
            flush=True,
        )

    print(
        f"{len(inputs)} inputs: {counts['not JSON']} not JSON, {counts['refused']} refused by "
        f"generate, {len(cases)} distinct outputs imported and compiled, {counts['duplicate']} "
        f"duplicates, {len(failures)} failed"
    )
    for name, errors in sorted(failures.items()):
        print(f"FAILED {args.corpus / name}")
        for error in errors[:5]:
            print(f"    {error}")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
