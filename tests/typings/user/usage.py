"""Typings of users' own schemas (a plain object, an untagged union, a recursive tree), used as a
host would: type-checked with mypy --strict and pyright strict, then run."""

import json

from acme_heartbeat import heartbeat
from acme_output import output
from acme_tree import tree


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise AssertionError(what)


beat: heartbeat.Heartbeat = {"at": "2026-11-30T00:00:00Z", "seq": 1, "note": None}
expect(heartbeat.validate_heartbeat(beat) == [], "a heartbeat is valid")
expect(heartbeat.validate_heartbeat({"at": "x", "seq": -1}) != [], "a negative seq is not")
expect(heartbeat.validate_heartbeat({"at": "x", "seq": 1, "extra": 1}) != [], "nor an unknown field")


def describe(item: output.Output) -> str:
    # An untagged union's members have guards that check the member's shape.
    if output.is_text(item):
        return item["text"]
    if output.is_image(item):
        return item["url"]
    return ""


expect(describe({"text": "hi"}) == "hi", "a text output")
expect(describe({"url": "https://example.com/a.png"}) == "https://example.com/a.png", "an image")
expect(not output.is_text({"text": 1}) and not output.is_image({"alt": "no url"}), "guards check")
expect(output.validate_output({"text": "hi"}) == [], "a text is an output")
expect(output.validate_output({"alt": "no url"}) != [], "an image without a url is not")

leaf: tree.Node = {"value": "leaf", "children": []}
root: tree.Node = {"value": "root", "children": [leaf], "parent": None}
expect(tree.validate_node(root) == [], "a tree is valid")
deep: object = json.loads('{"value": "x", "children": [{"value": 1, "children": []}]}')
expect(tree.validate_node(deep) != [], "a deep error is found")
print("check passed: the typings of users' own schemas type-check under mypy and pyright and validate")
