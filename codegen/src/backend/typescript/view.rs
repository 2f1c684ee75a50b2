//! What a TypeScript family module is written from: the views its template renders, each
//! decision made.

use serde::Serialize;

/// The view of a family module (`typescript/family.ts`).
#[derive(Serialize)]
pub(super) struct FamilyView {
    pub(super) header: String,
    pub(super) doc: Vec<String>,
    pub(super) types: Vec<TypeView>,
    pub(super) union: Option<UnionView>,
    pub(super) validator: ValidatorView,
    pub(super) stream: Option<StreamView>,
}

/// The stream checker of a version with stream rules.
#[derive(Serialize)]
pub(super) struct StreamView {
    /// The import from the stream module.
    pub(super) import: String,
    /// `const RULES: readonly Rule[] = [...];`, laid out.
    pub(super) rules: String,
    /// The checker's factory, e.g. `checkHostEventStream`, its JSDoc and its signature, laid
    /// out.
    pub(super) checker: String,
    pub(super) doc: String,
    pub(super) signature: String,
}

/// The module's validator: its imports, `validate…` and `assert…`.
#[derive(Serialize)]
pub(super) struct ValidatorView {
    /// The import from the runtime: only what the module uses (an unused import fails lint).
    pub(super) import: String,
    pub(super) root: String,
    pub(super) validate: String,
    pub(super) assert: String,
    /// The signatures of `validate` and `assert`, laid out.
    /// The JSDoc of `validate`.
    pub(super) validate_doc: String,
    /// The JSDoc of `assert`.
    pub(super) assert_doc: String,
    pub(super) validate_signature: String,
    pub(super) assert_signature: String,
    /// The import of the contract from the validator module beside this one.
    pub(super) contract_import: String,
}

/// One named type: an interface, or a type alias.
#[derive(Serialize)]
pub(super) struct TypeView {
    pub(super) name: String,
    /// Its JSDoc comment, written ([`jsdoc`]).
    pub(super) doc: String,
    pub(super) interface: bool,
    pub(super) fields: Vec<FieldView>,
    /// `export type Name = ...;`, laid out.
    pub(super) alias: String,
}

/// One property of an interface.
#[derive(Serialize)]
pub(super) struct FieldView {
    /// `readonly key?: type;`, laid out and indented.
    pub(super) declaration: String,
    /// Its JSDoc comment, written and indented ([`jsdoc`]).
    pub(super) doc: String,
}

/// The union of the event types: its alias, tags, map, guards and unknown member.
#[derive(Serialize)]
pub(super) struct UnionView {
    pub(super) name: String,
    /// Its JSDoc comment, written ([`jsdoc`]).
    pub(super) doc: String,
    /// `export type Name = A | B;`, laid out, when the union is not a named type itself.
    pub(super) alias: Option<String>,
    pub(super) tagged: bool,
    pub(super) tag_key: String,
    pub(super) tags_const: String,
    /// The JSDoc of the tags constant and of the map.
    pub(super) tags_doc: String,
    pub(super) map_doc: String,
    /// `export const TAGS = [...] as const;`, laid out.
    pub(super) tags_declaration: String,
    pub(super) tag_type: String,
    /// `export type NameType = (typeof NAME_TYPES)[number];`, laid out.
    pub(super) tag_type_declaration: String,
    /// The known guard's `return` statement, laid out.
    pub(super) known_return: String,
    pub(super) map_name: String,
    pub(super) events: Vec<EventView>,
    pub(super) open: bool,
    pub(super) unknown_name: String,
    /// The JSDoc of the catch-all member.
    pub(super) unknown_doc: String,
    pub(super) known_guard: String,
    /// The known guard's JSDoc.
    pub(super) known_doc: String,
    /// The signature of `known_guard`, laid out.
    pub(super) known_signature: String,
}

/// One member of the union, with its guard.
#[derive(Serialize)]
pub(super) struct EventView {
    pub(super) tag: String,
    /// The tag as a JSON string, in a tagged union.
    #[serde(skip)]
    pub(super) tag_json: Option<String>,
    pub(super) map_key: String,
    pub(super) type_name: String,
    pub(super) guard: String,
    /// The guard's JSDoc: what it tells, laid out.
    pub(super) doc: String,
    /// The guard's signature and its `return`, laid out.
    pub(super) signature: String,
    pub(super) body: String,
}
