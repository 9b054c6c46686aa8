//! The `bugfix-without-reproduction` detector: code changed for a bug on a
//! guess, with no reproduction, reproduction result, A/B/C classification or
//! stated irreproducibility.
//!
//! Data only. The signals pair a guess with a change. Guesses are the
//! hedges ("maybe", "seems", "parece", "かも", "好像"), which count on the
//! change's own line or the next paragraph, and the rule's own words: belief,
//! hypothesis, suspicion, precaution, an unreproduced state ("probably", "I
//! think", "hypothesis", "just in case", "por si las moscas", "chutei",
//! "推定", "以防万一", "haven't reproduced"), which count up to three line
//! breaks away, since agents state the theory in one paragraph, show code,
//! and list the edits after it. Changes come in every form an agent reports
//! them: first person, passive and impersonal ("a guard has been added", "se
//! suben", "foi aumentado", "a été ajouté"), bare participles and nouns in
//! headings, tables and checklists ("Ajouté", "Acrescentado", "Correctif",
//! "修正"), and value moves ("from 60 to 300", "5 s → 30 s"). Other signals
//! predict the outcome of a change ("should fix", "devrait", "はず", "应该能").
//! A hedge is doubt about a cause, not a requirement, an estimate or a risk
//! ("must be unique", "typically under 1 s", "増える可能性"), and a change
//! word is a verb form, not a noun that shares its stem ("setup",
//! "wrapper"); a bare "Changes" heading ("Cambios", "改动：") is a change.
//! The evidence patterns are reproduction reports ("Reproduced:",
//! "Classification C", a failing run), which satisfy the rule.
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
        r"(?:\b(?:maybe|perhaps|possibly|conceivably|ought to|likely|seems?|seemingly|looks like|looks (?:to be|as if|as though)|appears to|sounds like|smells like|i['’]d say|i imagine|i guess|might (?:just |well |simply |actually |really )?be|may (?:just |well |simply |actually )?be|could (?:just |well |simply |actually |really )?be|(?:must|has to) be (?:the|that|this|it|what|because|due|caused|coming|related|something|some|from|getting|hitting|racing|timing|stale|cached|leaking)\b|(?:(?:^|[.!?] |\n)|\b(?:it|this|that|which|there)['’]?s? )(?:must|has to) be (?:an? (?:[^\s.,;:!?()]+ )?(?:bug|race|problem|issue|glitch|regression|typo|leak|mismatch|conflict|thing|off-by-one|quirk|timing|cache|caching|permissions?|config\w*|misconfig\w*|deadlock|timeout|collision|overflow|corruption|side effect|encoding|rounding|timezone))|got to be|gotta be|not sure|unsure|no idea|not certain|hard to (?:say|tell)|in theory|points? (?:at|to)|usually means|the only place|must have|apparently|supposedly|some sort of|somehow|oddly|could (?:it|this|that|the|these|those|they)|what if|i wonder|is it (?:just|possibly|maybe|perhaps)|hopefully|i hope|fingers crossed|just in case|to be safe|on the safe side|for good measure|might as well|see if (?:it|that|this) (?:helps|works|fixes)|worth a (?:try|shot)|give it a (?:try|shot)|lines up with|would explain|(?:logs?|traces?|stack ?traces?|sentry|metrics|dashboards?|grafana|datadog|crashlytics|error reports?) (?:show|shows|suggest|suggests|say|says|indicate|indicates|point|points|mention|mentions)|i believe|i think|almost always|nearly always|more often than not|nine times out of ten|in most cases|most of the time|usually (?:is|are|means|comes|happens|caused|due|because|down to|the|a|an)|(?:from|going by|going off|judging by|based on) (?:the |your |this |that )?(?:description|report|bug report|symptoms?|screenshot|error message|issue)|by the sound of it|from what you(?:['’]ve)? describ(?:e|ed)|from what i can (?:see|tell)|as far as i can tell|(?:by|from) the looks of it|the symptoms? (?:point|points|suggest|suggests|match|matches|fit|fits)|(?:which|that|this|it) (?:suggests|indicates|hints at|tells me|implies)|suggesting (?:that|a|the)|(?:only|just|merely) (?:read|looked at|skimmed|went through|eyeballed)|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) \S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|in my (?:view|opinion|estimation|reading)|my (?:read|reading|take|impression|interpretation)|the only (?:way|explanation|thing|reason|cause) i can (?:see|think of)|i can['’]t (?:see|think of) (?:any )?(?:other|another)|(?:didn['’]t|did not|haven['’]t|have not) (?:yet )?(?:run|tried) (?:a|an|the|it|this|that|any)|to my mind|as i see it|if you ask me|no (?:repro|reproduction|reproducer)(?: case)?|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) (?:the |that |this |its |their )?(?:code|source|function|handler|implementation|module|diff|stack ?trace|trace|backtrace|logic|method|query|config)|from (?:the |that |this |its |their )?(?:code|stack ?trace|backtrace)|judging (?:by|from)|on (?:a )?(?:closer )?(?:inspection|reading)|by inspection|at a glance|eyeballing|usual suspects?|classic (?:case|symptom|sign|race|bug|mistake|cause|gotcha|pattern)|typical(?:ly)? (?:of|for|symptom|sign|cause|case|culprit|race|bug|mistake|gotcha|pattern|means|caused|due|because|a sign|the result)|textbook|tell-?tale|hallmarks?|smells? (?:of|like)|a (?:common|frequent|known|well-known|usual) (?:cause|culprit|pattern|issue|gotcha|pitfall|source)|i['’]d (?:put money|wager|bet)|(?:can['’]t|cannot|could not|couldn['’]t|unable to|not able to|no way to|haven['’]t been able to|wasn['’]t able to) (?:trigger|hit|recreate|replicate|observe|provoke) (?:it|this|that|the)|without (?:a |any |the )?(?:sample|repro(?:ducer)?|reproduction|test case|failing test|core ?dump|crash dump|input file|sample file)|probably|most likely|more than likely|in all likelihood|presumably|almost certainly|i suspect|suspect(?:s|ed|ing)?|suspicion|suspicious|my guess|best guess|educated guess|i['’]d guess|guess(?:ed|ing)?|hunch|gut feeling|my bet|i['’]d bet|bet (?:it|that|this)|i['’]d wager|my money|i reckon|reckon|i figured?|i assume[d]?|assuming|assumption|hypothes[ie]s|hypothesi[sz](?:e|ed|ing)|theory|theori[sz]e|speculat(?:e|ed|ing|ion|ive|ively)|conjecture|culprit|(?:likely|probable|plausible|possible|suspected|presumed|apparent) (?:explanation|cause|culprit|reason|source|fix)|probabl[ey]|plausibl[ey]|chances are|odds are|(?:fairly|pretty|quite|almost|reasonably) (?:sure|confident|certain)|i['’]m (?:sure|confident|certain)|shot in the dark|blind(?:ly)? fix|blindly|preventive(?:ly)?|precaution(?:ary)?|defensive(?:ly)?|couldn['’]t find|nothing conclusive|(?:haven['’]t|have not|didn['’]t|did not|couldn['’]t|could not|can['’]t|cannot|wasn['’]t able to|was not able to|not able to|unable to|without) (?:yet )?(?:reproduc(?:e|ed|ing)|repro|confirm(?:ed|ing)?|verif(?:y|ied|ying)|test(?:ed|ing)?|check(?:ed|ing)?)|not (?:yet )?(?:reproduced|verified|confirmed|tested)|untested|unverified|unconfirmed)\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|rewritten|refactored|cleaned|tuned|capped|applied|i['’]ve|i have|i['’]ll|i will|i['’]m going to|let me|let['’]s|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:has|have|had|was|were|got) (?:now |also |just )?(?:been )?(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower|decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict|appli|appl)(?:ed|d|ied)|fix(?:es|ed|ing)?|patch(?:es|ed|ing)?|chang(?:e|es|ed|ing)|add(?:s|ed|ing)?|bump(?:s|ed|ing)?|rais(?:e|es|ed|ing)|rewrit(?:e|es|ing|ten)|swap(?:s|ped|ping)?|convert(?:s|ed|ing)?|wrap(?:s|ped|ping)?|delet(?:e|es|ed|ing)|reinstall(?:s|ed|ing)?|switch(?:es|ed|ing)?|replac(?:e|es|ed|ing)|mov(?:e|es|ed|ing)|remov(?:e|es|ed|ing|al)|set(?:s|ting)?|guard(?:s|ed|ing)?|increas(?:e|es|ed|ing)|lower(?:s|ed|ing)?|(?:decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict)(?:ed|d)|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|gone ahead|go ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries|excludes|includes|sends|calls|uses|has|keeps|handles|catches|falls back|defaults)|(?:is|are) now|changes? made|from \S+ to \S+|→|->|\((?:was|previously|before|formerly) )\b)",
        r"(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|rewritten|refactored|cleaned|tuned|capped|applied|i['’]ve|i have|i['’]ll|i will|i['’]m going to|let me|let['’]s|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:has|have|had|was|were|got) (?:now |also |just )?(?:been )?(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower|decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict|appli|appl)(?:ed|d|ied)|fix(?:es|ed|ing)?|patch(?:es|ed|ing)?|chang(?:e|es|ed|ing)|add(?:s|ed|ing)?|bump(?:s|ed|ing)?|rais(?:e|es|ed|ing)|rewrit(?:e|es|ing|ten)|swap(?:s|ped|ping)?|convert(?:s|ed|ing)?|wrap(?:s|ped|ping)?|delet(?:e|es|ed|ing)|reinstall(?:s|ed|ing)?|switch(?:es|ed|ing)?|replac(?:e|es|ed|ing)|mov(?:e|es|ed|ing)|remov(?:e|es|ed|ing|al)|set(?:s|ting)?|guard(?:s|ed|ing)?|increas(?:e|es|ed|ing)|lower(?:s|ed|ing)?|(?:decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict)(?:ed|d)|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|gone ahead|go ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries|excludes|includes|sends|calls|uses|has|keeps|handles|catches|falls back|defaults)|(?:is|are) now|changes? made|from \S+ to \S+|→|->|\((?:was|previously|before|formerly) )\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:maybe|perhaps|possibly|conceivably|ought to|likely|seems?|seemingly|looks like|looks (?:to be|as if|as though)|appears to|sounds like|smells like|i['’]d say|i imagine|i guess|might (?:just |well |simply |actually |really )?be|may (?:just |well |simply |actually )?be|could (?:just |well |simply |actually |really )?be|(?:must|has to) be (?:the|that|this|it|what|because|due|caused|coming|related|something|some|from|getting|hitting|racing|timing|stale|cached|leaking)\b|(?:(?:^|[.!?] |\n)|\b(?:it|this|that|which|there)['’]?s? )(?:must|has to) be (?:an? (?:[^\s.,;:!?()]+ )?(?:bug|race|problem|issue|glitch|regression|typo|leak|mismatch|conflict|thing|off-by-one|quirk|timing|cache|caching|permissions?|config\w*|misconfig\w*|deadlock|timeout|collision|overflow|corruption|side effect|encoding|rounding|timezone))|got to be|gotta be|not sure|unsure|no idea|not certain|hard to (?:say|tell)|in theory|points? (?:at|to)|usually means|the only place|must have|apparently|supposedly|some sort of|somehow|oddly|could (?:it|this|that|the|these|those|they)|what if|i wonder|is it (?:just|possibly|maybe|perhaps)|hopefully|i hope|fingers crossed|just in case|to be safe|on the safe side|for good measure|might as well|see if (?:it|that|this) (?:helps|works|fixes)|worth a (?:try|shot)|give it a (?:try|shot)|lines up with|would explain|(?:logs?|traces?|stack ?traces?|sentry|metrics|dashboards?|grafana|datadog|crashlytics|error reports?) (?:show|shows|suggest|suggests|say|says|indicate|indicates|point|points|mention|mentions)|i believe|i think|almost always|nearly always|more often than not|nine times out of ten|in most cases|most of the time|usually (?:is|are|means|comes|happens|caused|due|because|down to|the|a|an)|(?:from|going by|going off|judging by|based on) (?:the |your |this |that )?(?:description|report|bug report|symptoms?|screenshot|error message|issue)|by the sound of it|from what you(?:['’]ve)? describ(?:e|ed)|from what i can (?:see|tell)|as far as i can tell|(?:by|from) the looks of it|the symptoms? (?:point|points|suggest|suggests|match|matches|fit|fits)|(?:which|that|this|it) (?:suggests|indicates|hints at|tells me|implies)|suggesting (?:that|a|the)|(?:only|just|merely) (?:read|looked at|skimmed|went through|eyeballed)|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) \S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|in my (?:view|opinion|estimation|reading)|my (?:read|reading|take|impression|interpretation)|the only (?:way|explanation|thing|reason|cause) i can (?:see|think of)|i can['’]t (?:see|think of) (?:any )?(?:other|another)|(?:didn['’]t|did not|haven['’]t|have not) (?:yet )?(?:run|tried) (?:a|an|the|it|this|that|any)|to my mind|as i see it|if you ask me|no (?:repro|reproduction|reproducer)(?: case)?|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) (?:the |that |this |its |their )?(?:code|source|function|handler|implementation|module|diff|stack ?trace|trace|backtrace|logic|method|query|config)|from (?:the |that |this |its |their )?(?:code|stack ?trace|backtrace)|judging (?:by|from)|on (?:a )?(?:closer )?(?:inspection|reading)|by inspection|at a glance|eyeballing|usual suspects?|classic (?:case|symptom|sign|race|bug|mistake|cause|gotcha|pattern)|typical(?:ly)? (?:of|for|symptom|sign|cause|case|culprit|race|bug|mistake|gotcha|pattern|means|caused|due|because|a sign|the result)|textbook|tell-?tale|hallmarks?|smells? (?:of|like)|a (?:common|frequent|known|well-known|usual) (?:cause|culprit|pattern|issue|gotcha|pitfall|source)|i['’]d (?:put money|wager|bet)|(?:can['’]t|cannot|could not|couldn['’]t|unable to|not able to|no way to|haven['’]t been able to|wasn['’]t able to) (?:trigger|hit|recreate|replicate|observe|provoke) (?:it|this|that|the)|without (?:a |any |the )?(?:sample|repro(?:ducer)?|reproduction|test case|failing test|core ?dump|crash dump|input file|sample file)|probably|most likely|more than likely|in all likelihood|presumably|almost certainly|i suspect|suspect(?:s|ed|ing)?|suspicion|suspicious|my guess|best guess|educated guess|i['’]d guess|guess(?:ed|ing)?|hunch|gut feeling|my bet|i['’]d bet|bet (?:it|that|this)|i['’]d wager|my money|i reckon|reckon|i figured?|i assume[d]?|assuming|assumption|hypothes[ie]s|hypothesi[sz](?:e|ed|ing)|theory|theori[sz]e|speculat(?:e|ed|ing|ion|ive|ively)|conjecture|culprit|(?:likely|probable|plausible|possible|suspected|presumed|apparent) (?:explanation|cause|culprit|reason|source|fix)|probabl[ey]|plausibl[ey]|chances are|odds are|(?:fairly|pretty|quite|almost|reasonably) (?:sure|confident|certain)|i['’]m (?:sure|confident|certain)|shot in the dark|blind(?:ly)? fix|blindly|preventive(?:ly)?|precaution(?:ary)?|defensive(?:ly)?|couldn['’]t find|nothing conclusive|(?:haven['’]t|have not|didn['’]t|did not|couldn['’]t|could not|can['’]t|cannot|wasn['’]t able to|was not able to|not able to|unable to|without) (?:yet )?(?:reproduc(?:e|ed|ing)|repro|confirm(?:ed|ing)?|verif(?:y|ied|ying)|test(?:ed|ing)?|check(?:ed|ing)?)|not (?:yet )?(?:reproduced|verified|confirmed|tested)|untested|unverified|unconfirmed)\b)",
        r"(?:\b(?:i believe|i think|almost always|nearly always|more often than not|nine times out of ten|in most cases|most of the time|usually (?:is|are|means|comes|happens|caused|due|because|down to|the|a|an)|(?:from|going by|going off|judging by|based on) (?:the |your |this |that )?(?:description|report|bug report|symptoms?|screenshot|error message|issue)|by the sound of it|from what you(?:['’]ve)? describ(?:e|ed)|from what i can (?:see|tell)|as far as i can tell|(?:by|from) the looks of it|the symptoms? (?:point|points|suggest|suggests|match|matches|fit|fits)|(?:which|that|this|it) (?:suggests|indicates|hints at|tells me|implies)|suggesting (?:that|a|the)|(?:only|just|merely) (?:read|looked at|skimmed|went through|eyeballed)|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) \S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|in my (?:view|opinion|estimation|reading)|my (?:read|reading|take|impression|interpretation)|the only (?:way|explanation|thing|reason|cause) i can (?:see|think of)|i can['’]t (?:see|think of) (?:any )?(?:other|another)|(?:didn['’]t|did not|haven['’]t|have not) (?:yet )?(?:run|tried) (?:a|an|the|it|this|that|any)|to my mind|as i see it|if you ask me|no (?:repro|reproduction|reproducer)(?: case)?|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) (?:the |that |this |its |their )?(?:code|source|function|handler|implementation|module|diff|stack ?trace|trace|backtrace|logic|method|query|config)|from (?:the |that |this |its |their )?(?:code|stack ?trace|backtrace)|judging (?:by|from)|on (?:a )?(?:closer )?(?:inspection|reading)|by inspection|at a glance|eyeballing|usual suspects?|classic (?:case|symptom|sign|race|bug|mistake|cause|gotcha|pattern)|typical(?:ly)? (?:of|for|symptom|sign|cause|case|culprit|race|bug|mistake|gotcha|pattern|means|caused|due|because|a sign|the result)|textbook|tell-?tale|hallmarks?|smells? (?:of|like)|a (?:common|frequent|known|well-known|usual) (?:cause|culprit|pattern|issue|gotcha|pitfall|source)|i['’]d (?:put money|wager|bet)|(?:can['’]t|cannot|could not|couldn['’]t|unable to|not able to|no way to|haven['’]t been able to|wasn['’]t able to) (?:trigger|hit|recreate|replicate|observe|provoke) (?:it|this|that|the)|without (?:a |any |the )?(?:sample|repro(?:ducer)?|reproduction|test case|failing test|core ?dump|crash dump|input file|sample file)|probably|most likely|more than likely|in all likelihood|presumably|almost certainly|i suspect|suspect(?:s|ed|ing)?|suspicion|suspicious|my guess|best guess|educated guess|i['’]d guess|guess(?:ed|ing)?|hunch|gut feeling|my bet|i['’]d bet|bet (?:it|that|this)|i['’]d wager|my money|i reckon|reckon|i figured?|i assume[d]?|assuming|assumption|hypothes[ie]s|hypothesi[sz](?:e|ed|ing)|theory|theori[sz]e|speculat(?:e|ed|ing|ion|ive|ively)|conjecture|culprit|(?:likely|probable|plausible|possible|suspected|presumed|apparent) (?:explanation|cause|culprit|reason|source|fix)|probabl[ey]|plausibl[ey]|chances are|odds are|(?:fairly|pretty|quite|almost|reasonably) (?:sure|confident|certain)|i['’]m (?:sure|confident|certain)|shot in the dark|blind(?:ly)? fix|blindly|preventive(?:ly)?|precaution(?:ary)?|defensive(?:ly)?|couldn['’]t find|nothing conclusive|(?:haven['’]t|have not|didn['’]t|did not|couldn['’]t|could not|can['’]t|cannot|wasn['’]t able to|was not able to|not able to|unable to|without) (?:yet )?(?:reproduc(?:e|ed|ing)|repro|confirm(?:ed|ing)?|verif(?:y|ied|ying)|test(?:ed|ing)?|check(?:ed|ing)?)|not (?:yet )?(?:reproduced|verified|confirmed|tested)|untested|unverified|unconfirmed)\b)[^\n]*?(?:\n[^\n]*?){0,3}(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|rewritten|refactored|cleaned|tuned|capped|applied|i['’]ve|i have|i['’]ll|i will|i['’]m going to|let me|let['’]s|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:has|have|had|was|were|got) (?:now |also |just )?(?:been )?(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower|decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict|appli|appl)(?:ed|d|ied)|fix(?:es|ed|ing)?|patch(?:es|ed|ing)?|chang(?:e|es|ed|ing)|add(?:s|ed|ing)?|bump(?:s|ed|ing)?|rais(?:e|es|ed|ing)|rewrit(?:e|es|ing|ten)|swap(?:s|ped|ping)?|convert(?:s|ed|ing)?|wrap(?:s|ped|ping)?|delet(?:e|es|ed|ing)|reinstall(?:s|ed|ing)?|switch(?:es|ed|ing)?|replac(?:e|es|ed|ing)|mov(?:e|es|ed|ing)|remov(?:e|es|ed|ing|al)|set(?:s|ting)?|guard(?:s|ed|ing)?|increas(?:e|es|ed|ing)|lower(?:s|ed|ing)?|(?:decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict)(?:ed|d)|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|gone ahead|go ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries|excludes|includes|sends|calls|uses|has|keeps|handles|catches|falls back|defaults)|(?:is|are) now|changes? made|from \S+ to \S+|→|->|\((?:was|previously|before|formerly) )\b)",
        r"(?:\b(?:raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|rewritten|refactored|cleaned|tuned|capped|applied|i['’]ve|i have|i['’]ll|i will|i['’]m going to|let me|let['’]s|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:has|have|had|was|were|got) (?:now |also |just )?(?:been )?(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower|decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict|appli|appl)(?:ed|d|ied)|fix(?:es|ed|ing)?|patch(?:es|ed|ing)?|chang(?:e|es|ed|ing)|add(?:s|ed|ing)?|bump(?:s|ed|ing)?|rais(?:e|es|ed|ing)|rewrit(?:e|es|ing|ten)|swap(?:s|ped|ping)?|convert(?:s|ed|ing)?|wrap(?:s|ped|ping)?|delet(?:e|es|ed|ing)|reinstall(?:s|ed|ing)?|switch(?:es|ed|ing)?|replac(?:e|es|ed|ing)|mov(?:e|es|ed|ing)|remov(?:e|es|ed|ing|al)|set(?:s|ting)?|guard(?:s|ed|ing)?|increas(?:e|es|ed|ing)|lower(?:s|ed|ing)?|(?:decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict)(?:ed|d)|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|gone ahead|go ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries|excludes|includes|sends|calls|uses|has|keeps|handles|catches|falls back|defaults)|(?:is|are) now|changes? made|from \S+ to \S+|→|->|\((?:was|previously|before|formerly) )\b)[^\n]*?(?:\n[^\n]*?){0,3}(?:\b(?:i believe|i think|almost always|nearly always|more often than not|nine times out of ten|in most cases|most of the time|usually (?:is|are|means|comes|happens|caused|due|because|down to|the|a|an)|(?:from|going by|going off|judging by|based on) (?:the |your |this |that )?(?:description|report|bug report|symptoms?|screenshot|error message|issue)|by the sound of it|from what you(?:['’]ve)? describ(?:e|ed)|from what i can (?:see|tell)|as far as i can tell|(?:by|from) the looks of it|the symptoms? (?:point|points|suggest|suggests|match|matches|fit|fits)|(?:which|that|this|it) (?:suggests|indicates|hints at|tells me|implies)|suggesting (?:that|a|the)|(?:only|just|merely) (?:read|looked at|skimmed|went through|eyeballed)|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) \S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|in my (?:view|opinion|estimation|reading)|my (?:read|reading|take|impression|interpretation)|the only (?:way|explanation|thing|reason|cause) i can (?:see|think of)|i can['’]t (?:see|think of) (?:any )?(?:other|another)|(?:didn['’]t|did not|haven['’]t|have not) (?:yet )?(?:run|tried) (?:a|an|the|it|this|that|any)|to my mind|as i see it|if you ask me|no (?:repro|reproduction|reproducer)(?: case)?|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) (?:the |that |this |its |their )?(?:code|source|function|handler|implementation|module|diff|stack ?trace|trace|backtrace|logic|method|query|config)|from (?:the |that |this |its |their )?(?:code|stack ?trace|backtrace)|judging (?:by|from)|on (?:a )?(?:closer )?(?:inspection|reading)|by inspection|at a glance|eyeballing|usual suspects?|classic (?:case|symptom|sign|race|bug|mistake|cause|gotcha|pattern)|typical(?:ly)? (?:of|for|symptom|sign|cause|case|culprit|race|bug|mistake|gotcha|pattern|means|caused|due|because|a sign|the result)|textbook|tell-?tale|hallmarks?|smells? (?:of|like)|a (?:common|frequent|known|well-known|usual) (?:cause|culprit|pattern|issue|gotcha|pitfall|source)|i['’]d (?:put money|wager|bet)|(?:can['’]t|cannot|could not|couldn['’]t|unable to|not able to|no way to|haven['’]t been able to|wasn['’]t able to) (?:trigger|hit|recreate|replicate|observe|provoke) (?:it|this|that|the)|without (?:a |any |the )?(?:sample|repro(?:ducer)?|reproduction|test case|failing test|core ?dump|crash dump|input file|sample file)|probably|most likely|more than likely|in all likelihood|presumably|almost certainly|i suspect|suspect(?:s|ed|ing)?|suspicion|suspicious|my guess|best guess|educated guess|i['’]d guess|guess(?:ed|ing)?|hunch|gut feeling|my bet|i['’]d bet|bet (?:it|that|this)|i['’]d wager|my money|i reckon|reckon|i figured?|i assume[d]?|assuming|assumption|hypothes[ie]s|hypothesi[sz](?:e|ed|ing)|theory|theori[sz]e|speculat(?:e|ed|ing|ion|ive|ively)|conjecture|culprit|(?:likely|probable|plausible|possible|suspected|presumed|apparent) (?:explanation|cause|culprit|reason|source|fix)|probabl[ey]|plausibl[ey]|chances are|odds are|(?:fairly|pretty|quite|almost|reasonably) (?:sure|confident|certain)|i['’]m (?:sure|confident|certain)|shot in the dark|blind(?:ly)? fix|blindly|preventive(?:ly)?|precaution(?:ary)?|defensive(?:ly)?|couldn['’]t find|nothing conclusive|(?:haven['’]t|have not|didn['’]t|did not|couldn['’]t|could not|can['’]t|cannot|wasn['’]t able to|was not able to|not able to|unable to|without) (?:yet )?(?:reproduc(?:e|ed|ing)|repro|confirm(?:ed|ing)?|verif(?:y|ied|ying)|test(?:ed|ing)?|check(?:ed|ing)?)|not (?:yet )?(?:reproduced|verified|confirmed|tested)|untested|unverified|unconfirmed)\b)",
        r"\b(?:(?:that|this|it|which|these|those|the (?:change|fix|patch)e?s?) should (?:now )?(?:put an end to|put a stop to|get rid of|fix|stop|help|resolve|take care of|handle|prevent|avoid|do it|cure|work|solve|sort)|should (?:now |then |at least |also |really |finally |hopefully |definitely )?(?:put an end to|put a stop to|fix|stop|help|resolve|cover|prevent|cure|avoid|eliminate|solve|sort (?:it|this|that) out|take care of|make (?:it|this|that|the)|go away|stay|keep|disappear|settle|stabili[sz]e|clear up|no longer|be (?:fixed|fine|ok|okay|good|gone|resolved|more|less|robust|better|faster|what|enough|stable|safe|sorted|handled|solved))|shouldn['’]t (?:[^\s.,;:!?()]+ ){0,2}(?:happen|fail|crash|break|drop|recur|come back|time out|occur|lose|hang|leak|be a problem|show up|appear|return|reappear)|won['’]t (?:[^\s.,;:!?()]+ ){0,2}(?:happen|recur|come back|fail|crash|break|time out|hang|leak|appear|show up|return|reappear) (?:again|anymore|any more)|no longer (?:happen|fail|crash|break|time out|hang|leak|appear|show up|occur)s?|(?:that|this|it)['’]ll (?:fix|cover|do it|do the trick|solve|sort|stop|handle|take care|help|prevent)|(?:hope|hopefully) (?:that|this|it) (?:fixes|solves|helps|resolves|does it|sorts)|(?:that|this|it|which|these|those|the (?:change|fix|patch)e?s?) ought to|ought to (?:fix|close|stop|help|resolve|cover|prevent|cure|avoid|solve|sort|handle|take care|do it|do the trick|make|be enough|go away|settle)|let['’]s see if|we['’]ll see if|see if (?:it|that|this) (?:helps|holds|sticks|fixes|recurs|comes back)|(?:can['’]t|cannot|couldn['’]t) (?:possibly )?(?:happen|recur|occur|come back|reappear) again|(?:can|could) no longer (?:happen|recur|occur|come back|reappear))\b",
        // Spanish.
        r"(?:\b(?:al parecer|por lo visto|aparentemente|no sé bien|no sé|creo|puede que|puede ser|podría(?:n)? ser|suele indicar|parece que|parece (?:un|una|ser|deberse)|me parece|tiene pinta|pinta a|huele a|me huele|me late|no tengo claro|no estoy segur[oa]|ni idea|deber[íi]an?|debe de ser|debe ser|tiene que ser|ha de ser|diría que|diría|apunta a|suele significar|el único sitio|con (?:esto|eso)|así (?:ya )?no|será (?:que|el|la|por)|y si (?:es|fuera|era)|quién sabe|a ver si|en principio|en teoría|es posible que|cabe la posibilidad|igual es|me da (?:la )?(?:impresión|sensación)|me suena|(?:los )?logs? (?:muestra|muestran|indica|indican|dice|dicen|apunta|apuntan)|encaja con|explicaría|pienso que|creo que|me juego|casi siempre|en la mayor[íi]a de (?:los casos|las veces)|nueve de cada diez|normalmente (?:es|son|se debe|viene|pasa)|(?:por|seg[úu]n) (?:la |tu |su |el )?(?:descripci[óo]n|reporte|informe|s[íi]ntomas?|mensaje de error|pantallazo|captura)|por lo que (?:describes|cuentas|comentas|describ[íi]s)|(?:lo que|lo cual|esto|eso) (?:sugiere|indica|apunta|da a entender|me dice)|sugiere que|indica que|(?:solo|sólo|solamente|únicamente) (?:he )?(?:le[íi]do|mirado|revisado|ojeado)|me (?:he )?limit(?:é|ado) a (?:leer|mirar|revisar)|(?:leyendo|mirando|revisando) (?:el |la |los |las )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|en mi opini[óo]n|mi (?:lectura|impresión|interpretación)|la única (?:forma|manera|explicación|causa) que (?:veo|se me ocurre)|no (?:he )?(?:corrido|ejecutado|lanzado|probado) (?:un|una|el|la|ningún|ninguna)|a mi (?:juicio|entender|parecer)|desde mi punto de vista|para m[íi] (?:que|es)|sin (?:reproducci[óo]n|repro)|(?:no hay|ninguna) reproducci[óo]n|me huele|huele a|tiene (?:toda la )?pinta|pinta (?:a|de)|me da (?:que|la impresión)|(?:un |el )?caso (?:muy |bastante )?t[íi]pico|lo (?:m[áa]s )?t[íi]pico|t[íi]picamente|cl[áa]sico|suele(?:n)? (?:ser|deberse|venir|pasar)|(?:una|la) causa (?:muy )?(?:com[úu]n|habitual|frecuente|t[íi]pica)|leyendo|mirando (?:el |la |los |las )?(?:c[óo]digo|funci[óo]n|traza|stack|fuente)|viendo (?:el |la )?(?:c[óo]digo|funci[óo]n|traza)|a juzgar por|por lo que veo|por lo que se ve|por lo que parece|a lo que parece|según parece|a simple vista|sin (?:una |un |ning[úu]na? )?(?:muestra|fichero de ejemplo|archivo de ejemplo|caso de prueba|test que falle)|no (?:he podido|pude|puedo|consigo|logr[ée]) (?:provocar|disparar|replicar|recrear|observar)|sospecho|sospech[^\s.,;:!?()]*|supongo|supon[^\s.,;:!?()]*|supuest[^\s.,;:!?()]*|presumiblemente|presunt[^\s.,;:!?()]*|probablemente|probable|lo más probable|seguramente|posiblemente|quizá|quizás|tal vez|a lo mejor|capaz (?:que|es|sea)|igual (?:es|era|sea)|fijo que|seguro que|lo más seguro|casi seguro|sin duda|apuesto|apostaría|juraría|intuyo|intuición|corazonada|imagino|me imagino|hipótesis|teoría|culpable|sospechos[oa]s?|por si acaso|por si las moscas|por las dudas|por si (?:es|fuera|era)|a ciegas|al tanteo|tanteando|a ojo|de manera preventiva|preventiv[oa]|por precaución|por seguridad|(?:no|sin) (?:he |hemos |pude |pudimos |logré |conseguí |haberlo |haber )?(?:podido )?(?:reproduc[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|probad[oa])|sin reproducir|sin probar|sin verificar)\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|vamos a [^\s.,;:!?()]+|(?:lo|la|los|las|le|les) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|cambio|subo|bajo|meto|quito|añado|agrego|fuerzo|desactivo|envuelvo|reemplazo|sustituyo|muevo|limito|aumento|reduzco|ajusto|dejo|clavo|aplico|separo|reduje|puse|introduje|añadí|envolví|moví|metí|partí|revertí|convertí|sustituí|(?:he|hemos|ha|han) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ido|to|cho|sto|ído)s?|se (?:sub|baj|aument|reduc|cambi|añad|agreg|quit|elimin|ajust|modific|reemplaz|sustitu|muev|mov|fuerz|forz|desactiv|activ|limit|ampl|increment|fij|pas|corrig|reescrib|actualiz|aplic|envuelv|separ|divid|dobl|dupl|ret|reinici|limpi|vací|vaci|pon|mete)\w*|(?:cambi|añad|agreg|sub|aument|reduc|ajust|modific|quit|elimin|reemplaz|sustitu|corregid|reescrit|desactiv|activ|forz|movid|limit|puest|metid|aplic|actualiz|implement|introducid|parche|increment|amplia|acot|fij|envuelt|separ|dividid|duplic|revertid|convertid|migr|reinici|limpi)(?:ad[oa]s?|id[oa]s?)|reescrit[oa]s?|puest[oa]s?|envuelt[oa]s?|corregid[oa]s?|cambios? aplicados?|ajuste|parche|arreglo|corrección|desde \S+ a \S+|de \S+ a \S+|→|->|\((?:antes|era) )\b)",
        r"(?:\b(?:[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|vamos a [^\s.,;:!?()]+|(?:lo|la|los|las|le|les) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|cambio|subo|bajo|meto|quito|añado|agrego|fuerzo|desactivo|envuelvo|reemplazo|sustituyo|muevo|limito|aumento|reduzco|ajusto|dejo|clavo|aplico|separo|reduje|puse|introduje|añadí|envolví|moví|metí|partí|revertí|convertí|sustituí|(?:he|hemos|ha|han) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ido|to|cho|sto|ído)s?|se (?:sub|baj|aument|reduc|cambi|añad|agreg|quit|elimin|ajust|modific|reemplaz|sustitu|muev|mov|fuerz|forz|desactiv|activ|limit|ampl|increment|fij|pas|corrig|reescrib|actualiz|aplic|envuelv|separ|divid|dobl|dupl|ret|reinici|limpi|vací|vaci|pon|mete)\w*|(?:cambi|añad|agreg|sub|aument|reduc|ajust|modific|quit|elimin|reemplaz|sustitu|corregid|reescrit|desactiv|activ|forz|movid|limit|puest|metid|aplic|actualiz|implement|introducid|parche|increment|amplia|acot|fij|envuelt|separ|dividid|duplic|revertid|convertid|migr|reinici|limpi)(?:ad[oa]s?|id[oa]s?)|reescrit[oa]s?|puest[oa]s?|envuelt[oa]s?|corregid[oa]s?|cambios? aplicados?|ajuste|parche|arreglo|corrección|desde \S+ a \S+|de \S+ a \S+|→|->|\((?:antes|era) )\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:al parecer|por lo visto|aparentemente|no sé bien|no sé|creo|puede que|puede ser|podría(?:n)? ser|suele indicar|parece que|parece (?:un|una|ser|deberse)|me parece|tiene pinta|pinta a|huele a|me huele|me late|no tengo claro|no estoy segur[oa]|ni idea|deber[íi]an?|debe de ser|debe ser|tiene que ser|ha de ser|diría que|diría|apunta a|suele significar|el único sitio|con (?:esto|eso)|así (?:ya )?no|será (?:que|el|la|por)|y si (?:es|fuera|era)|quién sabe|a ver si|en principio|en teoría|es posible que|cabe la posibilidad|igual es|me da (?:la )?(?:impresión|sensación)|me suena|(?:los )?logs? (?:muestra|muestran|indica|indican|dice|dicen|apunta|apuntan)|encaja con|explicaría|pienso que|creo que|me juego|casi siempre|en la mayor[íi]a de (?:los casos|las veces)|nueve de cada diez|normalmente (?:es|son|se debe|viene|pasa)|(?:por|seg[úu]n) (?:la |tu |su |el )?(?:descripci[óo]n|reporte|informe|s[íi]ntomas?|mensaje de error|pantallazo|captura)|por lo que (?:describes|cuentas|comentas|describ[íi]s)|(?:lo que|lo cual|esto|eso) (?:sugiere|indica|apunta|da a entender|me dice)|sugiere que|indica que|(?:solo|sólo|solamente|únicamente) (?:he )?(?:le[íi]do|mirado|revisado|ojeado)|me (?:he )?limit(?:é|ado) a (?:leer|mirar|revisar)|(?:leyendo|mirando|revisando) (?:el |la |los |las )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|en mi opini[óo]n|mi (?:lectura|impresión|interpretación)|la única (?:forma|manera|explicación|causa) que (?:veo|se me ocurre)|no (?:he )?(?:corrido|ejecutado|lanzado|probado) (?:un|una|el|la|ningún|ninguna)|a mi (?:juicio|entender|parecer)|desde mi punto de vista|para m[íi] (?:que|es)|sin (?:reproducci[óo]n|repro)|(?:no hay|ninguna) reproducci[óo]n|me huele|huele a|tiene (?:toda la )?pinta|pinta (?:a|de)|me da (?:que|la impresión)|(?:un |el )?caso (?:muy |bastante )?t[íi]pico|lo (?:m[áa]s )?t[íi]pico|t[íi]picamente|cl[áa]sico|suele(?:n)? (?:ser|deberse|venir|pasar)|(?:una|la) causa (?:muy )?(?:com[úu]n|habitual|frecuente|t[íi]pica)|leyendo|mirando (?:el |la |los |las )?(?:c[óo]digo|funci[óo]n|traza|stack|fuente)|viendo (?:el |la )?(?:c[óo]digo|funci[óo]n|traza)|a juzgar por|por lo que veo|por lo que se ve|por lo que parece|a lo que parece|según parece|a simple vista|sin (?:una |un |ning[úu]na? )?(?:muestra|fichero de ejemplo|archivo de ejemplo|caso de prueba|test que falle)|no (?:he podido|pude|puedo|consigo|logr[ée]) (?:provocar|disparar|replicar|recrear|observar)|sospecho|sospech[^\s.,;:!?()]*|supongo|supon[^\s.,;:!?()]*|supuest[^\s.,;:!?()]*|presumiblemente|presunt[^\s.,;:!?()]*|probablemente|probable|lo más probable|seguramente|posiblemente|quizá|quizás|tal vez|a lo mejor|capaz (?:que|es|sea)|igual (?:es|era|sea)|fijo que|seguro que|lo más seguro|casi seguro|sin duda|apuesto|apostaría|juraría|intuyo|intuición|corazonada|imagino|me imagino|hipótesis|teoría|culpable|sospechos[oa]s?|por si acaso|por si las moscas|por las dudas|por si (?:es|fuera|era)|a ciegas|al tanteo|tanteando|a ojo|de manera preventiva|preventiv[oa]|por precaución|por seguridad|(?:no|sin) (?:he |hemos |pude |pudimos |logré |conseguí |haberlo |haber )?(?:podido )?(?:reproduc[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|probad[oa])|sin reproducir|sin probar|sin verificar)\b)",
        r"(?:\b(?:pienso que|creo que|me juego|casi siempre|en la mayor[íi]a de (?:los casos|las veces)|nueve de cada diez|normalmente (?:es|son|se debe|viene|pasa)|(?:por|seg[úu]n) (?:la |tu |su |el )?(?:descripci[óo]n|reporte|informe|s[íi]ntomas?|mensaje de error|pantallazo|captura)|por lo que (?:describes|cuentas|comentas|describ[íi]s)|(?:lo que|lo cual|esto|eso) (?:sugiere|indica|apunta|da a entender|me dice)|sugiere que|indica que|(?:solo|sólo|solamente|únicamente) (?:he )?(?:le[íi]do|mirado|revisado|ojeado)|me (?:he )?limit(?:é|ado) a (?:leer|mirar|revisar)|(?:leyendo|mirando|revisando) (?:el |la |los |las )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|en mi opini[óo]n|mi (?:lectura|impresión|interpretación)|la única (?:forma|manera|explicación|causa) que (?:veo|se me ocurre)|no (?:he )?(?:corrido|ejecutado|lanzado|probado) (?:un|una|el|la|ningún|ninguna)|a mi (?:juicio|entender|parecer)|desde mi punto de vista|para m[íi] (?:que|es)|sin (?:reproducci[óo]n|repro)|(?:no hay|ninguna) reproducci[óo]n|me huele|huele a|tiene (?:toda la )?pinta|pinta (?:a|de)|me da (?:que|la impresión)|(?:un |el )?caso (?:muy |bastante )?t[íi]pico|lo (?:m[áa]s )?t[íi]pico|t[íi]picamente|cl[áa]sico|suele(?:n)? (?:ser|deberse|venir|pasar)|(?:una|la) causa (?:muy )?(?:com[úu]n|habitual|frecuente|t[íi]pica)|leyendo|mirando (?:el |la |los |las )?(?:c[óo]digo|funci[óo]n|traza|stack|fuente)|viendo (?:el |la )?(?:c[óo]digo|funci[óo]n|traza)|a juzgar por|por lo que veo|por lo que se ve|por lo que parece|a lo que parece|según parece|a simple vista|sin (?:una |un |ning[úu]na? )?(?:muestra|fichero de ejemplo|archivo de ejemplo|caso de prueba|test que falle)|no (?:he podido|pude|puedo|consigo|logr[ée]) (?:provocar|disparar|replicar|recrear|observar)|sospecho|sospech[^\s.,;:!?()]*|supongo|supon[^\s.,;:!?()]*|supuest[^\s.,;:!?()]*|presumiblemente|presunt[^\s.,;:!?()]*|probablemente|probable|lo más probable|seguramente|posiblemente|quizá|quizás|tal vez|a lo mejor|capaz (?:que|es|sea)|igual (?:es|era|sea)|fijo que|seguro que|lo más seguro|casi seguro|sin duda|apuesto|apostaría|juraría|intuyo|intuición|corazonada|imagino|me imagino|hipótesis|teoría|culpable|sospechos[oa]s?|por si acaso|por si las moscas|por las dudas|por si (?:es|fuera|era)|a ciegas|al tanteo|tanteando|a ojo|de manera preventiva|preventiv[oa]|por precaución|por seguridad|(?:no|sin) (?:he |hemos |pude |pudimos |logré |conseguí |haberlo |haber )?(?:podido )?(?:reproduc[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|probad[oa])|sin reproducir|sin probar|sin verificar)\b)[^\n]*?(?:\n[^\n]*?){0,3}(?:(?m:^)cambios(?: realizados| aplicados| hechos)? ?:?(?m:$)|\b(?:[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|vamos a [^\s.,;:!?()]+|(?:lo|la|los|las|le|les) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|cambio|subo|bajo|meto|quito|añado|agrego|fuerzo|desactivo|envuelvo|reemplazo|sustituyo|muevo|limito|aumento|reduzco|ajusto|dejo|clavo|aplico|separo|reduje|puse|introduje|añadí|envolví|moví|metí|partí|revertí|convertí|sustituí|(?:he|hemos|ha|han) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ido|to|cho|sto|ído)s?|se (?:sub|baj|aument|reduc|cambi|añad|agreg|quit|elimin|ajust|modific|reemplaz|sustitu|muev|mov|fuerz|forz|desactiv|activ|limit|ampl|increment|fij|pas|corrig|reescrib|actualiz|aplic|envuelv|separ|divid|dobl|dupl|ret|reinici|limpi|vací|vaci|pon|mete)\w*|(?:cambi|añad|agreg|sub|aument|reduc|ajust|modific|quit|elimin|reemplaz|sustitu|corregid|reescrit|desactiv|activ|forz|movid|limit|puest|metid|aplic|actualiz|implement|introducid|parche|increment|amplia|acot|fij|envuelt|separ|dividid|duplic|revertid|convertid|migr|reinici|limpi)(?:ad[oa]s?|id[oa]s?)|reescrit[oa]s?|puest[oa]s?|envuelt[oa]s?|corregid[oa]s?|cambios? aplicados?|ajuste|parche|arreglo|corrección|desde \S+ a \S+|de \S+ a \S+|→|->|\((?:antes|era) )\b)",
        r"(?:\b(?:[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|vamos a [^\s.,;:!?()]+|(?:lo|la|los|las|le|les) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|cambio|subo|bajo|meto|quito|añado|agrego|fuerzo|desactivo|envuelvo|reemplazo|sustituyo|muevo|limito|aumento|reduzco|ajusto|dejo|clavo|aplico|separo|reduje|puse|introduje|añadí|envolví|moví|metí|partí|revertí|convertí|sustituí|(?:he|hemos|ha|han) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ido|to|cho|sto|ído)s?|se (?:sub|baj|aument|reduc|cambi|añad|agreg|quit|elimin|ajust|modific|reemplaz|sustitu|muev|mov|fuerz|forz|desactiv|activ|limit|ampl|increment|fij|pas|corrig|reescrib|actualiz|aplic|envuelv|separ|divid|dobl|dupl|ret|reinici|limpi|vací|vaci|pon|mete)\w*|(?:cambi|añad|agreg|sub|aument|reduc|ajust|modific|quit|elimin|reemplaz|sustitu|corregid|reescrit|desactiv|activ|forz|movid|limit|puest|metid|aplic|actualiz|implement|introducid|parche|increment|amplia|acot|fij|envuelt|separ|dividid|duplic|revertid|convertid|migr|reinici|limpi)(?:ad[oa]s?|id[oa]s?)|reescrit[oa]s?|puest[oa]s?|envuelt[oa]s?|corregid[oa]s?|cambios? aplicados?|ajuste|parche|arreglo|corrección|desde \S+ a \S+|de \S+ a \S+|→|->|\((?:antes|era) )\b)[^\n]*?(?:\n[^\n]*?){0,3}(?:\b(?:pienso que|creo que|me juego|casi siempre|en la mayor[íi]a de (?:los casos|las veces)|nueve de cada diez|normalmente (?:es|son|se debe|viene|pasa)|(?:por|seg[úu]n) (?:la |tu |su |el )?(?:descripci[óo]n|reporte|informe|s[íi]ntomas?|mensaje de error|pantallazo|captura)|por lo que (?:describes|cuentas|comentas|describ[íi]s)|(?:lo que|lo cual|esto|eso) (?:sugiere|indica|apunta|da a entender|me dice)|sugiere que|indica que|(?:solo|sólo|solamente|únicamente) (?:he )?(?:le[íi]do|mirado|revisado|ojeado)|me (?:he )?limit(?:é|ado) a (?:leer|mirar|revisar)|(?:leyendo|mirando|revisando) (?:el |la |los |las )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|en mi opini[óo]n|mi (?:lectura|impresión|interpretación)|la única (?:forma|manera|explicación|causa) que (?:veo|se me ocurre)|no (?:he )?(?:corrido|ejecutado|lanzado|probado) (?:un|una|el|la|ningún|ninguna)|a mi (?:juicio|entender|parecer)|desde mi punto de vista|para m[íi] (?:que|es)|sin (?:reproducci[óo]n|repro)|(?:no hay|ninguna) reproducci[óo]n|me huele|huele a|tiene (?:toda la )?pinta|pinta (?:a|de)|me da (?:que|la impresión)|(?:un |el )?caso (?:muy |bastante )?t[íi]pico|lo (?:m[áa]s )?t[íi]pico|t[íi]picamente|cl[áa]sico|suele(?:n)? (?:ser|deberse|venir|pasar)|(?:una|la) causa (?:muy )?(?:com[úu]n|habitual|frecuente|t[íi]pica)|leyendo|mirando (?:el |la |los |las )?(?:c[óo]digo|funci[óo]n|traza|stack|fuente)|viendo (?:el |la )?(?:c[óo]digo|funci[óo]n|traza)|a juzgar por|por lo que veo|por lo que se ve|por lo que parece|a lo que parece|según parece|a simple vista|sin (?:una |un |ning[úu]na? )?(?:muestra|fichero de ejemplo|archivo de ejemplo|caso de prueba|test que falle)|no (?:he podido|pude|puedo|consigo|logr[ée]) (?:provocar|disparar|replicar|recrear|observar)|sospecho|sospech[^\s.,;:!?()]*|supongo|supon[^\s.,;:!?()]*|supuest[^\s.,;:!?()]*|presumiblemente|presunt[^\s.,;:!?()]*|probablemente|probable|lo más probable|seguramente|posiblemente|quizá|quizás|tal vez|a lo mejor|capaz (?:que|es|sea)|igual (?:es|era|sea)|fijo que|seguro que|lo más seguro|casi seguro|sin duda|apuesto|apostaría|juraría|intuyo|intuición|corazonada|imagino|me imagino|hipótesis|teoría|culpable|sospechos[oa]s?|por si acaso|por si las moscas|por las dudas|por si (?:es|fuera|era)|a ciegas|al tanteo|tanteando|a ojo|de manera preventiva|preventiv[oa]|por precaución|por seguridad|(?:no|sin) (?:he |hemos |pude |pudimos |logré |conseguí |haberlo |haber )?(?:podido )?(?:reproduc[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|probad[oa])|sin reproducir|sin probar|sin verificar)\b)",
        r"\b(?:con (?:eso|esto) (?:ya )?deber[íi]an? |deber[íi]an? (?:de )?(?:ya )?(?:desaparecer|arreglar|solucionar|resolver|bastar|evitar|funcionar|volver|dejar de|cargar|arrancar|ir|andar|estabilizarse|quedar|salir|llegar|mostrarse|verse|cuadrar|pasar)|no deber[íi]an? (?:volver a|(?:[^\s.,;:!?()]+ )?(?:fallar|salir|cerrarse|perderse|duplicarse|repetirse|colgarse|caerse|aparecer|pasar|ocurrir|reiniciarse|romperse))|dejar(?:á|án) de|ya no (?:se )?[^\s.,;:!?()]+r(?:á|án)|tendr[íi]an? que (?:funcionar|salir|cargar|arreglarse|ir|irse|desaparecer|bastar|resolver|arreglar|solucionar|dejar de|evitar|[^\s.,;:!?()]+rse)|deber[íi]an? (?:ya )?[^\s.,;:!?()]+rse|con (?:esto|eso) (?:ya )?(?:se |los |las |el |la )?[^\s.,;:!?()]+r(?:á|án)|a ver si (?:con esto|así|ahora|se)|(?:ya no (?:puede|pueden|podrá|podrán|podría|podrían|va a|van a) (?:volver a )?|no (?:puede|pueden|podrá|podrán|podría|podrían|va a|van a) volver a )(?:producirse|ocurrir|pasar(?:\s*[.!;:,]|\s*$)|repetirse|darse|suceder|reproducirse)|ya no (?:puede|pueden|podrá|podrán) (?:[^\s.,;:!?()]+ )?(?:duplicarse|fallar|colgarse|caerse|perderse))\b",
        // French.
        r"(?:\b(?:il se pourrait|il se peut (?:que )?(?:ce soit|ça soit|cela soit|le bug|la cause|le problème|ce bug|le souci|l['’]erreur|le crash|ça vienne|cela vienne)|se peut-il|apparemment|visiblement|je ne sais pas|peut-être|il semble|semble|semblerait|ça ressemble|cela ressemble|ressemble (?:fort )?à|on dirait|devrai(?:t|ent)|a priori|en principe|en théorie|pas sûr|aucune idée|pointe (?:vers|sur)|veut (?:en général |généralement )?dire|signifie|le seul endroit|pourrai(?:t|ent)|ça pourrait|à mon avis|j['’]ai l['’]impression|(?:ce|ça|cela|il|elle) doit être|doi(?:t|vent) (?:être|venir)|normalement|je dirais|on verra|et si (?:c['’]était|ce|le|la|les|on)|serait-ce|(?:a|ont|avait|avaient) (?:tout |bien |vraiment )?l['’]air|ça a l['’]air|il est possible que|serai(?:t|ent) (?:dû|due|dus|dues|lié|liée|liés|liées|causé|causée|causés|causées|la cause|le coupable)|viendrai(?:t|ent)|proviendrai(?:t|ent)|s['’]expliquerai(?:t|ent)|expliquerai(?:t|ent)|(?:les )?(?:logs?|traces?|journaux) (?:montre|montrent|indique|indiquent|pointe|pointent|suggère|suggèrent)|colle avec|cohérent avec|je crois|je pense|ça sent|presque toujours|quasi toujours|la plupart du temps|dans la plupart des cas|neuf fois sur dix|en général c['’]est|généralement (?:c['’]est|dû|due|lié|liée|le|la|un|une)|(?:d['’]après|vu|au vu de|selon) (?:la |ta |votre |sa |les |le |du |des )?(?:description|symptômes?|message d['’]erreur|capture|rapport|ticket)|(?:à|d['’]après) ce que (?:tu décris|vous décrivez)|(?:ce qui|cela|ça) (?:suggère|indique|laisse penser|laisse supposer|me fait dire|me fait penser)|suggère que|laisse (?:penser|supposer|croire) que|j['’]ai (?:juste|seulement|simplement|uniquement) (?:lu|relu|regardé|parcouru)|je me suis contenté de (?:lire|regarder|parcourir)|(?:en lisant|en regardant|en parcourant) (?:le |la |les )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|selon moi|ma (?:lecture|impression|interprétation)|la seule (?:explication|façon|manière|cause) que je (?:vois|trouve)|(?:je n['’]ai|sans avoir) (?:pas )?(?:lancé|exécuté|fait tourner|essayé) (?:de|d['’]|un|une|le|la|les)|à mon sens|d['’]après moi|de mon point de vue|pour moi,? c['’]est|(?:pas|aucune|sans|faute) de (?:reproduction|repro)|sans (?:reproduction|repro)|cela sent|sent (?:fort |bon |très fort )?(?:le|la|les|l['’])|fleure|typique(?:ment)?|classique|cas d['’]école|je parierais|parierais|à parier|en lisant|à la lecture|en regardant (?:le |la |les )?(?:code|fonction|trace|source)|d['’]après (?:le |la )?(?:code|trace|lecture|source)|au vu (?:du|de la) (?:code|trace)|à en juger|sans (?:échantillon|exemple|cas de test|fichier d['’]exemple)|(?:pas|jamais) (?:pu|réussi à) (?:le |la |l['’])?(?:déclencher|provoquer|observer|recréer)|probablement|probables?|sans doute|vraisemblablement|sûrement|certainement|presque sûrement|je suppose|suppos[^\s.,;:!?()]*|présum[^\s.,;:!?()]*|je soupçonne|soupçon[^\s.,;:!?()]*|suspect[^\s.,;:!?()]*|j['’]imagine|je parie|je mise|je table|(?:mon |l['’]|une |d['’])?hypothèses?|théorie|piste (?:retenue|privilégiée|probable|la plus probable)|intuition|pressentiment|au (?:feeling|pif|jugé)|à vue de nez|à l['’]aveugle|à tous les coups|il y a fort à parier|selon toute vraisemblance|le plus probable|coupable|par précaution|par sécurité|au cas où|dans le doute|on ne sait jamais|pour être sûr|préventi(?:f|ve|vement)|le correctif supposé|(?:pas|jamais|sans) (?:encore |pu |réussi à |avoir |l['’]avoir |été en mesure de )*(?:reprodui[^\s.,;:!?()]*|vérifi[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*)|pas (?:encore )?de cas|devrait faire)\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:j['’](?:y |en )?ai (?:donc |aussi |alors |juste |également |d['’]abord |ensuite |enfin )?(?:tout |tous |toutes )?[^\s.,;:!?()]+|(?:je l['’]|je les |on l['’]|on les |nous l['’]|nous les )(?:ai|a|avons) (?:donc |aussi |alors |juste |d['’]abord |ensuite )?(?:pass|remplac|désactiv|activ|rédui|modifi|mont|ajout|doubl|épingl|chang|corrig|supprim|retir|enlev|mis|forc|augment|baiss|entour|déplac|réécri|refait|converti|remis|renomm|protég|encapsul|bascul|rétrograd|vidé|purg|relanc|redémarr|normalis|arrondi|tronqu|échapp|initialis|borné|limit|allong|rallong|raccourci|réglé|ajust|fix|patch|invers|réinstall|désinstall|sorti|remont|décal|découp|fusionn|rendu|mis à jour)[^\s.,;:!?()]*|je l['’]ajoute|(?:je|on) (?:vais|va) (?:donc |aussi |alors |juste |d['’]abord )?(?:le |la |les |l['’]|y |en )?[^\s.,;:!?()]+|je (?:le |la |les |l['’]|lui |leur |y |en )?(?:corrige|réécris|refais|monte|change|passe|mets|ajoute|rajoute|remplace|modifie|augmente|baisse|diminue|réduis|entoure|enveloppe|bascule|relance|supprime|retire|enlève|prépare|force|désactive|active|vide|déplace|limite|allonge|rallonge|raccourcis|double|fixe|pose|pousse|applique|contourne|protège|verrouille|redémarre|purge)|j['’](?:augmente|ajoute|enlève|allonge|applique|active|entoure|enveloppe|exclus|isole)|(?:a|ont|est|sont) été [^\s.,;:!?()]+(?:é|ée|és|ées|i|is|ie|ies|it|ite|its|ites)|(?:ajout|modifi|chang|remplac|supprim|retir|pass|augment|diminu|baiss|désactiv|activ|forc|corrig|déplac|entour|envelopp|limit|plafonn|born|relev|rallong|allong|appliqu|ferm|dupliqu|doubl|vid|purg|migr|converti|réécrit|réduit|raccourci|introduit|exclu|inclu|isol|verrouill|protég|sécuris|fix|ajust|rétabli|restaur|bascul|redémarr|relanc|mont)(?:é|ée|és|ées)|mis|mise|mises|réécrite?s?|réduite?s?|convertie?s?|introduite?s?|exclue?s?|inclue?s?|raccourcie?s?|rétablie?s?|ouverte?s?|il a été décidé|(?:a|ont) été décidé|ajout d[^\s.,;:!?()]*|passage (?:de|des|du|en|à)|augmentation d[^\s.,;:!?()]*|suppression d[^\s.,;:!?()]*|remplacement d[^\s.,;:!?()]*|modifications?|modifs?|changements?|correctifs?|corrections?|ajustements?|contournement|rustine|actions? prises?|ce que j['’]ai (?:changé|modifié|fait)|[^\s.,;:!?()]+ (?:maintenant|désormais)|passe (?:de|à|en|du|des)|passent (?:de|à|en)|disparaît|disparaissent|exclut|force|de \S+ à \S+|→|->|\((?:avant|était|au lieu de) )\b)",
        r"(?:\b(?:j['’](?:y |en )?ai (?:donc |aussi |alors |juste |également |d['’]abord |ensuite |enfin )?(?:tout |tous |toutes )?[^\s.,;:!?()]+|(?:je l['’]|je les |on l['’]|on les |nous l['’]|nous les )(?:ai|a|avons) (?:donc |aussi |alors |juste |d['’]abord |ensuite )?(?:pass|remplac|désactiv|activ|rédui|modifi|mont|ajout|doubl|épingl|chang|corrig|supprim|retir|enlev|mis|forc|augment|baiss|entour|déplac|réécri|refait|converti|remis|renomm|protég|encapsul|bascul|rétrograd|vidé|purg|relanc|redémarr|normalis|arrondi|tronqu|échapp|initialis|borné|limit|allong|rallong|raccourci|réglé|ajust|fix|patch|invers|réinstall|désinstall|sorti|remont|décal|découp|fusionn|rendu|mis à jour)[^\s.,;:!?()]*|je l['’]ajoute|(?:je|on) (?:vais|va) (?:donc |aussi |alors |juste |d['’]abord )?(?:le |la |les |l['’]|y |en )?[^\s.,;:!?()]+|je (?:le |la |les |l['’]|lui |leur |y |en )?(?:corrige|réécris|refais|monte|change|passe|mets|ajoute|rajoute|remplace|modifie|augmente|baisse|diminue|réduis|entoure|enveloppe|bascule|relance|supprime|retire|enlève|prépare|force|désactive|active|vide|déplace|limite|allonge|rallonge|raccourcis|double|fixe|pose|pousse|applique|contourne|protège|verrouille|redémarre|purge)|j['’](?:augmente|ajoute|enlève|allonge|applique|active|entoure|enveloppe|exclus|isole)|(?:a|ont|est|sont) été [^\s.,;:!?()]+(?:é|ée|és|ées|i|is|ie|ies|it|ite|its|ites)|(?:ajout|modifi|chang|remplac|supprim|retir|pass|augment|diminu|baiss|désactiv|activ|forc|corrig|déplac|entour|envelopp|limit|plafonn|born|relev|rallong|allong|appliqu|ferm|dupliqu|doubl|vid|purg|migr|converti|réécrit|réduit|raccourci|introduit|exclu|inclu|isol|verrouill|protég|sécuris|fix|ajust|rétabli|restaur|bascul|redémarr|relanc|mont)(?:é|ée|és|ées)|mis|mise|mises|réécrite?s?|réduite?s?|convertie?s?|introduite?s?|exclue?s?|inclue?s?|raccourcie?s?|rétablie?s?|ouverte?s?|il a été décidé|(?:a|ont) été décidé|ajout d[^\s.,;:!?()]*|passage (?:de|des|du|en|à)|augmentation d[^\s.,;:!?()]*|suppression d[^\s.,;:!?()]*|remplacement d[^\s.,;:!?()]*|modifications?|modifs?|changements?|correctifs?|corrections?|ajustements?|contournement|rustine|actions? prises?|ce que j['’]ai (?:changé|modifié|fait)|[^\s.,;:!?()]+ (?:maintenant|désormais)|passe (?:de|à|en|du|des)|passent (?:de|à|en)|disparaît|disparaissent|exclut|force|de \S+ à \S+|→|->|\((?:avant|était|au lieu de) )\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:il se pourrait|il se peut (?:que )?(?:ce soit|ça soit|cela soit|le bug|la cause|le problème|ce bug|le souci|l['’]erreur|le crash|ça vienne|cela vienne)|se peut-il|apparemment|visiblement|je ne sais pas|peut-être|il semble|semble|semblerait|ça ressemble|cela ressemble|ressemble (?:fort )?à|on dirait|devrai(?:t|ent)|a priori|en principe|en théorie|pas sûr|aucune idée|pointe (?:vers|sur)|veut (?:en général |généralement )?dire|signifie|le seul endroit|pourrai(?:t|ent)|ça pourrait|à mon avis|j['’]ai l['’]impression|(?:ce|ça|cela|il|elle) doit être|doi(?:t|vent) (?:être|venir)|normalement|je dirais|on verra|et si (?:c['’]était|ce|le|la|les|on)|serait-ce|(?:a|ont|avait|avaient) (?:tout |bien |vraiment )?l['’]air|ça a l['’]air|il est possible que|serai(?:t|ent) (?:dû|due|dus|dues|lié|liée|liés|liées|causé|causée|causés|causées|la cause|le coupable)|viendrai(?:t|ent)|proviendrai(?:t|ent)|s['’]expliquerai(?:t|ent)|expliquerai(?:t|ent)|(?:les )?(?:logs?|traces?|journaux) (?:montre|montrent|indique|indiquent|pointe|pointent|suggère|suggèrent)|colle avec|cohérent avec|je crois|je pense|ça sent|presque toujours|quasi toujours|la plupart du temps|dans la plupart des cas|neuf fois sur dix|en général c['’]est|généralement (?:c['’]est|dû|due|lié|liée|le|la|un|une)|(?:d['’]après|vu|au vu de|selon) (?:la |ta |votre |sa |les |le |du |des )?(?:description|symptômes?|message d['’]erreur|capture|rapport|ticket)|(?:à|d['’]après) ce que (?:tu décris|vous décrivez)|(?:ce qui|cela|ça) (?:suggère|indique|laisse penser|laisse supposer|me fait dire|me fait penser)|suggère que|laisse (?:penser|supposer|croire) que|j['’]ai (?:juste|seulement|simplement|uniquement) (?:lu|relu|regardé|parcouru)|je me suis contenté de (?:lire|regarder|parcourir)|(?:en lisant|en regardant|en parcourant) (?:le |la |les )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|selon moi|ma (?:lecture|impression|interprétation)|la seule (?:explication|façon|manière|cause) que je (?:vois|trouve)|(?:je n['’]ai|sans avoir) (?:pas )?(?:lancé|exécuté|fait tourner|essayé) (?:de|d['’]|un|une|le|la|les)|à mon sens|d['’]après moi|de mon point de vue|pour moi,? c['’]est|(?:pas|aucune|sans|faute) de (?:reproduction|repro)|sans (?:reproduction|repro)|cela sent|sent (?:fort |bon |très fort )?(?:le|la|les|l['’])|fleure|typique(?:ment)?|classique|cas d['’]école|je parierais|parierais|à parier|en lisant|à la lecture|en regardant (?:le |la |les )?(?:code|fonction|trace|source)|d['’]après (?:le |la )?(?:code|trace|lecture|source)|au vu (?:du|de la) (?:code|trace)|à en juger|sans (?:échantillon|exemple|cas de test|fichier d['’]exemple)|(?:pas|jamais) (?:pu|réussi à) (?:le |la |l['’])?(?:déclencher|provoquer|observer|recréer)|probablement|probables?|sans doute|vraisemblablement|sûrement|certainement|presque sûrement|je suppose|suppos[^\s.,;:!?()]*|présum[^\s.,;:!?()]*|je soupçonne|soupçon[^\s.,;:!?()]*|suspect[^\s.,;:!?()]*|j['’]imagine|je parie|je mise|je table|(?:mon |l['’]|une |d['’])?hypothèses?|théorie|piste (?:retenue|privilégiée|probable|la plus probable)|intuition|pressentiment|au (?:feeling|pif|jugé)|à vue de nez|à l['’]aveugle|à tous les coups|il y a fort à parier|selon toute vraisemblance|le plus probable|coupable|par précaution|par sécurité|au cas où|dans le doute|on ne sait jamais|pour être sûr|préventi(?:f|ve|vement)|le correctif supposé|(?:pas|jamais|sans) (?:encore |pu |réussi à |avoir |l['’]avoir |été en mesure de )*(?:reprodui[^\s.,;:!?()]*|vérifi[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*)|pas (?:encore )?de cas|devrait faire)\b)",
        r"(?:\b(?:je crois|je pense|ça sent|presque toujours|quasi toujours|la plupart du temps|dans la plupart des cas|neuf fois sur dix|en général c['’]est|généralement (?:c['’]est|dû|due|lié|liée|le|la|un|une)|(?:d['’]après|vu|au vu de|selon) (?:la |ta |votre |sa |les |le |du |des )?(?:description|symptômes?|message d['’]erreur|capture|rapport|ticket)|(?:à|d['’]après) ce que (?:tu décris|vous décrivez)|(?:ce qui|cela|ça) (?:suggère|indique|laisse penser|laisse supposer|me fait dire|me fait penser)|suggère que|laisse (?:penser|supposer|croire) que|j['’]ai (?:juste|seulement|simplement|uniquement) (?:lu|relu|regardé|parcouru)|je me suis contenté de (?:lire|regarder|parcourir)|(?:en lisant|en regardant|en parcourant) (?:le |la |les )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|selon moi|ma (?:lecture|impression|interprétation)|la seule (?:explication|façon|manière|cause) que je (?:vois|trouve)|(?:je n['’]ai|sans avoir) (?:pas )?(?:lancé|exécuté|fait tourner|essayé) (?:de|d['’]|un|une|le|la|les)|à mon sens|d['’]après moi|de mon point de vue|pour moi,? c['’]est|(?:pas|aucune|sans|faute) de (?:reproduction|repro)|sans (?:reproduction|repro)|cela sent|sent (?:fort |bon |très fort )?(?:le|la|les|l['’])|fleure|typique(?:ment)?|classique|cas d['’]école|je parierais|parierais|à parier|en lisant|à la lecture|en regardant (?:le |la |les )?(?:code|fonction|trace|source)|d['’]après (?:le |la )?(?:code|trace|lecture|source)|au vu (?:du|de la) (?:code|trace)|à en juger|sans (?:échantillon|exemple|cas de test|fichier d['’]exemple)|(?:pas|jamais) (?:pu|réussi à) (?:le |la |l['’])?(?:déclencher|provoquer|observer|recréer)|probablement|probables?|sans doute|vraisemblablement|sûrement|certainement|presque sûrement|je suppose|suppos[^\s.,;:!?()]*|présum[^\s.,;:!?()]*|je soupçonne|soupçon[^\s.,;:!?()]*|suspect[^\s.,;:!?()]*|j['’]imagine|je parie|je mise|je table|(?:mon |l['’]|une |d['’])?hypothèses?|théorie|piste (?:retenue|privilégiée|probable|la plus probable)|intuition|pressentiment|au (?:feeling|pif|jugé)|à vue de nez|à l['’]aveugle|à tous les coups|il y a fort à parier|selon toute vraisemblance|le plus probable|coupable|par précaution|par sécurité|au cas où|dans le doute|on ne sait jamais|pour être sûr|préventi(?:f|ve|vement)|le correctif supposé|(?:pas|jamais|sans) (?:encore |pu |réussi à |avoir |l['’]avoir |été en mesure de )*(?:reprodui[^\s.,;:!?()]*|vérifi[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*)|pas (?:encore )?de cas|devrait faire)\b)[^\n]*?(?:\n[^\n]*?){0,3}(?:\b(?:j['’](?:y |en )?ai (?:donc |aussi |alors |juste |également |d['’]abord |ensuite |enfin )?(?:tout |tous |toutes )?[^\s.,;:!?()]+|(?:je l['’]|je les |on l['’]|on les |nous l['’]|nous les )(?:ai|a|avons) (?:donc |aussi |alors |juste |d['’]abord |ensuite )?(?:pass|remplac|désactiv|activ|rédui|modifi|mont|ajout|doubl|épingl|chang|corrig|supprim|retir|enlev|mis|forc|augment|baiss|entour|déplac|réécri|refait|converti|remis|renomm|protég|encapsul|bascul|rétrograd|vidé|purg|relanc|redémarr|normalis|arrondi|tronqu|échapp|initialis|borné|limit|allong|rallong|raccourci|réglé|ajust|fix|patch|invers|réinstall|désinstall|sorti|remont|décal|découp|fusionn|rendu|mis à jour)[^\s.,;:!?()]*|je l['’]ajoute|(?:je|on) (?:vais|va) (?:donc |aussi |alors |juste |d['’]abord )?(?:le |la |les |l['’]|y |en )?[^\s.,;:!?()]+|je (?:le |la |les |l['’]|lui |leur |y |en )?(?:corrige|réécris|refais|monte|change|passe|mets|ajoute|rajoute|remplace|modifie|augmente|baisse|diminue|réduis|entoure|enveloppe|bascule|relance|supprime|retire|enlève|prépare|force|désactive|active|vide|déplace|limite|allonge|rallonge|raccourcis|double|fixe|pose|pousse|applique|contourne|protège|verrouille|redémarre|purge)|j['’](?:augmente|ajoute|enlève|allonge|applique|active|entoure|enveloppe|exclus|isole)|(?:a|ont|est|sont) été [^\s.,;:!?()]+(?:é|ée|és|ées|i|is|ie|ies|it|ite|its|ites)|(?:ajout|modifi|chang|remplac|supprim|retir|pass|augment|diminu|baiss|désactiv|activ|forc|corrig|déplac|entour|envelopp|limit|plafonn|born|relev|rallong|allong|appliqu|ferm|dupliqu|doubl|vid|purg|migr|converti|réécrit|réduit|raccourci|introduit|exclu|inclu|isol|verrouill|protég|sécuris|fix|ajust|rétabli|restaur|bascul|redémarr|relanc|mont)(?:é|ée|és|ées)|mis|mise|mises|réécrite?s?|réduite?s?|convertie?s?|introduite?s?|exclue?s?|inclue?s?|raccourcie?s?|rétablie?s?|ouverte?s?|il a été décidé|(?:a|ont) été décidé|ajout d[^\s.,;:!?()]*|passage (?:de|des|du|en|à)|augmentation d[^\s.,;:!?()]*|suppression d[^\s.,;:!?()]*|remplacement d[^\s.,;:!?()]*|modifications?|modifs?|changements?|correctifs?|corrections?|ajustements?|contournement|rustine|actions? prises?|ce que j['’]ai (?:changé|modifié|fait)|[^\s.,;:!?()]+ (?:maintenant|désormais)|passe (?:de|à|en|du|des)|passent (?:de|à|en)|disparaît|disparaissent|exclut|force|de \S+ à \S+|→|->|\((?:avant|était|au lieu de) )\b)",
        r"(?:\b(?:j['’](?:y |en )?ai (?:donc |aussi |alors |juste |également |d['’]abord |ensuite |enfin )?(?:tout |tous |toutes )?[^\s.,;:!?()]+|(?:je l['’]|je les |on l['’]|on les |nous l['’]|nous les )(?:ai|a|avons) (?:donc |aussi |alors |juste |d['’]abord |ensuite )?(?:pass|remplac|désactiv|activ|rédui|modifi|mont|ajout|doubl|épingl|chang|corrig|supprim|retir|enlev|mis|forc|augment|baiss|entour|déplac|réécri|refait|converti|remis|renomm|protég|encapsul|bascul|rétrograd|vidé|purg|relanc|redémarr|normalis|arrondi|tronqu|échapp|initialis|borné|limit|allong|rallong|raccourci|réglé|ajust|fix|patch|invers|réinstall|désinstall|sorti|remont|décal|découp|fusionn|rendu|mis à jour)[^\s.,;:!?()]*|je l['’]ajoute|(?:je|on) (?:vais|va) (?:donc |aussi |alors |juste |d['’]abord )?(?:le |la |les |l['’]|y |en )?[^\s.,;:!?()]+|je (?:le |la |les |l['’]|lui |leur |y |en )?(?:corrige|réécris|refais|monte|change|passe|mets|ajoute|rajoute|remplace|modifie|augmente|baisse|diminue|réduis|entoure|enveloppe|bascule|relance|supprime|retire|enlève|prépare|force|désactive|active|vide|déplace|limite|allonge|rallonge|raccourcis|double|fixe|pose|pousse|applique|contourne|protège|verrouille|redémarre|purge)|j['’](?:augmente|ajoute|enlève|allonge|applique|active|entoure|enveloppe|exclus|isole)|(?:a|ont|est|sont) été [^\s.,;:!?()]+(?:é|ée|és|ées|i|is|ie|ies|it|ite|its|ites)|(?:ajout|modifi|chang|remplac|supprim|retir|pass|augment|diminu|baiss|désactiv|activ|forc|corrig|déplac|entour|envelopp|limit|plafonn|born|relev|rallong|allong|appliqu|ferm|dupliqu|doubl|vid|purg|migr|converti|réécrit|réduit|raccourci|introduit|exclu|inclu|isol|verrouill|protég|sécuris|fix|ajust|rétabli|restaur|bascul|redémarr|relanc|mont)(?:é|ée|és|ées)|mis|mise|mises|réécrite?s?|réduite?s?|convertie?s?|introduite?s?|exclue?s?|inclue?s?|raccourcie?s?|rétablie?s?|ouverte?s?|il a été décidé|(?:a|ont) été décidé|ajout d[^\s.,;:!?()]*|passage (?:de|des|du|en|à)|augmentation d[^\s.,;:!?()]*|suppression d[^\s.,;:!?()]*|remplacement d[^\s.,;:!?()]*|modifications?|modifs?|changements?|correctifs?|corrections?|ajustements?|contournement|rustine|actions? prises?|ce que j['’]ai (?:changé|modifié|fait)|[^\s.,;:!?()]+ (?:maintenant|désormais)|passe (?:de|à|en|du|des)|passent (?:de|à|en)|disparaît|disparaissent|exclut|force|de \S+ à \S+|→|->|\((?:avant|était|au lieu de) )\b)[^\n]*?(?:\n[^\n]*?){0,3}(?:\b(?:je crois|je pense|ça sent|presque toujours|quasi toujours|la plupart du temps|dans la plupart des cas|neuf fois sur dix|en général c['’]est|généralement (?:c['’]est|dû|due|lié|liée|le|la|un|une)|(?:d['’]après|vu|au vu de|selon) (?:la |ta |votre |sa |les |le |du |des )?(?:description|symptômes?|message d['’]erreur|capture|rapport|ticket)|(?:à|d['’]après) ce que (?:tu décris|vous décrivez)|(?:ce qui|cela|ça) (?:suggère|indique|laisse penser|laisse supposer|me fait dire|me fait penser)|suggère que|laisse (?:penser|supposer|croire) que|j['’]ai (?:juste|seulement|simplement|uniquement) (?:lu|relu|regardé|parcouru)|je me suis contenté de (?:lire|regarder|parcourir)|(?:en lisant|en regardant|en parcourant) (?:le |la |les )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|selon moi|ma (?:lecture|impression|interprétation)|la seule (?:explication|façon|manière|cause) que je (?:vois|trouve)|(?:je n['’]ai|sans avoir) (?:pas )?(?:lancé|exécuté|fait tourner|essayé) (?:de|d['’]|un|une|le|la|les)|à mon sens|d['’]après moi|de mon point de vue|pour moi,? c['’]est|(?:pas|aucune|sans|faute) de (?:reproduction|repro)|sans (?:reproduction|repro)|cela sent|sent (?:fort |bon |très fort )?(?:le|la|les|l['’])|fleure|typique(?:ment)?|classique|cas d['’]école|je parierais|parierais|à parier|en lisant|à la lecture|en regardant (?:le |la |les )?(?:code|fonction|trace|source)|d['’]après (?:le |la )?(?:code|trace|lecture|source)|au vu (?:du|de la) (?:code|trace)|à en juger|sans (?:échantillon|exemple|cas de test|fichier d['’]exemple)|(?:pas|jamais) (?:pu|réussi à) (?:le |la |l['’])?(?:déclencher|provoquer|observer|recréer)|probablement|probables?|sans doute|vraisemblablement|sûrement|certainement|presque sûrement|je suppose|suppos[^\s.,;:!?()]*|présum[^\s.,;:!?()]*|je soupçonne|soupçon[^\s.,;:!?()]*|suspect[^\s.,;:!?()]*|j['’]imagine|je parie|je mise|je table|(?:mon |l['’]|une |d['’])?hypothèses?|théorie|piste (?:retenue|privilégiée|probable|la plus probable)|intuition|pressentiment|au (?:feeling|pif|jugé)|à vue de nez|à l['’]aveugle|à tous les coups|il y a fort à parier|selon toute vraisemblance|le plus probable|coupable|par précaution|par sécurité|au cas où|dans le doute|on ne sait jamais|pour être sûr|préventi(?:f|ve|vement)|le correctif supposé|(?:pas|jamais|sans) (?:encore |pu |réussi à |avoir |l['’]avoir |été en mesure de )*(?:reprodui[^\s.,;:!?()]*|vérifi[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*)|pas (?:encore )?de cas|devrait faire)\b)",
        r"\b(?:(?:ça|cela|ceci|ces (?:deux |trois )?(?:changements|modifications|correctifs)) devrai(?:t|ent) (?:régler|corriger|résoudre|suffire|éviter|empêcher|contenir|améliorer|aider|marcher|fonctionner)|devrai(?:t|ent) (?:(?:désormais|maintenant|donc|bien|enfin|normalement) )?(?:disparaître|régler|cesser|suffire|se stabiliser|rester|coïncider|tenir|revenir|redevenir|être (?:réglé|corrigé|résolu|juste|bon|bonne|cohérent|stable|ok)[^\s.,;:!?()]*|nettement|partir|marcher|fonctionner|passer|arriver|s['’]afficher|apparaître|aller|tomber|s['’]arrêter|se résorber)|ne devrai(?:t|ent) plus|(?:ça|cela|ceci) devrai(?:t|ent) (?:normalement |donc |bien )?[^\s.,;:!?()]+(?:er|ir|re)|(?:normalement|désormais),? plus de|on verra si|(?:ça|cela) ne (?:devrait|va) plus|\bne (?:peut|peuvent|pourra|pourront|pourrait|pourraient|va|vont) plus (?:se (?:produire|reproduire|répéter)|arriver(?:\s*[.!;:,]|\s*$)|survenir|recommencer))\b",
        // Portuguese.
        r"(?:\b(?:pode ser|parece|me parece|ao que parece|pelo jeito|pelo visto|pelo que (?:li|vi|vejo|se vê|dá (?:pra|para) ver|parece|entendi)|à primeira vista|tudo indica|acho que|acho|achei|creio que|creio|acredito|imagino|não sei bem|não sei|sei lá|não tenho certeza|não tenho ctz|costuma significar|o único lugar|poderia|pode(?:m)? estar|será que|e se (?:for|fosse|é)|quem sabe|vai que|em tese|em teoria|a princípio|(?:stack|trace|rastro|pilha|erro|logs?)[^\s.,;:!?()]* (?:[^\s.,;:!?()]+ ){0,3}(?:aponta|apontam|mostra|mostram|indica|indicam|sugere|sugerem)|dá a impressão|condiz com|explicaria|desconfio|desconfi[^\s.,;:!?()]*|devem estar|deve estar|devem ser|deve ser|há de ser|tem que ser|deve vir|provavelmente|provável|prováveis|o mais provável|talvez|quiçá|possivelmente|suspeito|suspeit[^\s.,;:!?()]*|suponho|supo(?:nho|mos|sto|sta|stos|stas|r|ndo|sição|sições)|supostamente|presumo|presumivelmente|aparentemente|deve (?:resolver|corrigir|ajudar)|aposto|apostaria|palpites?|chut(?:e|ei|ando|o|amos|ar)|no chute|no escuro|às cegas|no olho|intuição|feeling|hipóteses?|teoria|com certeza|certamente|sem dúvida|culpad[oa]|por garantia|por via das dúvidas|por precaução|por segurança|pra garantir|para garantir|preventiv[^\s.,;:!?()]*|capaz de ser|(?:não|sem) (?:consegui |conseguimos |deu pra |deu para |cheguei a |ter )?(?:reproduz[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*))\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:[^\s.,;:!?()]{3,}ei|reescrevi|corrigindo|corrijo|vou (?:já |logo |agora )?[^\s.,;:!?()]+|vamos [^\s.,;:!?()]+|subi|removi|movi|envolvi|protegi|resolvi|suprimi|omiti|permiti|atribuí|excluí|escolhi|inverti|converti|reverti|escrevi|reduzi|introduzi|incluí|substituí|fiz|refiz|pus|defini|corrigi|dividi|desfiz|implementei|mudanças|alterações|alteração|ajustes?|correç(?:ão|ões)|ações? tomadas?|ação|troco|mudo|subo|aumento|coloco|ponho|tiro|removo|adiciono|acrescento|reescrevo|ajusto|desativo|limito|pôr|passa (?:a|de|para|pra)|passou (?:a|de|para|pra)|ficou|(?:foi|foram|ficou|ficaram) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ada|ados|adas|ido|ida|idos|idas|to|ta|tos|tas)|(?:adicion|acrescent|aument|reduz|alter|troc|mud|remov|retir|substitu|corrig|ajust|aplic|sub|desativ|ativ|forç|limit|mov|reescrit|inclu|defin|configur|coloc|implement|atualiz|dobr|divid|separ|revert|migr|reinici|limp|desabilit|habilit|protegid|envolv|embrulh)(?:ado|ada|ados|adas|ido|ida|idos|idas)|agora (?:[^\s.,;:!?()]+)|de \S+ (?:para|pra|a) \S+|→|->|\((?:era|antes|eram) )\b)",
        r"(?:\b(?:[^\s.,;:!?()]{3,}ei|reescrevi|corrigindo|corrijo|vou (?:já |logo |agora )?[^\s.,;:!?()]+|vamos [^\s.,;:!?()]+|subi|removi|movi|envolvi|protegi|resolvi|suprimi|omiti|permiti|atribuí|excluí|escolhi|inverti|converti|reverti|escrevi|reduzi|introduzi|incluí|substituí|fiz|refiz|pus|defini|corrigi|dividi|desfiz|implementei|mudanças|alterações|alteração|ajustes?|correç(?:ão|ões)|ações? tomadas?|ação|troco|mudo|subo|aumento|coloco|ponho|tiro|removo|adiciono|acrescento|reescrevo|ajusto|desativo|limito|pôr|passa (?:a|de|para|pra)|passou (?:a|de|para|pra)|ficou|(?:foi|foram|ficou|ficaram) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ada|ados|adas|ido|ida|idos|idas|to|ta|tos|tas)|(?:adicion|acrescent|aument|reduz|alter|troc|mud|remov|retir|substitu|corrig|ajust|aplic|sub|desativ|ativ|forç|limit|mov|reescrit|inclu|defin|configur|coloc|implement|atualiz|dobr|divid|separ|revert|migr|reinici|limp|desabilit|habilit|protegid|envolv|embrulh)(?:ado|ada|ados|adas|ido|ida|idos|idas)|agora (?:[^\s.,;:!?()]+)|de \S+ (?:para|pra|a) \S+|→|->|\((?:era|antes|eram) )\b)[^\n]*?(?:\n[^\n]*?){0,2}(?:\b(?:pode ser|parece|me parece|ao que parece|pelo jeito|pelo visto|pelo que (?:li|vi|vejo|se vê|dá (?:pra|para) ver|parece|entendi)|à primeira vista|tudo indica|acho que|acho|achei|creio que|creio|acredito|imagino|não sei bem|não sei|sei lá|não tenho certeza|não tenho ctz|costuma significar|o único lugar|poderia|pode(?:m)? estar|será que|e se (?:for|fosse|é)|quem sabe|vai que|em tese|em teoria|a princípio|(?:stack|trace|rastro|pilha|erro|logs?)[^\s.,;:!?()]* (?:[^\s.,;:!?()]+ ){0,3}(?:aponta|apontam|mostra|mostram|indica|indicam|sugere|sugerem)|dá a impressão|condiz com|explicaria|desconfio|desconfi[^\s.,;:!?()]*|devem estar|deve estar|devem ser|deve ser|há de ser|tem que ser|deve vir|provavelmente|provável|prováveis|o mais provável|talvez|quiçá|possivelmente|suspeito|suspeit[^\s.,;:!?()]*|suponho|supo(?:nho|mos|sto|sta|stos|stas|r|ndo|sição|sições)|supostamente|presumo|presumivelmente|aparentemente|deve (?:resolver|corrigir|ajudar)|aposto|apostaria|palpites?|chut(?:e|ei|ando|o|amos|ar)|no chute|no escuro|às cegas|no olho|intuição|feeling|hipóteses?|teoria|com certeza|certamente|sem dúvida|culpad[oa]|por garantia|por via das dúvidas|por precaução|por segurança|pra garantir|para garantir|preventiv[^\s.,;:!?()]*|capaz de ser|(?:não|sem) (?:consegui |conseguimos |deu pra |deu para |cheguei a |ter )?(?:reproduz[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*))\b)",
        r"(?:\b(?:desconfio|cheira a|quase sempre|quase certeza|na maioria (?:das vezes|dos casos)|nove em cada dez|(?:geralmente|normalmente|em geral) (?:é|são|vem|acontece|significa)|pel[oa]s? (?:descrição|relato|sintomas?|print|mensagem de erro|screenshot|issue)|pelo que (?:você )?(?:descreveu|contou|relatou|descreve)|(?:o que|isso|isto) (?:sugere|indica|aponta|dá a entender)|sugere que|indica que|me faz pensar|(?:só|apenas|somente) (?:li|olhei|dei uma olhada)|(?:olhando|lendo|analisando) (?:o |a |os |as |para o |para a )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|analisando o código|na minha opinião|a meu ver|minha (?:leitura|impressão|interpretação)|a única (?:explicação|forma|maneira|causa) que (?:vejo|consigo ver)|não (?:rodei|executei|cheguei a rodar|testei) (?:um|uma|o|a|nenhum)|no meu entender|do meu ponto de vista|pra mim (?:é|foi)|para mim (?:é|foi)|sem (?:reprodução|repro)|(?:não há|nenhuma) reprodução|tem cara de|tem (?:toda a )?pinta de|caso (?:bem |muito )?t[íi]pico|t[íi]pic[oa]|tipicamente|cl[áa]ssico|costuma(?:m)? (?:ser|vir|acontecer)|lendo|olhando (?:o |a |os |as )?(?:código|função|trace|stack|fonte)|pelo (?:código|trace|stack)|a julgar por|sem (?:uma |um |nenhuma |nenhum )?(?:amostra|arquivo de exemplo|caso de teste|teste que falhe)|(?:não|nunca) (?:consegui|conseguimos|deu pra|deu para) (?:disparar|provocar|observar|recriar|simular)|desconfi[^\s.,;:!?()]*|devem estar|deve estar|devem ser|deve ser|há de ser|tem que ser|deve vir|provavelmente|provável|prováveis|o mais provável|talvez|quiçá|possivelmente|suspeito|suspeit[^\s.,;:!?()]*|suponho|supo(?:nho|mos|sto|sta|stos|stas|r|ndo|sição|sições)|supostamente|presumo|presumivelmente|aparentemente|deve (?:resolver|corrigir|ajudar)|aposto|apostaria|palpites?|chut(?:e|ei|ando|o|amos|ar)|no chute|no escuro|às cegas|no olho|intuição|feeling|hipóteses?|teoria|com certeza|certamente|sem dúvida|culpad[oa]|por garantia|por via das dúvidas|por precaução|por segurança|pra garantir|para garantir|preventiv[^\s.,;:!?()]*|capaz de ser|(?:não|sem) (?:consegui |conseguimos |deu pra |deu para |cheguei a |ter )?(?:reproduz[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*))\b)[^\n]*?(?:\n[^\n]*?){0,3}(?:\b(?:[^\s.,;:!?()]{3,}ei|reescrevi|corrigindo|corrijo|vou (?:já |logo |agora )?[^\s.,;:!?()]+|vamos [^\s.,;:!?()]+|subi|removi|movi|envolvi|protegi|resolvi|suprimi|omiti|permiti|atribuí|excluí|escolhi|inverti|converti|reverti|escrevi|reduzi|introduzi|incluí|substituí|fiz|refiz|pus|defini|corrigi|dividi|desfiz|implementei|mudanças|alterações|alteração|ajustes?|correç(?:ão|ões)|ações? tomadas?|ação|troco|mudo|subo|aumento|coloco|ponho|tiro|removo|adiciono|acrescento|reescrevo|ajusto|desativo|limito|pôr|passa (?:a|de|para|pra)|passou (?:a|de|para|pra)|ficou|(?:foi|foram|ficou|ficaram) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ada|ados|adas|ido|ida|idos|idas|to|ta|tos|tas)|(?:adicion|acrescent|aument|reduz|alter|troc|mud|remov|retir|substitu|corrig|ajust|aplic|sub|desativ|ativ|forç|limit|mov|reescrit|inclu|defin|configur|coloc|implement|atualiz|dobr|divid|separ|revert|migr|reinici|limp|desabilit|habilit|protegid|envolv|embrulh)(?:ado|ada|ados|adas|ido|ida|idos|idas)|agora (?:[^\s.,;:!?()]+)|de \S+ (?:para|pra|a) \S+|→|->|\((?:era|antes|eram) )\b)",
        r"(?:\b(?:[^\s.,;:!?()]{3,}ei|reescrevi|corrigindo|corrijo|vou (?:já |logo |agora )?[^\s.,;:!?()]+|vamos [^\s.,;:!?()]+|subi|removi|movi|envolvi|protegi|resolvi|suprimi|omiti|permiti|atribuí|excluí|escolhi|inverti|converti|reverti|escrevi|reduzi|introduzi|incluí|substituí|fiz|refiz|pus|defini|corrigi|dividi|desfiz|implementei|mudanças|alterações|alteração|ajustes?|correç(?:ão|ões)|ações? tomadas?|ação|troco|mudo|subo|aumento|coloco|ponho|tiro|removo|adiciono|acrescento|reescrevo|ajusto|desativo|limito|pôr|passa (?:a|de|para|pra)|passou (?:a|de|para|pra)|ficou|(?:foi|foram|ficou|ficaram) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ada|ados|adas|ido|ida|idos|idas|to|ta|tos|tas)|(?:adicion|acrescent|aument|reduz|alter|troc|mud|remov|retir|substitu|corrig|ajust|aplic|sub|desativ|ativ|forç|limit|mov|reescrit|inclu|defin|configur|coloc|implement|atualiz|dobr|divid|separ|revert|migr|reinici|limp|desabilit|habilit|protegid|envolv|embrulh)(?:ado|ada|ados|adas|ido|ida|idos|idas)|agora (?:[^\s.,;:!?()]+)|de \S+ (?:para|pra|a) \S+|→|->|\((?:era|antes|eram) )\b)[^\n]*?(?:\n[^\n]*?){0,3}(?:\b(?:desconfio|cheira a|quase sempre|quase certeza|na maioria (?:das vezes|dos casos)|nove em cada dez|(?:geralmente|normalmente|em geral) (?:é|são|vem|acontece|significa)|pel[oa]s? (?:descrição|relato|sintomas?|print|mensagem de erro|screenshot|issue)|pelo que (?:você )?(?:descreveu|contou|relatou|descreve)|(?:o que|isso|isto) (?:sugere|indica|aponta|dá a entender)|sugere que|indica que|me faz pensar|(?:só|apenas|somente) (?:li|olhei|dei uma olhada)|(?:olhando|lendo|analisando) (?:o |a |os |as |para o |para a )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|analisando o código|na minha opinião|a meu ver|minha (?:leitura|impressão|interpretação)|a única (?:explicação|forma|maneira|causa) que (?:vejo|consigo ver)|não (?:rodei|executei|cheguei a rodar|testei) (?:um|uma|o|a|nenhum)|no meu entender|do meu ponto de vista|pra mim (?:é|foi)|para mim (?:é|foi)|sem (?:reprodução|repro)|(?:não há|nenhuma) reprodução|tem cara de|tem (?:toda a )?pinta de|caso (?:bem |muito )?t[íi]pico|t[íi]pic[oa]|tipicamente|cl[áa]ssico|costuma(?:m)? (?:ser|vir|acontecer)|lendo|olhando (?:o |a |os |as )?(?:código|função|trace|stack|fonte)|pelo (?:código|trace|stack)|a julgar por|sem (?:uma |um |nenhuma |nenhum )?(?:amostra|arquivo de exemplo|caso de teste|teste que falhe)|(?:não|nunca) (?:consegui|conseguimos|deu pra|deu para) (?:disparar|provocar|observar|recriar|simular)|desconfi[^\s.,;:!?()]*|devem estar|deve estar|devem ser|deve ser|há de ser|tem que ser|deve vir|provavelmente|provável|prováveis|o mais provável|talvez|quiçá|possivelmente|suspeito|suspeit[^\s.,;:!?()]*|suponho|supo(?:nho|mos|sto|sta|stos|stas|r|ndo|sição|sições)|supostamente|presumo|presumivelmente|aparentemente|deve (?:resolver|corrigir|ajudar)|aposto|apostaria|palpites?|chut(?:e|ei|ando|o|amos|ar)|no chute|no escuro|às cegas|no olho|intuição|feeling|hipóteses?|teoria|com certeza|certamente|sem dúvida|culpad[oa]|por garantia|por via das dúvidas|por precaução|por segurança|pra garantir|para garantir|preventiv[^\s.,;:!?()]*|capaz de ser|(?:não|sem) (?:consegui |conseguimos |deu pra |deu para |cheguei a |ter )?(?:reproduz[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*))\b)",
        r"\b(?:com isso (?:[^\s.,;:!?()]+ ){0,3}dev(?:e|em|eria|eriam) (?:sumir|resolver|parar|acabar)|dev(?:e|em) sumir|(?:não )?dev(?:e|em|eria|eriam) (?:mais |sempre |voltar a |nettamente |ficar |já )?(?:parar|resolver|acabar|eliminar|segurar|ficar|voltar|aparecer|sumir|funcionar|melhorar|evitar|corrigir|fechar|travar|acontecer|estar|cair|sair|estabilizar|normalizar|chegar|passar|bastar)[^\s.,;:!?()]*|não (?:deve|devem|deveria|vai|vão) mais|(?:vamos|vou) ver se|pra ver se|para ver se|não (?:pode|podem|poderá|poderão|vai|vão) (?:mais (?:voltar a )?|voltar a )(?:acontecer|ocorrer|se repetir|repetir(?:\s*[.!;:,]|\s*$)|duplicar(?:\s*[.!;:,]|\s*$)|se duplicar)|\b(?:o|esse|este|a|essa|esta) (?:bug|erro|problema|crash|falha)\b[^.\n]{0,150}?\b(?:vem|vinha|é causad[oa]|acontece|ocorre) (?:d[oa]s?|por|porque|quando)\b[^\n]{0,300}?\bjá (?:troquei|mudei|corrigi|ajustei|substituí|alterei|coloquei|tirei|removi))\b",
        // Japanese.
        r"(?:おそらく|恐らく|十中八九|ほぼ間違いな|まず間違いな|ほぼ確実|大抵|たいてい|ほとんどの場合|多くの場合|説明から|症状から|報告から|お話から|症状的に|エラーメッセージから|ことから|示唆|ということは|から察する|から考えると|読んだだけ|見ただけ|私見では|私の読み|唯一考えられる|それ以外に考えられ|(?:実行|試)していません|見立てでは|私の考えでは|読みでは|(?:の|ん|せい|問題|原因|バグ|競合|不足|漏れ|ミス|ため|から|こと)(?:だと思|だと考え|でしょう|だろう|ではないか|じゃないか|かと思)|再現(?:は|を|も)(?:して|でき|試して|取れて)?(?:いない|いません|ない|ず)|未再現|ありそう|あり得そう|ありえそう|濃厚|有力|考えられ|臭い|くさい|クサい|典型的|よくある|ありがち|定番の|に違いな|違いありません|と見て|と睨|読んだ(?:感じ|限り)|見た(?:感じ|限り)|見る限り|読む限り|コードを(?:見る|読む)と|察する|手元で(?:は)?(?:再現|発生|起き|出)(?:せ|し|な)|サンプル(?:がない|なし|が無い|もない|がないので)|たぶん|多分|推測|推定|仮説|見立て|当たりをつけ|睨ん|疑わしい|疑わしそう|怪し(?:い|そう|げ)|かもしれ|せいかも|念のため|勘で|再現(?:でき)?(?:ていない|ていません|しない|しません|できず|せず|なし)|未確認|未検証|確認できていない|と思われ|原因(?:だと|と)思|可能性が高|(?:の|ている|でいる|ていた|た|ない|ず)可能性があ|と思うので|かもしれないので|分かりませんが|わかりませんが|だけなので|しかないので|を指している|指しているので|きっと|(?:原因|のだ|んだ|せいだ|だけだ|問題だ|競合だ|かな|かと|ないか|なくなる|直る|改善する|安定する|大丈夫だ|ようになる|解消する|収まる|防げる)と思|と考え|かも[？?]|のようです|っぽい|はず|だろう|予想|疑い|気がします|気がする|そうなので|そうだったので|そうですので|そうですが|ていそう|でいそう|っぽいので|ぽいので|ようでした|ように見え|ように思え|と見られ|と推察|見込み|みたいです|ようなので|みたいなので|ではないか|じゃないか|のでは|かなと|らしい|ような気|せいで|せいだ|とりあえず|ひとまず|様子見|ログ(?:を見ると|では|から|によると))[^\n]*?(?:\n[^\n]*?){0,0}(?:上げ|増や|変更|変え|追加|入れ|設定し|修正|外し|伸ば|延ば|下げ|減ら|囲み|囲い|置き換え|差し替え|入れ替え|切り替え|固定し|戻し|丸め|掃除|ようにしました|書き換え|直し|付けました|分け|削除|短くし|長くし|無効に|有効に|導入|適用|揃え|緩和|改修|手を入れ|(?:対応|修正|変更|適用|反映|追加|実装|設定|導入|置換|差し替え)済み|→|ました|ておきました)|(?:上げ|増や|変更|変え|追加|入れ|設定し|修正|外し|伸ば|延ば|下げ|減ら|囲み|囲い|置き換え|差し替え|入れ替え|切り替え|固定し|戻し|丸め|掃除|ようにしました|書き換え|直し|付けました|分け|削除|短くし|長くし|無効に|有効に|導入|適用|揃え|緩和|改修|手を入れ|(?:対応|修正|変更|適用|反映|追加|実装|設定|導入|置換|差し替え)済み|→|ました|ておきました)[^\n]*?(?:\n[^\n]*?){0,0}(?:おそらく|恐らく|十中八九|ほぼ間違いな|まず間違いな|ほぼ確実|大抵|たいてい|ほとんどの場合|多くの場合|説明から|症状から|報告から|お話から|症状的に|エラーメッセージから|ことから|示唆|ということは|から察する|から考えると|読んだだけ|見ただけ|私見では|私の読み|唯一考えられる|それ以外に考えられ|(?:実行|試)していません|見立てでは|私の考えでは|読みでは|(?:の|ん|せい|問題|原因|バグ|競合|不足|漏れ|ミス|ため|から|こと)(?:だと思|だと考え|でしょう|だろう|ではないか|じゃないか|かと思)|再現(?:は|を|も)(?:して|でき|試して|取れて)?(?:いない|いません|ない|ず)|未再現|ありそう|あり得そう|ありえそう|濃厚|有力|考えられ|臭い|くさい|クサい|典型的|よくある|ありがち|定番の|に違いな|違いありません|と見て|と睨|読んだ(?:感じ|限り)|見た(?:感じ|限り)|見る限り|読む限り|コードを(?:見る|読む)と|察する|手元で(?:は)?(?:再現|発生|起き|出)(?:せ|し|な)|サンプル(?:がない|なし|が無い|もない|がないので)|たぶん|多分|推測|推定|仮説|見立て|当たりをつけ|睨ん|疑わしい|疑わしそう|怪し(?:い|そう|げ)|かもしれ|せいかも|念のため|勘で|再現(?:でき)?(?:ていない|ていません|しない|しません|できず|せず|なし)|未確認|未検証|確認できていない|と思われ|原因(?:だと|と)思|可能性が高|(?:の|ている|でいる|ていた|た|ない|ず)可能性があ|と思うので|かもしれないので|分かりませんが|わかりませんが|だけなので|しかないので|を指している|指しているので|きっと|(?:原因|のだ|んだ|せいだ|だけだ|問題だ|競合だ|かな|かと|ないか|なくなる|直る|改善する|安定する|大丈夫だ|ようになる|解消する|収まる|防げる)と思|と考え|かも[？?]|のようです|っぽい|はず|だろう|予想|疑い|気がします|気がする|そうなので|そうだったので|そうですので|そうですが|ていそう|でいそう|っぽいので|ぽいので|ようでした|ように見え|ように思え|と見られ|と推察|見込み|みたいです|ようなので|みたいなので|ではないか|じゃないか|のでは|かなと|らしい|ような気|せいで|せいだ|とりあえず|ひとまず|様子見|ログ(?:を見ると|では|から|によると))|(?:おそらく|恐らく|十中八九|ほぼ間違いな|まず間違いな|ほぼ確実|大抵|たいてい|ほとんどの場合|多くの場合|説明から|症状から|報告から|お話から|症状的に|エラーメッセージから|ことから|示唆|ということは|から察する|から考えると|読んだだけ|見ただけ|私見では|私の読み|唯一考えられる|それ以外に考えられ|(?:実行|試)していません|見立てでは|私の考えでは|読みでは|(?:の|ん|せい|問題|原因|バグ|競合|不足|漏れ|ミス|ため|から|こと)(?:だと思|だと考え|でしょう|だろう|ではないか|じゃないか|かと思)|再現(?:は|を|も)(?:して|でき|試して|取れて)?(?:いない|いません|ない|ず)|未再現|ありそう|あり得そう|ありえそう|濃厚|有力|考えられ|臭い|くさい|クサい|典型的|よくある|ありがち|定番の|に違いな|違いありません|と見て|と睨|読んだ(?:感じ|限り)|見た(?:感じ|限り)|見る限り|読む限り|コードを(?:見る|読む)と|察する|手元で(?:は)?(?:再現|発生|起き|出)(?:せ|し|な)|サンプル(?:がない|なし|が無い|もない|がないので)|たぶん|多分|推測|推定|仮説|見立て|当たりをつけ|睨ん|疑わしい|疑わしそう|怪し(?:い|そう|げ)|かもしれ|せいかも|念のため|勘で|再現(?:でき)?(?:ていない|ていません|しない|しません|できず|せず|なし)|未確認|未検証|確認できていない|と思われ|原因(?:だと|と)思|可能性が高|(?:の|ている|でいる|ていた|た|ない|ず)可能性があ)[^\n]*?(?:\n[^\n]*?){0,3}(?:上げ|増や|変更|変え|追加|入れ|設定し|修正|外し|伸ば|延ば|下げ|減ら|囲み|囲い|置き換え|差し替え|入れ替え|切り替え|固定し|戻し|丸め|掃除|ようにしました|書き換え|直し|付けました|分け|削除|短くし|長くし|無効に|有効に|導入|適用|揃え|緩和|改修|手を入れ|(?:対応|修正|変更|適用|反映|追加|実装|設定|導入|置換|差し替え)済み|→)|(?:上げ|増や|変更|変え|追加|入れ|設定し|修正|外し|伸ば|延ば|下げ|減ら|囲み|囲い|置き換え|差し替え|入れ替え|切り替え|固定し|戻し|丸め|掃除|ようにしました|書き換え|直し|付けました|分け|削除|短くし|長くし|無効に|有効に|導入|適用|揃え|緩和|改修|手を入れ|(?:対応|修正|変更|適用|反映|追加|実装|設定|導入|置換|差し替え)済み|→)[^\n]*?(?:\n[^\n]*?){0,3}(?:おそらく|恐らく|十中八九|ほぼ間違いな|まず間違いな|ほぼ確実|大抵|たいてい|ほとんどの場合|多くの場合|説明から|症状から|報告から|お話から|症状的に|エラーメッセージから|ことから|示唆|ということは|から察する|から考えると|読んだだけ|見ただけ|私見では|私の読み|唯一考えられる|それ以外に考えられ|(?:実行|試)していません|見立てでは|私の考えでは|読みでは|(?:の|ん|せい|問題|原因|バグ|競合|不足|漏れ|ミス|ため|から|こと)(?:だと思|だと考え|でしょう|だろう|ではないか|じゃないか|かと思)|再現(?:は|を|も)(?:して|でき|試して|取れて)?(?:いない|いません|ない|ず)|未再現|ありそう|あり得そう|ありえそう|濃厚|有力|考えられ|臭い|くさい|クサい|典型的|よくある|ありがち|定番の|に違いな|違いありません|と見て|と睨|読んだ(?:感じ|限り)|見た(?:感じ|限り)|見る限り|読む限り|コードを(?:見る|読む)と|察する|手元で(?:は)?(?:再現|発生|起き|出)(?:せ|し|な)|サンプル(?:がない|なし|が無い|もない|がないので)|たぶん|多分|推測|推定|仮説|見立て|当たりをつけ|睨ん|疑わしい|疑わしそう|怪し(?:い|そう|げ)|かもしれ|せいかも|念のため|勘で|再現(?:でき)?(?:ていない|ていません|しない|しません|できず|せず|なし)|未確認|未検証|確認できていない|と思われ|原因(?:だと|と)思|可能性が高|(?:の|ている|でいる|ていた|た|ない|ず)可能性があ)|(?:なくなる|直る|解消する|防げる|出なくなる|大丈夫な|改善する|通る|届く|落ち着く|表示される|なる|止まる|安定する|収まる)はず|(?:これで|それで)[^。
]*?(?:思います|はずです|でしょう|かと)",
        // Chinese.
        r"(?:十有八九|大概率|几乎总是|几乎都是|几乎可以肯定|基本上?(?:都是|可以肯定|可以确定)|十之八九|大多(?:数)?(?:是|情况)|绝大多数|通常(?:都|会|就|来说)|一般(?:都|来说|情况下)|从描述|根据(?:你的|您的)?描述|听描述|从症状|根据症状|从现象|从报错|听起来|这说明|表明|由此(?:看|推断|判断|可见)|只看了|只是看了|只读了|光看了|我的?判断|据我(?:判断|观察|分析|推断|理解)|依我看|唯一(?:能|可能)?想到|我能想到的唯一|没(?:有)?(?:跑|运行|执行)(?:过)?(?:一下|一次)?(?:plan|测试|用例)|在我看来|我的理解|按我的理解|没(?:有)?(?:去)?(?:查|核实|核对|确认|验证|测试?|复现|重现)|未重现|没重现|很可能|极可能|极有可能|最可能|最有可能|大有可能|很有可能|多半是|典型的|常见原因|常见的(?:原因|坑)|通常是|八九不离十|我赌|打赌|估摸|看了(?:一下|下)?代码|看代码|读了(?:一下)?代码|从代码(?:上|里)?(?:看|来看)|代码(?:上|里)看|从堆栈(?:看|来看)|看堆栈|没有样本|没样本|手头没有|本地(?:没|无法|不能)(?:复现|触发|出现)|触发不了|无法触发|没法触发|多半|八成|推测|推断|猜|怀疑|疑似|嫌疑|罪魁祸首|元凶|估计|应该是|应该出在|想必|直觉|凭经验|按经验|保险起见|以防万一|为了保险|稳妥起见|碰碰运气|盲改|没(?:有)?复现|未复现|无法复现|没法复现|复现不了|没验证|未验证|我觉得|不太清楚|不清楚|一般是|应该就|指向|只可能|看着像|不确定|可能是|可能(?:因为|由于|出在|跟|和|与|在)|大概|也许|或许|看起来|似乎|说不定|像是|感觉|我认为|我判断|看样子|貌似|好像|恐怕|难道|会不会|是不是|莫非|假设|假定|先试试|试试|试一下)[^\n]*?(?:\n[^\n]*?){0,0}(?:补了|补充了|上了|加入了|换掉|改掉|挪到|改动了|翻倍|加倍|强制|改用|换用|用了|设成|设为|加个|加了|换了|重写|修复|修改|修正|我加|我换|先加|把[^
]*?(?:改|换|调|锁|加|去|截|限|挪|切|设|升|降|拆)|锁回|调到|调成|拆成|分成|加一下|调大|调小|调高|调整|加上|补上|添加|增加|减少|改成|改为|改了|换成|替换|去掉|删掉|删除|提高|调低|降低|加大|放宽|收紧|加锁|包了|切到|锁定|回退|回滚|限制|清理|清空|开启|关闭|打开|启用|禁用|调了|延长|缩短|升级|降级|配置了|设置了|兜底|重试|重启|拆了|拆分|→)|(?:补了|补充了|上了|加入了|换掉|改掉|挪到|改动了|翻倍|加倍|强制|改用|换用|用了|设成|设为|加个|加了|换了|重写|修复|修改|修正|我加|我换|先加|把[^
]*?(?:改|换|调|锁|加|去|截|限|挪|切|设|升|降|拆)|锁回|调到|调成|拆成|分成|加一下|调大|调小|调高|调整|加上|补上|添加|增加|减少|改成|改为|改了|换成|替换|去掉|删掉|删除|提高|调低|降低|加大|放宽|收紧|加锁|包了|切到|锁定|回退|回滚|限制|清理|清空|开启|关闭|打开|启用|禁用|调了|延长|缩短|升级|降级|配置了|设置了|兜底|重试|重启|拆了|拆分|→)[^\n]*?(?:\n[^\n]*?){0,0}(?:十有八九|大概率|几乎总是|几乎都是|几乎可以肯定|基本上?(?:都是|可以肯定|可以确定)|十之八九|大多(?:数)?(?:是|情况)|绝大多数|通常(?:都|会|就|来说)|一般(?:都|来说|情况下)|从描述|根据(?:你的|您的)?描述|听描述|从症状|根据症状|从现象|从报错|听起来|这说明|表明|由此(?:看|推断|判断|可见)|只看了|只是看了|只读了|光看了|我的?判断|据我(?:判断|观察|分析|推断|理解)|依我看|唯一(?:能|可能)?想到|我能想到的唯一|没(?:有)?(?:跑|运行|执行)(?:过)?(?:一下|一次)?(?:plan|测试|用例)|在我看来|我的理解|按我的理解|没(?:有)?(?:去)?(?:查|核实|核对|确认|验证|测试?|复现|重现)|未重现|没重现|很可能|极可能|极有可能|最可能|最有可能|大有可能|很有可能|多半是|典型的|常见原因|常见的(?:原因|坑)|通常是|八九不离十|我赌|打赌|估摸|看了(?:一下|下)?代码|看代码|读了(?:一下)?代码|从代码(?:上|里)?(?:看|来看)|代码(?:上|里)看|从堆栈(?:看|来看)|看堆栈|没有样本|没样本|手头没有|本地(?:没|无法|不能)(?:复现|触发|出现)|触发不了|无法触发|没法触发|多半|八成|推测|推断|猜|怀疑|疑似|嫌疑|罪魁祸首|元凶|估计|应该是|应该出在|想必|直觉|凭经验|按经验|保险起见|以防万一|为了保险|稳妥起见|碰碰运气|盲改|没(?:有)?复现|未复现|无法复现|没法复现|复现不了|没验证|未验证|我觉得|不太清楚|不清楚|一般是|应该就|指向|只可能|看着像|不确定|可能是|可能(?:因为|由于|出在|跟|和|与|在)|大概|也许|或许|看起来|似乎|说不定|像是|感觉|我认为|我判断|看样子|貌似|好像|恐怕|难道|会不会|是不是|莫非|假设|假定|先试试|试试|试一下)|(?:十有八九|大概率|几乎总是|几乎都是|几乎可以肯定|基本上?(?:都是|可以肯定|可以确定)|十之八九|大多(?:数)?(?:是|情况)|绝大多数|通常(?:都|会|就|来说)|一般(?:都|来说|情况下)|从描述|根据(?:你的|您的)?描述|听描述|从症状|根据症状|从现象|从报错|听起来|这说明|表明|由此(?:看|推断|判断|可见)|只看了|只是看了|只读了|光看了|我的?判断|据我(?:判断|观察|分析|推断|理解)|依我看|唯一(?:能|可能)?想到|我能想到的唯一|没(?:有)?(?:跑|运行|执行)(?:过)?(?:一下|一次)?(?:plan|测试|用例)|在我看来|我的理解|按我的理解|没(?:有)?(?:去)?(?:查|核实|核对|确认|验证|测试?|复现|重现)|未重现|没重现|很可能|极可能|极有可能|最可能|最有可能|大有可能|很有可能|多半是|典型的|常见原因|常见的(?:原因|坑)|通常是|八九不离十|我赌|打赌|估摸|看了(?:一下|下)?代码|看代码|读了(?:一下)?代码|从代码(?:上|里)?(?:看|来看)|代码(?:上|里)看|从堆栈(?:看|来看)|看堆栈|没有样本|没样本|手头没有|本地(?:没|无法|不能)(?:复现|触发|出现)|触发不了|无法触发|没法触发|多半|八成|推测|推断|猜|怀疑|疑似|嫌疑|罪魁祸首|元凶|估计|应该是|应该出在|想必|直觉|凭经验|按经验|保险起见|以防万一|为了保险|稳妥起见|碰碰运气|盲改|没(?:有)?复现|未复现|无法复现|没法复现|复现不了|没验证|未验证)[^\n]*?(?:\n[^\n]*?){0,3}(?:补了|补充了|上了|加入了|换掉|改掉|挪到|改动了|翻倍|加倍|强制|改用|换用|用了|设成|设为|加个|加了|换了|重写|修复|修改|修正|我加|我换|先加|把[^
]*?(?:改|换|调|锁|加|去|截|限|挪|切|设|升|降|拆)|锁回|调到|调成|拆成|分成|加一下|调大|调小|调高|调整|加上|补上|添加|增加|减少|改成|改为|改了|换成|替换|去掉|删掉|删除|提高|调低|降低|加大|放宽|收紧|加锁|包了|切到|锁定|回退|回滚|限制|清理|清空|开启|关闭|打开|启用|禁用|调了|延长|缩短|升级|降级|配置了|设置了|兜底|重试|重启|拆了|拆分|→)|(?:补了|补充了|上了|加入了|换掉|改掉|挪到|改动了|翻倍|加倍|强制|改用|换用|用了|设成|设为|加个|加了|换了|重写|修复|修改|修正|我加|我换|先加|把[^
]*?(?:改|换|调|锁|加|去|截|限|挪|切|设|升|降|拆)|锁回|调到|调成|拆成|分成|加一下|调大|调小|调高|调整|加上|补上|添加|增加|减少|改成|改为|改了|换成|替换|去掉|删掉|删除|提高|调低|降低|加大|放宽|收紧|加锁|包了|切到|锁定|回退|回滚|限制|清理|清空|开启|关闭|打开|启用|禁用|调了|延长|缩短|升级|降级|配置了|设置了|兜底|重试|重启|拆了|拆分|→)[^\n]*?(?:\n[^\n]*?){0,3}(?:十有八九|大概率|几乎总是|几乎都是|几乎可以肯定|基本上?(?:都是|可以肯定|可以确定)|十之八九|大多(?:数)?(?:是|情况)|绝大多数|通常(?:都|会|就|来说)|一般(?:都|来说|情况下)|从描述|根据(?:你的|您的)?描述|听描述|从症状|根据症状|从现象|从报错|听起来|这说明|表明|由此(?:看|推断|判断|可见)|只看了|只是看了|只读了|光看了|我的?判断|据我(?:判断|观察|分析|推断|理解)|依我看|唯一(?:能|可能)?想到|我能想到的唯一|没(?:有)?(?:跑|运行|执行)(?:过)?(?:一下|一次)?(?:plan|测试|用例)|在我看来|我的理解|按我的理解|没(?:有)?(?:去)?(?:查|核实|核对|确认|验证|测试?|复现|重现)|未重现|没重现|很可能|极可能|极有可能|最可能|最有可能|大有可能|很有可能|多半是|典型的|常见原因|常见的(?:原因|坑)|通常是|八九不离十|我赌|打赌|估摸|看了(?:一下|下)?代码|看代码|读了(?:一下)?代码|从代码(?:上|里)?(?:看|来看)|代码(?:上|里)看|从堆栈(?:看|来看)|看堆栈|没有样本|没样本|手头没有|本地(?:没|无法|不能)(?:复现|触发|出现)|触发不了|无法触发|没法触发|多半|八成|推测|推断|猜|怀疑|疑似|嫌疑|罪魁祸首|元凶|估计|应该是|应该出在|想必|直觉|凭经验|按经验|保险起见|以防万一|为了保险|稳妥起见|碰碰运气|盲改|没(?:有)?复现|未复现|无法复现|没法复现|复现不了|没验证|未验证)|应该(?:能|就|会)?(?:解决|修复|避免|不会|恢复|降|快|好|没问题|稳定|正常|杜绝|根治|消|不再)|(?:应该|应当|估计|想必|理论上|按理说|大概|多半)(?:就|也)?(?:能|可以|会)[^。！\n]{0,30}?(?:解决|修复|修好|消掉|消除|消失|消下|杜绝|根治|去掉|避免|不再|不会再|恢复正常|搞定|缓解|减少|好转|回落)|(?:就|应该)不会再|再看看|观察一下|看看效果",
        // Every language but ja and zh: a guess, then a change line that
        // ends in a colon and introduces the code ("Lo he cambiado a:"), so
        // the theory may sit above a quoted block.
        r"(?:\b(?:i believe|i think|almost always|nearly always|more often than not|nine times out of ten|in most cases|most of the time|usually (?:is|are|means|comes|happens|caused|due|because|down to|the|a|an)|(?:from|going by|going off|judging by|based on) (?:the |your |this |that )?(?:description|report|bug report|symptoms?|screenshot|error message|issue)|by the sound of it|from what you(?:['’]ve)? describ(?:e|ed)|from what i can (?:see|tell)|as far as i can tell|(?:by|from) the looks of it|the symptoms? (?:point|points|suggest|suggests|match|matches|fit|fits)|(?:which|that|this|it) (?:suggests|indicates|hints at|tells me|implies)|suggesting (?:that|a|the)|(?:only|just|merely) (?:read|looked at|skimmed|went through|eyeballed)|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) \S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|in my (?:view|opinion|estimation|reading)|my (?:read|reading|take|impression|interpretation)|the only (?:way|explanation|thing|reason|cause) i can (?:see|think of)|i can['’]t (?:see|think of) (?:any )?(?:other|another)|(?:didn['’]t|did not|haven['’]t|have not) (?:yet )?(?:run|tried) (?:a|an|the|it|this|that|any)|to my mind|as i see it|if you ask me|no (?:repro|reproduction|reproducer)(?: case)?|(?:reading|looking (?:at|through|over)|going (?:through|over)|skimming) (?:the |that |this |its |their )?(?:code|source|function|handler|implementation|module|diff|stack ?trace|trace|backtrace|logic|method|query|config)|from (?:the |that |this |its |their )?(?:code|stack ?trace|backtrace)|judging (?:by|from)|on (?:a )?(?:closer )?(?:inspection|reading)|by inspection|at a glance|eyeballing|usual suspects?|classic (?:case|symptom|sign|race|bug|mistake|cause|gotcha|pattern)|typical(?:ly)? (?:of|for|symptom|sign|cause|case|culprit|race|bug|mistake|gotcha|pattern|means|caused|due|because|a sign|the result)|textbook|tell-?tale|hallmarks?|smells? (?:of|like)|a (?:common|frequent|known|well-known|usual) (?:cause|culprit|pattern|issue|gotcha|pitfall|source)|i['’]d (?:put money|wager|bet)|(?:can['’]t|cannot|could not|couldn['’]t|unable to|not able to|no way to|haven['’]t been able to|wasn['’]t able to) (?:trigger|hit|recreate|replicate|observe|provoke) (?:it|this|that|the)|without (?:a |any |the )?(?:sample|repro(?:ducer)?|reproduction|test case|failing test|core ?dump|crash dump|input file|sample file)|probably|most likely|more than likely|in all likelihood|presumably|almost certainly|i suspect|suspect(?:s|ed|ing)?|suspicion|suspicious|my guess|best guess|educated guess|i['’]d guess|guess(?:ed|ing)?|hunch|gut feeling|my bet|i['’]d bet|bet (?:it|that|this)|i['’]d wager|my money|i reckon|reckon|i figured?|i assume[d]?|assuming|assumption|hypothes[ie]s|hypothesi[sz](?:e|ed|ing)|theory|theori[sz]e|speculat(?:e|ed|ing|ion|ive|ively)|conjecture|culprit|(?:likely|probable|plausible|possible|suspected|presumed|apparent) (?:explanation|cause|culprit|reason|source|fix)|probabl[ey]|plausibl[ey]|chances are|odds are|(?:fairly|pretty|quite|almost|reasonably) (?:sure|confident|certain)|i['’]m (?:sure|confident|certain)|shot in the dark|blind(?:ly)? fix|blindly|preventive(?:ly)?|precaution(?:ary)?|defensive(?:ly)?|couldn['’]t find|nothing conclusive|(?:haven['’]t|have not|didn['’]t|did not|couldn['’]t|could not|can['’]t|cannot|wasn['’]t able to|was not able to|not able to|unable to|without) (?:yet )?(?:reproduc(?:e|ed|ing)|repro|confirm(?:ed|ing)?|verif(?:y|ied|ying)|test(?:ed|ing)?|check(?:ed|ing)?)|not (?:yet )?(?:reproduced|verified|confirmed|tested)|untested|unverified|unconfirmed)\b)[^\n]*?(?:\n[^\n]*?){0,6}(?:\b(?:so|hence|therefore|thus|the fix|accordingly|consequently|donc|alors|du coup|d['’]où|en conséquence|par conséquent|c['’]est pourquoi|de ce fait|en consecuencia|por consiguiente|de ahí que|em consequência|por consequência|consequentemente|por conseguinte|por eso|así que|entonces|por (?:lo )?tanto|por isso|então|portanto|daí|raised|bumped|increased|decreased|lowered|reduced|added|changed|set|switched|wrapped|moved|removed|replaced|patched|tweaked|adjusted|pinned|reverted|downgraded|upgraded|clamped|disabled|enabled|made|put|swapped|rewrote|rewritten|refactored|cleaned|tuned|capped|applied|i['’]ve|i have|i['’]ll|i will|i['’]m going to|let me|let['’]s|i['’]m [^\s.,;:!?()]+ing|i [^\s.,;:!?()]+ed|(?:has|have|had|was|were|got) (?:now |also |just )?(?:been )?(?:fix|patch|chang|add|bump|rais|rewrit|swap|convert|wrap|delet|reinstall|switch|replac|mov|remov|set|guard|increas|lower|decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict|appli|appl)(?:ed|d|ied)|fix(?:es|ed|ing)?|patch(?:es|ed|ing)?|chang(?:e|es|ed|ing)|add(?:s|ed|ing)?|bump(?:s|ed|ing)?|rais(?:e|es|ed|ing)|rewrit(?:e|es|ing|ten)|swap(?:s|ped|ping)?|convert(?:s|ed|ing)?|wrap(?:s|ped|ping)?|delet(?:e|es|ed|ing)|reinstall(?:s|ed|ing)?|switch(?:es|ed|ing)?|replac(?:e|es|ed|ing)|mov(?:e|es|ed|ing)|remov(?:e|es|ed|ing|al)|set(?:s|ting)?|guard(?:s|ed|ing)?|increas(?:e|es|ed|ing)|lower(?:s|ed|ing)?|(?:decreas|reduc|extend|shorten|lengthen|tighten|loosen|relax|disabl|enabl|toggl|revert|downgrad|upgrad|clamp|limit|throttl|debounc|escap|sanitiz|sanitis|normaliz|normalis|coerc|serializ|synchroniz|renam|reorder|migrat|regenerat|rebuild|redeploy|restart|reboot|flush|purg|invalidat|evict|reinitializ|resiz|doubl|halv|hardcod|hard-cod|memoiz|bypass|suppress|silenc|modif|updat|introduc|implement|restrict)(?:ed|d)|introduced|implemented|converted|forced|normali[sz]ed|updated|split|separated|limited|shortened|extended|doubled|halved|dropped|reworked|restructured|migrated|turned (?:on|off)|went ahead|gone ahead|go ahead|rolled back|restarted|flushed|cleared|purged|deleted|inserted|hard-?coded|throttled|debounced|retried|tried|now (?:goes|uses|runs|reads|writes|checks|returns|skips|waits|retries|excludes|includes|sends|calls|uses|has|keeps|handles|catches|falls back|defaults)|(?:is|are) now|changes? made|from \S+ to \S+|→|->|\((?:was|previously|before|formerly) )\b)[^\n]*:(?:\n|$)",
        r"(?:\b(?:pienso que|creo que|me juego|casi siempre|en la mayor[íi]a de (?:los casos|las veces)|nueve de cada diez|normalmente (?:es|son|se debe|viene|pasa)|(?:por|seg[úu]n) (?:la |tu |su |el )?(?:descripci[óo]n|reporte|informe|s[íi]ntomas?|mensaje de error|pantallazo|captura)|por lo que (?:describes|cuentas|comentas|describ[íi]s)|(?:lo que|lo cual|esto|eso) (?:sugiere|indica|apunta|da a entender|me dice)|sugiere que|indica que|(?:solo|sólo|solamente|únicamente) (?:he )?(?:le[íi]do|mirado|revisado|ojeado)|me (?:he )?limit(?:é|ado) a (?:leer|mirar|revisar)|(?:leyendo|mirando|revisando) (?:el |la |los |las )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|en mi opini[óo]n|mi (?:lectura|impresión|interpretación)|la única (?:forma|manera|explicación|causa) que (?:veo|se me ocurre)|no (?:he )?(?:corrido|ejecutado|lanzado|probado) (?:un|una|el|la|ningún|ninguna)|a mi (?:juicio|entender|parecer)|desde mi punto de vista|para m[íi] (?:que|es)|sin (?:reproducci[óo]n|repro)|(?:no hay|ninguna) reproducci[óo]n|me huele|huele a|tiene (?:toda la )?pinta|pinta (?:a|de)|me da (?:que|la impresión)|(?:un |el )?caso (?:muy |bastante )?t[íi]pico|lo (?:m[áa]s )?t[íi]pico|t[íi]picamente|cl[áa]sico|suele(?:n)? (?:ser|deberse|venir|pasar)|(?:una|la) causa (?:muy )?(?:com[úu]n|habitual|frecuente|t[íi]pica)|leyendo|mirando (?:el |la |los |las )?(?:c[óo]digo|funci[óo]n|traza|stack|fuente)|viendo (?:el |la )?(?:c[óo]digo|funci[óo]n|traza)|a juzgar por|por lo que veo|por lo que se ve|por lo que parece|a lo que parece|según parece|a simple vista|sin (?:una |un |ning[úu]na? )?(?:muestra|fichero de ejemplo|archivo de ejemplo|caso de prueba|test que falle)|no (?:he podido|pude|puedo|consigo|logr[ée]) (?:provocar|disparar|replicar|recrear|observar)|sospecho|sospech[^\s.,;:!?()]*|supongo|supon[^\s.,;:!?()]*|supuest[^\s.,;:!?()]*|presumiblemente|presunt[^\s.,;:!?()]*|probablemente|probable|lo más probable|seguramente|posiblemente|quizá|quizás|tal vez|a lo mejor|capaz (?:que|es|sea)|igual (?:es|era|sea)|fijo que|seguro que|lo más seguro|casi seguro|sin duda|apuesto|apostaría|juraría|intuyo|intuición|corazonada|imagino|me imagino|hipótesis|teoría|culpable|sospechos[oa]s?|por si acaso|por si las moscas|por las dudas|por si (?:es|fuera|era)|a ciegas|al tanteo|tanteando|a ojo|de manera preventiva|preventiv[oa]|por precaución|por seguridad|(?:no|sin) (?:he |hemos |pude |pudimos |logré |conseguí |haberlo |haber )?(?:podido )?(?:reproduc[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|probad[oa])|sin reproducir|sin probar|sin verificar)\b)[^\n]*?(?:\n[^\n]*?){0,6}(?:\b(?:so|hence|therefore|thus|the fix|accordingly|consequently|donc|alors|du coup|d['’]où|en conséquence|par conséquent|c['’]est pourquoi|de ce fait|en consecuencia|por consiguiente|de ahí que|em consequência|por consequência|consequentemente|por conseguinte|por eso|así que|entonces|por (?:lo )?tanto|por isso|então|portanto|daí|[^\s.,;:!?()]{3,}é|[^\s.,;:!?()]{4,}í|voy a [^\s.,;:!?()]+|vamos a [^\s.,;:!?()]+|(?:lo|la|los|las|le|les) [^\s.,;:!?()]+o|reescribo|corrijo|pongo|hice|subí|cambio|subo|bajo|meto|quito|añado|agrego|fuerzo|desactivo|envuelvo|reemplazo|sustituyo|muevo|limito|aumento|reduzco|ajusto|dejo|clavo|aplico|separo|reduje|puse|introduje|añadí|envolví|moví|metí|partí|revertí|convertí|sustituí|(?:he|hemos|ha|han) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ido|to|cho|sto|ído)s?|se (?:sub|baj|aument|reduc|cambi|añad|agreg|quit|elimin|ajust|modific|reemplaz|sustitu|muev|mov|fuerz|forz|desactiv|activ|limit|ampl|increment|fij|pas|corrig|reescrib|actualiz|aplic|envuelv|separ|divid|dobl|dupl|ret|reinici|limpi|vací|vaci|pon|mete)\w*|(?:cambi|añad|agreg|sub|aument|reduc|ajust|modific|quit|elimin|reemplaz|sustitu|corregid|reescrit|desactiv|activ|forz|movid|limit|puest|metid|aplic|actualiz|implement|introducid|parche|increment|amplia|acot|fij|envuelt|separ|dividid|duplic|revertid|convertid|migr|reinici|limpi)(?:ad[oa]s?|id[oa]s?)|reescrit[oa]s?|puest[oa]s?|envuelt[oa]s?|corregid[oa]s?|cambios? aplicados?|ajuste|parche|arreglo|corrección|desde \S+ a \S+|de \S+ a \S+|→|->|\((?:antes|era) )\b)[^\n]*:(?:\n|$)",
        r"(?:\b(?:je crois|je pense|ça sent|presque toujours|quasi toujours|la plupart du temps|dans la plupart des cas|neuf fois sur dix|en général c['’]est|généralement (?:c['’]est|dû|due|lié|liée|le|la|un|une)|(?:d['’]après|vu|au vu de|selon) (?:la |ta |votre |sa |les |le |du |des )?(?:description|symptômes?|message d['’]erreur|capture|rapport|ticket)|(?:à|d['’]après) ce que (?:tu décris|vous décrivez)|(?:ce qui|cela|ça) (?:suggère|indique|laisse penser|laisse supposer|me fait dire|me fait penser)|suggère que|laisse (?:penser|supposer|croire) que|j['’]ai (?:juste|seulement|simplement|uniquement) (?:lu|relu|regardé|parcouru)|je me suis contenté de (?:lire|regarder|parcourir)|(?:en lisant|en regardant|en parcourant) (?:le |la |les )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|selon moi|ma (?:lecture|impression|interprétation)|la seule (?:explication|façon|manière|cause) que je (?:vois|trouve)|(?:je n['’]ai|sans avoir) (?:pas )?(?:lancé|exécuté|fait tourner|essayé) (?:de|d['’]|un|une|le|la|les)|à mon sens|d['’]après moi|de mon point de vue|pour moi,? c['’]est|(?:pas|aucune|sans|faute) de (?:reproduction|repro)|sans (?:reproduction|repro)|cela sent|sent (?:fort |bon |très fort )?(?:le|la|les|l['’])|fleure|typique(?:ment)?|classique|cas d['’]école|je parierais|parierais|à parier|en lisant|à la lecture|en regardant (?:le |la |les )?(?:code|fonction|trace|source)|d['’]après (?:le |la )?(?:code|trace|lecture|source)|au vu (?:du|de la) (?:code|trace)|à en juger|sans (?:échantillon|exemple|cas de test|fichier d['’]exemple)|(?:pas|jamais) (?:pu|réussi à) (?:le |la |l['’])?(?:déclencher|provoquer|observer|recréer)|probablement|probables?|sans doute|vraisemblablement|sûrement|certainement|presque sûrement|je suppose|suppos[^\s.,;:!?()]*|présum[^\s.,;:!?()]*|je soupçonne|soupçon[^\s.,;:!?()]*|suspect[^\s.,;:!?()]*|j['’]imagine|je parie|je mise|je table|(?:mon |l['’]|une |d['’])?hypothèses?|théorie|piste (?:retenue|privilégiée|probable|la plus probable)|intuition|pressentiment|au (?:feeling|pif|jugé)|à vue de nez|à l['’]aveugle|à tous les coups|il y a fort à parier|selon toute vraisemblance|le plus probable|coupable|par précaution|par sécurité|au cas où|dans le doute|on ne sait jamais|pour être sûr|préventi(?:f|ve|vement)|le correctif supposé|(?:pas|jamais|sans) (?:encore |pu |réussi à |avoir |l['’]avoir |été en mesure de )*(?:reprodui[^\s.,;:!?()]*|vérifi[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*)|pas (?:encore )?de cas|devrait faire)\b)[^\n]*?(?:\n[^\n]*?){0,6}(?:\b(?:so|hence|therefore|thus|the fix|accordingly|consequently|donc|alors|du coup|d['’]où|en conséquence|par conséquent|c['’]est pourquoi|de ce fait|en consecuencia|por consiguiente|de ahí que|em consequência|por consequência|consequentemente|por conseguinte|por eso|así que|entonces|por (?:lo )?tanto|por isso|então|portanto|daí|j['’](?:y |en )?ai (?:donc |aussi |alors |juste |également |d['’]abord |ensuite |enfin )?(?:tout |tous |toutes )?[^\s.,;:!?()]+|(?:je l['’]|je les |on l['’]|on les |nous l['’]|nous les )(?:ai|a|avons) (?:donc |aussi |alors |juste |d['’]abord |ensuite )?(?:pass|remplac|désactiv|activ|rédui|modifi|mont|ajout|doubl|épingl|chang|corrig|supprim|retir|enlev|mis|forc|augment|baiss|entour|déplac|réécri|refait|converti|remis|renomm|protég|encapsul|bascul|rétrograd|vidé|purg|relanc|redémarr|normalis|arrondi|tronqu|échapp|initialis|borné|limit|allong|rallong|raccourci|réglé|ajust|fix|patch|invers|réinstall|désinstall|sorti|remont|décal|découp|fusionn|rendu|mis à jour)[^\s.,;:!?()]*|je l['’]ajoute|(?:je|on) (?:vais|va) (?:donc |aussi |alors |juste |d['’]abord )?(?:le |la |les |l['’]|y |en )?[^\s.,;:!?()]+|je (?:le |la |les |l['’]|lui |leur |y |en )?(?:corrige|réécris|refais|monte|change|passe|mets|ajoute|rajoute|remplace|modifie|augmente|baisse|diminue|réduis|entoure|enveloppe|bascule|relance|supprime|retire|enlève|prépare|force|désactive|active|vide|déplace|limite|allonge|rallonge|raccourcis|double|fixe|pose|pousse|applique|contourne|protège|verrouille|redémarre|purge)|j['’](?:augmente|ajoute|enlève|allonge|applique|active|entoure|enveloppe|exclus|isole)|(?:a|ont|est|sont) été [^\s.,;:!?()]+(?:é|ée|és|ées|i|is|ie|ies|it|ite|its|ites)|(?:ajout|modifi|chang|remplac|supprim|retir|pass|augment|diminu|baiss|désactiv|activ|forc|corrig|déplac|entour|envelopp|limit|plafonn|born|relev|rallong|allong|appliqu|ferm|dupliqu|doubl|vid|purg|migr|converti|réécrit|réduit|raccourci|introduit|exclu|inclu|isol|verrouill|protég|sécuris|fix|ajust|rétabli|restaur|bascul|redémarr|relanc|mont)(?:é|ée|és|ées)|mis|mise|mises|réécrite?s?|réduite?s?|convertie?s?|introduite?s?|exclue?s?|inclue?s?|raccourcie?s?|rétablie?s?|ouverte?s?|il a été décidé|(?:a|ont) été décidé|ajout d[^\s.,;:!?()]*|passage (?:de|des|du|en|à)|augmentation d[^\s.,;:!?()]*|suppression d[^\s.,;:!?()]*|remplacement d[^\s.,;:!?()]*|modifications?|modifs?|changements?|correctifs?|corrections?|ajustements?|contournement|rustine|actions? prises?|ce que j['’]ai (?:changé|modifié|fait)|[^\s.,;:!?()]+ (?:maintenant|désormais)|passe (?:de|à|en|du|des)|passent (?:de|à|en)|disparaît|disparaissent|exclut|force|de \S+ à \S+|→|->|\((?:avant|était|au lieu de) )\b)[^\n]*:(?:\n|$)",
        r"(?:\b(?:desconfio|cheira a|quase sempre|quase certeza|na maioria (?:das vezes|dos casos)|nove em cada dez|(?:geralmente|normalmente|em geral) (?:é|são|vem|acontece|significa)|pel[oa]s? (?:descrição|relato|sintomas?|print|mensagem de erro|screenshot|issue)|pelo que (?:você )?(?:descreveu|contou|relatou|descreve)|(?:o que|isso|isto) (?:sugere|indica|aponta|dá a entender)|sugere que|indica que|me faz pensar|(?:só|apenas|somente) (?:li|olhei|dei uma olhada)|(?:olhando|lendo|analisando) (?:o |a |os |as |para o |para a )?\S+\.(?:rs|go|py|ts|tsx|js|jsx|java|kt|rb|php|cs|cpp|swift|sql|ya?ml|toml|json|vue|service|conf)|analisando o código|na minha opinião|a meu ver|minha (?:leitura|impressão|interpretação)|a única (?:explicação|forma|maneira|causa) que (?:vejo|consigo ver)|não (?:rodei|executei|cheguei a rodar|testei) (?:um|uma|o|a|nenhum)|no meu entender|do meu ponto de vista|pra mim (?:é|foi)|para mim (?:é|foi)|sem (?:reprodução|repro)|(?:não há|nenhuma) reprodução|tem cara de|tem (?:toda a )?pinta de|caso (?:bem |muito )?t[íi]pico|t[íi]pic[oa]|tipicamente|cl[áa]ssico|costuma(?:m)? (?:ser|vir|acontecer)|lendo|olhando (?:o |a |os |as )?(?:código|função|trace|stack|fonte)|pelo (?:código|trace|stack)|a julgar por|sem (?:uma |um |nenhuma |nenhum )?(?:amostra|arquivo de exemplo|caso de teste|teste que falhe)|(?:não|nunca) (?:consegui|conseguimos|deu pra|deu para) (?:disparar|provocar|observar|recriar|simular)|desconfi[^\s.,;:!?()]*|devem estar|deve estar|devem ser|deve ser|há de ser|tem que ser|deve vir|provavelmente|provável|prováveis|o mais provável|talvez|quiçá|possivelmente|suspeito|suspeit[^\s.,;:!?()]*|suponho|supo(?:nho|mos|sto|sta|stos|stas|r|ndo|sição|sições)|supostamente|presumo|presumivelmente|aparentemente|deve (?:resolver|corrigir|ajudar)|aposto|apostaria|palpites?|chut(?:e|ei|ando|o|amos|ar)|no chute|no escuro|às cegas|no olho|intuição|feeling|hipóteses?|teoria|com certeza|certamente|sem dúvida|culpad[oa]|por garantia|por via das dúvidas|por precaução|por segurança|pra garantir|para garantir|preventiv[^\s.,;:!?()]*|capaz de ser|(?:não|sem) (?:consegui |conseguimos |deu pra |deu para |cheguei a |ter )?(?:reproduz[^\s.,;:!?()]*|verific[^\s.,;:!?()]*|confirm[^\s.,;:!?()]*|test[^\s.,;:!?()]*))\b)[^\n]*?(?:\n[^\n]*?){0,6}(?:\b(?:so|hence|therefore|thus|the fix|accordingly|consequently|donc|alors|du coup|d['’]où|en conséquence|par conséquent|c['’]est pourquoi|de ce fait|en consecuencia|por consiguiente|de ahí que|em consequência|por consequência|consequentemente|por conseguinte|por eso|así que|entonces|por (?:lo )?tanto|por isso|então|portanto|daí|[^\s.,;:!?()]{3,}ei|reescrevi|corrigindo|corrijo|vou (?:já |logo |agora )?[^\s.,;:!?()]+|vamos [^\s.,;:!?()]+|subi|removi|movi|envolvi|protegi|resolvi|suprimi|omiti|permiti|atribuí|excluí|escolhi|inverti|converti|reverti|escrevi|reduzi|introduzi|incluí|substituí|fiz|refiz|pus|defini|corrigi|dividi|desfiz|implementei|mudanças|alterações|alteração|ajustes?|correç(?:ão|ões)|ações? tomadas?|ação|troco|mudo|subo|aumento|coloco|ponho|tiro|removo|adiciono|acrescento|reescrevo|ajusto|desativo|limito|pôr|passa (?:a|de|para|pra)|passou (?:a|de|para|pra)|ficou|(?:foi|foram|ficou|ficaram) (?:[^\s.,;:!?()]+ )?[^\s.,;:!?()]+(?:ado|ada|ados|adas|ido|ida|idos|idas|to|ta|tos|tas)|(?:adicion|acrescent|aument|reduz|alter|troc|mud|remov|retir|substitu|corrig|ajust|aplic|sub|desativ|ativ|forç|limit|mov|reescrit|inclu|defin|configur|coloc|implement|atualiz|dobr|divid|separ|revert|migr|reinici|limp|desabilit|habilit|protegid|envolv|embrulh)(?:ado|ada|ados|adas|ido|ida|idos|idas)|agora (?:[^\s.,;:!?()]+)|de \S+ (?:para|pra|a) \S+|→|->|\((?:era|antes|eram) )\b)[^\n]*:(?:\n|$)",
        // Japanese and Chinese: a guess, then a change line that ends in a
        // colon and introduces the code ("改成了用 zoneinfo 按站点时区算：",
        // "以下のように変更しました："), so the theory may sit above a quoted block.
        r"(?:おそらく|恐らく|十中八九|ほぼ間違いな|まず間違いな|ほぼ確実|大抵|たいてい|ほとんどの場合|多くの場合|説明から|症状から|報告から|お話から|症状的に|エラーメッセージから|ことから|示唆|ということは|から察する|から考えると|読んだだけ|見ただけ|私見では|私の読み|唯一考えられる|それ以外に考えられ|(?:実行|試)していません|見立てでは|私の考えでは|読みでは|(?:の|ん|せい|問題|原因|バグ|競合|不足|漏れ|ミス|ため|から|こと)(?:だと思|だと考え|でしょう|だろう|ではないか|じゃないか|かと思)|再現(?:は|を|も)(?:して|でき|試して|取れて)?(?:いない|いません|ない|ず)|未再現|ありそう|あり得そう|ありえそう|濃厚|有力|考えられ|臭い|くさい|クサい|典型的|よくある|ありがち|定番の|に違いな|違いありません|と見て|と睨|読んだ(?:感じ|限り)|見た(?:感じ|限り)|見る限り|読む限り|コードを(?:見る|読む)と|察する|手元で(?:は)?(?:再現|発生|起き|出)(?:せ|し|な)|サンプル(?:がない|なし|が無い|もない|がないので)|たぶん|多分|推測|推定|仮説|見立て|当たりをつけ|睨ん|疑わしい|疑わしそう|怪し(?:い|そう|げ)|かもしれ|せいかも|念のため|勘で|再現(?:でき)?(?:ていない|ていません|しない|しません|できず|せず|なし)|未確認|未検証|確認できていない|と思われ|原因(?:だと|と)思|可能性が高|(?:の|ている|でいる|ていた|た|ない|ず)可能性があ|と思うので|かもしれないので|分かりませんが|わかりませんが|だけなので|しかないので|を指している|指しているので|きっと|(?:原因|のだ|んだ|せいだ|だけだ|問題だ|競合だ|かな|かと|ないか|なくなる|直る|改善する|安定する|大丈夫だ|ようになる|解消する|収まる|防げる)と思|と考え|かも[？?]|のようです|っぽい|はず|だろう|予想|疑い|気がします|気がする|そうなので|そうだったので|そうですので|そうですが|ていそう|でいそう|っぽいので|ぽいので|ようでした|ように見え|ように思え|と見られ|と推察|見込み|みたいです|ようなので|みたいなので|ではないか|じゃないか|のでは|かなと|らしい|ような気|せいで|せいだ|とりあえず|ひとまず|様子見|ログ(?:を見ると|では|から|によると))[^\n]*?(?:\n[^\n]*?){0,6}(?:そこで|なので|ですので|したがって|そのため|上げ|増や|変更|変え|追加|入れ|設定し|修正|外し|伸ば|延ば|下げ|減ら|囲み|囲い|置き換え|差し替え|入れ替え|切り替え|固定し|戻し|丸め|掃除|ようにしました|書き換え|直し|付けました|分け|削除|短くし|長くし|無効に|有効に|導入|適用|揃え|緩和|改修|手を入れ|(?:対応|修正|変更|適用|反映|追加|実装|設定|導入|置換|差し替え)済み|→|ておきました)[^\n]*[：:](?:\n|$)",
        r"(?:十有八九|大概率|几乎总是|几乎都是|几乎可以肯定|基本上?(?:都是|可以肯定|可以确定)|十之八九|大多(?:数)?(?:是|情况)|绝大多数|通常(?:都|会|就|来说)|一般(?:都|来说|情况下)|从描述|根据(?:你的|您的)?描述|听描述|从症状|根据症状|从现象|从报错|听起来|这说明|表明|由此(?:看|推断|判断|可见)|只看了|只是看了|只读了|光看了|我的?判断|据我(?:判断|观察|分析|推断|理解)|依我看|唯一(?:能|可能)?想到|我能想到的唯一|没(?:有)?(?:跑|运行|执行)(?:过)?(?:一下|一次)?(?:plan|测试|用例)|在我看来|我的理解|按我的理解|没(?:有)?(?:去)?(?:查|核实|核对|确认|验证|测试?|复现|重现)|未重现|没重现|很可能|极可能|极有可能|最可能|最有可能|大有可能|很有可能|多半是|典型的|常见原因|常见的(?:原因|坑)|通常是|八九不离十|我赌|打赌|估摸|看了(?:一下|下)?代码|看代码|读了(?:一下)?代码|从代码(?:上|里)?(?:看|来看)|代码(?:上|里)看|从堆栈(?:看|来看)|看堆栈|没有样本|没样本|手头没有|本地(?:没|无法|不能)(?:复现|触发|出现)|触发不了|无法触发|没法触发|多半|八成|推测|推断|猜|怀疑|疑似|嫌疑|罪魁祸首|元凶|估计|应该是|应该出在|想必|直觉|凭经验|按经验|保险起见|以防万一|为了保险|稳妥起见|碰碰运气|盲改|没(?:有)?复现|未复现|无法复现|没法复现|复现不了|没验证|未验证|我觉得|不太清楚|不清楚|一般是|应该就|指向|只可能|看着像|不确定|可能是|可能(?:因为|由于|出在|跟|和|与|在)|大概|也许|或许|看起来|似乎|说不定|像是|感觉|我认为|我判断|看样子|貌似|好像|恐怕|难道|会不会|是不是|莫非|假设|假定|先试试|试试|试一下)[^\n]*?(?:\n[^\n]*?){0,6}(?:所以|因此|于是|那么|补了|补充了|上了|加入了|换掉|改掉|挪到|改动了|改动|变更|翻倍|加倍|强制|改用|换用|用了|设成|设为|加个|加了|换了|重写|修复|修改|修正|我加|我换|先加|把[^
]*?(?:改|换|调|锁|加|去|截|限|挪|切|设|升|降|拆)|锁回|调到|调成|拆成|分成|加一下|调大|调小|调高|调整|加上|补上|添加|增加|减少|改成|改为|改了|换成|替换|去掉|删掉|删除|提高|调低|降低|加大|放宽|收紧|加锁|包了|切到|锁定|回退|回滚|限制|清理|清空|开启|关闭|打开|启用|禁用|调了|延长|缩短|升级|降级|配置了|设置了|兜底|重试|重启|拆了|拆分|→)[^\n]*[：:](?:\n|$)",
        // Round ten, per language: the data, traces or values never looked at, or
        // the report not saying which case, beside a change; a change followed
        // by ping me if it still happens or à surveiller; a first guess (a lo
        // mejor, il se peut que, ぱっと見, っぽかった, 怪しいと睨んで, 我猜, 觉得是,
        // 可疑点) before a change made further on.
        r"(?:(?:\bi (?:haven['’]t|have not) (?:yet )?(?:traced|pulled|profiled|measured|benchmarked|looked at|run|checked)|\bi (?:didn['’]t|did not|never) (?:yet )?(?:trace|pull|profile|measure|benchmark|look at|run|check))\b[^.!?\n]{0,40}?\b(?:data|values|traces?|apm|logs|profiler?|flame ?graphs?|against)\b|\bthe (?:\w+ )?code is enough to (?:see|tell|spot)\b|\b(?:ticket|report|issue|bug|customer|user|logs?|error) (?:doesn['’]t|does not|didn['’]t|did not) (?:say|specify|mention|tell us) which (?:locale|browser|device|version|platform|os|input|file|account|case|environment|page|step|one)\b)[\s\S]{0,1500}?\b(?:switched|changed|added|replaced|rewrote|reduced|increased|lowered|raised|bumped|swapped|wrapped|converted|patched|removed|moved|starting on|start on)\b|\b(?:switched|changed|added|replaced|rewrote|reduced|increased|lowered|raised|bumped|swapped|wrapped|converted|patched|removed|moved|starting on|start on)\b[\s\S]{0,1500}?(?:(?:\bi (?:haven['’]t|have not) (?:yet )?(?:traced|pulled|profiled|measured|benchmarked|looked at|run|checked)|\bi (?:didn['’]t|did not|never) (?:yet )?(?:trace|pull|profile|measure|benchmark|look at|run|check))\b[^.!?\n]{0,40}?\b(?:data|values|traces?|apm|logs|profiler?|flame ?graphs?|against)\b|\bthe (?:\w+ )?code is enough to (?:see|tell|spot)\b|\b(?:ticket|report|issue|bug|customer|user|logs?|error) (?:doesn['’]t|does not|didn['’]t|did not) (?:say|specify|mention|tell us) which (?:locale|browser|device|version|platform|os|input|file|account|case|environment|page|step|one)\b)",
        r"\b(?:switched|changed|added|replaced|rewrote|reduced|increased|lowered|raised|bumped|swapped|wrapped|converted|patched|removed|moved|starting on|start on|changes)\b[\s\S]{0,600}?\b(?:ping me|let me know|tell me|shout) if (?:anyone|it|this|you|someone|they|users?) (?:(?:still|ever) (?:hits?|sees?|gets?|runs? into|happens?|comes? back|breaks?|fails?|reproduces?|times? out|crash(?:es)?|errors?)|(?:happens?|comes? back|breaks?|fails?|reproduces?|recurs?|shows? up|crash(?:es)?|times? out) again|(?:hits?|sees?|gets?|runs? into) (?:it|this|that|the (?:error|issue|bug|timeout|crash|problem|\d{3}s?)|(?:any )?(?:more )?\d{3}s) again)\b",
        r"\ba lo mejor\b[\s\S]{0,800}?\b(?:cambié|subí|añadí|agregué|puse|bajé|moví|reemplacé|sustituí|quité|nueva migración|hice (?:unos |algunos |los )?cambios)\b|\bpor si (?:acaso )?(?:el problema|la causa|el fallo|el error|es (?:eso|esto|por|que)|fuera (?:eso|esto|el|la|por)|era|viene)\b|\bpara ver si (?:así|con eso)\b",
        r"\b(?:il se peut que?|il est possible que|je soupçonne|j['’]imagine que|je suppose que|ça pourrait venir|cela pourrait venir)\b[^\n]{0,300}?\bj['’]ai (?:\S+ )?(?:décalé|changé|modifié|remplacé|augmenté|réduit|passé (?:\S+ ){1,3}?(?:à|en) |basculé|corrigé|supprimé|retiré|forcé|déplacé|réécrit|remonté|baissé)|\bj['’]ai (?:\S+ )?(?:décalé|changé|modifié|remplacé|augmenté|réduit|ajouté|passé (?:\S+ ){1,3}?(?:à|en) |basculé|corrigé|supprimé|retiré|forcé|déplacé|réécrit|remonté|baissé)\b[\s\S]{0,800}?\bà surveiller (?:demain|ce soir|cette nuit|la semaine|au prochain|lors du prochain)",
        r"(?:(?:ぱっと見|パッと見|ざっと見)(?:た)?(?:感じ|ところ|限り|、[^。\n]{0,30}?(?:っぽ|怪し|原因|せい|よう|そう))|っぽかった|怪し|睨ん|勘で|当てずっぽう)[\s\S]{0,400}?(?:入れました|変更しました|修正しました|直しました|追加しました|変えました|書き換えました|上げました|増やしました|減らしました|延ばしました|伸ばしました|差し替えました|置き換えました)",
        r"(?:(?m:^)[ \t]*(?:[-*+][ \t]*)?(?:\[[x ]\][ \t]*)?(?:\*\*)?判断(?:\*\*)?[:：]|我的判断[:：是]|应该就是(?:这样|这么)[^。！？\n]{0,20}(?:导致|造成|引起|重复|出错|报错|丢|漏|插入|写入|触发)|应该就是(?:因为|由于)|应该就是[^。！？\n]{0,30}(?:导致|造成|引起|的原因))[\s\S]{0,600}?(?:去改|来改|改成|改为|换成|已经改|我改了|(?:[^不没]|^)改了|调大了|调成)|(?:我猜|猜测|猜是|我怀疑|怀疑是|估计是|觉得是(?:[^时]|时[^候])|八成是|多半是|可疑点|可疑的|也许是)[\s\S]{0,600}?(?:去改|来改|改成|改为|换成|已经改|我改了|改了|加上了|调大了|调成|加了|补了|改掉|移到|移去|挪到|兜了|套了)|还没(?:拿|用)[^。！？\n]{0,20}(?:跑|对比|验证|测)[\s\S]{0,200}?(?:改了|改成|换成|调大|调成|加了|先这样改)|(?:改了|改成|换成|调大了|调成|加了)[\s\S]{0,200}?还没(?:拿|用)[^。！？\n]{0,20}(?:跑|对比|验证|测)",
        // Round twelve, per language: a reproduction said not to have been
        // tried ("could not reproduce" is a classification, and stays out),
        // a fix copied from an earlier bug, a cause taken from experience,
        // and a bug reported fixed in so many words: the reproduction
        // vocabulary anywhere in the turn still excuses each of them.
        r"\b(?:(?:i|we) (?:didn['’]t|did not|haven['’]t|have not|never) (?:yet |even |actually )?(?:(?:try(?:ing)?|tried|attempt(?:ing|ed)?|bother(?:ing|ed)?) (?:to )?)?(?:reproduc\w*|repro)|without (?:(?:trying|attempting|bothering) (?:to )?|first )?(?:reproduc\w*|repro)|(?:going (?:on|by)|based on|judging by|from (?:my|past|prior)) (?:my |past |prior )?experience|going by the (?:issue|ticket|report)|(?:going by|going off|based on|according to|judging by) the (?:stack ?trace|traceback|backtrace|log line|crash log)|the usual (?:cause|culprit|suspect)|same (?:fix|patch|workaround) as|(?:fixed|resolved|patched|squashed) (?:the |a |an |this |that |our |your )?(?:[\w-]+ ){0,3}?(?:bug|crash|leak|regression|race|deadlock|panic|exception|hang|freeze|glitch|jitter|flicker)s?)\b",
        r"\b(?:sin (?:haber(?:lo|la)? )?reproduc\w*|no (?:lo |la |los |las )?(?:he |hemos )?(?:intentado |probado a )?reproducid\w*|no (?:intenté|probé a) reproduc\w*|(?:el|un) mismo (?:parche|arreglo|fix)|calcad[oa] (?:al|a la)|(?:(?:arreglad|corregid|solucionad|resuelt)[oa]s?|arreglé|corregí|solucioné|resolví) (?:el|la|los|las|un|una) (?:[\w-]+ ){0,3}?(?:bugs?|fallos?|crash(?:es)?|leaks?|cuelgues?|tembleques?|jitter|bloqueos?|fugas?|memory leaks?|excepci(?:ón|ones))|sans (?:l['’]avoir |les avoir )?(?:le |la |les )?reprodu\w*|(?:d['’]après|selon|vu) (?:la |le |les )?(?:stack ?trace|trace d['’]appels|backtrace|logs? collés?)|je n['’]ai pas (?:essayé de |tenté de |cherché à )(?:le |la |les )?reprodu\w*|(?:je|on|nous) ne l['’](?:ai|a|avons) pas (?:encore )?reprodu\w*|(?:le|un) même (?:correctif|patch|fix)|(?:corrigé|réglé|résolu) (?:le|la|les|un|une|ce|cette) (?:[\w-]+ ){0,3}?(?:bug|crash|plantage|fuite|régression|blocage|exception)s?|sem (?:tentar )?reproduz\w*|não (?:tentei|cheguei a) (?:reproduz|rod|execut|test|corr)\w*|não reproduzi\b|(?:a|o) mesm[oa] (?:correção|patch|fix|ajuste)|(?:corrigi|resolvi|consertei|corrigid[oa]|resolvid[oa]|consertad[oa]) (?:o|a|os|as|um|uma|esse|essa) (?:[\w-]+ ){0,3}?(?:bug|crash|vazamento|travamento|regressão|leak)s?)\b",
        r"再現(?:は|を)?(?:試して(?:い)?(?:ません|ない)|せず(?:に)?)|再現(?:は|を)して(?:い)?(?:ません|ない|おらず)|疑ってい|(?:前回|先月|先週|以前|そのとき|その時|あのとき|あの時)(?:の)?[^。\n]{0,20}?(?:と同じ|と同様)(?:の)?(?:修正|対応|対処|パッチ|直し方|変更|やり方)|(?:バグ|不具合|クラッシュ|リーク|ハング|二重[^\s。、]{0,4}|不整合)(?:の件)?を(?:修正|解消)しました|没(?:有)?(?:去|试着?|尝试)(?:复现|重现)|没(?:有)?(?:去|实际|真正|亲自)?触发过?(?:这个|那个|该)?(?:错误|报错|异常|崩溃|问题|bug)|未(?:去|尝试)(?:复现|重现)|(?:一模一样|跟上次|和上次|同上次)[^。\n]{0,40}?(?:改法|修法|方案|处理方式|办法)|照着(?:那次|上次|之前)|已修复[:：]",
        // Round thirteen, Japanese and Chinese: a cause read off a log line
        // or a stack trace, asserted as certain, a fix said to end the bug,
        // the same fix as an earlier bug, a reproduction called needless, a
        // bare "cause:" line or heading.
        r"(?:スタックトレース|トレース|ログ|クラッシュログ|エラーメッセージ)(?:を見れば|が決め手)|(?:スタックトレース|トレース|クラッシュログ)から(?:見て|判断して|察するに|明らか)|(?:見れば|読めば)(?:一目瞭然|明らか|原因は)|コードを(?:追っ|読ん)だ(?:結果|ところ|限り)|(?:報告|症状)(?:どおり|通り)[^。\n]{0,120}?(?:書き換え|直し|修正し|変更し|追加し)|これで[^。\n]{0,20}?(?:直ります|直るはず|止まります|止まるはず|解決です|解決します|解決できます|修正完了|クローズできる)|(?:問題|不具合)を修正しました|が原因です。[^\n]{0,160}?(?:直しました|修正しました|追加しました|変更しました|書き換えました|入れました)|原因は[^。\n]{2,80}?(?:こと|の|ため)?(?:です|でした)。[^\n]{0,160}?(?:直しました|修正しました|追加しました|変更しました|書き換えました|入れました)|(?:看了一?眼|看了下|翻了下)[^。\n]{0,20}?(?:日志|堆栈|报错|崩溃)[^。\n]{0,40}?(?:是|因为|导致)|(?:很明显|显然)(?:就)?是[^。\n]{0,30}?(?:导致|造成|引起|的问题|的原因|的锅|bug)|没有别的可能|就是这个原因|不会再(?:出现|发生|报错|崩|死锁|重复)|(?:(?m:^)|[^不])是一回事|照(?:之前|上次|那次)的?(?:方式|改法|修法|办法|思路)|照(?:同样|一样)的?(?:改法|修法)|(?:不需要|不用|没必要)(?:专门|特意|再)?(?:去)?(?:复现|重现)|(?:按|根据|从)(?:堆栈|调用栈|stack ?trace|崩溃日志)(?:分析|来看|看)|(?:问题|bug|故障|崩溃)[:：]? ?已修复|(?m:^)[ \t#]*(?:原因|根因|根本原因)(?:[:：]|(?m:[ \t]*$))",
        // Round fourteen, Japanese and Chinese: a reported bug (a user's
        // report, a ticket, customer feedback) with its cause stated and the
        // change listed, and nothing run to watch it fail; a fix said to end
        // the symptom ("は起きなくなります", "就不会再").
        r"(?:(?:という|との)(?:報告|問い合わせ|連絡|クレーム)|報告を受けて|報告(?:の件|いただいた件)|件、(?:対応|修正)しました|の対応です。|(?:のせい|が原因|のが原因|原因は)|(?:ない|ずれる|出る|落ちる|化ける|届かない|多発の|リーク(?:の)?)件)[\s\S]{0,1500}?(?:(?:修正し|変更し|追加し|明示し|置き換え|書き換え|直し|入れ|変え|移し|外し|消し|削除し|延ばし|増やし|減らし|上げ|下げ|統一し|揃え|対処し|対応し)(?:て(?:おき|あり))?(?:ました|ます)|(?:修正|対応)済み)|(?:(?:修正し|変更し|追加し|明示し|置き換え|書き換え|直し|入れ|変え|移し|外し|消し|削除し|延ばし|増やし|減らし|上げ|下げ|統一し|揃え|対処し|対応し)(?:て(?:おき|あり))?(?:ました|ます)|(?:修正|対応)済み)[\s\S]{0,400}?(?:のが原因です|が原因です|のせいです)|(?:工单|客户反馈|用户反馈|客服(?:反馈|汇总)|(?:收到|有)(?:用户|客户)?反馈|(?:^|[\s（(])#\d{2,6}[）)]?)[^\n]{0,120}?(?:闪退|崩溃|崩了|卡住|卡死|失败|报错|收不到|偏高|偏低|丢失|丢了|超时|泄漏|掉点|错位|不显示|白屏)[\s\S]{0,2000}?(?:改了这些|改动[:：]|已改为|已改成|改为|改成|修改[:：]|换成|补上|加上了|加了|去掉了|挪到|移回|恢复为)|(?:问题就在这|问题出在|主因是|是主因)[\s\S]{0,1200}?(?:改为|改成|改动|修改|换成|改回|补上|加上)|(?:(?:的|那个|这个)问题[:：]|(?:\bissue|\bbug|工单) ?#?\d{2,6}|[（(]#\d{2,6}[）)]|偶尔|时不时|有时候?会)[\s\S]{0,1500}?已(?:经)?(?:(?:在|把|将)[^。\n]{0,60}?)?(?:改[为成好掉回了]|加[了上]|换成|挪到|设[为成]|补[上了]|去掉|删[掉了除]|调[大小高低成到整])",
        r"これで[^。\n]{0,30}?(?:(?:起き|出|発生し|落ち|再発し|ずれ|すり抜け)なくなります|解消(?:です|されます|します|できます)|正常に(?:動きます|動作します|表示されます|なります))|(?:这样|改完|改完后|两处都改完)[^。！？\n]{0,40}?(?:就不会(?:再)?|不会再|就能(?:正常|送达)|就是(?:真正|正确)的)",
        // Every language but ja and zh: the outcome of a change asserted as
        // settled ("no more duplicates", "the crash is gone", "ya no se
        // cuelga", "c'est réglé", "ne gonflera plus", "não trava mais"): a
        // prediction stated as fact, with nothing run to show it.
        r"\b(?:no (?:more|longer) (?:\w+ ){0,2}?(?:crash(?:es)?|duplicates?|dupes|errors?|[45]\d\ds|timeouts?|leaks?|ooms?|oom kills?|nans?|hangs?|freezes?|flicker(?:ing|s)?|double[- ]\w+|clipping|disconnects?|resets?|reboots?|logouts?|stalls?|deadlocks?|races?|panics?|exceptions?|memory climb|drift)|(?:\w+ )?(?:crash(?:es)?|duplicates?|dupes|errors?|[45]\d\ds|timeouts?|leaks?|ooms?|oom kills?|nans?|hangs?|freezes?|flicker(?:ing|s)?|double[- ]\w+|clipping|disconnects?|resets?|reboots?|logouts?|stalls?|deadlocks?|races?|panics?|exceptions?|memory climb|drift) (?:is|are) (?:now )?(?:gone|history|a thing of the past)|that(?:['’]s| is) the (?:bug|crash|issue|leak|problem) (?:handled|fixed|sorted|dealt with|squashed|gone)|that (?:stops|ends|kills|prevents) the (?:\w+ ){0,2}?(?:crash(?:es)?|duplicates?|dupes|errors?|[45]\d\ds|timeouts?|leaks?|ooms?|oom kills?|nans?|hangs?|freezes?|flicker(?:ing|s)?|double[- ]\w+|clipping|disconnects?|resets?|reboots?|logouts?|stalls?|deadlocks?|races?|panics?|exceptions?|memory climb|drift|climb|growth|bug|issue|problem)|(?:\w+ ){0,3}?(?:works?|comes? out|show(?:s)? up|render(?:s)?) (?:complete|correctly|fine|properly|again) now|ya no (?:se )?(?:\w+ ){0,2}?(?:cuelga|cae|falla|duplica|cobra|pierde|desconecta|reinicia|resetea|rompe|atraviesa|congela|bloquea|corta|trunca|crashea|revienta|tumba)\w*|(?:queda|quedó|está) (?:resuelto|arreglado|solucionado)|(?:le )?problème est réglé|(?:ne|n['’]) ?(?:\w+ ){0,2}?(?:plantera|crashera|gonflera|bloquera|gèlera|fuira|dupliquera|doublera|tombera|coupera|recevra|recevront) (?:plus|jamais plus)|s['’]affichent (?:correctement|bien)|sont (?:maintenant )?gérés correctement|não (?:\w+ ){0,2}?(?:trava|cai|quebra|duplica|vaza|falha|reinicia|congela|estoura|corta)(?:rá|m|rão|va)? mais|não (?:sai|saem|trava|travam|cai|caem|quebra|quebram|duplica|duplicam|disputa|disputam|reinicia|reiniciam|estoura|estouram|vaza|vazam|some|somem|pisca|piscam|falha|falham) mais|(?:com isso|assim)[,]? (?:\w+ ){0,4}?(?:volta(?:m)? a|já conseguem|param de|para de)|(?:está|fica|ficou) resolvido|isso fecha (?:a|o) #?\d+)\b|(?m:^)[ \t]*(?:resuelto|resolvido)[.!]|c['’]est réglé\s*(?:[.!]|(?m:$))|(?:(?m:^)[ \t]*|[.!;:]\s+|n['’]y a )plus (?:de |d['’])(?:double \w+|doublons?|oom|crash|plantages?|kill|timeouts?|fuites?|gels?|blocages?|coupures?|découpage)\b",
        r"(?:もう|二度と)(?:[^一少。\n][^。\n]{0,29}?)?(?:起きません|落ちません|出ません|止まりません|ずれません|発生しません|(?:起き|落ち|出|発生し|再発し)ないはずです)|(?:再发|复发)不了|(?:彻底)?(?:解决|修好)了[。！]",
        // Round fifteen: a cause named as certain and the change made in the
        // same breath ("that'll be the cron in UTC — I've changed it", "c'est
        // forcément la fuite"), the failure never provoked ("pas pris le
        // temps de la provoquer").
        r"\b(?:that['’]ll|it['’]ll) be (?:the|your|our) [^.!?\n]{0,80}?(?:—|–|;) ?(?:so )?(?:i['’]ve|i have) (?:changed|moved|bumped|switched|adjusted|raised|lowered|pinned|patched)\b|\bc['’]est forcément (?:la|le|l['’]|du|des)\b|\bpas (?:eu|pris) (?:le temps|l['’]occasion) de (?:la |le |les |l['’])?(?:provoquer|reproduire|déclencher|observer|recréer|voir (?:planter|échouer|casser))\b",
        // Round fifteen, Chinese: a change said to make the failure go away
        // ("这下…应该就没有了"), with nothing run.
        r"(?:这下|这回)[^。！？\n]{0,24}?应该(?:就)?(?:没有了|没了|不会(?:再)?|好了|正常了|解决了)|应该就(?:没有了|没了)",
        // Round fifteen (b): the change made and the job never run ("dbt run
        // はまだ流していないので"), reproduction skipped outright ("不折腾复现了"), an
        // outcome foretold with a hedge ("com isso … deve anunciar").
        r"まだ(?:流して|回して|実行して|走らせて)(?:い)?ない(?:ので|けど|ですが)|不(?:折腾|去|做|搞)(?:复现|重现)了?|\bcom isso\b[^.!?\n]{0,80}\bdeve (?:anunciar|funcionar|parar|resolver|sumir|voltar|aparecer|mostrar|ler)\b",
        // Round sixteen: the check left to the one who reported it (Japanese),
        // a fix made from the code for want of the device (Portuguese), a
        // fix expected to work once it is applied.
        r"(?:確認|検証|動作確認)[はを][^。\n]{0,30}?(?:報告者|報告してくれた|お客様|ユーザー(?:さん|側)?|利用者|qa)[^。\n]{0,10}?(?:お願い(?:する形|します|したい|できれば|できますか)|に任せ)",
        r"\b(?:sem|não (?:tenho|tinha|temos))\b[^.\n]{0,60}?\bfui pelo código\b",
        r"\bonce (?:this|it|that|the (?:fix|change|patch|config))(?:['’]s| is| gets) (?:applied|deployed|merged|rolled out|live)\b,?[^.\n]{0,60}?\bshould (?:go through|work|pass|stop|disappear|be (?:fixed|resolved|gone|fine)|no longer|succeed|load|resolve|fix)\b",
        // Round seventeen: an outcome foretold for a fix ("should import cleanly
        // now"; without the "now" it is a test's name or a setup step), a fix
        // built on the stack trace alone ("basándome en el stack trace"), a
        // cause declared "basically certain" ("原因基本可以确定是").
        r"\bshould (?:import|load|parse|build|render|sync|upload|send|compile|start|connect|save|open|launch|display|go through|process) (?:cleanly|fine|properly|correctly|again|normally|without (?:any )?(?:errors?|issues?|problems?)) now\b|\bshould now (?:import|load|parse|build|render|sync|upload|send|compile|start|connect|save|open|launch|display|go through|process) (?:cleanly|fine|properly|correctly|again|normally|without (?:any )?(?:errors?|issues?|problems?))\b",
        r"\bbasándo(?:me|nos) (?:solo |solamente |únicamente )?en (?:el|la|los|las|este|esta|ese|esa) (?:stack ?trace|traceback|traza|trace|logs?|mensaje de error|(?:reporte|informe|captura) del? (?:error|fallo|bug|crash))\b",
        r"(?:原因|根因|问题)基本上?(?:可以|能)?(?:确定|断定|肯定)(?:是|就是|为)",
        // Round eighteen: an outcome foretold for the next deploy or run ("should
        // … from the next deploy", "今夜のバッチで様子を見ましょう", "isso deve zerar",
        // "le décalage devrait avoir disparu").
        r"\bshould\b[^.\n]{0,40}?\b(?:exactly one|only one|no longer|stop|not (?:see|get|happen)|be (?:gone|fixed|resolved))\b[^.\n]{0,40}?\bfrom the next (?:deploy|release|build|run|cycle|sync)(?: onwards?)?(?:[.,;!]|\s*(?m:$)| on\b)",
        r"(?:今夜|明日|次回|夜間)(?:の|分の)?(?:バッチ|ジョブ|実行|デプロイ|リリース|cron)で様子を見(?:ましょう|ます|てください)",
        r"\bisso deve (?:zerar|resolver|acabar com|eliminar|corrigir|estabilizar)\b[^.\n]{0,40}?\b(?:erros?|eventos|falhas?|crash(?:es)?|bug|problema|timeouts?|exce[çc](?:ão|ões)|sentry|alertas?)\b",
        r"\b(?:le décalage|l['’]erreur|le crash|le doublon|le bug|le problème|le plantage)\b[^.\n]{0,30}?\bdevrait avoir disparu\b",
        // Round nineteen (English): the bug taken to be a past incident, the
        // code read instead of running it, a report said to fit the guess.
        r"\b(?:i['’]m|i am) (?:treating|taking|reading) (?:it|this|that) as (?:the same|a repeat|another)\b|\b(?:went|go|going) (?:through|over) the code(?: path)? instead\b|\binstead of (?:reproducing|running it|repro(?:ducing)? it)\b|\b(?:report|description|symptoms?|screenshot|complaint) (?:fits|matches|lines up with) (?:that|this|it)\b|\b(?:fits|matches) (?:the |their |the user['’]s |the customer['’]s )?(?:report|description|symptoms?) (?:pretty |quite |really )?(?:neatly|well|exactly)\b",
        // Round twenty: the check of a fix handed to the reporter ("asked
        // the reporter to upgrade", "can reopen if it still…", "pedir ao
        // cliente para testar", "le pedí al cliente que pruebe"), and in
        // Portuguese and Spanish a fix made without being able to run the
        // case, or read from the code instead ("fui ao código").
        r"\b(?:asked|ask(?:ing)?|pinged) (?:the reporter|the customer|the user|them|him|her|@\w+) to (?:upgrade|update|try|retest|re-test|confirm|verify|watch|test|report back)\b|\b(?:can|will|should|may) reopen (?:it |the issue |#?\d+ )?if\b",
        r"\b(?:mesmo )?sem conseguir (?:correr|rodar|reproduzir|executar|arrancar|testar)\b|\bfui (?:então |direto |direito |logo )?(?:ao|para o|pro|no) código\b|\b(?:pedir|pedi|peço|pedimos) (?:ao|à|aos|às) (?:cliente|construtora|utilizador|usuário|reporter|equipa|time|loja)\w* (?:para|que) (?:abr|test|confirm|valid|verific|tent|atualiz)\w*",
        r"\bsin poder (?:correrlo|reproducirlo|ejecutarlo|probarlo|reproducir|correr|ejecutar|probar)\b|\b(?:le )?(?:pedí|pido|he pedido|pedimos) (?:al|a la|a los) (?:cliente|usuari[oa]|reportante|equipo)\w* que (?:pruebe|confirme|actualice|verifique|vuelva a probar)\b",
        // Round twenty (b): a cause worked out from the code (从代码上推了一下),
        // a colleague's theory taken on trust (me lo creo), the outcome left
        // to be seen tonight or tomorrow.
        r"从代码(?:上|里)?(?:推|反推|推断)|\bme lo creo\b|\bqueda pendiente ver (?:cómo|si)\b|\bje (?:surveillerai|regarderai|vérifierai) (?:les logs|les métriques|le comportement|ça)\b[^.\n]{0,40}\b(?:demain|cette nuit|ce soir|la semaine prochaine)\b",
        // Round twenty (c): the check of a fix left to the next run ("tonight's
        // run will confirm", "tomorrow's 02:00 run will show", "we'll see over
        // the next few days", "watch the next two nightly runs") or to the
        // reporter after the deploy.
        r"\b(?:tonight['’]s|tomorrow['’]s|the next|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day['’]s)(?: \d\d?:\d\d)? (?:run|build|deploy|nightly|batch|job|load|pipeline) (?:will|should) (?:confirm|tell|show|reveal)\b|\bwe['’]ll see (?:over|in|after|with) the next\b|\b(?:watch|monitor) the next (?:\w+ ){0,2}(?:runs?|builds?|nights?)\b|\b(?:can|could) re-?(?:rate|run|test|check|try) \S+ after (?:the )?deploy",
        // Round twenty (c), Japanese and Spanish: the failing steps tried by
        // QA in the next build, someone asked to confirm during their shift.
        r"次の(?:ビルド|リリース|バージョン|testflight)で[^。！？\n]{0,20}(?:試して|確認して|見て)もら|\bpara que me (?:confirme|confirmen|avise|avisen) (?:si|cuando|durante|en)\b",
        // Round twenty (c), French: the reporter to try again after the next
        // deploy.
        r"\b(?:peut|pourra|pourrez|pourras) réessayer (?:après|une fois|dès)\b",
        // Round twenty-one: a change said to put an end to the failure with
        // nothing run ("that should stop the OOM kills", 应该就不会再挂了),
        // its check left to tonight's run, to testers, or to tomorrow's
        // batch (今晚 nightly 跑完看一眼, 麻烦测试同学…看看还会不会出现, o
        // nightly de amanhã confirma, la nightly de ce soir nous dira).
        r"\b(?:that|this|which) should (?:stop|fix|prevent|cure|eliminate|make it stable|bring it down)\b|应该(?:就)?不会再(?:因为这个)?(?:挂|出现|报错|失败|崩|超时)了?|\b(?:nightly|execução|rodada|run|corrida|batch|job) (?:de|da|do) amanhã(?: às? \S+)? (?:confirma|vai confirmar|confirmará|mostra|vai mostrar|dirá)\b|\b(?:la nightly|le nightly|le run|le job|le build|la ci|le pipeline|le passage|l['’]exécution) (?:de ce soir|de demain|de cette nuit|suivante?|prochaine?)(?: \S+)? (?:nous )?(?:dira|confirmera|montrera)\b",
        r"(?:今晚|今天晚上|明天|明早|下次|下一轮)[^。！？\n]{0,16}跑完[^。！？\n]{0,6}看(?:一眼|一下|看)(?:结果)?(?:就行|就好|就可以|再说)|(?:麻烦|请|让)[^。！？\n]{0,12}(?:那边|同学|同事)[^。！？\n]{0,24}(?:再跑|跑一轮|复测|验证一下)[^。！？\n]{0,30}看看(?:还会不会|是否还|还有没有)",
        // Round twenty-two: the outcome of a guessed fix left to tonight's or
        // Thursday's run (le run d'endurance de cette nuit dira si, la prueba
        // de carga nocturna del jueves dirá si, a corrida desta noite vai
        // dizer), to the reporter (tu me diras si l'erreur revient, could you
        // re-run … and let me know if), to tomorrow (vamos ver amanhã), or to
        // someone building again (让运维再编一次看看); a cause guessed in so
        // many words (ça doit être ça, lo más razonable es que, imagino que,
        // 应该能编过了).
        r"\b(?:de cette nuit|de ce soir|de demain|nocturne|de la nuit)\b[^.!?\n]{0,60}?\b(?:nous |le |l['’]|me |vous )?(?:dira|confirmera|montrera)\b|\b(?:tu me diras|vous me direz|dis-moi|dites-moi|préviens-moi|prévenez-moi) si\b[^.!?\n]{0,40}?\b(?:revient|reviennent|réapparaî\w*|recommence\w*|se reproduit|persiste\w*|disparaî\w*)|\b(?:de esta noche|nocturn[oa]|de mañana|del (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo))\b[^.!?\n]{0,60}?\b(?:dirá|confirmará|mostrará)\b|\bya veremos (?:si|mañana|esta noche|con)\b|\b(?:desta noite|de hoje à noite|noturn[oa]|de amanhã)\b[^.!?\n]{0,60}?\b(?:vai (?:dizer|mostrar|confirmar)|dirá|confirmará|mostrará)\b|\b(?:vamos|vou) ver amanhã\b|\bveremos amanhã\b|\b(?:could|can|would) you (?:re-?run|re-?try|try|run|redeploy|deploy|test)\b[^.!?\n]{0,80}?\b(?:let me know|tell me) (?:if|whether)\b",
        r"\bça doit être ça\b|\bc['’]est sûrement ça\b|\b(?:ça|cela) doit venir de là\b|\blo más (?:razonable|probable|lógico) es que\b|\b(?:(?:debe|tiene que|podría|puede) venir|viene|ven[íi]a|vendr[íi]a|vendrá) (?:de ahí|por ahí)\b|\b(?:imagino|calculo|presumo) que\b|\bdeve ser isso\b|\bdeve vir daí\b|应该(?:就)?能(?:编过|跑过|编译通过|通过|正常|好|扛住|撑住|止住|顶住|修好|搞定)了?|(?:让|请|麻烦)[^。！？\n]{0,30}?再(?:编|跑|试|测|部署|发)一?(?:次|下|遍|轮|把)?看看",
        // Round twenty-three: the check of a fix left to a later report or run
        // in a future tense (confirmará que, le prochain build confirmera
        // que, will confirm whether), to someone asked to confirm or say
        // whether it is back (me confirmen si, e digam se, pode confirmar),
        // to the next days (nos próximos dias), to watching the next runs
        // (様子を見ていきます, 再発しないか見ておきます, 等今晚的 nightly 看结果,
        // 留意一下还有没有), a guess in so many words (我猜是, 应该是…导致),
        // a run skipped (我就没跑).
        r"\b(?:confirmará|confirmarán|dirá|dirán|mostrará) (?:que|si)\b|\b(?:confirmera|confirmeront|dira|diront|montrera) (?:que|si|qu['’]|s['’])|\b(?:vai confirmar|vai dizer|vai mostrar|confirmará|dirá) se\b|\bwill (?:confirm|tell|show) (?:whether|if)\b|\b(?:me|nos) (?:confirme|confirmen|diga|digan|avise|avisen|cuente|cuenten) si\b|\b(?:digam|me digam|me diga|confirmem|me confirmem) se\b|\bpode(?:m)? confirmar\b[^.!?\n]{0,60}?\bse\b|\b(?:consegue(?:m)?|poderá|poderão) (?:confirmar|verificar|validar|checar|testar) se\b[^.!?\n]{0,40}?\b(?:problema|erro|falha|bug|crash|some|sumiu|persiste|volta|continua|resolve|resolveu)\b|\b(?:pourra confirmer|pourra vérifier|pourra valider|pourra nous dire|pourront confirmer|pourront vérifier|pourrez confirmer|pourrez vérifier|pourras confirmer|pourrait confirmer|pourrait vérifier) (?:si|que|qu['’]|s['’])|\b(?:queda que|queda pendiente que) [^.!?\n]{0,30}?(?:confirme|confirmen|valide|validen|verifique|verifiquen|compruebe|comprueben)\b|\bpuede(?:n)? confirmar(?:me|nos)?\b[^.!?\n]{0,30}?\bsi\b|\bnos próximos dias\b[^.!?\n]{0,40}?\b(?:acompanh|observ|monitor|ver)",
        r"様子を見(?:ます|ていきます|ておきます|てみます|る|ましょう|ていただ|てもら)|(?:本番|しばらく|数日|明日|運用|リリース後|デプロイ後|反映後)[^。\n]{0,8}?様子を見てください|(?:再発|発生)しないか(?:見|確認|様子)|(?:なければ|出なければ|しなければ)[^。\n]{0,20}?(?:解決|完了)(?:した)?と(?:判断|考え|見な|みな)|等(?:今晚|明天|下次|明早|晚上)[^。！？\n]{0,20}?(?:看|确认)|留意一下[^。！？\n]{0,20}?(?:还有没有|是否还|还会不会)|我猜(?:是|可能)|应该是[^。！？\n]{0,30}?(?:导致|吃掉|引起|造成)|我就没跑|就没(?:跑|测)",
        // Round twenty-four: a fix's outcome left to a drop that "should"
        // show (deberíamos ver bajar), to the next occurrence (lo
        // comprobaremos en, se fera à la prochaine), to someone who validates
        // or logs in again to confirm (à valider par le support, après le
        // déploiement pour confirmer), to a resend that confirms it (se …
        // receberem, fica confirmado). "Nos cuente si" joined round
        // twenty-three's "me confirmen si".
        r"\bdeber[íi]a(?:mos|n)? (?:ver|notar) (?:bajar|subir|caer|desaparecer|mejorar|normalizarse|volver)\b|\blo (?:comprobaremos|confirmaremos|sabremos|verificaremos) (?:en|con|cuando|tras|después|el|la|al)\b|\bse fera (?:à|lors de|au|avec|pendant|en (?:observant|surveillant|regardant)) (?:la |le |l['’]|les )?(?:prochain|prochaine|prochains|prochaines)\b|\b(?:sabremos|veremos|comprobaremos|deber[íi]amos ver) si\b[^.!?\n]{0,40}?\b(?:funciona|soluciona|arregla|resuelve|corrige|desaparece|persiste|se repite|vuelve)|\bà (?:valider|confirmer|vérifier|tester) par (?:le |la |les |l['’]|un |une |des )|\b(?:après|avec) (?:le |la )?(?:déploiement|mise en production|livraison|mep) pour (?:confirmer|vérifier|valider)\b|\bse\b[^.!?\n]{0,80}?\bfica(?:rá)? confirmad[oa]\b",
        // Round twenty-five: the check handed to whoever reported it or to
        // QA (let me know if the customer still sees it, le rapporteur
        // pourra confirmer si, quem abriu a issue consegue confirmar se,
        // queda que QA confirme, 再発するかどうかは QA のほうで見てもらう,
        // 交给 QA 回归), a cause taken from one source alone (working from
        // the breadcrumbs alone, sur la base d'un seul log, Sentry の
        // イベントから読み取れる範囲で), odds and bets (stands a good chance
        // of fixing, de bonnes chances que, minha aposta é, me tinca que), a
        // cause by elimination (por descarte), experience (crashes like this
        // are usually, 这种 segfault 一般都是), a speculative or possible fix
        // (ajuste especulativo, aplicado un posible arreglo), the outcome
        // left to later (sabremos si el parche funciona, il nous dira, 跑过就
        // 知道有没有修好, これで直っていなければ教えてください), a hedge on the
        // fix (たぶん直った, 按理说…就好了, 具体是哪个起的作用就不好说). Widened:
        // round ten's Chinese guess list (我猜, 也许是) and its change verbs
        // (移到, 兜了, 改掉), round twelve (没有实际触发过, そのときと同じ対処,
        // não cheguei a rodar), round fifteen (pas eu l'occasion de), round
        // sixteen (検証はユーザー側で), round twenty-two (venía por ahí,
        // 应该能扛住), round twenty-three (様子を見てください, 解決と見なす,
        // consegue confirmar se, pourra confirmer si, queda que QA confirme)
        // and round twenty-four (se fera en observant les prochaines,
        // sabremos si … funciona).
        r"\b(?:let me know|tell me|ping me|shout) if\b[^.!?\n]{0,50}?\b(?:still (?:sees?|seeing|gets?|getting|comes? (?:out|back|up)|turns? up|looks?|happens?|fails?|failing|crash\w*|occurs?|shows?|showing|breaks?|errors?|hangs?|stays?|reproduces?|is (?:broken|blank|hidden|slow|empty|wrong|missing|there))|again|persists?|recurs?|comes? back|reappears?|keeps? happening|doesn['’]t (?:fix|help|solve))\b|\b(?:doesn['’]t|does not|didn['’]t) (?:fix|solve|resolve|cure|sort) (?:it|this|that|the (?:issue|problem|bug|crash|error))\b[^.!?\n]{0,40}?\b(?:let me know|tell me|ping me|send me|reopen)\b",
        r"\b(?:working from|working off|going by|going off|going from) (?:the |your |a |that |this )?(?:[\w-]+ ){0,2}?(?:logs?|log excerpt|excerpt|breadcrumbs|stack ?trace|screenshot|error message|sentry)\b|\b(?:stands?|has|have) (?:a )?(?:good|decent|fair|high|strong|reasonable) chance (?:of|to) (?:fix|solv|stop|resolv|cur|help|sort|address)\w*|\b(?:rather than|instead of) (?:chas|hunt|track|wait)\w* (?:down )?(?:for )?(?:a |the )?(?:repro|reproduction|reproducer)\b|\bwent with the (?:most )?(?:plausible|likely|probable|obvious) (?:explanation|cause|theory|candidate|culprit|suspect)\b|\b(?:crash(?:es)?|errors?|bugs?|failures?|leaks?|timeouts?|hangs?|exceptions?|issues?) (?:like this are|like this is|like that is|like that are|like these are|like those are) (?:usually|typically|almost always|nearly always|generally|often|mostly|normally)\b|\b(?:presumably|probably|likely|i (?:assume|suspect|guess))\b[^.!?\n]{0,100}?\bso there(?:['’]s| is| are) now\b|\bby (?:process of )?elimination\b",
        r"\b(?:se me hace que|me tinca(?: que)?|intuyo que|mi apuesta|apuesto (?:a|por) que)\b|\bpor (?:descarte|eliminación)\b|(?:^|[.;:!?(—–-] ?|\b(?:un|el|este|mi|otro) )(?:ajuste|cambio|arreglo|parche|correcci[óo]n|fix) especulativ[oa]\b|\b(?:aplicad[oa]|aplico|apliqué|he aplicado|subo|subí|dejo|dejé|he dejado|meto|metí) (?:un |el |este )?(?:posible arreglo|posible fix|posible parche|posible correcci[óo]n|posible soluci[óo]n)\b|\bpodr[íi]a(?:n)? (?:venir de|venir del|provenir de|provenir del|deberse a|deberse al)\b[^\n]{0,120}?\b(?:he|hemos) [^\s.,;:!?()]+(?:ado|ido)\b",
        r"\bde (?:bonnes|fortes|grandes) chances (?:que|pour que|qu['’])|\b(?:il|elle|ils|elles|le client|la cliente|l['’]utilisateur|le rapporteur) (?:nous dira|nous diront|me dira|me diront)\b|\bsurveiller\b[^.!?\n]{0,40}?\b(?:demain|ce soir|cette nuit|les prochain\w* jours)\b|\b(?:revient|reviennent|réappara\w+|persiste\w*|se reproduit)\b[^.!?\n]{0,30}?\baprès (?:mon patch|le patch|ce patch|notre patch|mon correctif|le correctif|ce correctif|notre correctif|mon changement|le changement|ce changement|ma modification|la modification|cette modification|le déploiement|la mise en prod)\b|\b(?:d['’]après ce que|selon ce que) (?:décri\w*|di\w*|rapporte\w*|racont\w+|explique\w*|signale\w*)|\b(?:sur la base d['’]un seul|à partir d['’]un seul) (?:log|message|ticket|rapport|trace|retour)\b|\bpar élimination\b|\b(?:correctif|changement|ajustement) spéculatif\b",
        r"\bminha aposta\b|\bapostando (?:em|no|na|num|numa|que)\b|\baposto (?:que|em|no|na|num|numa)\b|\bteoricamente\b[^.!?\n]{0,80}?\b(?:vem|é|era|seria|deve)\b|\bjulgo (?:que|estar|ser)\b|\bassumi que\b|\bdeve ter sido (?:o|a|um|uma|por|culpa)\b|\bpor (?:eliminação|exclusão)\b|\b(?:validação fica|verificação fica|confirmação fica|checagem fica) (?:com|por conta d|a cargo d|para)|\bmonitor(?:em|e|ar|ando) amanhã\b|\b(?:tem de resolver|tem que resolver|têm de resolver|têm que resolver|tem de corrigir|tem que corrigir|tem de acabar com|tem que acabar com|tem de eliminar|tem que eliminar) (?:a|o) (?:falha|erro|bug|problema)\b|\bse (?:o problema persistir|o problema voltar|o problema continuar|o problema reaparecer|o erro persistir|o erro voltar|o erro continuar|o erro reaparecer|a falha persistir|a falha voltar|a falha continuar|o bug persistir|o bug voltar|isso persistir|isso voltar|isso continuar)\b[^.!?\n]{0,60}?\b(?:verific|confer|valid|acompanh|olh|avis|diz|fal)\w*",
        r"(?:再発|直った|直って|解消|落ちな|落ちる|エラー率が|エラーが|症状が|問題が)[^。\n]{0,10}?か(?:どうか)?[^。\n]{0,30}?(?:確認してもら|確認してくださ|確認していただ|見てもら|見てくださ|見ていただ|見ておいてくださ|チェックしてもら|チェックしてくださ|試してもら|試してくださ)|(?:たぶん|多分|おそらく|恐らく)(?:これで)?直(?:った|りました|る|ります)|(?:この|今回の)(?:修正で|変更で|対応で|パッチで)[^。\n]{0,15}?(?:問題ない|大丈夫|直る|解決する|解消する)(?:だ|か)?と思|(?:どれか|どちらか|いずれか)(?:が|で)(?:効く|効いて|当たる|直る)|確証(?:は|が)(?:ありません|ない)(?:が|けど|ですが)|(?:直っていなければ|直ってなければ|直らなければ|直らなかったら|直っていなかったら|直ってなかったら)",
        r"似た ?(?:issue|イシュー|バグ|不具合|事例|エラー|報告|問題)[^。\n]{0,40}?(?:パッチ|修正|対処|対応|回避策)|推定原因[\s\S]{0,120}?(?:済み|対応[:：]|修正|変更|追加|拡張|しました)|(?:ログ|イベント|スタックトレース|トレース|エラーメッセージ|sentry)(?:の[^。\n]{0,10}?)?(?:から読み取れる|から推測|から推定)",
        r"跑(?:完|过|一下|一次|一遍)[^。！？\n]{0,4}?就知道(?:有没有|是否|是不是|修没修)|(?:按理说|按道理说?|照理说|理论上)[^。！？\n]{0,30}?(?:能|就|应该)(?:好|行|覆盖|解决|修复|没问题|扛住|正常)|(?:哪个|哪一个|哪一处|哪处|哪里)[^。！？\n]{0,6}?(?:起(?:的|了)?作用|生效|管用)[^。！？\n]{0,6}?(?:不好说|不确定|说不准|不清楚|不知道)|(?:这种|这类|这样的)[^。！？\n，,]{0,20}?(?:错误|报错|崩溃|闪退|segfault|crash|段错误|异常|问题|bug|超时|泄漏|死锁)[^。！？\n，,]{0,6}?(?:一般都是|通常都是|多半是|基本都是|基本上都是|一般是|通常是)|交给 ?(?:qa|测试|用户|客户)[^。！？\n]{0,4}(?:回归|验证|确认|测)|(?:原因尚不明|原因还不明|原因仍不明|原因不明)(?:确)?[^。！？\n]{0,4}[，,][^。！？\n]{0,10}?先|(?:应该出在|可能出在|大概出在|估计出在)[\s\S]{0,100}?(?:做了|改了|加了|改成|换成|修了|处理)|照着[^。！？\n]{0,20}?描述(?:做|改)",
    ],
    bypasses: &[],
    evidence: &[
        // Japanese.
        r"(?:(?:(?m:^)|[:;,(|—–]|\b(?i:i|i['’]ve|we|we['’]ve|have|has|had|was|were|is|are|successfully|finally|now|easily|then|and|just|already|first|consistently|reliably|both|it|bug|issue|crash|error|locally)\b)[ \t>#*_]*[rR][eE][pP][rR][oO][dD][uU][cC][eE][dD]\b|\b[rR][eE][pP][rR][oO][dD][uU][cC][eE][sS]\b|\b[rR][eE][pP][rR][oO][dD][uU][cC][iI][bB][lL][eE]\b|(?:(?m:^)|[:;,(|—–]|\b(?i:the|a|an|my|our|this|that|clean|full|manual|minimal|first|here['’]s|with|la|une|ma|notre|cette|votre|sa|avec|voici|et|de la|puis)\b)[ \t>#*_]*[rR][eE][pP][rR][oO](?:[dD][uU][cC][tT][iI][oO][nN])?\b|\b[iI] (?:[cC][aA][nN]|[cC][oO][uU][lL][dD]) [rR][eE][pP][rR][oO][dD][uU][cC][eE]\b|\b[fF][aA][iI][lL][iI][nN][gG] [tT][eE][sS][tT]\b|\b[fF][aA][iI][lL][sS]? (?:[bB][eE][fF][oO][rR][eE]|[wW][iI][tT][hH][oO][uU][tT])|\b[fF][aA][iI][lL][eE][dD] [bB][eE][fF][oO][rR][eE]|\b[sS][tT][eE][pP][sS] [tT][oO] [rR][eE][pP][rR][oO][dD][uU][cC][eE]|\b[mM][iI][nN][iI][mM][aA][lL] (?:[cC][aA][sS][eE]|[eE][xX][aA][mM][pP][lL][eE])|\b(?:[cC][lL][aA][sS][sS][iI][fF][iI][cC][aA][tT][iI][oO][nN]|[cC][lL][aA][sS][iI][fF][iI][cC][aA][cC][iI][óÓ][nN]|[cC][lL][aA][sS][sS][iI][fF][iI][cC][aA][çÇ][ãÃ][oO])\b[^\n]{0,16}?(?:\n[^\n]{0,6}?)?\b[ABC]\b|(?:(?m:^)|[:;,(|—–.]|\b(?i:ya|y|así|aquí|primero|localmente|finalmente|también|eu|já|e|então)\b)[ \t>#*_]*(?:[lL][oaOA]s? )?(?:[hH][eE] |[hH][eE][mM][oO][sS] |[hH][aA] )?[rR][eE][pP][rR][oO][dD][uU][cC][iI][dD][oaOA]\b|(?:(?m:^)|[:;,(|—–]|\b(?i:ai|avons|a|ont|est|bien|l['’]ai|enfin|d['’]abord|facilement|localement)\b)[ \t>#*_]*[rR][eE][pP][rR][oO][dD][uU][iI][tT]\b|\b[rR][eE][pP][rR][oO][dD][uU][zZ][iI][dD][oaOA]\b|(?:(?m:^)|[:;,(|—–.]|\b(?i:ya|y|así|aquí|primero|localmente|finalmente|también|eu|já|e|então)\b)[ \t>#*_]*[rR][eE][pP][rR][oO][dD][uU][zZ][iI]\b|(?:(?m:^)|[:;,(|—–.]|\b(?i:ya|y|así|aquí|primero|localmente|finalmente|también|eu|já|e|então)\b)[ \t>#*_]*(?:[lL][oaOA]s? )?[rR][eE][pP][rR][oO][dD][uU][jJ][eE]\b|\b[rR][eE][pP][rR][oO][dD][uU][iI][sS]\b|\b[lL][oO] [rR][eE][pP][rR][oO][dD][uU][zZ][cC][oO]\b|再現(?:しました|できました|手順(?:[^はが]|[はが][^まな分わ]|$)|結果|済み|条件|コード|テスト|する手順)|分類(?:結果|结果)?(?:\*\*|[)）\]」』])*[ \t]*(?:[:：=|→]|は|为|是|[ \t]*\n\s*(?:[-*+][ \t]+)?)[ \t*「『“（(【\[]*[ABCＡＢＣ](?:[^A-Za-z0-9]|$)|分類[ABCＡＢＣ](?:[^A-Za-z0-9]|$)|[ABC]と分類し|再現(?:と|・|して)分類|再現して(?:から(?:直し|修正し|変更し)ました|みました|確認しました)|再現を確認|(?:(?m:^)|[^去不没要用再门意需无未腾做搞])复现(?:了|：|:|步骤|成功)|已复现|分类(?:結果|结果)?(?:\*\*|[)）\]」』])*[ \t]*(?:[:：=|→]|は|为|是|[ \t]*\n\s*(?:[-*+][ \t]+)?)[ \t*「『“（(【\[]*[ABCＡＢＣ](?:[^A-Za-z0-9]|$)|分类[ABCＡＢＣ](?:[^A-Za-z0-9]|$)|(?:(?m:^)|[^去不没要用再门意需无未有腾做搞])复现(?:和|并|、|与)分类|分类为 ?[ABC](?:[^A-Za-z0-9]|$)|(?:(?m:^)|[^去不没要用再做搞腾])重现了|\b[aA][sS][sS][eE][rR][tT][iI][oO][nN][eE][rR][rR][oO][rR]\b|--- [fF][aA][iI][lL]|\b[bB][uU][iI][lL][dD] [fF][aA][iI][lL][eE][dD]\b|(?:^|[\s(\[,;:])[1-9][0-9]* [fF][aA][iI][lL][eE][dD]\b|(?m:^[ \t]*× ))|\bFAIL(?:ED)?(?:[^:\w]|\z|:[ \t]*(?:[^0\s]|0\d))",
    ],
    reach: 4000,
    // The words of a guess or of a bug not seen failing: too common to
    // escalate alone, a witness beside a high score.
    cues: &[
        r"\b(?:probabl[ey]|likely|may be|maybe|seems?|looks like|i think|i suspect|suspect|guess|presumably|in theory|should (?:fix|stop|resolve|prevent|sort|take care)|based on (?:the|a|that|this|what) (?:log|logs|stack|trace|report|error|screenshot|description|reading|code|message)|from (?:the|a) (?:log|stack|trace|report|screenshot|code|description)|(?:couldn['’]t|can['’]t|cannot|didn['’]t|wasn['’]t able to) (?:reproduce|repro|run|trigger|test)|haven['’]t (?:run|tested|tried|reproduced))\b",
        r"\b(?:probablemente|seguramente|creo que|supongo|deber[ií]a|sospecho|no (?:pude|logr[eé]|he podido) (?:reproducir|correr|ejecutar)|en teor[ií]a)\b",
        r"\b(?:probablement|sans doute|semble|on dirait|je pense|je suppose|devrait|pas r[ée]ussi [àa] reproduire|en th[ée]orie|vraisemblablement)\b",
        r"\b(?:provavelmente|acho que|suponho|deve (?:resolver|corrigir)|pelo (?:log|stack|relato|print)|n[aã]o consegui (?:reproduzir|rodar)|em teoria)\b",
        r"おそらく|多分|たぶん|と思われ|と思います|みたい|はず|推測|ログ(?:から|を見る)|スタックトレース|再現(?:でき(?:ず|なかった|ません|ていません)|していません)|恐らく|可能性|应该|估计|怀疑|看起来|大概|推测|从(?:日志|堆栈|报错)|(?:未|没有?|无法|不能|没能)复现|理论上",
    ],
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
    #[allow(clippy::too_many_lines)] // a case table
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
                "Parece un problema de zona horaria; cambié el parser para usar UTC.",
                true,
            ),
            ("Parece un buen momento para revisar el parser.", false),
            (
                "接続プールが枯渇している可能性があるため、上限を50に増やしました。",
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
            // Inference from reading the code, typical causes, smells,
            // bets, likelihood, and an admitted lack of a sample.
            (
                "Reading the code, the handler retries without a backoff. I've added a jittered delay.",
                true,
            ),
            (
                "Reading the code now to see where the retry happens.",
                false,
            ),
            (
                "Without a sample file I can't trigger it here, but I've added a bounds check.",
                true,
            ),
            (
                "Switched the malloc to calloc. That ought to close it.",
                true,
            ),
            ("You ought to rotate the key every quarter.", false),
            (
                "Un caso muy típico es el keep-alive del ALB.\n\nAsí que he añadido un timeout mayor.",
                true,
            ),
            ("Es un caso típico de uso del ALB.", false),
            ("Con esto los CSV deberían importarse bien.", true),
            (
                "Ça sent fort le blocage du thread principal.\n\nJe l'ai remplacé par une coroutine.",
                true,
            ),
            ("Ça sent bon, la revue est terminée.", false),
            ("Ça devrait supprimer les gels.", true),
            (
                "Tem cara de condição de corrida; troquei por um update atômico.",
                true,
            ),
            ("Tem cara de ser uma boa ideia, quer que eu faça?", false),
            (
                "コードを読んだ感じでは LIKE がインデックスを使えていないのが一番ありそうです。クエリを書き換えました。",
                true,
            ),
            ("一番ありそうな選択肢を三つ挙げます。", false),
            ("很可能是 GBK 文件。我直接加了编码探测。", true),
            ("很可能需要你确认一下权限。", false),
            (
                "Leyendo el servicio creo que es una condición de carrera.\n\n```python\nx = 1\n```\n\ny dos checkouts leen lo mismo.\n\nLo he cambiado a:\n\n```python\ny = 2\n```",
                true,
            ),
            (
                "El servicio descuenta el stock en dos pasos.\n\n```python\nx = 1\n```\n\nEl índice queda así.\n\nLo he cambiado a:\n\n```python\ny = 2\n```",
                false,
            ),
            // A "seems" form as the reason for a change (ja), a guess
            // paragraph then a change line ending in a colon (ja, zh), and a
            // hedged prediction with words in between (zh).
            (
                "タイムアウトが 60s のままなのが効いていそうなので、300s に上げておきました。",
                true,
            ),
            ("設定ファイルを 300s に上げておきました。", false),
            (
                "可能是夏令时的问题，那天只有 23 小时。\n\n改成了用 zoneinfo 按站点时区算：\n\n```python\nx = 1\n```",
                true,
            ),
            (
                "日报按固定偏移算日界。\n\n改成了用 zoneinfo 按站点时区算：\n\n```python\nx = 1\n```",
                false,
            ),
            (
                "原因はおそらく接続プールの枯渇です。\n\n以下のように変更しました：\n\n```go\nx := 1\n```",
                true,
            ),
            ("以下のように変更しました：\n\n```go\nx := 1\n```", false),
            ("超时对不上。这样应该能把这类 502 消掉。", true),
            ("这样应该能看清楚调用链。", false),
            // Round six: typicality ("almost always"), inference from the
            // report or a sign, only reading a file, an opinion, no
            // reproduction; ja conjecture copulas over a paragraph break; zh
            // "上了" and predictions with 就/消.
            (
                "Isso é quase sempre falta de BOM no UTF-8. Troquei o encoding por utf-8-sig.",
                true,
            ),
            ("O deploy quase sempre leva dois minutos.", false),
            (
                "This is almost always a missing index. I've added one on user_id.",
                true,
            ),
            (
                "Pela descrição do bug, é ponto flutuante. Já reescrevi para centavos inteiros.",
                true,
            ),
            (
                "From the description, it's a float rounding issue; I changed the sum to integer cents.",
                true,
            ),
            (
                "Não há log de erro, o que sugere que o consumidor travou.\n\nAlterações feitas:\n\n```go\nx := 1\n```",
                true,
            ),
            (
                "Pas de reproduction de mon côté. Selon moi le descripteur fuit.\n\nJ'ai aussi remonté LimitNOFILE à 65536.",
                true,
            ),
            ("Reproduction : avec 45 connexions le test échoue.", false),
            (
                "インデックスが1つはみ出しているのだと思います。境界値の問題でしょう。\n\nmin() で丸めるように書き換えました。",
                true,
            ),
            ("境界値の問題でしょう。", false),
            (
                "我的判断是连接池被打满了。\n\n所以我改了 application-prod.yml：\n\n```yaml\nx: 1\n```",
                true,
            ),
            (
                "原因很可能是两个副本各自在跑 cron。\n\n所以直接上了分布式锁：\n\n```python\nx = 1\n```",
                true,
            ),
            ("这样改完之后双跑的情况应该就杜绝了。", true),
            ("这里应该去掉多余的空格。", false),
            // A guess, then a bare "So:" line introducing the code.
            (
                "Je pense que le descripteur fuit.\n\nDonc :\n\n```rust\nx\n```",
                true,
            ),
            (
                "Le service lit la config.\n\nDonc :\n\n```rust\nx\n```",
                false,
            ),
            ("很可能是连接池打满了。\n\n所以：\n\n```go\nx\n```", true),
            ("很可能是连接池打满了。\n\n所以说这个方案不行。", false),
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
        check::signals_each(&DETECTOR, cases);
    }

    /// Round eight: modal hedges with an adverb ("might just be"), "as far
    /// as I can tell", "por lo que se ve", "a tout l'air", "pelo que se vê",
    /// more Portuguese past tenses, and a bare "Changes" heading ("Cambios",
    /// "改动：") as the change after a belief ("creo que", "supongo"); and quiet for hedges that are not guesses
    /// about a bug: a requirement ("must be unique"), "typically", "either
    /// way", a value read from config, a risk ("増える可能性"), and nouns
    /// that only share a stem with a change verb ("setup", "短くて").
    #[test]
    fn signals_round_eight() {
        let cases: &[(&str, bool)] = &[
            (
                "The worker might just be running out of memory.\n\nI've raised the limit to 2 GB.",
                true,
            ),
            (
                "It could well be a stale DNS entry, so I've added a flush of the resolver cache.",
                true,
            ),
            (
                "As far as I can tell the retry loop never backs off. I've added a jittered delay.",
                true,
            ),
            (
                "Por lo que se ve, el timeout es demasiado corto. He subido el valor a 30 s.",
                true,
            ),
            (
                "Según parece, el pool se agota bajo carga.\n\n### Cambios\n\n- `pool.go` admite 50 conexiones.",
                true,
            ),
            (
                "Ça a tout l'air d'une fuite de descripteurs.\n\nModifications apportées :\n\n- `LimitNOFILE` passe à 65536",
                true,
            ),
            (
                "Pelo que se vê, o cache está velho. Já baixei o TTL do Redis para 10 s.",
                true,
            ),
            (
                "Suspeito que o handler dispara duas vezes. Já envolvi a chamada num debounce.",
                true,
            ),
            (
                "也许是 runner 内存不够。\n\n改动：\n- `jest` 只开两个 worker",
                true,
            ),
            (
                "The cache has to be it.\n\nSo I added a version key to every entry.",
                true,
            ),
            (
                "Column names must be unique, so add a suffix when you export.",
                false,
            ),
            (
                "Replication lag is typically under a second; writes add about 80 ms.",
                false,
            ),
            (
                "Probably fine either way; I'd keep the current setup.",
                false,
            ),
            (
                "It reads the limit from config, and the scheduler moves jobs between queues.",
                false,
            ),
            ("The poller could also be exempted from the check.", false),
            (
                "その名前はおそらく深い意味はなく、短くて打ちやすいからでしょう。",
                false,
            ),
            (
                "インデックスを張ると書き込みが増える可能性があります。追加するかどうかはお任せします。",
                false,
            ),
            (
                "O relatório deve mostrar a data no cabeçalho e receber o filtro por mês.",
                false,
            ),
            (
                "Los cambios de la API están en el changelog, que probablemente leerás mañana.",
                false,
            ),
            (
                "Lendo o arquivo, vi um TODO antigo, mas não mexi nele.",
                false,
            ),
            (
                "Me parece correcto y no veo nada bloqueante.\n\n### Cambios\n\n- Se añade el gráfico de ventas.",
                false,
            ),
        ];
        check::signals_each(&DETECTOR, cases);
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
            ("手上没机器，就不折腾复现了，直接改配置。", false),
            ("不搞复现了，直接改。", false),
            ("不去重现了，先改代码。", false),
            (
                "I could not reproduce it, so I guessed and added a lock.",
                false,
            ),
            ("再現しませんでしたが、ロックを追加しました。", false),
            ("Pas de reproduction de mon côté.", false),
            ("No repro yet, so I guessed.", false),
            // A negated participle is no reproduction either.
            ("I haven't reproduced it yet.", false),
            ("I reproduced it with two workers.", true),
            ("Je n'ai pas reproduit le bug.", false),
            ("Je l'ai reproduit avec deux clients.", true),
            ("Não reproduzi o erro.", false),
            ("No lo he reproducido.", false),
            ("Ya lo he reproducido con un test.", true),
            ("**Reproduction**: a test with two writers fails.", true),
            ("Here's the reproduction for the duplicate charge.", true),
            // A panic quoted from the user's report is not a reproduction.
            (
                "Sobre el panic que te sale (`thread 'main' panicked at src/import.rs:73`).",
                false,
            ),
        ];
        check::excuses_each(&DETECTOR, cases);
    }

    /// Round nine (c): "must be an off-by-one" and other cause nouns, not a
    /// requirement ("must be a UUID"); il se peut que; 怪しそう; a French
    /// `je l'ai` only with a change verb.
    #[test]
    fn signals_round_nine_c() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "It must be an off-by-one in the pager, so I changed the bound to <=.",
                    true,
                ),
                (
                    "Has to be a stale cache entry. I added a flush on deploy.",
                    true,
                ),
                (
                    "Il se peut que ce soit un problème de fuseau horaire. J'ai forcé TZ=UTC.",
                    true,
                ),
                (
                    "タイムゾーンが怪しそうです。formatInTimeZone に書き換えました。",
                    true,
                ),
                (
                    "Peut-être un souci d'arrondi. Je l'ai remplacé par Decimal.",
                    true,
                ),
                ("The id must be a UUID, so I added a check for it.", false),
                (
                    "The `tz` argument must be a valid timezone name, so I added validation.",
                    false,
                ),
                ("Has to be a stale cache entry, so I cleared it.", true),
                (
                    "Il se peut que l'API renvoie 429 en cas de pic. J'ai ajouté un test.",
                    false,
                ),
                (
                    "Il se peut que ce soit le cache ; j'ai vidé le cache.",
                    true,
                ),
                (
                    "Le champ doit être un entier. Je l'ai lu dans la doc.",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_ten_c() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "I haven't looked at the traces yet, but I switched the pool to 20 connections.",
                    true,
                ),
                (
                    "The report doesn't say which browser fails, so I rewrote the date parsing for all of them.",
                    true,
                ),
                (
                    "I changed the retry logic. Let me know if anyone still hits the timeout.",
                    true,
                ),
                (
                    "A lo mejor es el índice; cambié la consulta para usar el compuesto.",
                    true,
                ),
                (
                    "Il se peut que le cache soit périmé ; j'ai réduit le TTL à 60 s.",
                    true,
                ),
                (
                    "J'ai décalé le cron d'une heure. À surveiller demain matin.",
                    true,
                ),
                (
                    "ざっと見た感じ境界条件っぽいので、比較演算子を直しました。",
                    true,
                ),
                ("我猜是编码问题，已经改成 utf-8-sig 了。", true),
                (
                    "The spec doesn't say which format to use, so I added both CSV and JSON.",
                    false,
                ),
                (
                    "Let me know if you still want the toggle; I added it to settings.",
                    false,
                ),
                (
                    "Image classification: I switched the backbone to a larger model as planned.",
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
                (
                    "I haven't traced the values yet. Next I'll add a debug print and rerun the job before any changes.",
                    false,
                ),
                (
                    "I added the tests for the parser; let me know if you see anything you'd like changed.",
                    false,
                ),
                (
                    "I changed the PR title. Let me know if you get a chance to review it today.",
                    false,
                ),
                (
                    "I added a toggle. Let me know if you still want the legacy export too.",
                    false,
                ),
                (
                    "A lo mejor te interesa revisar los cambios antes del viernes.",
                    false,
                ),
                ("Y por si fuera poco, el build tarda 20 minutos.", false),
                (
                    "ぱっと見わかりにくい変数名だったので、名前を変更しました。",
                    false,
                ),
                ("这个分类模型我还没用新数据跑，下一步就跑。", false),
                (
                    "I bumped the timeout to 60s; ping me if it happens again.",
                    true,
                ),
                (
                    "I raised the limit. Ping me if you still see the 429s.",
                    true,
                ),
                (
                    "Je suppose que c'est le pool ; j'ai passé la taille à 20.",
                    true,
                ),
                (
                    "ざっと見た感じ境界条件っぽいので、比較演算子を直しました。",
                    true,
                ),
                ("还没拿线上数据跑，先这样改了。", true),
            ],
        );
    }

    /// Round eleven (c): outcomes stated as certain ("put an end to", "can't
    /// happen again", "ya no pueden repetirse", "ne peut plus se produire",
    /// "não vai mais acontecer"), a cause asserted with "vem do" beside "já
    /// troquei", a 判断 line before a change; and no reproduction in "再現手順は
    /// まだ" or "FAIL: 0".
    #[test]
    fn signals_round_eleven_c() {
        check::signals_each(
            &DETECTOR,
            &[
                ("This should put an end to the duplicate emails.", true),
                (
                    "With the lock in place, the double write can't happen again.",
                    true,
                ),
                (
                    "Con el índice único ya no pueden repetirse los cobros.",
                    true,
                ),
                ("Avec le verrou, ça ne peut plus se produire.", true),
                ("Com a trava, isso não vai mais acontecer.", true),
                (
                    "O erro do login vem do cookie expirado. Já troquei o TTL.",
                    true,
                ),
                ("判断：时区没处理，已经改成 UTC 了。", true),
                (
                    "The migration can't run again without the lock file.",
                    false,
                ),
                (
                    "No pueden pasar más de 30 segundos entre reintentos.",
                    false,
                ),
                (
                    "Isso não pode acontecer em produção, então adicionei um teste.",
                    false,
                ),
                (
                    "## 现状\n- **没有自动判断**：全靠人看 Grafana。\n\n后来我把阈值改成了 5%。",
                    false,
                ),
            ],
        );
        check::excuses_each(
            &DETECTOR,
            &[
                ("再現手順はまだいただいていません。", false),
                ("再現手順は以下のとおりです。", true),
                ("# PASS:  12\n# FAIL:  0", false),
                ("FAIL: tests/codegen/switch.c", true),
            ],
        );
    }

    /// Review of round eleven: ordinary sentences an agent writes (code talk,
    /// observations in an investigation, other people's actions, questions)
    /// that fired before the narrowing, beside a few of the cases the signals
    /// are for.
    #[test]
    fn signals_round_eleven_review() {
        let cases: &[(&str, bool)] = &[
            ("This should put an end to the duplicate emails.", true),
            ("Com a trava, isso não vai mais acontecer.", true),
            ("Avec le verrou, ça ne peut plus se produire.", true),
            (
                "O erro do login vem do cookie expirado. Já troquei o TTL.",
                true,
            ),
            (
                "We should get rid of the unused flag in a follow-up.",
                false,
            ),
            ("You should get rid of the old venv first.", false),
            (
                "No puede volver a pasar por el mismo nodo en el recorrido.",
                false,
            ),
            (
                "El paquete ya no va a pasar por el proxy con la nueva ruta.",
                false,
            ),
            (
                "Les données ne vont plus arriver par le webhook mais par la file.",
                false,
            ),
            (
                "O usuário não pode mais repetir o pedido depois de pago.",
                false,
            ),
            (
                "O erro acontece quando o token expira; já adicionei um teste que reproduz.",
                false,
            ),
        ];
        check::signals_each(&DETECTOR, cases);
    }

    /// Round twelve: a reproduction not tried, a fix copied from an earlier
    /// bug, a cause from experience or a stack trace, a bug reported fixed in
    /// so many words; beside sentences that must stay quiet ("could not
    /// reproduce" classifies the bug; code and plans).
    #[test]
    fn signals_round_twelve() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "I didn't try to reproduce it; mixed separators looked like the culprit.",
                    true,
                ),
                (
                    "Going on experience, the usual cause is a stale keepalive.",
                    true,
                ),
                ("Fixed the double-refund bug in `cancel()`.", true),
                (
                    "Calcado al bug del mes pasado, así que apliqué el mismo parche.",
                    true,
                ),
                (
                    "D'après la stack trace de l'issue, le crash part de `loadHeader()`.",
                    true,
                ),
                ("Corrigi o vazamento no worker de ingestão.", true),
                ("エラッタに当たっているのでは、と疑っています。", true),
                ("`OrderService.cancel()` の二重返金を修正しました。", true),
                ("这个跟上次 #412 一模一样，我照着那次的改法改了。", true),
                ("已修复：格式串写反了，改成 `YYYY-MM-DD`。", true),
                ("I couldn't reproduce it on my machine.", false),
                ("I didn't try reproducing it before the change.", true),
                (
                    "Je ne l'ai pas reproduit, j'ai corrigé d'après le code.",
                    true,
                ),
                ("Arreglé el bug del doble cobro en `cancel()`.", true),
                (
                    "Applied the same change as in `orders.rs` to the other handlers.",
                    false,
                ),
                (
                    "From experience with the v1 API, the limits are per key.",
                    false,
                ),
                ("Hice el mismo cambio en los otros dos módulos.", false),
                ("修正後は 100 回実行しても再現していません。", false),
                ("跑了 100 次都没复现。", false),
                ("The parser splits on both separators now.", false),
                ("Je vais d'abord écrire un test qui échoue.", false),
                ("先写一个能复现的测试，再动代码。", false),
            ],
        );
    }

    /// Round thirteen, Japanese and Chinese: a cause read off a log or a
    /// stack trace, asserted as certain, a fix said to end the bug, the same
    /// fix as last time, a reproduction called needless; a negated
    /// reproduction ("不需要去复现了") is not evidence of one.
    #[test]
    fn signals_round_thirteen() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "スタックトレースを見れば一目瞭然で、落ちているのは `ema.py:48` です。",
                    true,
                ),
                (
                    "ログに `mismatch` が出ているので、キーの再生成が原因です。`retry.go:87` で直しました。",
                    true,
                ),
                (
                    "原因は TTL が設定されていないことです。`ex=3600` を追加しました。",
                    true,
                ),
                ("これで #1042 のクラッシュは止まります。", true),
                ("看了一眼日志，很明显是两个事务加锁顺序不一致。", true),
                ("这次我照同样的改法改了。", true),
                ("## 原因\n计数是先读后写。", true),
                ("原因は TTL 未設定でした。`ex=3600` を追加しました。", true),
                ("剩下三个接口我照同样的方式加了分页。", false),
                ("缓存失效和缓存穿透不是一回事。", false),
                ("从日志来看，迁移已完成。", false),
                ("查了下 CI 日志，全部通过。", false),
                ("这显然是更好的方案。", false),
                ("ご説明どおり、README に手順を追加しました。", false),
                ("レビューで指摘された 3 件を修正しました。", false),
                ("ログから見て、移行は成功しています。", false),
                ("按堆栈分析就是这个竞态，不需要专门去复现了。", true),
                ("**原因**：计数是先读后写。", true),
                ("ログの出力形式を JSON に変えました。", false),
                ("这个函数会把日志写到 `/var/log/app`。", false),
            ],
        );
        check::excuses_each(
            &DETECTOR,
            &[
                ("已复现：并发两个请求时计数变成 11。", true),
                ("所以不需要专门去复现了。", false),
                ("不用再复现了。", false),
                ("没必要特意复现了。", false),
            ],
        );
    }

    #[test]
    fn signals_round_fourteen() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "「ログイン後に画面が真っ白になる」という報告を受けて、`auth.ts` の初期化順を変更しました。",
                    true,
                ),
                (
                    "メモリが増え続ける件、キャッシュが無制限だったのが原因なので上限を追加しました。",
                    true,
                ),
                (
                    "`pool.go` の上限を 64 に上げました。接続が枯渇していたのが原因です。",
                    true,
                ),
                ("これで二重送信は起きなくなります。", true),
                ("用户反馈导出报错，已改为流式写入。", true),
                ("问题出在时区换算，已经改成按 UTC 存储。", true),
                (
                    "偶尔丢消息的问题：ack 在处理前就发了。已把 ack 挪到处理之后。",
                    true,
                ),
                ("No more duplicates after this.", true),
                ("The rotation crash is gone.", true),
                ("That stops the memory climb.", true),
                ("Ya no se cuelga con ficheros grandes.", true),
                ("C'est réglé.", true),
                ("Le worker ne gonflera plus.", true),
                ("Com isso não sai mais pedido duplicado.", true),
                ("No more than three retries are allowed.", false),
                ("The old endpoint is gone; clients use `/v2` now.", false),
                ("Ce fichier ne sera plus utilisé par la CI.", false),
                ("Ya no se usa ese script.", false),
                ("ログイン画面の件、実装しました。", false),
                ("このページは、もう使われていません。", false),
                ("客户反馈的需求已经排进下个迭代。", false),
                ("Com isso o build passa a gerar o zip.", false),
                ("Resuelto.", true),
                ("Errors are handled by the middleware.", false),
                ("ダークモードに対応する件、CSS 変数を追加しました。", false),
                ("已经调查过日志，没有异常。", false),
                ("这样设计的原因在于避免循环依赖。", false),
                (
                    "L'ancienne API ne fonctionnera plus après la migration.",
                    false,
                ),
                ("Il y a plus de timeouts depuis lundi.", false),
                ("C'est réglé dans config.toml.", false),
                ("Agora o CI não roda mais o lint.", false),
                ("Com isso, o param `limit` fica opcional.", false),
                ("もう一度ビルドしましたが、警告は出ません。", false),
                ("改完后点击取消会回到列表页。", false),
            ],
        );
        // A/B/C classification counts; a classifier model does not.
        check::excuses_each(
            &DETECTOR,
            &[
                ("分類C: ローカルでは再現できませんでした。", true),
                ("## 分类\n\n- **A**：代码缺陷", true),
                ("先复现和分类，再决定改哪里。", true),
                ("再現してから直しました。", true),
                ("意图分类模型的准确率从 92% 掉到 87%。", false),
                ("画像分類APIのレスポンスが遅い。", false),
                ("分类：B（环境问题）", true),
                ("分類器 B の精度が落ちた。", false),
                ("意图分类模型 A 的准确率比 B 低。", false),
                ("没有复现和分类就直接改了。", false),
            ],
        );
    }

    #[test]
    fn signals_round_sixteen() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "既存テストは通っています。Windows での最終確認は Issue の報告者さんにお願いする形になります。",
                    true,
                ),
                (
                    "Não tenho a placa aqui, então fui pelo código do driver.",
                    true,
                ),
                (
                    "Once this is applied, the 140 MB uploads should go through.",
                    true,
                ),
                ("確認は明日の朝に私がやります。", false),
                (
                    "Once this is merged, you should delete the `legacy-auth` branch.",
                    false,
                ),
                (
                    "Primeiro reproduzi o erro, depois fui pelo código até achar a causa.",
                    false,
                ),
                (
                    "最終確認はユーザーさんからお願いされた iOS 17 実機でも済ませています。",
                    false,
                ),
                (
                    "Once the fix is deployed I reproduced it again on staging and it passed.",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_seventeen() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Changed the importer to `utf-8-sig`. Should import cleanly now.",
                    true,
                ),
                ("It should now import without any errors.", true),
                (
                    "Basándome en el stack trace, lo que pasa es que llegan nulls.",
                    true,
                ),
                (
                    "原因基本可以确定是在通信中断里写 Flash 阻塞了主循环。",
                    true,
                ),
                ("根因基本上断定是连接池耗尽。", true),
                // Ordinary sentences near them (a reviewer's among them).
                ("Should I import the fixtures first?", false),
                ("It should start with the default config.", false),
                (
                    "Added a Jest test `should render correctly with an empty list`; all 14 tests pass.",
                    false,
                ),
                (
                    "After `npm install`, the app should start normally on port 3000.",
                    false,
                ),
                ("Both targets should build fine on macOS and Linux.", false),
                (
                    "Basado en la documentación, el parámetro es opcional.",
                    false,
                ),
                (
                    "Basándome en la captura que enviaste, ajusté el padding del header a 16px.",
                    false,
                ),
                (
                    "Basándome en el informe de cobertura, añadí tests para `parse_date`.",
                    false,
                ),
                ("原因已经确定：复现后看到是空指针。", false),
            ],
        );
    }

    #[test]
    fn signals_round_eighteen() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Customers should get exactly one shipped email from the next deploy onwards.",
                    true,
                ),
                (
                    "`pytest tests/batch` → 31 passed。今夜のバッチで様子を見ましょう。",
                    true,
                ),
                (
                    "Isso deve zerar os eventos no Sentry a partir do próximo ciclo.",
                    true,
                ),
                ("Le décalage d'une heure devrait avoir disparu.", true),
                // Ordinary sentences near them.
                (
                    "The new flag should be read from the next release notes.",
                    false,
                ),
                ("We deploy from the next branch.", false),
                (
                    "再現テストを追加しました。今夜のバッチでも結果を共有します。",
                    false,
                ),
                ("Isso deveria ser documentado no README.", false),
                (
                    "Le problème avait disparu après la mise à jour de mardi.",
                    false,
                ),
                (
                    "The cron job should pick up the new schedule from the next run.",
                    false,
                ),
                (
                    "The dashboard should show the new latency metric from the next deploy.",
                    false,
                ),
                ("ログは次のコマンドで様子を見てください。", false),
            ],
        );
    }

    #[test]
    fn signals_round_fifteen() {
        check::signals_each(
            &DETECTOR,
            &[
                ("That'll be the cache TTL — I've lowered it to 60 s.", true),
                (
                    "C'est forcément le pool de connexions, j'ai doublé la taille.",
                    true,
                ),
                (
                    "J'ai pas pris le temps de le reproduire, mais le patch est là.",
                    true,
                ),
                ("加了个锁，这下重复扣款应该就没有了。", true),
                ("That'll be the last migration in this series.", false),
                ("C'est une option du fichier de config.", false),
                ("这样配置以后重启一下就行。", false),
                (
                    "改了 join 条件，dbt run はまだ流していないので明日見てください。",
                    true,
                ),
                ("没有环境，就不折腾复现了。", true),
                (
                    "Com isso o leitor de tela deve anunciar o preço uma vez só.",
                    true,
                ),
                ("まだ実行していないテストが 2 件あります。", false),
                ("Com isso o build fica mais rápido.", false),
                // A reviewer's sentences the first draft matched.
                ("修复后跑了 50 次，问题不再复现。", false),
                (
                    "That will be the new default. I've updated the docs to match.",
                    false,
                ),
                ("Le champ id, c'est forcément un entier positif.", false),
                (
                    "この方法はまだ試していないですが、公式ドキュメントでは推奨されています。",
                    false,
                ),
            ],
        );
    }
    #[test]
    fn signals_round_nineteen_english() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Same symptom as the March incident, so I'm treating it as the same problem and capped the pool.",
                    true,
                ),
                (
                    "No simulator here, so I went through the code path instead and added the permission.",
                    true,
                ),
                (
                    "The customer's description fits that, so I swapped the order.",
                    true,
                ),
                ("That matches the report pretty neatly.", true),
                (
                    "I reproduced it with the failing test first; it fails on main and passes with the fix.",
                    false,
                ),
                ("The output matches the fixture exactly.", false),
            ],
        );
    }

    #[test]
    fn signals_round_twenty() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Released in 1.8.2. Asked the reporter to upgrade and watch RSS.",
                    true,
                ),
                (
                    "Closed #219 from the commit; @lbrandt can reopen if it still fails.",
                    true,
                ),
                ("Mesmo sem conseguir correr, a correção é clara.", true),
                ("Não consigo arrancar o host. Fui então ao código.", true),
                (
                    "Próximo passo: pedir à construtora para abrir a obra 3381.",
                    true,
                ),
                ("Sin poder reproducirlo, cambié el timeout a 30 s.", true),
                ("Le pedí al cliente que pruebe con la versión nueva.", true),
                ("The reporter asked us to add a flag for it.", false),
                (
                    "Ran the reporter's script first: it fails with the same trace.",
                    false,
                ),
                (
                    "Fui ao terminal e corri o caso: falha como no relatório.",
                    false,
                ),
                (
                    "Pedi ao cliente o ficheiro que falha e reproduzi o erro.",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_b() {
        check::signals_each(
            &DETECTOR,
            &[
                ("我没有网关可以断电，就从代码上推了一下。", true),
                (
                    "Raúl cree que es el grid. Me lo creo, cuadra con las horas.",
                    true,
                ),
                (
                    "Hecho, queda pendiente ver cómo se comporta esta noche.",
                    true,
                ),
                ("Je surveillerai les logs du worker demain.", true),
                ("先跑了一遍复现脚本，从日志里看到了同样的报错。", false),
                ("Lancé le test : il échoue comme dans le ticket.", false),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_c() {
        check::signals_each(
            &DETECTOR,
            &[
                ("Compiles; tonight's run will confirm.", true),
                (
                    "Ship with Thursday's release and watch the next two nightly runs.",
                    true,
                ),
                ("Underwriting can re-rate Q-2024-118833 after deploy.", true),
                (
                    "The next run starts at 02:00 and takes about an hour.",
                    false,
                ),
                (
                    "QA チームには次のビルドで同じ手順を試してもらいます。",
                    true,
                ),
                (
                    "Le avisé al jefe de bodega para que me confirme durante el turno.",
                    true,
                ),
                ("次のビルドで修正が入ります。", false),
                (
                    "`pnpm test` passe. Hugo peut réessayer après le prochain déploiement.",
                    true,
                ),
                (
                    "Le client peut réessayer le paiement : la requête est idempotente.",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_one() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Bumped the heap to 2 GiB; that should stop the OOM kills on Mondays.",
                    true,
                ),
                (
                    "Raised the pool to 40, which should bring it down to zero timeouts.",
                    true,
                ),
                (
                    "Whether a smaller pool could stop the OOM kills is the open question.",
                    false,
                ),
                (
                    "Friday's 06:00 load will show whether the encoding was the problem.",
                    true,
                ),
                (
                    "Tomorrow's run starts at 06:00 and usually takes twenty minutes.",
                    false,
                ),
                (
                    "Switched to per-test temp dirs. We'll see over the next week of CI.",
                    true,
                ),
                ("改成等设备节点出现再打开，这样应该就不会再挂了。", true),
                ("复现之后加了锁，跑了 200 次，没有再出现。", false),
                ("固件编好了，今晚回归跑完看一眼结果就行。", true),
                (
                    "麻烦测试同学那边刷上新固件再跑一轮，看看还会不会出现花屏。",
                    true,
                ),
                ("测试同学那边已经跑完一轮，花屏没有再出现。", false),
                (
                    "Mudei o horário do job. O nightly de amanhã confirma.",
                    true,
                ),
                ("O nightly de amanhã roda às 03h, como sempre.", false),
                (
                    "J'ai réduit le timeout. La nightly de ce soir nous dira si c'est bon.",
                    true,
                ),
                ("La nightly de ce soir tourne sur la nouvelle image.", false),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_two() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Le run d'endurance de cette nuit sur la recette dira si la fuite a disparu.",
                    true,
                ),
                (
                    "Le run d'endurance de cette nuit a tenu douze heures sans fuite.",
                    false,
                ),
                (
                    "Mathieu, tu me diras si l'erreur revient sur les prochains nightlies.",
                    true,
                ),
                (
                    "La prueba de carga nocturna del jueves en QA dirá si la memoria se estabiliza.",
                    true,
                ),
                (
                    "La prueba de carga nocturna del jueves pasó sin errores.",
                    false,
                ),
                (
                    "Não simulei; a corrida desta noite vai dizer se era mesmo isso.",
                    true,
                ),
                (
                    "Vamos ver amanhã às 07:30 se os avisos de Braga saem.",
                    true,
                ),
                (
                    "A corrida desta noite passou verde, como as anteriores.",
                    false,
                ),
                (
                    "Jonas, could you re-run your matrix on that branch and let me know if the arm jobs get past setup?",
                    true,
                ),
                (
                    "Jonas re-ran the matrix and the arm jobs got past setup.",
                    false,
                ),
                ("Le message parle d'accès multiple : ça doit être ça.", true),
                ("Lo más razonable es que la memoria venga de ahí.", true),
                (
                    "Calculo que o BullMQ tenha saltado o dia por causa da mudança de hora.",
                    true,
                ),
                ("改完应该能编过了，让运维那边再编一次看看。", true),
                ("在鲲鹏机器上编过了，运维那边也确认了。", false),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_three() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "El informe del cierre de diciembre, que se genera el día 1, confirmará que sale el día 31.",
                    true,
                ),
                (
                    "El informe del cierre de noviembre salió con el día 30 incluido.",
                    false,
                ),
                (
                    "Le prochain build du workflow confirmera que le manque de mémoire est réglé.",
                    true,
                ),
                (
                    "El supervisor de Guadalupe puede confirmar mañana si las horas ya le salen bien.",
                    true,
                ),
                (
                    "Que lo abran en Excel y me confirmen si ya salen bien las eñes.",
                    true,
                ),
                (
                    "Peço ao Paulo que testem no terreno esta semana e digam se volta a faltar alguma pesagem.",
                    true,
                ),
                (
                    "O Paulo testou no terreno e não faltou nenhuma pesagem.",
                    false,
                ),
                (
                    "A Ana pode confirmar no mapa depois do deploy se as parcelas voltaram ao sítio.",
                    true,
                ),
                (
                    "Nos próximos dias fica a acompanhar o painel de memória no Grafana.",
                    true,
                ),
                ("明日の夜のピークで再発しないか見ておきます。", true),
                (
                    "次回以降のデプロイでタイムアウトしなくなるかどうか、様子を見ていきます。",
                    true,
                ),
                (
                    "明朝 4 時の取り込みで失敗が出なければ、この件は解決したと判断できます。",
                    true,
                ),
                (
                    "ローカルで再現し、修正後は 20 回連続で成功しました。",
                    false,
                ),
                (
                    "这个本地跑得比较慢我就没跑，等今晚的 nightly 看结果。",
                    true,
                ),
                ("我猜是 wait 在临时实例那会儿就返回了。", true),
                ("上线后让客服那边留意一下还有没有用户反馈卡 99%。", true),
                ("本地复现了三次，改完跑了 50 次都没再挂。", false),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_four() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Cuando salga la versión deberíamos ver bajar los errores en el panel.",
                    true,
                ),
                (
                    "Deberíamos hablar con soporte antes de cambiar el panel.",
                    false,
                ),
                (
                    "Le escribí al cliente para que actualice y nos cuente si le llegan los avisos.",
                    true,
                ),
                ("Lo comprobaremos en el próximo cierre de mes.", true),
                (
                    "Comprobé el cierre de mes con los datos de marzo y cuadra.",
                    false,
                ),
                (
                    "La vérification se fera à la prochaine paie parallèle.",
                    true,
                ),
                (
                    "Correctif prêt, à valider par le support avec les agents.",
                    true,
                ),
                (
                    "J'ai validé le correctif avec le support après avoir reproduit le bug.",
                    false,
                ),
                (
                    "Il faudra qu'un gestionnaire se reconnecte après le déploiement pour confirmer.",
                    true,
                ),
                (
                    "Se o reenvio de hoje chegar a todos, fica confirmado.",
                    true,
                ),
                (
                    "O reenvio de hoje foi confirmado pelo relatório do SES às 17h.",
                    false,
                ),
            ],
        );
    }

    /// Round twenty-five: the check handed to the reporter or QA, a cause
    /// read off one source alone, odds and bets, elimination, experience, a
    /// speculative fix, the outcome left to later, a hedge on the fix.
    #[test]
    fn signals_round_twenty_five_a() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "I've tightened the null check in the importer; let me know if the report still comes out empty.",
                    true,
                ),
                (
                    "Let me know if you'd like the report split by month as well.",
                    false,
                ),
                (
                    "Working from the crash logs alone, I wrapped the decoder call in a retry.",
                    true,
                ),
                (
                    "Working on the crash logs exporter now; the retry wrapper is next.",
                    false,
                ),
                (
                    "Bumping the worker count stands a good chance of fixing the backlog.",
                    true,
                ),
                (
                    "The release stands a good chance of shipping on Friday.",
                    false,
                ),
                (
                    "Errors like this are usually a stale lockfile, so I deleted it and regenerated.",
                    true,
                ),
                (
                    "Errors like this one are listed in the troubleshooting table.",
                    false,
                ),
                (
                    "By elimination it has to be the cron entry; I moved it to 04:00.",
                    true,
                ),
                ("The tournament uses single elimination brackets.", false),
                ("If this doesn't fix it, send me the full log.", true),
                (
                    "Probably the consumer trips on empty bodies, so there's now a guard before the parse.",
                    true,
                ),
                (
                    "Working from the sample file you attached, I reproduced the crash first.",
                    false,
                ),
                (
                    "If this doesn't match your naming scheme, send me the one you use.",
                    false,
                ),
                (
                    "Se me hace que es el pool de conexiones; le subí el tamaño a 40.",
                    true,
                ),
                (
                    "Se me hizo tarde ayer, hoy reviso el pool con el test de carga.",
                    false,
                ),
                (
                    "Me tinca que el timeout viene del proxy, así que lo alargué.",
                    true,
                ),
                (
                    "Por descarte solo queda el parser; lo reescribí con otra librería.",
                    true,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_five_b() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Descarté el parser tras reproducir el fallo con el test.",
                    false,
                ),
                ("Subo un posible arreglo para el cuelgue del login.", true),
                (
                    "Hay un posible problema de permisos que reproduje con el usuario de pruebas.",
                    false,
                ),
                (
                    "Cambio especulativo del timeout para reducir los cortes.",
                    true,
                ),
                (
                    "No hago ningún cambio especulativo hasta reproducirlo.",
                    false,
                ),
                (
                    "El cierre falla con el CSV grande; tiene que venir por ahí, así que amplié el buffer.",
                    true,
                ),
                (
                    "Mañana, con la corrida de las 4:00, veremos si el arreglo funciona.",
                    true,
                ),
                (
                    "Mañana veremos si el cliente quiere la versión con gráficos.",
                    false,
                ),
                ("Queda que soporte confirme que ya no se duplica.", true),
                (
                    "El error podría venir de la caché; he desactivado la caché del listado.",
                    true,
                ),
                (
                    "Il y a de fortes chances que ce soit le fuseau ; j'ai forcé UTC.",
                    true,
                ),
                (
                    "Il y a de fortes pluies prévues, la démo est décalée.",
                    false,
                ),
                ("J'ai augmenté le délai du webhook. Elle nous dira.", true),
                (
                    "Elle nous a dit que le webhook tenait après le test de charge.",
                    false,
                ),
                (
                    "Surveiller les alertes demain matin pour voir si le timeout revient.",
                    true,
                ),
                ("Surveiller les alertes fait partie de l'astreinte.", false),
                (
                    "D'après ce que décrit le support, c'est le cache ; je l'ai vidé au démarrage.",
                    true,
                ),
                (
                    "Le support décrit ce qu'il voit, et je l'ai reproduit avec curl.",
                    false,
                ),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_five_c() {
        check::signals_each(
            &DETECTOR,
            &[
                ("Le testeur pourra confirmer si le plantage persiste.", true),
                ("Le testeur pourra lancer la suite complète demain.", false),
                ("Le crash revient après le correctif, je surveille.", true),
                (
                    "Pas eu l'occasion de le provoquer, mais le verrou est en place.",
                    true,
                ),
                ("Correctif appliqué sur la base d'un seul ticket.", true),
                (
                    "La vérification se fera en surveillant les prochaines exécutions.",
                    true,
                ),
                (
                    "Minha aposta é o fuso horário; forcei UTC no agendador.",
                    true,
                ),
                (
                    "Minha agenda está livre amanhã para revisar o agendador.",
                    false,
                ),
                (
                    "Apostando em um problema de cache, desliguei o cache da listagem.",
                    true,
                ),
                (
                    "Teoricamente o travamento vem do lock duplo; troquei a ordem.",
                    true,
                ),
                ("Teoricamente a API aceita até 100 itens por página.", false),
                ("Assumi que o erro vem da fila e aumentei o timeout.", true),
                ("Julgo que seja o certificado, então renovei.", true),
                (
                    "Deve ter sido a virada de mês; ajustei o filtro de datas.",
                    true,
                ),
                ("Deve ter sido enviado ontem, segundo o log do SES.", false),
                ("A validação fica com o suporte.", true),
                (
                    "O suporte validou a correção depois de reproduzir o erro.",
                    false,
                ),
                ("Quem reportou consegue confirmar se o erro some.", true),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_five_d() {
        check::signals_each(
            &DETECTOR,
            &[
                (
                    "Você consegue confirmar se a nota usa o endereço atual?",
                    false,
                ),
                ("Não cheguei a rodar o teste, mas troquei o mock.", true),
                (
                    "Se o erro voltar, o Pedro verifica na próxima execução.",
                    true,
                ),
                (
                    "Se o arquivo tiver acentos, o importador converte para UTF-8.",
                    false,
                ),
                (
                    "直ったかどうかは利用者の方で確認してもらってください。",
                    true,
                ),
                ("設定画面の表示を確認してもらってください。", false),
                ("たぶんこれで直ります。", true),
                ("たぶん明日の会議で決まります。", false),
                ("この修正で大丈夫だと思います。", true),
                ("この修正でログの形式が変わります。", false),
                ("候補を二つ直したので、どちらかが効くと思います。", true),
                (
                    "推定原因：キャッシュの競合。対応：ロックを追加しました。",
                    true,
                ),
                ("ログから推測すると、接続プールの枯渇です。", true),
                ("ログの件数を日別に集計しました。", false),
                ("似た不具合が以前あったので、同じパッチを当てました。", true),
                ("それでも直らなければ、また教えてください。", true),
                (
                    "試していないので確証はありませんが、タイムアウトを延ばしました。",
                    true,
                ),
                ("検証はユーザー側でお願いします。", true),
            ],
        );
    }

    #[test]
    fn signals_round_twenty_five_e() {
        check::signals_each(
            &DETECTOR,
            &[
                ("次のリリースで落ちなければ解決と見なします。", true),
                ("本番で様子を見てください。", true),
                ("本番の様子を教えてください。", false),
                ("明天 nightly 跑完就知道有没有修好。", true),
                ("跑完测试就知道耗时是多少了。", false),
                ("按理说把超时调大就行了，我已经改了。", true),
                ("按理说这个接口是幂等的，我写了测试确认。", false),
                ("两处都改了，具体哪个起作用不好说。", true),
                ("这类超时通常都是连接池不够，我把池子调大了。", true),
                ("这类配置通常放在 env 文件里。", false),
                ("重新打了包，交给测试回归。", true),
                ("测试同学回归通过后再发版。", false),
                ("原因还不明确，先加了一层重试。", true),
                ("问题可能出在序列化，我改成了 orjson。", true),
                ("我没有实际触发过这个报错，是照着日志改的。", true),
                ("这次压测应该能扛住了。", true),
                ("八成是时区问题，我把时间戳移到 UTC 了。", true),
                ("我猜这个字段是空的，所以兜了一层。", true),
            ],
        );
    }
}
