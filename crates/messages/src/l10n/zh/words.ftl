# 封闭词汇在各视图中的显示（`类别-名称`）：裁决、结果、事项种类、申诉状态与时限、
# 由谁选择。术语取自 docs/glossary.md。

## 裁决

verdict-move-void = 着手无效
verdict-forfeit-turn = 弃权一次
verdict-warning = 警告
verdict-advice = 劝告
verdict-caution = 注意
verdict-opponent-deduction = 扣对方点数
verdict-stone-penalty = 罚子
verdict-time-deduction = 扣除用时
verdict-loss = 判负
verdict-both-lose = 双方均负
verdict-draw = 和棋
verdict-replay = 重赛
verdict-extra-game = 加赛
verdict-prohibited = 禁止
verdict-moves-first = 先行
verdict-no-result = 无胜负
verdict-restore-stones = 恢复棋子
verdict-remove-stones = 提取应提之子
verdict-relocate-stones = 移至合理位置
verdict-reconstruct = 恢复棋局
verdict-no-correction = 不予纠正
verdict-correction = 予以纠正
verdict-game-end = 终局
verdict-resume-play = 继续对局
verdict-no-clock-change = 不调整计时钟
verdict-clock-runs = 照常计时
verdict-win = 获胜
verdict-violation = 违例
verdict-time-penalty = 罚时
verdict-disqualification = 取消比赛资格
verdict-moves-void = 连下的各着无效
verdict-counts-as-pass = 视为虚着
verdict-play-stops = 对局停止
verdict-act-void = 该行为无效

## 结果

outcome-black-wins = 黑胜
outcome-white-wins = 白胜
outcome-draw = 和棋
outcome-both-lose = 双方均负
outcome-no-result = 无胜负
outcome-replay = 重赛
outcome-extra-game = 加赛
outcome-undecided = 胜负未定

## 事项种类、指出或提出、由谁选择

# 棋手指出对方违规、要求裁判员处理的动作。围棋规则说「向裁判提出」，五子棋、连珠规则说
#「指出」（「申诉」在五子棋规则中专指对裁决不服、向裁判长或仲裁委员会申诉，这里不用）。
# 本词为围棋的说法；规则版本以 `claim-zh` 给出自己的说法（五子棋、连珠：指出）。
-claim = 提出

# 可提出或指出的事项（棋谱写作 `claim 名称`）
claimword-takeback = 悔棋
claimword-ko = 立即回提劫
claimword-suicide = 自杀
claimword-repetition = 全局同形
claimword-double-move = 连下两着
claimword-out-of-turn = 不该行棋的一方落子
claimword-forbidden = 禁手
claimword-off-tengen = 第一手不在天元
claimword-not-designated-opening = 不是指定开局
claimword-outside-zone = 落子超出范围
claimword-offers-undeclared = 未声明打点数
claimword-fifth-offers = 第五手打点不合规定
claimword-swap = 交换不合规定
claimword-keep-omitted = 未选定打点
claimword-slide = 推盘
claimword-dropped-stone = 棋子落盘
claimword-clock-before-move = 先按钟后落子
claimword-straightening = 扶正棋子
claimword-early-pass = 过早放弃行棋权
claimword-draw-offer = 提和不合规定
claimword-disturbing = 干扰对方

kind-violation = 犯规
kind-procedure = 正常进程
kind-breach = 违反条文
claim-awaiting = 等待{ -claim }
claim-claimed = 已{ -claim }
claim-not-claimed = 未{ -claim }
window-claimant-next-move = 在{ -claim }方下一着之前
window-claimant-next-move-after-opening = 在开局三子之后{ -claim }方的下一着之前（开局三子由一方全部摆放，开局的棋子不是{ -claim }方的着手）
window-game-end = 在终局之前
chooser-arbiter = 裁判员
chooser-chief-arbiter = 裁判长
chooser-player = 当事棋手
chooser-supplement = 竞赛补充规定
chooser-reasonable-ruling = 裁判员作合理的判决（条文未列处罚，可选的是本版本自己的处罚）
chooser-case-found-by-arbiter = 裁判员按判定的情形（条文对每种情形各给一种处理，棋谱不显示是哪一种）

## 事件（术语表中的；未列出的事件显示其名称）

event-move = 着手
event-pass = 虚着
event-resign = 认输
event-takeback = 悔棋
event-moved-stone = 移子
event-scattered-board = 散乱棋局
event-clock-before-move = 先按钟后落子
event-late = 迟到
event-flag-fall = 超时
event-seal = 封棋
event-draw-offer = 提和
event-swap = 交换
event-claim = { -claim }
event-ruling = 裁决
event-warning = 警告
event-violation = 违例
event-accept-end = 同意终局
event-propose-end = 提出终局
event-refuse-end = 拒绝终局
event-agree-dead = 确认死子
event-dispute-dead = 死活争议
event-count = 计算胜负
event-dead-not-removed = 应提之子未提
event-wrongly-removed = 误提棋子
event-clock-before-capture = 未提净死子先按钟
event-wrong-colours = 执错颜色
event-leave-game = 中途退场
event-phone-ring = 手机响
event-cheating = 作弊
event-offer = 打点
event-keep = 选定
event-declare-offers = 声明打点数
event-draw-accept = 接受提和
event-draw-refuse = 拒绝提和
event-withdraw = 退出比赛
event-dropped-stone = 棋子落盘

## 裁决列表

verdicts-nothing = 无
choice-list = 由{ $chooser }选择：{ $options }

## 规则集中数值的单位（未列出的单位按规则集原文显示）

unit-stones = 子
unit-minutes = 分钟
unit-seconds = 秒
unit-moves = 着
unit-warnings = 次警告
unit-violations = 次违例
unit-times-the-lateness = 倍迟到时间
