//! Replay observability and runtime state changes: events mostly for session replay and run
//! audit, which most interactive UIs ignore. The reference page itemizes the payloads of
//! `permission_mode_changed`, `readonly_mode_changed` and `plugin_hook_fired` only; the others
//! are open objects.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

open_data! {
    /// The payload of `ask_user_requested`: the question `ask_user()` asked. Not itemized by
    /// the reference page.
    AskUserRequestedData
}

agent_event! {
    /// `ask_user()` asked the user a question; recorded for replay.
    AskUserRequestedEvent(AskUserRequestedData)
}

open_data! {
    /// The payload of `ask_user_answered`: the answer to an `ask_user()` question. Not itemized
    /// by the reference page.
    AskUserAnsweredData
}

agent_event! {
    /// The user answered an `ask_user()` question; recorded for replay.
    AskUserAnsweredEvent(AskUserAnsweredData)
}

open_data! {
    /// The payload of `background_notification_injected`. Not itemized by the reference page.
    BackgroundNotificationInjectedData
}

agent_event! {
    /// A background notification was injected into the current turn.
    BackgroundNotificationInjectedEvent(BackgroundNotificationInjectedData)
}

open_data! {
    /// The payload of `context_compressed`. Not itemized by the reference page.
    ContextCompressedData
}

agent_event! {
    /// The conversation context was compressed.
    ContextCompressedEvent(ContextCompressedData)
}

open_data! {
    /// The payload of `session_summary_written`. Not itemized by the reference page.
    SessionSummaryWrittenData
}

agent_event! {
    /// A session summary was written (once per new summary, from the compression paths).
    SessionSummaryWrittenEvent(SessionSummaryWrittenData)
}

open_data! {
    /// The payload of `skill_activated`. Not itemized by the reference page.
    SkillActivatedData
}

agent_event! {
    /// A skill was activated.
    SkillActivatedEvent(SkillActivatedData)
}

open_data! {
    /// The payload of `skill_deactivated`. Not itemized by the reference page.
    SkillDeactivatedData
}

agent_event! {
    /// A skill was deactivated.
    SkillDeactivatedEvent(SkillDeactivatedData)
}

open_data! {
    /// The payload of `memory_write`. Not itemized by the reference page.
    MemoryWriteData
}

agent_event! {
    /// A memory was written.
    MemoryWriteEvent(MemoryWriteData)
}

open_data! {
    /// The payload of `memory_delete`. Not itemized by the reference page.
    MemoryDeleteData
}

agent_event! {
    /// A memory was deleted.
    MemoryDeleteEvent(MemoryDeleteData)
}

open_data! {
    /// The payload of `memory_cleared`. Not itemized by the reference page.
    MemoryClearedData
}

agent_event! {
    /// Memories were cleared.
    MemoryClearedEvent(MemoryClearedData)
}

open_data! {
    /// The payload of `model_changed`. Not itemized by the reference page.
    ModelChangedData
}

agent_event! {
    /// The model was switched at runtime.
    ModelChangedEvent(ModelChangedData)
}

/// Which entry point changed the permission preset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PermissionModeChangeCause {
    /// The CLI.
    Cli,
    /// The CLI's allow-all switch.
    CliAllowAll,
    /// The CLI's plan-then-implement flow.
    CliPlanImplement,
    /// The CLI resuming a session.
    CliResume,
    /// An ACP client.
    Acp,
    /// `agentao run`.
    Run,
    /// The embedding host.
    Host,
}

/// The payload of `permission_mode_changed`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PermissionModeChangedData {
    /// The preset before the change (a permission mode string, e.g. `workspace-write`).
    pub previous: String,
    /// The preset after the change; always differs from `previous`.
    pub current: String,
    /// Which entry point made the change.
    pub cause: PermissionModeChangeCause,
}

agent_event! {
    /// The permission preset changed at runtime. Sent by `agent.set_permission_mode(...)`, and
    /// only when the preset really changed. Not sent by a bare
    /// `permission_engine.set_mode(...)`, nor for the starting mode given to `Agentao(...)` or
    /// `build_from_environment(...)` (a starting state is not a change).
    PermissionModeChangedEvent(PermissionModeChangedData)
}

/// The payload of `readonly_mode_changed`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ReadonlyModeChangedData {
    /// The switch before the change.
    pub previous: bool,
    /// The switch after the change.
    pub current: bool,
}

agent_event! {
    /// The tool runner's read-only switch (`ToolRunner.readonly_mode`) changed. It reports that
    /// one switch (there are two ways to be read-only), not the effective posture. Sent by
    /// `agent.set_permission_mode(...)` and by a direct `ToolRunner.set_readonly_mode(...)`
    /// (which is how sub-agents inherit the switch); not for the starting mode.
    ReadonlyModeChangedEvent(ReadonlyModeChangedData)
}

/// Which plugin hook ran. The reference page lists `UserPromptSubmit`, `PreToolUse`,
/// `PostToolUse*`, `Stop`, `PreCompact` and `SessionStart`; older docs list `PostToolUse`,
/// `PostToolUseFailure` and `SessionEnd` too, so they are accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum HookName {
    /// The user's prompt was submitted.
    UserPromptSubmit,
    /// After a full compaction (with `source: "compact"`). `SessionStart` at a real session
    /// boundary sends no event: its result goes back to the surface that dispatched it.
    SessionStart,
    /// Named by older docs only; at a real session boundary it sends no event.
    SessionEnd,
    /// Before a tool call.
    PreToolUse,
    /// Named by older docs only: the reference page reports both tool-result hooks as
    /// `PostToolUse*`.
    PostToolUse,
    /// Named by older docs only: the reference page reports both tool-result hooks as
    /// `PostToolUse*`.
    PostToolUseFailure,
    /// `PostToolUse` and `PostToolUseFailure` together: one batch of calls has results of
    /// both, and the notices aggregate across the batch, so one name covers the two.
    #[serde(rename = "PostToolUse*")]
    PostToolUseAny,
    /// The chat loop reached an exit point.
    Stop,
    /// Before a compaction.
    PreCompact,
}

/// Why the turn was about to end when the `Stop` hook ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TurnEndReason {
    /// The model gave its final response.
    FinalResponse,
    /// The turn hit its iteration limit.
    MaxIterations,
    /// The loop detector halted the turn.
    DoomLoop,
    /// A hook stopped the turn.
    HookStop,
    /// The model's tool calls were cut off at the output-token limit three times in a row, so
    /// the harness ended the turn (its `turn_end` then has `incomplete_reason:
    /// "length_truncated"`). Not in agentao's documentation (the developer guide lists
    /// `final_response`, `max_iterations`, `doom_loop` and `hook_stop`), nor in the `Literal`
    /// that `_dispatch_stop` and `_emit_stop_hook_fired` declare; the runtime sends it all the
    /// same: `ChatLoopRunner._STOP_SITES` (`agentao/runtime/chat_loop/_runner.py`, agentao
    /// 0.5.14 to 0.5.17) has a `length_truncation` site, whose `_resolve_stop_hook` emits this
    /// event with it.
    LengthTruncation,
}

/// Which kind of compaction the `PreCompact` hook ran before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompactionType {
    /// A micro-compaction.
    Microcompact,
    /// A full compaction.
    Full,
    /// A compaction down to a minimal history.
    MinimalHistory,
}

/// The payload of `plugin_hook_fired`. Every emit has `hook_name`, `outcome` and one of the two
/// rule counts; the other keys depend on the hook.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PluginHookFiredData {
    /// Which hook ran.
    pub hook_name: HookName,
    /// The hook's verdict. For `Stop`, the chat loop's verdict at that exit point: `allow`,
    /// `block`, `continue`, `continue_at_max_iter` (which exit point accepted
    /// `force_continue` tells the two `continue`s apart) or `reentry_capped` (the loop refused
    /// to re-enter). Always `allow` for `PreCompact` (observe only).
    pub outcome: String,
    /// The number of rules dispatched, for `PreToolUse`, `Stop` and `PreCompact` (which send no
    /// event when it is 0).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64")]
    pub matched_rule_count: Option<u64>,
    /// The number of rules configured, for `UserPromptSubmit`, `PostToolUse*` and the
    /// post-compaction `SessionStart` (which have no match count where they emit).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64")]
    pub rule_count: Option<u64>,
    /// Messages a hook addressed to the user rather than the model (`systemMessage`, an exit-2
    /// stderr, a one-time profile diagnostic): the field a host should render, as this event is
    /// their only way out.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "Vec<String>")]
    pub user_notices: Option<Vec<String>>,
    /// `Stop` only: why the turn was about to end.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "TurnEndReason")]
    pub turn_end_reason: Option<TurnEndReason>,
    /// `Stop` only: whether the turn was at its iteration limit.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "bool")]
    pub at_max_iter: Option<bool>,
    /// `Stop` only: how many context entries the hook added.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64")]
    pub added_context_count: Option<u64>,
    /// `Stop` only: whether the hook asked to suppress output.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "bool")]
    pub suppress_output: Option<bool>,
    /// `PreCompact` only: which compaction is about to run.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "CompactionType")]
    pub compaction_type: Option<CompactionType>,
    /// `PreCompact` only: what triggered the compaction (`auto`).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub trigger: Option<String>,
    /// `SessionStart` only: why the session (re)started (`compact`: after a full compaction).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub source: Option<String>,
}

agent_event! {
    /// A plugin hook ran. Its keys depend on `hook_name`; render `user_notices` when present.
    /// See the plugin hooks guide (developer guide 5.7) for the rule author's view.
    PluginHookFiredEvent(PluginHookFiredData)
}
