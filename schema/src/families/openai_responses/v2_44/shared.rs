//! Types the SDK shares across its APIs (`types/shared/`).

mod reasoning;

pub use self::reasoning::*;
