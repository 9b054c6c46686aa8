//! The `bugfix-without-reproduction` detector: code changed for a bug on a
//! guess, with no reproduction, reproduction result, A/B/C classification or
//! stated irreproducibility.
//!
//! Data only. The signals pair a guess ("probably", "I think", "might be")
//! with a change ("fix", "add", "rewrite") nearby; the bypasses are labelled
//! reproduction reports ("Reproduced:", "Classification C"), which satisfy the
//! rule whatever the guess that follows.

use super::{Detector, Field, Rule};

pub(crate) const DETECTOR: Detector = Detector {
    name: "bugfix-without-reproduction",
    summary: "code changed for a bug on a guess, without reproducing it or classifying it as irreproducible",
    signals: &[
        // English: a guess, then a change within the same line.
        r"(?i)\b(?:probably|maybe|perhaps|possibly|likely|presumably|might be|may be|could be|i think|i guess|i suspect|i believe|my guess|my hunch|suspect|seems? (?:to be|like)|must be|without (?:reproducing|running|testing))\b[^\n]{0,80}?\b(?:fix\w*|patch\w*|chang\w*|add(?:ed|ing)?|rewr\w*|bump\w*|increas\w*|switch\w*|replac\w*|remov\w*|wrap\w*|modif\w*|edit\w*|updat\w*|lock)\b",
        // Japanese.
        r"(?:おそらく|恐らく|多分|たぶん|かもしれ|と思われ|と思う|と思い|可能性が|怪しい|疑わしい|ではないか|っぽい|推測)[^\n]{0,40}(?:修正|変更|追加|書き換え|直し|直す|対処|対応|増や|減ら|入れ|置き換|削除|ロック)",
        // Spanish.
        r"(?i)\b(?:probablemente|quizás?|tal vez|a lo mejor|posiblemente|seguramente|creo que|supongo que|sospecho|parece que|puede que|debe de ser|debe ser)\b[^\n]{0,80}?(?:corrij|correg|arregl|cambi|añad|agreg|reescrib|reescrit|subo|aument|reemplaz|elimin|quit|modific|solucion|bloqueo)",
        // French.
        r"(?i)\b(?:peut-être|probablement|sans doute|je pense|je crois|je suppose|il se peut|il se pourrait|vraisemblablement|sûrement|doit être|on dirait)\b[^\n]{0,80}?(?:corrig|répar|modifi|chang|ajout|réécri|augment|remplac|supprim|passe|monte|verrou|désactiv)",
        // Chinese.
        r"(?:可能|也许|或许|大概|估计|应该是|应该出在|我觉得|我认为|我猜|怀疑|疑似|看起来|似乎)[^\n]{0,40}(?:修复|修改|改成|改为|改了|加个|加了|加上|添加|增加|调到|调整|调大|重写|替换|删除|去掉|解决)",
        // Portuguese.
        r"(?i)\b(?:provavelmente|talvez|possivelmente|acho que|creio que|suponho que|imagino que|parece que|pode ser|deve ser|deve estar|suspeito)\b[^\n]{0,80}?(?:corrig|consert|arrum|mud|troc|adicion|acrescent|reescrev|aument|substitu|remov|alter|resolv|lock)",
    ],
    bypasses: &[
        // A labelled reproduction report or classification.
        r"(?i)\b(?:reproduced|repro(?:duction)? (?:result|confirmed))\s*[:：]|\bclassification\s*[:：]?\s*[abc]\b|\b(?:reproducid[oa]|reproduite?|reproduzid[oa])\s*[:：]|\bclasificación\s*[:：]?\s*[abc]\b|\bclassificação\s*[:：]?\s*[abc]\b",
        r"再現しました|再現結果|分類\s*[:：]?\s*[ABCＡＢＣ]|已复现|复现结果|分类\s*[:：]?\s*[ABC]",
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
};

#[cfg(test)]
mod tests {
    use super::DETECTOR;
    use regex::Regex;

    fn any_match(patterns: &[&str], text: &str) -> bool {
        patterns
            .iter()
            .any(|p| Regex::new(p).expect("pattern compiles").is_match(text))
    }

    #[test]
    fn every_pattern_compiles() {
        for p in DETECTOR.signals.iter().chain(DETECTOR.bypasses) {
            assert!(Regex::new(p).is_ok(), "bad pattern {p}");
        }
    }

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
