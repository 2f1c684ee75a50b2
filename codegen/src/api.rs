//! What a family module says of what it exports, in the same words in every language and
//! flavour: each sentence is composed here once, and a backend only lays it out in its comment
//! syntax. A name that two flavours share means what these sentences say; where flavours must
//! differ (pydantic parses JSON text, the plain modules a parsed value), the names differ too.

/// The tags constant of the union `union` (`HOST_EVENT_TYPES`).
pub fn tags(union: &str) -> String {
    format!("The tag of each event type of `{union}`, in the contract's order.")
}

/// The union of the event types of the contract labelled `label`: its own description (when
/// the union is a named type that has one), else what it is.
pub fn union(label: &str, description: Option<&str>) -> String {
    match description {
        Some(description) => description.to_owned(),
        None => format!("Every event type of `{label}`."),
    }
}

/// The catch-all member of an open union.
pub fn unknown() -> &'static str {
    "An event of a type this version of the contract does not list. The union is open: skip it, \
     log it, or pass it on, but do not fail on it."
}

/// The validator of the union (or root type) `root`: what its findings are.
pub fn validate(root: &str) -> String {
    format!(
        "Every reason `value` is not a valid `{root}` (none when it is), ordered by instance \
         path: the event type its tag names, every field, type, value, pattern and bound, and \
         closedness as `mode` (`\"declared\"`, `\"strict\"` or `\"tolerant\"`) says."
    )
}

/// The guard of an open union's known members, `union` or its catch-all `unknown`.
pub fn known_guard(union: &str, unknown: &str) -> String {
    format!("Whether `event` is of a type this version lists; narrows `{union} | {unknown}`.")
}

/// The entry point that returns `value` as the union (or root type) `root` or, where the
/// language says `raises` (or `throws`), fails listing why (`assert…`, `parse_…`).
pub fn assert_valid(root: &str, raises: &str) -> String {
    format!(
        "`value` as a `{root}`; {raises} an `EventValidationError` listing every reason it is \
         not one."
    )
}

/// The map from each tag to its event type's type (`HostEventMap`, `HOST_EVENT_MAP`).
pub fn map(union: &str) -> String {
    format!("Each event type of `{union}`, by its tag.")
}

/// The guard of event type `type_name`: by its tag (`tag`, as a JSON string, in a tagged
/// union) and by the validator `validate`; in an untagged union, by the type's own check.
pub fn guard(type_name: &str, tag: Option<&str>, validate: &str) -> String {
    match tag {
        Some(tag) => format!(
            "Whether `event` is a valid `{type_name}`: its tag is {tag} and `{validate}` finds \
             nothing wrong in it."
        ),
        None => format!(
            "Whether `event` is a valid `{type_name}`: its type's check finds nothing wrong in it."
        ),
    }
}

/// The stream checker, whose grouping parameter is `group_by` in the language's spelling.
pub fn stream_checker(group_by: &str) -> String {
    format!(
        "A checker of this version's stream rules: `push` each event as it arrives, then \
         `finish`. With `{group_by}` (a field, e.g. `session_id`), the rules hold per value of \
         that field."
    )
}

/// The pydantic flavour's parser of JSON text into the union (or root type) `root`.
pub fn parse_json(root: &str) -> String {
    format!(
        "Parses one JSON document as a `{root}`.\n\nStrict JSON mode, so the verdict is JSON \
         Schema's; raises `pydantic.ValidationError` when the contract rejects the document."
    )
}

/// A validator module beside its family module (`label`: `agentao.host@v3`).
pub fn validator_module(label: &str) -> String {
    format!(
        "The validator of `{label}`: one check per type, written out from its snapshot, calling \
         the runtime's leaf checks only to report a finding. The family module beside this one \
         delegates to it."
    )
}
