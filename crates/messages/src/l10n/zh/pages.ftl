# 网页和棋盘图中显示的每一个词，按键排列（Project Fluent）。与 en.ftl 的键一一对应；
# 术语取自 docs/glossary.md 的中文栏。其他视图共用的词（裁决名称、附注、结果的算式）
# 由渲染模块作为参数传入。

## 每份报告外围的页面

page-footer = caipan { $version }

## 裁判报告（check --html）

report-title = caipan — 裁判报告
report-archive = 共 { $records } 份棋谱：{ $found } 份有裁判事项，{ $defective } 份有缺陷，{ $clean } 份无事项（{ $placed }）
report-placed-left-out = 未列出：--only-findings
report-placed-last = 列于最后
section-heading = { $file } — { $edition } 《{ $title }》
section-supplement = 依竞赛补充规定 { $supplement }
section-protocol = 开局规则：{ $protocol }
section-defect-head = 棋谱有缺陷
section-defect = — { $defect }；裁判止于此处：以下是缺陷之前的棋谱
section-result = 结果：{ $outcome }
section-result-margin = 结果：{ $outcome } { $margin }
section-no-finding = 无裁判事项：{ $edition } 的任何规则都不适用于任何事件。
section-no-finding-defect = 无裁判事项：缺陷之前，{ $edition } 的任何规则都不适用于任何事件。
section-remark = 附注（第 { $line } 行）：{ $message }

## 一项裁判事项

finding-heading = 第 { $move } 着 { $player } · { $event } ·
finding-heading-nobody = 第 { $move } 着 · { $event } ·
finding-line = （第 { $line } 行）
finding-rule = { $rule } [{ $topic-words }]（{ $kind }）
finding-claim = 仅当 { $claimant } 在时限内{ -claim }时适用（{ $window }）：{ $status }
finding-claim-either = 任一方
finding-choice = 条文将裁决留给{ $chooser }选择：{ $options }
finding-choice-default = ；原则上适用：
finding-choice-chosen = ；已选择：
finding-choice-none = ；棋谱中未作选择
finding-verdict = 裁决：
finding-amount = 数量：{ $amount }
finding-stand-in = 代用值：{ $sentence }
article-heading = { $edition } 第 { $id } 条 { $title }
article-title-summary = 第 { $id } 条 { $title }（我们自己的文字所作的概述）
article-heading-summary = { $edition } 第 { $id } 条 { $title }（我们自己的文字所作的概述）
finding-ruling = 裁判员的裁决
finding-ruling-compliant = ：符合 — { $explanation }
finding-ruling-not-compliant = ：不符合 — { $explanation }

## 版本对照（compare --html）

compare-title = caipan — 版本对照
compare-heading = { $file } — 对照
compare-event = 事件
compare-line = 行
compare-edition = { $edition } 《{ $title }》
compare-result = 结果
compare-differs = ≠
compare-amount = { $articles } { $verdict }，计 { $amount }{ $stand-ins }
compare-cell = { $articles } { $verdict }{ $stand-ins }
compare-nothing = —
compare-key = ≠ 标出各版本所定裁决或数量不同的行。

## 规则委员会的对照备忘录（diff --html）

memo-heading = 从 { $from } 到 { $to }
memo-intro = 按题目逐条对照规则（条号为各版本自己的）；只有裁决、条件、数量和{ -claim }时限都相同时才算未变。
memo-none = 无。
memo-by-topic = 逐题对照
memo-topic = 题目
memo-status = 变化
memo-key = 突出显示：可能改变胜负的变化。
memo-no-rule = —（无规则）
memo-rule = ：{ $prescription }
memo-rule-when = ：{ $prescription }，条件是 { $conditions }
memo-rule-claim = ：{ $prescription }，仅在{ -claim }时（{ $window }）
memo-rule-when-claim = ：{ $prescription }，条件是 { $conditions }，仅在{ -claim }时（{ $window }）
memo-and = 且
memo-articles = 条文
memo-pairing = 条文按标题和文字配对，而不按条号；不同传统之间，按各规则集给条文标注的主题配对。改写的条文中，
memo-struck = 删去的文字
memo-struck-whose = 属于 { $from }，
memo-underlined = 加下划线的文字
memo-underlined-whose = 属于 { $to }。
memo-what-differs = 不同之处
memo-text = 条文
memo-absent = —

## 名次表（standings --html）

standings-under = 依 { $edition } 《{ $title }》的名次，{ $system }，共 { $rounds } 轮
standings-place = 名次
standings-team = 队
standings-player = 棋手
standings-points = 积分（{ $article }）
standings-tie-break = { $criterion }（{ $article }）
standings-entrant = { $id } { $name }

## 棋盘图（SVG）的说明

colour-black = 黑方
colour-white = 白方
diagram-after-move = { $move ->
        [0] 第一着之前
       *[other] 第 { $move } 着之后
    }，{ $player }行棋
diagram-after-move-stopped = { $move ->
        [0] 第一着之前
       *[other] 第 { $move } 着之后
    }，对局已停止
diagram-key-area = 小方块：各方的地域
diagram-key-territory = 小方块：各方的目
diagram-key-dead = ×：双方确认的死子
diagram-key-numbers = 数字：最近的着手
diagram-key-marked = 红圈：有争议的点
diagram-key-captured = 虚线：上一着提去的子
diagram-key-forbidden = 红 ×：{ $player }不得落子之处
