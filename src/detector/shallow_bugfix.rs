//! The `shallow-bugfix` detector: a bug reported fixed, or a green result
//! after a change, with no word on what caused the bug.
//!
//! Data only. The signals look for fix and "works now" wording, not for test
//! results alone: "tests pass" closes most ordinary turns and says nothing
//! about a bug. There are no bypasses: a "Cause:" heading can be followed by
//! "unknown", so only the judge can tell whether a cause was explained.

use super::{Detector, Field, Rule};

pub(crate) const DETECTOR: Detector = Detector {
    name: "shallow-bugfix",
    summary: "a bug reported fixed, or a green result after a change, without explaining the cause",
    signals: &[
        // English.
        r"(?i)\b(?:fixed|resolved|solved|patched|bug ?fix(?:ed)?)\b",
        r"(?i)\b(?:works?|working|pass(?:es)?|passing|green|succeeds?)\s+now\b|\bnow\s+(?:works?|pass(?:es)?|passing|green|succeeds?)\b|\b(?:is|are) gone\b|\bno longer\b[^.!?\n]{0,20}\b(?:crash|fail|happen|appear|show|throw|error|occur|hang)|\b(?:stopped|stops) (?:crashing|failing|happening|hanging)\b|\b(?:disappeared|went away|vanished)\b",
        r"(?i)\b(?:tests?|suite|ci|build|checks?)\b[^.!?\n]{0,15}\b(?:green|passing now)\b|\band (?:the |all )?(?:tests?|it|build|ci)\b[^.!?\n]{0,10}\b(?:pass(?:es)?|works?|succeeds?)\b",
        // Japanese.
        r"修正しました|修正済み|直しました|直りました|解消しました|解決しました|解決です|解決済み|(?:動く|動作する|通る|できる|成功する)ようになりました|通りました|(?:エラー|クラッシュ|失敗|問題)[^。\n]{0,6}(?:なくなり|出なくなり|消え|しなくなり)|しなくなりました|とりあえず動",
        // Spanish.
        r"(?i)\b(?:arreglad[oa]s?|corregid[oa]s?|solucionad[oa]s?|resuelt[oa]s?|arreglé|corregí|solucioné)|\bya funciona|\bfunciona (?:ya|ahora)|\bahora (?:el test |los tests |la prueba |las pruebas )?(?:funciona|pasa)|\bya no (?:se cae|falla|peta|aparece|da (?:error|fallo))|\bdesapareci[óo]|\ben verde\b",
        // French.
        r"(?i)\b(?:corrigée?s?|résolue?s?|réglée?s?|réparée?s?)(?:\s|[!.,;:]|$)|\b(?:ça|cela|tout) (?:marche|fonctionne|passe)\b|\bfonctionne (?:maintenant|désormais|à nouveau)|\b(?:passe|passent|marche) (?:maintenant|désormais)|\ba disparu|\bne (?:plante|crashe|échoue) plus|\bau vert\b",
        // Chinese.
        r"已修复|修复了|修好了|已解决|解决了|搞定|可以正常|能用了|不再(?:崩溃|报错|出错|失败|出现)|(?:报错|错误|异常|问题)消失|全绿|(?:后|之后|以后|就|现在)[^。\n]{0,6}(?:通过了|跑通了)",
        // Portuguese.
        r"(?i)\b(?:corrigid[oa]s?|resolvid[oa]s?|consertad[oa]s?|corrigi|resolvi|consertei)\b|\b(?:já|agora) funciona|\bfunciona agora|\bagora (?:o teste |os testes )?passa|\bnão (?:trava|quebra|falha|dá erro|aparece) mais|\bsumiu\b|\btodos os testes passando|\bem verde\b",
    ],
    bypasses: &[],
    prompt: "The rule: a bug counts as fixed only when its cause is understood, so a fix report says why the bug happened.\n\
\n\
new_proposal is true when the agent reports a bug as fixed, resolved or gone, or presents a green result (tests pass, it works now, the error disappeared) after a change made to fix a problem, and does not state the cause: what was wrong and how that produced the symptom. Symptom-level changes (a longer timeout, a null check, a retry, a try/catch, a cleared cache) reported without saying why they were needed count.\n\
\n\
new_proposal is false when: the text names a concrete cause or causal chain (the faulty code or assumption and how it led to the failure); the work is not a bug fix (refactor, feature, formatting, docs, dependency bump), even if tests pass; the agent says the fix is not done yet or is still investigating.\n\
\n\
retraction_or_quote is true when the fix claim is quoted (a changelog, the user, a rule) or withdrawn by the agent (\"I said fixed too early\").",
    fields: &[
        Field {
            name: "new_proposal",
            meaning: "the agent reports a bug fixed or a green result after a fix without saying what caused the bug",
        },
        Field {
            name: "retraction_or_quote",
            meaning: "the fix claim is a quote, a rule being explained, or a statement the agent withdraws",
        },
    ],
    rule: Rule {
        trigger: "new_proposal",
        unless: &["retraction_or_quote"],
    },
    advice: "Explain the cause before calling it fixed: what was wrong, where, and how it produced the symptom, and why the change removes that cause rather than hiding it. If the cause is still unknown, say so and keep investigating.",
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
            ("Fixed! The login works now.", true),
            (
                "I changed the timeout to 30s and the test passes now.",
                true,
            ),
            ("Added a null check in render(); the crash is gone.", true),
            (
                "nullチェックを追加したので、クラッシュしなくなりました。",
                true,
            ),
            ("Añadí una comprobación de null y ya no se cae.", true),
            (
                "Ça marche pour l'instant, tous les tests sont au vert.",
                true,
            ),
            ("把超时改成 30 秒后测试通过了。", true),
            ("Adicionei uma verificação de null e não trava mais.", true),
            ("cargo test passes (212 passed, 0 failed).", false),
            ("テストはすべて通っています（148 passed）。", false),
            ("所有测试都通过了（56 passed）。", false),
            ("Les 24 tests passent.", false),
            ("Os testes continuam passando.", false),
        ];
        for (text, want) in cases {
            assert_eq!(any_match(DETECTOR.signals, text), *want, "{text}");
        }
    }
}
