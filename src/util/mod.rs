//! Small helpers with no knowledge of hooks.

pub(crate) mod command_line;
pub(crate) mod file;
pub(crate) mod hint;
pub(crate) mod path;
pub(crate) mod pattern;
pub(crate) mod pool;
pub(crate) mod private;
pub(crate) mod scan;
pub(crate) mod shell;
pub(crate) mod surrogates;
pub(crate) mod table;
pub(crate) mod text;
