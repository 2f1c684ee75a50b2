//! The events of the stream, one file per SDK module (`types/responses/*_event.py`).

mod completed;
mod content_part_added;
mod content_part_done;
mod created;
mod failed;
mod function_call_arguments_done;
mod image_gen_call_partial_image;
mod in_progress;
mod incomplete;
mod output_item_added;
mod output_item_done;
mod output_text_annotation_added;
mod queued;
mod reasoning_summary_part_done;

pub use self::{
    completed::*, content_part_added::*, content_part_done::*, created::*, failed::*,
    function_call_arguments_done::*, image_gen_call_partial_image::*, in_progress::*,
    incomplete::*, output_item_added::*, output_item_done::*, output_text_annotation_added::*,
    queued::*, reasoning_summary_part_done::*,
};
