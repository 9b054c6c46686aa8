//! A Layer-1 pattern built as Layer 1 builds it, so that a config file's
//! patterns can be checked where they are loaded.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

use regex_automata::meta::Regex;

/// Whether Layer 1 can build `pattern` (a config file's patterns are checked so).
pub(crate) fn builds(pattern: &str) -> bool {
    compile(pattern).is_some()
}

/// One pattern, built as [`Set`] builds its patterns, to find where it matches.
pub(crate) fn compile(pattern: &str) -> Option<Regex> {
    use regex_automata::meta::Config;
    use regex_automata::util::syntax;
    // Built once, run once over a few KB: the engines that pay off on long
    // or repeated searches (full DFA, one-pass DFA, backtracker, prefilter)
    // cost more to build than they save here.
    let config = Config::new()
        .nfa_size_limit(Some(10 << 20))
        .hybrid_cache_capacity(2 << 20)
        .utf8_empty(true)
        .auto_prefilter(false)
        .dfa(false)
        .onepass(false)
        .backtrack(false)
        .which_captures(regex_automata::nfa::thompson::WhichCaptures::Implicit);
    Regex::builder()
        .configure(config)
        .syntax(syntax::Config::new().utf8(true))
        .build(pattern)
        .ok()
}

/// [`compile`], once per pattern in a process. A hook run builds each
/// pattern at most once anyway; `eval`, `replay` and the scorer's trainer
/// scan thousands of turns, and building the same patterns again for each
/// would take most of their time.
pub(crate) fn compiled(pattern: &'static str) -> Option<Regex> {
    static BUILT: OnceLock<Mutex<HashMap<&'static str, Option<Regex>>>> = OnceLock::new();
    let built = BUILT.get_or_init(Mutex::default);
    if let Some(re) = built
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get(pattern)
    {
        return re.clone();
    }
    let re = compile(pattern);
    built
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(pattern, re.clone());
    re
}
