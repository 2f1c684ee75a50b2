//! The events of the stream, one file per SDK module (`types/beta/beta_raw_*_event.py`).

mod content_block_delta;
mod content_block_start;
mod content_block_stop;
mod message_delta;
mod message_start;
mod message_stop;

pub use self::{
    content_block_delta::*, content_block_start::*, content_block_stop::*, message_delta::*,
    message_start::*, message_stop::*,
};
