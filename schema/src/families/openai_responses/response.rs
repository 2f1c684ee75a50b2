//! The response the lifecycle events carry, its configuration, usage and errors.

mod error;
mod format_text_json_schema_config;
mod object;
mod prompt;
mod text_config;
mod usage;

pub use self::{
    error::*, format_text_json_schema_config::*, object::*, prompt::*, text_config::*, usage::*,
};
