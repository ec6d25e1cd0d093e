# Every word the HTML and SVG views show, by key (Project Fluent). The
# templates (templates/) hold markup only; a second language is this file's
# keys in another file beside it. Words other views share (a verdict's name,
# a remark, the result's arithmetic) come from the render module's wording
# and are passed in as arguments.

## The page around every report

page-footer = caipan { $version }

## A judgement (check --html)

report-title = caipan — judgement
report-archive = { $records } records: { $found } with findings, { $defective } defective, { $clean } with no finding ({ $placed })
report-placed-left-out = not listed: --only-findings
report-placed-last = listed last
section-heading = { $file } — { $edition }, { $title }
section-supplement = with supplementary rules { $supplement }
section-protocol = opening rule: { $protocol }
section-defect-head = DEFECTIVE RECORD
section-defect = — { $defect }; judging stopped there: what follows is the record up to the defect
section-result = result: { $outcome }
section-result-margin = result: { $outcome } by { $margin }
section-no-finding = No finding: no rule of { $edition } applies to any event.
section-no-finding-defect = No finding: no rule of { $edition } applies to any event judged before the defect.
section-remark = remark (line { $line }): { $message }

## A finding

finding-heading = move { $move } { $player } · { $event } ·
finding-heading-nobody = move { $move } · { $event } ·
finding-line = (line { $line })
finding-rule = { $rule } [{ $topic }] ({ $kind })
finding-claim = applies only if { $claimant } claims { $window }: { $status }
finding-claim-either = either player
finding-choice = the text leaves the choice to the { $chooser }: { $options }
finding-choice-default = ; applies in principle:
finding-choice-chosen = ; chosen:
finding-choice-none = ; not chosen in the record
finding-verdict = verdict:
finding-amount = amount: { $amount }
finding-stand-in = stand-in: { $sentence }
article-heading = { $edition } { $id } { $title }
article-title-summary = { $id } { $title } (summary in our words)
article-heading-summary = { $edition } { $id } { $title } (summary in our words)
finding-ruling = ruling
finding-ruling-compliant = : compliant — { $explanation }
finding-ruling-not-compliant = : NOT compliant — { $explanation }

## Editions compared (compare --html)

compare-title = caipan — editions compared
compare-heading = { $file } — compared
compare-event = event
compare-line = line
compare-edition = { $edition } 《{ $title }》
compare-result = result
compare-differs = ≠
compare-amount = { $articles } { $verdict } of { $amount }{ $stand-ins }
compare-cell = { $articles } { $verdict }{ $stand-ins }
compare-nothing = —
compare-key = ≠ marks rows where the editions prescribe different verdicts or amounts.

## The committee's memo as a page (diff --html)

memo-heading = From { $from } to { $to }
memo-intro = Rules compared topic by topic (article numbers are each edition's own); unchanged only when verdict, conditions, amounts and claim window are all the same.
memo-none = None.
memo-by-topic = Topic by topic
memo-topic = topic
memo-status = status
memo-key = Highlighted: changes that can turn a result.
memo-no-rule = — (no rule)
memo-rule = : { $prescription }
memo-rule-when = : { $prescription }, when { $conditions }
memo-rule-claim = : { $prescription }, only if claimed { $window }
memo-rule-when-claim = : { $prescription }, when { $conditions }, only if claimed { $window }
memo-and = and
memo-articles = Articles
memo-pairing = Paired by title and text, not by number; across traditions, by the subject each ruleset gives the article. In a reworded text,
memo-struck = struck out
memo-struck-whose = is { $from }'s,
memo-underlined = underlined
memo-underlined-whose = { $to }'s.
memo-what-differs = what differs
memo-text = text
memo-absent = —

## Standings as a page (standings --html)

standings-under = standings under { $edition } 《{ $title }》, { $system }, { $rounds } rounds
standings-place = place
standings-team = team
standings-player = player
standings-points = points ({ $article })
standings-tie-break = { $criterion } ({ $article })
standings-entrant = { $id } { $name }

## The board drawn as SVG: its caption and key

colour-black = Black
colour-white = White
diagram-after-move = { $move ->
        [0] before the first move
       *[other] after move { $move }
    }, { $player } to move
diagram-after-move-stopped = { $move ->
        [0] before the first move
       *[other] after move { $move }
    }, play stopped
diagram-key-area = small squares: each side's area
diagram-key-territory = small squares: each side's territory
diagram-key-dead = ×: stones agreed dead
diagram-key-numbers = numbers: the last moves
diagram-key-marked = red ring: the point in dispute
diagram-key-captured = dashed: taken by the last move
diagram-key-forbidden = red ×: where { $player } may not play
