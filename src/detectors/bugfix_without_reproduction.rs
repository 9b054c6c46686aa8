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
        // English.
        r"(?:\b(?:my hunch|hunch|i['’]d guess|maybe|perhaps|almost certainly|should make|probably|likely|most likely|i think|i suspect|i guess|i believe|my guess|presumably|might be|may be|could be|must be|seems|looks like|appears to|sounds like|smells like|i bet|i['’]d bet|not sure|no idea|should (?:fix|help|stop|resolve|take care|handle|avoid|prevent|do)|in theory|suspect[^\s.,;:!?()]*|points? (?:at|to)|usually means|the only place|must have)\b)[^\n]*?(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|refactored|cleaned|tuned|capped|i['’]ve|i have|i['’]ll|let me|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower)[^\s.,;:!?()]*)\b)|(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|refactored|cleaned|tuned|capped|i['’]ve|i have|i['’]ll|let me|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower)[^\s.,;:!?()]*)\b)[^\n]*?(?:\b(?:my hunch|hunch|i['’]d guess|maybe|perhaps|almost certainly|should make|probably|likely|most likely|i think|i suspect|i guess|i believe|my guess|presumably|might be|may be|could be|must be|seems|looks like|appears to|sounds like|smells like|i bet|i['’]d bet|not sure|no idea|should (?:fix|help|stop|resolve|take care|handle|avoid|prevent|do)|in theory|suspect[^\s.,;:!?()]*|points? (?:at|to)|usually means|the only place|must have)\b)",
        r"\b(?:(?:that|this|it|which) should (?:now )?(?:fix|stop|help|resolve|take care of|handle|prevent|avoid|do it|cure)|con (?:eso|esto) deber[íi]an? |deber[íi]an? (?:desaparecer|arreglar|solucionar|resolver|bastar|evitar)|(?:ça|cela|ceci) devrait (?:régler|corriger|résoudre|suffire|éviter|empêcher)|devrai(?:t|ent) (?:disparaître|régler)|com isso (?:[^\s.,;:!?()]+ ){0,3}dev(?:e|em|eria|eriam) (?:sumir|resolver|parar|acabar)|dev(?:e|em) sumir)",
        // Spanish, French and Portuguese.
        r"(?:\b(?:sospecho|al parecer|no sé bien|no sé|creo que|puede que|puede ser|suele indicar|indica|probablemente|seguramente|posiblemente|quizá|quizás|tal vez|creo que|sospecho|supongo|parece|tiene pinta|apuesto|no tengo claro|ni idea|deber[íi]a|debe de ser|lo más probable|intuyo|imagino|apunta a|suele significar|significa|el único sitio|podría)\b)[^\n]*?(?:\b(?:[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|(?:lo|la|los|las) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|aumenté|incrementé|bajé|reduje|cambié|puse|añadí|agregué|envolví|moví|quité|eliminé|ajusté|modifiqué|metí|fijé|acoté|sustituí|reemplacé|revertí|desactivé|activé|he (?:subido|aumentado|cambiado|puesto|añadido|agregado|ajustado|modificado|quitado|metido)|subo|aumento|cambio|pongo|añado|agrego)\b)|(?:\b(?:[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|(?:lo|la|los|las) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|aumenté|incrementé|bajé|reduje|cambié|puse|añadí|agregué|envolví|moví|quité|eliminé|ajusté|modifiqué|metí|fijé|acoté|sustituí|reemplacé|revertí|desactivé|activé|he (?:subido|aumentado|cambiado|puesto|añadido|agregado|ajustado|modificado|quitado|metido)|subo|aumento|cambio|pongo|añado|agrego)\b)[^\n]*?(?:\b(?:sospecho|al parecer|no sé bien|no sé|creo que|puede que|puede ser|suele indicar|indica|probablemente|seguramente|posiblemente|quizá|quizás|tal vez|creo que|sospecho|supongo|parece|tiene pinta|apuesto|no tengo claro|ni idea|deber[íi]a|debe de ser|lo más probable|intuyo|imagino|apunta a|suele significar|significa|el único sitio|podría)\b)",
        // French.
        r"(?:\b(?:il se pourrait|apparemment|presque sûrement|je ne sais pas|devrait faire|probablement|sans doute|peut-être|je pense|je crois|je suppose|je soupçonne|il semble|semble|ça ressemble|on dirait|devrait|vraisemblablement|a priori|sûrement|j['’]imagine|je parie|pas sûr|aucune idée|pointe (?:vers|sur)|veut (?:en général |généralement )?dire|signifie|le seul endroit|doit venir|pourrait|le plus probable)\b)[^\n]*?(?:\b(?:j['’](?:y |en )?ai (?:donc |aussi |alors |juste )?(?:tout |tous |toutes )?[^\s.,;:!?()]+é[^\s.,;:!?()]*|je l['’]ai (?:donc )?[^\s.,;:!?()]+é[^\s.,;:!?()]*|je l['’]ajoute|je (?:le |la |les |l['’])?(?:corrige|réécris|monte|change|passe|mets|ajoute|remplace|modifie|augmente|baisse|entoure|bascule|relance|supprime)|j['’](?:y |en )?ai (?:donc |aussi |alors )?(?:mis|fait|remis)|j['’]ai (?:augmenté|passé|changé|mis|ajouté|modifié|remplacé|enlevé|retiré|ajusté|relevé|baissé|réduit|entouré|déplacé|épinglé|borné|désactivé|basculé)|j['’]augmente|je passe|je change|je mets|j['’]ajoute|je modifie|je remplace)\b)|(?:\b(?:j['’](?:y |en )?ai (?:donc |aussi |alors |juste )?(?:tout |tous |toutes )?[^\s.,;:!?()]+é[^\s.,;:!?()]*|je l['’]ai (?:donc )?[^\s.,;:!?()]+é[^\s.,;:!?()]*|je l['’]ajoute|je (?:le |la |les |l['’])?(?:corrige|réécris|monte|change|passe|mets|ajoute|remplace|modifie|augmente|baisse|entoure|bascule|relance|supprime)|j['’](?:y |en )?ai (?:donc |aussi |alors )?(?:mis|fait|remis)|j['’]ai (?:augmenté|passé|changé|mis|ajouté|modifié|remplacé|enlevé|retiré|ajusté|relevé|baissé|réduit|entouré|déplacé|épinglé|borné|désactivé|basculé)|j['’]augmente|je passe|je change|je mets|j['’]ajoute|je modifie|je remplace)\b)[^\n]*?(?:\b(?:il se pourrait|apparemment|presque sûrement|je ne sais pas|devrait faire|probablement|sans doute|peut-être|je pense|je crois|je suppose|je soupçonne|il semble|semble|ça ressemble|on dirait|devrait|vraisemblablement|a priori|sûrement|j['’]imagine|je parie|pas sûr|aucune idée|pointe (?:vers|sur)|veut (?:en général |généralement )?dire|signifie|le seul endroit|doit venir|pourrait|le plus probable)\b)",
        // Portuguese.
        r"(?:\b(?:desconfio|devem estar|deve estar|pode ser|provavelmente|talvez|acho que|suspeito|suponho|parece|deve ser|deve (?:resolver|corrigir|ajudar)|possivelmente|imagino|creio que|aposto|não sei bem|não tenho certeza|(?:stack|trace|rastro|pilha|erro)[^\s.,;:!?()]* (?:[^\s.,;:!?()]+ ){0,3}aponta|costuma significar|significa|o único lugar|poderia)\b)[^\n]*?(?:\b(?:[^\s.,;:!?()]{4,}ei|reescrevi|corrigindo|corrijo|vou [^\s.,;:!?()]+|aumentei|subi|troquei|mudei|coloquei|adicionei|acrescentei|removi|ajustei|alterei|envolvi|baixei|reduzi|fixei|limitei|substituí|reverti|desativei|vou (?:aumentar|trocar|mudar|colocar|adicionar))\b)|(?:\b(?:[^\s.,;:!?()]{4,}ei|reescrevi|corrigindo|corrijo|vou [^\s.,;:!?()]+|aumentei|subi|troquei|mudei|coloquei|adicionei|acrescentei|removi|ajustei|alterei|envolvi|baixei|reduzi|fixei|limitei|substituí|reverti|desativei|vou (?:aumentar|trocar|mudar|colocar|adicionar))\b)[^\n]*?(?:\b(?:desconfio|devem estar|deve estar|pode ser|provavelmente|talvez|acho que|suspeito|suponho|parece|deve ser|deve (?:resolver|corrigir|ajudar)|possivelmente|imagino|creio que|aposto|não sei bem|não tenho certeza|(?:stack|trace|rastro|pilha|erro)[^\s.,;:!?()]* (?:[^\s.,;:!?()]+ ){0,3}aponta|costuma significar|significa|o único lugar|poderia)\b)",
        // Japanese.
        r"(?:と思うので|かもしれないので|分かりませんが|わかりませんが|だけなので|しかないので|を指している|指しているので|おそらく|恐らく|たぶん|多分|と思われ|と思います|と思う|かもしれ|のようです|っぽい|はず|だろう|でしょう|推測|気がします|可能性が(?:高|あ)|怪しい|疑わしい|ようなので|みたいなので)[^\n]*?(?:上げ|増や|変更し|変え|追加し|入れ|設定し|修正し|外し|伸ば|延ば|下げ|減ら|囲み|囲い|置き換え|切り替え|固定し|戻し|丸め|掃除|ようにしました|書き換え|直します|付けました|ました|します)|(?:なくなる|直る|解消する|防げる|出なくなる|大丈夫な)はず",
        // Chinese.
        r"(?:我觉得|不太清楚|不清楚|应该出在|应该是|十有八九|一般是|应该就|指向|只有|只可能|看着像|不确定|不太确定|可能是|可能|大概|估计|应该是|也许|或许|猜|怀疑|看起来|似乎|多半|八成|说不定|像是)[^\n]*?(?:翻倍|加倍|强制|改用|换用|用了|设成|设为|加个|加了|换了|重写|修复|我加|我换|先加|把[^\n]*?(?:改|换|调|锁|加|去|截|限|挪|切|设|升|降)|锁回|调到|加一下|调大|调高|调整|加了|加上|添加|增加|改成|改为|改了|换成|去掉|删掉|提高|调低|降低|加锁|包了|切到|锁定|回退|限制|清理)|应该(?:能|就)?(?:解决|修复|避免|不会)",
    ],
    bypasses: &[],
    evidence: &[
        // Japanese.
        r"(?:\b[rR][eE][pP][rR][oO][dD][uU][cC][eE][dD]\b|\b[rR][eE][pP][rR][oO][dD][uU][cC][eE][sS]\b|\b[rR][eE][pP][rR][oO][dD][uU][cC][iI][bB][lL][eE]\b|\b[rR][eE][pP][rR][oO][dD][uU][cC][tT][iI][oO][nN]\b|\b[rR][eE][pP][rR][oO]\b|\b[iI] (?:[cC][aA][nN]|[cC][oO][uU][lL][dD]) [rR][eE][pP][rR][oO][dD][uU][cC][eE]\b|\b[fF][aA][iI][lL][iI][nN][gG] [tT][eE][sS][tT]\b|\b[fF][aA][iI][lL][sS]? (?:[bB][eE][fF][oO][rR][eE]|[wW][iI][tT][hH][oO][uU][tT])|\b[fF][aA][iI][lL][eE][dD] [bB][eE][fF][oO][rR][eE]|\b[sS][tT][eE][pP][sS] [tT][oO] [rR][eE][pP][rR][oO][dD][uU][cC][eE]|\b[mM][iI][nN][iI][mM][aA][lL] (?:[cC][aA][sS][eE]|[eE][xX][aA][mM][pP][lL][eE])|\b[cC][lL][aA][sS][sS][iI][fF][iI][cC][aA][tT][iI][oO][nN]\b|\b[cC][lL][aA][sS][iI][fF][iI][cC][aA][cC][iI][óÓ][nN]\b|\b[cC][lL][aA][sS][sS][iI][fF][iI][cC][aA][çÇ][ãÃ][oO]\b|\b[rR][eE][pP][rR][oO][dD][uU][cC][iI][dD][oaOA]\b|\b[rR][eE][pP][rR][oO][dD][uU][iI][tT]\b|\b[rR][eE][pP][rR][oO][dD][uU][zZ][iI][dD][oaOA]\b|\b[rR][eE][pP][rR][oO][dD][uU][zZ][iI]\b|\b[rR][eE][pP][rR][oO][dD][uU][jJ][eE]\b|\b[rR][eE][pP][rR][oO][dD][uU][iI][sS]\b|\b[lL][oO] [rR][eE][pP][rR][oO][dD][uU][zZ][cC][oO]\b|再現(?:しました|できました|手順|結果|済み|条件|コード|テスト|する手順)|分類|(?:已|成功)?复现(?:了|：|:|步骤|成功)|已复现|分类|重现了|\b[pP][aA][nN][iI][cC][kK][eE][dD] [aA][tT]\b|\b[tT][rR][aA][cC][eE][bB][aA][cC][kK]\b|\b[aA][sS][sS][eE][rR][tT][iI][oO][nN][eE][rR][rR][oO][rR]\b|--- [fF][aA][iI][lL]|\b[bB][uU][iI][lL][dD] [fF][aA][iI][lL][eE][dD]\b|\b[1-9][0-9]* [fF][aA][iI][lL][eE][dD]\b|× )|\bFAIL(?:ED)?\b",
    ],
    reach: 4000,
    failure_cancels: false,
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
    use crate::detectors::check;

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
            assert_eq!(check::signals(&DETECTOR, text), *want, "{text}");
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
            assert_eq!(check::excuses(&DETECTOR, text), *want, "{text}");
        }
    }
}
