//! The `commit` detector: a commit, push, deploy, merge, pull request or
//! release proposed for right now, with no verification shown beside it.
//!
//! Data only. The signals are deliberately wide (an intention or go-ahead
//! near one of the action words, in six languages); telling "I'll commit now"
//! from "committed as 4e1b9a2" or "commit after the suite passes" is the
//! judge's job. The bypasses are the few shapes that are allowed whatever else
//! the text says: a past commit with its SHA, a `Q1:` option list, a
//! verification result, a commit stated as a later, conditional step.

use super::{Detector, Field, Rule};

pub(crate) const DETECTOR: Detector = Detector {
    name: "commit",
    summary: "a commit / push / deploy / PR / merge / release proposed now without verification evidence",
    signals: &[
        // English: an intention or go-ahead, then the action.
        r"(?i)\b(?:i['’]?ll|i will|i['’]?m going to|i am going to|gonna|let me|let['’]?s|let us|we['’]ll|we can now|proceed(?:ing)? (?:to|with)|moving on to|ready to|about to|time to|go ahead and|next(?: step| task| up)?\s*[:\-]|now i['’]?ll)[^.!?\n]{0,30}?\b(?:commit|push|deploy|merge|release|ship|publish|tag)\b",
        // English: the action as a gerund opening a sentence, or done "now".
        r"(?im)^\s*(?:committing|pushing|deploying|merging|releasing|publishing|shipping)\b|\b(?:committing|pushing|deploying|merging|releasing|publishing|shipping)\b[^.!?\n]{0,30}\bnow\b",
        // Opening a pull request; "commit and push".
        r"(?i)\b(?:open|opening|create|creating|submit|submitting|raise|raising|send|sending)\s+(?:a |an |the |my )?(?:new |draft )?(?:pr|pull request|merge request)\b|\bcommit\s*(?:and|&|\+|,)\s*push",
        // Asking for the go-ahead (the judge tells a real question from a proposal).
        r"(?i)(?:\b(?:shall|should|can|may) (?:i|we)|\bok(?:ay)? to|¿|\b(?:hago|puedo|debo|quieres que|dois-je|puis-je|veux-tu que je|posso|devo|quer que eu))[^?\n]{0,30}(?:commit|push|pouss|despl|déplo|deploy|merge|fusion|release)",
        // Japanese: the action, then a volitional or polite-present ending.
        r"(?:コミット|プッシュ|デプロイ|マージ|リリース|(?i:commit|push|deploy|merge|pr|プルリク))[^。\n]{0,12}?(?:します|しましょう|しよう|進み|進め|行います|いたします|出します|作成し(?:ます|ましょう)|してよい|してもよい)",
        // Spanish.
        r"(?i)\b(?:voy a|vamos a|procedo a|paso a|pasamos a|ahora|a continuación|siguiente paso|próximo paso|listo para)[^.!?\n]{0,40}?(?:commit|push|desplieg|despleg|deploy|merge|fusion|publicar|subir|\bpr\b|pull request|release)",
        r"(?i)\b(?:hag(?:o|amos)|har[ée])\s+(?:el |un )?(?:commit|push|merge|deploy|release)|\b(?:despliego|despleguemos|desplegaré|desplegando|fusiono|fusionemos|fusionaré|subo los cambios|subamos)",
        // French.
        r"(?i)\b(?:je vais|on va|nous allons|allons|passons (?:au|à)|je passe (?:au|à)|prochaine étape|étape suivante|ensuite|maintenant|tout de suite|prêt à|je procède)[^.!?\n]{0,40}?(?:commit|push|pouss|déploi|déploy|deploy|fusion|merge|\bpr\b|pull request|release|publi)",
        r"(?i)\b(?:je (?:commite|committe|pousse|déploie|fusionne|publie|merge)|commitons|poussons|déployons|fusionnons|publions)\b",
        // Chinese: an intention word, then the action; or the action with 吧 / a question.
        r"(?:现在|马上|这就|立即|立刻|接下来|下一步|准备|我来|我将|我会|我要|让我|我们来?|直接|开始)[^。！？\n]{0,12}?(?:提交|推送|部署|合并|发布|上线|发版|PR|(?i:commit|push|deploy|merge|release))",
        r"(?:提交|推送|部署|合并|发布|上线)[^。！？\n，]{0,8}吧|(?:要|可以|是否|需要)我?[^。！？\n]{0,4}(?:提交|推送|部署|合并|发布)[^。！？\n]{0,8}[吗？?]",
        // Portuguese.
        r"(?i)\b(?:vou|vamos|irei|farei|fazendo|agora|pr[óo]ximo passo|em seguida|a seguir|pronto para|procedo|prossigo|sigo para)[^.!?\n]{0,40}?(?:commit|push|deploy|merge|\bpr\b|pull request|release|publica|subir|subo)",
    ],
    bypasses: &[
        // Past work with its commit SHA.
        r"(?i)(?:\bcommitted|\bpushed|\bmerged|コミット済|コミットしました|プッシュ済|\bhice (?:el )?commit|\bcommit(?:é|ee|eado|ado|ei)|已提交|提交了|\bfiz (?:o )?commit)[^.。\n]{0,20}\b[0-9a-f]{7,40}\b",
        // Options laid out for the user.
        r"\bQ[0-9]+\s?[:：]",
        // Verification results.
        r"(?i)\b\d+ (?:tests? )?passed[,;] 0 failed|\btest result: ok\b|\bAll PASS\b|\brc=0\b|\bexit (?:code|status) 0\b|\bCI (?:is )?(?:green|passed)\b|CI ✅|\bcmp (?:match|ok)\b|\bbuild (?:PASS|passed|succeeded)\b|\ball (?:\d+ )?(?:tests|checks) (?:pass|passed|are passing|green)\b",
        r"全(?:テスト|件)[^。\n]{0,4}(?:PASS|パス|成功|合格)|テスト[^。\n]{0,8}(?:すべて|全て|全部)(?:パス|成功|通過|通っ|通り)|(?:全部|所有)测试(?:都)?通过|测试全部通过|(?i:todas las pruebas pasan|todos los tests pasan|tous les tests passent|todos os testes passa(?:m|ram))",
        // The action as a later step, conditional on something else.
        r"(?i)\b(?:commit|push|deploy|merge)(?:ting|ing)?\s+(?:only\s+)?(?:after|once|when)\b|\b(?:commit|push|despliegue|deploy|merge)\s+(?:después de|una vez que|cuando)|\b(?:commit|push|déploiement|deploy|merge)\s+(?:après|une fois|quand|dès que)|\b(?:commit|push|deploy|merge)\s+(?:depois (?:de|do|da|que)|após|quando|assim que)",
        r"(?:通ったら|成功したら|完了したら|終わったら|確認(?:して)?から|確認後|完了後|承認(?:後|を得て|いただけたら))[^。\n]{0,8}(?:コミット|プッシュ|デプロイ|マージ)|(?:通过|完成|确认|批准|审核)(?:之?后|以后)再?(?:提交|推送|部署|合并|发布)",
    ],
    prompt: "The rule: before anything that changes shared state (commit, push, deploy, merge, opening a pull request, tagging or publishing a release) the agent shows in the same message that its work was verified.\n\
\n\
new_proposal is true when the agent says it will do one of those now or as its very next action, or urges it (\"Let's commit\", \"Committing now\", \"Next: push to main\", \"I'll open the PR\"). A colloquial go-ahead counts. It is false for: reports of what was already done (\"committed as 4e1b9a2\", \"I pushed the branch\"); quotes of the user, of a rule or of documentation; examples of forbidden wording; statements the agent withdraws; explanations of a project's release process or of another repository or session; backlog or TODO notes.\n\
\n\
verification_reported is true when the text reports a finished check and its result: tests passed (with counts), All PASS, build or CI green, rc=0, cmp match, smoke or end-to-end run done, deployment confirmed, or the SHA of a finished commit. A plan to run checks is not evidence.\n\
\n\
direction_query is true when the decision is handed to the user: options (Q1/Q2, A or B), \"which do you prefer\", a question such as \"shall I commit?\" that waits for the answer, or acting only once the user approves.\n\
\n\
future_step_description is true when the action is a later step of a sequence that depends on something not yet done (\"commit after the suite passes\", \"once CI is green, push\"), or the text explains a procedure or a slash command.\n\
\n\
When you cannot tell whether there is a new proposal, answer false.",
    fields: &[
        Field {
            name: "new_proposal",
            meaning: "the agent proposes or announces a commit, push, deploy, merge, pull request or release to happen now, not a past report, quote or example",
        },
        Field {
            name: "verification_reported",
            meaning: "the same text reports a finished verification with its result, such as passing tests with counts, green CI, rc=0 or a finished commit's SHA",
        },
        Field {
            name: "direction_query",
            meaning: "the agent leaves the decision to the user, with options or a question it waits to have answered",
        },
        Field {
            name: "future_step_description",
            meaning: "the action is described as a later step that depends on something not yet done, or as part of an explained procedure",
        },
    ],
    rule: Rule {
        trigger: "new_proposal",
        unless: &[
            "verification_reported",
            "direction_query",
            "future_step_description",
        ],
    },
    advice: "Run the checks this change needs (tests, build, lint, whatever the project uses) and report their results, with numbers, in the same message as the proposal; or ask the user whether to go ahead; or state the action as a later step with its condition (\"commit after the integration suite passes\").",
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
                "All the changes are in place. I'll commit and push now.",
                true,
            ),
            ("Let's commit this and move on.", true),
            ("Updated the docs. Pushing to origin/main now.", true),
            ("Let me create the pull request for it.", true),
            ("Shall I commit?", true),
            (
                "実装が完了したので、このままコミットしてプッシュします。",
                true,
            ),
            ("Voy a crear el PR y fusionarlo en main.", true),
            ("Je commite et je pousse maintenant.", true),
            ("修改完成了，我现在提交并推送。", true),
            ("Vou fazer commit e push agora.", true),
            (
                "I committed the changes and pushed the branch earlier.",
                false,
            ),
            ("The branch is 4 commits ahead of main.", false),
            ("コミット済みです。リモートにもプッシュしました。", false),
            ("已提交并推送到远程分支。", false),
            ("Fiz o commit e o push da branch.", false),
        ];
        for (text, want) in cases {
            assert_eq!(any_match(DETECTOR.signals, text), *want, "{text}");
        }
    }

    #[test]
    fn bypasses() {
        let cases: &[(&str, bool)] = &[
            ("Committed as 4e1b9a2 and pushed.", true),
            ("Q1: commit now\nQ2: new branch", true),
            ("cargo test: 312 passed, 0 failed. Shall I commit?", true),
            ("make check rc=0. Committing now.", true),
            ("Run the suite, then commit after it passes.", true),
            ("结合テストが通ったらコミットします。", true),
            ("集成测试通过后再提交。", true),
            ("I'll commit and push now.", false),
            ("The tests should pass; committing.", false),
            ("Q: should I commit?", false),
        ];
        for (text, want) in cases {
            assert_eq!(any_match(DETECTOR.bypasses, text), *want, "{text}");
        }
    }
}
