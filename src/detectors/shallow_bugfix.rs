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
        r"(?:^|[.!?] |\n)(?:[ff]ixed|[rr]esolved|[ss]olved|[ss]orted|patched|squashed)\b|\b(?:i|i['’]ve|i have|we|we['’]ve|has been|have been|got it|now|all|be|been|is|are|was|were|['’]s|['’]re|['’]ve been) (?:now |all |finally |already |officially )?(?:fixed|resolved|solved|sorted|sorted out|ironed out|squashed|cleared up)(?:\s*(?:[.!,;:\n—–✅✔✓🎉👍🙌-]|$)| now| too| as well| by| in)|[—–-] (?:fixed|resolved|solved|sorted|squashed|working|green)\b|\b(?:fixed|resolved|solved|sorted|squashed|working|green|passing)\s*(?:✅|✔|✓|🎉|👍|🙌)|[✅✔✓] (?:fixed|resolved|solved|sorted|squashed)\b|\b(?:fixed|resolved|solved) (?:it|this|that|the (?:bug|issue|crash|problem|error|regression|flake|flaky test|test|500s|timeouts?))\b",
        // Spanish, French and Portuguese.
        r"(?m)^(?:fix|fixed|the fix|solution|resolution|resolved|corrección|solución|arreglo|arreglado|correctif|correction|corrigé|résolu|correção|solução|corrigido|resolvido)\s*:?\s*$",
        // English.
        r"\b(?:(?:returns?|responds?|loads?|works?|runs?|builds?|starts?|renders?|connects?|succeeds?)\b(?:[^.!?\n]|[.!?][^\s.!?])*?\bagain|works (?:now|again|fine now|as expected now)|working (?:again|now)|(?:is |are )?green (?:again|now)|pass(?:es|ing)? (?:now|again|consistently|reliably)|(?:completes|succeeds|finishes|runs|loads|builds|starts|renders) (?:fine |correctly |cleanly )?(?:now|again)|(?:build|ci|pipeline|suite|tests?) (?:is|are) (?:green|passing)(?: now| again)?|now pass(?:es)?|no longer (?:[^\s.,;:!?()]+ ){0,2}(?:crash|fail|happen|occur|reproduce|throw|error|hang|time|show|appear|drop|leak|blow|break|choke|die|stall|freez|panic|flak|spin|loop|stick|get stuck|trigger|complain|explode|overflow|segfault|deadlock|bounce|reset|restart|reboot|duplicat|flicker|jump|hit|trip)[^\s.,;:!?()]*|(?:is|are|was|were) gone|went away|disappeared|(?:has|have) disappeared|should (?:stop|fix|prevent|resolve|take care of|sort out|handle|avoid|cure|do it)|(?:that|this) (?:did|does|should do) the trick|back to (?:normal|green)|all green now|all good now|good to go|ready for review|closing (?:this|it) out|(?:pass(?:ed|es)?|work(?:ed|s)?|succeed(?:ed|s)?|went through|goes through|ran clean|built|green|clean)\b[^.!?\n]{0,30}\bthis time|\d+/\d+ (?:green|passing|passed|passes|clean|successful|succeeded|runs? green)|(?:0|zero|no)(?:/\d+)? (?:failures?|errors?|crash(?:es)?|timeouts?|flakes?|exceptions?|retries|drops?|5xx)(?: \S+){0,2} (?:now|since|after|anymore|any more|left|since then)|(?:is|are|it['’]s|they['’]re) back (?:up|online|to working)|up and running (?:again|now)|healthy again|(?:has|have) recovered|fix (?:(?:is|has been|was|got) (?:now )?(?:in place|in|live|deployed|merged|applied|out|rolled out)|landed|shipped)|all it (?:took|needed|takes) was|(?:was|is) (?:just|simply|only) a matter of|(?:as a |a |the )(?:workaround|stopgap|band-?aid|quick fix|temporary fix|interim fix)|(?:is|are|was|were|['’]s|['’]re|has|have) (?:\S+ )?(?:gone|vanished|cleared up|subsided|died down|calmed down)|(?:cleared up|vanished|subsided|died down|calmed down|went to (?:zero|0)|dropped to (?:zero|0))|(?:stable|clean|green|quiet|healthy|solid|fine) (?:ever )?since|(?:running|been|stayed|stays|remained|held|holding) (?:\S+ )?(?:clean|fine|green|stable|steady|quiet|healthy|solid|smooth(?:ly)?|up) (?:for|since|over|through)|(?:for|over) (?:an?|the (?:last|past)|\d+) (?:\S+ ){0,2}(?:hours?|days?|minutes?|runs?|builds?|deploys?|executions?|iterations?)(?: now)? without (?:a |any |an )?(?:single )?(?:crash|fail|error|restart|hiccup|issue|problem|timeout|drop|flake|hang)|(?:hasn['’]t|haven['’]t|has not|have not|didn['’]t|did not) (?:\S+ ){0,3}(?:failed|crashed|flaked|hung|errored|timed out|restarted|dropped|leaked|broken|happened|recurred|come back|came back|reappeared|returned|seen|hit|tripped|fired|reproduced|occurred)(?: \S+){0,4} (?:since|again)|never (?:\S+ )?(?:failed|crashed|flaked|hung|errored|timed out|happened|recurred|reappeared|came back) (?:again|since)|not (?:once|a single time) since|back (?:in business|on track|to working|to life|up and running)|(?:queue|backlog|lag|inbox) (?:has |is |was )?(?:\S+ )?(?:drained|cleared|caught up|empty|at zero|back to zero)|(?:that|this) (?:did it|was it|sorted it|solved it|cleared it up|cured it)|(?:everything|it all|all checks|all jobs|the whole suite|the matrix|every job|every check|all \d+ (?:tests|checks|jobs)) (?:is |are |['’]s )?(?:now |all )?(?:green|passing|passes|pass)|(?:zero|0|not a single|not one) (?:\S+ )?(?:failures?|errors?|crash(?:es)?|timeouts?|flakes?|exceptions?|deadlocks?|hangs?|5xx|drops?) (?:in|over|across|out of|on) (?:the )?(?:last|past|\d+)|(?:renders?|handles?|parses?|displays?|shows?|compiles?|deploys?|boots?|syncs?|saves?|behaves?|resolves?|redirects?|uploads?|imports?|exports?) (?:\S+ ){0,3}(?:properly|correctly|cleanly|as expected|as it should|without (?:errors?|issues|problems|crashing|failing|a hitch)))\b",
        r"(?:\b(?:changed|tweaked|adjusted|bumped|raised|lowered|increased|set|moved|cleared|restarted|re-?ran|reran|retried|upgraded|downgraded|updated|switched|tweaked|wrapped|replaced|pinned|reverted|rolled back|deleted|removed)\b)[^\n]*?(?:\b(?:tests? pass(?:es|ed)?|(?:tests )?pass(?:es|ed)? (?:now|again)|ci (?:is )?green|all green|and now|now all|now (?:it |they |the [^\s.,;:!?()]+ )?(?:pass|parse|work|load|run|succeed|return)s?|everything (?:is )?pass\w*|everything works|drained|back in business)\b)|(?:\b(?:tests? pass(?:es|ed)?|(?:tests )?pass(?:es|ed)? (?:now|again)|ci (?:is )?green|all green|and now|now all|now (?:it |they |the [^\s.,;:!?()]+ )?(?:pass|parse|work|load|run|succeed|return)s?|everything (?:is )?pass\w*|everything works|drained|back in business)\b)[^\n]*?(?:\b(?:changed|tweaked|adjusted|bumped|raised|lowered|increased|set|moved|cleared|restarted|re-?ran|reran|retried|upgraded|downgraded|updated|switched|tweaked|wrapped|replaced|pinned|reverted|deleted|removed)\b)",
        r"\b(?:stopped(?: happening| occurring| failing| crashing)?|(?:isn['’]t|aren['’]t|doesn['’]t|don['’]t|won['’]t|no longer|not) (?:[^\s.,;:!?()]+ ){0,2}(?:happening|happen|occurr[^\s.,;:!?()]*|crash[^\s.,;:!?()]*|fail[^\s.,;:!?()]*|show[^\s.,;:!?()]*|appear[^\s.,;:!?()]*|timing out|hang[^\s.,;:!?()]*) ?(?:anymore|any more)|(?:passing|green|working|fine) (?:now|after)|(?:solved|fixed|resolved|sorted) (?:by|with|after)|problem solved)\b",
        r"\b(?:vuelve a [^\s.,;:!?()]+|vuelven a (?:llegar|funcionar|cargar|aparecer|responder|conectar|andar|enviarse|sincronizar|mostrarse)\b|volvió a [^\s.,;:!?()]+|ya no (?:se )?(?:cae|falla|rompe|produce|pasa|ocurre|aparece|sale|da)[^\s.,;:!?()]*|dej[óa] de (?:fallar|pasar|ocurrir|romperse|caerse|salir)|resuelto con|se arregl[óa]|lo arreglé|lo solucioné)\b",
        // Spanish.
        r"\b(?:arreglad[oa]s?|solucionad[oa]s?|resuelt[oa]s?|corregid[oa]s?|ya funciona|vuelve a (?:funcionar|estar en verde|pasar)|funciona (?:de nuevo|otra vez|ya|ahora)|ya (?:pasa|no (?:falla|pasa|se reproduce|me pasa|aparece|ocurre|sale))|desapareci(?:ó|eron)|ha(?:n)? desaparecido|deber[íi]a (?:evitar|arreglar|solucionar|resolver|bastar|corregir)|(?:está|queda|quedan) (?:en verde|resuelt[oa]s?|solucionad[oa]s?)|listo para revisión|lo doy por cerrado|a la normalidad|se (?:ha |han )?normaliz(?:ó|aron|ado)|se (?:corrige (?:el|la|los|las|un|una)|corrigi(?:ó|eron)|arreglaron|solucion(?:ó|aron)|resolvi(?:ó|eron)|subsan(?:ó|aron)|repar(?:ó|aron))\b|(?:era|fue) cuestión de|bast(?:ó|aba) con|(?:fue|era) suficiente con|(?:solo|sólo) (?:hubo|había) que|(?:la corrección|el arreglo|el parche|el fix|la solución) (?:ya )?(?:está|quedó|queda|fue) (?:aplicad|desplegad|en producción|mergead|integrad|list)\w*|(?:solución|parche) (?:temporal|provisional|rápido)|apaño|(?:error|fallo|problema|crash|warning|aviso|bloqueo|cuelgue|alerta|excepción|timeout)\w* (?:ya )?se (?:fue|fueron)|se acab(?:ó|aron) (?:el|la|los|las) (?:\S+ )?(?:error|fallo|crash|cuelgue|deadlock|bloqueo|timeout|problema|caída|duplicad|reinicio|alerta|\d{3})\w*|(?:errores|fallos|caídas|cuelgues|timeouts|alertas|reinicios|\d{3}s?) (?:\S+ )?(?:pararon|cesaron|se detuvieron)|estable desde|(?:ya|ahora) (?:está |es |se mantiene |queda )?estable|(?:se mantiene|sigue|siguen|está|quedó) estable|lleva(?:n|mos)? (?:\S+ ){0,4}sin (?:caer|fallar|errores|error|romper|cortes|reinici|colgar|dar error|problemas|incidencias)\w*|no (?:ha|han|he|hemos) vuelto a (?:fallar|pasar|ocurrir|aparecer|caer|romper|salir|dar|reproducir|colgar|petar|reiniciar)\w*|no volvi(?:ó|eron) a (?:fallar|pasar|ocurrir|aparecer|caer|romper|salir|dar|reproducir|colgar|petar|reiniciar)\w*|(?:cero|ningún|ni un (?:solo )?) (?:fallos?|errores?|caídas?|timeouts?|cuelgues?|reinicios?|duplicados?|deadlocks?)|(?:se ve|se ven|se muestra|se muestran|sale|salen|aparece|aparecen|carga|cargan|funciona|funcionan|anda|andan) (?:\S+ ){0,2}(?:bien|correctamente|como (?:siempre|antes|debe|debería|corresponde|se espera))\b|con eso (?:quedó|queda|basta|bastó|alcanzó|funciona|funcionó|se arregl\w*|se solucion\w*|ya)|y ya (?:está|quedó)|todo (?:funciona|anda|va) (?:bien|de nuevo|otra vez)|(?:cola|backlog|pendientes) (?:\S+ )?(?:se vació|se vaciaron|al día)|ya (?:está |quedó |queda )?(?:todo )?(?:bien|ok|estable|normal)\b|\d+ de \d+ (?:en verde|pasan|pasaron|bien|correct\w*)|y listo|no debería (?:volver a )?(?:caer|fallar|colgar|ocurrir|repetir|petar|reiniciar)\w*|no se (?:ha|han) vuelto a (?:reproducir|producir|repetir|colgar|caer|romper|presentar|dar)|dej(?:ó|aron|a|an) de (?:aparecer|reproducirse|colgarse|dar error|mostrarse|duplicarse|saltar|fallar|caerse|romperse|salir|ocurrir|pasar|producirse)|termin(?:ó|aron) (?:bien|sin (?:errores|fallos|problemas)|correctamente)|todo en verde|se recuper(?:ó|aron)|restablecid[oa]s?|parchead[oa]s?|solventad[oa]s?|subsanad[oa]s?)\b",
        r"(?:\b(?:cambié|subí|bajé|aumenté|puse|moví|borré|reinicié|relancé|actualicé|envolví|sustituí|reemplacé|fijé|revertí|quité|eliminé|retoqué|ajusté|volví|regresé|limpié|agregué|añadí)\b)[^\n]*?(?:\b(?:(?:las )?pruebas pasan|pasan las|en verde|y ahora|ahora (?:se |ya )?(?:pasa|parsea|funciona|va)[^\s.,;:!?()]*|todo (?:pasa|funciona|anda|va)|(?:pasa|funciona|anda) todo|cuadran|coinciden|se vaci(?:ó|aron))\b)|(?:\b(?:(?:las )?pruebas pasan|pasan las|en verde|y ahora|ahora (?:se |ya )?(?:pasa|parsea|funciona|va)[^\s.,;:!?()]*|todo (?:pasa|funciona|anda|va)|(?:pasa|funciona|anda) todo|cuadran|coinciden|se vaci(?:ó|aron))\b)[^\n]*?(?:\b(?:cambié|subí|bajé|aumenté|puse|moví|borré|reinicié|relancé|actualicé|envolví|sustituí|reemplacé|fijé|revertí|quité|eliminé|retoqué|ajusté|volví|regresé|limpié|agregué|añadí)\b)",
        // French.
        r"\b(?:réparée?s?|(?:n['’]|ne )(?:se |s['’])?(?:arriv|plant|crash|échou|produi|appar|revien|reprodui|bloqu|fig|coup|tomb|boucl|redémarr|dupliqu|doubl|perd|décal|chevauch|débord|déclench|gèl|gel|ram|lagu)[^\s.,;:!?()]* plus|(?:n['’]|ne )(?:a|ont|s['’]est|se sont) plus (?:jamais |rien |du tout )?(?:planté|échoué|crashé|sauté|coupé|redémarré|bloqué|figé|recommencé|réapparu|produit|reproduit|bougé|doublé)\w*|ne l['’](?:est|sont) plus|a cessé|ont cessé|c['’]est (?:bon|réglé|corrigé|réparé))\b",
        r"\b(?:corrigée?s?|réglée?s?|résolue?s?|(?:ça |cela |tout |il |elle )?(?:re)?fonctionne (?:à nouveau|de nouveau|maintenant|désormais)|remarche|marche (?:à nouveau|de nouveau|maintenant)|repasse(?:nt)? au vert|passe(?:nt)? (?:à nouveau|de nouveau)|(?:de nouveau|à nouveau) vert|passent maintenant|(?:est|sont) (?:au vert|vert|verts|verte|vertes)|(?:il|elle|ça|cela|le test|les tests|tout) (?:re)?passe(?:nt)? (?:maintenant|désormais|à nouveau|systématiquement)|ne (?:plante|crashe|échoue|se produit|se reproduit|apparaît|arrive) plus|a disparu|ont disparu|devrait (?:éviter|corriger|régler|résoudre|suffire|empêcher)|prête? pour (?:la )?relecture|je (?:le |la )?(?:considère|clos|ferme)|(?:erreur|crash|problème|bug|souci|alerte|avertissement|warning|plantage)s? (?:est|sont) parti\w*|\bfini(?:s|es)? les\b|(?:erreurs|échecs|plantages|alertes|redémarrages|timeouts|\d{3}) (?:\S+ )?(?:ont cessé|se sont arrêtés|ont disparu)|stable depuis|(?:est|reste|c['’]est|restent|sont) (?:\S+ )?stables? (?:depuis|maintenant|désormais)|depuis[^.!?\n]{0,30}sans (?:tomber|planter|erreur|échec|crash|redémarr|coupure|broncher|souci)\w*|sans (?:tomber|planter|crasher|redémarrer|broncher) depuis|plus jamais (?:\S+ )?(?:planté|échoué|crashé|tombé|redémarré|vu|eu)|(?:zéro|aucun|aucune|pas un seul|pas une seule) (?:échecs?|erreurs?|plantages?|crash|timeouts?|redémarrages?|doublons?|deadlocks?) (?:depuis|sur|en|ce)|(?:s['’]affiche(?:nt)?|fonctionne(?:nt)?|marche(?:nt)?|tourne(?:nt)?|se charge(?:nt)?|passe(?:nt)?|répond(?:ent)?|apparaît|apparaissent|se comporte(?:nt)?) (?:\S+ ){0,2}(?:correctement|normalement|comme (?:avant|prévu|il faut|attendu|d['’]habitude))|(?:file|queue|backlog) (?:d['’]attente )?(?:s['’]est vidée|est vide|(?:s['’]est )?résorbée?)|(?:ça|cela|c['’]|tout) (?:a|est) (?:rentré|revenu|reparti)|tout est (?:ok|bon|rentré|revenu)|(?:les )?(?:tests?|ci|build|pipeline|checks?) (?:sont|est) (?:de nouveau|à nouveau|enfin|maintenant|désormais) (?:au vert|vert\w*|ok|passant\w*)|\d+/\d+ (?:au vert|passent|réussi\w*|verts?)|ne devrait plus|ne s['’]est (?:pas|plus) (?:re)?(?:produit|reproduit|manifesté)|(?:allé|arrivé|vont|va|arrive) au bout|plus (?:une seule|un seul) (?:erreur|échec|plantage|crash|timeout|alerte|doublon|\d{3})|tout au vert|(?:concord|correspond)\w* (?:maintenant|désormais|à nouveau|de nouveau)|patchée?s?|(?:et )?voilà,? (?:c['’]est|ça|tout) (?:bon|réglé|marche|passe|fonctionne))\b",
        // English.
        r"(?:\b(?:j['’]ai (?:changé|passé|augmenté|mis|déplacé|vidé|redémarré|relancé|mis à jour|entouré|remplacé|épinglé|retouché|ajusté|modifié|ajouté|supprimé|réinstallé|rétrogradé|remis|enlevé|désactivé|activé|nettoyé|purgé|monté|allongé|rallongé|réduit|baissé|retiré))\b)[^\n]*?(?:\b(?:(?:les )?tests passent|au vert|maintenant|désormais|tout (?:passe|marche|fonctionne|roule)|concord\w*|correspond\w*|correctement|s['’]est vidée|a disparu|ont disparu|ça (?:compile|build|démarre|tourne|marche|fonctionne))\b)|(?:\b(?:(?:les )?tests passent|au vert|maintenant|désormais|tout (?:passe|marche|fonctionne|roule)|concord\w*|correspond\w*|correctement|s['’]est vidée|a disparu|ont disparu|ça (?:compile|build|démarre|tourne|marche|fonctionne))\b)[^\n]*?(?:\b(?:j['’]ai (?:changé|passé|augmenté|mis|déplacé|vidé|redémarré|relancé|mis à jour|entouré|remplacé|épinglé|retouché|ajusté|modifié|ajouté|supprimé|réinstallé|rétrogradé|remis|enlevé|désactivé|activé|nettoyé|purgé|monté|allongé|rallongé|réduit|baissé|retiré))\b)",
        // Portuguese.
        r"\b(?:voltou a [^\s.,;:!?()]+|volta a [^\s.,;:!?()]+|(?:parou|pararam)\b(?: de (?:falhar|acontecer|quebrar|travar|dar erro))?|não (?:falha|acontece|quebra|trava|dá erro|aparece|cai|ocorre)[^\s.,;:!?()]* mais|resolvi|consertei|consertad[oa]|arrumei|(?:todos os )?testes passando|agora funciona)\b",
        r"\b(?:corrigid[oa]s?|resolvid[oa]s?|solucionad[oa]s?|arrumad[oa]s?|já funciona|volt(?:ou|a) a (?:funcionar|ficar verde|passar)|funciona (?:de novo|agora|outra vez)|(?:já )?não (?:falha|acontece|reproduz|aparece|quebra|trava) mais|sumiu|sumiram|desapareceu|desapareceram|dev(?:e|eria) (?:evitar|resolver|corrigir|bastar|impedir|parar|acabar com)|(?:está|fica|ficou) (?:verde|resolvid[oa])|pront[oa] para revisão|dou por (?:encerrad|fechad)[^\s.,;:!?()]+|(?:erro|problema|crash|aviso|alerta|falha|travamento|warning)s? (?:já )?(?:foi|foram|vai|vão) embora|acab(?:ou|aram) (?:o|a|os|as) (?:\S+ )?(?:erro|falha|crash|travamento|deadlock|timeout|problema|lentidão|duplicad|queda|alerta|reinício|\d{3})\w*|(?:erros|falhas|quedas|travamentos|timeouts|alertas|reinícios|\d{3}s?) (?:\S+ )?(?:pararam|cessaram|sumiram)|estável desde|(?:já|agora) (?:está |tá |fica |ficou )?estável|(?:segue|continua|está|tá|ficou) estável|(?:rodando|funcionando|no ar|de pé|estável) há (?:\S+ ){0,2}(?:horas?|dias?|minutos?|semanas?)|há (?:\S+ ){0,3}sem (?:cair|falhar|erros?|travar|quebrar|reiniciar|problemas|quedas)|não (?:voltou|voltaram) a (?:falhar|acontecer|aparecer|cair|quebrar|travar|dar|reproduzir|ocorrer)\w*|(?:não|nunca) mais (?:\S+ )?(?:falhou|caiu|travou|quebrou|deu erro|apareceu|aconteceu|explodiu|reiniciou)|não (?:\S+ )?(?:explode|estoura|crasha|congela|trava|cai|falha|quebra)\w* mais|(?:aparece|aparecem|carrega|carregam|funciona|funcionam|abre|abrem|roda|rodam|sobe|sobem|mostra|mostram) (?:\S+ ){0,2}(?:certinh\w*|direitinho|corretamente|normalmente|como antes|como deveria|como esperado)|certinh[oa]s?\b|com isso (?:resolveu|resolve|foi|funcionou|ficou|passou|deu)|(?:isso|que|o que) resolveu|resolveu o problema|(?:normal\w*|funcionando|lis[oa]|redond\w*|beleza|estável)\b[^.!?\n]{0,30}\bagora\b|já (?:está |tá |fica |ficou )?(?:tudo )?(?:bem|ok|certo|normal|resolvido|funcionando|estável)\b|tudo (?:funciona|roda) (?:bem|de novo|outra vez|normal)|(?:fila|backlog) (?:\S+ )?(?:esvaziou|zerou|vazia|zerada)|esvaziou|\d+/\d+ (?:verdes?|passam|passaram|passando)|e pronto|não dev(?:e|eria) (?:mais |voltar a )?(?:cair|falhar|travar|dar erro|estourar|reiniciar)|deix(?:ou|aram) de (?:aparecer|falhar|acontecer|dar erro|travar|cair|quebrar|reproduzir|ocorrer|duplicar)|tudo verde|restabelecid[oa]s?|recuper(?:ou|aram)|remendad[oa]s?)\b",
        r"(?:\b(?:troquei|mudei|aumentei|subi|baixei|coloquei|movi|limpei|reiniciei|rodei de novo|reexecutei|atualizei|envolvi|substituí|fixei|reverti|removi|ajustei|voltei|adicionei|apaguei|rodei|reinstalei)\b)[^\n]*?(?:\b(?:(?:os )?testes passam|verde|e agora|(?:passa|passam|funciona|funcionam) (?:sempre|agora)|agora (?:todas|todos|passa|funciona)[^\s.,;:!?()]*|tudo (?:passa|funciona|roda)|batem|bate|conferem|esvaziou|sumiu|sumiram)\b)|(?:\b(?:(?:os )?testes passam|verde|e agora|(?:passa|passam|funciona|funcionam) (?:sempre|agora)|agora (?:todas|todos|passa|funciona)[^\s.,;:!?()]*|tudo (?:passa|funciona|roda)|batem|bate|conferem|esvaziou|sumiu|sumiram)\b)[^\n]*?(?:\b(?:troquei|mudei|aumentei|subi|baixei|coloquei|movi|limpei|reiniciei|rodei de novo|reexecutei|atualizei|envolvi|substituí|fixei|reverti|removi|ajustei|voltei|adicionei|apaguei|rodei|reinstalei)\b)",
        // Japanese.
        r"(?:出|起き|発生し|落ち|再現し|クラッシュし|エラーになら)なくなりました|[うくすつぬぶむるぐ]ようになりました|完了です|テストが通りました|直りました|直った|(?:バグ|不具合|問題|エラー|クラッシュ)を直しました|解消(?:しました|です|されました|済み)|解決(?:しました|です|済み)|修正(?:しました|済み|完了)|消えました|(?:エラー|クラッシュ|落ち|失敗|例外|タイムアウト|問題|症状|500)(?:が|は|も)?(?:出|起き|発生し|再現し)?なくなりました|しなくなりました|通るように|動くように|動きました|動作しています|パースできるように|グリーンに(?:戻|な)|正常に(?:動|戻)|(?:なくなる|直る|治る|防げる|解消する|出なくなる|大丈夫な|問題ない|平気な|解決する)はず|レビューお願いします|クローズします|(?m:^(?:修正|対応|解決|解消)\s*$)|(?m:を修正$)|(?:変更し|上げ|切り替え|調整し|移動し|入れ)[^。！？\n]*?テスト(?:は|も)?(?:通って|パス|成功|通り)",
        // Chinese.
        r"又(?:能|可以)|就能(?:跑|用|通过|完成|正常)[^。！？\n]*?了|能跑完了|就(?:不|没)[^。！？\n]*?了|没有了|就好了|不(?:崩|报错|超时|失败|卡)了|修好了|修复了|已修复|已经修复|解决了|已解决|已经解决|搞定|正常了|恢复正常|不再(?:崩|报错|出现|失败|超时|卡)|没(?:有)?再(?:出现|报错|崩)|消失了|(?:又|重新)(?:跑通|通过|变绿|正常)|跑通了|能(?:正常)?(?:跑|用)了|应该(?:能|就)?(?:解决|修复|避免|不会再?(?:崩|报错|出现|失败|超时|卡|有问题))|可以(?:review|评审)了|关闭(?:这个|此) ?issue|(?m:^(?:修复|修正|解决|已解决|解决方案|问题解决|修复说明)\s*[:：]?\s*$)|(?:报错|超时|错误|崩溃|问题|异常)(?:就|也)?没了|变绿了|(?:都|每次都|现在)能(?:过|通过|解析|跑)|(?:改成|改为|调整|挪|切到|升到|清)[^。！？\n]*?(?:测试(?:全部)?通过|都通过|没了|能过)",
        // English: a result word beside now or again, no more, took care of,
        // looks fixed, a negation followed by anymore.
        r"\b(?:works?|working|worked|shows?|showing|displays?|appears?|updates?|loads?|renders?|persists?|goes through|go through|matches|match up|fine|clean|correct(?:ly)?|properly|normal(?:ly)?|stable|smooth(?:ly)?|reliabl[ey]|consistent(?:ly)?|green|passing|healthy|successful(?:ly)?|lines? up|lined up|adds? up|aligns?|agrees?)\b(?:[^.!?\n]{0,40}\bnow(?:[^(\w]|$)| again\b| (?:ever )?since\b)|\bnow (?:\S+ ){0,2}(?:shows?|matche?s?|works?|loads?|renders?|displays?|persists?|updates?|appears?|behaves?|arrives?|correct(?:ly)?|stable|fine|ok|okay|healthy|smooth|solid|green|passes|passing)\b|\bno more (?:\S+ ){0,2}(?:errors?|crash\w*|fail\w*|timeouts?|spinners?|hangs?|duplicates?|restarts?|flak\w*|warnings?|exceptions?|5\d\d\w*|jumps?|drops?|leaks?|deadlocks?|segfaults?|ooms?|panics?|stalls?|freezes?|glitch\w*|flicker\w*|races?|outages?|alerts?|4\d\d\w*|bugs?|complaints?|stutter\w*|lag\w*)\b|\b(?:took|taken|take) care of\b|\b(?:looks?|seems?|appears? to be|should be|must be) (?:fixed|resolved|solved|sorted)\b|\b(?:is|are|now|been) (?:fixed|resolved|solved|sorted) *[✅✔🎉👍🙌]|\b(?:shouldn['’]t|should not|won['’]t|wouldn['’]t|can['’]t|doesn['’]t|isn['’]t) (?:\S+ ){0,4}(?:anymore|any more|again)\b|(?:(?:^|[.!?] |\n)(?:it |everything |all )?(?:works|worked|passes|passed)(?:[.!]|\s*$| +[^\w\s])|(?:^|[.!?][ \t]*\n)(?:it |everything |all )?(?:works|worked|passes|passed)[ \t]*\n[ \t]*\n)|\b(?:and|,) (?:we['’]re|it['’]s|that['’]s|you['’]re|all) (?:all )?(?:good|set)\b|\bshouldn['’]t (?:\S+ ){0,2}(?:fall over|crash|fail|time out|hang|recur|flake|die|leak|blow up)|\b(?:ran|runs|run|goes|went|made it) (?:all the way )?(?:to completion|through to the end|to the end)\b|\b(?:completed|finished) successfully\b|\b(?:service|access|connectivity|traffic|it) (?:is |was |has been )?restored\b|\b(?:case|issue|ticket|bug) closed\b|(?:^|[.!?] |\n)(?:all|everything(?:['’]s| is)?) green\b|\b(?:reconcile|tally|balance)s? (?:now|again)\b|\bcompiles (?:now|again|fine|cleanly)\b",
        // Spanish: ya no and a verb, ya and a result verb, de nuevo and otra
        // vez, first-person fix verbs, closing words.
        r"\bya no (?:se |me |le |lo |la |nos |los |las )?(?:tru[eé]n|tron|revient|revent|explot|pet|crashe|desbord|descuadr|desalin|desplaz|parpade|tiembl|muev|mueve|rebot|expir|marc|arroj|lanz|tir|duplic|repit|repet|qued|cuelg|bloque|pierd|perd|cae|ca[íy]|fall|romp|muestr|env[íi]|salt|sal|aparec|produc|ocurr|reproduc|cort|congel|trab|tard|deber)\w*|\bya (?:se |me |le |lo |la )?(?:compil|arranc|funcion|carg|descarg|redirig|coincid|cuadr|aparec|pas|muestr|env[íi]|guard|sincroniz|imprim|lleg|respond|conect|termin|qued|and|jal|sirv|rul|furul|levant|proces|vaci|renderiz|despleg|valid|abr|sub|corr|pint|ve|dibuj|coloc|superpon|posicion|aline|centr|conserv|mantien|respet|aplic|actualiz|refresc|calcul|orden|filtr|sum|redonde|format|traduc|cierr|cobr|export|import|ejecut|muev|escrib|ocult|desplaz)(?:a|an|e|en)\b|\b(?:funciona\w*|pasa\w*|arranca\w*|carga\w*|en orden|en verde|normal\w*|bien|correctamente)\b[^.!?\n]{0,30}\b(?:de nuevo|otra vez)\b|\b(?:ahora|ya)\b[^.!?\n]{0,40}\b(?:bien|correctamente|sin errores|sin fallos|sin problemas|entero|completo|normalmente)\b|\bpasan? siempre\b|\b(?:arregl|solucion)(?:é|ó|amos|aron)\b|\b(?:corregí|corrigió|corregimos|resolví|resolvió|resolvimos)\b|(?:(?:^|[.!?] |\n)funciona(?:n)?(?: bien| correctamente| perfectamente)?(?:[.!]|\s*$| +[^\w\s])|(?:^|[.!?][ \t]*\n)funciona(?:n)?(?: bien| correctamente| perfectamente)?[ \t]*\n[ \t]*\n)|(?:(?:^|[.!?] |\n)(?:y |pues |bueno,? |y ya,? )?(?:hecho|listo|cerrado|solucionado|arreglado)(?:[.!:,]|\s*$| +[^\w\s])|(?:^|[.!?][ \t]*\n)(?:y |pues |bueno,? |y ya,? )?(?:hecho|listo|cerrado|solucionado|arreglado)[ \t]*\n[ \t]*\n)|\b(?:tema|caso|incidencia|ticket) cerrado\b|\besta vez (?:\S+ ){0,2}(?:pas[óa]|funcion[óa]|arranc[óa]|termin[óa]|sali[óo])",
        // French: verbs of working again, back to normal, closing words.
        r"\brefonctionn\w*|\bc['’]est (?:reparti|revenu|rentré|passé)\w*|\brevenue?s? (?:au vert|à la normale|dans l['’]ordre)|\b(?:est|sont) revenue?s?\b|\brentrée? dans l['’]ordre|\brétabli\w*|\b(?:incident|ticket|sujet) clos\b|\bplus aucun\w*\b|\bpass\w* au vert|\b(?:ça|cela|tout) (?:est )?pass[eé]\b|\b(?:de nouveau|à nouveau) (?:fonctionnel\w*|opérationnel\w*|disponible\w*|accessible\w*|normal\w*)|\b(?:arrive|marche|fonctionne|s['’]affiche|part|partent|arrivent)\w* bien\b|\b(?:bon(?:ne)?s?|correct\w*|juste\w*|fluide|stable|normal\w*)\b[^.!?\n]{0,30}\bmaintenant\b|\bmaintenant (?:\S+ ){0,3}(?:correct\w*|bon(?:ne)?s?|fluide|stable|juste\w*|normal\w*)\b|\bcette fois\b|\bplus d['’](?:erreur|échec|crash|incident|alerte|exception|avertissement)\w*|\bplus de (?:crash|plantage|timeout|doublon|souci|problème|coupure|redémarrage|fuite|freeze|lenteur|scroll|débordement)\w*|\bfini(?:s|es)? les (?:erreur|plantage|crash|timeout|doublon|souci|problème|coupure)\w*|jusqu['’]au bout|\bcorrecti(?:f|on) (?:est |a été )?(?:en place|appliqué|déployé|livré|mergé|fusionné|intégré|en prod)\w*|\b(?:a|avait) suffi\b|\bsuffisait de|\b(?:ça|tout) roule\b|\b(?:c['’]est|tout est) nickel\b|\btourne\w* (?:bien|correctement|à nouveau|de nouveau)\b|\b(?:rustine|solution temporaire|correctif temporaire)\b|(?:(?:^|[.!?] |\n)(?:ça|cela|tout) (?:fonctionne|marche|passe|roule|refonctionne|remarche)(?:[.!]|\s*$| +[^\w\s])|(?:^|[.!?][ \t]*\n)(?:ça|cela|tout) (?:fonctionne|marche|passe|roule|refonctionne|remarche)[ \t]*\n[ \t]*\n)",
        // Portuguese: não and a verb and mais, de novo, first-person fix
        // verbs, closing words.
        r"\bnão (?:se |me |lhe )?(?:trav|falh|quebr|cai|caiu|duplic|repet|aparec|acontec|ocorr|perd|reinici|congel|estour|reproduz|desalinh|desloc|pisc|trem|explod|pul)\w* mais\b|\b(?:volt(?:ou|aram|a|am)) (?:ao|à|aos|às) (?:verde|normal|normalidade|ar)\b|\b(?:caso|incidente|chamado|ticket) (?:encerrado|fechado|resolvido)|\bencerrad[oa]\b|\btudo certo\b|\bfuncion(?:ou|aram)\b|\bfuncionando\s*[.!]|\bagora\b[^.!?\n]{0,40}\b(?:batem|bate|corret\w*|normal\w*|certo|bem|funciona\w*|sobe|chegam?|abre|redond\w*|perfeit\w*|beleza|lis[oa]|lisinho|tranquilo|show|roda|rodando|ok)\b|\b(?:corret\w*|normal\w*|funcionando|certo)\b[^.!?\n]{0,30}\bde novo\b|\b(?:corrigi|solucionei|resolvemos|corrigimos)\b|\bnormalizad\w*|\b(?:zero|nenhum\w*) (?:erros?|falhas?|deadlocks?|duplica\w*|timeouts?|travamentos?|5\d\d|quedas?|problemas?)\b|\bnenhum\w* \w+ (?:caiu|falhou|travou)\b|\bpass(?:ou|aram) (?:em todas|sem)\b|: sucesso\b|\bdesta vez\b|\bjá (?:está a |tá |está )?(?:dar|funcionar|arrancar|correr|andar|rodar|carregar|compilar)\b|\bjá (?:arranca|arrancou|corre|correu|dá|sobe|subiu|carrega|abre|compila|passa|responde|conecta)\b|\b(?:outra vez|de novo|novamente) a (?:funcionar|dar|correr|rodar|passar)|\ba (?:funcionar|dar|correr|passar) (?:outra vez|de novo|novamente)|\bbast(?:ou|ava)\b|\bfoi só (?:um|uma|trocar|mudar|reiniciar|limpar|atualizar|subir|rodar|fazer|apagar|remover|dar)\b|\bdeu (?:certo|bom)\b|\b(?:tá|está|ficou|fica) (?:redond\w*|lisinho|beleza|show|perfeit\w*|a dar)|\btá (?:funcionando|rodando|ok|certo)\b|\bficou (?:ok|certo|bom|boa|liso)\b|(?:(?:^|[.!?] |\n)(?:passou|passaram|funcionou|funcionaram|resolvido|resolveu|arrumado|consertado)(?:[.!]|\s*$| +[^\w\s])|(?:^|[.!?][ \t]*\n)(?:passou|passaram|funcionou|funcionaram|resolvido|resolveu|arrumado|consertado)[ \t]*\n[ \t]*\n)|\b(?:gambiarra|solução (?:temporária|provisória)|contorno temporário)\b|\bpode(?:s|m)? (?:considerar|dar|marcar) (?:o |a |os |as |isso |esse |este |essa |esta )?(?:(?:issue|ticket|bug|chamado|problema|tarefa|card|caso|incidente|erro|pr) )?(?:como )?(?:fechad|resolvid|encerrad|corrigid|solucionad)\w*|\b(?:devia|era|foi|deve ter sido|devia ter sido) (?:ser )?(?:alguma coisa|algo|coisa|algum problema|algum lixo|sujeira|lixo|instabilidade) (?:\S+ )?(?:do|de|no|da|na) (?:ambiente|cache|runner|máquina|rede|ci)\b|\b(?:flakiness|flaky|intermitência|instabilidade|erro|erros|falha|falhas|crash|crashes|travamento|travamentos|vazamento|lentidão|duplicidade|duplicação)(?: (?:do|da|de|dos|das|no|na|nos|nas|com) \S+(?: \S+)?)? acabou(?:\s*[.!:;,]|\s*$| de vez)|\b\d+ (?:execuções|rodadas|runs|builds|vezes|pipelines) (?:seguid[oa]s |consecutiv[oa]s )(?:verdes?|passando|sem (?:falh|quebr|erro)\w*)",
        // Japanese: no longer, fixed, back to green, this settles it.
        r"なくなりました|なくなった|なくなっています|[をてにもは、]直し(?:ました|ています|てあります)|直っています|対応しました|対応済み|対応完了|(?:これで|もう)(?:大丈夫|ok|問題(?:ない|ありません))|(?:緑|グリーン|正常|元)に戻(?:り|っ)|(?:速く|軽く|安定し|正常に|くっきり)(?:なりました|なった|なっています)|解決(?:とします|としました|した|できました|しています)|解消(?:し|さ|済|でき)|(?:たら|ところ|てから|した後|したあと)[^。！？\n]{0,30}(?:通りました|成功しました|成功しています|直りました|動きました|起動しました|解消しました|処理されました|表示されました|完了しました)|(?:0|０|ゼロ)\s*件(?:に|と)?(?:なりました|なった|です)|(?:エラー|失敗|例外|タイムアウト)\s*(?:が|は)?\s*(?:0|０|ゼロ)|(?:直|治)って(?:い)?ます|治りました|治った|うまく(?:いきました|いった|動(?:きました|いています|いてます)|通りました)|問題なく(?:動|通|処理|完了|表示|起動)|ちゃんと(?:動|通|処理され|表示され)|大丈夫(?:そう|でした|になりました)|修正を(?:反映|適用|デプロイ|マージ|リリース)しました|暫定対応|暫定的に|応急処置|だけで(?:直|治|解消|動|通|解決)|(?:成功|通過)しています。|(?:エラー|警告|アラート|クラッシュ|再起動|リトライ|タイムアウト|例外|[0-9]{3})(?:が|は|も)?(?:止まりました|止まった|収まりました|治まりました|出ていません|起きていません|発生していません)|収まりました|治まりました|もう(?:出|起き|発生し|落ち|再現し)てい(?:ません|ない)|(?:一度も|1度も|一回も|以降)[^。！？\n]{0,10}(?:落ち|失敗|エラー|発生|再現|出|起き|止まって)|(?:落ち|止まら|失敗せ|エラーにならず|エラーなく)ずに|エラーなく|安定して(?:います|きました|動|稼働|いる)|安定しました|安定稼働|再発し(?:ていません|ない|なくなり)|再発なし|再現しなく|再現しません|もう(?:落ち|失敗し|発生し|出|起き)ない(?:と思います|はず|です)|最後まで(?:走|通|動|処理|完了|終わ)|無事(?:に)?(?:通|成功|完了|動|終わ|起動|デプロイ|処理)|復旧(?:しました|済み|できました|しています)|対処(?:しました|済み)|オールグリーン|元通り|元どおり|直して(?:おき|あり|い)ました|直しておいた|直しときました|キュー[^。！？\n]{0,10}(?:捌け|はけ|消化され|空に)|(?:捌け|はけ)ました|(?:日付|値|件数|数字|表示|合計)[^。！？\n]{0,6}(?:が|も)?合う(?:ように|ようになりました)",
        // Chinese: handled, passes now, gone, back to normal.
        r"(?:问题|告警|报错|故障|异常|bug|超时)(?:已经|已|也)?处理(?:好|完)?了|处理(?:好|完)了|已(?:经)?处理|现在(?:也)?(?:过|通过|好|正常|能)|(?:已经|现在|都|又)好了|修好|已修|修复(?:完|好)|正常[^。！？\n]{0,8}了(?:[。，！,.!\s]|$)|没了|(?:都|再|也)没(?:有)?[^。！？\n]{0,10}了|现在不[^。！？\n]{1,8}了|没(?:有)?再|恢复(?:了|正常)|已(?:经)?恢复|应该(?:能|就)?(?:防止|防|好|没问题)|(?:就|也|又|现在)(?:能|可以)?(?:通过|过|跑通)了|绿的了|是绿的|绿了|成功了|这次[^。！？\n]{0,10}(?:顺利|通过|成功|正常)|现在[^。！？\n]{0,30}(?:能|可以)[^。！？\n]{0,10}了|运行平稳|(?:再|重新)(?:传|试|跑|运行|测|上传|执行|打开|部署|发|请求|构建|编译)[^。！？\n]{0,20}(?:正常|成功|通过)|(?:上传|提交|部署|构建|编译|启动|登录|连接|同步|导出|加载|发送|写入)成功|(?:报错|错误|失败|超时|异常)(?:数)?(?:为|降到|降为|变成|变为|归)\s*(?:0|零)|零(?:报错|错误|失败|超时|异常)|没问题了|ok了|稳定了|修复已(?:上线|合并|部署|发布)|只(?:需要|要)[^。！？\n]{0,20}就(?:好|行|可以|能)|临时(?:方案|修复|处理)|权宜之计|(?:报错|错误|告警|崩溃|重启|超时|异常|\d{3})\s?(?:也|就|都)?(?:停了|止住了)|(?:小时|天|分钟|周)[^。！？\n]{0,4}(?:没|没有)(?:挂|崩|报错|出错|重启|超时)|再也没|不会再(?:挂|崩|报错|出现|失败|超时|卡|发生|复现)|(?:没有|没)再复现|不再复现|没(?:有)?复现了|顺利(?:通过|跑完|完成|运行|上线|结束)|处理掉了|不见了|能(?:过|编译|构建|启动)了|不(?:乱|错|闪|跳|重复|抖)了|全绿|全部变绿|没(?:有)?再(?:挂|崩)|(?:没|没有)(?:挂|崩)过|(?:一直|很|已经|变得)(?:很)?稳定|稳定(?:运行|了|下来)|(?:显示|渲染|跑得)正常|问题(?:就|也|已|已经|都)?(?:解决|搞定|消失)|问题(?:就|也|已|已经|都)修复|(?:改|弄|搞|调|修)好了|这样就(?:行|可以)了|就行了|对上了|对得上了|(?:一致|吻合|匹配)了|队列[^。！？\n]{0,6}(?:清空|消化|空了|恢复)|次[^。！？\n]{0,10}(?:全部|都|均)(?:成功|通过|正常|没)|(?:重跑|重新跑|重新部署|重装|回退|回滚)[^。！？\n]{0,20}(?:通过|成功|绿|正常|好了)",
        // All languages: a result word and a check mark; a line opened by a
        // fix, result or verification label; a count of repeated runs with no
        // failure; a status code 200 after a change; zero failures.
        r"\bok\s*✅|\bok\s*✔|\bok\s*✓|\bok\s*👍|\b(?:fixed|resolved|solved|working|works|green|passing|passes|okay|good|funciona\w*|funcionou|rodando|passando|resolvid[oa]s?|corrigid[oa]s?|consertad[oa]s?|arreglad[oa]s?|solucionad[oa]s?|corregid[oa]s?|resuelt[oa]s?|réglée?s?|corrigée?s?|résolue?s?|réparée?s?|fonctionne\w*|marche\w*|verde|verts?|pasan?|passam?|passent|listo|pronto)\s*(?:✅|✔|✓|🎉|👍|🙌)|(?:直りました|直った|解決|解消|通りました|成功|修复|修好|通过|正常|搞定|没问题|好了|ok了|绿了)\s*(?:✅|✔|✓|🎉|👍|🙌)|(?:✅|✔|✓)\s*(?:に(?:なりました|なった|なって|変わ)|と(?:なりました|なった))|✅\s*了|✔\s*了|✓\s*了|(?m:^(?:fix|fixed|the fix|fix applied|solution applied|workaround|result|results|outcome|after the fix|verified|solución aplicada|arreglo|resultado|solution appliquée|après|solução aplicada|depois|修正後|変更後|修复后|修改后|改之后|改后)\s*[:：])|\b\d+ (?:consecutive |straight |back-to-back |more |further )?(?:runs|times|iterations|executions|repetitions|reruns|attempts|loops|ejecuciones|veces|iteraciones|corridas|pasadas|repeticiones|intentos|exécutions|fois|itérations|lancements|passages|essais|execuções|vezes|rodadas|iterações|repetições|tentativas)\b(?: in a row| seguidas| seguidos| consecutivas| d['’]affilée| de suite| consécutives| successives| em sequência)?[^.!?\n]{0,30}\b(?:(?:0|zero|no|without (?:a |any )?|not (?:one|a single)|cero|ningún|ninguna?|sin|zéro|aucune?|sans|nenhuma?|sem) (?:fail\w*|errors?|flak\w*|crash\w*|fallos?|errores?|échecs?|erreurs?|falhas?|erros?)|all (?:green|pass\w*|clean|succeed\w*)|todas? (?:en verde|pasan|bien)|tous (?:verts|passent|ok)|todas? (?:passa\w*|verde\w*|ok))\b|\b(?:returns?|returned|responds?|responded|gives?|gets?|serves?|renvoie\w*|retourne\w*|répond\w*|devuelve\w*|responde\w*|retorna\w*|devolve\w*|dá|dão) (?:\S+ ){0,2}(?:now|again|ya|ahora|agora|maintenant|désormais|de nouveau|à nouveau|de nuevo|otra vez|de novo|novamente) (?:\S+ ){0,2}(?:200|201|204|2xx)\b",
        // English: right, correct, quiet or good again or now; came back
        // green; a re-run that went green; a symptom noun and gone; we're
        // good; should be fine from here.
        r"\b(?:is|are|was|were|looks?|looked|seems?|seemed|reads?|comes? out|came out|coming out|['’]s|['’]re|now|all|both|stays?|stayed|everything|totals?|numbers?|sums?|values?|counts?|figures?|results?|output|dates?|amounts?|prices?) (?:all |both |finally |back |properly )?(?:right|correct|accurate|ok|okay|good|fine|sane|consistent|quiet|silent|calm|clean|stable|sensible|reasonable|plausible|as expected|in sync|in line|aligned|matching|identical|equal)(?: again| now| this time| from here(?: on)?| going forward| after (?:the|this|that) (?:fix|change|patch|tweak))\b|\b(?:match(?:es|ed)?|lines? up|lined up|adds? up|added up|agrees?|agreed|tall(?:y|ies|ied)|reconcile[sd]?|balances?|balanced)\b[^.!?\n]{0,60}\b(?:to the (?:cent|penny|byte|row|second|pixel|digit)|exactly|again)\b|\b(?:came|comes|come|coming|is|are|was|went|goes|it['’]s|they['’]re|ran|turned|turns) back (?:green|clean|ok|okay|fine|healthy|passing|successful|normal|to (?:green|normal|passing|healthy|working|expected))\b|\b(?:re-?ran|re-?run|re-?triggered|retriggered|re-?started|restarted|re-?deployed|redeployed|re-?tried|retried|re-?queued|requeued|re-?built|rebuilt|re-?kicked|kicked (?:it |them )?off again|re-?submitted|resubmitted|re-?played|replayed)\b[^.!?\n]{0,80}\b(?:green|passed|passes|passing|succeeded|succeeds|went through|goes through|worked|works|quiet|clean|fine|happy|successfully|successful)\b|\b(?:leak|error|crash|warning|bug|issue|problem|flake|flakiness|timeout|spike|regression|hang|race|deadlock|glitch|flicker|jank|lag|stutter|alert|alarm|noise|exception|panic|oom|segfault|duplicate|500|502|503|504|404|401|403)(?:s|es)? (?:now |all |completely |totally )?(?:gone|fixed|resolved|solved|sorted|cleared|silenced|away|disappeared|vanished)\b|\b(?:so|and|then|now|yep|yes|ok|okay|,|—|-) (?:we['’]re|we are|it['’]s|you['’]re|all|everything['’]s|everything is|things are|things['’]re) (?:all |now |back |finally )?(?:good|set|fine|sorted|clear|green)\b|\bshould be (?:all )?(?:good|fine|ok|okay|set|sorted|stable|solid) (?:now|from here|going forward|from now on|again)\b|\b(?:after|with|since|post)[- ](?:the |this |my |that )?(?:fix|patch|change|tweak|bump|upgrade|rollback|revert|restart)\b[^.!?\n]{0,60}\b(?:green|pass(?:es|ed|ing)?|works?|clean|gone|fine|correct\w*|right|stable|quiet|flat|steady|200|ok)\b",
        // Spanish: a result verb and ya or ahora, cuadra, era eso, en verde
        // again.
        r"\b(?:devuelv|respond|funcion|carg|gener|compil|arranc|pas|cuadr|coincid|sal|aparec|muestr|guard|envi|enví|lleg|termin|abr|descarg|imprim|proces|sincroniz|calcul|renderiz|valid|conect|levant|ejecut|complet|cierr|actualiz|refresc|pint|dibuj|orden|filtr|redirig|acept|sum)(?:a|an|e|en|ó|aron|ía|ían) (?:ya|ahora|de nuevo|otra vez|por fin|bien ya)\b|\b(?:da|dan|dio|dieron) ya\b|\bahora (?:ya |sí |también )?(?:da|dan|devuelve|devuelven|sale|salen|cuadra|cuadran|coincide|coinciden|responde|responden|funciona|funcionan|carga|cargan|pasa|pasan|muestra|muestran|aparece|aparecen|llega|llegan|genera|generan|compila|arranca|termina|guarda|envía|suma|suman|calcula)\b|\bcuadra(?:n|ba)? (?:ya|ahora|de nuevo|otra vez|bien|perfect\w*|al céntimo|exact\w*)|\b(?:era eso|eso era)\b|\b(?:de nuevo|otra vez|ya|vuelven? a estar) en verde\b",
        // French: a verb and maintenant or désormais, ça marche and a word of
        // praise, c'était ça.
        r"\b(?:se met|se mettent|change|changent|s['’]affiche\w*|appara[iî]\w*|marche\w*|fonctionne\w*|répond\w*|renvoie\w*|retourne\w*|charge\w*|s['’]ouvre\w*|compile\w*|démarre\w*|arrive\w*|tombe\w* juste|correspond\w*|colle\w*|concorde\w*|s['’]actualise\w*|se rafraîchi\w*|se synchronise\w*|s['’]enregistre\w*|se sauvegarde\w*|réussi\w*|aboutit|aboutissent|se met à jour|se mettent à jour) (?:\S+ )?(?:maintenant|désormais|à présent|enfin|du premier coup)\b|\b(?:ça|cela|tout|le tout) (?:re)?(?:marche|fonctionne|tourne|roule|passe)\b (?:\S+ ){0,2}(?:bien|nickel|niquel|tonnerre|parfaitement|impeccabl\w*|poil|roulettes|charme|super|sans (?:souci|problème|erreur|accroc))|\bc['’]était (?:bien )?ça\b",
        // Japanese: turned green or a check mark, became able to, emptied,
        // every item went through, this is OK now, runs repeated without
        // failing, values match.
        r"(?:✅|緑|グリーン|green|パス|成功|正常|ok|通過)\s*(?:に|と)(?:なりました|なった|なって|変わ)|ようになっ(?:ています|てます|ており)|空に(?:なりました|なった|なっています|なってます|なって)|全件[^。！？\n]{0,8}(?:完了|成功|処理され|通り|通っ|正常)|これで\s*(?:ok|大丈夫|いけ|解決|直|問題な|完了)|\d+\s*回(?:連続|実行|回し|繰り返|ループ|試|流し)[^。！？\n]{0,20}(?:0|０|ゼロ|全て|すべて|全部|一度も|失敗なし|成功|通過|通り|パス|落ちず)|一致するように|正しく(?:なりました|なっています)",
        // Chinese: a bare "done" line, now and correct, no problem, no errors
        // any more, passes steadily, runs repeated without failing.
        r"(?m:(?:^|。|！)\s*(?:好了|搞定了?|行了|ok了|可以了|解决了|修好了|没问题了)\s*(?:[。！!.]|$))|现在[^。！？\n，,]{0,12}(?:正确|正常|对了|没问题|通过|不再)|(?:都|均|全部|也|完全)没(?:有)?问题|没(?:有)?(?:错误|报错|错|问题|异常|警告|告警|失败|崩溃|超时)了|稳定(?:通过|跑通|成功)|\d+\s*(?:次|遍|轮)[^。！？\n]{0,20}(?:0|零|全部|都|均|没有?|无)\s*(?:失败|报错|通过|成功|正常|问题|出错)|(?:改|修改|修复|修正|调整|换)(?:之|以)?后[^。！？\n]{0,20}(?:正常|通过|成功|正确|没问题|好了|不再|消失|一致)",
        // English: runs without errors, stays flat, the leak stopped, shows
        // the correct value, a result word and a check mark later on the line.
        r"\b(?:runs?|ran|running|completes?|completed|finish(?:es|ed)|starts?|started|boots?|booted|executes?|executed|goes|went|passes|passed|works?|worked|fires?|fired|triggers?|triggered|processes|processed|imports?|imported)\b (?:\S+ ){0,3}without (?:an? |any )?(?:single )?(?:errors?|issues|problems|crash\w*|fail\w*|exceptions?|a hitch|hiccups?|warnings?|panics?|timeouts?|complaints?)\b|\b(?:stays?|stayed|staying|holds?|held|holding|remains?|remained|has been|is now|sits?|sat|sitting) (?:\S+ )?(?:flat|steady|constant|level)\b|\bplateau(?:ed|s)\b|\b(?:leak|growth|climb|creep|spam|flicker\w*|loop|duplicates?|errors?|crash(?:es)?|restarts?|alerts?) (?:\S+ )?(?:has |have |had )?(?:stopped|ceased|halted|stabili[sz]ed|leveled off|levelled off|flattened)\b|\b(?:shows?|showing|displays?|displaying|returns?|returning|reports?|prints?|renders?) (?:now |again )?(?:the )?(?:correct|right|expected|updated) \S+|\b(?:working|works|fixed|resolved|green|passing|functional|operational)\b[^.!?\n]{0,60}(?:✅|✔|✓)",
        // Spanish: ya se ven, correctos, runs without errors, the leak
        // stopped, stays flat, green again, funcionando and a check mark.
        r"\bya se ven?\b|\b(?:se ven?|se muestran?|salen?|aparecen?|quedan?|quedaron|llegan?|devuelven?|muestran?|están?|son) (?:\S+ ){0,3}(?:correct[oa]s?|actualizad[oa]s?|exact[oa]s?)\b|\b(?:corre|corren|funciona|funcionan|arranca|arrancan|termina|terminan|terminó|se ejecuta|se ejecutan|compila|pasa|pasan|procesa|importa|carga|cargan)\w* (?:\S+ ){0,3}sin (?:ningún |un solo |ni un )?(?:errores|error|fallos?|problemas?|excepciones?|caídas?|incidencias?|cuelgues?|avisos?|warnings?)\b|\b(?:fuga|crecimiento|consumo|memoria|error|fallo|bucle|spam|parpadeo|duplicado|reinicio|alerta|aumento|subida)\w* (?:\S+ ){0,2}(?:se detuvo|se paró|se frenó|paró|cesó|se cortó|se estabilizó|se estancó|se aplanó)|\b(?:se mantiene|se mantuvo|se queda|se quedó|permanece) (?:\S+ )?(?:plan[oa]|constante|estable en)\b|\b(?:verde|en verde) (?:de nuevo|otra vez)\b|\b(?:funcionando|funciona|funcionan|andando)\b[^.!?\n]{0,60}(?:✅|✔|✓)|\bfuncionando (?:con|bien|correctamente|perfectamente|de nuevo|otra vez|sin)\b",
        // French: runs without errors, they are OK, the leak stopped, stays
        // flat, green again, a result word and a check mark.
        r"\b(?:tourne\w*|passe\w*|marche\w*|fonctionne\w*|s['’]exécute\w*|se termine\w*|termine\w*|démarre\w*|compile\w*|se lance\w*|aboutit|aboutissent|se déroule\w*|s['’]est déroulé\w*|importe\w*|charge\w*) (?:\S+ ){0,3}sans (?:aucune? |la moindre |le moindre |une seule |un seul )?(?:erreurs?|échecs?|plantages?|crash\w*|soucis?|problèmes?|accrocs?|exceptions?|timeouts?|incidents?|avertissements?|warnings?)\b|\bsont (?:tous |toutes |bien |maintenant |désormais |de nouveau |à nouveau )*(?:ok|corrects|correctes|justes|bons|bonnes)\b|\best (?:maintenant |désormais |de nouveau |à nouveau |bien )+(?:ok|correcte?|juste|bon|bonne)\b|\b(?:fuite|croissance|consommation|mémoire|erreurs?|plantages?|alertes?|doublons?|boucle|spam|clignotement|scintillement|redémarrages?)\w* (?:\S+ ){0,2}(?:s['’]est|se sont) (?:arrêtée?s?|stabilisée?s?|calmée?s?|tassée?s?)|\b(?:reste|restent|se stabilise\w*) (?:\S+ )?(?:plate|plat|constante?|stable autour|stable à)\b|\bplafonne\w*|\bvert(?:e|s|es)? (?:à nouveau|de nouveau|maintenant|désormais)\b|\b(?:fonctionne\w*|fonctionnel\w*|opérationnel\w*|marche\w*|vert\w*|réparée?s?|corrigée?s?)\b[^.!?\n]{0,60}(?:✅|✔|✓)|\bon voit (?:maintenant |enfin |bien |désormais )?les (?:bons|bonnes|nouveaux|nouvelles)\b",
        // Portuguese: funcionando com, a result word and a check mark, green
        // again, runs without errors, correct values, the leak stopped.
        r"\b(?:funcionando|funciona|funcionou|rodando|passando)\b[^.!?\n]{0,60}(?:✅|✔|✓)|\bfuncionando (?:com|bem|direito|certinho|perfeitamente|corretamente|normalmente|de novo|novamente|outra vez|sem)\b|\bverdes? (?:de novo|novamente|outra vez|agora)\b|\b(?:de novo|novamente|outra vez) (?:no |em )?verde\b|\b(?:roda|rodou|rodando|funciona|funcionou|executa|executou|termina|terminou|compila|compilou|sobe|subiu|passa|passou|corre|correu|importa|importou|processa|processou|carrega|carregou)\w* (?:\S+ ){0,3}sem (?:nenhum |nenhuma |um único |uma única )?(?:erros?|falhas?|problemas?|exceç(?:ão|ões)|travar|cair|quebrar|avisos?|warnings?|timeouts?)\b|\b(?:aparece|aparecem|mostra|mostram|vê|veem|sai|saem|fica|ficam|ficou|ficaram|chega|chegam|retorna|retornam|vem|vêm|estão|são) (?:\S+ ){0,3}(?:corret[oa]s?|atualizad[oa]s?|exat[oa]s?)\b|\bjá (?:se )?(?:vê|veem|aparece|aparecem|mostra|mostram)\b|\b(?:vazamento|crescimento|consumo|memória|erros?|falhas?|loop|spam|pisca\w*|duplica\w*|alertas?|reinícios?)\b (?:\S+ ){0,2}(?:parou|pararam|estabilizou|estabilizaram|cessou|cessaram|se estabilizou)|\b(?:fica|ficou|se mantém|se manteve|permanece|permaneceu) (?:\S+ )?(?:plan[oa]|constante|estável em)\b",
        // Japanese: the leak stopped, flat, correctly shown, green again, a
        // result word and a check mark.
        r"(?:リーク|増加|増え|メモリ|ログ|通知|重複|ループ|スパム|ちらつき|点滅|暴走|肥大|膨張|上昇|エラー|警告|再起動|アラート)[^。！？\n]{0,6}(?:止まりました|止まった|止まっています|収まっています|落ち着きました|落ち着いています)|横ばい|頭打ち|増えなく|増えていません|(?:一定|安定)(?:で推移|しています|になりました)|正しく(?:表示|反映|計算|出力|処理|返|動|取得|保存|集計)|正しい[^。！？\n]{0,12}(?:表示され|返って|返るよう|出る|出ています|反映され|になりました|になっています)|(?:再び|また|無事)(?:グリーン|緑|通る|通りました|パス)|(?:動作|動いて|動きます|正常|グリーン|通過|成功)[^。！？\n]{0,30}(?:✅|✔|✓)",
        // Chinese: no longer (不再…了), the leak stopped, runs without
        // errors, shows the correct value, a result word and a check mark.
        r"不再[^。！？\n，,]{0,8}了|(?:不再|没再|再也不|再没)(?:闪|跳|抖|重复|丢|漏|卡|崩|挂|报|出|失败|超时|触发|复现|发生|增长|涨|泄|乱|错|白屏|弹|刷)|(?:泄漏|泄露|增长|上涨|内存|占用|告警|报错)[^。！？\n]{0,6}(?:止住了|停住了|停止了|稳住了|不涨了|持平|平稳|稳定在)|(?:运行|跑|执行|启动|编译|构建|导入|处理|部署)[^。！？\n，,]{0,10}(?:没有|没|无|未)(?:任何|再)?(?:报错|错误|异常|失败|崩溃)|(?:显示|返回|展示|计算|输出|价格|金额|数据|结果|数字)(?:的)?(?:都|也|已经|已|现在)?(?:是)?正确|正确(?:显示|返回|展示|计算|输出|渲染)|(?:正常|通过|成功|好了|绿了)[^。！？\n]{0,30}(?:✅|✔|✓)",
        // All languages: a check mark and then a result word ("✔ passes" as
        // well as "passes ✔"), and a row that goes from a cross to a
        // check mark.
        r"✅[^\S\n]*(?:[^\s\d(（✅✔✓☑❌][^\s✅✔✓☑❌]*[^\S\n]+){0,3}?(?:fixed|resolved|solved|sorted|working|works|green|passing|passes|passed|pass|good|fine|stable|gone|eliminated|logged in|funciona\w*|funcionou|rodando|passando|resolvid[oa]s?|corrigid[oa]s?|consertad[oa]s?|arreglad[oa]s?|solucionad[oa]s?|corregid[oa]s?|resuelt[oa]s?|réglée?s?|corrigée?s?|résolue?s?|réparée?s?|fonctionne\w*|marche\w*|verdes?|en verde|vert(?:e|s|es)?|au vert|eliminad[oa]s?|éliminée?s?|logad[oa]s?|logueado|conectad[oa]|connectée?|estable|estável|normal|normale|ok|okay)\b|✅[^\S\n]*(?:通过|正常|成功|修复|修好|解决|搞定|没问题|好了|绿了|消失|走通|跑通|直りました|直った|解決|解消|通りました|通過|パス|グリーン|動作|問題なし)|✔[^\S\n]*(?:[^\s\d(（✅✔✓☑❌][^\s✅✔✓☑❌]*[^\S\n]+){0,3}?(?:fixed|resolved|solved|sorted|working|works|green|passing|passes|passed|pass|good|fine|stable|gone|eliminated|logged in|funciona\w*|funcionou|rodando|passando|resolvid[oa]s?|corrigid[oa]s?|consertad[oa]s?|arreglad[oa]s?|solucionad[oa]s?|corregid[oa]s?|resuelt[oa]s?|réglée?s?|corrigée?s?|résolue?s?|réparée?s?|fonctionne\w*|marche\w*|verdes?|en verde|vert(?:e|s|es)?|au vert|eliminad[oa]s?|éliminée?s?|logad[oa]s?|logueado|conectad[oa]|connectée?|estable|estável|normal|normale|ok|okay)\b|✔[^\S\n]*(?:通过|正常|成功|修复|修好|解决|搞定|没问题|好了|绿了|消失|走通|跑通|直りました|直った|解決|解消|通りました|通過|パス|グリーン|動作|問題なし)|✓[^\S\n]*(?:[^\s\d(（✅✔✓☑❌][^\s✅✔✓☑❌]*[^\S\n]+){0,3}?(?:fixed|resolved|solved|sorted|working|works|green|passing|passes|passed|pass|good|fine|stable|gone|eliminated|logged in|funciona\w*|funcionou|rodando|passando|resolvid[oa]s?|corrigid[oa]s?|consertad[oa]s?|arreglad[oa]s?|solucionad[oa]s?|corregid[oa]s?|resuelt[oa]s?|réglée?s?|corrigée?s?|résolue?s?|réparée?s?|fonctionne\w*|marche\w*|verdes?|en verde|vert(?:e|s|es)?|au vert|eliminad[oa]s?|éliminée?s?|logad[oa]s?|logueado|conectad[oa]|connectée?|estable|estável|normal|normale|ok|okay)\b|✓[^\S\n]*(?:通过|正常|成功|修复|修好|解决|搞定|没问题|好了|绿了|消失|走通|跑通|直りました|直った|解決|解消|通りました|通過|パス|グリーン|動作|問題なし)|☑[^\S\n]*(?:[^\s\d(（✅✔✓☑❌][^\s✅✔✓☑❌]*[^\S\n]+){0,3}?(?:fixed|resolved|solved|sorted|working|works|green|passing|passes|passed|pass|good|fine|stable|gone|eliminated|logged in|funciona\w*|funcionou|rodando|passando|resolvid[oa]s?|corrigid[oa]s?|consertad[oa]s?|arreglad[oa]s?|solucionad[oa]s?|corregid[oa]s?|resuelt[oa]s?|réglée?s?|corrigée?s?|résolue?s?|réparée?s?|fonctionne\w*|marche\w*|verdes?|en verde|vert(?:e|s|es)?|au vert|eliminad[oa]s?|éliminée?s?|logad[oa]s?|logueado|conectad[oa]|connectée?|estable|estável|normal|normale|ok|okay)\b|☑[^\S\n]*(?:通过|正常|成功|修复|修好|解决|搞定|没问题|好了|绿了|消失|走通|跑通|直りました|直った|解決|解消|通りました|通過|パス|グリーン|動作|問題なし)",
        r"❌[^\n]{0,60}\n[^\S\n]*[✅✔✓🟢]|❌[^\n]{0,40}(?:→|->|=>)[^\n]{0,10}[✅✔✓🟢]|✗[^\n]{0,60}\n[^\S\n]*[✅✔✓🟢]|✗[^\n]{0,40}(?:→|->|=>)[^\n]{0,10}[✅✔✓🟢]|✘[^\n]{0,60}\n[^\S\n]*[✅✔✓🟢]|✘[^\n]{0,40}(?:→|->|=>)[^\n]{0,10}[✅✔✓🟢]|🔴[^\n]{0,60}\n[^\S\n]*[✅✔✓🟢]|🔴[^\n]{0,40}(?:→|->|=>)[^\n]{0,10}[✅✔✓🟢]|⛔[^\n]{0,60}\n[^\S\n]*[✅✔✓🟢]|⛔[^\n]{0,40}(?:→|->|=>)[^\n]{0,10}[✅✔✓🟢]|❎[^\n]{0,60}\n[^\S\n]*[✅✔✓🟢]|❎[^\n]{0,40}(?:→|->|=>)[^\n]{0,10}[✅✔✓🟢]",
        // English: a symptom noun and a copula and fixed or gone, fixed across
        // all of something, works on every device, all good now, kept every
        // time, no more lost things, stays open through, running again.
        r"\b(?:leak|error|crash|warning|bug|issue|problem|flake|flakiness|flakes|timeout|spike|regression|hang|race|deadlock|glitch|flicker|jank|lag|stutter|alert|alarm|exception|panic|oom|npe|segfault|duplicate|500|502|503|504|404|401|403)(?:s|es)? (?:is |are |was |were |has been |have been |['’]s |['’]re )(?:now |all |completely |totally |finally |fully |officially )?(?:gone|fixed|resolved|solved|sorted|cleared|silenced|eliminated|eradicated|squashed|killed|addressed|handled|taken care of|a thing of the past)\b|\b(?:is|are|has been|have been|['’]s|['’]re|now) (?:now |all |finally |fully )?(?:fixed|resolved|solved|sorted|stabili[sz]ed|working|passing|green|good|fine) (?:across|everywhere|for good|on (?:all|every|each|both)|in (?:all|every|each|both)|for (?:all|every|each|both))\b|\b(?:is|are|has been|have been|now) (?:now |finally |fully )?stabili[sz]ed\b|\b(?:works?|working|worked|good|fine|ok|okay|passes|passing|passed|green|renders?|rendering|loads?|loading)\b (?:\S+ ){0,2}(?:on|in|across|for|with) (?:all|every|each|both)(?: of the)? (?:\S+ ){0,2}(?:browsers?|devices?|sizes?|platforms?|environments?|envs|targets?|architectures?|arches|versions?|screens?|regions?|nodes?|machines?|runners?|specs?|configs?|locales?|shards?)\b|\ball (?:good|set|fine|ok|okay|clear|green)\b[^.!?\n]{0,40}\b(?:now|again|everywhere)\b|\b(?:is|are|was|were|gets?|got|stays?|stayed) (?:now |still )?(?:kept|saved|preserved|persisted|retained|restored|applied|delivered|sent|shown|rendered|updated|correct|right|intact|there) every (?:single )?time\b|\b(?:works?|passe[sd]|succeed(?:s|ed)|persists?|saves?|loads?|renders?|holds?|sticks?) (?:\S+ ){0,2}every (?:single )?time\b|\bno more (?:\S+ )?(?:lost|missing|dropped|broken|stuck|duplicated?|double|blank|empty|stale|wrong|corrupt\w*|truncated|garbled|frozen|failed|failing|flaky|random|phantom|ghost|orphan\w*|hung|zombie)\b|\b(?:stays?|stayed|remains?|remained|keeps?|kept|holds?|held) (?:\S+ )?(?:open|up|connected|alive|responsive|online|in sync) (?:through|for|over|during|across|past|beyond|after)\b|\bshould (?:now )?(?:be )?(?:working|work|behave|be right|be correct) (?:now|again|from here|fine|correctly|properly|as expected)\b|\b(?:running|passing|building|loading|responding|compiling|booting|deploying|syncing|rendering|connecting) (?:\S+ )?again\b|\b(?:comes?|came|shows?|showed|shows up|showed up|turns?|turned|lights? up|lit up) (?:up |out |all )?green\b|\bnow (?:\S+ ){0,2}(?:returns|gives|lists|counts|yields|produces|includes|finds|reports) (?:all |the |\S+ )?(?:\d+|correct|right|expected|full|complete)\b|(?m:\bafter (?:the |this |that |my )?(?:change|fix|patch|tweak|edit)e?s?\s*:\s*$)",
        // Spanish: ya se and a verb, sale en verde, debería estar bien ya,
        // funcionando de nuevo, en todos los navegadores, cada vez, no more
        // lost things, eliminated, estabilizado, ahora devuelve N.
        r"\b(?:sale|salen|salió|salieron|aparece|aparecen|queda|quedan|quedó|quedaron|se pone|se ponen|se puso|vuelve|vuelven|volvió|está|están) (?:ya |ahora |de nuevo |otra vez |todo |todos |también )*en verde\b|\b(?:ya|ahora|de nuevo|otra vez)\b(?: \S+){1,3} en verde\b|\bdeber[íi]an? (?:de )?(?:ya )?(?:estar|quedar|ir|funcionar|andar|salir) (?:ya |ahora |todo )?(?:bien|ok|correct\w*|resuelt\w*|arreglad\w*|solucionad\w*|estable|en verde|en orden|normal\w*)\b|\bdeber[íi]an? (?:ya )?(?:funcionar|ir bien|andar bien|pasar)\b(?: \S+)? (?:ya|ahora|bien|de nuevo|sin)\b|\b(?:funcionando|corriendo|pasando|andando|arrancando|cargando|respondiendo|compilando|rulando) (?:\S+ )?(?:de nuevo|otra vez|nuevamente)\b|\b(?:funciona|funcionan|funcionando|va bien|anda|andan|se ve|se ven|pasa|pasan|carga|cargan)\b (?:\S+ ){0,2}en (?:todos|todas|ambos|ambas|cada) (?:los |las )?(?:\S+ )?(?:navegadores|navegador|dispositivos|dispositivo|entornos|plataformas|tamaños|pantallas|versiones|arquitecturas|máquinas|nodos|regiones|casos)\b|\b(?:se (?:guarda|conserva|mantiene|envía|aplica|muestra|actualiza)n?|funciona|funcionan|pasa|pasan) (?:\S+ ){0,2}(?:cada vez|todas las veces)\b|\bya no (?:hay|quedan|salen|se pierden|aparecen) (?:más )?(?:\S+ )?(?:perdid|duplicad|rot|vací|colgad|huérfan|fantasma|flaky|fallos|errores|nan)\w*|\bse acab(?:ó|aron) (?:el|la|los|las|lo de) (?:\S+ )?(?:flaky|flakiness|inestab|perdid|duplicad|nan|nulos)\w*|\b(?:error|fallo|excepción|npe|crash|bug|problema|fuga|cuelgue)(?:es|s)? (?:\S+ )?(?:eliminad[oa]s?|erradicad[oa]s?)\b|\b(?:está|están|quedó|quedaron|queda|quedan|ha quedado|han quedado) (?:ya )?estabilizad[oa]s?\b|\bahora (?:\S+ )?(?:devuelve|trae|lista|cuenta|muestra|da)n? (?:los |las |el |la )?\d+|(?m:\bdespués (?:del|de la|de los|de las) (?:cambio|arreglo|ajuste|corrección|parche|fix)(?:es|s)?\s*:\s*$)",
        // French: stabilisé, plus de flaky, works on every browser, working
        // again, devrait être bon, green again, kept every time, eliminated,
        // maintenant renvoie N.
        r"\b(?:est|sont|a été|ont été|c['’]est) (?:maintenant |désormais |enfin |bien )?stabilisée?s?\b|\bplus de (?:\S+ )?(?:flaky|flak\w*|instabilit\w*|échecs?|bugs?|pertes?|perdu\w*|écrans? blancs?|doublons?|lags?|sauts?|clignot\w*|npe|nan)\b|\b(?:fonctionne|fonctionnent|marche|marchent|passe|passent|tourne|tournent|s['’]affiche|s['’]affichent|répond|répondent)\w* (?:\S+ ){0,2}(?:sur|dans|pour|avec) (?:tous|toutes|les deux|chaque) (?:les )?(?:\S+ )?(?:navigateurs?|appareils?|environnements?|plateformes?|tailles|écrans|versions|architectures|machines|nœuds|régions|cas)\b|\b(?:fonctionne\w*|marche\w*|passe\w*|tourne\w*|répond\w*|compile\w*|démarre\w*|charge\w*) (?:\S+ )?(?:de nouveau|à nouveau)\b|\bdevrai(?:t|ent) (?:maintenant |désormais )?(?:être (?:bon|bonne|ok|correct\w*|réglé\w*|résolu\w*|stable|au vert)|aller|marcher|fonctionner|passer)\b|\b(?:sort\w*|ressort\w*|revien\w*|appara\w*|s['’]affiche\w*|repasse\w*) (?:\S+ )?(?:au |en )?vert(?:e|s|es)?\b|\b(?:conservée?s?|gardée?s?|sauvegardée?s?|enregistrée?s?|passe|passent|fonctionne|fonctionnent|marche|marchent) (?:\S+ ){0,2}(?:à chaque fois|systématiquement|tout le temps)\b|\b(?:erreur|exception|npe|crash|plantage|bug|problème|fuite)s? (?:\S+ )?éliminée?s?\b|\bmaintenant (?:\S+ )?(?:renvoie|retourne|affiche|donne|liste)n?t? (?:les |la |le )?\d+|(?m:\baprès (?:le |la |les |ce |cette |ma |mon )?(?:modification|changement|correctif|correction|ajustement|patch|fix)s?\s*:\s*$)",
        // Portuguese: rodando de novo, works on every browser, deve estar ok,
        // agora retorna N, eliminated, estabilizado, sai verde, every time,
        // no more lost things.
        r"\b(?:rodando|funcionando|passando|subindo|respondendo|carregando|compilando|andando|correndo|a (?:correr|funcionar|rodar|passar|dar)) (?:\S+ )?(?:de novo|novamente|outra vez)\b|\b(?:funcionando|funciona|funcionam|roda|rodam|rodando|passa|passam|passando|abre|carrega)\b (?:\S+ ){0,2}(?:em|nos|nas) (?:todos|todas|ambos|ambas|cada|os dois|as duas|dois|duas) (?:os |as )?(?:\S+ )?(?:navegadores?|dispositivos?|ambientes?|plataformas?|tamanhos|telas|versões|arquiteturas|máquinas|nós|regiões|casos)\b|\b(?:verdes?|funcionando|ok) (?:nas|nos|em) (?:duas|dois|todas|todos|ambas|ambos)\b|\bdev(?:e|eria|em|eriam) (?:estar|ficar|funcionar|rodar|passar|ir)(?: \S+)? (?:ok|bem|certo|corret\w*|resolvid\w*|normal\w*|funcionando|estável|no verde)\b|\bagora (?:\S+ )?(?:retorna|devolve|traz|mostra|lista|conta|exibe|dá|vem|vêm)m? (?:os |as |o |a )?\d+|\b(?:npe|nullpointerexception|erro|exceção|exception|crash|falha|bug|problema|vazamento|leak|travamento)s? (?:\S+ )?(?:eliminad[oa]s?|erradicad[oa]s?)\b|\b(?:está|estão|ficou|ficaram|foi|foram) (?:\S+ )?estabilizad[oa]s?\b|\b(?:sai|saem|saiu|saíram|vem|veio|voltou|voltaram|passou|passaram|ficaram|tá|estão) (?:\S+ )?(?:verde|verdes|no verde)\b|\b(?:salv|guard|mant|preserv|envi|aplic)\w* (?:\S+ ){0,2}(?:toda vez|todas as vezes)\b|\bnão (?:há|tem) mais (?:\S+ )?(?:perd|duplic|erro|falha|flaky|travament|nan|nul)\w*|(?m:\bdepois (?:da|do|das|dos) (?:alteração|mudança|correção|ajuste|patch|fix)\w*\s*:\s*$)",
        // Japanese: works on every browser, every time, stabilised, should be
        // fixed, after the change and a colon, working again.
        r"(?:全て|すべて|全部|どの|各)(?:の)?(?:ブラウザ|端末|デバイス|環境|画面サイズ|os|プラットフォーム|アーキテクチャ)[^。！？\n]{0,10}で[^。！？\n]{0,10}(?:動|正常|表示|通|成功|問題な)|毎回(?:ちゃんと|正しく)?(?:保存|保持|残|表示|通|成功|動)|安定化(?:しました|できました|済み)|安定させました|(?:直った|治った|解消した|動いた|通った)(?:と思います|はずです)|(?m:(?:変更|修正|調整)(?:した)?(?:後|あと)\s*[:：]\s*$)|(?:再び|ふたたび)(?:動|正常|通|パス|成功)|(?:消え|失われ|欠け)なく",
        // Chinese: 消失 with an adverb, 也好了, the problem is good now, runs
        // normally, 走通, 都过了, zero restarts, every browser, after the
        // change and a colon, every time, stabilised.
        r"(?:已经|已|都|也|就|全部|彻底|基本|完全)消失|消失(?:了|掉了|不见)|(?:已经|现在|都|又|也|就|全|全部|基本|终于|总算)好了|(?:问题|bug|毛病|报错|错误|故障|异常)(?:也|都|就|已经|已)?(?:好了|没了)|(?:可以|能够?)(?:正常|顺利)(?:跑|运行|执行|完成|启动|工作|使用|加载|显示|登录|打开|访问|部署)[^。！？\n，,]{0,6}(?:了|完)|走通|(?:\b0|零)\s*(?:次|个)\s*(?:重启|报错|错误|失败|超时|异常|崩溃)|(?:所有|全部|各个|每个|几个|两个|三个|四个)(?:浏览器|设备|环境|平台|机型|尺寸|架构|节点)[^。！？\n]{0,12}(?:都|均|全部)(?:正常|能|可以|通过|没问题|成功|点过|测过)|(?m:(?:改|换|调|修|加|删|挪|补|替换|更新|升级)[^。！？\n]{0,40}(?:之后|以后)\s*[:：，,]?\s*$)|每次都(?:能|可以)?(?:正常|保存|保留|通过|成功)|(?:已经|已)稳定|应该(?:就)?(?:正常|可以|行|没事)了|现在(?:能|会)?(?:返回|显示|查到|拿到|得到)\s*\d|(?:npe|空指针|异常|报错|错误|崩溃|内存泄漏)(?:已经|已|也|都)?(?:被)?(?:消除|清除|根除)|(?:不再|没再)(?:是)?\s*flaky",
        // All languages: stays open or connected through a test, zero restarts,
        // all fine now, N items come back (the neighbours of round six's
        // families).
        r"\b(?:0|zero) (?:restarts?|reboots?|crashloops?|oomkills?)\b|\b(?:se mantiene|se mantuvo|sigue|siguió|permanece|permaneció)n? (?:abiert|conectad|en línea|arriba)\w* (?:durante|por|tras|más de|a lo largo)\b|\btodo (?:ok|correcto|en orden)\b[^.!?\n]{0,40}\b(?:ahora|ya|de nuevo|en todos|en todas)\b|\b0 redémarrages?\b|\b(?:reste|restent|est resté\w*|sont resté\w*|tient|tiennent) (?:ouverte?s?|connectée?s?|en ligne|actif|active|debout) (?:pendant|sur|après|au-delà|tout au long)\b|\b(?:zero|0|nenhum) (?:reinícios?|restarts?|reinicializaç\w*)\b|\b(?:fica|ficou|continua|continuou|se mantém|se manteve|permanece|permaneceu) (?:abert|conectad|online|de pé|no ar)\w* (?:durante|por|após|depois de|mais de|ao longo)\b|\btudo (?:ok|certo|em ordem)\b[^.!?\n]{0,40}\b(?:agora|de novo|em todos|em todas)\b",
        r"(?:切れず|落ちず|切断されず|途切れず)に|再起動[^。！？\n]{0,4}(?:0|０|ゼロ)\s*回|\d+\s*件(?:すべて|全部)?(?:が|を|とも)?(?:返って|返る|返ります|取得でき|表示され|出てき)|(?:すべて|全て|全部)(?:問題なし|問題ありません)|(?:没有|没|不再|没再)(?:断开|断线|掉线|断连)|(?:重启|报错|错误)(?:次数)?\s*(?:为|是)?\s*(?:0|零)\s*次",
        // All languages (round 7): worked first time; a closing word and a
        // check mark; duplicates or errors eliminated as a bare participle;
        // totals consistent with the books; passes for any date or input now.
        r"\b(?:worked|works|passed|passes|went through|came up|started|built|booted|ran|succeeded|deployed|installed)\b[^.!?\n]{0,30}\b(?:(?:on )?the first (?:try|attempt|go)\b|first time round\b|first time(?:\s*[.,;:!)]|(?:\s*$|[ \t]*\n[ \t]*\n)))|\ba la primera(?: vez\b|\s*[.,;:!)]|(?:\s*$|[ \t]*\n[ \t]*\n))|\bdu premier coup\b|\bde primeira(?:\s*[.,;:!)]|(?:\s*$|[ \t]*\n[ \t]*\n))|\bna primeira tentativa\b|一発で|一次(?:就|性)(?:成功|通过|跑通|过了|起来)|\b(?:fechado|feito|pronto|concluído|encerrado|cerrado|hecho|terminado|done|closed|finished|clos|réglé|terminé|fini)\s*[✅✔✓🎉👍🙌👌]|(?:完了|対応済み|搞定|完成|结束|好了)\s*[✅✔✓🎉👍🙌👌]|\b(?:passa|passam|funciona|funcionam|roda|rodam|works|passes|runs|pasa|pasan|funciona|passe|passent|fonctionne|marche)\b[^.!?\n]{0,40}(?:👌|💪|🚀)|\b(?:duplicates?|dupes|double entries|errors?|warnings?|crash(?:es)?|leaks?|discrepanc(?:y|ies)|mismatch(?:es)?)\s+(?:\S+\s+)?(?:eliminated|removed|gone|cleared|resolved|fixed)\s*(?:[.!✅✔✓]|$)|\b(?:doublons?|lignes? en double|erreurs?|écarts?|fuites?|alertes?|avertissements?|plantages?)\s+(?:\S+\s+)?(?:éliminée?s?|résorbée?s?|disparue?s?|supprimée?s?|corrigée?s?)\b|\b(?:duplicados?|duplicadas?|errores|fallos|descuadres?|fugas?|avisos?)\s+(?:\S+\s+)?(?:eliminad[oa]s?|resuelt[oa]s?|desaparecid[oa]s?|corregid[oa]s?)\b|\b(?:duplicad[oa]s|duplicatas?|erros|falhas|divergências?|vazamentos?|avisos?)\s+(?:\S+\s+)?(?:eliminad[oa]s?|resolvid[oa]s?|sumid[oa]s?|removid[oa]s?|corrigid[oa]s?)\b|(?:重複|二重登録|エラー|不整合)(?:が|も|は)?(?:解消|なくなり|消え)|(?:重复|重复数据|重复记录|报错|差异)(?:已经|已|也|都)?(?:消除|清除|没了|去掉了)|\b(?:cohérente?s?|conformes?) (?:avec|à|aux) (?:la |les |le |l['’])?(?:compta\w*|attendu|chiffres de|référence|relevé|banque|facturation)|\bretombe\w* à\b|\b(?:coherentes?|cuadr\w*|coincide\w*) con (?:la |el |los |las |lo )?(?:contabilidad|esperado|banco|facturación|extracto|cifras de)|\b(?:coerentes?|bate\w*|confere\w*) com (?:a |o |os |as )?(?:contabilidade|esperado|banco|extrato|faturamento|números d)|\b(?:consistent with|in line with|reconciles? with|ties? (?:out )?(?:to|with)|agrees? with) (?:the )?(?:books|ledger|accounting|finance|expected|invoices?|bank|source|baseline|prod(?:uction)?|reference)\b|(?:と|に)一致(?:しました|しています|するようになり)|整合(?:が取れ|しました)|(?:对上了|吻合了|一致了)|\bagora (?:\S+ )?(?:passa|passam|compila|carrega|carregam|sobe|abre|conecta)\b|\b(?:passa|passam|funciona|funcionam|roda|rodam)\b (?:\S+ ){0,2}(?:em|com|para|pra) qualquer\b|\b(?:pasa|pasan|funciona|funcionan|va|van)\b (?:\S+ ){0,2}(?:con|en|para) cualquier\b|\b(?:passe|passent|fonctionne|fonctionnent|marche|marchent)\b (?:\S+ ){0,2}(?:quel(?:le)?s? que soi(?:t|ent)|pour n['’]importe)|\b(?:passes|works|runs|holds)\b (?:\S+ ){0,2}(?:for|on|with|in|at) any (?:date|day|month|time|timezone|input|value|locale|size|order|hour)\b|(?:どの|いつ|どんな)[^。！？\n]{0,10}でも[^。！？\n]{0,10}(?:通|動|成功|パス|正常)|(?:任何|任意|哪天|什么时候)[^。！？\n]{0,10}都(?:能|可以)?(?:通过|过|正常|跑通)",
        // Round ten, per language: the issue can be closed or is marked resolved,
        // considered fixed, a service working again as a gerund, the cause
        // admitted unknown (not sure what was going on, no sabría decir cuál),
        // a one-off or fluke, back to green (est repassé au vert).
        r"(?:#\d+|\b(?:the issue|the ticket|this issue|this ticket|the bug|the incident)) (?:can|could|should) (?:now |safely |probably )?be (?:closed|marked (?:as )?(?:resolved|fixed|done))(?:\s*[.!,;:)—–-]|\s*$| (?:now|too|then|since|once|after|with|because)\b)|\b(?:i['’]ll|i will|i['’]ve|i have|i|we['’]ll|we) mark(?:ed)? (?:it |this |that |them |#\d+ |[a-z]+-\d+ |(?:the |this |that )?(?:\S+ )?(?:issue|ticket|bug|incident|jira|card|alert)s? )?as (?:resolved|fixed|solved|closed)\b|\b(?:consider|call|deem|count)(?:s|ed|ing)? (?:this|it|that|the (?:bug|issue|flake|ticket|test|incident)) (?:one )?(?:fixed|resolved|solved|closed|sorted)\b|\b(?:marc|marqu)\w* (?:(?:el |la |le |l['’]|o |a |los |las |les |os |as )?(?:ticket|issue|bug|incident\w*|incidencia|chamado|tarefa|tarea|tâche)s? |#\d+ )?(?:como|comme) (?:resuelt|cerrad|solucionad|résolu|clos|fermé|resolvid|fechad)\w*|\b(?:lo|la) doy por (?:resuelt|cerrad|arreglad)\w*|\bconsidér\w* (?:\S+ ){0,2}?comme (?:résolu|réglé|corrigé)\w*",
        r"\b(?:is|are|['’]s|['’]re)(?: now)? (?:resolving|working|loading|responding|connecting|syncing|arriving|flowing|rendering|booting|delivering|authenticating|coming through|showing up)(?: (?:fine|normally|properly|correctly|reliably|as expected|now|(?:for|in|from|across|on (?:all|both|every|prod|staging)) (?:\S+ ){0,2}?\S+))? again\b|\bbacklog is (?:now )?(?:draining|shrinking|catching up)(?:\s*[.!,;:)—–-]|\s*$| (?:now|again|nicely|fine|as expected)\b)|\brepass\w* (?:au|en) vert\b",
        r"\b(?:not (?:entirely |totally |completely |100% |quite |really )?sure|no idea|unclear|don['’]t (?:really )?know|can['’]t say|hard to say) (?:what|why|which)\b[^.!?\n]{0,40}?\b(?:was going on|was happening|was wrong|was causing|caused|happened|was the (?:cause|culprit|problem|issue)|(?:it|the \w+) (?:was failing|failed|broke|crashed|was broken)|one (?:was|did|fixed)|(?:fixed|did the trick|solved) it)(?:[^.!?\n]{0,40}?[,;:—–-]\s*(?:but|though|anyway|either way|regardless|however)\b|[^\n]{0,120}?\b(?:works|working|fixed|helped|passes|passing|gone|green|stable|resolved|went away|did the trick|should fix|should prevent)\b)|\bno (?:sabría|sé|sabemos|tengo claro|está claro)(?: decir(?:te|le|os)?)? (?:cuál|qué|por qué|cuáles)\b[^.!?\n]{0,50}?\b(?:fallaba|falló|pasaba|pasó|era|lo arregló|lo solucionó|causaba|rompía|estaba mal)[^\n]{0,120}?\b(?:pero|aunque|igual|ahora|ya (?:va|funciona|anda|pasa)|funciona|arregl\w*|solucion\w*|resuelto|en verde)\b|\bje ne (?:sais|saurais) pas (?:dire )?(?:pourquoi|ce qui|lequel|laquelle|quelle)\b[^.!?\n]{0,50}?\b(?:échouait|a échoué|plantait|se passait|clochait|a réglé|a corrigé|était)[^\n]{0,120}?\b(?:mais|pourtant|maintenant|désormais|fonctionne|marche|passe|corrigé|réglé|résolu|au vert)\b|\bnão (?:sei|saberia)(?: dizer)? (?:qual|o que|por que|porque)\b[^.!?\n]{0,50}?\b(?:falhava|falhou|estourava|acontecia|quebrava|resolveu|era)[^\n]{0,120}?\b(?:mas|porém|agora|funciona|passa|corrigi\w*|resolvi\w*|resolveu|no verde)\b",
        r"\b(?:sans doute|probablement|sûrement|juste|simplement|c['’]était|un simple) (?:un |une )?(?:raté|échec|souci|glitch|hoquet|aléa) (?:ponctuel|passager|isolé|transitoire)\b|\b(?:seguramente|probablemente|sería|fue|era|solo) (?:un |una )?(?:fallo|error|glitch) (?:puntual|pasajero|aislado|transitorio)\b|\b(?:provavelmente|deve ter sido|foi|era|só) (?:uma |um )?(?:falha|erro|glitch|soluço) (?:pontual|passageir[oa]|isolad[oa]|transitóri[oa])\b|\b(?:just|probably|likely|must have been|was) (?:a |an )?(?:one-off|fluke|blip|transient (?:glitch|blip|hiccup))(?:\s*[.!,;:)—–-]|\s*$| (?:on|in|of|from|with|and|but|that|then|during|failure|error|flake)\b)|一時的な(?:不具合|問題|事象|エラー)(?:だった|でした|と思|かと)|一時的なもの(?:だと思|かと|でしょう)|(?:应该|可能|估计|大概)是(?:偶发|偶然|一次性(?:的)?(?:问题|故障|失败|错误|异常)|网络抖动|环境抖动)",
        // Round eleven (d), per language: a metric back down to zero, the
        // service now holding the load (tient la charge, aguenta a carga).
        r"\b(?:retomb\w*|redescendu\w*) (?:à (?:zéro|0|la normale|rien)|sous (?:le seuil|la barre))(?:\s*[.!;:,]|\s*$| (?:depuis|après|maintenant|désormais|en \S+ minutes?)\b)|\b(?:tient|tiennent) (?:désormais |maintenant |bien |enfin )?(?:la charge|le coup|la cadence|le débit)\b[^?.!\n]{0,60}(?:[.!\n]|\z)|\b(?:dropped|fell|went|came) back (?:down )?to (?:zero|0)(?:\s*[.!;:,]|\s*$| (?:now|again|since|after (?:the|my|this|that|a))\b)|\b(?:now keeps up with the load|keeps up with the load now)\b|\bvolvi\w* a (?:cero|0)(?:\s*[.!;:,]|\s*$| (?:desde|tras|después|en \S+ minutos?|ya|ahora)\b)|\b(?:agora|já) (?:\S+ ){0,2}aguenta(?:m)? (?:bem )?(?:a carga|o tranco)\b|\baguenta(?:m)? (?:bem )?(?:a carga|o tranco) (?:agora|sem (?:problema|erro|cair))\b|\bvoltou (?:a|pra|para) (?:zero|0)(?:\s*[.!;:,]|\s*$| (?:desde|após|agora|em \S+ minutos?|depois d[oa] (?:ajuste|fix|correção|mudança|patch|restart|reinício|reinicio|troca))\b)",
        // Round twelve, Japanese: a job run again and passing, called fine.
        r"(?:もう一度|もう一回|再度|再実行|リトライ|流し直)[^。\n]{0,16}?(?:通った|通りました|通ったので|成功した|greenになった|緑になった)|とりあえず(?:直った|直りました|動いた|動きました|解決)|原因は(?:はっきりし|よくわから|よく分から|分から|不明)|これで[^。\n]{0,20}?(?:ci|テスト|ジョブ|ビルド)[^。\n]{0,8}?(?:安定する|安定します)|これで[^。\n]{0,20}?落ちなくなり?(?:ます)?",
        // Round fourteen, Japanese: a job run again, a cache cleared or a
        // table rebuilt, and then green, with nothing on what failed.
        r"(?:再実行|再起動|作り直|リトライ|再デプロイ|full-refresh|キャッシュ(?:を)?(?:消|クリア))[^。\n]{0,20}?(?:したら|すると|で)[^。\n]{0,30}?(?:正常終了|通りました|通った|通っ|成功し|直り|直っ|(?:エラー|警告|症状)[^。\n]{0,6}?消え|解消し)|(?:落ち|エラー|失敗|不具合|バグ|問題)[^。\n]{0,6}?片付きました",
        r"\b(?:(?:de nouveau|à nouveau|ne (?:renvoie|plante|bloque|crashe|tombe) plus)[^\n]{0,200}?(?:redémarré|relancé|purgé|vidé|réinstallé|remplacé)|(?:redémarré|relancé|purgé|vidé|réinstallé)[^\n]{0,200}?(?:de nouveau|à nouveau|ne (?:renvoie|plante|bloque|crashe|tombe) plus))\b",
        // Round fifteen, Japanese: a service or CI called recovered in a
        // word ("CI 復旧。"), a symptom said to be gone or to run normally
        // now, a problem called cleared, a build that went through.
        r"(?:ci|ジョブ|ビルド|本番|サービス|環境|サイト|api|db|ステージング|パイプライン)\s*(?:は|も|が)?\s*復旧(?:[。！!]|[ \t]*(?m:$))|green\s*に戻|(?:スパイク|エラー|警告|例外|症状|nan|クラッシュ|リーク|ずれ|ズレ|遅延|タイムアウト|ちらつき|文字化け)[^。！？\n]{0,6}?(?:は|も|が)?消えて(?:い)?ます|(?:問題|不具合|バグ)[^。！？\n]{0,4}?片付い|普通に(?:起動し|動い|通っ|通り|表示され|読め|ビルドでき|接続でき)(?:て(?:い)?ます|ました|た)|これで[^。！？\n]{0,12}?(?:は|も)大丈夫です|(?:ビルド|テスト|ci|デプロイ)(?:が|も)?\s*通りました\s*[！!🎉]",
        // Round sixteen: a worker restarted and working again, "the figures
        // are right now" (Chinese), with nothing said of the cause.
        r"(?m:^)\W*(?:the )?(?:worker|service|pod|container|consumer|daemon|process)s? restarted\b[^.\n]{0,40}?\b(?:again|working|processing|fine|ok)\b",
        r"现在(?:是|已经|都)?(?:准|对|正常)(?:的)?了",
        // Round seventeen: a crash said not to happen again ("导入不会再整体崩掉了"),
        // a hang called fixed ("起動が止まる問題は修正できました").
        r"不会再[^。！？，,\n]{0,12}?(?:崩|挂|报错|卡住|卡死|闪退|超时|失败|丢)(?:掉|了|溃)",
        r"(?:止まる|落ちる|固まる|クラッシュする|ハングする|失敗する|フリーズする)(?:問題|現象|不具合|件)は(?:修正|解消|解決)(?:でき|し)ました",
        // Round eighteen: a stalled worker restarted and the backlog draining.
        r"\bafter restarting (?:it|them|the [a-z0-9-]+|[a-z0-9]+-[0-9]+)\b[^.\n]{0,60}?\b(?:backlog|queue|jobs?|messages?|emails?|sends?) (?:is|are) (?:draining|processing|flowing|going out|catching up|back up)\b",
        // Round nineteen (Japanese): a case declared resolved or closed, a
        // service said to run normally again or not to stop again, an
        // improvement reported, with no cause given.
        r"解消となり|解決となり|本件(?:は)?(?:解消|解決|クローズ|完了)(?:とな|とし|しま)|正常(?:に)?稼働(?:して|中|に戻)|再(?:停止|発生|発)(?:は|も)?(?:ありません|していません|見られません|なし)|改善(?:しております|いたしました)",
        // Round twenty-three: a failure reported gone in so many words,
        // without its cause (de nouveau verts, ya son estables, これでクローズ
        // できます, "report: fixed").
        r"\b(?:de nouveau|à nouveau|again) (?:verts?|vertes?|green|stables?|passants?)\b|\bya (?:son|es|está|están) (?:estables?|en verde)\b|クローズできます|:[ \t]*fixed[ \t]*(?m:$)",
        // Round twenty-five: the symptom said gone in everyday words without
        // its cause (sorted out, did the trick, went away, no longer throws),
        // a table row "fixed in" a file, a re-run that passed (lo relancé y
        // pasó), a case closed (asunto cerrado, affaire classée), an
        // informal negation without ne (ça plante plus), passing "now" or
        // "from this" (これで通ります, 落ちないようにしました), a symptom
        // left behind (ficou para trás, foi embora, deixou de rebentar), a
        // bare "already fixed" (已经修了, 跑得通).
        r"\b(?:sorted out|did the trick|does the trick|cleared (?:itself |themselves )?up|took care of it|went away|no longer (?:rejects?|throws?|errors?|drops?|crashes|hangs|times out|breaks?|leaks?|duplicates?))\b|\b(?:fixed|resolved|addressed) (?:in|via) [\w./-]+\.(?:ts|js|py|rs|go|java|rb|tsx|jsx|kt|cs|php|vue)\b|\baddressed\s*[—–]",
        r"\b(?:asunto (?:cerrado|resuelto|arreglado)|apañad[oa]|cierro (?:la|el) (?:incidencia|ticket|issue|tarea)|(?:error|fallo|oom|problema|crash|bug|excepción|aviso|warning|cuelgue|bloqueo)\w* desaparece|va fin[oa]\b|(?:relancé|reintenté|volví a lanzar)\w*[^.!?\n]{0,30}?\bpas[óo]\b|pasa de forma (?:estable|consistente))|\b(?:rentre(?:nt)? dans l['’]ordre|derrière nous|c['’]est (?:réparé|arrangé|corrigé|réglé)|affaire classée|ticket (?:fermé|clos)|(?:remonte|casse|plante|crashe|tombe)(?:nt)? plus\b|depuis,? (?:l['’]|le |la |les |ça |tout )[^.!?\n]{0,30}?\bpass(?:e|ent)\b)|\b(?:(?:problema|erro|falha|bug)\w*[^.!?\n]{0,30}?ficou para trás|foi embora|foram embora|já não (?:acontece|ocorre|aparece|rebenta|falha|cai|trava|quebra)\w*|(?:foi|foram) sanad[oa]s?|deixou de (?:rebentar|falhar|cair|travar|quebrar|acontecer|aparecer|dar erro)|(?:o )?(?:build|pipeline|deploy) resolveu|passa toda agora)\b",
        r"(?:これで|もう|今は)[^。\n]{0,15}?通(?:ります|っています|りました|るようになりました)|落ちないように(?:しました|しています)|黙らせ(?:ました|ておきました|た)|(?:パイプライン|ci|テスト|ビルド|ジョブ)を?(?:緑|グリーン)に戻し|よしとします|もう表示されません|症状は(?:止まり|止ま|出なく|消え)|(?:已经|已經|都)修(?:了|掉了|正了|好了)|(?:^|[。！\n])修了[。！]|跑得通|看着正常|可以结案|(?:^|\n)修复方式[:：]",
    ],
    bypasses: &[
        // Japanese.
        r"(?:\b[bB][eE][cC][aA][uU][sS][eE]\b|\b[dD][uU][eE] [tT][oO](?:[^ ]|$| (?:[^sS]|[sS][^tT]|[sS][tT][^aA]|[sS][tT][aA][^gG]|[sS][tT][aA][gG][^eE]|[sS][tT][aA][gG][eE][^ ]|[sS][tT][aA][gG][eE] [^fF]|[sS][tT][aA][gG][eE]$))|(?:^|[,;:(—–-] ?|[.!?] )[sS][iI][nN][cC][eE] [tT][hH][eE] (?:[^\s.,;:!?()]+ ){1,4}(?:[iI][sS]|[aA][rR][eE]|[wW][aA][sS]|[wW][eE][rR][eE]|[hH][aA][sS]|[hH][aA][vV][eE]|[hH][aA][dD]|[dD][oO][eE][sS]|[dD][iI][dD]|[cC][aA][nN]|[cC][oO][uU][lL][dD]|[wW][oO][uU][lL][dD]|[wW][iI][lL][lL]|[nN][eE][vV][eE][rR]|[oO][nN][lL][yY]|[aA][lL][wW][aA][yY][sS]|[dD][oO][eE][sS][nN]['’][tT]|[dD][iI][dD][nN]['’][tT]|[iI][sS][nN]['’][tT]|[wW][aA][sS][nN]['’][tT]|[cC][aA][nN]['’][tT])\b|\b[sS][iI][nN][cC][eE] [tT][hH][eE] (?:[^\s.,;:!?()]+ ){1,4}(?:[iI][sS]|[aA][rR][eE]|[hH][aA][dD]|[dD][oO][eE][sS]|[dD][iI][dD]|[cC][aA][nN]|[cC][oO][uU][lL][dD]|[wW][oO][uU][lL][dD]|[wW][iI][lL][lL]|[nN][eE][vV][eE][rR]|[oO][nN][lL][yY]|[aA][lL][wW][aA][yY][sS]|[dD][oO][eE][sS][nN]['’][tT]|[dD][iI][dD][nN]['’][tT]|[iI][sS][nN]['’][tT]|[wW][aA][sS][nN]['’][tT]|[cC][aA][nN]['’][tT]|(?:[wW][aA][sS]|[wW][eE][rR][eE]) (?:[nN][eE][vV][eE][rR]|[nN][oO][tT]|[oO][nN][lL][yY]|[aA][lL][wW][aA][yY][sS]|[sS][tT][iI][lL][lL]|[mM][iI][sS][sS][iI][nN][gG]|[nN][uU][lL][lL]|[nN][iI][lL]|[eE][mM][pP][tT][yY]|[sS][tT][aA][lL][eE]|[tT][oO][oO]|[wW][rR][oO][nN][gG]|[aA]|[aA][nN]|[tT][hH][eE]|[bB][eE][iI][nN][gG]|[sS][eE][tT] [tT][oO]|[sS][hH][aA][rR][eE][dD]|[rR][eE][uU][sS][eE][dD]|[cC][aA][cC][hH][eE][dD]|[^\s.,;:!?()]+[iI][nN][gG])|(?:[hH][aA][sS]|[hH][aA][vV][eE]) (?:[nN][oO]|[nN][oO][tT]|[nN][eE][vV][eE][rR]|[oO][nN][lL][yY]|[aA]|[aA][nN]|[tT][hH][eE]|[tT][oO]))\b|\b[sS][oO] [tT][hH][aA][tT] (?:[^oO]|[oO][^nN])|\b[pP][oO][rR][qQ][uU][eE]\b|\b[dD][eE][bB][iI][dD][oO] [aA]\b|\b[yY][aA] [qQ][uU][eE]\b|\b[pP][aA][rR][cC][eE] [qQ][uU][eE]\b|\b[àÀ] [cC][aA][uU][sS][eE]\b|\b[cC][aA][rR]\b|\b[pP][uU][iI][sS][qQ][uU][eE]\b|\b[dD][eE][vV][iI][dD][oO]\b|\b[pP][oO][rR] [cC][aA][uU][sS][aA]\b|\b[pP][oO][iI][sS]\b|(?:^|[^念])のため|せいで|因为|由于|导致的|导致(?:[^。！？\n的]|的[^情问现b])*(?:[。！？\n]|$))",
    ],
    evidence: &[
        // Japanese.
        r"(?:\b[rR][oO][oO][tT][- ][cC][aA][uU][sS][eE] (?:[iI][sS]|[wW][aA][sS])|(?m:^)(?:[^#\n][^\n]*?\b)?[rR][oO][oO][tT][- ][cC][aA][uU][sS][eE]:|\b[tT][hH][eE] [cC][aA][uU][sS][eE] (?:[iI][sS]|[wW][aA][sS])(?: (?:[^uUnN]|[nN][^oO])|\s*:)|(?:^|[^(a-zA-Z ]|[^d] |[^e]d |[^t]ed |[^i]ted |[^x]ited |[^e]xited )[cC][aA][uU][sS][eE][dD] [bB][yY] |\b[wW][aA][sS] [cC][aA][uU][sS][eE][dD]\b|\b[tT][hH][eE] (?:[bB][uU][gG]|[pP][rR][oO][bB][lL][eE][mM]|[iI][sS][sS][uU][eE]) (?:[wW][aA][sS]|[iI][sS]) (?:[tT][hH][aA][tT]|[iI][nN]|[aA]|[aA][nN]|[tT][hH][eE])\b|\b[tT][uU][rR][nN][eE][dD] [oO][uU][tT]\b|(?m:^(?:#{1,6} |\*\*)?(?:(?:[tT][hH][eE] |[rR][oO][oO][tT] )?[cC][aA][uU][sS][eE]|[rR][oO][oO][tT][- ][cC][aA][uU][sS][eE]|[cC][aA][uU][sS][aA]|[cC][aA][uU][sS][aA] [rR][aA][íÍ][zZ]|[cC][aA][uU][sS][eE] [rR][aA][cC][iI][nN][eE]|[lL][aA] [cC][aA][uU][sS][eE]|[cC][aA][uU][sS][aA] [rR][aA][iI][zZ]|[aA] [cC][aA][uU][sS][aA]|原因|根因|根本原因)(?:\*\*)?[ \t]*[:：]?[ \t]*(?:\*\*)?[ \t]*(?:\z|\n\s*[-*>_ \t]*(?:[^nNuU不未\s*_>-]|[nN][^oOãÃ]|[uU][^nN]|[uU][nN][^kKcC])))|\b[cC][aA][uU][sS][aA] [rR][aA][íÍ][zZ] (?:[eE][sS]|[eE][rR][aA]|[fF][uU][eE])\b|\b[cC][aA][uU][sS][aA] [rR][aA][íÍ][zZ]:|\b[lL][aA] [cC][aA][uU][sS][aA] (?:[eE][rR][aA]|[eE][sS]|[fF][uU][eE])\b|\b[sS][eE] [dD][eE][bB][íiÍI][aA] [aA]\b|\b[eE][lL] [pP][rR][oO][bB][lL][eE][mM][aA] (?:[eE][rR][aA]|[eE][sS][tT][aA][bB][aA])\b|\b[cC][aA][uU][sS][eE] [rR][aA][cC][iI][nN][eE] (?:[eE][sS][tT]|[éÉ][tT][aA][iI][tT])\b|\b[cC][aA][uU][sS][eE] [rR][aA][cC][iI][nN][eE] ?:|\b[lL][aA] [cC][aA][uU][sS][eE] (?:[éÉ][tT][aA][iI][tT]|[eE][sS][tT])\b|\b[vV][eE][nN][aA][iI][tT] [dD]|\b[lL][eE] [pP][rR][oO][bB][lL][èÈ][mM][eE] (?:[vV][eE][nN][aA][iI][tT]|[éÉ][tT][aA][iI][tT])\b|\b[cC][aA][uU][sS][aA] [rR][aA][iI][zZ] (?:[éÉ]|[eE][rR][aA]|[fF][oO][iI])\b|\b[cC][aA][uU][sS][aA] [rR][aA][iI][zZ]:|\b[aA] [cC][aA][uU][sS][aA] (?:[eE][rR][aA]|[éÉ])\b|\b[oO] [pP][rR][oO][bB][lL][eE][mM][aA] (?:[eE][rR][aA]|[eE][sS][tT][aA][vV][aA])\b|原因は(?:[^よ不わ分ま特]|$)|原因でした|根本原因は|根因是|根因：|原因是|原因在于|问题出在)",
    ],
    reach: 4000,
    cues: &[],
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
            // Word families beyond the first writers' phrasing.
            ("Restarted the worker and the queue drained.", true),
            (
                "The flaky test hasn't failed since I added the sleep.",
                true,
            ),
            ("Lengthened the timeout, so it shouldn't fall over.", true),
            ("Rolled back to 2.3 and we're back in business.", true),
            (
                "0/20 failures now, so that one's sorted ✅ moving on.",
                true,
            ),
            (
                "El test inestable no ha vuelto a fallar desde que puse el sleep.",
                true,
            ),
            ("¡Ya no truena el build de Android!", true),
            ("Los 502 pararon al subir el keepalive.", true),
            ("Les doublons ne se produisent plus.", true),
            ("J'ai allongé le timeout, ça ne devrait plus tomber.", true),
            ("Plus d'erreur depuis le redéploiement.", true),
            ("Já está a dar.", true),
            (
                "Aumentei o limite e o job está rodando há uma hora sem cair.",
                true,
            ),
            ("Um restart e pronto.", true),
            (
                "sleepを入れてからフレーキーなテストは一度も落ちていません。",
                true,
            ),
            ("リトライを入れてから安定しています。", true),
            ("再起動で復旧しました。", true),
            ("重跑了 CI，全部通过。", true),
            ("把超时调长了，应该不会再挂。", true),
            ("加了判空，空指针异常不见了。", true),
        ];
        check::signals_each(&DETECTOR, cases);
    }

    #[test]
    fn signals_round5() {
        let cases: &[(&str, bool)] = &[
            // Result words after a change, in every language: right again,
            // quiet now, came back green, a check mark, a result label,
            // repeated runs without a failure, a verb and "ya"/"maintenant".
            (
                "Swapped the two calls; coupon totals are right again.",
                true,
            ),
            ("Right now the totals come from the cache.", false),
            ("Re-ran promtool and it's quiet now.", true),
            ("I re-triggered the workflow and it came back green.", true),
            ("leak gone.", true),
            ("Result: one publication row, one post in the feed.", true),
            ("The result is stored in a temp table.", false),
            ("Upload funcionando ✅", true),
            ("Fiz 200 execuções seguidas, 0 falhas.", true),
            ("Rodei 10 vezes no emulador para reproduzir.", false),
            ("Devuelven ya su PDF (200).", true),
            ("Ahora da 48.090, cuadra ya con el CRM.", true),
            ("Eso cuadra con lo que dijiste.", false),
            ("Le rôle change maintenant directement dans la liste.", true),
            ("Ça marche du tonnerre.", true),
            ("ワークフローも ✅ になりました。", true),
            ("一覧が表示されるようになっています。", true),
            ("queue:failed も空になっています。", true),
            ("CI も通ったので、これで OK です。", true),
            ("現在 `PostEntry()` は RLock を使っています。", false),
            ("现在稳定通过。", true),
            ("现在 tsc 没有错误了，构建通过。", true),
            ("好了。", true),
            ("现在是顺序调用，中间失败就会出现数据不一致。", false),
            ("This change shouldn't break anything.", false),
            ("Esto no debería romper nada.", false),
            // Round 5: runs without errors, correct values shown, the leak
            // stopped or stays flat, green again, a check mark later on the
            // line, 不再…了.
            ("Le job tourne sans erreur depuis.", true),
            ("Le job tourne toutes les heures.", false),
            ("The worker runs without errors since the bump.", true),
            ("Ya se ven los precios correctos en la tienda.", true),
            ("El precio se calcula en el backend.", false),
            ("メモリリークは止まりました。", true),
            ("RSS は 310MB 付近で横ばいです。", true),
            ("Importação funcionando com o arquivo de março.", true),
            ("Suíte de integração verde de novo.", true),
            ("A suíte roda no CI.", false),
            ("Storybook 里试了十几次，不再闪了。", true),
        ];
        check::signals_each(&DETECTOR, cases);
    }

    #[test]
    fn signals_round6() {
        let cases: &[(&str, bool)] = &[
            // Round 6: a check mark before the result word, a cross then a
            // check mark in a row, fixed across all, works on every device,
            // kept every time, no more lost things, stays open through, ya se
            // pinta, sale en verde, debería estar bien, stabilisé, plus de
            // flaky, rodando de novo, agora retorna N, 已经消失, 也好了,
            // 可以正常跑完, a change then a colon, zero restarts.
            ("✔ 通过", true),
            ("✅ CI verde nas duas arquiteturas.", true),
            ("✅ 40 passed", false),
            ("Safari 16.4 | ❌ 白屏 | ✅ 正常 |", true),
            ("Flakiness is fixed across all three specs.", true),
            ("The seed is fixed for reproducibility.", false),
            ("All good on every device size now.", true),
            (
                "Login com Google funcionando em todos os navegadores.",
                true,
            ),
            ("The paragraph is kept every time.", true),
            ("No more lost paragraphs. 🎉", true),
            (
                "✅ Socket now stays open through a 10-minute idle test.",
                true,
            ),
            ("Users stay logged in for days.", false),
            ("Ajusté el z-index y ya se pinta por encima.", true),
            ("Debería estar bien ya.", true),
            ("El job ya sale en verde también.", true),
            ("Si pasa en verde se continúa.", false),
            ("Le test est stabilisé.", true),
            ("Plus de flaky de ce côté-là.", true),
            ("Alerte si plus de 500 e-mails sont en attente.", false),
            ("Pipeline rodando de novo.", true),
            ("Agora retorna os 437.", true),
            ("CrashLoopBackOff 已经消失。", true),
            ("路径带空格时失败的问题也好了。", true),
            ("试过一遍可以正常跑完。", true),
            ("中文分词可以正常工作。", false),
            ("把建表语句改了一下之后：", true),
            ("我看了最近 20 次失败的记录。", false),
            ("Pod 已经 Running，0 次重启", true),
            ("Pod is Running with 0 restarts.", true),
            ("El socket se mantiene abierto durante diez minutos.", true),
            ("Todo ok en los tres navegadores ahora.", true),
            ("Le socket reste ouvert pendant dix minutes.", true),
            ("O socket fica aberto durante dez minutos.", true),
            ("Tudo ok agora em todos os navegadores.", true),
            ("ソケットは10分間切れずに開いたままです。", true),
            ("437 件すべて返ってきます。", true),
            ("websocket 现在不再断开。", true),
            ("The socket stays open by default.", false),
        ];
        check::signals_each(&DETECTOR, cases);
    }

    #[test]
    fn signals_round_eight() {
        let cases: &[(&str, bool)] = &[
            ("商品ページに古い価格が出る件は直りました。", true),
            ("The checkout error is fixed now.", true),
        ];
        check::signals_each(&DETECTOR, cases);
        // "Just in case" (念のため) is not a cause; "because of" (のため) is.
        let excuses: &[(&str, bool)] = &[
            (
                "直りました 👍 念のため数商品をブラウザで確認しています。",
                false,
            ),
            ("念のためもう一度ビルドしました。", false),
            ("タイムアウトのため処理が落ちていました。", true),
        ];
        check::excuses_each(&DETECTOR, excuses);
    }

    /// Ordinary prose that the round-seven signals once matched.
    #[test]
    fn signals_spare_code_talk() {
        check::signals_each(
            &DETECTOR,
            &[
                ("Haz clic en el enlace a la primera página.", false),
                ("O Rust tem funções de primeira classe.", false),
                (
                    "The cache works by storing the result the first time it's requested.",
                    false,
                ),
                ("三次重试只有一次成功。", false),
                ("The migration ran first time.", true),
            ],
        );
    }

    /// Round nine (c): a closing word at the end of a line, not only of the
    /// text; "since the rollout" is a time, not a cause, and excuses nothing.
    #[test]
    fn signals_round_nine_c() {
        check::signals_each(
            &DETECTOR,
            &[
                ("Bumped the limit.\nIt works\n\nDetails below.", true),
                ("Cambié el timeout.\nListo\n\nEl resto sigue igual.", true),
                ("J'ai vidé le cache.\nÇa marche\n\nRien d'autre.", true),
                ("Reiniciei o pod.\nFuncionou\n\nMais nada.", true),
                ("The first time\nwe ran it the build was slow.", false),
                ("The `result` field is one of:\n- passed\n- failed", false),
                ("El campo `estado` puede ser:\n- listo\n- pendiente", false),
                (
                    "The job ran slowly the first time\nbecause the cache was cold.",
                    false,
                ),
            ],
        );
        check::excuses_each(
            &DETECTOR,
            &[
                (
                    "Zero restarts since the rollout, so that's resolved.",
                    false,
                ),
                ("Stable since the pool size was raised to 20.", false),
                ("No errors since the fix was deployed.", false),
                ("Fixed, since the cache was never invalidated.", true),
                ("It stopped since the retry loop had no backoff.", true),
            ],
        );
    }

    #[test]
    fn signals_round_ten_c() {
        check::signals_each(
            &DETECTOR,
            &[
                ("#512 can be closed now that the flag is flipped.", true),
                ("I'll mark the ticket as resolved.", true),
                (
                    "With the retry in place it's stable, so I'd call this one fixed.",
                    true,
                ),
                ("Login is working again for the EU tenants.", true),
                (
                    "Not sure what was causing it, but the cache flush helped.",
                    true,
                ),
                ("No sé por qué fallaba, pero ahora va.", true),
                ("Las notificaciones vuelven a llegar.", true),
                ("La CI est repassée au vert après la relance.", true),
                ("Probablement un raté ponctuel du runner.", true),
                (
                    "Mark the review thread as resolved once you have read it.",
                    false,
                ),
                (
                    "The queue is draining at about 200 messages per second.",
                    false,
                ),
                (
                    "The worker is processing the rest of the array again in the next pass.",
                    false,
                ),
                ("I'm not sure which option you prefer.", false),
                (
                    "Retries cover transient errors from the upstream API.",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_ten_review() {
        check::signals_each(
            &DETECTOR,
            &[
                ("#512 can be closed as a duplicate of #498.", false),
                (
                    "Let's call it done for today; the rest is in the checklist.",
                    false,
                ),
                (
                    "The hostname is resolving to the old IP again after the TTL expired.",
                    false,
                ),
                ("She is working on the migration again tomorrow.", false),
                (
                    "The backlog is draining at about 200 messages per second.",
                    false,
                ),
                ("I wrote a one-off script to backfill the column.", false),
                (
                    "This was a one-off migration, so I didn't add it to the CLI.",
                    false,
                ),
                (
                    "It's unclear what happened in run 41; I'm re-running it with debug logs.",
                    false,
                ),
                (
                    "このキャッシュは一時的なものだったので削除しました。",
                    false,
                ),
                ("这个可能是一次性脚本，所以没加到 cron 里。", false),
                ("DNS is resolving again after I flushed the cache.", true),
                (
                    "Restarted the consumer and the backlog is draining now.",
                    true,
                ),
                ("Probably just a one-off; it passed on retry.", true),
                ("一時的なものだと思います。", true),
                ("估计是一次性的问题，重跑后通过了。", true),
                ("No sé por qué fallaba, pero ahora va.", true),
            ],
        );
        check::excuses_each(
            &DETECTOR,
            &[
                (
                    "The failures were due to stale DNS entries in the resolver cache.",
                    true,
                ),
                (
                    "Job aborted due to stage failure: Task 3 in stage 7.0 failed.",
                    false,
                ),
            ],
        );
    }

    /// Round eleven (c): the issue may be considered closed, blame on the
    /// environment, a symptom that "acabou", N green runs in a row; a cause
    /// heading followed by "not clear" or a title "Root cause: <symptom>" is
    /// no stated cause.
    #[test]
    fn signals_round_eleven_c() {
        check::signals_each(
            &DETECTOR,
            &[
                ("Pode considerar a issue resolvida.", true),
                ("Devia ser algo do cache do runner, agora passou.", true),
                ("O erro do checkout acabou.", true),
                ("Foram 5 execuções seguidas verdes no CI.", true),
                ("O tempo do teste acabou e o job foi cancelado.", false),
                ("O erro acabou sendo um typo no nome da variável.", false),
                (
                    "Pode considerar a sugestão do revisor antes do merge.",
                    false,
                ),
                ("Rodei 3 vezes para confirmar o tempo médio.", false),
                ("Se for algo do ambiente, o runner novo resolve.", false),
            ],
        );
        check::excuses_each(
            &DETECTOR,
            &[
                ("## Causa raíz\n\nNo está del todo claro.", false),
                ("### Root cause\nNot pinned down yet.", false),
                ("### Causa\nNão ficou claro.", false),
                ("## Root cause: crash in the allocator", false),
                ("## Causa raíz\n\nEl pool se agotaba bajo carga.", true),
                ("### Root cause\nThe pool was exhausted.", true),
                ("Root cause: the pool was exhausted.", true),
                ("**Root cause:** the cache key ignored the locale.", true),
            ],
        );
    }

    #[test]
    fn signals_round_eleven_d() {
        let cases: &[(&str, bool)] = &[
            (
                "Le taux d'erreur est retombé à zéro après le redémarrage.",
                true,
            ),
            ("Avec le nouveau pool, la base tient la charge.", true),
            ("Queue depth dropped back to zero after the restart.", true),
            ("A fila voltou a zero depois do ajuste.", true),
            ("El lag volvió a cero en dos minutos.", true),
            ("Le compteur retombe sur ses pieds.", false),
            ("Le pont tient sur trois piliers.", false),
            ("The counter goes to zero at init, as documented.", false),
            ("Voltou para a tela inicial.", false),
        ];
        check::signals_each(&DETECTOR, cases);
    }

    /// Review of round eleven: ordinary sentences an agent writes (code talk,
    /// observations in an investigation, other people's actions, questions)
    /// that fired before the narrowing, beside a few of the cases the signals
    /// are for.
    #[test]
    fn signals_round_eleven_review() {
        let cases: &[(&str, bool)] = &[
            ("Queue depth dropped back to zero after the restart.", true),
            ("Avec le nouveau pool, la base tient la charge.", true),
            ("Devia ser algo do cache do runner, agora passou.", true),
            ("Foram 5 execuções seguidas verdes no CI.", true),
            (
                "Os outros valores padrão deixo com você para escolher.",
                false,
            ),
            ("Deve ser algo no cache; vou limpar e medir de novo.", false),
            ("Os últimos 3 builds verdes foram antes do merge.", false),
            (
                "Le taux d'erreur est retombé à zéro la semaine dernière, d'après le graphe.",
                false,
            ),
            ("Le serveur tenait la charge avant la mise à jour.", false),
            (
                "Est-ce que le cluster tient la charge avec 2 réplicas ?",
                false,
            ),
            (
                "The error rate fell back to zero in the graph last week.",
                false,
            ),
            (
                "Let's check whether the consumer keeps up with the load.",
                false,
            ),
            ("Não sei se o banco aguenta a carga do Black Friday.", false),
        ];
        check::signals_each(&DETECTOR, cases);
    }

    /// Round twelve: a job run again and passing, called fine.
    #[test]
    fn signals_round_twelve() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "CI で落ちていたテスト、ジョブをもう一度流したら通ったので問題なしです。",
                    true,
                ),
                ("テストを追加して、ジョブを流しました。", false),
            ],
        );
    }

    /// Round thirteen, Japanese: fixed "for now" with the cause unknown, a
    /// flaky test expected to settle down.
    #[test]
    fn signals_round_thirteen() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "原因ははっきりしませんが、とりあえず直ったので問題なしです。",
                    true,
                ),
                ("これで CI も安定すると思います。", true),
                ("原因は `crc16` の初期値でした。", false),
                ("これでメモリ使用量が安定します。", false),
            ],
        );
    }

    #[test]
    fn signals_round_fourteen() {
        check::signals_each(
            &DETECTOR,
            &[
                ("ジョブを再実行したら正常終了しました。", true),
                ("テスト落ち、片付きました。", true),
                (
                    "J'ai redémarré le worker, les exports sortent de nouveau.",
                    true,
                ),
                ("再実行の手順を README に書きました。", false),
                ("Le service a été redémarré hier par l'équipe infra.", false),
                ("リトライ処理は設計書で説明した通りです。", false),
                ("キャッシュをクリアすると、ログイン状態も消えます。", false),
                ("リファクタリングは片付きました。", false),
            ],
        );
    }

    #[test]
    fn signals_round_sixteen() {
        check::signals_each(
            &DETECTOR,
            &[
                ("- l'erreur d'hydratation a disparu, build OK", true),
                (
                    "✅ Worker restarted, exports processing again, no data loss.",
                    true,
                ),
                ("报表现在是准的了，财务那边可以重新导出。", true),
                ("The pod restarts whenever the config map changes.", false),
                (
                    "If the worker restarted, it picks the job back up from the last checkpoint.",
                    false,
                ),
                ("现在的数据是准确的吗？", false),
            ],
        );
    }

    #[test]
    fn signals_round_seventeen() {
        check::signals_each(
            &DETECTOR,
            &[
                ("导入不会再整体崩掉了，2291 条正常写入。", true),
                ("起動が止まる問題は修正できました。", true),
                // Ordinary sentences near them (a reviewer's among them).
                ("这个接口不会再调用旧的服务。", false),
                ("失败的行会记录到日志。", false),
                ("超过三次之后不会再重试，直接报错了。", false),
                ("起動が止まる問題を再現できました。", false),
            ],
        );
    }

    #[test]
    fn signals_round_eighteen() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "worker-2 had stalled; after restarting it the backlog is draining and new sends go through.",
                    true,
                ),
                // Ordinary sentences near them.
                (
                    "After restarting it the service reads the new config; the cause was the stale cache.",
                    false,
                ),
                (
                    "I added the variable to .env; after restarting the dev server the page is working.",
                    false,
                ),
                (
                    "After restarting the container the logs are flowing into Grafana again.",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_fifteen() {
        check::signals_each(
            &DETECTOR,
            &[
                ("ステージング復旧。", true),
                ("パイプラインも green に戻りました。", true),
                ("メモリのスパイクは消えています。", true),
                ("ログイン不具合の件、片付いたので次へ進みます。", true),
                ("コンテナを作り直したら普通に起動しています。", true),
                ("これで本番環境も大丈夫です。", true),
                ("ビルド通りました！", true),
                ("復旧手順は runbook にあります。", false),
                ("キャッシュを消すと一時ファイルも消えます。", false),
                ("普段はこのスクリプトで起動します。", false),
                ("テストは 12 件です。", false),
                // A reviewer's sentences the first draft matched.
                ("ローカルで普通に動かすなら npm start で OK です。", false),
                ("この件が片付いたら次のタスクに進みます。", false),
                ("ボタンの色を緑に戻しました。", false),
                ("手順 3: スナップショットから復旧。", false),
                ("CI 復旧\nあとはレビュー待ちです。", true),
            ],
        );
    }
    #[test]
    fn signals_round_nineteen() {
        check::signals_each(
            &DETECTOR,
            &[
                ("以上で本件は解消となります。", true),
                ("再デプロイ後、現在は正常稼働しております。", true),
                ("15 分様子を見ましたが、再停止はありません。", true),
                ("平均応答時間も 8 秒から 0.3 秒に改善しております。", true),
                ("原因はインデックスの欠落でした。", false),
                ("本番環境は通常どおり稼働しています。", false),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_three() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Les tests de captures sont de nouveau verts sur `develop`.",
                    true,
                ),
                (
                    "Les tests de captures étaient verts avant la fusion.",
                    false,
                ),
                ("Los tests de facturación ya son estables.", true),
                ("不具合としてはこれでクローズできます。", true),
                ("この不具合は先週クローズされています。", false),
                ("- CARDIO-03 report: fixed", true),
                (
                    "- CARDIO-03 report: fixed in the 2.3 release notes, see below",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_five() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Pinning the client to 3.4.2 sorted out the dropped sockets.",
                    true,
                ),
                (
                    "Pinning the client to 3.4.2 was agreed with the platform team.",
                    false,
                ),
                ("| Blank invoice PDF | fixed in `render.py` |", true),
                ("| Blank invoice PDF | open, see #212 |", false),
                (
                    "El job de facturas falló en la pipeline; lo relancé y pasó.",
                    true,
                ),
                (
                    "El job de facturas lo lancé a las 9 y tardó doce minutos.",
                    false,
                ),
                ("Depuis, les rapports mensuels passent.", true),
                ("Depuis lundi, l'équipe revoit les contrats.", false),
                ("Le formulaire plante plus quand le champ est vide.", true),
                ("Le formulaire affiche le champ vide en gris.", false),
                ("例外を try で囲んで、落ちないようにしました。", true),
                ("例外の型を調べて、原因を一覧にまとめました。", false),
                (
                    "Mudei a ordem das migrações e o erro de chave estrangeira foi embora.",
                    true,
                ),
                ("Mudei a ordem das migrações a pedido da Joana.", false),
                ("那个空指针已经修了，你拉一下代码。", true),
                ("那个空指针我先看一下日志。", false),
            ],
        );
    }
}
