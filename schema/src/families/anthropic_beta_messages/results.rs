//! The results of server-side tools (web search and fetch, code execution, text editor, tool
//! search, MCP, advisor), whole in their block's start.

mod advisor_redacted_result_block;
mod advisor_result_block;
mod advisor_tool_result_block;
mod advisor_tool_result_error_object;
mod base64_pdf_source;
mod bash_code_execution_output_block;
mod bash_code_execution_result_block;
mod bash_code_execution_tool_result_block;
mod bash_code_execution_tool_result_error_object;
mod citation_search_result_location;
mod citations_web_search_result_location;
mod code_execution_output_block;
mod code_execution_result_block;
mod code_execution_tool_result_block;
mod code_execution_tool_result_error_object;
mod document_block;
mod encrypted_code_execution_result_block;
mod mcp_tool_listing_block;
mod mcp_tool_result_block;
mod plain_text_source;
mod text_editor_code_execution_create_result_block;
mod text_editor_code_execution_str_replace_result_block;
mod text_editor_code_execution_tool_result_block;
mod text_editor_code_execution_tool_result_error_object;
mod text_editor_code_execution_view_result_block;
mod tool_search_tool_result_block;
mod tool_search_tool_result_error_object;
mod tool_search_tool_search_result_block;
mod web_fetch_block;
mod web_fetch_tool_result_block;
mod web_fetch_tool_result_error_block;
mod web_fetch_url_source_all;
mod web_fetch_url_source_except;
mod web_fetch_url_source_none;
mod web_fetch_url_source_only;
mod web_fetch_url_source_tool_reference;
mod web_fetch_url_sources;
mod web_search_result_block;
mod web_search_tool_result_block;
mod web_search_tool_result_error_object;

pub use self::{
    advisor_redacted_result_block::*, advisor_result_block::*, advisor_tool_result_block::*,
    advisor_tool_result_error_object::*, base64_pdf_source::*, bash_code_execution_output_block::*,
    bash_code_execution_result_block::*, bash_code_execution_tool_result_block::*,
    bash_code_execution_tool_result_error_object::*, citation_search_result_location::*,
    citations_web_search_result_location::*, code_execution_output_block::*,
    code_execution_result_block::*, code_execution_tool_result_block::*,
    code_execution_tool_result_error_object::*, document_block::*,
    encrypted_code_execution_result_block::*, mcp_tool_listing_block::*, mcp_tool_result_block::*,
    plain_text_source::*, text_editor_code_execution_create_result_block::*,
    text_editor_code_execution_str_replace_result_block::*,
    text_editor_code_execution_tool_result_block::*,
    text_editor_code_execution_tool_result_error_object::*,
    text_editor_code_execution_view_result_block::*, tool_search_tool_result_block::*,
    tool_search_tool_result_error_object::*, tool_search_tool_search_result_block::*,
    web_fetch_block::*, web_fetch_tool_result_block::*, web_fetch_tool_result_error_block::*,
    web_fetch_url_source_all::*, web_fetch_url_source_except::*, web_fetch_url_source_none::*,
    web_fetch_url_source_only::*, web_fetch_url_source_tool_reference::*, web_fetch_url_sources::*,
    web_search_result_block::*, web_search_tool_result_block::*,
    web_search_tool_result_error_object::*,
};
