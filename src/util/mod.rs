//! Small helpers with no knowledge of hooks.

pub(crate) mod scan;
pub(crate) mod surrogates;
