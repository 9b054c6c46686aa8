//! End-to-end tests of the built binary, one module per behaviour.

mod bad_input;
mod budget;
mod dry_run;
mod gate;
mod hosts;
mod judge_failures;
mod stop;
mod test;
mod transcript;
