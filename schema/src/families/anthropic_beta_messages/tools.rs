//! The tool definitions a response may add or change (`tool_change` blocks): client tools, toolsets
//! and their configurations.

mod advisor_tool_20260301;
mod browser_toolset_20260801;
mod browser_toolset_configs;
mod cache_control_ephemeral;
mod citation_config;
mod citations_config_param;
mod code_execution_tool_20250522;
mod code_execution_tool_20250825;
mod code_execution_tool_20260120;
mod code_execution_tool_20260521;
mod computer_toolset_20260801;
mod computer_toolset_configs;
mod mcp_tool;
mod mcp_tool_config;
mod mcp_toolset;
mod memory_tool_20250818;
mod response_tool;
mod response_tool_addition_block;
mod response_tool_change_mcp_tool_reference;
mod response_tool_change_mcp_toolset_reference;
mod response_tool_input_schema;
mod response_tool_removal_block;
mod server_tool_caller_20260120;
mod tool_bash_20241022;
mod tool_bash_20250124;
mod tool_change_tool_definition;
mod tool_computer_use_20241022;
mod tool_computer_use_20250124;
mod tool_computer_use_20251124;
mod tool_search_tool_bm25_20251119;
mod tool_search_tool_regex_20251119;
mod tool_text_editor_20241022;
mod tool_text_editor_20250124;
mod tool_text_editor_20250429;
mod tool_text_editor_20250728;
mod user_location;
mod web_fetch_tool_20250910;
mod web_fetch_tool_20260209;
mod web_fetch_tool_20260309;
mod web_fetch_tool_20260318;
mod web_search_tool_20250305;
mod web_search_tool_20260209;
mod web_search_tool_20260318;

pub use self::{
    advisor_tool_20260301::*, browser_toolset_20260801::*, browser_toolset_configs::*,
    cache_control_ephemeral::*, citation_config::*, citations_config_param::*,
    code_execution_tool_20250522::*, code_execution_tool_20250825::*,
    code_execution_tool_20260120::*, code_execution_tool_20260521::*, computer_toolset_20260801::*,
    computer_toolset_configs::*, mcp_tool::*, mcp_tool_config::*, mcp_toolset::*,
    memory_tool_20250818::*, response_tool::*, response_tool_addition_block::*,
    response_tool_change_mcp_tool_reference::*, response_tool_change_mcp_toolset_reference::*,
    response_tool_input_schema::*, response_tool_removal_block::*, server_tool_caller_20260120::*,
    tool_bash_20241022::*, tool_bash_20250124::*, tool_change_tool_definition::*,
    tool_computer_use_20241022::*, tool_computer_use_20250124::*, tool_computer_use_20251124::*,
    tool_search_tool_bm25_20251119::*, tool_search_tool_regex_20251119::*,
    tool_text_editor_20241022::*, tool_text_editor_20250124::*, tool_text_editor_20250429::*,
    tool_text_editor_20250728::*, user_location::*, web_fetch_tool_20250910::*,
    web_fetch_tool_20260209::*, web_fetch_tool_20260309::*, web_fetch_tool_20260318::*,
    web_search_tool_20250305::*, web_search_tool_20260209::*, web_search_tool_20260318::*,
};
