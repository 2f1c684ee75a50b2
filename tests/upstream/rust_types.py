"""Writes the Rust types of a family authored from an SDK's pydantic models: `openai.responses`
(schema/src/families/openai_responses/, from the `openai` SDK's `ResponseStreamEvent`) or
`anthropic.beta.messages` (schema/src/families/anthropic_beta_messages/, from the `anthropic`
SDK's `BetaRawMessageStreamEvent`). The structure comes from `TypeAdapter(union).json_schema()`;
names, doc comments and each type's SDK file from the SDK's classes and their sources.

    python tests/upstream/rust_types.py SDK OUT_DIR [BASE_DIR]   (SDK: openai or anthropic-beta,
                                                                  with one release importable)

Without BASE_DIR it writes the whole family for the SDK's release (the current version, with its
`v<major>_<minor>.rs`). With BASE_DIR (the family's folder, as this wrote it for a newer release),
it writes an older version: `v<major>_<minor>.rs` and a folder of the same name holding only the
types whose structure differs from BASE_DIR's and those that name one, the rest re-exported
from the family.

The SDKs are themselves generated from their APIs' OpenAPI descriptions; this writes a family's
types once per SDK release, to be read and kept by hand from there (`cargo fmt` lays them out,
and `tests/it/drift_upstream.rs` proves them equal to the SDK's JSON Schema). What it decides:

- a class the SDK repeats in several modules with one structure is one type, named after the
  exported class, else the one outside an event module, else the shortest name;
- a class the SDK does not export is named after its module
  (`ResponseTextDeltaEventLogprob`);
- a field's presence follows its type: required, required and nullable (`Optional[...]` without
  a default), optional and nullable (`= None`), optional and never null (another default);
- a literal is an enum inlined where it is used (`#[schemars(inline)]`);
- a union of objects whose `type`s differ is a `ref_union!` (a `oneOf` of their `$ref`s), named
  after the SDK's alias when it has one (`ResponseOutputItem`); any other union an untagged
  enum (an `anyOf`), and a union with a member that takes anything (`object`) is any value;
- the events are the `event_union!` of `v<major>_<minor>.rs`, their `type` moved to the union's
  tag (with, for Anthropic, the `ping` and `error` of its SSE layer, `anthropic.messages`'s).
"""
import ast
import importlib
import inspect
import json
import keyword
import pkgutil
import re
import sys
import textwrap
import typing
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, TypeAdapter


def openai_topic(cls):
    """Where an `openai` class goes: (topic, file stem)."""
    module = cls.__module__.rsplit(".", 1)[1]
    stem = module.removeprefix("response_") if module != "response" else "object"
    if cls.__module__.startswith("openai.types.shared."):
        return ("shared", module)
    if module.endswith("_event"):
        return ("events", stem.removesuffix("_event"))
    if module in ("response", "response_usage", "response_error", "response_status", "response_text_config",
                  "response_prompt", "response_conversation_param", "response_includable") or module.startswith("response_format"):
        return ("response", stem)
    if "tool" in module and not module.startswith("response_") or module.startswith(("tool_choice", "container", "local_", "inline_skill", "skill", "function_shell", "namespace", "custom_tool", "apply_patch_tool", "computer", "web_search", "file_search_tool", "function_tool")):
        return ("tools", stem)
    return ("items", stem)


def anthropic_topic(cls):
    """Where an `anthropic` beta class goes: (topic, file stem)."""
    stem = cls.__module__.rsplit(".", 1)[1].removeprefix("beta_")
    if stem.endswith("_event"):
        return ("events", stem.removeprefix("raw_").removesuffix("_event"))
    if re.search(r"_20\d{6}$|_config$|toolset|^mcp_tool(_param)?$|^response_tool|^tool_change|^user_location$|^cache_control|^citations?_config", stem):
        return ("tools", stem)
    if re.search(r"result|output_block|error_object|error_block|^web_fetch_block|^tool_search|listing_block|^document_block|source", stem):
        return ("results", stem)
    if re.search(r"block|_delta$|citation|caller", stem):
        return ("blocks", stem)
    return ("message", stem if stem != "message" else "object")


@dataclass
class Sdk:
    """What differs between the SDKs this writes from."""

    package: str  # the importable package
    union: tuple  # (module, name) of the stream union
    exports: tuple  # the modules whose exported classes keep their own names, preferred first
    family: str  # the family's id
    module: str  # the family's Rust module under `crate::families`
    union_doc: str  # the doc comment of the version's union
    tag_prefix: str  # what a variant's name leaves out of its tag
    topic: object  # class -> (topic, file stem)
    topic_docs: dict  # topic -> its module's doc comment
    extra_events: str = ""  # `event_union!` lines after the SDK's events
    extra_uses: str = ""  # what those lines need, in the `use crate::{...}` list


SDKS = {
    "openai": Sdk(
        package="openai",
        union=("openai.types.responses", "ResponseStreamEvent"),
        exports=("openai.types.responses", "openai.types.shared"),
        family="openai.responses",
        module="openai_responses",
        union_doc="An event of the Responses stream, tagged by `type`: the SDK's `ResponseStreamEvent`\n"
        "    /// (`types/responses/response_stream_event.py`), in its order.",
        tag_prefix="response.",
        topic=openai_topic,
        topic_docs={
            "events": "The events of the stream, one file per SDK module (`types/responses/*_event.py`).",
            "response": "The response the lifecycle events carry, its configuration, usage and errors.",
            "items": "The items of a response's output and input: messages, reasoning, tool calls and their outputs.",
            "tools": "The tools a response may call and how it chooses among them.",
            "shared": "Types the SDK shares across its APIs (`types/shared/`).",
        },
    ),
    "anthropic-beta": Sdk(
        package="anthropic",
        union=("anthropic.types.beta", "BetaRawMessageStreamEvent"),
        exports=("anthropic.types.beta", "anthropic.types"),
        family="anthropic.beta.messages",
        module="anthropic_beta_messages",
        union_doc="An event of the beta Messages stream, tagged by `type`: the six of the SDK's\n"
        "    /// `BetaRawMessageStreamEvent` (`types/beta/beta_raw_message_stream_event.py`), in its\n"
        "    /// order, then the `ping` and `error` of its SSE layer.",
        tag_prefix="",
        topic=anthropic_topic,
        topic_docs={
            "events": "The events of the stream, one file per SDK module (`types/beta/beta_raw_*_event.py`).",
            "message": "The message a `message_start` opens and a `message_delta` updates: usage, container, context management, stop details.",
            "blocks": "The content blocks the model writes, their citations and the deltas that fill them.",
            "results": "The results of server-side tools (web search and fetch, code execution, text editor, tool search, MCP, advisor), whole in their block's start.",
            "tools": "The tool definitions a response may add or change (`tool_change` blocks): client tools, toolsets and their configurations.",
        },
        extra_events="        /// A keep-alive.\n        \"ping\" => Ping(Ping),\n"
        "        /// An error that ends the stream.\n        \"error\" => Error(ErrorResponse),\n",
        extra_uses="    families::anthropic_messages::{ErrorResponse, Ping},\n",
    ),
}

SDK = SDKS[sys.argv[1]]
OUT = Path(sys.argv[2])
BASE = Path(sys.argv[3]) if len(sys.argv) > 3 else None
PACKAGE = importlib.import_module(SDK.package)
TYPES = importlib.import_module(SDK.package + ".types")
EXPORTS = [importlib.import_module(name) for name in SDK.exports]
UNION = getattr(importlib.import_module(SDK.union[0]), SDK.union[1])
SCHEMA = TypeAdapter(UNION).json_schema()
DEFS = SCHEMA["$defs"]

# ---- the SDK's classes, by module and name
CLASSES = {}
ALIASES = {}  # frozenset of member classes -> (alias name, module)
for info in pkgutil.walk_packages(TYPES.__path__, TYPES.__name__ + "."):
    try:
        module = importlib.import_module(info.name)
    except Exception:
        continue
    for name, value in vars(module).items():
        if inspect.isclass(value) and issubclass(value, BaseModel) and value.__module__ == info.name:
            CLASSES.setdefault(name, []).append(value)
    if info.name.startswith(tuple(name + "." for name in SDK.exports)):
        for name, value in vars(module).items():
            if name.startswith("_") or inspect.isclass(value) or inspect.ismodule(value):
                continue
            args = typing.get_args(value)
            if args and typing.get_origin(value) is typing.Annotated:
                args = typing.get_args(args[0])
            members = [a for a in args if inspect.isclass(a) and issubclass(a, BaseModel)]
            if len(members) >= 2 and len(members) == len([a for a in args if a is not type(None)]):
                key = frozenset(members)
                if key not in ALIASES or name.startswith("Response"):
                    ALIASES[key] = (name, info.name, value)


def public(cls):
    return any(getattr(module, cls.__name__, None) is cls for module in EXPORTS)


REACHABLE = set()


def reach(tp):
    if inspect.isclass(tp) and issubclass(tp, BaseModel):
        if tp in REACHABLE:
            return
        REACHABLE.add(tp)
        for field in tp.model_fields.values():
            reach(field.annotation)
        return
    for arg in typing.get_args(tp):
        reach(arg)


reach(UNION)


def def_class(key):
    if "__" in key:
        *module, name = key.split("__")
        return getattr(importlib.import_module(".".join(module)), name)
    candidates = [c for c in CLASSES.get(key, []) if c in REACHABLE]
    preferred = next(([c for c in candidates if c.__module__.startswith(name + ".")] for name in SDK.exports if
                      any(c.__module__.startswith(name + ".") for c in candidates)), candidates)
    preferred = sorted(preferred, key=lambda c: (c.__module__.endswith("_event"), c.__module__))
    if len(preferred) > 1 and all(c.model_json_schema() == preferred[0].model_json_schema() for c in preferred):
        preferred = preferred[:1]
    if len(preferred) != 1:
        raise SystemExit(f"cannot place {key}: {[c.__module__ for c in candidates]}")
    return preferred[0]


def camel(text):
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", text) if part)


def module_camel(cls):
    return camel(cls.__module__.rsplit(".", 1)[1])


def sdk_file(cls):
    return cls.__module__.replace(SDK.package + ".", "", 1).replace(".", "/") + ".py"


CLASS_OF = {key: def_class(key) for key in DEFS}
OWN_NAME = {}
for key, cls in CLASS_OF.items():
    if public(cls) or cls.__name__.startswith(module_camel(cls)):
        OWN_NAME[key] = cls.__name__
    else:
        OWN_NAME[key] = module_camel(cls) + cls.__name__
assert len(set(OWN_NAME.values())) == len(OWN_NAME), "names collide"


def structure(schema, canon):
    """A definition's structure: no titles or descriptions, references by their canonical key."""
    if isinstance(schema, dict):
        out = {}
        for k, v in schema.items():
            if k in ("title", "description"):
                continue
            if k == "$ref":
                out[k] = canon[v.split("/")[-1]]
            elif k == "properties":
                out[k] = {p: structure(q, canon) for p, q in v.items()}
            else:
                out[k] = structure(v, canon)
        return out
    if isinstance(schema, list):
        return [structure(v, canon) for v in schema]
    return schema


def preference(key):
    cls = CLASS_OF[key]
    return (not public(cls), cls.__module__.endswith("_event"), len(OWN_NAME[key]), OWN_NAME[key])


# Classes the SDK repeats in several modules with the same structure are one type here.
CANON = {key: key for key in DEFS}
while True:
    groups = {}
    for key in DEFS:
        groups.setdefault(json.dumps(structure(DEFS[key], CANON), sort_keys=True), []).append(key)
    new = {key: min(group, key=preference) for group in groups.values() for key in group}
    if new == CANON:
        break
    CANON = new
ALSO = {}
for key, canon in CANON.items():
    if key != canon:
        ALSO.setdefault(canon, []).append(key)
NAME_OF = {key: OWN_NAME[CANON[key]] for key in DEFS}


def field_docs(cls):
    docs = {}
    for klass in reversed(cls.__mro__):
        if not (inspect.isclass(klass) and issubclass(klass, BaseModel)) or klass.__module__.startswith("pydantic") or klass.__name__ == "BaseModel":
            continue
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(klass)))
        except (OSError, TypeError):
            continue
        body = tree.body[0].body
        for node, after in zip(body, body[1:] + [None], strict=True):
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                if isinstance(after, ast.Expr) and isinstance(getattr(after, "value", None), ast.Constant) and isinstance(after.value.value, str):
                    docs[node.target.id] = after.value.value
    out = {}
    for name, field in cls.model_fields.items():
        if name in docs:
            out[field.alias or name] = docs[name]
    return out


# ---- doc comments
def wrap_doc(text, indent):
    width = 100 - indent - 4
    text = inspect.cleandoc(text)
    lines = []
    for para in re.split(r"\n\s*\n", text):
        para_lines = para.split("\n")
        items, current = [], None
        for line in para_lines:
            stripped = line.strip()
            if re.match(r"^([-*]|\d+\.) ", stripped):
                current = [stripped]
                items.append(current)
            elif current is not None and stripped:
                current.append(stripped)
            else:
                current = None
                items.append([stripped])
        if lines:
            lines.append("")
        plain = []

        def flush(plain=plain):
            if plain:
                lines.extend(textwrap.wrap(" ".join(plain), width, break_long_words=False, break_on_hyphens=False) or [""])
                plain.clear()
        for item in items:
            m = re.match(r"^(([-*]|\d+\.) )", item[0])
            if m:
                flush()
                lines.extend(textwrap.wrap(" ".join(item), width, subsequent_indent=" " * len(m.group(1)), break_long_words=False, break_on_hyphens=False))
            else:
                plain.extend(item)
        flush()
    pad = " " * indent
    return "".join(f"{pad}///{' ' if line else ''}{line}\n" for line in lines)


# ---- types
ITEMS = {}  # rust name -> (kind, data), in order of creation
ORDER = []
FILE_OF = {}


def add(name, kind, data, file):
    if name in ITEMS:
        if ITEMS[name] != (kind, data):
            raise SystemExit(f"two types named {name}:\n{ITEMS[name]}\n{(kind, data)}")
        return name
    ITEMS[name] = (kind, data)
    ORDER.append(name)
    FILE_OF[name] = file
    return name


def is_null(schema):
    return schema == {"type": "null"}


def ref_key(schema):
    return schema["$ref"].split("/")[-1]


def tag_of(key):
    prop = DEFS[key].get("properties", {}).get("type")
    if prop and "const" in prop and "type" in DEFS[key].get("required", []):
        return prop["const"]
    return None


def tags_of(key):
    prop = DEFS[key].get("properties", {}).get("type")
    if prop and "type" in DEFS[key].get("required", []):
        if "const" in prop:
            return [prop["const"]]
        if "enum" in prop:
            return list(prop["enum"])
    return None


def tagged_members(members):
    if len(members) < 2 or not all("$ref" in m for m in members):
        return None
    tags = [tags_of(ref_key(m)) for m in members]
    if None in tags:
        return None
    flat = [t for ts in tags for t in ts]
    if len(set(flat)) != len(flat):
        return None
    return list(zip([ts[0] for ts in tags], [ref_key(m) for m in members], strict=True))


EVENT_KEYS = [ref_key(m) for m in SCHEMA.get("anyOf") or SCHEMA["oneOf"]]
UNTAG = set(EVENT_KEYS)


def type_for(schema, owner, field, file):
    """The Rust type of a property schema."""
    schema = bare(schema)
    if schema == {} or schema == {"additionalProperties": True, "type": "object"} and "properties" not in schema:
        if schema == {}:
            return "Value"
        return "Map<String, Value>"
    if "$ref" in schema:
        return NAME_OF[ref_key(schema)]
    if "anyOf" in schema:
        members = [m for m in schema["anyOf"] if not is_null(bare(m))]
        nullable = len(members) != len(schema["anyOf"])
        inner = union_type(members, owner, field, file)
        return f"Option<{inner}>" if nullable else inner
    if "const" in schema:
        return literal_enum([schema["const"]], owner, field, file)
    if "enum" in schema:
        return literal_enum(schema["enum"], owner, field, file)
    kind = schema.get("type")
    if kind == "string":
        return "String"
    if kind == "integer":
        return "i64"
    if kind == "number":
        return "f64"
    if kind == "boolean":
        return "bool"
    if kind == "array":
        return f"Vec<{type_for(schema.get('items', {}), owner, field + 'Item', file)}>"
    if kind == "object":
        extra = schema.get("additionalProperties", True)
        if "properties" in schema:
            raise SystemExit(f"inline object at {owner}.{field}")
        if extra is True:
            return "Map<String, Value>"
        return f"BTreeMap<String, {type_for(extra, owner, field + 'Value', file)}>"
    raise SystemExit(f"no type for {owner}.{field}: {schema}")


def bare(schema):
    return {k: v for k, v in schema.items() if k not in ("title", "default", "description")}


def key_of_class(cls):
    qualified = cls.__module__.replace(".", "__") + "__" + cls.__name__
    return qualified if qualified in DEFS else cls.__name__


ALIAS_OF_KEYS = {frozenset(key_of_class(c) for c in classes): alias for classes, alias in ALIASES.items()}


def union_type(members, owner, field, file):
    members = [bare(m) for m in members]
    keys = frozenset(ref_key(m) for m in members if "$ref" in m)
    alias = ALIAS_OF_KEYS.get(keys) if len(keys) == len(members) else None
    unique = []
    for m in members:
        if "$ref" not in m or all("$ref" not in u or NAME_OF[ref_key(u)] != NAME_OF[ref_key(m)] for u in unique):
            unique.append(m)
    members = unique
    if len(members) == 1:
        return type_for(members[0], owner, field, file)
    if any(m == {} for m in members):
        return "Value"
    if {"type": "string"} in members and all(m == {"type": "string"} or m.get("type") == "string" and "enum" in m for m in members):
        return "String"
    tagged = tagged_members(members)
    if alias:
        aname, amod, avalue = alias
        prefix = camel(amod.rsplit(".", 1)[1])
        exported = any(getattr(module, aname, None) is avalue for module in EXPORTS)
        name = aname if exported or aname.startswith(prefix) else prefix + aname
    else:
        name = owner + camel(field)
    if name in NAME_OF.values():
        name = owner + camel(field)
    if tagged:
        return add(name, "tagged", tuple(tagged), file)
    variants = []
    for m in members:
        if "$ref" in m:
            variants.append((NAME_OF[ref_key(m)], NAME_OF[ref_key(m)], CLASS_OF[ref_key(m)].__doc__))
        else:
            t = type_for(m, name, "Item" if m.get("type") == "array" else "Value", file)
            label = {"String": "Text", "f64": "Number", "i64": "Integer", "bool": "Boolean", "Value": "Any"}.get(t)
            if label is None:
                label = "List" if t.startswith("Vec<") else ("Map" if "Map<" in t else t)
            variants.append((label, t, None))
    return add(name, "untagged", tuple(variants), file)


def literal_enum(values, owner, field, file):
    name = owner + camel(field)
    if name in NAME_OF.values():
        name += "Value"
    return add(name, "enum", tuple(values), file)


def build_struct(key):
    cls = CLASS_OF[key]
    name = NAME_OF[key]
    file = SDK.topic(cls)
    schema = DEFS[key]
    docs = field_docs(cls)
    required = set(schema.get("required", []))
    fields = []
    for prop, sub in schema.get("properties", {}).items():
        if prop == "type" and key in UNTAG:
            continue
        nullable = "anyOf" in sub and any(is_null(m) for m in sub["anyOf"])
        rust = type_for(sub, name, prop, file)
        datetime = bare(sub).get("format") == "date-time"
        fields.append((prop, rust, prop in required, nullable, docs.get(prop), datetime))
    closed = schema.get("additionalProperties") is False
    also = tuple(sorted((CLASS_OF[k].__name__, sdk_file(CLASS_OF[k])) for k in ALSO.get(key, [])))
    add(name, "struct", (tuple(fields), closed, cls.__doc__, cls.__name__, sdk_file(cls), also), file)


for key in DEFS:
    if CANON[key] == key:
        build_struct(key)


# ---- rendering
def ident(prop):
    ident = prop
    if keyword.iskeyword(ident) or ident in ("type", "ref", "match", "move", "loop", "mod", "self", "super", "use", "where", "fn", "let", "mut", "impl", "trait", "struct", "enum", "crate", "dyn", "static", "const", "extern", "unsafe", "box"):
        return "r#" + ident
    return ident


def variant_name(value):
    v = camel(str(value))
    if not v or v[0].isdigit():
        v = "V" + v
    return v


# A `datetime` field: the form pydantic reads (an ISO 8601 date, or date and time with an
# optional offset), where the SDK's schema writes `format: date-time`, which a validator need not
# assert. As `anthropic.messages` holds `Container.expires_at`.
DATETIME = r"^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$"
DATETIME_DOC = (
    ". The SDK reads it as a `datetime`, which takes an ISO 8601 date, or date and time with an "
    "optional offset: the pattern says that form (where the SDK's own schema writes `format: "
    "date-time`, which a validator need not assert); field ranges, such as a month of 13, are "
    "left to the reader."
)


def render_struct(name, data):
    fields, closed, doc, sdk_name, sdk_path, also = data
    where = f"`{sdk_name}`, `{sdk_path}`" + "".join(f"; `{n}`, `{p}`" for n, p in also)
    out = wrap_doc(((doc or f"The SDK's `{sdk_name}`.").strip() + f"\n\n({where})"), 0)
    out += "#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]\n"
    if closed:
        out += "#[serde(deny_unknown_fields)]\n"
    out += f"pub struct {name} {{\n"
    for prop, rust, required, nullable, doc, datetime in fields:
        doc = doc or f"The `{prop}` field (not described by the SDK)."
        if datetime:
            doc = doc.rstrip(".") + DATETIME_DOC
        out += wrap_doc(doc, 4)
        if datetime:
            out += f'    #[schemars(regex(\n        pattern = r"{DATETIME}"\n    ))]\n'
        rid = ident(prop)
        if prop != rid.removeprefix("r#"):
            out += f'    #[serde(rename = "{prop}")]\n'
        if required and nullable:
            inner = rust[len("Option<"):-1]
            out += '    #[serde(deserialize_with = "crate::presence::required_nullable")]\n'
            out += f'    #[schemars(schema_with = "crate::presence::nullable::<{inner}>")]\n'
        elif not required and nullable:
            out += '    #[serde(default, skip_serializing_if = "Option::is_none")]\n'
        elif not required:
            out += '    #[serde(\n        default,\n        skip_serializing_if = "Option::is_none",\n        deserialize_with = "crate::presence::present"\n    )]\n'
            out += f'    #[schemars(with = "{rust}")]\n'
            rust = f"Option<{rust}>"
        out += f"    pub {rid}: {rust},\n"
    out += "}\n"
    return out


def render_enum(name, values):
    out = wrap_doc(f"The values of `{name}`.", 0)
    out += "#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]\n"
    out += "#[schemars(inline)]\n"
    out += f"pub enum {name} {{\n"
    seen = set()
    for value in values:
        v = variant_name(value)
        while v in seen:
            v += "X"
        seen.add(v)
        out += f"    /// `{value}`.\n"
        out += f'    #[serde(rename = "{value}")]\n    {v},\n'
    out += "}\n"
    return out


def render_tagged(name, members):
    out = "ref_union! {\n"
    out += wrap_doc(f"One of {len(members)} objects, told apart by their `type`.", 4)
    out += f"    pub enum {name} {{\n"
    for tag, key in members:
        out += f"        /// `{tag}`: {NAME_OF[key]}.\n"
        out += f"        {variant_name(tag)}({NAME_OF[key]}),\n"
    out += "    }\n}\n"
    return out


def render_untagged(name, variants):
    out = wrap_doc("One of several forms, told apart by their shape.", 0)
    out += "#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]\n#[serde(untagged)]\n"
    out += f"pub enum {name} {{\n"
    for label, rust, _ in variants:
        out += f"    /// A `{rust}`.\n"
        out += f"    {label}({rust}),\n"
    out += "}\n"
    return out


TEXT = {
    name: {"struct": render_struct, "enum": render_enum, "tagged": render_tagged, "untagged": render_untagged}[kind](name, data)
    for name, (kind, data) in ITEMS.items()
}


def normal(text):
    """A type's Rust text without its doc comments, white space and commas (what `cargo fmt` may
    change): equal for two types of one structure and names."""
    return re.sub(r"[\s,]", "", "\n".join(line for line in text.split("\n") if not line.strip().startswith("///")))


def base_types(folder):
    """The types of a family folder this script wrote (and `cargo fmt` laid out), by name: their
    normal text. Older versions' folders (`v2_44/`) are not the base."""
    out = {}
    for path in folder.rglob("*.rs"):
        if re.match(r"v\d+_\d+$", path.relative_to(folder).parts[0].removesuffix(".rs")):
            continue
        for block in re.split(r"\n\n(?=\S)", path.read_text()):
            found = re.search(r"pub (?:struct|enum) (\w+)", block)
            if found and not block.startswith(("//!", "use ", "mod ", "pub mod", "pub use", "event_union!")):
                out[found.group(1)] = normal(block)
    return out


def redefined(base):
    """The types that differ from the base folder's, and every type that names one."""
    names = set(ITEMS)
    out = {name for name in names if base.get(name) != normal(TEXT[name])}
    refers = {name: {other for other in re.findall(r"\b[A-Z]\w*", TEXT[name]) if other in names and other != name} for name in names}
    while grown := {name for name in names - out if refers[name] & out}:
        out |= grown
    return out


def write_modules(out_dir, names, prefix):
    """One file per SDK module of `names` (under a folder per topic) and one module file per topic."""
    files = {}
    for name in ORDER:
        if name in names:
            files.setdefault(FILE_OF[name], []).append(TEXT[name])
    module_of = {}
    for cls in CLASS_OF.values():
        module_of.setdefault(SDK.topic(cls), set()).add(sdk_file(cls))
    out_dir.mkdir(parents=True, exist_ok=True)
    topics = {}
    for (top, stem), texts in sorted(files.items()):
        body = "\n".join(texts)
        uses = []
        if "BTreeMap<" in body:
            uses.append("use std::collections::BTreeMap;\n\n")
        uses.append("use schemars::JsonSchema;\nuse serde::{Deserialize, Serialize};\n")
        values = [n for n in ("Map", "Value") if re.search(rf"\b{n}\b[<,>)]", body)]
        if values:
            uses.append("use serde_json::{" + ", ".join(values) + "};\n" if len(values) > 1 else f"use serde_json::{values[0]};\n")
        own = set(re.findall(r"pub (?:struct|enum) (\w+)", body))
        others = set(ITEMS) - own
        if any(re.search(rf"[:<(]\s*{name}\b", body) for name in others):
            uses.append(f"\nuse {prefix}::*;\n")
        uses.append("\n")
        sources = sorted(module_of.get((top, stem), []))
        head = wrap_doc("Types of " + ", ".join(f"`{s}`" for s in sources) + ".", 0).replace("///", "//!") if sources else "//! Unions of the types beside it.\n"
        (out_dir / top).mkdir(exist_ok=True)
        (out_dir / top / f"{stem}.rs").write_text(head + "\n" + "".join(uses) + body)
        topics.setdefault(top, []).append(stem)
    for top, stems in topics.items():
        text = wrap_doc(SDK.topic_docs[top], 0).replace("///", "//!") + "\n"
        text += "".join(f"mod {s};\n" for s in stems) + "\npub use self::{" + ", ".join(f"{s}::*" for s in stems) + "};\n"
        (out_dir / f"{top}.rs").write_text(text)
    return sorted(topics)


def event_union(module_doc, uses, family_glob):
    """The version's file: the `event_union!` of the events, in the SDK's order, and its document.
    `family_glob`: whether the events are the family's own (the current version)."""
    glob = f"    families::{SDK.module}::*,\n" if family_glob else ""
    text = module_doc + "\nuse serde_json::Value;\n\n" + uses + """use crate::{
    document::{DocumentBuilder, EventUnion},
    event_union,
""" + SDK.extra_uses + glob + f"""    registry::{{Family, Version}},
}};

event_union! {{
    /// {SDK.union_doc}
    tag = "type";
    pub enum {SDK.union[1]} {{
"""
    for key in EVENT_KEYS:
        tag = tag_of(key)
        doc = (CLASS_OF[key].__doc__ or "").strip().split("\n")[0].rstrip(".") or f"The SDK's `{CLASS_OF[key].__name__}`"
        text += wrap_doc(doc + ".", 8)
        text += f'        "{tag}" => {variant_name(tag.removeprefix(SDK.tag_prefix))}({NAME_OF[key]}),\n'
    return text + SDK.extra_events + f"""    }}
}}

/// The `{VERSION}` document.
pub fn document(family: &Family, version: &Version) -> Value {{
    {SDK.union[1]}::register(DocumentBuilder::new()).build(family, version)
}}
"""


RELEASE = PACKAGE.__version__
VERSION = "v" + ".".join(RELEASE.split(".")[:2])
STEM = VERSION.replace(".", "_")
FAMILY = f"crate::families::{SDK.module}"
if BASE is None:
    write_modules(OUT, set(ITEMS), FAMILY)
    doc = f"//! `{SDK.family}@{VERSION}`: the stream as the `{SDK.package}` {RELEASE} SDK types it.\n"
    (OUT / f"{STEM}.rs").write_text(event_union(doc, "", True))
else:
    names = redefined(base_types(BASE))
    topics = write_modules(OUT / STEM, names, f"{FAMILY}::{STEM}")
    kept = sorted(set(ITEMS) - names)
    doc = wrap_doc(
        f"`{SDK.family}@{VERSION}`: the stream as the `{SDK.package}` {RELEASE} SDK types it. "
        f"The {len(names)} types that differ from the family's current version (or name one that "
        f"does) are redefined here, from the SDK's; the other {len(kept)} are the current "
        "version's, whose doc comments may be worded for the newer SDK.", 0).replace("///", "//!")
    doc += "\n" + "".join(f"pub mod {top};\n" for top in topics)
    uses = "pub use self::{" + ", ".join(f"{top}::*" for top in topics) + "};\n"
    uses += f"pub use {FAMILY}::{{" + ", ".join(kept) + "};\n"
    (OUT / f"{STEM}.rs").write_text(event_union(doc, uses, False))
