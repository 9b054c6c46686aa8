//! A Layer-1 pattern built as Layer 1 builds it, so that a config file's
//! patterns can be checked where they are loaded.

use regex_automata::meta::{Builder, Regex};
use regex_automata::util::syntax;
use regex_syntax::hir::Hir;

/// Whether Layer 1 can build `pattern` (a config file's patterns are checked so).
pub(crate) fn builds(pattern: &str) -> bool {
    compile(pattern).is_some()
}

/// One pattern, built as [`Set`] builds its patterns, to find where it matches.
pub(crate) fn compile(pattern: &str) -> Option<Regex> {
    builder().build(pattern).ok()
}

/// `pattern` parsed as [`compile`] parses it, to be built with [`from_hir`].
pub(crate) fn parse(pattern: &str) -> Option<Hir> {
    syntax::parse_with(pattern, &syntax_config()).ok()
}

/// A parsed pattern, built as [`compile`] builds one.
pub(crate) fn from_hir(hir: &Hir) -> Option<Regex> {
    builder().build_from_hir(hir).ok()
}

fn syntax_config() -> syntax::Config {
    syntax::Config::new().utf8(true)
}

fn builder() -> Builder {
    use regex_automata::meta::Config;
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
    let mut builder = Regex::builder();
    builder.configure(config).syntax(syntax_config());
    builder
}
