"""Writes the `run:` script of each step of a composite action to DIR/<step number>.sh.

actionlint checks workflows, not an action's own steps; written out, the scripts can be
shellchecked and run. An expression (`${{ ... }}`) left in a script would be pasted into the
code by the runner, so none is allowed: the scripts read their inputs from `env:`.
"""

import pathlib
import sys

import yaml

action, out = sys.argv[1], pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
steps = yaml.safe_load(pathlib.Path(action).read_text(encoding="utf-8"))["runs"]["steps"]
for number, step in enumerate(steps, start=1):
    if "run" not in step:
        continue
    if "${{" in step["run"]:
        sys.exit(f"{action}: step {number} pastes an expression into its script; use env:")
    script = "#!/usr/bin/env bash\n" + step["run"]
    (out / f"{number}.sh").write_text(script, encoding="utf-8")
