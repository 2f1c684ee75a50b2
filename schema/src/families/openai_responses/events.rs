//! The events of the stream, one file per SDK module (`types/responses/*_event.py`).

mod audio_delta;
mod audio_done;
mod audio_transcript_delta;
mod audio_transcript_done;
mod code_interpreter_call_code_delta;
mod code_interpreter_call_code_done;
mod code_interpreter_call_completed;
mod code_interpreter_call_in_progress;
mod code_interpreter_call_interpreting;
mod compaction_compacting;
mod completed;
mod content_part_added;
mod content_part_done;
mod created;
mod custom_tool_call_input_delta;
mod custom_tool_call_input_done;
mod error;
mod failed;
mod file_search_call_completed;
mod file_search_call_in_progress;
mod file_search_call_searching;
mod function_call_arguments_delta;
mod function_call_arguments_done;
mod image_gen_call_completed;
mod image_gen_call_generating;
mod image_gen_call_in_progress;
mod image_gen_call_partial_image;
mod in_progress;
mod incomplete;
mod mcp_call_arguments_delta;
mod mcp_call_arguments_done;
mod mcp_call_completed;
mod mcp_call_failed;
mod mcp_call_in_progress;
mod mcp_list_tools_completed;
mod mcp_list_tools_failed;
mod mcp_list_tools_in_progress;
mod output_item_added;
mod output_item_done;
mod output_text_annotation_added;
mod queued;
mod reasoning_summary_part_added;
mod reasoning_summary_part_done;
mod reasoning_summary_text_delta;
mod reasoning_summary_text_done;
mod reasoning_text_delta;
mod reasoning_text_done;
mod refusal_delta;
mod refusal_done;
mod shell_call_command_added;
mod shell_call_command_delta;
mod shell_call_command_done;
mod shell_call_output_content_delta;
mod shell_call_output_content_done;
mod text_delta;
mod text_done;
mod web_search_call_completed;
mod web_search_call_in_progress;
mod web_search_call_searching;

pub use self::{
    audio_delta::*, audio_done::*, audio_transcript_delta::*, audio_transcript_done::*,
    code_interpreter_call_code_delta::*, code_interpreter_call_code_done::*,
    code_interpreter_call_completed::*, code_interpreter_call_in_progress::*,
    code_interpreter_call_interpreting::*, compaction_compacting::*, completed::*,
    content_part_added::*, content_part_done::*, created::*, custom_tool_call_input_delta::*,
    custom_tool_call_input_done::*, error::*, failed::*, file_search_call_completed::*,
    file_search_call_in_progress::*, file_search_call_searching::*,
    function_call_arguments_delta::*, function_call_arguments_done::*, image_gen_call_completed::*,
    image_gen_call_generating::*, image_gen_call_in_progress::*, image_gen_call_partial_image::*,
    in_progress::*, incomplete::*, mcp_call_arguments_delta::*, mcp_call_arguments_done::*,
    mcp_call_completed::*, mcp_call_failed::*, mcp_call_in_progress::*,
    mcp_list_tools_completed::*, mcp_list_tools_failed::*, mcp_list_tools_in_progress::*,
    output_item_added::*, output_item_done::*, output_text_annotation_added::*, queued::*,
    reasoning_summary_part_added::*, reasoning_summary_part_done::*,
    reasoning_summary_text_delta::*, reasoning_summary_text_done::*, reasoning_text_delta::*,
    reasoning_text_done::*, refusal_delta::*, refusal_done::*, shell_call_command_added::*,
    shell_call_command_delta::*, shell_call_command_done::*, shell_call_output_content_delta::*,
    shell_call_output_content_done::*, text_delta::*, text_done::*, web_search_call_completed::*,
    web_search_call_in_progress::*, web_search_call_searching::*,
};
