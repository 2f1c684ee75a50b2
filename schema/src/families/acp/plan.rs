//! The agent's execution plan (`plan`) and the commands it offers (`available_commands_update`):
//! both are sent whole, each update replacing the previous one.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Priority levels for plan entries: the relative importance or urgency of different tasks in
/// the execution plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlanEntryPriority {
    /// High priority task - critical to the overall goal.
    High,
    /// Medium priority task - important but not critical.
    Medium,
    /// Low priority task - nice to have but not essential.
    Low,
}

/// Status of a plan entry in the execution flow: the lifecycle of each task from planning
/// through completion. There is no `failed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlanEntryStatus {
    /// The task has not started yet.
    Pending,
    /// The task is currently being worked on.
    InProgress,
    /// The task has been successfully completed.
    Completed,
}

acp_object! {
    /// A single entry in the execution plan: a task or goal that the assistant intends to
    /// accomplish as part of fulfilling the user's request.
    pub struct PlanEntry {
        /// Human-readable description of what this task aims to accomplish.
        pub content: String,
        /// The relative importance of this task. Used to indicate which tasks are most
        /// critical to the overall goal.
        pub priority: PlanEntryPriority,
        /// Current execution status of this task.
        pub status: PlanEntryStatus,
    }
}

acp_object! {
    /// The agent's execution plan for complex tasks. Plans consist of multiple entries
    /// representing individual tasks or goals; agents report plans to clients to provide
    /// visibility into their execution strategy. Plans can evolve during execution as the
    /// agent discovers new requirements or completes tasks.
    pub struct Plan {
        /// The list of tasks to be accomplished. When updating a plan, the agent must send a
        /// complete list of all entries with their current status. The client replaces the
        /// entire plan with each update.
        pub entries: Vec<PlanEntry>,
    }
}

acp_object! {
    /// All text that was typed after the command name is provided as input.
    pub struct UnstructuredCommandInput {
        /// A hint to display when the input hasn't been provided yet.
        pub hint: String,
    }
}

/// The input specification for a command.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum AvailableCommandInput {
    /// All text that was typed after the command name is provided as input.
    Unstructured(UnstructuredCommandInput),
}

acp_object! {
    /// Information about a command.
    pub struct AvailableCommand {
        /// Command name (e.g., `create_plan`, `research_codebase`).
        pub name: String,
        /// Human-readable description of what the command does.
        pub description: String,
        /// Input for the command if required.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub input: Option<AvailableCommandInput>,
    }
}

acp_object! {
    /// Available commands are ready or have changed.
    pub struct AvailableCommandsUpdate {
        /// Commands the agent can execute.
        pub available_commands: Vec<AvailableCommand>,
    }
}
