//! The `shallow-bugfix` detector: a bug reported fixed, or a green result
//! after a change, with no word on what caused the bug.
//!
//! Data only. The signals look for fix and "works now" wording, not for test
//! results alone: "tests pass" closes most ordinary turns and says nothing
//! about a bug. There are no bypasses: a "Cause:" heading can be followed by
//! "unknown", so only the judge can tell whether a cause was explained.
//!
//! Patterns are case-sensitive on purpose, with `[Cc]` where a word can open a
//! sentence: Layer 1 builds a pattern only when one of its literal anchors is
//! in the text, `(?i)` breaks those anchors at every `s` and `k` (their case
//! classes hold `ſ` and `K`), and it makes each build several times slower.
//! Every signal must keep an anchor set of rare words (see `anchor::derive`).

use super::{Detector, Field, GateRole, Rule};

pub(crate) const DETECTOR: Detector = Detector {
    name: "shallow-bugfix",
    summary: "a bug reported fixed, or a green result after a change, without explaining the cause",
    signals: &[
        // English.
        r"\b(?:[Ff]ixed|[Rr]esolved|[Ss]olved|[Pp]atched)\b|\b(?:[Bb]ugfix|[Bb]ug fix)\b|\b[Tt]hat (?:did it|fixed it|solved it)\b",
        r"\b(?:[Ww]orks|[Ww]orking|[Pp]asses|[Pp]assing|[Ss]ucceeds|[Rr]uns fine|is green|are green) now\b|\btests pass now\b|\b(?:passes|works|succeeds|runs) (?:consistently|reliably|correctly|fine|again) now\b|\bnow it (?:works|matches|passes|runs|loads|compiles|builds)\b|\b[Aa]ll good\b|\b[Nn]ow (?:works|passes|passing|succeeds)\b|\b(?:is|are) gone\b|\b(?:disappeared|went away|vanished)\b|\b(?:isn['’]t|aren['’]t|is not|are not|doesn['’]t|don['’]t) (?:happening|showing up|appearing|failing|crashing|reproducing)(?: any ?more)?\b|\bany ?more\b[^.!?\n]*?\b(?:error|crash|fail|OOM|timeout)|\bno longer\b[^.!?\n]*?\b(?:crash|fail|happen|appear|show|throw|error|occur|hang|reproduc)",
        r"\b(?:[Tt]ests?|[Ss]uite|CI|[Bb]uild|[Cc]hecks?)\b[^.!?\n]*?\b(?:green|passing now)\b|\b(?:errors?|500s|crash(?:es)?|failures?|warnings?|issue|problem)\b[^.!?\n]*?\b(?:stopped|went away|cleared up)\b",
        // Japanese.
        r"修正しました|修正済み|直しました|直りました|治りました|解消しました|解決しました|解決です|解決済み|ようになりました|通りました|正常に(?:動作|動い|動き)|問題なく動|(?:エラー|クラッシュ|失敗|問題|不具合)[^。\n]*?(?:なくなり|消え)|とりあえず動|なくなりました",
        // Spanish.
        r"\b(?:[Aa]rreglad[oa]s?|[Cc]orregid[oa]s?|[Ss]olucionad[oa]s?|[Rr]esuelt[oa]s?|[Aa]rreglé|[Cc]orregí|[Ss]olucioné)|\b[Yy]a funciona|\bfunciona (?:ya|ahora)\b|\bya no (?:se cae|falla|peta|aparece|da error|da fallo|se produce|ocurre|pasa)|\bahora (?:coincide|funciona|va|anda|compila) bien\b|\bdesapareci(?:ó|o|eron)|\ben verde\b",
        r"\b[Aa]hora (?:el test |los tests |la prueba |las pruebas )?(?:funciona|pasa)\b",
        // French.
        r"\b(?:[Cc]orrigée?s?|[Rr]ésolue?s?|[Rr]églée?s?|[Rr]éparée?s?)(?:\s|[!.,;:]|$)|\b(?:[Çç]a|[Cc]ela|[Tt]out) (?:marche|fonctionne)\b|\b[Tt]out passe\b|\bfonctionne (?:maintenant|désormais|à nouveau)|\b(?:passe|passent|marche) (?:maintenant|désormais)|\b(?:a|ont) disparu\b|\b(?:ne plante plus|ne crashe plus|n['’]échoue plus|ne se produit plus|ne se reproduit plus|n['’]apparaît plus|ne bloque plus|ne casse plus|n['’]arrive plus)|\bau vert\b",
        // Chinese.
        r"已修复|修复了|修好了|已解决|解决了|搞定|可以正常|能用了|不再(?:崩溃|报错|出错|失败|出现)|(?:报错|错误|异常|问题|故障)[^。\n]*?(?:消失|没有了|没了|不见了)|就好了|不崩了|不报错了|不卡了|不挂了|不闪退了|不出错了|就没了|恢复正常|正常了|全绿|(?:后|之后|以后|就|现在)[^。\n]*?(?:通过了|跑通了)",
        // Portuguese.
        r"\b(?:[Cc]orrigid[oa]s?|[Rr]esolvid[oa]s?|[Cc]onsertad[oa]s?|[Cc]orrigi|[Rr]esolvi|[Cc]onsertei)\b|\b(?:[Jj]á|[Aa]gora) funciona\b|\bfunciona agora\b|\b(?:não trava mais|não quebra mais|não falha mais|não acontece mais|não ocorre mais|não aparece mais|não dá mais erro|não dá erro)|\bsumiu\b|\bparou de (?:acontecer|travar|falhar|dar erro|quebrar)\b|\bpararam\b|\btodos os testes passando\b|\bem verde\b",
        r"\b[Aa]gora (?:o teste |os testes )?passa|\b[Aa]gora (?:bate|funciona|vai|roda)\b",
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
    gate: GateRole::None,
};

#[cfg(test)]
mod tests {
    use super::DETECTOR;
    use crate::detectors::testing::any_match;

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
            (
                "Increased the memory limit; the OOM isn't happening anymore.",
                true,
            ),
            (
                "J'ai inversé l'ordre des middlewares et les 401 ont disparu.",
                true,
            ),
            ("升级依赖后就不崩了。", true),
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
