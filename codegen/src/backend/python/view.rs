//! What a Python family module is written from: the views its template renders, each
//! decision made.

use serde::Serialize;

/// The module's validator: its imports, `validate_…` and `parse_…`.
#[derive(Serialize)]
pub(super) struct ValidatorView {
    pub(super) runtime: String,
    /// The validator module beside this one: `._v3_validate`.
    pub(super) checks: String,
    /// What the module imports from the runtime, besides `validate`: only what it uses.
    pub(super) import: String,
    pub(super) root: String,
    pub(super) validate: String,
    pub(super) parse: String,
    /// The docstrings of `validate` and `parse`.
    pub(super) validate_doc: String,
    pub(super) parse_doc: String,
    /// The signatures of `validate` and `parse`, laid out.
    pub(super) validate_signature: String,
    pub(super) parse_signature: String,
}

/// The view of a family module (`python/family.py`).
#[derive(Serialize)]
pub(super) struct FamilyView {
    pub(super) header: String,
    /// The imports from the runtime, the stream checker and the validator module, in isort's
    /// order: the furthest module first, then by name.
    pub(super) relative_imports: String,
    pub(super) validator: ValidatorView,
    pub(super) doc: String,
    /// The `typing` and `typing_extensions` import statements.
    pub(super) imports: Vec<String>,
    pub(super) types: Vec<TypeView>,
    pub(super) union: Option<UnionView>,
    pub(super) exports: Vec<String>,
    pub(super) stream: Option<StreamView>,
}

/// The stream checker of a version with stream rules.
#[derive(Serialize)]
pub(super) struct StreamView {
    /// The stream module, relative: `.._stream`.
    pub(super) module: String,
    /// The rules as a literal, laid out.
    pub(super) rules: String,
    /// The checker's factory, e.g. `check_host_event_stream`, its docstring and its signature,
    /// laid out.
    pub(super) checker: String,
    pub(super) doc: String,
    pub(super) signature: String,
}

/// One named type: a `TypedDict` (class or functional form), or a type alias.
#[derive(Serialize)]
pub(super) struct TypeView {
    pub(super) name: String,
    pub(super) doc: String,
    pub(super) class_form: bool,
    /// After the class's head: the comment that keeps a name upstream gives, if it is not in
    /// CapWords.
    pub(super) noqa: &'static str,
    pub(super) functional: bool,
    pub(super) fields: Vec<FieldView>,
    /// `Name: TypeAlias = ...`, laid out.
    pub(super) alias: String,
}

/// One field of a `TypedDict`.
#[derive(Serialize)]
pub(super) struct FieldView {
    /// `name: Required[...]` in a class, `"name": Required[...],` in the functional form, laid
    /// out with its indentation.
    pub(super) declaration: String,
    pub(super) doc: String,
    /// The description as `#` comment lines, for the functional form (which has no docstrings).
    pub(super) comment: Vec<String>,
}

/// The union of the event types: its alias, map, tags and guards.
#[derive(Serialize)]
pub(super) struct UnionView {
    pub(super) name: String,
    /// `Name: TypeAlias = Union[...]`, laid out, when the union is not a named type itself.
    pub(super) alias: Option<String>,
    pub(super) doc: String,
    pub(super) tagged: bool,
    pub(super) tag_key: String,
    pub(super) map_name: String,
    pub(super) types_name: String,
    /// The docstrings of the tags constant and of the map.
    pub(super) types_doc: String,
    pub(super) map_doc: String,
    pub(super) events: Vec<EventView>,
}

/// One member of the union, with its guard.
#[derive(Serialize)]
pub(super) struct EventView {
    pub(super) tag: String,
    /// The tag as a JSON string, in a tagged union.
    #[serde(skip)]
    pub(super) tag_json: Option<String>,
    /// The guard's docstring: what it tells, laid out.
    pub(super) doc: String,
    pub(super) type_name: String,
    /// The type's name as a string literal: an untagged union's guard checks that type.
    pub(super) shape: String,
    pub(super) guard: String,
    /// `def is_...(event: object) -> TypeGuard[...]:`, laid out.
    pub(super) signature: String,
}
