//! The checker tree: what the fast path checks at each schema location, compiled from the
//! resolved model. Nodes refer to each other by index, so `$ref`s (recursive ones included)
//! are links, not copies.

use regex::Regex;
use serde_json::Number;

use super::names::Names;

/// The index of a node in its [`super::FastPath`].
pub(crate) type Idx = usize;

/// The kinds of JSON value, as a bit set; `INTEGER` is a number with no fractional part.
pub(crate) mod kind {
    pub const NULL: u8 = 1;
    pub const BOOLEAN: u8 = 1 << 1;
    pub const OBJECT: u8 = 1 << 2;
    pub const ARRAY: u8 = 1 << 3;
    pub const NUMBER: u8 = 1 << 4;
    pub const INTEGER: u8 = 1 << 5;
    pub const STRING: u8 = 1 << 6;
    pub const ALL: u8 = NULL | BOOLEAN | OBJECT | ARRAY | NUMBER | INTEGER | STRING;
}

/// One schema location.
#[derive(Debug)]
pub(crate) enum Node {
    /// `true`: every value.
    Any,
    /// `false`: no value.
    Never,
    /// A schema the fast path cannot check: an event that reaches it takes the general path.
    Opaque,
    /// Another node's schema (a `$ref` with nothing beside it but annotations).
    Alias(Idx),
    /// Keywords checked in place.
    Rules(Box<Rules>),
    /// A `oneOf` or `anyOf`.
    Union(Union),
}

/// How a union finds the member that accepts a value: the one that can, known before the
/// value is read to its end, or (members that may overlap) each tried in turn.
#[derive(Debug)]
pub(crate) enum Union {
    /// By the value's kind: the members accept pairwise disjoint kinds (numbers of any kind
    /// count as one). The member for each kind bit, if any.
    Kind(Vec<(u8, Idx)>),
    /// By a property every member requires and pins to a string of its own.
    Tag(Tagged),
    /// By which property an object has: closed object members, each but one with a required
    /// property that no other member lists.
    Presence(Presence),
    /// Members that may overlap, each tried on the value's text in turn.
    Tried(Tried),
}

/// A union whose members may accept the same value.
#[derive(Debug)]
pub(crate) struct Tried {
    /// The members' nodes, in the union's order.
    pub members: Vec<Idx>,
    /// Whether exactly one member must accept a value (`oneOf`), not at least one (`anyOf`).
    pub one_of: bool,
}

/// A union of closed objects dispatched on the properties present.
#[derive(Debug)]
pub(crate) struct Presence {
    /// The members' nodes, in the union's order.
    pub members: Vec<Idx>,
    /// Properties only one member can have, and that member's position.
    pub markers: Vec<(Box<str>, usize)>,
    /// The member for an object with none of the markers.
    pub default: Option<usize>,
}

/// A union dispatched on a tag property.
#[derive(Debug)]
pub(crate) struct Tagged {
    /// The tag property.
    pub property: Box<str>,
    /// The tag values and their members' nodes (each an object's [`Rules`]).
    pub members: Vec<(Box<str>, Idx)>,
    /// The tag values, to find a member by.
    pub values: Names,
    /// Whether the members are the whole union: an object whose tag is missing or names no
    /// member is then one no member accepts. (A root union dispatched without its catch-all
    /// member is not whole: the catch-all takes such objects.)
    pub whole: bool,
}

impl Tagged {
    /// The union of `members` (tag values and nodes) tagged on `property`, the `whole` union
    /// or not.
    pub fn new(property: &str, members: Vec<(Box<str>, Idx)>, whole: bool) -> Self {
        Self {
            property: property.into(),
            values: Names::new(members.iter().map(|(value, _)| &**value)),
            members,
            whole,
        }
    }
}

/// The keywords of one schema object that the fast path checks; each applies only to values of
/// its kind, as in JSON Schema.
#[derive(Debug)]
pub(crate) struct Rules {
    /// The kinds `type` allows.
    pub kinds: u8,
    /// `enum` or `const`, when every value listed is a string, a boolean or null.
    pub listed: Option<Listed>,
    /// `minLength`, `maxLength` (code points).
    pub length: (Option<u64>, Option<u64>),
    /// `pattern`, in Rust's syntax with its ECMA-262 meaning.
    pub pattern: Option<Regex>,
    /// `minimum`, `exclusiveMinimum`, `maximum`, `exclusiveMaximum`.
    pub bounds: Vec<(Limit, Number)>,
    /// `multipleOf`.
    pub multiple_of: Option<Number>,
    /// `items` (one schema for every item).
    pub items: Option<Idx>,
    /// `minItems`, `maxItems`.
    pub item_count: (Option<u64>, Option<u64>),
    /// `properties` in the document's order, then the names only `required` gives (with
    /// `additionalProperties` as their schema).
    pub properties: Vec<(Box<str>, Idx)>,
    /// How many of `properties` the schema lists in `properties`.
    pub declared: usize,
    /// The names of `properties`, to find one by.
    pub names: Names,
    /// The properties required, as bits by position in `properties`.
    pub required: u128,
    /// `additionalProperties` (`None`: every value).
    pub additional: Option<Idx>,
}

/// A numeric bound's comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Limit {
    /// `minimum`: at least.
    Minimum,
    /// `exclusiveMinimum`: above.
    ExclusiveMinimum,
    /// `maximum`: at most.
    Maximum,
    /// `exclusiveMaximum`: below.
    ExclusiveMaximum,
}

/// The values an `enum` or `const` lists, when none is a number, an array or an object.
#[derive(Debug, Default)]
pub(crate) struct Listed {
    /// The strings.
    pub strings: Vec<Box<str>>,
    /// Whether `null` is listed.
    pub null: bool,
    /// Whether `true` is listed.
    pub yes: bool,
    /// Whether `false` is listed.
    pub no: bool,
}

impl Listed {
    /// The kinds of the values listed.
    pub fn kinds(&self) -> u8 {
        let mut kinds = 0;
        if !self.strings.is_empty() {
            kinds |= kind::STRING;
        }
        if self.null {
            kinds |= kind::NULL;
        }
        if self.yes || self.no {
            kinds |= kind::BOOLEAN;
        }
        kinds
    }
}
