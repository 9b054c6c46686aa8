//! The `bugfix-without-reproduction` detector: code changed for a bug on a
//! guess, with no reproduction, reproduction result, A/B/C classification or
//! stated irreproducibility.
//!
//! Data only. The signals pair a guess ("probably", "I think", "might be")
//! with a change ("fix", "add", "rewrite") nearby; the bypasses are labelled
//! reproduction reports ("Reproduced:", "Classification C"), which satisfy the
//! rule whatever the guess that follows.
//!
//! Patterns are case-sensitive on purpose, with `[Cc]` where a word can open a
//! sentence: Layer 1 builds a pattern only when one of its literal anchors is
//! in the text, `(?i)` breaks those anchors at every `s` and `k` (their case
//! classes hold `ſ` and `K`), and it makes each build several times slower.
//! Every signal must keep an anchor set of rare words (see `anchor::derive`).

use super::{Detector, Field, GateRole, Rule};

pub(crate) const DETECTOR: Detector = Detector {
    name: "bugfix-without-reproduction",
    summary: "code changed for a bug on a guess, without reproducing it or classifying it as irreproducible",
    signals: &[
        // English: a guess, then a change, on the same line.
        r"\b(?:[Pp]robably|[Mm]aybe|[Pp]erhaps|[Pp]ossibly|[Ll]ikely|[Pp]resumably|[Mm]ight be|[Mm]ay be|[Cc]ould be|I think|I guess|I suspect|I believe|I['’]d guess|[Mm]y guess|[Mm]y hunch|[Nn]ot sure|[Uu]nclear why|[Nn]o idea why|[Ss]uspect|[Ss]ounds like|[Ll]ooks like|[Ss]eems|[Aa]pparently|I bet|[Mm]ust be|[Ww]ithout (?:reproducing|running|testing))\b[^\n]*?\b(?:[Ff]ix|[Pp]atch|[Cc]hang|[Aa]dd|[Rr]ewr|[Bb]ump|[Ii]ncreas|[Ss]witch|[Rr]eplac|[Rr]emov|[Ww]rap|[Mm]odif|[Ee]dit|[Uu]pdat|[Ll]ock|[Dd]elet|[Rr]einstall|[Dd]isabl|[Ee]nabl|[Rr]evert|[Dd]owngrad|[Uu]pgrad|[Rr]estart|[Cc]lear|[Ii]nstall|[Rr]ais|[Cc]onvert|[Rr]etry|[Tt]weak|[Aa]djust|[Ii]nsert|[Pp]ut|[Ss]et|[Ss]wap)[a-z]*\b",
        // Japanese.
        r"(?:おそらく|恐らく|多分|たぶん|かもしれ|と思|可能性|怪し|疑わし|ではないか|っぽい|推測|分かりませ|分からな|わかりません|原因不明|ようなので|みたいなので)[^\n]*?(?:修正|変更|追加|書き換え|直し|直す|対処|増や|減ら|置き換|削除|ロック|入れ|付け|加え|変え|設定|更新|調整|差し替え)",
        // Spanish.
        r"\b(?:[Pp]robablemente|[Qq]uizás?|[Tt]al vez|[Aa] lo mejor|[Pp]osiblemente|[Ss]eguramente|[Cc]reo que|[Ss]upongo que|[Ss]ospecho|[Pp]arece|[Pp]uede que|[Pp]uede ser|[Dd]ebe de ser|[Dd]ebe ser|[Nn]o sé|[Nn]o estoy seguro|[Aa]l parecer)\b[^\n]*?(?:corrij|correg|arregl|cambi|añad|agreg|reescrib|reescrit|subo|subí|aument|reemplaz|elimin|quit|modific|solucion|bloqueo|envolv|pus[eo]|reintent)",
        // French.
        r"\b(?:[Pp]eut-être|[Pp]robablement|[Ss]ans doute|[Jj]e pense|[Jj]e crois|[Jj]e suppose|[Ii]l se peut|[Ii]l se pourrait|[Vv]raisemblablement|[Ss]ûrement|[Dd]oit être|[Oo]n dirait|[Rr]essemble à|[Ss]emble|[Jj]e soupçonne|pourrait être|[Jj]e ne sais pas|[Aa]pparemment)[^\n]*?(?:corrig|répar|modifi|chang|ajout|réécri|augment|remplac|supprim|passe|monte|verrou|désactiv|j['’]ai mis|mets)",
        // Chinese.
        r"(?:可能|也许|或许|大概|估计|应该是|应该出在|我觉得|我认为|我猜|怀疑|疑似|看起来|似乎|不太清楚|不清楚|不确定|原因不明|好像)[^\n]*?(?:修复|修改|改成|改为|改了|加个|加了|加上|添加|增加|调到|调整|调大|重写|替换|删除|去掉|解决|换了|换成)",
        // Portuguese.
        r"\b(?:[Pp]rovavelmente|[Tt]alvez|[Pp]ossivelmente|[Aa]cho que|[Cc]reio que|[Ss]uponho que|[Ii]magino que|[Pp]arece|[Pp]ode ser|[Dd]eve ser|[Dd]eve estar|[Ss]uspeito|[Dd]esconfi[a-z]*|[Nn]ão sei|[Nn]ão tenho certeza)[^\n]*?(?:corrig|consert|arrum|mud|troc|adicion|acrescent|reescrev|aument|substitu|remov|alter|resolv|lock|coloc|coloq|retry)",
    ],
    bypasses: &[
        // A labelled reproduction report or classification.
        r"\b(?:[Rr]eproduced|[Rr]epro(?:duction)? (?:result|confirmed))\s*[:：]|\b[Cc]lassification ?[:：]? ?[ABC]\b|\b(?:[Rr]eproducid[oa]|[Rr]eproduite?|[Rr]eproduzid[oa])\s*[:：]|\b[Cc]lasificación ?[:：]? ?[ABC]\b|\b[Cc]lassificação ?[:：]? ?[ABC]\b",
        r"再現しました|再現結果|分類 ?[:：]? ?[ABCＡＢＣ]|已复现|复现结果|分类 ?[:：]? ?[ABC]",
    ],
    prompt: "The rule: before changing code to fix a bug, the agent reproduces it, or classifies it (A/B/C, where C means it cannot be reproduced), and says so in the text.\n\
\n\
new_proposal is true when the agent changes code, or announces a code change, to fix a bug on a guess (\"probably\", \"maybe\", \"I think\", \"might be\") and the text shows no reproduction: no failing test or command with its output, no reproduction result, no A/B/C classification, no explicit statement that the bug cannot be reproduced.\n\
\n\
new_proposal is false when: a reproduction or its result is reported before the change; the bug is classified (including C, not reproducible) and the change fits that (for example, only adding logging); the agent only plans to reproduce first or asks the user for the data to reproduce it; the work is not a bug fix (a new feature, a refactor), whatever words of doubt it uses.\n\
\n\
retraction_or_quote is true when the guess-and-change wording is quoted (the user's words, a rule) or withdrawn by the agent in the same text.",
    fields: &[
        Field {
            name: "new_proposal",
            meaning: "the agent changes or announces changing code to fix a bug on a guess, with no reproduction, reproduction result, classification or stated irreproducibility in the text",
        },
        Field {
            name: "retraction_or_quote",
            meaning: "the guess-and-change wording is a quote, a rule being explained, or a statement the agent withdraws",
        },
    ],
    rule: Rule {
        trigger: "new_proposal",
        unless: &["retraction_or_quote"],
    },
    advice: "Reproduce the bug before changing code: run a failing test or command and show its output, or classify it (A/B/C) and, if it cannot be reproduced, say so and limit the change to what that allows, such as added logging. Then fix the cause the reproduction points to.",
    gate: GateRole::Edit,
};

#[cfg(test)]
mod tests {
    use super::DETECTOR;
    use crate::detectors::testing::any_match;

    #[test]
    fn signals() {
        let cases: &[(&str, bool)] = &[
            (
                "This is probably caused by a race in flush(). I'll add a lock there.",
                true,
            ),
            (
                "Maybe the cache is stale; let me change the TTL to 0.",
                true,
            ),
            (
                "キャッシュが古いのかもしれません。TTLを0に変更してみます。",
                true,
            ),
            (
                "Creo que el problema es la codificación, así que reescribí el lector.",
                true,
            ),
            (
                "Le bug est probablement dans le parseur de dates ; je le corrige.",
                true,
            ),
            ("问题应该出在日期解析上，我现在修复。", true),
            (
                "I'd guess the pool is too small, so I've raised it to 50.",
                true,
            ),
            (
                "Seems the session cookie isn't sent; I've set credentials on fetch.",
                true,
            ),
            ("好像是会话 cookie 没带上，我给 fetch 加了参数。", true),
            (
                "O bug deve estar no parser de datas; corrigindo agora.",
                true,
            ),
            (
                "The panic comes from the unwrap() on line 88 of loader.rs.",
                false,
            ),
            ("Re-running that job should clear it.", false),
            (
                "这个编译错误是因为类型不匹配，在调用处加上 to_string() 即可。",
                false,
            ),
        ];
        for (text, want) in cases {
            assert_eq!(any_match(DETECTOR.signals, text), *want, "{text}");
        }
    }

    #[test]
    fn bypasses() {
        let cases: &[(&str, bool)] = &[
            ("Reproduced: cargo test date::midnight fails.", true),
            (
                "Classification C: I could not reproduce the crash locally.",
                true,
            ),
            ("分類C: ローカルでは再現できませんでした。", true),
            ("已复现：go test 失败。", true),
            (
                "I could not reproduce it, so I guessed and added a lock.",
                false,
            ),
            ("再現しませんでしたが、ロックを追加しました。", false),
        ];
        for (text, want) in cases {
            assert_eq!(any_match(DETECTOR.bypasses, text), *want, "{text}");
        }
    }
}
