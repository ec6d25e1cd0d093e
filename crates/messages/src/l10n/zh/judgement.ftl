# 文字裁判报告（check）中的词句，网页显示同一内容时共用：报告开头、每项裁判事项、
# 附注、结果及其算式、累计、棋盘图的说明。

## 报告开头

check-header = { $file } — 依 { $edition } 《{ $title }》裁判
summary-line = 条文为我们自己的文字所作的概述，不是正式条文：{ $official }
check-opening = 开局：{ $opening }
check-as-played = 按实战裁判：棋盘按棋谱进行；会改变对局的裁决只报告，不执行
check-defect = 棋谱有缺陷（第 { $line } 行，第 { $column } 列）：{ $defect } — 裁判止于此处，{ $move ->
        [0] 在第一着之前
       *[other] 在第 { $move } 着之后
    }
boards-stop = （此后不再附棋盘图：一份报告最多附 { $max } 幅；自第 { $at } 着起的 { $left } 项裁判事项没有棋盘图，`caipan show FILE --after N` 可画出任一局面）
defect-line = 第 { $line } 行，第 { $column } 列：{ $defect }（棋谱共 { $written } 着，裁判到第 { $judged } 着）

## 一项裁判事项

finding-text-head = 第 { $move } 着 { $player } · { $event } · `{ $written }`（第 { $line } 行，第 { $column } 列）
finding-text-head-nobody = 第 { $move } 着 · { $event } · `{ $written }`（第 { $line } 行，第 { $column } 列）
kind-left-uncorrected = { $kind }，未{ -claim }：不予纠正
kind-not-claimed = { $kind }，未{ -claim }
finding-after-decision = 此前对局已由裁决决定胜负
finding-as-played = 按实战：棋谱照常进行，如同未执行此裁决
finding-verdicts = 裁决：{ $verdicts }
choice-in-principle = （原则上{ $verdicts }）
choice-defaulted = 原则上适用：{ $verdicts }（无人另作选择）
choice-chosen = 已选择：{ $verdicts }
choice-not-set = 未设定：未给出竞赛补充规定（--supplement FILE）
choice-not-chosen = 棋谱中未作选择
amount-minute = 数量：{ $amount } 分钟
amount-minutes = 数量：{ $amount } 分钟
amount-stone = 数量：{ $amount } 子
amount-stones = 数量：{ $amount } 子
amount-point = 数量：{ $amount } 点
amount-points = 数量：{ $amount } 点
finding-note = 说明：{ $note }
finding-set-by = 由竞赛补充规定 { $supplement } 设定
article-line = 第 { $id } 条 { $title }
article-line-summary = 第 { $id } 条 { $title }（我们的概述）
ruling-compliant = 裁决 `{ $written }`：符合 — { $explanation }
ruling-not-compliant = 裁决 `{ $written }`：不符合 — { $explanation }
remark-line = 附注（第 { $line } 行，第 { $column } 列）：{ $message }

## 裁决是否符合条文

ruling-prescribed = 该裁决给出了第 { $cited } 条规定的处理
ruling-takes = 该裁决选择了{ $option }，是第 { $cited } 条允许的裁决之一
ruling-option-item = { $verdicts }（第 { $items } 条）
ruling-follows = 依第 { $articles } 条随之{ $verdicts }，裁决写明与否都适用
ruling-unsupported = 第 { $cited } 条未规定{ $verdicts }
ruling-missing = 缺少第 { $cited } 条要求的{ $verdicts }

## 累计

tally = { $player }累计：{ $so-far }
tally-warning = 警告 { $n } 次
tally-warnings = 警告 { $n } 次
tally-violation = 违例 { $n } 次
tally-violations = 违例 { $n } 次
tally-stone-owed = 应罚 { $n } 子
tally-stones-owed = 应罚 { $n } 子
tally-next-amount = { $prescription } { $amount }（{ $articles }）
tally-next = { $prescription }（{ $articles }）
tally-further-warning = ；再警告一次即{ $next }
tally-further-violation = ；再违例一次即{ $next }

## 结果

result-articles = 条文：{ $articles }
result-open = 待定：{ $choice }
open-choice = 第 { $move } 着 `{ $written }`（{ $articles }）：由{ $chooser }选择 { $options }
result-passes-did-not-end = 棋谱在对局结束之前中止：最后连续 { $passes } 次虚着没有结束对局 —— { $rules }
result-ending-rule = { $rule }（{ $articles }）：{ $note }
result-ending-rule-bare = { $rule }（{ $articles }）
result-unfinished = 棋谱在对局结束之前中止
result-no-counting = 对局已结束，但规则版本 { $edition } 未规定计算胜负的方法
result-decided-at = { $articles }；于第 { $move } 着决定
result-wins = { $player }胜（{ $articles }）
result-loses = { $player }被判负（{ $articles }）
result-both-lose = 裁决双方均负（{ $articles }）
result-draw = 裁决和棋（{ $articles }）
result-replay = 裁决重赛（{ $articles }）
result-extra-game = 裁决以加赛决定（{ $articles }）
result-no-result = 裁决无胜负（{ $articles }）
result-decided = 由裁决决定胜负（{ $articles }）
count-agreed = 黑方 { $black }（对局双方在棋盘上同意的数子结果）
count-board = 黑方 { $black }（在棋盘上计算，提去死子 { $dead } 个）
count-board-shared = 黑方 { $black }（在棋盘上计算，提去死子 { $dead } 个，{ $shared } 个公共点各得一半）
count-board-shared-both = 黑方 { $black }（在棋盘上计算，提去死子 { $dead } 个，{ $shared } 个公共点双方各得）
count-board-shared-nobody = 黑方 { $black }（在棋盘上计算，提去死子 { $dead } 个，{ $shared } 个公共点不归任何一方）
count-penalty-black = {" "}− { $amount }（黑方罚子，{ $articles }）
count-penalty-white = {" "}+ { $amount }（白方罚子，{ $articles }）
count-deduction-black = {" "}− { $amount }（从黑方的数中扣除，{ $articles }）
count-deduction-white = {" "}+ { $amount }（从白方的数中扣除，{ $articles }）
count-adjusted = {" "}= { $count }
count-against = ，对比归本数 { $baseline }（{ $baseline-source }）{ $sign } 贴子 { $komi }（{ $komi-source }）{ $compensation }= { $target } →{" "}
count-against-white = ，对比白方 { $white } { $sign } 贴 { $komi } 点（{ $komi-source }）{ $compensation }= { $target } →{" "}
count-handicap-compensation = {" "}+ 让 { $stones } 子的补偿 { $amount }（{ $source }）{" "}
count-wins-points = { $player }胜 { $margin } 点
count-tie-wins = 双方相等：{ $player }胜（{ $article }）
count-wins = { $player }胜 { $margin } 子
count-draw = 和棋
territory-wins = { $player }胜 { $margin } 目
list-sep = ，
list-or = 或
clause-sep = ；
territory-side = { $player } { $territory } 目 + 提子 { $prisoners } = { $total }
territory-side-pass-stones = { $player } { $territory } 目 + 提子 { $prisoners } + 虚手还子 { $passes } = { $total }
territory-sides = { $black }；{ $white }
territory-no-dead = （未确认死子：棋盘上每个子都按活子计算）
territory-seki = （双活中的 { $points } 个眼位不计入任何一方）
territory-open = （{ $points } 个开放区域的点未填：对局在该处尚未下完，其周围的棋子按双活计算）
territory-white = ；白方 { $white } { $sign } 贴目 { $komi }（{ $komi-source }）{ $compensation }= { $total } →{" "}
territory-draw = 和棋（持棋）
cite-supplement = 竞赛补充规定 { $supplement }，代替 { $article }
cite-stand-in = 代用值：{ $article } 未给出数值，由竞赛补充规定设定实际数值
stand-in-sentence = { $parameter } = { $value } 为代用值：{ $article } 未给出数值，由竞赛补充规定设定实际数值

## 附注

remark-nothing-to-claim = { $claimant }{ -claim }{ $matter }，但没有可{ -claim }之事：没有此事，或{ -claim }时限已过
remark-claim-too-late = { $claimant }{ -claim }{ $matter }过迟：`{ $written }`（第 { $move } 着）须{ $window }{ -claim }（{ $articles }）；时限已过，因此{ $stands }
stands-uncorrected = 维持原状（不予纠正）
stands-verdicts = 适用条文在无申诉时的规定：{ $verdicts }
remark-claim-not-needed = { $claimant }{ -claim }{ $matter }：{ $edition } 对此不以{ -claim }为条件，已在发生时裁判（{ $articles }）
remark-dead-stones-stay = `{ $written }`：{ $edition } 按双方虚着后的盘面原样计算，棋子只因被提而离开棋盘（{ $articles }）：这些棋子留在盘上计算
remark-no-claim-of = { $claimant }{ -claim }{ $matter }：{ $edition } 没有可{ -claim }的{ $matter }，{ $why }；{ $taken }
no-claim-no-article = 没有条文涉及此事
no-claim-it-stands = 其条文允许此着有效（{ $articles }）
claims-taken = { $edition } 可{ -claim }的事项：{ $claims }
claims-taken-none = { $edition } 没有须{ -claim }的事项
remark-ruling-on-nothing = `{ $written }`：{ $edition } 没有条文为此裁决之前的事件规定裁决，因此该裁决无条文依据
remark-ruling-left-to-arbiter = `{ $written }`：{ $articles } 将此裁决之前的事件交由裁判员合理判决；条文没有可供核对的裁决
remark-already-decided = 对局已由裁决决定胜负；此着及以后的着手不再裁判
remark-variations = 文件除主线外还有 { $count } 个变化；只裁判主线
remark-charset-ignored = 文件声明字符集 { $declared }（CA[]），该字符集无法容纳 SGF 的 ASCII 结构；已忽略，按 { $read-as } 读取
remark-edition-from-rules = 按 { $edition } 裁判：文件写明规则为 RU[{ $written }]，{ $table }对照表读作 { $rules }
remark-edition-from-rules-territory = 按 { $edition } 裁判：文件写明规则为 RU[{ $written }]，{ $table }对照表读作 { $rules }。{ $edition } 按条文原文数目（territory-dame-filled 0）：与未填的单官相邻的棋子视为双活，而网站上停止的对局通常留有单官；竞赛补充规定设 territory-dame-filled: 1 则按填满单官后计算
remark-edition-from-rules-territory-filled = 按 { $edition } 裁判：文件写明规则为 RU[{ $written }]，{ $table }对照表读作 { $rules }。{ $edition } 先填满单官再数目（territory-dame-filled 1）：其条文数地与提子，不把与未填单官相邻的棋子视为双活；网站上停止时留有单官的对局，按双方已填满单官计算
rules-table-built-in = 内置
remark-rules-without-edition = 文件写明规则为 RU[{ $written }]，即 { $rules }，caipan 尚无其规则版本：按 { $edition } 裁判（--edition）
remark-rules-not-known = 文件写明规则为 RU[{ $written }]，规则对照表中没有这个写法：按 { $edition } 裁判（--edition）
remark-rules-not-named = 文件没有写明规则（没有 RU[]）：按 { $edition } 裁判（--edition）
remark-komi-unread = 文件写有 KM[{ $written }]，不是 caipan 能读取的以目计的贴目：计算按本规则版本的贴目
remark-komi-outside-range = --komi file：文件的贴目 { $written } 目超出第 { $article } 条允许的范围（{ $min } 至 { $max }），竞赛补充规定给出这样的值也会被拒绝：计算按本规则版本的贴目
remark-komi-differs = 文件的贴目为 { $written } 目；本规则版本为 { $edition } 目（{ $article }）；计算按本规则版本
remark-other-board = 在 { $size }×{ $size } 的棋盘上裁判，为条文所允许的大小之一（{ $article }）；本规则版本自身的棋盘为 { $own }×{ $own }
remark-breach = `{ $written }` 违反 { $edition } 的 { $articles }，该条文未规定罚则
remark-uncovered-nothing = `{ $written }`：{ $edition } 没有关于此事件的条文；无任何规定
remark-uncovered = `{ $written }`：{ $edition } 没有规则涉及此事件；{ $articles } 将其交由裁判员处理
remark-result-differs = 文件记载的结果为 { $written }；裁判结果：{ $judged }
remark-taken-back-one = 第 { $from } 着在对局停止之后：确认死活的着手在计算前取回，计算以停止时的局面为准（{ $articles }）
remark-taken-back = 第 { $from }–{ $to } 着在对局停止之后：确认死活的着手在计算前取回，计算以停止时的局面为准（{ $articles }）
remark-handicap-missing = 文件声明让 { $declared } 子（HA[{ $declared }]），但第一着之前只摆了 { $placed } 个黑子：缺少的 { $missing } 个让子不在棋盘上，因此由此产生的裁判事项（白方先行、落在文件以为已有子之处）是文件的问题，不是棋手的

## 文字棋盘图

diagram-last-moves = 最近的着手：{ $moves }
diagram-move-captured = { $move }（已被提）
diagram-move-taken-off = { $move }（已取下）
diagram-captured = 上一着提去：{ $points }
diagram-in-dispute = 有争议的点：{ $point }
diagram-may-not-play = { $player }不得落子：{ $points }

## 局面（show、points）

show-head = { $file } — { $edition }，{ $move ->
        [0] 第一着之前
       *[other] 第 { $move } 着之后
    }，{ $player }行棋
points-head = { $file } — { $edition }，{ $move ->
        [0] 第一着之前
       *[other] 第 { $move } 着之后
    }：{ $player }行棋，{ $player }不得落子之处共 { $count } 个
points-key = X 黑子，O 白子，* { $player }不得落子

## 多份棋谱的汇总（check）

summary-head = 汇总：裁判 { $games } 局，其中 { $found } 局有裁判事项（共 { $findings } 项），{ $defective } 局有缺陷（裁判到缺陷为止），{ $failed } 局无法裁判{ $skipped }{ $links }
summary-skipped = ，跳过 { $n } 个
summary-links = ，未跟随 { $n } 个符号链接
summary-by-rule = 按规则统计的裁判事项
summary-after-decision = 对局已由裁决决定胜负之后的裁判事项（只报告，不改变胜负）
summary-by-article = 按条文统计的裁判事项
summary-breaches = 无罚则的违反条文（附注）
summary-results = 结果
summary-all-alive = 按棋谱原样在棋盘上计算、所有棋子均按活子计（棋谱未标死子）：{ $games } 局
summary-results-differ = 与文件记载不同的结果（{ $counted } 局为计算所得，{ $decided } 局由裁决决定）：
summary-result-differs = { $file }：文件记载 { $written }，裁判结果 { $judged }
summary-defective = 有缺陷的棋谱（裁判到缺陷为止）：
summary-not-judged = 未裁判：
summary-editions-from-rules = 按裁判所用规则版本统计的对局（文件 RU[] 所写规则对应的版本，或代用的 --edition）
summary-no-rules-named = 没有 RU[]
summary-rules-not-known = 文件所写规则没有规则版本、或未写规则的对局（{ $n } 局）：
summary-skipped-list = 目录中跳过的条目（{ $n } 个）：
summary-links-list = 未跟随的符号链接（{ $n } 个；-L 可跟随）：
