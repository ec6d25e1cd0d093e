# An edition's articles and rules as text: cite, the table of contents, the
# list of editions.

rule-line = { $rule } — on { $event }{ $when }: { $prescription }{ $claim } [{ $articles }]
rule-line-when = {" "}when { $conditions }
rule-line-and = {" "}and{" "}
rule-line-claim = {" "}(if claimed in time)
cite-head = { $edition } article { $id } { $title } — { $summary }
cite-no-rule = no rule of { $edition } cites it
cite-rules = rules citing it:
cite-parameters = parameters from it:
cite-parameter = { $name } = { $value } [{ $article }]
cite-parameter-stand-in = { $name } = { $value } [{ $article }] — a stand-in: { $article } gives no number; set it with a supplement (parameters: {"{"}name: { $name }, value: …{"}"})
contents-head = { $edition } 《{ $title }》 ({ $title-en }, { $year })
contents-article = { $id } { $title } — { $summary }
contents-article-rules = { $id } { $title } — { $summary } — { $rules } rule(s)
editions-line = { $title-en } 《{ $title }》 — { $articles } articles, { $rules } rules, from { $source }
cite-search-instead = `{ $name }` is no article id or name in { $edition }; the texts that speak of it:
cite-named = `{ $name }` in { $edition }: { $ids }
cite-counterpart = { $edition } { $articles } ({ $topic })
cite-counterpart-none = no rule
cite-other-editions = in the other editions:
cite-cases = cases:
search-nothing = no article, clause or item of { $editions } speaks of “{ $words }”; try a Chinese term (悔棋, 迟到), an event name (`caipan cite EDITION` lists the articles)
search-hit = { $edition } { $id } { $title }
search-hit-rules = { $edition } { $id } { $title } · rules { $rules }
