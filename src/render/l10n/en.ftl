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
section-heading = { $file } — { $edition } 《{ $title }》
section-supplement = with supplementary rules { $supplement }
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
