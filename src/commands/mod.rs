//! The subcommands other than hook mode.

pub(crate) mod doctor;
pub(crate) mod eval;
pub(crate) mod install;
pub(crate) mod replay;
pub(crate) mod stats;
