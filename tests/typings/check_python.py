#!/usr/bin/env python3
"""Type-checks the generated Python package and its usage tests with mypy --strict and pyright
(strict): the package and `usage.py` must pass; `must_fail.py` must fail exactly on the lines
marked `# error`.

    python3 tests/typings/check_python.py PYTHON PYRIGHT
"""

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SOURCE = ROOT / "generated" / "python" / "src"


def mypy(python, *targets):
    result = subprocess.run(
        [python, "-m", "mypy", "--strict", "--no-incremental", "--python-version", "3.9", *targets],
        cwd=SOURCE, capture_output=True, text=True,
    )
    lines = set()
    for line in result.stdout.splitlines():
        match = re.match(r"(.+?):(\d+): error:", line)
        if match:
            lines.add((Path(match.group(1)).name, int(match.group(2))))
    return result.returncode, result.stdout, lines


def pyright(pyright_bin, python, *targets):
    config = HERE / "pyrightconfig.json"
    result = subprocess.run(
        [pyright_bin, "--outputjson", "-p", str(config), "--pythonpath", python, *targets],
        cwd=SOURCE, capture_output=True, text=True,
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
    usage = str(HERE / "python" / "usage.py")
    must_fail = HERE / "python" / "must_fail.py"
    failures = []
    code, out, _ = mypy(python, "eventspec_events", usage)
    if code != 0:
        failures.append(f"mypy --strict failed on the package or usage.py:\n{out}")
    code, out, _ = pyright(pyright_bin, python, "eventspec_events", usage)
    if code != 0:
        failures.append(f"pyright (strict) failed on the package or usage.py:\n{out}")
    expected = {
        (must_fail.name, number)
        for number, line in enumerate(must_fail.read_text().splitlines(), start=1)
        if line.rstrip().endswith("# error")
    }
    for name, (code, out, lines) in {
        "mypy": mypy(python, str(must_fail)),
        "pyright": pyright(pyright_bin, python, str(must_fail)),
    }.items():
        if code == 0 or lines != expected:
            failures.append(
                f"{name} on must_fail.py: expected errors on lines {sorted(n for _, n in expected)}, "
                f"got {sorted(n for _, n in lines)}:\n{out}"
            )
    if failures:
        print("\n\n".join(failures))
        sys.exit(1)
    print("mypy --strict and pyright (strict): the package and usage.py pass; must_fail.py fails where marked")


if __name__ == "__main__":
    main()
