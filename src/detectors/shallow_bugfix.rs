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
        r"(?:^|[.!?] |\n)(?:[ff]ixed|[rr]esolved|[ss]olved|[ss]orted)\b|\b(?:i|i['’]ve|i have|we|we['’]ve|has been|have been|got it|now|all|be|been|is|are|was|were|['’]s|['’]re|['’]ve been) (?:now |all |finally |already |officially )?(?:fixed|resolved|solved|sorted|sorted out|ironed out|squashed|cleared up)(?:\s*(?:[.!,;:\n—–✅✔✓🎉👍🙌-]|$)| now| too| as well| by| in)|[—–-] (?:fixed|resolved|solved|sorted|squashed|working|green)\b|\b(?:fixed|resolved|solved|sorted|squashed|working|green|passing)\s*[✅✔✓🎉👍🙌]|[✅✔✓] (?:fixed|resolved|solved|sorted|squashed)\b|\b(?:fixed|resolved|solved) (?:it|this|that|the (?:bug|issue|crash|problem|error|regression|flake|flaky test|test|500s|timeouts?))\b",
        // Spanish, French and Portuguese.
        r"(?m)^(?:fix|fixed|the fix|solution|resolution|resolved|corrección|solución|arreglo|arreglado|correctif|correction|corrigé|résolu|correção|solução|corrigido|resolvido)\s*:?\s*$",
        // English.
        r"\b(?:(?:returns?|responds?|loads?|works?|runs?|builds?|starts?|renders?|connects?|succeeds?)\b(?:[^.!?\n]|[.!?][^\s.!?])*?\bagain|works (?:now|again|fine now|as expected now)|working (?:again|now)|(?:is |are )?green (?:again|now)|pass(?:es|ing)? (?:now|again|consistently|reliably)|(?:completes|succeeds|finishes|runs|loads|builds|starts|renders) (?:fine |correctly |cleanly )?(?:now|again)|(?:build|ci|pipeline|suite|tests?) (?:is|are) (?:green|passing)(?: now| again)?|now pass(?:es)?|no longer (?:[^\s.,;:!?()]+ ){0,2}(?:crash|fail|happen|occur|reproduce|throw|error|hang|time|show|appear|drop|leak)[^\s.,;:!?()]*|(?:is|are|was|were) gone|went away|disappeared|(?:has|have) disappeared|should (?:stop|fix|prevent|resolve|take care of|sort out|handle|avoid|cure|do it)|(?:that|this) (?:did|does|should do) the trick|back to (?:normal|green)|all green now|all good now|good to go|ready for review|closing (?:this|it) out|(?:pass(?:ed|es)?|work(?:ed|s)?|succeed(?:ed|s)?|went through|goes through|ran clean|built|green|clean)\b[^.!?\n]{0,30}\bthis time|\d+/\d+ (?:green|passing|passed|passes|clean|successful|succeeded|runs? green)|(?:0|zero|no)(?:/\d+)? (?:failures?|errors?|crash(?:es)?|timeouts?|flakes?|exceptions?|retries|drops?|5xx)(?: \S+){0,2} (?:now|since|after|anymore|any more|left|since then)|(?:is|are|it['’]s|they['’]re) back (?:up|online|to working)|up and running (?:again|now)|healthy again|(?:has|have) recovered|fix (?:(?:is|has been|was|got) (?:now )?(?:in place|in|live|deployed|merged|applied|out|rolled out)|landed|shipped)|all it (?:took|needed|takes) was|(?:was|is) (?:just|simply|only) a matter of|(?:as a |a |the )(?:workaround|stopgap|band-?aid|quick fix|temporary fix|interim fix))\b",
        r"(?:\b(?:changed|tweaked|adjusted|bumped|raised|lowered|increased|set|moved|cleared|restarted|re-?ran|reran|retried|upgraded|downgraded|updated|switched|tweaked|wrapped|replaced|pinned|reverted|deleted|removed)\b)[^\n]*?(?:\b(?:tests? pass(?:es|ed)?|(?:tests )?pass(?:es|ed)? (?:now|again)|ci (?:is )?green|all green|and now|now all|now (?:it |they |the [^\s.,;:!?()]+ )?(?:pass|parse|work|load|run|succeed|return)s?)\b)|(?:\b(?:tests? pass(?:es|ed)?|(?:tests )?pass(?:es|ed)? (?:now|again)|ci (?:is )?green|all green|and now|now all|now (?:it |they |the [^\s.,;:!?()]+ )?(?:pass|parse|work|load|run|succeed|return)s?)\b)[^\n]*?(?:\b(?:changed|tweaked|adjusted|bumped|raised|lowered|increased|set|moved|cleared|restarted|re-?ran|reran|retried|upgraded|downgraded|updated|switched|tweaked|wrapped|replaced|pinned|reverted|deleted|removed)\b)",
        r"\b(?:stopped(?: happening| occurring| failing| crashing)?|(?:isn['’]t|aren['’]t|doesn['’]t|don['’]t|won['’]t|no longer|not) (?:[^\s.,;:!?()]+ ){0,2}(?:happening|happen|occurr[^\s.,;:!?()]*|crash[^\s.,;:!?()]*|fail[^\s.,;:!?()]*|show[^\s.,;:!?()]*|appear[^\s.,;:!?()]*|timing out|hang[^\s.,;:!?()]*) ?(?:anymore|any more)|(?:passing|green|working|fine) (?:now|after)|(?:solved|fixed|resolved|sorted) (?:by|with|after)|problem solved)\b",
        r"\b(?:vuelve a [^\s.,;:!?()]+|volvió a [^\s.,;:!?()]+|ya no (?:se )?(?:cae|falla|rompe|produce|pasa|ocurre|aparece|sale|da)[^\s.,;:!?()]*|dej[óa] de (?:fallar|pasar|ocurrir|romperse|caerse|salir)|resuelto con|se arregl[óa]|lo arreglé|lo solucioné)\b",
        // Spanish.
        r"\b(?:arreglad[oa]s?|solucionad[oa]s?|resuelt[oa]s?|corregid[oa]s?|ya funciona|vuelve a (?:funcionar|estar en verde|pasar)|funciona (?:de nuevo|otra vez|ya|ahora)|ya (?:pasa|no (?:falla|pasa|se reproduce|me pasa|aparece|ocurre|sale))|desapareci(?:ó|eron)|ha(?:n)? desaparecido|deber[íi]a (?:evitar|arreglar|solucionar|resolver|bastar|corregir)|(?:está|queda|quedan) (?:en verde|resuelt[oa]s?|solucionad[oa]s?)|listo para revisión|lo doy por cerrado|a la normalidad|se (?:ha |han )?normaliz(?:ó|aron|ado)|se (?:corrige (?:el|la|los|las|un|una)|corrigi(?:ó|eron)|arreglaron|solucion(?:ó|aron)|resolvi(?:ó|eron)|subsan(?:ó|aron)|repar(?:ó|aron))\b|(?:era|fue) cuestión de|bast(?:ó|aba) con|(?:fue|era) suficiente con|(?:solo|sólo) (?:hubo|había) que|(?:la corrección|el arreglo|el parche|el fix|la solución) (?:ya )?(?:está|quedó|queda|fue) (?:aplicad|desplegad|en producción|mergead|integrad|list)\w*|(?:solución|parche) (?:temporal|provisional|rápido)|apaño)\b",
        r"(?:\b(?:cambié|subí|bajé|aumenté|puse|moví|borré|reinicié|relancé|actualicé|envolví|sustituí|reemplacé|fijé|revertí|quité|eliminé|retoqué|ajusté)\b)[^\n]*?(?:\b(?:(?:las )?pruebas pasan|pasan las|en verde|y ahora|ahora (?:se |ya )?(?:pasa|parsea|funciona|va)[^\s.,;:!?()]*)\b)|(?:\b(?:(?:las )?pruebas pasan|pasan las|en verde|y ahora|ahora (?:se |ya )?(?:pasa|parsea|funciona|va)[^\s.,;:!?()]*)\b)[^\n]*?(?:\b(?:cambié|subí|bajé|aumenté|puse|moví|borré|reinicié|relancé|actualicé|envolví|sustituí|reemplacé|fijé|revertí|quité|eliminé|retoqué|ajusté)\b)",
        // French.
        r"\b(?:réparée?s?|(?:n['’]|ne )(?:se |s['’])?(?:arriv|plant|crash|échou|produi|appar|revien|reprodui|bloqu|fig|coup|tomb|boucl|redémarr|dupliqu|doubl|perd|décal|chevauch|débord|déclench|gèl|gel|ram|lagu)[^\s.,;:!?()]* plus|(?:n['’]|ne )(?:a|ont|s['’]est|se sont) plus (?:jamais |rien |du tout )?(?:planté|échoué|crashé|sauté|coupé|redémarré|bloqué|figé|recommencé|réapparu|produit|reproduit|bougé|doublé)\w*|ne l['’](?:est|sont) plus|a cessé|ont cessé|c['’]est (?:bon|réglé|corrigé|réparé))\b",
        r"\b(?:corrigée?s?|réglée?s?|résolue?s?|(?:ça |cela |tout |il |elle )?(?:re)?fonctionne (?:à nouveau|de nouveau|maintenant|désormais)|remarche|marche (?:à nouveau|de nouveau|maintenant)|repasse(?:nt)? au vert|passe(?:nt)? (?:à nouveau|de nouveau)|(?:de nouveau|à nouveau) vert|passent maintenant|(?:est|sont) (?:au vert|vert|verts|verte|vertes)|(?:il|elle|ça|cela|le test|les tests|tout) (?:re)?passe(?:nt)? (?:maintenant|désormais|à nouveau|systématiquement)|ne (?:plante|crashe|échoue|se produit|se reproduit|apparaît|arrive) plus|a disparu|ont disparu|devrait (?:éviter|corriger|régler|résoudre|suffire|empêcher)|prête? pour (?:la )?relecture|je (?:le |la )?(?:considère|clos|ferme))\b",
        // English.
        r"(?:\b(?:j['’]ai (?:changé|passé|augmenté|mis|déplacé|vidé|redémarré|relancé|mis à jour|entouré|remplacé|épinglé|retouché|ajusté|modifié))\b)[^\n]*?(?:\b(?:(?:les )?tests passent|au vert|maintenant|désormais)\b)|(?:\b(?:(?:les )?tests passent|au vert|maintenant|désormais)\b)[^\n]*?(?:\b(?:j['’]ai (?:changé|passé|augmenté|mis|déplacé|vidé|redémarré|relancé|mis à jour|entouré|remplacé|épinglé|retouché|ajusté|modifié))\b)",
        // Portuguese.
        r"\b(?:voltou a [^\s.,;:!?()]+|volta a [^\s.,;:!?()]+|(?:parou|pararam)\b(?: de (?:falhar|acontecer|quebrar|travar|dar erro))?|não (?:falha|acontece|quebra|trava|dá erro|aparece|cai|ocorre)[^\s.,;:!?()]* mais|resolvi|consertei|consertad[oa]|arrumei|(?:todos os )?testes passando|agora funciona)\b",
        r"\b(?:corrigid[oa]s?|resolvid[oa]s?|solucionad[oa]s?|arrumad[oa]s?|já funciona|volt(?:ou|a) a (?:funcionar|ficar verde|passar)|funciona (?:de novo|agora|outra vez)|(?:já )?não (?:falha|acontece|reproduz|aparece|quebra|trava) mais|sumiu|sumiram|desapareceu|desapareceram|dev(?:e|eria) (?:evitar|resolver|corrigir|bastar|impedir|parar|acabar com)|(?:está|fica|ficou) (?:verde|resolvid[oa])|pront[oa] para revisão|dou por (?:encerrad|fechad)[^\s.,;:!?()]+)\b",
        r"(?:\b(?:troquei|mudei|aumentei|subi|baixei|coloquei|movi|limpei|reiniciei|rodei de novo|reexecutei|atualizei|envolvi|substituí|fixei|reverti|removi|ajustei)\b)[^\n]*?(?:\b(?:(?:os )?testes passam|verde|e agora|(?:passa|passam|funciona|funcionam) (?:sempre|agora)|agora (?:todas|todos|passa|funciona)[^\s.,;:!?()]*)\b)|(?:\b(?:(?:os )?testes passam|verde|e agora|(?:passa|passam|funciona|funcionam) (?:sempre|agora)|agora (?:todas|todos|passa|funciona)[^\s.,;:!?()]*)\b)[^\n]*?(?:\b(?:troquei|mudei|aumentei|subi|baixei|coloquei|movi|limpei|reiniciei|rodei de novo|reexecutei|atualizei|envolvi|substituí|fixei|reverti|removi|ajustei)\b)",
        // Japanese.
        r"(?:出|起き|発生し|落ち|再現し|クラッシュし|エラーになら)なくなりました|[うくすつぬぶむるぐ]ようになりました|完了です|テストが通りました|直りました|直った|(?:バグ|不具合|問題|エラー|クラッシュ)を直しました|解消(?:しました|です|されました|済み)|解決(?:しました|です|済み)|修正(?:しました|済み|完了)|消えました|(?:エラー|クラッシュ|落ち|失敗|例外|タイムアウト|問題|症状|500)(?:が|は|も)?(?:出|起き|発生し|再現し)?なくなりました|しなくなりました|通るように|動くように|動きました|動作しています|パースできるように|グリーンに(?:戻|な)|正常に(?:動|戻)|(?:なくなる|直る|治る|防げる|解消する|出なくなる|大丈夫な|問題ない|平気な|解決する)はず|レビューお願いします|クローズします|(?m:^(?:修正|対応|解決|解消)\s*$)|(?m:を修正$)|(?:変更し|上げ|切り替え|調整し|移動し|入れ)[^。！？\n]*?テスト(?:は|も)?(?:通って|パス|成功|通り)",
        // Chinese.
        r"又(?:能|可以)|就能(?:跑|用|通过|完成|正常)[^。！？\n]*?了|能跑完了|就(?:不|没)[^。！？\n]*?了|没有了|就好了|不(?:崩|报错|超时|失败|卡)了|修好了|修复了|已修复|已经修复|解决了|已解决|已经解决|搞定|正常了|恢复正常|不再(?:崩|报错|出现|失败|超时|卡)|没(?:有)?再(?:出现|报错|崩)|消失了|(?:又|重新)(?:跑通|通过|变绿|正常)|跑通了|能(?:正常)?(?:跑|用)了|应该(?:能|就)?(?:解决|修复|避免|不会再?(?:崩|报错|出现|失败|超时|卡|有问题))|可以(?:review|评审)了|关闭(?:这个|此) ?issue|(?m:^(?:修复|修正|解决|已解决|解决方案|问题解决|修复说明)\s*[:：]?\s*$)|(?:报错|超时|错误|崩溃|问题|异常)(?:就|也)?没了|变绿了|(?:都|每次都|现在)能(?:过|通过|解析|跑)|(?:改成|改为|调整|挪|切到|升到|清)[^。！？\n]*?(?:测试(?:全部)?通过|都通过|没了|能过)",
        // English: a result word beside now or again, no more, took care of,
        // looks fixed, a negation followed by anymore.
        r"\b(?:works?|working|worked|shows?|showing|displays?|appears?|updates?|loads?|renders?|persists?|goes through|go through|matches|match up|fine|clean|correct(?:ly)?|properly|normal(?:ly)?|stable|smooth(?:ly)?|reliabl[ey]|consistent(?:ly)?|green|passing|healthy|successful(?:ly)?)\b(?:[^.!?\n]{0,40}\bnow(?:[^(\w]|$)| again\b)|\bnow (?:\S+ ){0,2}(?:shows?|matche?s?|works?|loads?|renders?|displays?|persists?|updates?|appears?|behaves?|arrives?|correct(?:ly)?|stable|fine|ok|okay|healthy|smooth|solid|green|passes|passing)\b|\bno more (?:\S+ ){0,2}(?:errors?|crash\w*|fail\w*|timeouts?|spinners?|hangs?|duplicates?|restarts?|flak\w*|warnings?|exceptions?|5\d\d\w*|jumps?|drops?|leaks?)\b|\b(?:took|taken|take) care of\b|\b(?:looks?|seems?|appears? to be|should be|must be) (?:fixed|resolved|solved|sorted)\b|\b(?:is|are|now|been) (?:fixed|resolved|solved|sorted) *[✅✔🎉👍🙌]|\b(?:shouldn['’]t|should not|won['’]t|wouldn['’]t|can['’]t|doesn['’]t|isn['’]t) (?:\S+ ){0,4}(?:anymore|any more|again)\b",
        // Spanish: ya no and a verb, ya and a result verb, de nuevo and otra
        // vez, first-person fix verbs, closing words.
        r"\bya no (?:se |me |le |lo |la |nos |los |las )?(?:tru[eé]n|tron|revient|revent|explot|pet|crashe|desbord|marc|arroj|lanz|tir|duplic|repit|repet|qued|cuelg|bloque|pierd|perd|cae|ca[íy]|fall|romp|muestr|env[íi]|salt|sal|aparec|produc|ocurr|reproduc|cort|congel|trab|tard|deber)\w*|\bya (?:se |me |le |lo |la )?(?:compil|arranc|funcion|carg|descarg|redirig|coincid|cuadr|aparec|pas|muestr|env[íi]|guard|sincroniz|imprim|lleg|respond|conect|termin|qued|and|jal|sirv|rul|furul|levant|proces|vaci|renderiz|despleg|valid|abr|sub|corr)(?:a|an|e|en)\b|\b(?:funciona\w*|pasa\w*|arranca\w*|carga\w*|en orden|en verde|normal\w*|bien|correctamente)\b[^.!?\n]{0,30}\b(?:de nuevo|otra vez)\b|\b(?:ahora|ya)\b[^.!?\n]{0,40}\b(?:bien|correctamente|sin errores|sin fallos|sin problemas|entero|completo|normalmente)\b|\bpasan? siempre\b|\b(?:arregl|solucion)(?:é|ó|amos|aron)\b|\b(?:corregí|corrigió|corregimos|resolví|resolvió|resolvimos)\b|(?:^|[.!?] |\n)funciona(?:n)?(?: bien| correctamente| perfectamente)?(?:[.!]|\s*$| +[^\w\s])|(?:^|[.!?] |\n)(?:y |pues |bueno,? |y ya,? )?(?:hecho|listo|cerrado|solucionado|arreglado)(?:[.!:,]|\s*$| +[^\w\s])|\b(?:tema|caso|incidencia|ticket) cerrado\b|\besta vez (?:\S+ ){0,2}(?:pas[óa]|funcion[óa]|arranc[óa]|termin[óa]|sali[óo])",
        // French: verbs of working again, back to normal, closing words.
        r"\brefonctionn\w*|\bc['’]est (?:reparti|revenu|rentré|passé)\w*|\brevenue?s? (?:au vert|à la normale|dans l['’]ordre)|\b(?:est|sont) revenue?s?\b|\brentrée? dans l['’]ordre|\brétabli\w*|\b(?:incident|ticket|sujet) clos\b|\bplus aucun\w*\b|\bpass\w* au vert|\b(?:ça|cela|tout) (?:est )?pass[eé]\b|\b(?:de nouveau|à nouveau) (?:fonctionnel\w*|opérationnel\w*|disponible\w*|accessible\w*|normal\w*)|\b(?:arrive|marche|fonctionne|s['’]affiche|part|partent|arrivent)\w* bien\b|\b(?:bon(?:ne)?s?|correct\w*|juste\w*|fluide|stable|normal\w*)\b[^.!?\n]{0,30}\bmaintenant\b|\bmaintenant (?:\S+ ){0,3}(?:correct\w*|bon(?:ne)?s?|fluide|stable|juste\w*|normal\w*)\b|\bcette fois\b|\bplus d['’](?:erreur|échec|crash|incident|alerte|exception|avertissement)\w*|\bplus de (?:crash|plantage|timeout|doublon|souci|problème|coupure|redémarrage|fuite|freeze|lenteur|scroll|débordement)\w*|\bfini(?:s|es)? les (?:erreur|plantage|crash|timeout|doublon|souci|problème|coupure)\w*|jusqu['’]au bout|\bcorrecti(?:f|on) (?:est |a été )?(?:en place|appliqué|déployé|livré|mergé|fusionné|intégré|en prod)\w*|\b(?:a|avait) suffi\b|\bsuffisait de|\b(?:ça|tout) roule\b|\b(?:c['’]est|tout est) nickel\b|\btourne\w* (?:bien|correctement|à nouveau|de nouveau)\b|\b(?:rustine|solution temporaire|correctif temporaire)\b",
        // Portuguese: não and a verb and mais, de novo, first-person fix
        // verbs, closing words.
        r"\bnão (?:se |me |lhe )?(?:trav|falh|quebr|cai|caiu|duplic|repet|aparec|acontec|ocorr|perd|reinici|congel|estour)\w* mais\b|\b(?:volt(?:ou|aram|a|am)) (?:ao|à|aos|às) (?:verde|normal|normalidade|ar)\b|\b(?:caso|incidente|chamado|ticket) (?:encerrado|fechado|resolvido)|\bencerrad[oa]\b|\btudo certo\b|\bfuncion(?:ou|aram)\b|\bfuncionando\s*[.!]|\bagora\b[^.!?\n]{0,40}\b(?:batem|bate|corret\w*|normal\w*|certo|bem|funciona\w*|sobe|chegam?|abre|redond\w*|perfeit\w*|beleza|lis[oa]|lisinho|tranquilo|show|roda|rodando|ok)\b|\b(?:corret\w*|normal\w*|funcionando|certo)\b[^.!?\n]{0,30}\bde novo\b|\b(?:corrigi|solucionei|resolvemos|corrigimos)\b|\bnormalizad\w*|\b(?:zero|nenhum\w*) (?:erros?|falhas?|deadlocks?|duplica\w*|timeouts?|travamentos?|5\d\d|quedas?|problemas?)\b|\bnenhum\w* \w+ (?:caiu|falhou|travou)\b|\bpass(?:ou|aram) (?:em todas|sem)\b|: sucesso\b|\bdesta vez\b|\bjá (?:está a |tá |está )?(?:dar|funcionar|arrancar|correr|andar|rodar|carregar|compilar)\b|\bjá (?:arranca|arrancou|corre|correu|dá|sobe|subiu|carrega|abre|compila|passa|responde|conecta)\b|\b(?:outra vez|de novo|novamente) a (?:funcionar|dar|correr|rodar|passar)|\ba (?:funcionar|dar|correr|passar) (?:outra vez|de novo|novamente)|\bbast(?:ou|ava)\b|\bfoi só (?:um|uma|trocar|mudar|reiniciar|limpar|atualizar|subir|rodar|fazer|apagar|remover|dar)\b|\bdeu (?:certo|bom)\b|\b(?:tá|está|ficou|fica) (?:redond\w*|lisinho|beleza|show|perfeit\w*|a dar)|\btá (?:funcionando|rodando|ok|certo)\b|\bficou (?:ok|certo|bom|boa|liso)\b|(?:^|[.!?] |\n)(?:passou|passaram|funcionou|funcionaram|resolvido|resolveu|arrumado|consertado)(?:[.!]|\s*$| +[^\w\s])|\b(?:gambiarra|solução (?:temporária|provisória)|contorno temporário)\b",
        // Japanese: no longer, fixed, back to green, this settles it.
        r"なくなりました|なくなった|なくなっています|[をてにもは、]直し(?:ました|ています|てあります)|直っています|対応しました|対応済み|対応完了|(?:これで|もう)(?:大丈夫|ok|問題(?:ない|ありません))|(?:緑|グリーン|正常|元)に戻(?:り|っ)|(?:速く|軽く|安定し|正常に|くっきり)(?:なりました|なった|なっています)|解決(?:とします|としました|した|できました|しています)|解消(?:し|さ|済|でき)|(?:たら|ところ|てから|した後|したあと)[^。！？\n]{0,30}(?:通りました|成功しました|成功しています|直りました|動きました|起動しました|解消しました|処理されました|表示されました|完了しました)|(?:0|０|ゼロ)\s*件(?:に|と)?(?:なりました|なった|です)|(?:エラー|失敗|例外|タイムアウト)\s*(?:が|は)?\s*(?:0|０|ゼロ)|(?:直|治)って(?:い)?ます|治りました|治った|うまく(?:いきました|いった|動(?:きました|いています|いてます)|通りました)|問題なく(?:動|通|処理|完了|表示|起動)|ちゃんと(?:動|通|処理され|表示され)|大丈夫(?:そう|でした|になりました)|修正を(?:反映|適用|デプロイ|マージ|リリース)しました|暫定対応|暫定的に|応急処置|だけで(?:直|治|解消|動|通|解決)|(?:成功|通過)しています。",
        // Chinese: handled, passes now, gone, back to normal.
        r"(?:问题|告警|报错|故障|异常|bug|超时)(?:已经|已|也)?处理(?:好|完)?了|处理(?:好|完)了|已(?:经)?处理|现在(?:也)?(?:过|通过|好|正常|能)|(?:已经|现在|都|又)好了|修好|已修|修复(?:完|好)|正常[^。！？\n]{0,8}了(?:[。，！,.!\s]|$)|没了|(?:都|再|也)没(?:有)?[^。！？\n]{0,10}了|现在不[^。！？\n]{1,8}了|没(?:有)?再|恢复(?:了|正常)|已(?:经)?恢复|应该(?:能|就)?(?:防止|防|好|没问题)|(?:就|也|又|现在)(?:能|可以)?(?:通过|过|跑通)了|绿的了|是绿的|绿了|成功了|这次[^。！？\n]{0,10}(?:顺利|通过|成功|正常)|现在[^。！？\n]{0,30}(?:能|可以)[^。！？\n]{0,10}了|运行平稳|(?:再|重新)(?:传|试|跑|运行|测|上传|执行|打开|部署|发|请求|构建|编译)[^。！？\n]{0,20}(?:正常|成功|通过)|(?:上传|提交|部署|构建|编译|启动|登录|连接|同步|导出|加载|发送|写入)成功|(?:报错|错误|失败|超时|异常)(?:数)?(?:为|降到|降为|变成|变为|归)\s*(?:0|零)|零(?:报错|错误|失败|超时|异常)|没问题了|ok了|稳定了|修复已(?:上线|合并|部署|发布)|只(?:需要|要)[^。！？\n]{0,20}就(?:好|行|可以|能)|临时(?:方案|修复|处理)|权宜之计",
    ],
    bypasses: &[
        // Japanese.
        r"(?:\b[bB][eE][cC][aA][uU][sS][eE]\b|\b[dD][uU][eE] [tT][oO]\b|\b[sS][iI][nN][cC][eE] [tT][hH][eE]\b|\b[sS][oO] [tT][hH][aA][tT] (?:[^oO]|[oO][^nN])|\b[pP][oO][rR][qQ][uU][eE]\b|\b[dD][eE][bB][iI][dD][oO] [aA]\b|\b[yY][aA] [qQ][uU][eE]\b|\b[pP][aA][rR][cC][eE] [qQ][uU][eE]\b|\b[àÀ] [cC][aA][uU][sS][eE]\b|\b[cC][aA][rR]\b|\b[pP][uU][iI][sS][qQ][uU][eE]\b|\b[dD][eE][vV][iI][dD][oO]\b|\b[pP][oO][rR] [cC][aA][uU][sS][aA]\b|\b[pP][oO][iI][sS]\b|のため|せいで|因为|由于|导致)",
    ],
    evidence: &[
        // Japanese.
        r"(?:\b[rR][oO][oO][tT][- ][cC][aA][uU][sS][eE](?: (?:[iI][sS]|[wW][aA][sS])|:)|\b[tT][hH][eE] [cC][aA][uU][sS][eE] (?:[iI][sS]|[wW][aA][sS])(?: (?:[^uUnN]|[nN][^oO])|\s*:)|(?:^|[^(])\b[cC][aA][uU][sS][eE][dD] [bB][yY] |\b[wW][aA][sS] [cC][aA][uU][sS][eE][dD]\b|\b[tT][hH][eE] (?:[bB][uU][gG]|[pP][rR][oO][bB][lL][eE][mM]|[iI][sS][sS][uU][eE]) (?:[wW][aA][sS]|[iI][sS]) (?:[tT][hH][aA][tT]|[iI][nN]|[aA]|[aA][nN]|[tT][hH][eE])\b|\b[tT][uU][rR][nN][eE][dD] [oO][uU][tT]\b|(?m:^(?:#{1,6} |\*\*)?(?:(?:[tT][hH][eE] |[rR][oO][oO][tT] )?[cC][aA][uU][sS][eE]|[rR][oO][oO][tT][- ][cC][aA][uU][sS][eE]|[cC][aA][uU][sS][aA]|[cC][aA][uU][sS][aA] [rR][aA][íÍ][zZ]|[cC][aA][uU][sS][eE] [rR][aA][cC][iI][nN][eE]|[lL][aA] [cC][aA][uU][sS][eE]|[cC][aA][uU][sS][aA] [rR][aA][iI][zZ]|[aA] [cC][aA][uU][sS][aA]|原因|根因|根本原因)(?:\*\*)?\s*[:：]?\s*$)|\b[cC][aA][uU][sS][aA] [rR][aA][íÍ][zZ] (?:[eE][sS]|[eE][rR][aA]|[fF][uU][eE])\b|\b[cC][aA][uU][sS][aA] [rR][aA][íÍ][zZ]:|\b[lL][aA] [cC][aA][uU][sS][aA] (?:[eE][rR][aA]|[eE][sS]|[fF][uU][eE])\b|\b[sS][eE] [dD][eE][bB][íiÍI][aA] [aA]\b|\b[eE][lL] [pP][rR][oO][bB][lL][eE][mM][aA] (?:[eE][rR][aA]|[eE][sS][tT][aA][bB][aA])\b|\b[cC][aA][uU][sS][eE] [rR][aA][cC][iI][nN][eE] (?:[eE][sS][tT]|[éÉ][tT][aA][iI][tT])\b|\b[cC][aA][uU][sS][eE] [rR][aA][cC][iI][nN][eE] ?:|\b[lL][aA] [cC][aA][uU][sS][eE] (?:[éÉ][tT][aA][iI][tT]|[eE][sS][tT])\b|\b[vV][eE][nN][aA][iI][tT] [dD]|\b[lL][eE] [pP][rR][oO][bB][lL][èÈ][mM][eE] (?:[vV][eE][nN][aA][iI][tT]|[éÉ][tT][aA][iI][tT])\b|\b[cC][aA][uU][sS][aA] [rR][aA][iI][zZ] (?:[éÉ]|[eE][rR][aA]|[fF][oO][iI])\b|\b[cC][aA][uU][sS][aA] [rR][aA][iI][zZ]:|\b[aA] [cC][aA][uU][sS][aA] (?:[eE][rR][aA]|[éÉ])\b|\b[oO] [pP][rR][oO][bB][lL][eE][mM][aA] (?:[eE][rR][aA]|[eE][sS][tT][aA][vV][aA])\b|原因は(?:[^よ不わ分ま特]|$)|原因でした|根本原因は|根因是|根因：|原因是|原因在于|问题出在)",
    ],
    reach: 4000,
    failure_cancels: false,
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
    use crate::detectors::check;

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
            (
                "Bumped the pool size; the export works in Safari now.",
                true,
            ),
            ("Subí el timeout y ya no se queda colgado.", true),
            ("J'ai vidé le cache, c'est reparti.", true),
            ("Troquei a biblioteca e não travou mais.", true),
            ("キャッシュを消したら通りました。", true),
            ("重启之后告警已经恢复了。", true),
            ("Las filas ya enviadas no se repiten.", false),
            ("ドキュメントを書き直しました。", false),
            ("cargo test passes (212 passed, 0 failed).", false),
            ("テストはすべて通っています（148 passed）。", false),
            ("所有测试都通过了（56 passed）。", false),
            ("Les 24 tests passent.", false),
            ("Os testes continuam passando.", false),
        ];
        for (text, want) in cases {
            assert_eq!(check::signals(&DETECTOR, text), *want, "{text}");
        }
    }
}
