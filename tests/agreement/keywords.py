#!/usr/bin/env python3
"""One verdict per keyword: for each assertion keyword that `eventspec generate` lowers (a
property of one schema per dialect, so that each flavour compiles once), the Rust validator
(`eventspec validate --schema`), the generated TypeScript and Python validators and the zod and
pydantic flavours give the verdict python-jsonschema (the validator of the schema's dialect, the
outside oracle) gives, on payloads chosen at each keyword's edges;
and a schema per keyword that no generated validator checks is refused by `generate`, naming
the keyword and its JSON pointer, instead of being dropped.

    PYTHON keywords.py [--node-modules DIR] [--eventspec PATH]

PYTHON must have jsonschema and pydantic (the typings gate installs them into
target/typings-venv).
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import jsonschema

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
from flavours import Tools, disagreements, judge  # noqa: E402

DRAFT_7 = "http://json-schema.org/draft-07/schema#"

DEFS = {
    "Base": {
        "type": "object",
        "properties": {"timestamp": {"type": "number"}, "rawEvent": {}},
        "required": ["timestamp"],
    },
    "Tag": {"type": "string", "minLength": 2},
    "A": {"type": "object", "properties": {"k": {"const": "a"}, "n": {"type": "integer"}}, "required": ["k"]},
    "B": {"type": "object", "properties": {"k": {"const": "b"}, "s": {"type": "string"}}, "required": ["k"]},
}

# Each keyword lowered: the value schema of field `v`, and values to judge (each one's verdict
# comes from python-jsonschema, never from this list).
LOWERED = {
    "uniqueItems": (
        {"type": "array", "items": {}, "uniqueItems": True},
        [[], [1, 2], [1, 1.0], [True, 1], [{"a": 1, "b": 2}, {"b": 2, "a": 1}], [[1], [1.0]], ["1", 1], [None, None]],
    ),
    "minProperties and maxProperties": (
        {"type": "object", "additionalProperties": {"type": "integer"}, "minProperties": 1, "maxProperties": 2},
        [{}, {"a": 1}, {"a": 1, "b": 2}, {"a": 1, "b": 2, "c": 3}, {"a": "x"}, {"__proto__": 1}],
    ),
    "const beside type": (
        {"type": "string", "const": 1},
        [1, "1", 1.0, None],
    ),
    "enum beside type": (
        {"type": "integer", "enum": [1.0, 1.5, "a"]},
        [1, 1.0, 1.5, "a", 2],
    ),
    "exclusive oneOf": (
        {"oneOf": [{"type": "string"}, {"type": "integer"}, {"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}]},
        ["x", 1, 1.5, {"k": "a"}, {"k": "b", "s": "t"}, {"k": "c"}, {"k": "a", "n": "x"}, None],
    ),
    "checks beside $ref": (
        {"$ref": "#/$defs/Tag", "maxLength": 3},
        ["ab", "abc", "abcd", "a", 3],
    ),
    "allOf merged, closed by unevaluatedProperties": (
        {
            "allOf": [{"$ref": "#/$defs/Base"}],
            "type": "object",
            "properties": {"runId": {"type": "string"}},
            "required": ["runId"],
            "unevaluatedProperties": False,
        },
        [
            {"runId": "r", "timestamp": 1},
            {"runId": "r"},
            {"runId": "r", "timestamp": "t"},
            {"runId": "r", "timestamp": 1, "rawEvent": {"x": 1}},
            {"runId": "r", "timestamp": 1, "extra": 1},
        ],
    ),
    "additionalProperties schema beside properties": (
        {"type": "object", "properties": {"a": {"type": "integer"}}, "additionalProperties": {"$ref": "#/$defs/Tag"}},
        [{}, {"a": 1}, {"a": 1, "b": "xy"}, {"a": 1, "b": "x"}, {"b": 2}, {"a": "xy"}, {"a/b~": 3}, {"toString": "ab"}],
    ),
    "prefixItems, the rest by items": (
        {"type": "array", "prefixItems": [{"type": "string"}, {"$ref": "#/$defs/A"}], "items": {"type": "integer"}},
        [[], ["x"], ["x", {"k": "a"}], ["x", {"k": "a"}, 1, 2], [1], ["x", {"k": "c"}], ["x", {"k": "a"}, "y"]],
    ),
    "prefixItems, no rest": (
        {"type": "array", "prefixItems": [{"type": "number"}], "items": False},
        [[], [1.5], [1, 2], ["x"]],
    ),
    "draft 7 list items and additionalItems": (
        {"type": "array", "items": [{"type": "string"}, {"type": "boolean"}], "additionalItems": False},
        [[], ["x"], ["x", True], ["x", True, 1], [True]],
        DRAFT_7,
    ),
    "draft 7 list items, any rest": (
        {"type": "array", "items": [{"type": "string"}]},
        [["x", 1, None], [1]],
        DRAFT_7,
    ),
    "not type null": (
        {"not": {"type": "null"}},
        [None, 0, "", [], {}, False],
    ),
    "required without a property": (
        {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a", "b"]},
        [{"a": "x"}, {"a": "x", "b": None}, {"b": 1}],
    ),
    "property counts on a named object": (
        {"$ref": "#/$defs/A", "maxProperties": 1},
        [{"k": "a"}, {"k": "a", "n": 1}, {"k": "b"}],
    ),
    "not of values": (
        {"type": ["string", "integer"], "not": {"enum": ["a", 1, None]}},
        ["a", "b", 1, 1.0, 2, None, True],
    ),
    "not of values on a named type": (
        {"$ref": "#/$defs/Tag", "not": {"const": "ab"}},
        ["ab", "abc", "a"],
    ),
    "open enum of object forms": (
        {"$ref": "#/$defs/Elicitation"},
        [{"mode": "form"}, {"mode": "url", "url": "u"}, {"mode": "url"}, {"mode": "_x"}, {"mode": "_x", "extra": 1}, {"mode": 1}, {}],
    ),
    # zod judges checks on a named type on the raw value: exactly, as its own bounds (a limit
    # read as a float, 2^53, would reject 2^53 itself).
    "a bound past 2^53 on a named type": (
        {"$ref": "#/$defs/Count", "exclusiveMaximum": 9007199254740993},
        [9007199254740992, 9007199254740994, 1, -5],
    ),
    # AG-UI 1.1's `RunAgentInput.state`.
    "not null beside $ref": (
        {"$ref": "#/$defs/Anything", "not": {"type": "null"}},
        [None, 0, "x", {}, [None]],
    ),
    # AG-UI 1.1: a base declares `type` as any event type, each event pins it.
    "a property both merged schemas declare": (
        {"$ref": "#/$defs/RunEvent"},
        [{"type": "RUN"}, {"type": "STEP"}, {"type": "OTHER"}, {}, {"type": "RUN", "extra": 1}, {"type": 1}],
    ),
    "anyOf with a member that accepts anything": (
        {"anyOf": [{}, {"type": "null"}]},
        [None, 0, "x", [], {}],
    ),
    "uniqueItems on a named array": (
        {"$ref": "#/$defs/Pair", "uniqueItems": True},
        [[1, 2], [2, 2], [1.0, 1]],
    ),
    "contains": (
        {"type": "array", "contains": {"const": 1}},
        [[], [1], [2, 1.0], [2, "1", True], [1, 1], 1, "x", None, {"0": 1}],
    ),
    "contains without type": (
        {"contains": {"type": "string"}},
        [[], [1], [1, "a"], "a", 1, {"a": "b"}, None],
    ),
    "contains a $ref, minContains and maxContains": (
        {"type": "array", "contains": {"$ref": "#/$defs/Tag"}, "minContains": 2, "maxContains": 3},
        [[], ["ab"], ["ab", "a", 1], ["ab", "cd"], ["ab", "cd", "ef"], ["ab", "cd", "ef", "gh"], ["ab", "cd", "ef", "gh", "x"], "abcd"],
    ),
    "contains a named object, counted exactly": (
        {"type": "array", "contains": {"$ref": "#/$defs/A"}, "minContains": 1, "maxContains": 1},
        [[{"k": "a"}], [{"k": "a"}, {"k": "b"}], [{"k": "a"}, {"k": "a", "n": 2}], [{"k": "a", "n": "x"}], [{"k": "b"}], []],
    ),
    "minContains 0": (
        {"type": "array", "contains": {"type": "integer"}, "minContains": 0},
        [[], ["x"], [1], [1, 2, 3], "x"],
    ),
    "minContains 0 with maxContains": (
        {"type": ["array", "null"], "contains": {"anyOf": [{"$ref": "#/$defs/A"}, {"type": "integer"}]}, "minContains": 0, "maxContains": 1},
        [[], ["x"], [1], [1.0, {"k": "a"}], [{"k": "b"}, 2], None, 1],
    ),
    "minContains above maxContains": (
        {"type": "array", "contains": {"const": 1}, "minContains": 2, "maxContains": 1},
        [[], [1], [1, 1], [2]],
    ),
    "contains an inline object, nested": (
        {"type": "array", "items": {"contains": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}}},
        [[], [[]], [[{"n": 1}]], [[{"n": "1"}], [{"n": 1}]], [[{"m": 1}, {"n": 2.0}]], [1], [[1, {}]]],
    ),
    "contains beside $ref": (
        {"$ref": "#/$defs/Pair", "contains": {"minimum": 5}},
        [[1, 5], [1, 2], [], [7], [1, 2, 3]],
    ),
    "draft 7 contains ignores minContains and maxContains": (
        {"type": "array", "contains": {"const": 1}, "minContains": 3, "maxContains": 1},
        [[], [1], [1, 1], [2, 1, 1, 1], [2]],
        DRAFT_7,
    ),
}
DEFS["Pair"] = {"type": "array", "items": {"type": "number"}, "maxItems": 2}
DEFS["Count"] = {"type": "integer"}
DEFS["Anything"] = {"description": "Any JSON value."}
DEFS["EventType"] = {"type": "string", "enum": ["RUN", "STEP"]}
DEFS["BaseEvent"] = {"type": "object", "properties": {"type": {"$ref": "#/$defs/EventType"}}, "required": ["type"]}
DEFS["RunEvent"] = {"type": "object", "allOf": [{"$ref": "#/$defs/BaseEvent"}], "properties": {"type": {"const": "RUN"}}, "unevaluatedProperties": False}
# ACP's open enum of object forms (`@agentclientprotocol/sdk` schema.json, `CreateElicitationRequest`):
# the known forms pin `mode`, the catch-all leaves their values out through `not`, and a form
# extends a definition through `allOf`.
DEFS["Elicitation"] = {
    "type": "object",
    "properties": {"id": {"type": "string"}},
    "anyOf": [
        {"type": "object", "properties": {"mode": {"type": "string", "const": "form"}}, "required": ["mode"]},
        {"type": "object", "properties": {"mode": {"type": "string", "const": "url"}}, "required": ["mode"], "allOf": [{"$ref": "#/$defs/UrlMode"}]},
        {
            "title": "other",
            "type": "object",
            "properties": {"mode": {"type": "string"}},
            "required": ["mode"],
            "not": {"anyOf": [
                {"type": "object", "properties": {"mode": {"type": "string", "const": "form"}}, "required": ["mode"]},
                {"type": "object", "properties": {"mode": {"type": "string", "const": "url"}}, "required": ["mode"]},
            ]},
            "additionalProperties": True,
        },
    ],
}
DEFS["UrlMode"] = {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]}

# Each keyword no generated validator checks: the value schema of `v`, and the keyword refused.
REFUSED = {
    # An assertion of the `contains` schema no generated validator checks: refused there.
    "not": {"type": "array", "contains": {"not": {"minLength": 2}}},
    "type": {"$ref": "#/$defs/Tag", "type": "integer"},
    # A `not` that neither excludes JSON types nor names values.
    "not ": {"type": "string", "not": {"minLength": 2}},
    "oneOf": {"oneOf": [{"type": "integer"}, {"type": "number"}]},
    "patternProperties": {"type": "object", "patternProperties": {"^a": {"type": "string"}}},
    "if": {"if": {"type": "string"}, "then": {"minLength": 1}},
}


def document(properties, dialect=None):
    """The schema of an object with `properties` (none required), in `dialect` (2020-12 if None)."""
    return {
        "$schema": dialect or "https://json-schema.org/draft/2020-12/schema",
        "title": "Keyword",
        "type": "object",
        "properties": properties,
        "$defs": DEFS,
    }


def verdicts(tools, keywords, dialect=None):
    """Judges every keyword of `keywords` (name: (value schema, values)) in one schema of
    `dialect`: keyword i is the value schema of property `k<i>`, and each payload sets only the
    property of its keyword, so its verdict is that of the keyword's schema alone. One schema
    for all of them compiles each flavour once, not once a keyword."""
    schema = document({f"k{i}": value_schema for i, (value_schema, _) in enumerate(keywords.values())}, dialect)
    payloads, spans = [], {}
    for i, (name, (_, values)) in enumerate(keywords.items()):
        spans[name] = slice(len(payloads), len(payloads) + len(values))
        payloads += [{f"k{i}": value} for value in values]
    oracle = jsonschema.validators.validator_for(schema)(schema)
    expected = [oracle.is_valid(p) for p in payloads]
    with tempfile.TemporaryDirectory(prefix="eventspec-keywords-") as work:
        schema_path = Path(work) / "keyword.schema.json"
        schema_path.write_text(json.dumps(schema))
        judged = judge(tools, schema_path, payloads, "keyword", "Keyword")
    wrong = []
    for name, span in spans.items():
        wrong += disagreements(name, payloads[span], expected[span], {who: got[span] for who, got in judged.items()})
    assert not wrong, "\n".join(wrong)
    return len(payloads)


def refused(tools, keyword, value_schema):
    with tempfile.TemporaryDirectory(prefix="eventspec-refused-") as scratch:
        work = Path(scratch)
        schema_path = work / "keyword.schema.json"
        schema, dialect = value_schema if isinstance(value_schema, tuple) else (value_schema, None)
        schema_path.write_text(json.dumps(document({"v": schema}, dialect)))
        result = subprocess.run([str(tools.eventspec), "generate", "--schema", str(schema_path), "--out", str(work / "out")], capture_output=True, text=True)
        assert result.returncode == 2, f"{keyword}: generate exited {result.returncode}: {result.stderr}"
        assert f"cannot generate `{keyword}` at `/properties/v" in result.stderr, f"{keyword}: {result.stderr}"
        assert not (work / "out").exists(), f"{keyword}: files were written"


def main():
    tools = Tools.from_arguments(__doc__)
    dialects = {}
    for name, (value_schema, values, *dialect) in LOWERED.items():
        dialects.setdefault(tuple(dialect), {})[name] = (value_schema, values)
    total = sum(verdicts(tools, keywords, *dialect) for dialect, keywords in dialects.items())
    print(f"check passed: {len(LOWERED)} keywords in {len(dialects)} schemas, {total} payloads: eventspec validate, the generated TypeScript and Python validators, zod and pydantic give python-jsonschema's verdict")
    for keyword, value_schema in REFUSED.items():
        refused(tools, keyword.strip(), value_schema)
    print(f"check passed: {len(REFUSED)} keywords no generated validator checks are refused by generate, naming the keyword and its pointer")


if __name__ == "__main__":
    main()
