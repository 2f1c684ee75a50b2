//! The tools a response may call and how it chooses among them.

mod apply_patch_tool;
mod computer_action;
mod computer_tool;
mod computer_use_preview_tool;
mod container_auto;
mod container_network_policy_allowlist;
mod container_network_policy_disabled;
mod container_network_policy_domain_secret;
mod container_reference;
mod custom_tool;
mod file_search_tool;
mod function_shell_tool;
mod function_tool;
mod inline_skill;
mod inline_skill_source;
mod local_environment;
mod local_skill;
mod mcp_tool_call_error;
mod namespace_tool;
mod skill_reference;
mod tool;
mod tool_choice_allowed;
mod tool_choice_apply_patch;
mod tool_choice_custom;
mod tool_choice_function;
mod tool_choice_mcp;
mod tool_choice_shell;
mod tool_choice_types;
mod tool_search_tool;
mod web_search_preview_tool;
mod web_search_tool;

pub use self::{
    apply_patch_tool::*, computer_action::*, computer_tool::*, computer_use_preview_tool::*,
    container_auto::*, container_network_policy_allowlist::*, container_network_policy_disabled::*,
    container_network_policy_domain_secret::*, container_reference::*, custom_tool::*,
    file_search_tool::*, function_shell_tool::*, function_tool::*, inline_skill::*,
    inline_skill_source::*, local_environment::*, local_skill::*, mcp_tool_call_error::*,
    namespace_tool::*, skill_reference::*, tool::*, tool_choice_allowed::*,
    tool_choice_apply_patch::*, tool_choice_custom::*, tool_choice_function::*, tool_choice_mcp::*,
    tool_choice_shell::*, tool_choice_types::*, tool_search_tool::*, web_search_preview_tool::*,
    web_search_tool::*,
};
