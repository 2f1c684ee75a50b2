//! A change between two versions of a contract, and how it reads for each compatibility mode.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The compatibility question asked of a change.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, strum::IntoStaticStr,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
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
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    JsonSchema,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Verdict {
    /// Some payload one side accepts is rejected by the side the mode protects.
    Breaking,
    /// What validates changed, but not in a way the mode protects against.
    NonBreaking,
    /// Documentation only: nothing that validates changed.
    Info,
}

/// A stable id for each kind of change, for filters, suppressions and release notes.
// Each variant's doc comment says what changed and its `message` what to do about it: the
// report layer's rule catalogue reads both, so they are written once.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    JsonSchema,
    strum::IntoStaticStr,
    strum::EnumMessage,
    strum::VariantArray,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Rule {
    /// An event type (a variant of a union) was added.
    #[strum(
        message = "Readers that reject unknown event types break on the new type: update them before producers send it, or publish it in a new version."
    )]
    VariantAdded,
    /// An event type (a variant of a union) was removed.
    #[strum(
        message = "Readers lose the event type and producers that still send it fail: publish the removal as a new version and keep the old one for existing consumers."
    )]
    VariantRemoved,
    /// A named type outside the union was added.
    #[strum(
        message = "Nothing validates differently until a property refers to the type; check the properties that do."
    )]
    TypeAdded,
    /// A named type outside the union was removed.
    #[strum(
        message = "Check the properties that referred to the type: their own changes are reported beside this one."
    )]
    TypeRemoved,
    /// An optional property was added.
    #[strum(
        message = "Readers of a closed event type reject payloads that carry it: update them before producers send it."
    )]
    PropertyAdded,
    /// A required property was added.
    #[strum(
        message = "Producers that do not send it fail: make it optional, or publish a new version and update producers first."
    )]
    RequiredPropertyAdded,
    /// A property was removed.
    #[strum(
        message = "Readers that expected it break, and a closed event type rejects payloads that still carry it: publish a new version, or declare a rename with `x-renamed-from`."
    )]
    PropertyRemoved,
    /// A property was renamed (declared with `x-renamed-from`).
    #[strum(
        message = "Readers and producers must move to the new name together: publish it as a new version, or accept it in the project file with a reason."
    )]
    PropertyRenamed,
    /// An existing property became required.
    #[strum(
        message = "Producers that leave it out now fail: update producers before readers rely on it, or keep it optional."
    )]
    RequiredAdded,
    /// An existing property became optional.
    #[strum(message = "Readers that relied on it being present must handle its absence.")]
    RequiredRemoved,
    /// Fewer JSON types are accepted.
    #[strum(
        message = "Payloads of the dropped types now fail: update producers first, or publish a new version."
    )]
    TypeNarrowed,
    /// More JSON types are accepted.
    #[strum(message = "Readers must handle the new types before producers send them.")]
    TypeWidened,
    /// Different JSON types are accepted.
    #[strum(
        message = "Every payload of the old type fails: publish a new version, or migrate producers and readers together."
    )]
    TypeChanged,
    /// `null` is no longer accepted.
    #[strum(
        message = "Producers that send `null` now fail: update them first, or keep `null` allowed."
    )]
    NullableRemoved,
    /// `null` is now accepted.
    #[strum(message = "Readers must handle `null` before producers send it.")]
    NullableAdded,
    /// The `const` value changed.
    #[strum(message = "Every payload with the old value fails: publish a new version.")]
    ConstChanged,
    /// An `enum` value was removed.
    #[strum(
        message = "Producers that send the value now fail: update them first, or keep the value."
    )]
    EnumValueRemoved,
    /// An `enum` value was added.
    #[strum(
        message = "Readers that switch over the values must handle the new one before producers send it."
    )]
    EnumValueAdded,
    /// A `pattern` was added.
    #[strum(
        message = "Values that do not match the pattern now fail: check what producers send before releasing."
    )]
    PatternAdded,
    /// A `pattern` was removed.
    #[strum(message = "Readers that relied on the pattern must check values themselves.")]
    PatternRemoved,
    /// The `pattern` changed.
    #[strum(
        message = "Values matching only one of the patterns now fail on one side: compare both patterns on what producers send."
    )]
    PatternChanged,
    /// The `format` changed, was added or was removed.
    #[strum(
        message = "Readers and validators that assert the format may judge values differently: check what producers send."
    )]
    FormatChanged,
    /// A numeric, length or size bound was tightened.
    #[strum(message = "Values between the old and the new bound now fail: update producers first.")]
    BoundTightened,
    /// A numeric, length or size bound was loosened.
    #[strum(message = "Readers must handle values past the old bound before producers send them.")]
    BoundLoosened,
    /// An object now rejects properties it does not list.
    #[strum(
        message = "Payloads with properties the contract does not list now fail: declare them, or keep the object open."
    )]
    AdditionalPropertiesClosed,
    /// An object now accepts properties it does not list.
    #[strum(
        message = "Readers must ignore properties they do not know before producers send them."
    )]
    AdditionalPropertiesOpened,
    /// A description or title changed.
    #[strum(message = "Nothing validates differently; the generated typings' doc comments change.")]
    DescriptionChanged,
    /// A stream rule was added: producers must now satisfy it.
    #[strum(
        message = "Streams that break the new rule now fail `--stream`: check recorded streams against it before releasing."
    )]
    StreamRuleAdded,
    /// A stream rule was removed: consumers can no longer rely on it.
    #[strum(
        message = "Consumers that relied on the rule's order must not any more: say so in the release notes."
    )]
    StreamRuleRemoved,
    /// A stream rule's requirement changed.
    #[strum(
        message = "Compare the rule's old and new requirement on recorded streams before releasing."
    )]
    StreamRuleChanged,
    /// What validates may have changed in a way drift could not prove compatible: judged as
    /// breaking in that direction, with the reason the proof stopped.
    #[strum(
        message = "Read the reason given: drift could not prove the change compatible, so it is judged breaking; accept it in the project file if you have checked it."
    )]
    Unproven,
}

impl Rule {
    /// The rule's id, as in reports.
    pub fn id(self) -> &'static str {
        self.into()
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
