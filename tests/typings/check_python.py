#!/usr/bin/env python3
"""Type-checks a generated Python package and its usage tests with mypy --strict and pyright
(strict): the package and its usage test must pass; its must-fail test must fail exactly on the
lines marked `# error`. The plain package is checked for the Python floor, 3.9; the pydantic
flavour for the checker's own Python, since pydantic's sources use newer syntax.

    python3 tests/typings/check_python.py PYTHON PYRIGHT [plain|pydantic]
"""

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
# For each package: its sources, what must pass (the import package and its usage test), its
# must-fail test, and mypy's options beyond --strict. The typings gate checks the pydantic
# package itself with the other flavours, so only its must-fail test is checked here.
SUITES = {
    "plain": (
        ROOT / "generated" / "python" / "src", ["eventspec_events", str(HERE / "python" / "usage.py")],
        HERE / "python" / "must_fail.py", ["--python-version", "3.9"],
    ),
    "pydantic": (
        ROOT / "generated" / "python-pydantic" / "src", [],
        HERE / "python" / "must_fail_pydantic.py", [],
    ),
}


def mypy(python, source, options, *targets):
    result = subprocess.run(
        [python, "-m", "mypy", "--strict", "--no-incremental", *options, *targets],
        cwd=source, capture_output=True, text=True,
    )
    lines = set()
    for line in result.stdout.splitlines():
        match = re.match(r"(.+?):(\d+): error:", line)
        if match:
            lines.add((Path(match.group(1)).name, int(match.group(2))))
    return result.returncode, result.stdout, lines


def pyright(pyright_bin, python, source, *targets):
    config = HERE / "pyrightconfig.json"
    result = subprocess.run(
        [pyright_bin, "--outputjson", "-p", str(config), "--pythonpath", python, *targets],
        cwd=source, capture_output=True, text=True,
    )
    report = json.loads(result.stdout)
    lines = {
        (Path(d["file"]).name, d["range"]["start"]["line"] + 1)
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    }
    return result.returncode, result.stdout, lines


def main():
    python, pyright_bin = sys.argv[1], sys.argv[2]
    suite = sys.argv[3] if len(sys.argv) > 3 else "plain"
    source, passing, must_fail, options = SUITES[suite]
    failures = []
    if passing:
        code, out, _ = mypy(python, source, options, *passing)
        if code != 0:
            failures.append(f"mypy --strict failed on {' and '.join(passing)}:\n{out}")
        code, out, _ = pyright(pyright_bin, python, source, *passing)
        if code != 0:
            failures.append(f"pyright (strict) failed on {' and '.join(passing)}:\n{out}")
    expected = {
        (must_fail.name, number)
        for number, line in enumerate(must_fail.read_text().splitlines(), start=1)
        if line.rstrip().endswith("# error")
    }
    for name, (code, out, lines) in {
        "mypy": mypy(python, source, options, str(must_fail)),
        "pyright": pyright(pyright_bin, python, source, str(must_fail)),
    }.items():
        if code == 0 or lines != expected:
            failures.append(
                f"{name} on {must_fail.name}: expected errors on lines {sorted(n for _, n in expected)}, "
                f"got {sorted(n for _, n in lines)}:\n{out}"
            )
    if failures:
        print("\n\n".join(failures))
        sys.exit(1)
    passed = f"{' and '.join(Path(p).name for p in passing)} pass; " if passing else ""
    print(f"mypy --strict and pyright (strict): {passed}{must_fail.name} fails where marked")


if __name__ == "__main__":
    main()
