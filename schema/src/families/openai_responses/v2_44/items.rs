//! The items of a response's output and input: messages, reasoning, tool calls and their outputs.

mod apply_patch_tool_call;
mod apply_patch_tool_call_output;
mod custom_tool_call;
mod custom_tool_call_output;
mod custom_tool_call_output_item;
mod easy_input_message;
mod function_shell_tool_call;
mod function_shell_tool_call_output;
mod function_tool_call;
mod function_tool_call_output_item;
mod function_web_search;
mod input_file;
mod input_image;
mod input_image_content;
mod input_item;
mod input_text;
mod output_item;
mod output_message;
mod output_text;
mod reasoning_item;
mod tool_search_output_item;
mod tool_search_output_item_param;

pub use self::{
    apply_patch_tool_call::*, apply_patch_tool_call_output::*, custom_tool_call::*,
    custom_tool_call_output::*, custom_tool_call_output_item::*, easy_input_message::*,
    function_shell_tool_call::*, function_shell_tool_call_output::*, function_tool_call::*,
    function_tool_call_output_item::*, function_web_search::*, input_file::*, input_image::*,
    input_image_content::*, input_item::*, input_text::*, output_item::*, output_message::*,
    output_text::*, reasoning_item::*, tool_search_output_item::*,
    tool_search_output_item_param::*,
};
