"""What the scripts writing an older version's fixtures from the current version's share
(tests/upstream/openai/older_fixtures.py, tests/upstream/anthropic/older_fixtures.py)."""

import json
import shutil


def write(path, value):
    """One payload case, as the corpus lays its files out."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def copy_streams(current, older, is_later, edit, separators=None):
    """The stream fixtures under `current` written again under `older`: a stream with an event
    `is_later` says the older version does not know is dropped, every other has each event
    `edit`ed (one JSON line each, with `separators`), and every other file is copied."""
    for path in sorted(current.rglob("*")):
        target = older / path.relative_to(current)
        if path.suffix == ".jsonl":
            events = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
            if not any(map(is_later, events)):
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text("".join(json.dumps(edit(e), ensure_ascii=False, separators=separators) + "\n" for e in events))
        elif path.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, target)
