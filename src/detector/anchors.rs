//! Generated: the literal anchors of the built-in detectors' patterns.
//! Regenerate with `HOOKJUDGE_BLESS=1 cargo test --lib anchors_are_current`.

/// The anchors of each pattern of a list, in order; an empty list means
/// the pattern has no anchor and always runs.
pub(crate) type PatternAnchors = &'static [&'static [&'static str]];

/// (detector, its signals' anchors, its bypasses' anchors)
#[rustfmt::skip]
pub(crate) const ANCHORS: &[(&str, PatternAnchors, PatternAnchors)] = &[
    (
        "commit",
        &[
            &["commit", "deploy", "merge", "publish", "push", "release"],
            &["commit", "deploy", "merg", "publish", "push"],
            &["publish", "releas", "tag"],
            &["abre", "abriendo", "abrindo", "abrir", "abro", "creando", "crear", "creat", "creo", "criando", "criar", "crio", "crée", "open", "ouvr", "rais", "submit"],
            &[" publish", "commit", "gh pr ", "git merge", "git push"],
            &["commit", "deploy", "merge", "push", "release"],
            &["コミット", "デプロイ", "プッシュ", "プルリク", "マージ", "リリース"],
            &["を作成しましょう", "を作成します", "を出しましょう", "を出します"],
            &["a continuación", "ahora", "debo", "listo para", "pasamos a", "paso a", "procedo a", "próximo paso", "puedo", "quieres que", "siguiente paso", "vamos a", "voy a"],
            &["commit", "deploy", "desplegando", "desplegaré", "despleguemos", "despliego", "fusionando", "fusionaré", "fusionemos", "fusiono", "merge", "publicando", "publico", "publiquemos", "push", "release", "subamos", "subiendo a", "subiendo los cambios", "subo los cambios"],
            &["allons", "dois-je", "ensuite", "je fais", "je lance", "je passe", "je procède", "je vais", "maintenant", "on fait", "on lance", "on va", "passons", "prochaine étape", "prêt à", "puis-je", "reste à", "tout de suite", "veux-tu que je", "étape suivante"],
            &["commite", "commitons", "committe", "déploie", "déployons", "fusionne", "fusionnons", "je crée le commit", "merge", "pousse", "poussons", "publie", "publions"],
            &["上线", "发布", "发版", "合到", "合并", "推到", "推送", "提交", "部署"],
            &["上线", "发布", "合入", "合到", "合并", "推到", "推送", "提交", "部署"],
            &["上线", "创建", "发布", "发起", "合并", "开个", "推送", "提个", "提交", "部署"],
            &["a seguir", "agora", "devo", "em seguida", "farei", "fazendo", "irei", "mandando", "posso", "procedo", "pronto para", "prossigo", "quer que eu", "sigo para", "subindo", "vamos", "vou", "ximo passo"],
        ],
        &[
            &["commit", "merged", "pushed", "コミットしました", "コミット済", "プッシュ済", "已提交", "提交了"],
            &[],
            &[" 0 failed", "all pass", "build ", "checks", "ci ✅", "cmp ", "exit ", "green", "passed", "rc=0", "test result: ok", "tests"],
            &["pass", "todas las pruebas pasan", "todos los tests pasan", "テスト", "パス", "合格", "成功", "测试"],
            &["after", "après", "após", "assim que", "cuando", "depois ", "después de", "dès que", "once", "quand", "una vez que", "une fois", "when"],
            &["コミット", "デプロイ", "プッシュ", "マージ", "完成", "审核", "批准", "确认", "通过"],
        ],
    ),
    (
        "scope-check",
        &[
            &["chat", "conversation", "session"],
            &["afterwards", "another time", "call it a day", "eave it at that", "eave it here", "eave it there", "eaving it here", "eaving it there", "later", "next time", "pause", "pausing", "stop", "tomorrow", "wrap"],
            &["a follow", "another ", "later", "next time", "tomorrow"],
            &["for later", "on hold", "parked", "pending"],
            &[" conversation ", "context", "tokens"],
            &["ここで", "ここまでにし", "またの機会", "コンテキスト", "スレッド", "セッション", "チャット", "一区切り", "一旦区切", "今回はここまで", "以降に続け", "会話", "保留と", "保留に", "別の機会", "後ほど", "後回し", "後日", "改めて", "明日", "次の機会", "次回", "残りは次"],
            &[" nueva", " ocasión", " pendiente", "conversación", "el contexto", "el resto", "lo dejamos aquí", "lo dejo aquí", "lo demás", "lo que falta", "mañana", "me detengo aquí", "más adelante", "paro aquí", "por hoy", "próxima vez", "sesión"],
            &["a suite", "arrête", "conversation", "demain", "e reste", "en attente", "le contexte", "nouveau fil", "nouvelle discussion", "plus tard", "pour aujourd", "prochaine fois", "session", "séance"],
            &["上下文", "下一轮", "下回", "下次", "之后再", "以后再", "会话", "做到这儿", "先做到这", "先到此", "先到这里", "先搁置", "到此为止", "对话", "就到这里", "改天", "明天再", "暂时搁置", "暂缓", "留到", "窗口"],
            &[" restante", " resto", "amanhã", "conversa", "mais tarde", "novo chat", "o contexto", "outro chat", "paro ", "pendente", "por hoje", "próxima vez", "retomo depois", "sessão"],
        ],
        &[],
    ),
    (
        "scope-change",
        &[
            &[" come later", " wait ", "backlog", "defer", "descop", "for now", "from this ", "it out", "nice-to-have", "not going to", "out of scope", "postpon", "punt", "separate ", "that out", "them out", "this out", "those out", "will not", "won", "バックログ"],
            &["iteration 2", "milestone 2", "part 2", "part two", "phase 2", "phase two", "phases", "round 2", "stage ", "stages"],
            &["another", "follow", "future", "later", "next", "second", "separate", "subsequent"],
            &["as a todo", "for later", "for now", "for the moment", "until later"],
            &[" into 2 ", " into multiple ", " into several ", " into smaller ", " into two ", "added a todo", "down the ", "in a follow", "later on", "out of this ", "separately"],
            &["em 2", "em dois", "en 2", "en deux", "en dos", "in 2", "in two", "into two"],
            &["スコープ外", "スプリント", "バージョン", "フェーズ", "リリース", "今回は", "先送り", "別pr", "別の変更", "別イシュー", "別タスク", "別チケット", "別プルリク", "別途対応", "含めません", "回しましょう", "回します", "対象外", "延期", "後で別途", "後回し", "次回以降", "段階", "見送"],
            &[" incluyo", " venir después", "aparte", "aplaz", "de esta iteración", "etapa", "fase", "fuera de este ", "fuera del alcance", "futur", "otra", "otro", "para después", "para luego", "para más adelante", "por ahora", "pospon", "posterg", "posterior", "próxim", "separad", "siguiente"],
            &[" de côté", "autre", "changement", "dans un second temps", "de cette itération", "en plusieurs ", "future", "inclus pas", "modification", "nouvelle", "phase", "plus tard", "prochaine", "périmètre", "remett", "report", "scind", "suivante", "séparé", "ultérieure", "viendra ", "à part", "étape"],
            &["下一个版本", "下一个迭代", "下一版", "下一轮", "下一阶段", "下个版本", "下个迭代", "不在本次", "之后再", "以后再", "先不做", "分成两个", "分阶段", "单独", "另一个", "另外的改动", "另开", "后续再", "后面再", "延后", "延期", "待办", "拆成两个", "推迟", "搁置", "放到后面", "暂缓", "砍掉", "第二阶段", "范围之外", "超出范围", "这次不包含", "这次不包括"],
            &[" vir depois", "desta iteração", "diado", "diamos", "diando", "diar", "diei", "dio", "etapa", "fase", "fora do escopo", "futur", "mais tarde", "não vou incluí", "outra", "outro", "para depois", "por enquanto", "posterg", "posterior", "próxim", "seguinte", "separad", "vou pular", "à parte"],
        ],
        &[],
    ),
    (
        "shallow-bugfix",
        &[
            &["did it", "fixed", "patched", "solved", "ug fix", "ugfix"],
            &[" gone", " now", "all good", "appearing", "are green", "crashing", "disappeared", "failing", "happening", "is green", "more", "no longer", "now it ", "passes", "passing", "reproducing", "runs fine", "showing up", "succeeds", "vanished", "went away", "working", "works"],
            &["cleared up", "green", "passing now", "stopped", "went away"],
            &["とりあえず動", "なくなり", "ようになりました", "修正しました", "修正済み", "問題なく動", "正常に", "治りました", "消え", "直しました", "直りました", "解決しました", "解決です", "解決済み", "解消しました", "通りました"],
            &["ahora ", "arreglad", "arreglé", "corregid", "corregí", "desapareci", "en verde", "funciona ", "resuelt", "solucionad", "solucioné", "ya funciona", "ya no "],
            &["ahora "],
            &[" disparu", "apparaît plus", "arrive plus", "au vert", "corrigé", "désormais", "fonctionne", "maintenant", "marche", "ne bloque plus", "ne casse plus", "ne crashe plus", "ne plante plus", "ne se produit plus", "ne se reproduit plus", "réglé", "réparé", "résolu", "tout passe", "échoue plus"],
            &["不再", "不出错了", "不卡了", "不崩了", "不报错了", "不挂了", "不见了", "不闪退了", "修复了", "修好了", "全绿", "可以正常", "就好了", "已修复", "已解决", "恢复正常", "搞定", "正常了", "没了", "没有了", "消失", "能用了", "解决了", "跑通了", "通过了"],
            &[" funciona", "consertad", "consertei", "corrigi", "em verde", "funciona agora", "não acontece mais", "não aparece mais", "não dá erro", "não dá mais erro", "não falha mais", "não ocorre mais", "não quebra mais", "não trava mais", "pararam", "parou de ", "resolvi", "sumiu", "todos os testes passando"],
            &["agora "],
        ],
        &[],
    ),
    (
        "bugfix-without-reproduction",
        &[
            &["apparently", "could be", "d guess", "i believe", "i bet", "i guess", "i think", "likely", "looks like", "may be", "maybe", "might be", "must be", "my guess", "my hunch", "no idea why", "not sure", "perhaps", "possibly", "presumably", "probably", "seems", "sounds like", "suspect", "unclear why", "without "],
            &["おそらく", "かもしれ", "たぶん", "っぽい", "ではないか", "と思", "みたいなので", "ようなので", "わかりません", "分からな", "分かりませ", "原因不明", "可能性", "多分", "怪し", "恐らく", "推測", "疑わし"],
            &["a lo mejor", "creo que", "debe de ser", "debe ser", "no estoy seguro", "no sé", "parece", "posiblemente", "probablemente", "puede que", "puede ser", "quizá", "seguramente", "sospecho", "supongo que", "tal vez"],
            &["apparemment", "doit être", "il se peut", "il se pourrait", "je crois", "je ne sais pas", "je pense", "je soupçonne", "je suppose", "on dirait", "peut-être", "pourrait être", "probablement", "sans doute", "semble", "sûrement", "vraisemblablement"],
            &["不太清楚", "不清楚", "不确定", "也许", "估计", "似乎", "原因不明", "可能", "大概", "好像", "应该出在", "应该是", "怀疑", "我猜", "我觉得", "我认为", "或许", "疑似", "看起来"],
            &["acho que", "creio que", "desconfi", "deve estar", "deve ser", "imagino que", "não sei", "não tenho certeza", "parece", "pode ser", "possivelmente", "provavelmente", "suponho que", "suspeito", "talvez"],
        ],
        &[
            &["clasificación", "classification", "classificação", "confirmed", "eproduced", "eproducid", "eproduit", "eproduzid", "result"],
            &["再現しました", "再現結果", "分类", "分類", "复现结果", "已复现"],
        ],
    ),
];
