//! The response the lifecycle events carry, its configuration, usage and errors.

mod error;
mod object;
mod prompt;
mod usage;

pub use self::{error::*, object::*, prompt::*, usage::*};
