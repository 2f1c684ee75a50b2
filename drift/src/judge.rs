//! One handler per rule: each judges a [`Fact`]'s effect (which side accepts a payload the
//! other rejects) and words it. Detection lives in the walk, policy and wording here.

use eventspec_schema::model::Bound;

use crate::{
    change::{Effect, Rule},
    fact::{Additional, Fact},
};

/// A fact, judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Judged {
    /// Its rule.
    pub rule: Rule,
    /// Which side accepts more.
    pub effect: Effect,
    /// Documentation only.
    pub info: bool,
    /// What changed, in a sentence.
    pub message: String,
}

fn judged(rule: Rule, effect: Effect, message: String) -> Judged {
    Judged {
        rule,
        effect,
        info: false,
        message,
    }
}

/// Judges `fact` by the handler of its rule.
pub fn judge(fact: &Fact) -> Judged {
    match fact {
        Fact::VariantAdded {
            name,
            old_catch_all,
            open,
        } => event_type_added(name, *old_catch_all, *open),
        Fact::VariantRemoved { name } => variant_removed(&format!("event type `{name}`")),
        Fact::FormAdded { label } => {
            variant_added(Effect::WIDENED, format!("a form `{label}` was added"))
        }
        Fact::FormRemoved { label } => variant_removed(&format!("the form `{label}`")),
        Fact::TypeAdded { name } => type_added(name),
        Fact::TypeRemoved { name } => type_removed(name),
        Fact::PropertyAdded {
            path,
            required,
            old_closed,
            constrained,
        } => property_added(path, *required, *old_closed, *constrained),
        Fact::PropertyRemoved {
            path,
            was_required,
            new_closed,
            constrained,
        } => property_removed(path, *was_required, *new_closed, *constrained),
        Fact::PropertyRenamed { from, to } => property_renamed(from, to),
        Fact::RequiredAdded { path } => required_added(path),
        Fact::RequiredRemoved { path } => required_removed(path),
        Fact::TypesChanged {
            subject,
            removed,
            added,
        } => types_changed(subject, removed, added),
        Fact::ConstChanged { subject, old, new } => judged(
            Rule::ConstChanged,
            Effect::BOTH,
            format!("{subject} was `{old}` and is now `{new}`"),
        ),
        Fact::EnumValueRemoved { subject, value } => enum_value_removed(subject, value.as_ref()),
        Fact::EnumValueAdded { subject, value } => enum_value_added(subject, value.as_ref()),
        Fact::PatternChanged { subject, old, new } => pattern_changed(subject, old, new),
        Fact::FormatChanged { subject, old, new } => format_changed(subject, old, new),
        Fact::BoundChanged {
            subject,
            bound,
            old,
            new,
        } => bound_changed(subject, *bound, *old, *new),
        Fact::AdditionalChanged { subject, change } => additional_changed(subject, *change),
        Fact::DescriptionChanged { subject } => Judged {
            rule: Rule::DescriptionChanged,
            effect: Effect::NONE,
            info: true,
            message: format!("the description of {subject} changed"),
        },
        Fact::StreamRuleAdded { id } => judged(
            Rule::StreamRuleAdded,
            Effect::NARROWED,
            format!("stream rule `{id}` was added"),
        ),
        Fact::StreamRuleRemoved { id } => judged(
            Rule::StreamRuleRemoved,
            Effect::WIDENED,
            format!("stream rule `{id}` was removed"),
        ),
        Fact::StreamRuleChanged { id } => judged(
            Rule::StreamRuleChanged,
            Effect::BOTH,
            format!("stream rule `{id}` changed what it requires"),
        ),
        Fact::Unproven {
            backward,
            subject,
            pointer,
            reason,
        } => unproven(*backward, subject, pointer, reason),
    }
}

fn event_type_added(name: &str, old_catch_all: bool, open: bool) -> Judged {
    let (effect, how) = if old_catch_all {
        // The old catch-all accepted this tag in any shape; the new event type accepts only
        // its own.
        (
            Effect::NARROWED,
            "the union is open, so readers on the old version skip it, but an old producer may \
             have sent that tag in a shape the new event type rejects",
        )
    } else if open {
        (Effect::NONE, "the union is open, so readers skip it")
    } else {
        (
            Effect::WIDENED,
            "the union is closed, so readers on the old version reject it",
        )
    };
    variant_added(effect, format!("event type `{name}` was added; {how}"))
}

fn variant_added(effect: Effect, message: String) -> Judged {
    judged(Rule::VariantAdded, effect, message)
}

fn variant_removed(what: &str) -> Judged {
    judged(
        Rule::VariantRemoved,
        Effect::NARROWED,
        format!("{what} was removed"),
    )
}

/// A named type outside the union validates nothing by itself.
fn type_added(name: &str) -> Judged {
    judged(
        Rule::TypeAdded,
        Effect::NONE,
        format!("type `{name}` was added"),
    )
}

fn type_removed(name: &str) -> Judged {
    judged(
        Rule::TypeRemoved,
        Effect::NONE,
        format!("type `{name}` was removed"),
    )
}

fn property_added(path: &str, required: bool, old_closed: bool, constrained: bool) -> Judged {
    if required {
        let effect = Effect {
            old_accepts_more: true,
            new_accepts_more: old_closed,
        };
        let message = format!("required property `{path}` was added");
        return judged(Rule::RequiredPropertyAdded, effect, message);
    }
    // Closed: old readers reject the new field. Open: old payloads may have used the name for
    // anything, which a constrained new property rejects.
    let effect = Effect {
        old_accepts_more: !old_closed && constrained,
        new_accepts_more: old_closed,
    };
    let message = format!("optional property `{path}` was added");
    judged(Rule::PropertyAdded, effect, message)
}

fn property_removed(path: &str, was_required: bool, new_closed: bool, constrained: bool) -> Judged {
    let effect = Effect {
        old_accepts_more: new_closed,
        new_accepts_more: was_required || (!new_closed && constrained),
    };
    judged(
        Rule::PropertyRemoved,
        effect,
        format!("property `{path}` was removed"),
    )
}

fn property_renamed(from: &str, to: &str) -> Judged {
    judged(
        Rule::PropertyRenamed,
        Effect::BOTH,
        format!("`{from}` was renamed `{to}`"),
    )
}

fn required_added(path: &str) -> Judged {
    judged(
        Rule::RequiredAdded,
        Effect::NARROWED,
        format!("`{path}` is now required"),
    )
}

fn required_removed(path: &str) -> Judged {
    judged(
        Rule::RequiredRemoved,
        Effect::WIDENED,
        format!("`{path}` is no longer required"),
    )
}

fn types_changed(subject: &str, removed: &[&str], added: &[&str]) -> Judged {
    let only_null = |list: &[&str]| list == ["null"];
    match (removed.is_empty(), added.is_empty()) {
        (false, true) if only_null(removed) => judged(
            Rule::NullableRemoved,
            Effect::NARROWED,
            format!("{subject} no longer accepts `null`"),
        ),
        (true, false) if only_null(added) => judged(
            Rule::NullableAdded,
            Effect::WIDENED,
            format!("{subject} now accepts `null`"),
        ),
        (false, true) => judged(
            Rule::TypeNarrowed,
            Effect::NARROWED,
            format!("{subject} no longer accepts {}", list(removed)),
        ),
        (true, false) => judged(
            Rule::TypeWidened,
            Effect::WIDENED,
            format!("{subject} now also accepts {}", list(added)),
        ),
        _ => judged(
            Rule::TypeChanged,
            Effect::BOTH,
            format!(
                "{subject} changed type: {} became {}",
                list(removed),
                list(added)
            ),
        ),
    }
}

fn enum_value_removed(subject: &str, value: Option<&serde_json::Value>) -> Judged {
    let message = match value {
        Some(value) => format!("{subject} no longer accepts `{value}`"),
        None => format!("{subject} is now limited to a list of values"),
    };
    judged(Rule::EnumValueRemoved, Effect::NARROWED, message)
}

fn enum_value_added(subject: &str, value: Option<&serde_json::Value>) -> Judged {
    let message = match value {
        Some(value) => format!("{subject} now accepts `{value}`"),
        None => format!("{subject} is no longer limited to a list of values"),
    };
    judged(Rule::EnumValueAdded, Effect::WIDENED, message)
}

fn pattern_changed(subject: &str, old: &Option<String>, new: &Option<String>) -> Judged {
    match (old, new) {
        (None, Some(p)) => judged(
            Rule::PatternAdded,
            Effect::NARROWED,
            format!("{subject} must now match `{p}`"),
        ),
        (Some(p), None) => judged(
            Rule::PatternRemoved,
            Effect::WIDENED,
            format!("{subject} no longer has to match `{p}`"),
        ),
        _ => judged(
            Rule::PatternChanged,
            Effect::BOTH,
            format!(
                "{subject} must now match `{}` instead of `{}`",
                new.as_deref().unwrap_or_default(),
                old.as_deref().unwrap_or_default()
            ),
        ),
    }
}

fn format_changed(subject: &str, old: &Option<String>, new: &Option<String>) -> Judged {
    let effect = match (old, new) {
        (None, Some(_)) => Effect::NARROWED,
        (Some(_), None) => Effect::WIDENED,
        _ => Effect::BOTH,
    };
    judged(
        Rule::FormatChanged,
        effect,
        format!("the format of {subject} changed from {old:?} to {new:?}"),
    )
}

fn bound_changed(subject: &str, bound: Bound, old: Option<f64>, new: Option<f64>) -> Judged {
    let tightened = match (old, new) {
        (None, _) => true,
        (_, None) => false,
        (Some(old), Some(new)) => (new > old) == bound.larger_is_tighter(),
    };
    let (rule, effect) = if tightened {
        (Rule::BoundTightened, Effect::NARROWED)
    } else {
        (Rule::BoundLoosened, Effect::WIDENED)
    };
    let show = |v: Option<f64>| v.map_or_else(|| "none".to_owned(), |v| v.to_string());
    let message = format!(
        "`{}` of {subject} went from {} to {}",
        bound.keyword(),
        show(old),
        show(new)
    );
    judged(rule, effect, message)
}

fn additional_changed(subject: &str, change: Additional) -> Judged {
    let (narrowed, message) = match change {
        Additional::Closed => (
            true,
            format!("{subject} no longer accepts properties it does not list"),
        ),
        Additional::ValuesConstrained => {
            (true, format!("the values of {subject} are now constrained"))
        }
        Additional::Opened => (
            false,
            format!("{subject} now accepts properties it does not list"),
        ),
        Additional::ValuesUnconstrained => (
            false,
            format!("the values of {subject} are no longer constrained"),
        ),
    };
    if narrowed {
        judged(Rule::AdditionalPropertiesClosed, Effect::NARROWED, message)
    } else {
        judged(Rule::AdditionalPropertiesOpened, Effect::WIDENED, message)
    }
}

fn unproven(backward: bool, subject: &str, pointer: &str, reason: &str) -> Judged {
    let (effect, reader, writer) = if backward {
        (Effect::NARROWED, "NEW", "OLD")
    } else {
        (Effect::WIDENED, "OLD", "NEW")
    };
    judged(
        Rule::Unproven,
        effect,
        format!(
            "{reader} is not proven to accept every payload of {subject} that {writer} accepts: \
             at `{pointer}`, {reason}"
        ),
    )
}

fn list(types: &[&str]) -> String {
    types
        .iter()
        .map(|t| format!("`{t}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
