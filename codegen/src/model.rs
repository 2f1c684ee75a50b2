//! The language-neutral model of one contract: what the typings of every language are made from.
//!
//! Only [`crate::lower`] builds it, from the resolved contract; the backends only read it.

use serde_json::Value;

/// One family version (or a user's schema), ready for the backends.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    /// Where it came from, for the do-not-edit header (e.g. `snapshots/agentao.host/v3.json`).
    pub source: String,
    /// The family id, e.g. `agentao.host` (or the schema's title for a user's schema).
    pub family: String,
    /// The version id, e.g. `v3`.
    pub version: String,
    /// The contract's description.
    pub doc: Option<String>,
    /// The stability the registry declares (`stable`, `experimental`, `internal`), if any.
    pub stability: Option<String>,
    /// The event union, if the contract has one.
    pub union: Option<Union>,
    /// Every named type, in reading order: each event type (or the root type) followed by the
    /// types it refers to, then the other definitions.
    pub types: Vec<TypeDef>,
    /// Whether the contract declares its objects closed (unknown fields rejected).
    pub closed_content: bool,
}

/// The tagged union of a contract's event types.
#[derive(Debug, Clone, PartialEq)]
pub struct Union {
    /// Its upstream name, e.g. `HostEvent`.
    pub name: String,
    /// The tag property, e.g. `event_type`; `None` for a union told apart by shape.
    pub tag: Option<String>,
    /// Whether consumers must tolerate event types it does not list.
    pub open: bool,
    /// The event types, in the contract's order.
    pub members: Vec<Member>,
}

/// One event type of a union.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    /// The tag value that selects it, if the union has a tag.
    pub tag_value: Option<String>,
    /// Its named type.
    pub type_name: String,
}

/// A named type.
#[derive(Debug, Clone, PartialEq)]
pub struct TypeDef {
    /// Its name: a `$defs` key, a title, or a parent's name with a suffix.
    pub name: String,
    /// Its description.
    pub doc: Option<String>,
    /// What it is.
    pub kind: Kind,
}

/// What a named type is.
#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// An object with known fields.
    Object(Object),
    /// Another name for a type: a union of forms, an enum, a constrained string, any JSON.
    Alias(Type),
}

/// An object type.
#[derive(Debug, Clone, PartialEq)]
pub struct Object {
    /// Its fields, in the schema's order (required ones as the schema lists them first).
    pub fields: Vec<Field>,
    /// Whether it rejects fields it does not list.
    pub closed: bool,
    /// The type every field it does not list must have (`additionalProperties` as a schema).
    pub rest: Option<Type>,
}

/// One field of an object.
#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    /// The name on the wire, exactly.
    pub name: String,
    /// Its type; a nullable field's type is a union with [`Type::Null`].
    pub ty: Type,
    /// Whether the key must be present (absent and `null` are different things).
    pub required: bool,
    /// Its description.
    pub doc: Option<String>,
    /// Whether the schema marks it deprecated.
    pub deprecated: bool,
}

/// A type expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Type {
    /// Any JSON value.
    Any,
    /// No value at all (a `false` schema): the field must be absent.
    Never,
    /// `null`.
    Null,
    /// `true` or `false`.
    Boolean,
    /// A whole number.
    Integer,
    /// Any number.
    Number,
    /// A string.
    String,
    /// Exactly this value (a string, number or boolean).
    Literal(Value),
    /// A named type of the model.
    Named(String),
    /// An array of items of a type.
    Array(Box<Type>),
    /// An array whose first items each have a type of their own (`prefixItems`, or draft 7's
    /// list form of `items`), and the rest the last type (any value when the schema says
    /// nothing of them, [`Type::Never`] when there may be no more). Any item may be missing:
    /// the array may be shorter.
    Tuple(Vec<Type>, Box<Type>),
    /// An object with string keys and values of a type.
    Map(Box<Type>),
    /// One of several types.
    Union(Vec<Type>),
    /// A type with constraints on its values (a pattern, bounds); typings show the type, the
    /// validators check the constraints too.
    Checked(Box<Type>, Vec<Check>),
}

/// A constraint on values beyond their type.
#[derive(Debug, Clone, PartialEq)]
pub enum Check {
    /// The string matches this regular expression (anywhere, as JSON Schema says).
    Pattern(Pattern),
    /// The number is at least this (limits are the schema's numbers as written: an integer
    /// beyond 2^53 stays exact).
    Minimum(serde_json::Number),
    /// The number is at most this.
    Maximum(serde_json::Number),
    /// The number is more than this.
    ExclusiveMinimum(serde_json::Number),
    /// The number is less than this.
    ExclusiveMaximum(serde_json::Number),
    /// The number is a multiple of this.
    MultipleOf(serde_json::Number),
    /// The string has at least this many characters.
    MinLength(u64),
    /// The string has at most this many characters.
    MaxLength(u64),
    /// The array has at least this many items.
    MinItems(u64),
    /// The array has at most this many items.
    MaxItems(u64),
    /// The object has at least this many properties.
    MinProperties(u64),
    /// The object has at most this many properties.
    MaxProperties(u64),
    /// No two items of the array are equal (as JSON Schema compares: `1` equals `1.0`, `true`
    /// is not `1`, objects whatever their order).
    UniqueItems,
    /// The value is none of these (a `not` of `const` or `enum`), compared as JSON Schema
    /// compares.
    Excludes(Vec<Value>),
    /// Between `min` and `max` items of the array are of a type (`contains`, `minContains`,
    /// `maxContains`).
    Contains(Contains),
}

/// A `contains` constraint: how many items of the array must be of `item`.
#[derive(Debug, Clone, PartialEq)]
pub struct Contains {
    /// The type an item counted must have (`contains`).
    pub item: Type,
    /// At least this many items are of it (`minContains`, 1 by default; never 0, which would
    /// make the constraint hold always, unless `max` is given).
    pub min: u64,
    /// At most this many items are of it (`maxContains`), if bounded.
    pub max: Option<u64>,
}

impl Check {
    /// The type the constraint checks items against, if it has one (`contains`).
    pub fn item(&self) -> Option<&Type> {
        match self {
            Check::Contains(contains) => Some(&contains.item),
            _ => None,
        }
    }
}

/// A `pattern` constraint, translated once while lowering (under the generation's policy).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Pattern {
    /// The pattern exactly as the schema has it (ECMA-262); the TypeScript runtime compiles it
    /// natively.
    pub source: String,
    /// The JSON pointer of the `pattern` keyword.
    pub pointer: String,
    /// The same regular expression in Python `re` syntax, with ECMA-262's meaning.
    pub python: String,
    /// The same regular expression in the syntax of Rust's `regex` (pydantic's default engine),
    /// with ECMA-262's meaning; `None` when it needs lookaround, which only `re` has.
    pub rust: Option<String>,
    /// Why a backtracking engine may take more than linear time on it, when it may (generated
    /// only with [`eventspec_pattern::Policy::allow_backtracking`]).
    pub backtracking: Option<String>,
}

impl Type {
    /// This type with `check` too.
    pub fn checked(self, check: Check) -> Type {
        match self {
            Type::Checked(inner, mut checks) => {
                checks.push(check);
                Type::Checked(inner, checks)
            }
            other => Type::Checked(Box::new(other), vec![check]),
        }
    }

    /// The items of a [`Type::Tuple`] as one type: any of `items`, or `rest`; the type of its
    /// items where a language's typings have no tuple with missing items.
    pub fn any_item(items: &[Type], rest: &Type) -> Type {
        let mut out: Vec<Type> = Vec::new();
        for item in items.iter().chain([rest]) {
            if *item == Type::Any {
                return Type::Any;
            }
            if *item != Type::Never && !out.contains(item) {
                out.push(item.clone());
            }
        }
        match out.len() {
            0 => Type::Never,
            1 => out.remove(0),
            _ => Type::Union(out),
        }
    }
}

impl Model {
    /// The contract as people name it: `agentao.host@v3`, or the family alone without a version.
    pub fn label(&self) -> String {
        if self.version.is_empty() {
            self.family.clone()
        } else {
            format!("{}@{}", self.family, self.version)
        }
    }

    /// The named type `name`, if the model has it.
    pub fn type_def(&self, name: &str) -> Option<&TypeDef> {
        self.types.iter().find(|t| t.name == name)
    }

    /// Every pattern of the model, with the type and field it constrains, in the model's order.
    pub fn patterns(&self) -> Vec<(String, &Pattern)> {
        fn visit<'m>(ty: &'m Type, location: &str, out: &mut Vec<(String, &'m Pattern)>) {
            match ty {
                Type::Array(item) | Type::Map(item) => visit(item, location, out),
                Type::Tuple(items, rest) => {
                    items
                        .iter()
                        .chain([&**rest])
                        .for_each(|t| visit(t, location, out));
                }
                Type::Union(types) => types.iter().for_each(|t| visit(t, location, out)),
                Type::Checked(inner, checks) => {
                    visit(inner, location, out);
                    for check in checks {
                        match check {
                            Check::Pattern(pattern) => out.push((location.to_owned(), pattern)),
                            Check::Contains(contains) => visit(&contains.item, location, out),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        for def in &self.types {
            match &def.kind {
                Kind::Object(object) => {
                    for field in &object.fields {
                        let location = format!("field `{}` of `{}`", field.name, def.name);
                        visit(&field.ty, &location, &mut out);
                    }
                }
                Kind::Alias(ty) => visit(ty, &format!("`{}`", def.name), &mut out),
            }
        }
        out
    }
}
