# 规则版本的条文和规则（文字）：cite、目录、规则版本列表。

rule-line = { $rule } — 针对 { $event }{ $when }：{ $prescription }{ $claim } [{ $articles }]
rule-line-when = ，条件是 { $conditions }
rule-line-and = {" "}且{" "}
rule-line-claim = （须及时{ -claim }）
cite-head = { $edition } 第 { $id } 条 { $title }{ $shown ->
    [no] {""}
   *[yes] {" "}— { $summary }
}
cite-no-rule = { $edition } 没有规则引用此条
cite-rules = 引用此条的规则：
cite-parameters = 出自此条的参数：
cite-parameter = { $name } = { $value } [{ $article }]
cite-parameter-stand-in = { $name } = { $value } [{ $article }] — 代用值：{ $article } 未给出数值，请用竞赛补充规定设定（parameters: {"{"}name: { $name }, value: …{"}"}）
contents-head = { $edition } 《{ $title }》（{ $year }）
contents-article = { $id } { $title }{ $shown ->
    [no] {""}
   *[yes] {" "}— { $summary }
}
contents-article-rules = { $id } { $title }{ $shown ->
    [no] {""}
   *[yes] {" "}— { $summary }
} — { $rules } 条规则
editions-line = 《{ $title }》— { $articles } 条条文，{ $rules } 条规则，出自 { $source }
editions-protocols = 开局规则：{ $own }（本规则自身的），{ $others } —— 用 --protocol ID 选用，或由竞赛补充规定选用（protocol: ID）
editions-boards = 棋盘：{ $own }（本规则自身的），{ $others } —— 按棋谱所记的大小选用（SZ[]、[Size]），否则由竞赛补充规定选用（board-size: N）
cite-search-instead = `{ $name }` 不是 { $edition } 的条号或条名；提到它的条文：
cite-named = `{ $name }` 在 { $edition } 中：{ $ids }
cite-in-protocol = `{ $name }` 是 { $edition } 可选用的开局规则 { $title }（{ $protocol }）的条文：竞赛补充规定写 `protocol: { $protocol }` 即选用
cite-counterpart = { $edition } { $articles }（{ $topic }）
cite-counterpart-none = 无规则
cite-other-editions = 其他规则版本中：
cite-cases = 案例：
search-nothing = { $editions } 没有条、款、项提到“{ $words }”；请试用中文术语（悔棋、迟到）或事件名（`caipan cite EDITION` 列出全部条文）
search-hit = { $edition } 第 { $id } 条 { $title }
search-hit-rules = { $edition } 第 { $id } 条 { $title } · 规则 { $rules }

## 覆盖情况（coverage）

coverage-head = { $edition } 共 { $rows } 个条、款、项：{ $encoded } 个由规则编码，{ $physics } 个由棋局物理实现，{ $parameter } 个仅为参数，{ $catch-all } 个为兜底条款，{ $not-checkable } 个无法从棋谱检查，{ $not-built } 个尚未实现，{ $not-encoded } 个未编码。
coverage-columns = | 条款 | 状态 | 规则和参数 | 案例数 | 如何实现，或为何没有 |
coverage-parameter = 参数 `{ $name }`
coverage-encoded = 已编码
coverage-parameter-only = 参数
coverage-catch-all = 兜底条款
coverage-physics = 棋局物理
coverage-not-checkable = 无法检查
coverage-not-built = 尚未实现
coverage-not-encoded = 未编码

## 新案例（new-case）

new-case-wrote = 已写入 { $path }
new-case-next = 下一步：写好棋谱，然后运行 `{ $command }`（每个规则版本一段）
new-case-dispute = 对局中发生了什么，请裁判员裁决什么。
new-case-articles = 案例所涉及的条文，例如 ["17.3"]
new-case-fill = 填好下面的棋谱，运行 `{ $command }`，
new-case-correct = 并将它输出的每一行与所引条文核对、改正后再粘贴到这里。
search-cite = → caipan cite { $edition } { $id }

## 诊断信息的标题（显示在细节之上，细节仍为英文）

diag-unknown = 无法使用的输入
diag-line = { $heading }：{ $message }
diag-caipan-cite-unknown-article = 没有这一条
diag-caipan-convert-stones-only = 只记落子的文件无法容纳的棋谱
diag-caipan-diff-games = 不同棋种的规则版本无法对照
diag-caipan-glob = 无法读取的文件名模式
diag-caipan-input-empty = 输入为空
diag-caipan-input-io = 无法读取输入
diag-caipan-input-no-records = 未找到棋谱
diag-caipan-input-not-found = 文件不存在
diag-caipan-input-not-regular = 不是普通文件
diag-caipan-input-not-utf8 = 不是 UTF-8 文本
diag-caipan-input-skipped = 已跳过的条目
diag-caipan-input-too-large = 输入过大
diag-caipan-io-write = 无法写入
diag-caipan-lang-unknown = caipan 不支持的语言
diag-caipan-limits-deadline = 裁判超时
diag-caipan-new-case-exists = 案例已存在
diag-caipan-new-case-name = 不是有效的案例名
diag-caipan-output = 无法写出结果
diag-caipan-record-defective = 棋谱有缺陷
diag-caipan-record-invalid = 棋谱不合行棋规则
diag-caipan-record-no-edition = 未指定规则版本
diag-caipan-record-syntax = 棋谱格式错误
diag-caipan-record-unknown-edition = 没有这个规则版本
diag-caipan-ruleset-duplicate = 规则集重复
diag-caipan-ruleset-invalid = 规则集无效
diag-caipan-ruleset-problems = 规则集有问题
diag-caipan-ruleset-unknown-edition = 没有这个规则版本
diag-caipan-ruleset-yaml = 规则集不是有效的 YAML
diag-caipan-serve-bind = 无法提供网页服务
diag-caipan-serve-not-built = 此版本未包含裁判台网页
diag-caipan-show-after-the-end = 超出棋谱末尾
diag-caipan-supplement-not-judged = 竞赛补充规定未被使用
diag-caipan-tournament-edition = 未指定比赛的规则版本
diag-caipan-tournament-invalid = 比赛数据无效
diag-caipan-tournament-problems = 比赛数据有问题
diag-caipan-tournament-system = 本规则版本未规定此赛制
diag-caipan-tournament-unpublished = 没有可核对的公布名次
diag-caipan-tournament-yaml = 比赛数据不是有效的 YAML

## 带注释的规则版本（cite --annotated）

annotated-head = { $edition } 《{ $title }》（{ $year }）— 出自 { $source }
annotated-note = 说明：{ $note }
annotated-article = 第 { $id } 条 { $title }{ $shown ->
    [no] {""}
   *[yes] {" "}— { $summary }
}
annotated-rule = 规则    { $rule }
annotated-param = 参数    { $name } = { $value }
annotated-param-stand-in = 参数    { $name } = { $value }（代用值：条文未给出数值）
annotated-variant = {"        "}另一读法：{ $value }（{ $source }）
annotated-cases = 案例    { $cases }
annotated-not-encoded = 未编码：没有规则或参数引用此条
annotated-physics = 由棋的物理规律实现：{ $why }
annotated-not-checkable = 无法从棋谱检查：{ $why }
