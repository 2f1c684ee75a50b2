#!/usr/bin/env python3
"""One verdict for every payload: the Rust validator (on its fast path, and on its general path
alone), the generated TypeScript and Python validators, ajv (2020-12), python-jsonschema
(Draft202012Validator), and the pydantic (strict JSON mode) and zod (`safeParse`) flavours on the
same corpus.

    python3 tests/agreement/run.py [--per-version N] [--python PYTHON] [--node-modules DIR]

The corpus is every fixture plus N seeded mutants per family version (`eventspec-bench
mutants`). Our three validators must give the same verdict and, for an invalid payload, the same
first error path (errors ordered by instance path), and the two references the same verdict as
ours, and so must the flavours (their verdict only: they report errors their own way). The Rust
validator's two paths must give the same findings, byte for byte. An open union says in its
snapshot that consumers skip unknown event types (a catch-all member), so every validator
accepts those alike.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from names import namespace, python_module

ROOT = Path(__file__).resolve().parent.parent.parent
HERE = Path(__file__).resolve().parent


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode not in (0, 1):
        sys.exit(f"failed: {' '.join(map(str, command))}\n{result.stderr}")
    return result.stdout


def lines(text):
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-version", type=int, default=10_000)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--node-modules", type=Path, default=ROOT / "tests" / "typings" / "node_modules")
    parser.add_argument("--eventspec", type=Path, default=ROOT / "target" / "debug" / "eventspec")
    parser.add_argument("--bench", type=Path, default=ROOT / "target" / "debug" / "eventspec-bench")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="eventspec-agreement-") as work:
        agree(args, Path(work))


def agree(args, work):
    corpus = work / "corpus"
    run([str(args.bench), "mutants", "--per-version", str(args.per_version), "--out", str(corpus), "--fixtures", str(ROOT / "tests" / "fixtures")])
    compiled = work / "ts"
    run([str(args.node_modules / ".bin" / "tsc"), "-p", str(ROOT / "generated" / "typescript"), "--outDir", str(compiled), "--declaration", "false"])
    python_path = os.pathsep.join(str(ROOT / "generated" / d / "src") for d in ("python", "python-pydantic"))
    # The zod flavour, compiled next to a `node_modules` that has zod.
    zod = work / "zod"
    zod.mkdir()
    (zod / "node_modules").symlink_to(args.node_modules.resolve())
    run([str(args.node_modules / ".bin" / "tsc"), "-p", str(ROOT / "generated" / "typescript-zod"), "--outDir", str(zod / "dist"), "--declaration", "false"])
    env = {"PYTHONPATH": python_path, "NODE_PATH": str(args.node_modules), "PATH": "/usr/bin:/bin:/usr/local/bin"}
    env = {**os.environ, **env}
    total = disagreements = invalid = 0
    report = []
    for path in sorted(corpus.glob("*.jsonl")):
        family, version = path.stem.split("@")
        snapshot = ROOT / "snapshots" / family / f"{version}.json"
        payloads = lines(path.read_text())
        command = [str(args.eventspec), "validate", "--family", f"{family}@{version}", "--format", "json", "--jobs", "1", str(path)]
        fast = json.loads(run(command))["findings"]
        general = json.loads(run([*command, "--general-path"]))["findings"]
        # Verdicts alone: rejected events unexplained, those the fast path rejects not parsed.
        alone = {f["event_index"] for f in json.loads(run([*command, "--verdicts-only"]))["findings"] if f["severity"] == "error"}
        rust, general_rust = {}, {}
        for finding in fast:
            if finding["severity"] == "error":
                rust.setdefault(finding["event_index"], []).append(finding["instance_path"])
        for finding in general:
            if finding["severity"] == "error":
                general_rust.setdefault(finding["event_index"], []).append(finding["instance_path"])
        if fast != general:
            disagreements += 1
            report.append(f"{family}@{version}: the fast path's findings differ from the general path's")
        ts_namespace = namespace(family, version)
        ts = lines(run(["node", str(HERE / "node_verdicts.mjs"), "generated", str(compiled / "index.js"), ts_namespace, str(path)], env=env))
        py = lines(run([args.python, str(HERE / "python_verdicts.py"), "generated", f"eventspec_events.{python_module(family, version)}", str(path)], env=env))
        ajv = lines(run(["node", str(HERE / "node_verdicts.mjs"), "ajv", str(snapshot), str(path)], env=env))
        reference = lines(run([args.python, str(HERE / "python_verdicts.py"), "jsonschema", str(snapshot), str(path)], env=env))
        root = json.loads(snapshot.read_text())["title"]
        zod_verdicts = lines(run(["node", str(HERE / "node_verdicts.mjs"), "zod", str(zod / "dist" / "index.js"), ts_namespace, root, str(path)], env=env))
        pydantic = lines(run([args.python, str(HERE / "python_verdicts.py"), "pydantic", f"eventspec_events_pydantic.{python_module(family, version)}", str(path)], env=env))
        for index, payload in enumerate(payloads):
            total += 1
            paths = sorted(rust.get(index, []))
            general_paths = sorted(general_rust.get(index, []))
            verdicts = {
                "rust": [not paths, paths[0] if paths else None],
                "rust-general": [not general_paths, general_paths[0] if general_paths else None],
                "rust-verdicts-only": [index not in alone, paths[0] if index in alone and paths else None],
                "typescript": ts[index],
                "python": py[index],
            }
            ours = {tuple(v) for v in verdicts.values()}
            references = {"ajv": ajv[index][0], "python-jsonschema": reference[index][0], "pydantic": pydantic[index][0], "zod": zod_verdicts[index][0]}
            expected = verdicts["rust"][0]
            invalid += not expected
            references_match = set(references.values()) == {expected}
            if len(ours) != 1 or not references_match:
                disagreements += 1
                if len(report) < 20:
                    report.append(f"{family}@{version} payload {index}: {json.dumps(payload)[:300]}\n  {verdicts} {references}")
    print(f"{total} payloads ({invalid} invalid), {disagreements} disagreement(s)")
    if disagreements:
        print("\n".join(report))
        sys.exit(1)
    print("check passed: one verdict from the Rust validator's fast and general paths (and its verdicts alone), the TypeScript and Python validators, ajv, python-jsonschema and the pydantic and zod flavours")


if __name__ == "__main__":
    main()
