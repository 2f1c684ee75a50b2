"""How the generated packages name a family version: its TypeScript namespace (`agentaoHostV3`,
`agUiV11`) and its Python module (`agentao_host.v3`, `ag_ui.v1_1`), from any family or
version id."""

import re


def camel(text):
    """`agentao.host` → `agentaoHost`, `ag-ui` → `agUi`, `v1.1` → `v11`."""
    parts = [p for p in re.split(r"[^0-9A-Za-z]+", text) if p] or [""]
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def module(text):
    """A family or version id as a module name: `ag-ui` → `ag_ui`, `v1.0` → `v1_0`."""
    return re.sub(r"[^0-9A-Za-z_]", "_", text)


def namespace(family, version):
    """The TypeScript namespace of a family version in the registry's package."""
    version = camel(version)
    return camel(family) + version[:1].upper() + version[1:]


def python_module(family, version):
    """The module of a family version within a generated Python package."""
    return f"{module(family)}.{module(version)}"
