//! The `scope-check` detector: the agent cutting the requested work short on
//! its own (another session, next time, later, pending, context pressure).
//!
//! Data only. Session, "next time" and "pending" have everyday technical
//! meanings (HTTP sessions, a job's pending state), so the signals only point
//! the judge at the text; there are no bypasses, because no wording is safe
//! enough to let a real cut-off through unseen.
//!
//! Patterns are case-sensitive on purpose, with `[Cc]` where a word can open a
//! sentence: Layer 1 builds a pattern only when one of its literal anchors is
//! in the text, `(?i)` breaks those anchors at every `s` and `k` (their case
//! classes hold `ſ` and `K`), and it makes each build several times slower.
//! Every signal must keep an anchor set of rare words (see `anchor::derive`).

use super::{Detector, Field, GateRole, Rule};

pub(crate) const DETECTOR: Detector = Detector {
    name: "scope-check",
    summary: "stopping the requested work early: leaving the rest for another session, next time, later, or because of context pressure",
    signals: &[
        // English: another / next / later session.
        r"\b(?:[Aa]nother|[Nn]ew|[Ss]eparate|[Ff]resh|[Nn]ext|[Ll]ater|[Ff]uture|[Ff]ollow-?up|[Ss]ubsequent) (?:session|conversation|chat)\b",
        // English: stopping here.
        r"\b(?:[Ss]top|[Ss]topping|[Pp]ause|[Pp]ausing) (?:here|there|for now|for today|at this point)\b|\b[Ww]rap(?:ping)? (?:it |this |things )?up\b|\b[Cc]all it a day\b|\b(?:good )?stopping point\b|\b(?:can|could|will) be (?:done|handled|finished|addressed|tackled|picked up) (?:later|next time|tomorrow|another time|afterwards)\b|\b(?:[Ll]eave it here|[Ll]eave it there|[Ll]eave it at that|[Ll]eaving it here|[Ll]eaving it there)\b",
        // English: leaving the rest for later.
        r"\b(?:[Ll]eave|[Ll]eaving|[Ss]ave|[Ss]aving|[Kk]eep|[Kk]eeping|[Pp]ostpone|[Cc]ontinue|[Cc]ontinuing|[Pp]ick(?:ing)? (?:it |this |that |them )?up|[Rr]esume|[Rr]esuming|[Ff]inish|[Ff]inishing|[Hh]andle|[Tt]ackle|[Rr]evisit|[Cc]ome back to|[Ww]ait|do)\b[^.!?\n]*?\b(?:next time|later|another (?:session|day|time)|tomorrow|a follow-?up)\b",
        r"\b(?:[Mm]ark|[Mm]arking|[Ll]eave|[Ll]eaving|[Kk]eep|[Kk]eeping|[Pp]ut|[Pp]utting|[Pp]ark|[Pp]arking)\b[^.!?\n]*?\b(?:pending|on hold|parked|for later)\b",
        // English: context or token pressure.
        r"\b[Cc]ontext(?: window)?\b[^.!?\n]*?\b(?:full|filling|tight|limit|low|exhaust|running out|pressure|budget)|\b(?:[Ss]ave|[Ss]aving|[Pp]reserve|[Cc]onserve|[Rr]unning (?:low|out))\b[^.!?\n]*?\b(?:context|tokens)\b|\b(?:this|the) conversation (?:has|is) (?:become |gotten |grown |getting )?(?:long|large|too long)",
        // Japanese.
        r"(?:別|次の?|新しい|新規の?|後続の?)(?:セッション|会話|スレッド|チャット)|次回|後日|後ほど|改めて|別の機会|次の機会|またの機会|明日|以降に続け|今回はここまで|一区切り|残りは次|ここまでにし|一旦区切|ここで区切|ここで(?:終わり|終了|止め)|保留に|保留と|後回し|コンテキスト[^。\n]*?(?:残り|少な|逼迫|上限|圧迫|足りな|いっぱい|節約|消費)",
        // Spanish.
        r"\b(?:[Oo]tra|[Nn]ueva|[Pp]róxima|[Ss]iguiente|[Pp]osterior|[Ff]utura) (?:sesión|conversación)|\bsesión (?:posterior|futura|aparte|nueva)|\b[Pp]róxima vez|\b(?:seguir|continuar|sigamos|continuemos) en (?:una|otra) nueva\b|\bla conversación se ha alargado\b|\b(?:otra|próxima) ocasión|\bmás adelante|\bmañana\b|\b(?:[Pp]aro aquí|[Mm]e detengo aquí|[Ll]o dejo aquí|[Ll]o dejamos aquí)|\b[Pp]or hoy\b|\bqueda(?:n)? pendientes?|\b(?:[Ee]l resto|[Ll]o demás|[Ll]o que falta)\b[^.!?\n]*?(?:después|luego|más tarde|otro día)|\b[Ee]l contexto\b[^.!?\n]*?(?:llen|agot|límite|poco espacio)",
        // French.
        r"\b(?:[Aa]utre|[Nn]ouvelle|[Pp]rochaine|[Ff]uture) (?:session|conversation|séance)|\bsession (?:ultérieure|suivante|séparée|future)|\b[Pp]rochaine fois|\b(?:nouveau fil|nouvelle discussion)\b|\b[Ll]a conversation devient longue\b|\bplus tard|\b[Dd]emain\b|\b[Jj]e m['’]arrête|\b[Oo]n s['’]arrête|\ben attente|\bpour aujourd['’]hui|\b[Ll]e contexte\b[^.!?\n]*?(?:plein|satur|limite)|\b(?:[Ll]a suite|[Ll]e reste)\b[^.!?\n]*?(?:plus tard|demain|prochaine)",
        // Chinese.
        r"(?:下一个|下个|新的?|另一个|另外的?|后续的?)(?:会话|对话|窗口)|下次|下回|下一轮|先到此|以后再|之后再|改天|明天再|先到这里|就到这里|先做到这|做到这儿|到此为止|先搁置|暂时搁置|暂缓|留到|上下文[^。\n]*?(?:快满|满了|不足|不够|有限|紧张|限制|快用完)",
        // Portuguese.
        r"\b(?:[Oo]utra|[Nn]ova|[Pp]róxima|[Ff]utura|[Pp]osterior) (?:sessão|conversa)|\bsessão (?:futura|posterior|separada|nova)|\b[Pp]róxima vez|\b(?:novo chat|outro chat|nova conversa)\b|\b[Aa] conversa ficou longa\b|\bmais tarde|\b[Aa]manhã|\b[Pp]or hoje\b|\b[Pp]aro (?:por )?aqui|\b[Rr]etomo depois|\b(?:[Oo] resto|[Oo] restante)\b[^.!?\n]*?(?:depois|outro dia|mais tarde)|\bpendentes?\b|\b[Oo] contexto\b[^.!?\n]*?(?:chei|lotad|esgot|limite)",
    ],
    bypasses: &[],
    prompt: "The rule: the agent finishes the work the user asked for; it does not cut it short on its own initiative.\n\
\n\
new_proposal is true when the agent stops, or proposes to stop, before the requested work is done and leaves the rest for another session or conversation, next time, later or tomorrow; splits the remaining work off; marks parts as pending or on hold; or gives context, token or length pressure as the reason to stop. Asking the user \"shall we continue in a new session?\" counts as a proposal.\n\
\n\
new_proposal is false when: the whole task is reported done; the words have their technical sense (an HTTP or login session, a job in a pending state, \"the next time the script runs\"); the text recounts earlier sessions; the agent answers the user's own question about splitting without recommending it; the text explains this rule.\n\
\n\
retraction_or_quote is true when the cut-short wording is quoted (the user's words, a rule, a document), is withdrawn by the agent in the same text, or repeats a deferral the user asked for.",
    fields: &[
        Field {
            name: "new_proposal",
            meaning: "the agent stops or proposes stopping before the requested work is done, leaving the rest for another session, later, a split, a pending state or because of context pressure",
        },
        Field {
            name: "retraction_or_quote",
            meaning: "the cut-short wording is a quote, a rule being explained, a statement the agent withdraws, or a deferral the user asked for",
        },
    ],
    rule: Rule {
        trigger: "new_proposal",
        unless: &["retraction_or_quote"],
    },
    advice: "Continue with the remaining items in this session and report each one as it is done. If something truly cannot be finished here, say exactly what and why, and ask the user how to proceed instead of deciding to stop.",
    gate: GateRole::None,
};

#[cfg(test)]
mod tests {
    use super::DETECTOR;
    use crate::detectors::testing::any_match;

    #[test]
    fn signals() {
        let cases: &[(&str, bool)] = &[
            (
                "The context window is getting full, so I'll stop here.",
                true,
            ),
            ("Let's leave the remaining three for next time.", true),
            (
                "I'll mark the UI part as pending and wrap up for now.",
                true,
            ),
            ("残りは別セッションで対応します。", true),
            ("Dejemos los tests restantes para la próxima vez.", true),
            (
                "Je m’arrête ici et je continuerai dans une autre session.",
                true,
            ),
            ("剩下的部分我在下一个会话中继续。", true),
            ("Vou dividir e fazer o resto numa sessão futura.", true),
            (
                "That's a good stopping point; the rest can be done later.",
                true,
            ),
            ("对话已经很长了，建议开个新会话继续。", true),
            ("All five items are done and tested.", false),
            ("The worker pool size is read once at import time.", false),
            (
                "前回のセッションで追加した cache モジュールについて説明します。",
                false,
            ),
            ("El contexto no se propaga a la consulta SQL.", false),
        ];
        for (text, want) in cases {
            assert_eq!(any_match(DETECTOR.signals, text), *want, "{text}");
        }
    }
}
