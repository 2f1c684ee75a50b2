//! A change between two versions of a contract, and how it reads for each compatibility mode.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The compatibility question asked of a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Can readers using NEW accept every payload valid under OLD?
    Backward,
    /// Can readers still using OLD accept every payload valid under NEW?
    Forward,
    /// Both.
    Full,
}

/// How a change reads under a mode.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Some payload one side accepts is rejected by the side the mode protects.
    Breaking,
    /// What validates changed, but not in a way the mode protects against.
    NonBreaking,
    /// Documentation only: nothing that validates changed.
    Info,
}

/// A stable id for each kind of change, for filters, suppressions and release notes.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// An event type (a variant of a union) was added.
    VariantAdded,
    /// An event type (a variant of a union) was removed.
    VariantRemoved,
    /// A named type outside the union was added.
    TypeAdded,
    /// A named type outside the union was removed.
    TypeRemoved,
    /// An optional property was added.
    PropertyAdded,
    /// A required property was added.
    RequiredPropertyAdded,
    /// A property was removed.
    PropertyRemoved,
    /// A property was renamed (declared with `x-renamed-from`).
    PropertyRenamed,
    /// An existing property became required.
    RequiredAdded,
    /// An existing property became optional.
    RequiredRemoved,
    /// Fewer JSON types are accepted.
    TypeNarrowed,
    /// More JSON types are accepted.
    TypeWidened,
    /// Different JSON types are accepted.
    TypeChanged,
    /// `null` is no longer accepted.
    NullableRemoved,
    /// `null` is now accepted.
    NullableAdded,
    /// The `const` value changed.
    ConstChanged,
    /// An `enum` value was removed.
    EnumValueRemoved,
    /// An `enum` value was added.
    EnumValueAdded,
    /// A `pattern` was added.
    PatternAdded,
    /// A `pattern` was removed.
    PatternRemoved,
    /// The `pattern` changed.
    PatternChanged,
    /// The `format` changed, was added or was removed.
    FormatChanged,
    /// A numeric, length or size bound was tightened.
    BoundTightened,
    /// A numeric, length or size bound was loosened.
    BoundLoosened,
    /// An object now rejects properties it does not list.
    AdditionalPropertiesClosed,
    /// An object now accepts properties it does not list.
    AdditionalPropertiesOpened,
    /// A description or title changed.
    DescriptionChanged,
    /// A stream rule was added: producers must now satisfy it.
    StreamRuleAdded,
    /// A stream rule was removed: consumers can no longer rely on it.
    StreamRuleRemoved,
    /// A stream rule's requirement changed.
    StreamRuleChanged,
    /// What validates may have changed in a way drift could not prove compatible: judged as
    /// breaking in that direction, with the reason the proof stopped.
    Unproven,
}

impl Rule {
    /// The rule's id, as in reports.
    pub fn id(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default()
    }
}

/// Which side of a change accepts a payload the other rejects.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Effect {
    /// Some payload valid under OLD is invalid under NEW (readers on NEW break).
    pub old_accepts_more: bool,
    /// Some payload valid under NEW is invalid under OLD (readers on OLD break).
    pub new_accepts_more: bool,
}

impl Effect {
    /// NEW rejects some OLD payloads.
    pub const NARROWED: Self = Self {
        old_accepts_more: true,
        new_accepts_more: false,
    };
    /// OLD rejects some NEW payloads.
    pub const WIDENED: Self = Self {
        old_accepts_more: false,
        new_accepts_more: true,
    };
    /// Each side rejects some payloads of the other.
    pub const BOTH: Self = Self {
        old_accepts_more: true,
        new_accepts_more: true,
    };
    /// Nothing that validates changed.
    pub const NONE: Self = Self {
        old_accepts_more: false,
        new_accepts_more: false,
    };
}

/// One change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Change {
    /// What kind of change.
    pub rule: Rule,
    /// The event type it is in (its tag value), or the named type.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event_type: Option<String>,
    /// The property path a payload author recognises (`usage.reasoning_tokens`, `items[]`,
    /// `metadata.*`; a name with `.`, brackets, quotes, `*` or spaces as a JSON string in
    /// brackets: `usage["tokens.total"]`), one path per place; empty for the event type itself.
    pub path: String,
    /// JSON pointer into the schema (NEW's, or OLD's for what was removed).
    pub pointer: String,
    /// Whether it breaks under the chosen mode.
    pub breaking: bool,
    /// Its verdict under the chosen mode.
    pub verdict: Verdict,
    /// Its verdict under each mode.
    pub verdicts: Verdicts,
    /// What changed, in a sentence.
    pub message: String,
}

/// A change's verdict under each mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Verdicts {
    /// Readers on NEW, payloads of OLD.
    pub backward: Verdict,
    /// Readers on OLD, payloads of NEW.
    pub forward: Verdict,
    /// Both.
    pub full: Verdict,
}

impl Verdicts {
    /// The verdicts of a change with `effect`; `info` when it is documentation only.
    pub fn of(effect: Effect, info: bool) -> Self {
        let verdict = |breaking: bool| {
            if breaking {
                Verdict::Breaking
            } else if info {
                Verdict::Info
            } else {
                Verdict::NonBreaking
            }
        };
        Self {
            backward: verdict(effect.old_accepts_more),
            forward: verdict(effect.new_accepts_more),
            full: verdict(effect.old_accepts_more || effect.new_accepts_more),
        }
    }

    /// The verdict under `mode`.
    pub fn under(self, mode: Mode) -> Verdict {
        match mode {
            Mode::Backward => self.backward,
            Mode::Forward => self.forward,
            Mode::Full => self.full,
        }
    }
}
