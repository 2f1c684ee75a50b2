"""One-edit mutants of a JSON value, made deterministically: every member removed, its value
replaced by a value of each other JSON type, an unknown member added to every object, and every
string replaced by an unknown value (`_x`, which open enums admit) and an empty one. Shared by
the agreement runs (`published.py`) and the conformance runs (`tests/conformance/`); every
verdict on a mutant comes from the run's oracle, never from here.
"""

import json

OTHERS = [None, True, 7, 2.5, "s", [], {}]
REMOVE = object()


def nodes(value, path=()):
    """Every (path, value) of a JSON value, the root first."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from nodes(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from nodes(item, (*path, index))


def replaced(value, path, new):
    """`value` with the member at `path` replaced by `new`, or removed when `new` is `REMOVE`."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        out = {k: v for k, v in value.items() if not (k == head and not rest and new is REMOVE)}
        if head in out:
            out[head] = replaced(value[head], rest, new)
        return out
    out = list(value)
    if not rest and new is REMOVE:
        del out[head]
    else:
        out[head] = replaced(value[head], rest, new)
    return out


def mutants(message, limit=0):
    """The mutants of one message, each once: all of them, or `limit` spread evenly over them."""
    every = [mutant for _, _, mutant in edits(message)]
    if not limit or len(every) <= limit:
        return every
    return [every[i * len(every) // limit] for i in range(limit)]


def edits(message):
    """Every one-edit mutant of one message, each once, with what the edit was and where: `removed`,
    `null`, `boolean`, `integer`, `number`, `string`, `array` or `object` (the value replaced by one
    of that JSON type), `unknown-member`, `unknown-string` or `empty-string`."""
    seen = {json.dumps(message, sort_keys=True)}
    for path, value in nodes(message):
        changes = [("removed", REMOVE)] if path else []
        changes += [(json_type(other), other) for other in OTHERS if type(other) is not type(value)]
        if isinstance(value, dict):
            changes.append(("unknown-member", {**value, "unexpectedMember": 1}))
        if isinstance(value, str):
            changes += [("unknown-string", "_x"), ("empty-string", "")]
        for kind, change in changes:
            mutant = replaced(message, path, change)
            key = json.dumps(mutant, sort_keys=True)
            if key not in seen:
                seen.add(key)
                yield kind, path, mutant


def json_type(value):
    """The JSON type of a Python value read from JSON."""
    if value is None:
        return "null"
    for kind, types in (("boolean", bool), ("integer", int), ("number", float), ("string", str), ("array", list)):
        if isinstance(value, types):
            return kind
    return "object"
