//! The content blocks the model writes, their citations and the deltas that fill them.

mod citation_char_location;
mod citation_content_block_location;
mod citation_page_location;
mod citations_delta;
mod compaction_block;
mod compaction_content_block_delta;
mod container_upload_block;
mod direct_caller;
mod fallback_block;
mod input_json_delta;
mod mcp_tool_use_block;
mod redacted_thinking_block;
mod server_tool_caller;
mod server_tool_use_block;
mod signature_delta;
mod text_block;
mod text_delta;
mod thinking_block;
mod thinking_delta;
mod tool_reference_block;
mod tool_use_block;

pub use self::{
    citation_char_location::*, citation_content_block_location::*, citation_page_location::*,
    citations_delta::*, compaction_block::*, compaction_content_block_delta::*,
    container_upload_block::*, direct_caller::*, fallback_block::*, input_json_delta::*,
    mcp_tool_use_block::*, redacted_thinking_block::*, server_tool_caller::*,
    server_tool_use_block::*, signature_delta::*, text_block::*, text_delta::*, thinking_block::*,
    thinking_delta::*, tool_reference_block::*, tool_use_block::*,
};
