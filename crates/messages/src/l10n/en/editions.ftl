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
contents-head = { $edition }, { $title-en } ({ $year })
contents-article = { $id } { $title } — { $summary }
contents-article-rules = { $id } { $title } — { $summary } — { $rules } rule(s)
editions-line = { $title-en } — { $articles } articles, { $rules } rules, from { $source }
editions-protocols = opening protocols: { $own } (the text's own), { $others } — --protocol ID chooses one, or a supplement (protocol: ID)
editions-boards = boards: { $own } (the text's own), { $others } — the record's size chooses one (SZ[], [Size]), else a supplement (board-size: N)
cite-search-instead = `{ $name }` is no article id or name in { $edition }; the texts that speak of it:
cite-named = `{ $name }` in { $edition }: { $ids }
cite-in-protocol = `{ $name }` is an article of { $title } ({ $protocol }), an opening rule { $edition } may be played with: a supplement with `protocol: { $protocol }` chooses it
cite-counterpart = { $edition } { $articles } ({ $topic })
cite-counterpart-none = no rule
cite-other-editions = in the other editions:
cite-cases = cases:
search-nothing = no article, clause or item of { $editions } speaks of “{ $words }”; try a Chinese term (悔棋, 迟到), an event name (`caipan cite EDITION` lists the articles)
search-hit = { $edition } { $id } { $title }
search-hit-rules = { $edition } { $id } { $title } · rules { $rules }

## Coverage (coverage)

coverage-head = { $rows } provisions of { $edition }: { $encoded } encoded by rules, { $physics } by the game's physics, { $parameter } parameter only, { $catch-all } catch-all, { $not-checkable } not checkable from a record, { $not-built } not built yet, { $not-encoded } not encoded.
coverage-columns = | provision | status | rules and parameters | cases | how, or why not |
coverage-parameter = parameter `{ $name }`
coverage-encoded = encoded
coverage-parameter-only = parameter
coverage-catch-all = catch-all
coverage-physics = physics
coverage-not-checkable = not checkable
coverage-not-built = not built yet
coverage-not-encoded = NOT ENCODED

## A new case (new-case)

new-case-wrote = wrote { $path }
new-case-next = next: write the record, then `{ $command }` (one block for every edition)
new-case-dispute = What happened at the board, and what the arbiter is asked.
new-case-articles = the articles the case is about, e.g. ["17.3"]
new-case-fill = Fill the record below, run `{ $command }`,
new-case-correct = and correct each line it prints against the quoted article before pasting it here.
search-cite = → caipan cite { $edition } { $id }

## A diagnostic's heading in another language (shown above the particulars,
## which stay in English); English shows the diagnostic as it is

diag-unknown = the input cannot be used
diag-line = { $heading }: { $message }
diag-caipan-cite-unknown-article = no such article
diag-caipan-convert-stones-only = a record a file of stones cannot hold
diag-caipan-diff-games = editions of different games
diag-caipan-glob = a pattern that cannot be read
diag-caipan-input-empty = an empty input
diag-caipan-input-io = an input that cannot be read
diag-caipan-input-no-records = no record found
diag-caipan-input-not-found = no such file
diag-caipan-input-not-regular = not a regular file
diag-caipan-input-not-utf8 = not UTF-8 text
diag-caipan-input-skipped = an entry passed over
diag-caipan-input-too-large = an input too large
diag-caipan-io-write = cannot write
diag-caipan-lang-unknown = a language caipan does not speak
diag-caipan-limits-deadline = judging took too long
diag-caipan-new-case-exists = the case exists already
diag-caipan-new-case-name = not a case name
diag-caipan-output = cannot write the output
diag-caipan-record-defective = a defective record
diag-caipan-record-invalid = a record that breaks the rules of play
diag-caipan-record-no-edition = no edition chosen
diag-caipan-record-syntax = a record that cannot be read
diag-caipan-record-unknown-edition = no such edition
diag-caipan-ruleset-duplicate = a ruleset given twice
diag-caipan-ruleset-invalid = an invalid ruleset
diag-caipan-ruleset-problems = a ruleset with problems
diag-caipan-ruleset-unknown-edition = no such edition
diag-caipan-ruleset-yaml = a ruleset that is not valid YAML
diag-caipan-serve-bind = the page cannot be served
diag-caipan-serve-not-built = built without the page
diag-caipan-show-after-the-end = after the end of the record
diag-caipan-supplement-not-judged = a supplement not used
diag-caipan-tournament-edition = no edition for the tournament
diag-caipan-tournament-invalid = an invalid tournament
diag-caipan-tournament-problems = a tournament with problems
diag-caipan-tournament-system = a system the edition does not give
diag-caipan-tournament-unpublished = no published standings to check
diag-caipan-tournament-yaml = a tournament that is not valid YAML

## The annotated edition (cite --annotated)

annotated-head = { $edition }, { $title-en } ({ $year }) — from { $source }
annotated-note = note: { $note }
annotated-article = Article { $id } { $title } — { $summary }
annotated-rule = rule    { $rule }
annotated-param = param   { $name } = { $value }
annotated-param-stand-in = param   { $name } = { $value } (a stand-in: the text gives no number)
annotated-variant = {"        "}variant: { $value } ({ $source })
annotated-cases = cases   { $cases }
annotated-not-encoded = not encoded: no rule or parameter cites this article
annotated-physics = physics: { $why }
annotated-not-checkable = not checkable from a record: { $why }
