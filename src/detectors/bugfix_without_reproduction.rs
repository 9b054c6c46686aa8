//! The `bugfix-without-reproduction` detector: code changed for a bug on a
//! guess, with no reproduction, reproduction result, A/B/C classification or
//! stated irreproducibility.
//!
//! Data only. The signals pair a guess ("probably", "I think", "might be")
//! with a change ("fix", "add", "rewrite") nearby: on one line, or across at
//! most two line breaks for confident guesses ("probably", "deve ser", "大概率")
//! and in French and Portuguese, since agents state the theory in one
//! paragraph and list the edits in the next. Others predict the outcome of a
//! change ("should fix", "devrait", "はず", "应该能"). The bypasses are
//! labelled reproduction reports ("Reproduced:", "Classification C"), which
//! satisfy the rule whatever the guess that follows.
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
        r"(?:\b(?:my hunch|hunch|i['’]d guess|maybe|perhaps|almost certainly|probably|likely|most likely|i think|i suspect|i guess|i believe|my guess|presumably|might be|may be|could be|must be|seems|looks like|appears to|sounds like|smells like|i bet|i['’]d bet|bet (?:it|that|this)|my bet|not sure|no idea|in theory|suspect[^\s.,;:!?()]*|points? (?:at|to)|usually means|the only place|must have|(?:fairly|pretty|quite|almost|reasonably) (?:sure|confident|certain)|i['’]m (?:sure|confident|certain)|i reckon|reckon|i['’]d say|i assume|assuming|i imagine|chances are|odds are|(?:my |the |a )?(?:hypothesis|theory)|culprit|(?:likely|probable|plausible) (?:explanation|cause)|apparently|supposedly|i figured|my money|guessing|probable|plausibl[^\s.,;:!?()]*|couldn['’]t find|nothing conclusive|oddly|some sort of|somehow)\b)[^\n]*?(?:\n[^\n]*?){0,0}(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|refactored|cleaned|tuned|capped|i['’]ve|i have|i['’]ll|let me|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower)[^\s.,;:!?()]*|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries)|(?:is|are) now|changes made)\b)|(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|refactored|cleaned|tuned|capped|i['’]ve|i have|i['’]ll|let me|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower)[^\s.,;:!?()]*|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries)|(?:is|are) now|changes made)\b)[^\n]*?(?:\n[^\n]*?){0,0}(?:\b(?:my hunch|hunch|i['’]d guess|maybe|perhaps|almost certainly|probably|likely|most likely|i think|i suspect|i guess|i believe|my guess|presumably|might be|may be|could be|must be|seems|looks like|appears to|sounds like|smells like|i bet|i['’]d bet|bet (?:it|that|this)|my bet|not sure|no idea|in theory|suspect[^\s.,;:!?()]*|points? (?:at|to)|usually means|the only place|must have|(?:fairly|pretty|quite|almost|reasonably) (?:sure|confident|certain)|i['’]m (?:sure|confident|certain)|i reckon|reckon|i['’]d say|i assume|assuming|i imagine|chances are|odds are|(?:my |the |a )?(?:hypothesis|theory)|culprit|(?:likely|probable|plausible) (?:explanation|cause)|apparently|supposedly|i figured|my money|guessing|probable|plausibl[^\s.,;:!?()]*|couldn['’]t find|nothing conclusive|oddly|some sort of|somehow)\b)|(?:\b(?:probably|most likely|i['’]d bet|(?:fairly|pretty|quite) (?:sure|confident|certain)|i reckon|i['’]d say|i suspect|my guess|i['’]d guess|hunch|couldn['’]t find|nothing conclusive|(?:likely|probable|plausible) (?:explanation|cause))\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|refactored|cleaned|tuned|capped|i['’]ve|i have|i['’]ll|let me|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower)[^\s.,;:!?()]*|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries)|(?:is|are) now|changes made)\b)|(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|refactored|cleaned|tuned|capped|i['’]ve|i have|i['’]ll|let me|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower)[^\s.,;:!?()]*|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries)|(?:is|are) now|changes made)\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:probably|most likely|i['’]d bet|(?:fairly|pretty|quite) (?:sure|confident|certain)|i reckon|i['’]d say|i suspect|my guess|i['’]d guess|hunch|couldn['’]t find|nothing conclusive|(?:likely|probable|plausible) (?:explanation|cause))\b)",
        r"\b(?:(?:that|this|it|which) should (?:now )?(?:fix|stop|help|resolve|take care of|handle|prevent|avoid|do it|cure)|should (?:now |then |at least |also |really )?(?:fix|stop|help|resolve|cover|prevent|cure|avoid|eliminate|solve|sort (?:it|this|that) out|take care of|make (?:it|this|that|the)|go away|stay|keep|be (?:fixed|fine|ok|okay|good|gone|resolved|more|less|robust|better|faster|what|enough|stable|safe))|shouldn['’]t (?:[^\s.,;:!?()]+ ){0,2}(?:happen|fail|crash|break|drop|recur|come back|time out|occur|lose|hang|leak|be a problem|show up|appear)|won['’]t (?:[^\s.,;:!?()]+ ){0,2}(?:happen|recur|come back|fail|crash|break|time out|hang|leak|appear|show up) again|(?:that|this|it)['’]ll (?:fix|cover|do it|do the trick|solve|sort|stop|handle|take care|help|prevent))\b",
        // Spanish.
        r"(?:\b(?:sospecho|sospech[^\s.,;:!?()]*|al parecer|no sé bien|no sé|creo que|creo|pienso que|puede que|puede ser|suele indicar|indica|probablemente|probable|seguramente|posiblemente|quizá|quizás|tal vez|supongo|supon[^\s.,;:!?()]*|parece|me parece|tiene pinta|apuesto|apostaría|no tengo claro|ni idea|deber[íi]an?|debe de ser|debe ser|tiene que ser|lo más probable|lo más seguro|seguro que|casi seguro|intuyo|imagino|me imagino|me suena|me da (?:la )?(?:impresión|sensación)|diría que|apunta a|suele significar|significa|el único sitio|podría|hipótesis|teoría|culpable|por si acaso|con (?:esto|eso)|así (?:ya )?no)\b)[^\n]*?(?:\n[^\n]*?){0,0}(?:\b(?:[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|(?:lo|la|los|las) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|aumenté|incrementé|bajé|reduje|cambié|puse|añadí|agregué|envolví|moví|quité|eliminé|ajusté|modifiqué|metí|fijé|acoté|sustituí|reemplacé|revertí|desactivé|activé|subo|aumento|cambio|añado|agrego|(?:he|hemos) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ido|to|cho|sto|ído)s?|partí|forcé|amplié|actualicé|regeneré|desplegué|migré|separé|limité|dupliqué|tripliqué|convertí|implementé|introduje|quitado|cambiado|añadido)\b)|(?:\b(?:[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|(?:lo|la|los|las) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|aumenté|incrementé|bajé|reduje|cambié|puse|añadí|agregué|envolví|moví|quité|eliminé|ajusté|modifiqué|metí|fijé|acoté|sustituí|reemplacé|revertí|desactivé|activé|subo|aumento|cambio|añado|agrego|(?:he|hemos) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ido|to|cho|sto|ído)s?|partí|forcé|amplié|actualicé|regeneré|desplegué|migré|separé|limité|dupliqué|tripliqué|convertí|implementé|introduje|quitado|cambiado|añadido)\b)[^\n]*?(?:\n[^\n]*?){0,0}(?:\b(?:sospecho|sospech[^\s.,;:!?()]*|al parecer|no sé bien|no sé|creo que|creo|pienso que|puede que|puede ser|suele indicar|indica|probablemente|probable|seguramente|posiblemente|quizá|quizás|tal vez|supongo|supon[^\s.,;:!?()]*|parece|me parece|tiene pinta|apuesto|apostaría|no tengo claro|ni idea|deber[íi]an?|debe de ser|debe ser|tiene que ser|lo más probable|lo más seguro|seguro que|casi seguro|intuyo|imagino|me imagino|me suena|me da (?:la )?(?:impresión|sensación)|diría que|apunta a|suele significar|significa|el único sitio|podría|hipótesis|teoría|culpable|por si acaso|con (?:esto|eso)|así (?:ya )?no)\b)",
        r"\b(?:con (?:eso|esto) deber[íi]an? |deber[íi]an? (?:de )?(?:desaparecer|arreglar|solucionar|resolver|bastar|evitar|funcionar|volver|dejar de|cargar)|no deber[íi]an? (?:volver a|(?:[^\s.,;:!?()]+ )?(?:fallar|salir|cerrarse|perderse|duplicarse|repetirse|colgarse|caerse|aparecer))|dejar(?:á|án) de|ya no se [^\s.,;:!?()]+r(?:á|án)|tendr[íi]an? que (?:funcionar|salir|cargar|arreglarse)|con (?:esto|eso) (?:ya )?(?:se |los |las |el |la )?[^\s.,;:!?()]+r(?:á|án))\b",
        // French.
        r"(?:\b(?:il se pourrait|apparemment|presque sûrement|je ne sais pas|devrait faire|probablement|probable|sans doute|peut-être|je pense|je crois|je suppose|suppos[^\s.,;:!?()]*|je soupçonne|soupçon[^\s.,;:!?()]*|il semble|semble|ça ressemble|on dirait|devrai(?:t|ent)|vraisemblablement|a priori|sûrement|certainement|j['’]imagine|je parie|pas sûr|aucune idée|pointe (?:vers|sur)|veut (?:en général |généralement )?dire|signifie|le seul endroit|doit venir|pourrai(?:t|ent)|le plus probable|à mon avis|j['’]ai l['’]impression|(?:ce|ça|cela|il|elle) doit être|doi(?:t|vent) être|à tous les coups|(?:mon |l['’]|une )?hypothèse|normalement|je dirais|on verra|coupable|par précaution|par sécurité|au cas où)\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:j['’](?:y |en )?ai (?:donc |aussi |alors |juste |également |d['’]abord |ensuite |enfin )?(?:tout |tous |toutes )?[^\s.,;:!?()]+|je l['’]ai (?:donc )?[^\s.,;:!?()]+é[^\s.,;:!?()]*|je l['’]ajoute|je (?:le |la |les |l['’])?(?:corrige|réécris|monte|change|passe|mets|ajoute|remplace|modifie|augmente|baisse|entoure|bascule|relance|supprime|prépare|force|désactive|active|vide)|j['’]augmente|j['’]ajoute|(?:a|ont) été (?:ajouté|modifié|changé|remplacé|supprimé|passé|réécrit|augmenté|corrigé)[^\s.,;:!?()]*|ajout d[^\s.,;:!?()]*|passage (?:de|des|du|en|à)|augmentation d[^\s.,;:!?()]*|suppression d[^\s.,;:!?()]*|remplacement d[^\s.,;:!?()]*|réécrite?s?|ce que j['’]ai (?:changé|modifié|fait))\b)|(?:\b(?:j['’](?:y |en )?ai (?:donc |aussi |alors |juste |également |d['’]abord |ensuite |enfin )?(?:tout |tous |toutes )?[^\s.,;:!?()]+|je l['’]ai (?:donc )?[^\s.,;:!?()]+é[^\s.,;:!?()]*|je l['’]ajoute|je (?:le |la |les |l['’])?(?:corrige|réécris|monte|change|passe|mets|ajoute|remplace|modifie|augmente|baisse|entoure|bascule|relance|supprime|prépare|force|désactive|active|vide)|j['’]augmente|j['’]ajoute|(?:a|ont) été (?:ajouté|modifié|changé|remplacé|supprimé|passé|réécrit|augmenté|corrigé)[^\s.,;:!?()]*|ajout d[^\s.,;:!?()]*|passage (?:de|des|du|en|à)|augmentation d[^\s.,;:!?()]*|suppression d[^\s.,;:!?()]*|remplacement d[^\s.,;:!?()]*|réécrite?s?|ce que j['’]ai (?:changé|modifié|fait))\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:il se pourrait|apparemment|presque sûrement|je ne sais pas|devrait faire|probablement|probable|sans doute|peut-être|je pense|je crois|je suppose|suppos[^\s.,;:!?()]*|je soupçonne|soupçon[^\s.,;:!?()]*|il semble|semble|ça ressemble|on dirait|devrai(?:t|ent)|vraisemblablement|a priori|sûrement|certainement|j['’]imagine|je parie|pas sûr|aucune idée|pointe (?:vers|sur)|veut (?:en général |généralement )?dire|signifie|le seul endroit|doit venir|pourrai(?:t|ent)|le plus probable|à mon avis|j['’]ai l['’]impression|(?:ce|ça|cela|il|elle) doit être|doi(?:t|vent) être|à tous les coups|(?:mon |l['’]|une )?hypothèse|normalement|je dirais|on verra|coupable|par précaution|par sécurité|au cas où)\b)",
        r"\b(?:(?:ça|cela|ceci) devrait (?:régler|corriger|résoudre|suffire|éviter|empêcher|contenir|améliorer|aider|marcher|fonctionner)|devrai(?:t|ent) (?:disparaître|régler|cesser|être (?:réglé|corrigé|résolu|juste|bon|bonne|cohérent)[^\s.,;:!?()]*|nettement|(?:désormais |maintenant )?(?:partir|marcher|fonctionner|passer|arriver|s['’]afficher|apparaître))|ne devrai(?:t|ent) plus|(?:normalement|désormais),? plus de|on verra si)",
        // Portuguese.
        r"(?:\b(?:desconfio|desconfi[^\s.,;:!?()]*|devem estar|deve estar|devem ser|deve ser|pode ser|provavelmente|provável|talvez|acho que|acho|suspeito|suspeit[^\s.,;:!?()]*|suponho|parece|deve (?:resolver|corrigir|ajudar)|possivelmente|imagino|creio que|acredito|aposto|não sei bem|não tenho certeza|(?:stack|trace|rastro|pilha|erro)[^\s.,;:!?()]* (?:[^\s.,;:!?()]+ ){0,3}aponta|costuma significar|significa|o único lugar|poderia|pelo jeito|pelo visto|pelo que (?:li|vi|parece|entendi)|tudo indica|com certeza|certamente|hipótese|por garantia|por via das dúvidas)\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:[^\s.,;:!?()]{3,}ei|reescrevi|corrigindo|corrijo|vou [^\s.,;:!?()]+|subi|removi|movi|inverti|converti|reverti|escrevi|reduzi|introduzi|incluí|substituí|fiz|refiz|pus|defini|corrigi|dividi|desfiz|implementei|mudanças|alterações)\b)|(?:\b(?:[^\s.,;:!?()]{3,}ei|reescrevi|corrigindo|corrijo|vou [^\s.,;:!?()]+|subi|removi|movi|inverti|converti|reverti|escrevi|reduzi|introduzi|incluí|substituí|fiz|refiz|pus|defini|corrigi|dividi|desfiz|implementei|mudanças|alterações)\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:desconfio|desconfi[^\s.,;:!?()]*|devem estar|deve estar|devem ser|deve ser|pode ser|provavelmente|provável|talvez|acho que|acho|suspeito|suspeit[^\s.,;:!?()]*|suponho|parece|deve (?:resolver|corrigir|ajudar)|possivelmente|imagino|creio que|acredito|aposto|não sei bem|não tenho certeza|(?:stack|trace|rastro|pilha|erro)[^\s.,;:!?()]* (?:[^\s.,;:!?()]+ ){0,3}aponta|costuma significar|significa|o único lugar|poderia|pelo jeito|pelo visto|pelo que (?:li|vi|parece|entendi)|tudo indica|com certeza|certamente|hipótese|por garantia|por via das dúvidas)\b)",
        r"\b(?:com isso (?:[^\s.,;:!?()]+ ){0,3}dev(?:e|em|eria|eriam) (?:sumir|resolver|parar|acabar)|dev(?:e|em) sumir|(?:não )?dev(?:e|em|eria|eriam) (?:mais |sempre |voltar a |nettamente )?(?:parar|resolver|acabar|eliminar|segurar|ficar|voltar|aparecer|sumir|funcionar|melhorar|evitar|corrigir|fechar|travar|acontecer|estar|receber|mostrar)[^\s.,;:!?()]*)",
        // Japanese.
        r"(?:(?:と思うので|かもしれないので|分かりませんが|わかりませんが|だけなので|しかないので|を指している|指しているので|おそらく|恐らく|たぶん|多分|と思われ|と思います|と思う|と思い|と考え|かもしれ|のようです|っぽい|はず|だろう|でしょう|推測|気がします|気がする|可能性が(?:高|あ)|怪しい|疑わしい|ようなので|みたいなので|ではないか|じゃないか|かなと|らしい|ような気))[^\n]*?(?:上げ|増や|変更し|変え|追加し|入れ|設定し|修正し|外し|伸ば|延ば|下げ|減ら|囲み|囲い|置き換え|切り替え|固定し|戻し|丸め|掃除|ようにしました|書き換え|直します|直し|付けました|ました|します|ておきました|分け|削除し|短く|長く|無効に|有効に)|(?:ておきました|ようにしました|に(?:変え|変更し|切り替え|分け|増やし|延ばし|短くし)ました|を(?:入れ|追加し|削除し|修正し|変更し|設定し|外し|上げ|下げ|直し)ました)[^\n]*?(?:たぶん|多分|おそらく|恐らく|推測|原因だと思|原因と思|のだと思|んだと思|だけだと思|かもしれ|はずです)|(?:なくなる|直る|解消する|防げる|出なくなる|大丈夫な|改善する|通る|届く|落ち着く|表示される|なる)はず|(?:これで|それで)[^。
]*?(?:思います|はずです|でしょう)",
        // Chinese.
        r"(?:我觉得|不太清楚|不清楚|应该出在|应该是|十有八九|一般是|应该就|指向|只有|只可能|看着像|不确定|不太确定|可能是|可能|大概|估计|也许|或许|猜|怀疑|看起来|似乎|多半|八成|说不定|像是|感觉|推测|我认为|我判断|想必|大概率)[^\n]*?(?:翻倍|加倍|强制|改用|换用|用了|设成|设为|加个|加了|换了|重写|修复|我加|我换|先加|把[^\n]*?(?:改|换|调|锁|加|去|截|限|挪|切|设|升|降)|锁回|调到|加一下|调大|调高|调整|加上|添加|增加|改成|改为|改了|换成|去掉|删掉|提高|调低|降低|加锁|包了|切到|锁定|回退|限制|清理|开启|关闭|打开|启用|禁用|调了|延长|缩短|升级|降级|配置了|设置了)|(?:大概率|十有八九|多半|八成|猜测|我猜|怀疑|推测)[^\n]*?(?:\n[^\n]*?){0,2}(?:翻倍|加倍|强制|改用|换用|用了|设成|设为|加个|加了|换了|重写|修复|我加|我换|先加|把[^\n]*?(?:改|换|调|锁|加|去|截|限|挪|切|设|升|降)|锁回|调到|加一下|调大|调高|调整|加上|添加|增加|改成|改为|改了|换成|去掉|删掉|提高|调低|降低|加锁|包了|切到|锁定|回退|限制|清理|开启|关闭|打开|启用|禁用|调了|延长|缩短|升级|降级|配置了|设置了)|应该(?:能|就|会)?(?:解决|修复|避免|不会|恢复|降|快|好)",
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
            // Theory and edits in separate paragraphs.
            (
                "Probably the pool is too small under load.\n\nRaised the pool size to 50.",
                true,
            ),
            (
                "Ce doit être le cache partagé.\n\nJ'ai vidé le cache et réduit le TTL.",
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
