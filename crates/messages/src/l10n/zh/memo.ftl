# 两个规则版本的对照（diff）：文字表、规则委员会的 Markdown 备忘录，以及备忘录网页与之共用的词。

## 题目或参数的变化

status-added = 新增
status-removed = 删除
status-changed = 修改
status-unchanged = 未变
status-only-in = 仅见于 { $edition }
status-not-covered = { $edition } 未涉及（仅为行棋规则）
status-not-covered-title = { $edition } 未涉及（仅为行棋规则）

## 配对的两条条文有何不同

change-paired-by-subject = 按主题配对
change-renumbered = 条号改变
change-retitled = 标题改变
change-reworded = 文字改变
paired-by-subject = 按主题配对：{ $subject }

## 各版本计算胜负的方法

scoring-area = 子空皆地：棋子加各方单独所围的空点
counting-shared-half = ；双方棋子之间的点各得一半
counting-shared-nobody = ；双方棋子之间的点不归任何一方
counting-shared-both = ；双方棋子之间的点双方各得
counting-dead-as-they-stand = ；按盘面原样计算，不以协议取下死子
scoring-territory = 一方活棋（不含双活）所围的眼位，加提子（对局中提取的子和终局时取下的死子）；与对方相比，白方加贴目
counting-side = { $method }（{ $articles }）：{ $meaning }
counting-side-confirmation = { $method }（{ $articles }）：{ $meaning }；停止后的着手用于确认死活，计算前取回（{ $confirmation }）
counting-side-against-white = ；黑方的计数与白方的计数比较，贴点加给白方
counting-side-tie = ；双方相等时{ $player }胜（{ $article }）
counting-side-territory-chosen = ；{ $parameter } 为 1 时改用数目法（{ $articles }）
counting-side-pass-stones = ；每次虚着交给对方一枚子作为提子（虚手还子）
counting-side-seki-eyes = ；双活中的眼计为目
counting-none = 未规定计算方法

## 规则的文字说明

meaning-move-void = 着手无效：棋盘恢复到该着之前
meaning-forfeit-turn = 弃权一次：由对方行棋
meaning-warning = 警告，每局累计
meaning-advice = 劝告，不处罚
meaning-caution = 注意，不处罚
meaning-opponent-deduction = 从对方的数中扣除若干点，不是处罚
meaning-stone-penalty = 计算胜负时从该方所得中罚出棋子（数量，默认 1）
meaning-time-deduction = 从该方计时钟扣除用时（数量以分钟计）
meaning-loss = 该方判负
meaning-both-lose = 双方均负
meaning-draw = 和棋
meaning-replay = 重赛
meaning-extra-game = 加赛决定：不是重下本局
meaning-prohibited = 禁止该着；条文无其他罚则
meaning-moves-first = 恢复对局时由当事方先行
meaning-no-result = 无胜负
meaning-restore-stones = 棋子放回原处
meaning-remove-stones = 提取应提之子
meaning-relocate-stones = 移动过的棋子放在合理位置
meaning-reconstruct = 恢复棋局后继续对局
meaning-no-correction = 维持原状
meaning-correction = 予以纠正
meaning-game-end = 终局（进行计算）
meaning-resume-play = 提出终局或发生争议后继续对局
meaning-no-clock-change = 不调整计时钟读数
meaning-clock-runs = 计时钟照常运行
meaning-win = 该方获胜（五连）
meaning-violation = 违例，每局累计
meaning-time-penalty = 给对方加时或扣除该方用时（数量以分钟计）
meaning-disqualification = 取消该方比赛资格；本局如何处理由主办方决定
meaning-sep = ；
memo-breach = 违反条文，但条文未规定罚则
memo-breach-short = 违反条文，条文无罚则
memo-option = “{ $verdicts }”
memo-or = 或
memo-in-principle = ；原则上“{ $verdicts }”
memo-summaries = 这里引用的 { $edition } 条文是我们自己的文字所作的概述，不是原文：{ $official }。
memo-chooses = 由{ $chooser }选择 { $options }{ $default }
memo-amount = （数量：{ $amount }）
op-more-than = 超过
op-at-least = 至少
op-less-than = 少于
op-at-most = 至多
op-is = 为
op-is-not = 不为
memo-param-supplement = ，竞赛补充规定 { $supplement }
memo-param-stand-in = ；代用值：条文未给出数值
memo-param-stand-in-short = ，代用值：条文未给出数值
memo-param-none = 无

## 备忘录（Markdown）

memo-md-intro = 按题目逐条对照规则（条号为各版本自己的）。只有裁决、条件及其数值、数量和{ -claim }时限都相同时，题目才算*未变*。
memo-turn = 可能改变胜负的变化
memo-other = 其他变化
memo-counting = 计算胜负的方法
memo-counting-line = ：{ $from }：{ $from-counting }；{ $to }：{ $to-counting }
memo-unchanged = 未变
memo-parameters = 参数
memo-parameter = 参数
memo-md-pairing = 条文按标题和文字配对，而不按条号；不同传统之间文字无从比较，按各规则集给条文标注的主题配对。
memo-same = 相同
memo-texts-side-by-side = 条文对照
memo-changed-words = 改动的文字
memo-changed-words-intro = 每条改写条文的改动之处：~~删除线~~ 为前一版本的文字，**粗体** 为后一版本的文字；仅标点的改动不列。
aspect-verdict = 裁决
aspect-conditions = 条件
aspect-amount = 数量
aspect-claim-window = { -claim }时限
memo-changed = 修改：{ $aspects }
memo-summary-line = （{ $status }）：{ $from } { $from-rules } → { $to } { $to-rules }
memo-summary-no-rule = 无规则
memo-bar-or = 或
memo-no-sanction = 条文无罚则
memo-of-amount = { $prescription }，计 { $amount }
memo-sanction-when = ，条件是 { $conditions }
memo-sanction-claim = ，仅在{ -claim }时（{ $window }）
memo-sanction-no-claim = ，无须{ -claim }

## 文字表（diff）

diff-head = 从 { $from } 到 { $to } 的变化，按题目
diff-counting = 计算方法
diff-parameters = 参数
diff-articles = 条文
diff-when = ，条件是 { $conditions }
diff-amount = ，计 { $amount }
diff-claim = （须{ -claim }：{ $window }）
memo-param-line = { $status }：{ $from } → { $to }
op-not = 非
memo-resolved-stand-in = （代用值：{ $article } 未给出数值）
memo-resolved-set = （设为 { $value }）
