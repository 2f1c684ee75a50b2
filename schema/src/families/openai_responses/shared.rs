//! Types the SDK shares across its APIs (`types/shared/`).

mod comparison_filter;
mod compound_filter;
mod custom_tool_input_format;
mod reasoning;
mod response_format_json_object;
mod response_format_text;

pub use self::{
    comparison_filter::*, compound_filter::*, custom_tool_input_format::*, reasoning::*,
    response_format_json_object::*, response_format_text::*,
};
