//! End-to-end tests of the built binary, one module per behaviour.

mod bad_input;
mod budget;
mod config_file;
mod doctor;
mod dry_run;
mod entry;
mod eval;
mod gate;
mod hostile;
mod hosts;
mod http;
mod install;
mod judge_failures;
mod project_trust;
mod replay;
mod stats;
mod stop;
mod test;
mod transcript;
mod trust;
