//! The tools a response may call and how it chooses among them.

mod apply_patch_tool;
mod custom_tool;
mod function_shell_tool;
mod function_tool;
mod namespace_tool;
mod tool;
mod web_search_tool;

pub use self::{
    apply_patch_tool::*, custom_tool::*, function_shell_tool::*, function_tool::*,
    namespace_tool::*, tool::*, web_search_tool::*,
};
