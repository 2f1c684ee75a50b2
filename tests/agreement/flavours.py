"""The verdicts of every validator eventspec gives a user's schema: `eventspec validate
--schema` and the four generated flavours (plain TypeScript and Python, zod, pydantic), each on
the same payloads; shared by the agreement runs that hold them to python-jsonschema.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
from run import lines, run  # noqa: E402

FLAVOURS = {
    "plain-ts": ("typescript", "plain", "typescript"),
    "plain-py": ("python", "plain", "python"),
    "zod": ("typescript", "zod", "typescript-zod"),
    "pydantic": ("python", "pydantic", "python-pydantic"),
}


class Tools:
    """The eventspec binary and the npm tools (tsc, zod) the TypeScript flavours compile with."""

    def __init__(self, eventspec: Path, node_modules: Path):
        self.eventspec = eventspec
        self.node_modules = node_modules
        self.tsc = node_modules / ".bin" / "tsc"

    @classmethod
    def from_arguments(cls, doc, more=None):
        """The tools the command line names (`--eventspec`, `--node-modules`), else the
        repository's debug build and the typings gate's npm tools; `doc` is the script's help.
        `more`, if given, adds the script's own options to the parser; they are in `args`."""
        parser = argparse.ArgumentParser(description=doc.splitlines()[0])
        parser.add_argument("--node-modules", type=Path, default=ROOT / "tests" / "typings" / "node_modules")
        parser.add_argument("--eventspec", type=Path, default=ROOT / "target" / "debug" / "eventspec")
        if more:
            more(parser)
        args = parser.parse_args()
        tools = cls(args.eventspec, args.node_modules)
        tools.args = args
        return tools


def judge(tools, schema_path, payloads, module, union):
    """Each validator's verdicts on `payloads` under the schema at `schema_path`: the generated
    packages' module `module` (snake case) and the zod schema `union` (the root's type name)."""
    with tempfile.TemporaryDirectory(prefix="eventspec-flavours-") as scratch:
        work = Path(scratch)
        corpus = work / "corpus.jsonl"
        corpus.write_text("".join(json.dumps(p) + "\n" for p in payloads))
        packages = {}
        for label, (lang, flavour, folder) in FLAVOURS.items():
            run([str(tools.eventspec), "generate", "--schema", str(schema_path), "--lang", lang, "--flavor", flavour, "--out", str(work / label)])
            packages[label] = work / label / folder
        # Compiled inside the package, whose node_modules (zod) an ES module finds from there.
        for label in ("plain-ts", "zod"):
            (packages[label] / "node_modules").symlink_to(tools.node_modules.resolve())
            run([str(tools.tsc), "-p", str(packages[label]), "--outDir", str(packages[label] / "js"), "--declaration", "false"])
        env = {**os.environ, "NODE_PATH": str(tools.node_modules)}
        namespace = "".join(part if i == 0 else part.capitalize() for i, part in enumerate(module.split("_")))
        report = json.loads(run([str(tools.eventspec), "validate", "--schema", str(schema_path), "--format", "json", "--jobs", "1", str(corpus)]))
        invalid = {f["event_index"] for f in report["findings"] if f["severity"] == "error"}

        def node(*args):
            return [v[0] for v in lines(verdicts(["node", str(HERE / "node_verdicts.mjs"), *args, str(corpus)], env=env))]

        def python(which, package, label):
            path = {**env, "PYTHONPATH": str(packages[label] / "src")}
            return [v[0] for v in lines(verdicts([sys.executable, str(HERE / "python_verdicts.py"), which, f"{package}.{module}", str(corpus)], env=path))]

        return {
            "eventspec validate": [i not in invalid for i in range(len(payloads))],
            "TypeScript": node("generated", str(packages["plain-ts"] / "js" / "index.js"), namespace),
            "zod": node("zod", str(packages["zod"] / "js" / "index.js"), namespace, union),
            "Python": python("generated", "eventspec_events", "plain-py"),
            "pydantic": python("pydantic", "eventspec_events_pydantic", "pydantic"),
        }


def verdicts(command, env):
    """The output of a verdict script, which must succeed (a crash is no verdict)."""
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr[-2000:]}")
    return result.stdout


def disagreements(name, payloads, expected, judged):
    """One line per verdict that differs from `expected` (python-jsonschema's)."""
    out = []
    for who, got in judged.items():
        assert len(got) == len(payloads), f"{name}: {who} judged {len(got)} of {len(payloads)} payloads"
        for payload, want, verdict in zip(payloads, expected, got):
            if verdict != want:
                says = lambda valid: "valid" if valid else "invalid"  # noqa: E731
                out.append(f"{name}: {who} judges {json.dumps(payload)[:300]} {says(verdict)}; python-jsonschema says {says(want)}")
    return out
