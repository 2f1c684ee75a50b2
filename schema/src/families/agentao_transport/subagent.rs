//! Sub-agent lifecycle: `agent_start` and `agent_end`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The payload of `agent_start`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct AgentStartData {
    /// The sub-agent's name, e.g. `codebase-investigator`.
    pub agent: String,
    /// The task given to the sub-agent.
    pub task: String,
    /// The most turns the sub-agent may take.
    pub max_turns: u64,
    /// The child task's id, shared with the `agent.events()` lineage events. Since agentao 0.5:
    /// may be absent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub child_task_id: Option<String>,
}

agent_event! {
    /// The agent started a sub-agent (`codebase-investigator`, `Explore`, ...). Typical use: open
    /// a collapsible "sub-task" panel.
    AgentStartEvent(AgentStartData)
}

/// The payload of `agent_end`. Counters that are not known are left out: a sub-agent that
/// raised before it ran has no `turns`, `tool_calls`, `tokens` or `duration_ms`, so read them
/// as optional.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct AgentEndData {
    /// The sub-agent's name.
    pub agent: String,
    /// How the sub-agent ended, e.g. `completed`; other values exist and are not enumerated
    /// upstream.
    pub state: String,
    /// Turns the sub-agent took; absent when unknown.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64")]
    pub turns: Option<u64>,
    /// Tool calls the sub-agent made; absent when unknown.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64")]
    pub tool_calls: Option<u64>,
    /// Tokens the sub-agent used; absent when unknown.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64")]
    pub tokens: Option<u64>,
    /// How long the sub-agent ran, in milliseconds; absent when unknown.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "u64")]
    pub duration_ms: Option<u64>,
    /// The error when the sub-agent failed; `null` otherwise.
    #[serde(deserialize_with = "crate::presence::required_nullable")]
    #[schemars(schema_with = "crate::presence::nullable::<String>")]
    pub error: Option<String>,
    /// The child task's id, as on its `agent_start`. Since agentao 0.5: may be absent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::presence::present"
    )]
    #[schemars(with = "String")]
    pub child_task_id: Option<String>,
}

agent_event! {
    /// A sub-agent finished. Typical use: collapse the sub-task panel and show a summary
    /// (3 turns / 5 tool calls / 8 s).
    AgentEndEvent(AgentEndData)
}
