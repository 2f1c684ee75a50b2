//! The gate's policy on subjects built in memory: no git, no files.

use eventspec_drift::Rule;
use eventspec_schema::{
    Stability,
    rules::{Requirement, RulesDocument, on, rule},
};
use serde_json::{Value, json};

use super::{
    AcceptList, Doc, FamilyVerdict, Kind, ProblemRule, Released, RulesPair, Step, Subject,
    VersionPair, judge,
};
use crate::config::{Accept, AcceptRule, Removal};

/// An object schema with the properties `properties`, of which `required` are required.
fn schema(properties: &[&str], required: &[&str]) -> Value {
    let properties: serde_json::Map<String, Value> = (properties.iter())
        .map(|name| ((*name).to_owned(), json!({"type": "string"})))
        .collect();
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": properties,
        "required": required,
    })
}

fn doc(file: &str, value: &Value) -> Doc {
    Doc {
        file: file.to_owned(),
        text: serde_json::to_string_pretty(value).expect("JSON"),
        value: value.clone(),
    }
}

fn pair(label: &str, released: Released, current: Option<Doc>, frozen: bool) -> VersionPair {
    VersionPair {
        label: label.to_owned(),
        version: label.split('@').nth(1).unwrap_or_default().to_owned(),
        file: format!("snapshots/{}.json", label.replace('@', "/")),
        released,
        current,
        frozen,
        rules: RulesPair::default(),
    }
}

fn family(stability: Stability, versions: Vec<VersionPair>) -> Subject {
    Subject {
        name: "acme".to_owned(),
        kind: Kind::Family,
        stability,
        released_stability: None,
        release: "v1.0".to_owned(),
        versions,
    }
}

fn rules(verdict: &FamilyVerdict) -> Vec<ProblemRule> {
    verdict.problems.iter().map(|p| p.rule).collect()
}

fn accept(version: &str, rule: AcceptRule, event_type: Option<&str>, path: &str) -> Accept {
    Accept {
        version: version.to_owned(),
        rule,
        event_type: event_type.map(str::to_owned),
        path: path.to_owned(),
        reason: "on purpose".to_owned(),
    }
}

/// `acme@v1` released with `a` and now with `a` and a new required `b`: breaking for readers
/// of what was released.
fn breaking_edit(stability: Stability, frozen: bool) -> Subject {
    let old = schema(&["a"], &["a"]);
    let new = schema(&["a", "b"], &["a", "b"]);
    let file = "snapshots/acme/v1.json";
    family(
        stability,
        vec![pair(
            "acme@v1",
            Released::Doc(doc(file, &old)),
            Some(doc(file, &new)),
            frozen,
        )],
    )
}

#[test]
fn an_unchanged_subject_passes_with_no_step() {
    let value = schema(&["a"], &["a"]);
    let file = "snapshots/acme/v1.json";
    let subject = family(
        Stability::Stable,
        vec![pair(
            "acme@v1",
            Released::Doc(doc(file, &value)),
            Some(doc(file, &value)),
            true,
        )],
    );
    let verdict = judge(&subject, &mut AcceptList::default());
    assert!(verdict.problems.is_empty(), "{verdict:?}");
    assert_eq!(verdict.step, Step::None);
    assert!(verdict.diffs.is_empty());
}

#[test]
fn a_frozen_version_must_keep_its_bytes_even_when_nothing_a_validator_sees_changed() {
    let value = schema(&["a"], &["a"]);
    let file = "snapshots/acme/v1.json";
    let mut edited = doc(file, &value);
    edited.text.push('\n');
    let subject = family(
        Stability::Stable,
        vec![pair(
            "acme@v1",
            Released::Doc(doc(file, &value)),
            Some(edited),
            true,
        )],
    );
    let verdict = judge(&subject, &mut AcceptList::default());
    assert_eq!(rules(&verdict), [ProblemRule::FrozenChanged]);
    assert!(
        verdict.problems[0]
            .message
            .contains("git checkout v1.0 -- snapshots/acme/v1.json"),
        "{:?}",
        verdict.problems
    );
}

#[test]
fn a_breaking_edit_fails_a_stable_family_and_a_contract_alike_but_not_an_internal_one() {
    let verdict = judge(
        &breaking_edit(Stability::Stable, false),
        &mut AcceptList::default(),
    );
    assert_eq!(rules(&verdict), [ProblemRule::BreakingEdit]);
    assert_eq!(verdict.step, Step::NewVersionNeeded);
    let mut contract = breaking_edit(Stability::Stable, false);
    contract.kind = Kind::Contract;
    let verdict = judge(&contract, &mut AcceptList::default());
    assert_eq!(rules(&verdict), [ProblemRule::BreakingEdit]);
    assert!(
        verdict.problems[0]
            .message
            .contains("of the contract released at v1.0")
    );
    let verdict = judge(
        &breaking_edit(Stability::Internal, false),
        &mut AcceptList::default(),
    );
    assert!(verdict.problems.is_empty(), "{verdict:?}");
    assert_eq!(verdict.diffs.len(), 1, "reported all the same");
}

#[test]
fn an_accepted_change_must_name_the_event_type_and_path_and_says_which_entry_took_it() {
    let subject = breaking_edit(Stability::Stable, false);
    let rule = AcceptRule::Change(Rule::RequiredPropertyAdded);
    // Without the event type (the change has one: `root`), it accepts nothing.
    let mut list = AcceptList::new(vec![accept("acme@v1", rule, None, "b")]);
    let verdict = judge(&subject, &mut list);
    assert_eq!(rules(&verdict), [ProblemRule::BreakingEdit]);
    assert_eq!(list.unused().len(), 1);
    // Named exactly, as the second entry: accepted, and the verdict says by which entry.
    let mut list = AcceptList::new(vec![
        accept("acme@v1", rule, Some("root"), "a"),
        accept("acme@v1", rule, Some("root"), "b"),
    ]);
    let verdict = judge(&subject, &mut list);
    assert!(verdict.problems.is_empty(), "{verdict:?}");
    assert_eq!(verdict.step, Step::Accepted, "not called compatible");
    assert_eq!(verdict.accepted.len(), 1);
    assert_eq!(verdict.accepted[0].entry, 2);
    assert!(verdict.accepted[0].change.contains("`b`"), "{verdict:?}");
    assert_eq!(
        list.unused()[0].path,
        "a",
        "the first entry matched nothing"
    );
}

#[test]
fn a_frozen_change_is_never_accepted() {
    let subject = breaking_edit(Stability::Stable, true);
    let rule = AcceptRule::Change(Rule::RequiredPropertyAdded);
    let mut list = AcceptList::new(vec![accept("acme@v1", rule, Some("root"), "b")]);
    let verdict = judge(&subject, &mut list);
    assert_eq!(rules(&verdict), [ProblemRule::FrozenChanged]);
}

#[test]
fn a_version_or_contract_gone_now_fails_unless_its_removal_is_accepted_exactly() {
    let value = schema(&["a"], &["a"]);
    let released = Released::Doc(doc("snapshots/acme/v1.json", &value));
    let subject = family(
        Stability::Stable,
        vec![pair("acme@v1", released.clone(), None, true)],
    );
    let verdict = judge(&subject, &mut AcceptList::default());
    assert_eq!(rules(&verdict), [ProblemRule::VersionRemoved]);
    assert_eq!(verdict.step, Step::RestoreNeeded);
    let mut contract = subject.clone();
    contract.kind = Kind::Contract;
    let verdict = judge(&contract, &mut AcceptList::default());
    assert_eq!(rules(&verdict), [ProblemRule::ContractRemoved]);
    // Another version's removal, or the other kind of removal, does not accept it.
    let removal = AcceptRule::Removal(Removal::VERSION);
    let mut list = AcceptList::new(vec![
        accept("acme@v2", removal, None, ""),
        accept("acme@v1", AcceptRule::Removal(Removal::CONTRACT), None, ""),
    ]);
    let verdict = judge(&subject, &mut list);
    assert_eq!(rules(&verdict), [ProblemRule::VersionRemoved]);
    let mut list = AcceptList::new(vec![accept("acme@v1", removal, None, "")]);
    let verdict = judge(&subject, &mut list);
    assert!(verdict.problems.is_empty(), "{verdict:?}");
    assert_eq!(verdict.accepted[0].entry, 1);
    assert!(list.unused().is_empty());
}

#[test]
fn a_version_the_release_had_but_whose_file_is_not_there_is_not_new() {
    let value = schema(&["a"], &["a"]);
    let missing = Released::Missing {
        evidence: "pinned in snapshots/frozen.json there".to_owned(),
    };
    let subject = family(
        Stability::Stable,
        vec![pair(
            "acme@v1",
            missing.clone(),
            Some(doc("snapshots/acme/v1.json", &value)),
            true,
        )],
    );
    let verdict = judge(&subject, &mut AcceptList::default());
    assert_eq!(rules(&verdict), [ProblemRule::ReleasedMissing]);
    assert_ne!(verdict.step, Step::NewVersionDeclared);
    // Gone now as well: a removal, said with the evidence.
    let gone = family(
        Stability::Stable,
        vec![pair("acme@v1", missing, None, true)],
    );
    let verdict = judge(&gone, &mut AcceptList::default());
    assert_eq!(rules(&verdict), [ProblemRule::VersionRemoved]);
    assert!(
        verdict.problems[0]
            .message
            .contains("pinned in snapshots/frozen.json")
    );
}

#[test]
fn a_new_version_is_declared_and_compared_with_the_one_before_it() {
    let old = schema(&["a"], &["a"]);
    let new = schema(&["a", "b"], &["a", "b"]);
    let v1 = "snapshots/acme/v1.json";
    let subject = family(
        Stability::Stable,
        vec![
            pair(
                "acme@v1",
                Released::Doc(doc(v1, &old)),
                Some(doc(v1, &old)),
                true,
            ),
            pair(
                "acme@v2",
                Released::New,
                Some(doc("snapshots/acme/v2.json", &new)),
                false,
            ),
        ],
    );
    let verdict = judge(&subject, &mut AcceptList::default());
    assert!(verdict.problems.is_empty(), "{verdict:?}");
    assert_eq!(verdict.step, Step::NewVersionDeclared);
    assert_eq!(verdict.diffs.len(), 1);
    assert_eq!(
        (verdict.diffs[0].old.as_str(), verdict.diffs[0].new.as_str()),
        ("acme@v1", "acme@v2")
    );
    let sources = &verdict.sources[0];
    assert_eq!(sources.old.as_ref().map(|s| s.path.as_str()), Some(v1));
}

/// A rules document of `acme@v1` with one rule per `(id, event type it must come first)`.
fn rules_document(rules: &[(&str, &str)]) -> RulesDocument {
    RulesDocument {
        family: "acme".to_owned(),
        version: "v1".to_owned(),
        rules: (rules.iter())
            .map(|(id, first)| rule(id, "d", "s", Requirement::First { event: on(first) }))
            .collect(),
    }
}

/// `acme@v1` unchanged, its stream rules `released` at the release and `current` now.
fn with_rules(released: Option<RulesDocument>, current: Option<RulesDocument>) -> Subject {
    let value = schema(&["a"], &["a"]);
    let file = "snapshots/acme/v1.json";
    let mut version = pair(
        "acme@v1",
        Released::Doc(doc(file, &value)),
        Some(doc(file, &value)),
        false,
    );
    version.rules = RulesPair { released, current };
    family(Stability::Stable, vec![version])
}

fn change_rules(verdict: &FamilyVerdict) -> Vec<Rule> {
    (verdict.diffs.iter())
        .flat_map(|d| &d.changes)
        .map(|c| c.rule)
        .collect()
}

#[test]
fn a_rules_file_deleted_or_added_is_the_removal_or_addition_of_its_rules() {
    let document = rules_document(&[("starts", "start")]);
    let deleted = judge(
        &with_rules(Some(document.clone()), None),
        &mut AcceptList::default(),
    );
    assert_eq!(rules(&deleted), [ProblemRule::BreakingEdit], "{deleted:?}");
    assert_eq!(change_rules(&deleted), [Rule::StreamRuleRemoved]);
    // Judged as emptying it is.
    let emptied = judge(
        &with_rules(Some(document.clone()), Some(rules_document(&[]))),
        &mut AcceptList::default(),
    );
    assert_eq!(rules(&emptied), rules(&deleted));
    assert_eq!(emptied.diffs, deleted.diffs);
    let added = judge(
        &with_rules(None, Some(document)),
        &mut AcceptList::default(),
    );
    assert_eq!(rules(&added), [ProblemRule::BreakingEdit], "{added:?}");
    assert_eq!(change_rules(&added), [Rule::StreamRuleAdded]);
    let neither = judge(&with_rules(None, None), &mut AcceptList::default());
    assert!(neither.problems.is_empty() && neither.diffs.is_empty());
}

#[test]
fn a_changed_rule_behind_a_second_rule_with_its_id_is_still_seen() {
    // Refused where a document is read; one built in memory is compared rule by rule.
    let released = rules_document(&[("starts", "start")]);
    let current = rules_document(&[("starts", "finish"), ("starts", "start")]);
    let verdict = judge(
        &with_rules(Some(released), Some(current)),
        &mut AcceptList::default(),
    );
    assert_eq!(rules(&verdict), [ProblemRule::BreakingEdit], "{verdict:?}");
    assert_eq!(change_rules(&verdict), [Rule::StreamRuleChanged]);
}

#[test]
fn a_stability_lowered_in_the_same_change_is_judged_at_the_releases() {
    let mut lowered = breaking_edit(Stability::Internal, false);
    lowered.released_stability = Some(Stability::Stable);
    let verdict = judge(&lowered, &mut AcceptList::default());
    assert_eq!(rules(&verdict), [ProblemRule::BreakingEdit], "{verdict:?}");
    assert_eq!(verdict.stability, "stable");
    assert!(
        verdict.problems[0]
            .message
            .contains("It was stable at v1.0 and is internal now"),
        "{:?}",
        verdict.problems
    );
    // Raised in the same change: the release promised nothing.
    let mut raised = breaking_edit(Stability::Stable, false);
    raised.released_stability = Some(Stability::Internal);
    let verdict = judge(&raised, &mut AcceptList::default());
    assert!(verdict.problems.is_empty(), "{verdict:?}");
}

#[test]
fn an_internal_familys_breaking_change_is_called_breaking_not_compatible() {
    let verdict = judge(
        &breaking_edit(Stability::Internal, false),
        &mut AcceptList::default(),
    );
    assert!(verdict.problems.is_empty(), "{verdict:?}");
    assert_eq!(verdict.step, Step::BreakingInternal);
    let report = super::GateReport {
        against: "v1.0".to_owned(),
        passes: true,
        families: vec![verdict],
        unused_accepts: Vec::new(),
    };
    let text = report
        .render(crate::cli::DiffFormat::Text, None)
        .expect("text");
    assert!(!text.contains("compatible"), "{text}");
    assert!(
        text.contains("acme: version step needed: none, as the contract is internal: the changes break readers or writers (not gated)"),
        "{text}"
    );
}

#[test]
fn an_accepted_change_at_a_nested_path_does_not_accept_a_property_named_like_it() {
    let object = |properties: Value, required: &[&str]| json!({"type": "object", "properties": properties, "required": required});
    let old = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {"tokens": object(json!({}), &[])},
    });
    let new = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {
            "tokens": object(json!({"total": {"type": "integer"}}), &["total"]),
            "tokens.total": {"type": "integer"},
        },
        "required": ["tokens.total"],
    });
    let file = "snapshots/acme/v1.json";
    let subject = family(
        Stability::Stable,
        vec![pair(
            "acme@v1",
            Released::Doc(doc(file, &old)),
            Some(doc(file, &new)),
            false,
        )],
    );
    let paths: Vec<String> = (judge(&subject, &mut AcceptList::default()).diffs.iter())
        .flat_map(|d| &d.changes)
        .filter(|c| c.rule == Rule::RequiredPropertyAdded)
        .map(|c| c.path.clone())
        .collect();
    assert_eq!(paths.len(), 2, "{paths:?}");
    assert!(paths.contains(&"tokens.total".to_owned()), "{paths:?}");
    assert!(
        paths.contains(&r#"["tokens.total"]"#.to_owned()),
        "{paths:?}"
    );
    let rule = AcceptRule::Change(Rule::RequiredPropertyAdded);
    for path in ["tokens.total", r#"["tokens.total"]"#] {
        let mut list = AcceptList::new(vec![accept("acme@v1", rule, Some("root"), path)]);
        let verdict = judge(&subject, &mut list);
        assert_eq!(verdict.accepted.len(), 1, "{path}: {verdict:?}");
        assert_eq!(rules(&verdict), [ProblemRule::BreakingEdit], "{path}");
    }
}
