//! The message a `message_start` opens and a `message_delta` updates: usage, container, context
//! management, stop details.

mod advisor_message_iteration_usage;
mod cache_creation;
mod cache_miss_messages_changed;
mod cache_miss_model_changed;
mod cache_miss_previous_message_not_found;
mod cache_miss_system_changed;
mod cache_miss_tools_changed;
mod cache_miss_unavailable;
mod clear_thinking_20251015_edit_response;
mod clear_tool_uses_20250919_edit_response;
mod compaction_iteration_usage;
mod container;
mod container_skill;
mod context_management_response;
mod diagnostics;
mod fallback_credit_not_applied;
mod fallback_credit_redeemed;
mod fallback_credit_usage;
mod fallback_info;
mod fallback_message_iteration_usage;
mod fallback_refusal_trigger;
mod message_delta_usage;
mod message_iteration_usage;
mod object;
mod output_tokens_details;
mod refusal_stop_details;
mod server_tool_usage;
mod thinking_dropped_input_transformation;
mod thinking_mismatch_allowed_input_transformation;
mod usage;

pub use self::{
    advisor_message_iteration_usage::*, cache_creation::*, cache_miss_messages_changed::*,
    cache_miss_model_changed::*, cache_miss_previous_message_not_found::*,
    cache_miss_system_changed::*, cache_miss_tools_changed::*, cache_miss_unavailable::*,
    clear_thinking_20251015_edit_response::*, clear_tool_uses_20250919_edit_response::*,
    compaction_iteration_usage::*, container::*, container_skill::*,
    context_management_response::*, diagnostics::*, fallback_credit_not_applied::*,
    fallback_credit_redeemed::*, fallback_credit_usage::*, fallback_info::*,
    fallback_message_iteration_usage::*, fallback_refusal_trigger::*, message_delta_usage::*,
    message_iteration_usage::*, object::*, output_tokens_details::*, refusal_stop_details::*,
    server_tool_usage::*, thinking_dropped_input_transformation::*,
    thinking_mismatch_allowed_input_transformation::*, usage::*,
};
