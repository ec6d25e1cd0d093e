# 规则版本的条文和规则（文字）：cite、目录、规则版本列表。

rule-line = { $rule } — 针对 { $event }{ $when }：{ $prescription }{ $claim } [{ $articles }]
rule-line-when = ，条件是 { $conditions }
rule-line-and = {" "}且{" "}
rule-line-claim = （须及时申诉）
cite-head = { $edition } 第 { $id } 条 { $title } — { $summary }
cite-no-rule = { $edition } 没有规则引用此条
cite-rules = 引用此条的规则：
cite-parameters = 出自此条的参数：
cite-parameter = { $name } = { $value } [{ $article }]
cite-parameter-stand-in = { $name } = { $value } [{ $article }] — 代用值：{ $article } 未给出数值，请用竞赛补充规定设定（parameters: {"{"}name: { $name }, value: …{"}"}）
contents-head = { $edition } 《{ $title }》（{ $title-en }，{ $year }）
contents-article = { $id } { $title } — { $summary }
contents-article-rules = { $id } { $title } — { $summary } — { $rules } 条规则
editions-line = 《{ $title }》（{ $title-en }）— { $articles } 条条文，{ $rules } 条规则，出自 { $source }
cite-search-instead = `{ $name }` 不是 { $edition } 的条号或条名；提到它的条文：
cite-named = `{ $name }` 在 { $edition } 中：{ $ids }
cite-counterpart = { $edition } { $articles }（{ $topic }）
cite-counterpart-none = 无规则
cite-other-editions = 其他规则版本中：
cite-cases = 案例：
search-nothing = { $editions } 没有条、款、项提到“{ $words }”；请试用中文术语（悔棋、迟到）或事件名（`caipan cite EDITION` 列出全部条文）
search-hit = { $edition } 第 { $id } 条 { $title }
search-hit-rules = { $edition } 第 { $id } 条 { $title } · 规则 { $rules }
