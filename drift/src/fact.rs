//! What the walk saw: one typed fact per difference between two versions, before any verdict
//! or wording. [`crate::judge`] turns each into a change.

use eventspec_schema::model::Bound;
use serde_json::Value;

/// One difference. `subject` is how a sentence names the place (`the event`, `` `usage.x` ``);
/// paths are property paths (`usage.x`).
#[derive(Debug, Clone, PartialEq)]
pub enum Fact {
    /// An event type only NEW has.
    VariantAdded {
        /// Its name.
        name: String,
        /// OLD's union had a catch-all member, which accepted this tag in any shape.
        old_catch_all: bool,
        /// NEW's union is open: readers skip types they do not know.
        open: bool,
    },
    /// An event type only OLD has.
    VariantRemoved {
        /// Its name.
        name: String,
    },
    /// A form of a union only NEW has.
    FormAdded {
        /// Its label (`role=user`, `#2`).
        label: String,
    },
    /// A form of a union only OLD has.
    FormRemoved {
        /// Its label.
        label: String,
    },
    /// A named type outside the union only NEW has.
    TypeAdded {
        /// Its name.
        name: String,
    },
    /// A named type outside the union only OLD has.
    TypeRemoved {
        /// Its name.
        name: String,
    },
    /// A property only NEW declares.
    PropertyAdded {
        /// Its path.
        path: String,
        /// NEW requires it.
        required: bool,
        /// OLD rejected properties it did not list.
        old_closed: bool,
        /// NEW's schema for it constrains values.
        constrained: bool,
    },
    /// A property only OLD declares.
    PropertyRemoved {
        /// Its path.
        path: String,
        /// OLD required it.
        was_required: bool,
        /// NEW rejects properties it does not list.
        new_closed: bool,
        /// OLD's schema for it constrained values.
        constrained: bool,
    },
    /// A property NEW declares as renamed from one of OLD's.
    PropertyRenamed {
        /// OLD's path.
        from: String,
        /// NEW's path.
        to: String,
    },
    /// A property became required.
    RequiredAdded {
        /// Its path.
        path: String,
    },
    /// A property is no longer required.
    RequiredRemoved {
        /// Its path.
        path: String,
    },
    /// The JSON types accepted changed.
    TypesChanged {
        /// The place.
        subject: String,
        /// Types OLD accepted and NEW does not.
        removed: Vec<&'static str>,
        /// Types NEW accepts and OLD did not.
        added: Vec<&'static str>,
    },
    /// The `const` changed.
    ConstChanged {
        /// The place.
        subject: String,
        /// OLD's value.
        old: Value,
        /// NEW's value.
        new: Value,
    },
    /// A value of `enum` is no longer accepted (`None`: the values are now limited to a list).
    EnumValueRemoved {
        /// The place.
        subject: String,
        /// The value.
        value: Option<Value>,
    },
    /// A value is now accepted by `enum` (`None`: the values are no longer limited to a list).
    EnumValueAdded {
        /// The place.
        subject: String,
        /// The value.
        value: Option<Value>,
    },
    /// The `pattern` was added, removed or changed.
    PatternChanged {
        /// The place.
        subject: String,
        /// OLD's.
        old: Option<String>,
        /// NEW's.
        new: Option<String>,
    },
    /// The `format` was added, removed or changed.
    FormatChanged {
        /// The place.
        subject: String,
        /// OLD's.
        old: Option<String>,
        /// NEW's.
        new: Option<String>,
    },
    /// A numeric, length or size bound changed.
    BoundChanged {
        /// The place.
        subject: String,
        /// Which bound.
        bound: Bound,
        /// OLD's limit.
        old: Option<f64>,
        /// NEW's limit.
        new: Option<f64>,
    },
    /// What an object says of properties it does not list changed.
    AdditionalChanged {
        /// The place.
        subject: String,
        /// How.
        change: Additional,
    },
    /// A description or title changed.
    DescriptionChanged {
        /// The place.
        subject: String,
    },
    /// A stream rule only NEW has.
    StreamRuleAdded {
        /// Its id.
        id: String,
    },
    /// A stream rule only OLD has.
    StreamRuleRemoved {
        /// Its id.
        id: String,
    },
    /// A stream rule's requirement changed.
    StreamRuleChanged {
        /// Its id.
        id: String,
    },
    /// A direction the proof could not establish where the walk saw nothing breaking.
    Unproven {
        /// `true`: NEW is not proven to accept all of OLD (backward); `false`: the converse.
        backward: bool,
        /// What was being proven (`` `tool_lifecycle` ``, `the contract`).
        subject: String,
        /// Where the proof stopped, in the side that must accept.
        pointer: String,
        /// Why.
        reason: String,
    },
}

/// How what an object says of properties it does not list changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Additional {
    /// It now rejects them.
    Closed,
    /// It now accepts them.
    Opened,
    /// Their values are now constrained.
    ValuesConstrained,
    /// Their values are no longer constrained.
    ValuesUnconstrained,
}
