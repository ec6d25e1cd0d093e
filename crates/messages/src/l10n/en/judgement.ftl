# The words of a judgement as text (check), shared with the page where the
# page shows the same thing: the header, each finding, the remarks, the
# result and its arithmetic, the tally, the diagram's legend.

## The header

check-header = { $file } — judged under { $edition }, { $title }
summary-line = the article texts are summaries in our own words, not the official text: { $official }
check-opening = opening: { $opening }
check-as-played = judged as played: the board follows the record; verdicts that would change the game are reported, not applied
check-defect = DEFECTIVE RECORD (line { $line }, column { $column }): { $defect } — judging stopped there, { $move ->
        [0] before the first move
       *[other] after move { $move }
    }
boards-stop = (no more boards from here: a report draws at most { $max }; the { $left } finding(s) from move { $at } on have none, and `caipan show FILE --after N` draws any position)
defect-line = line { $line }, column { $column }: { $defect } (judged up to move { $judged } of the { $written } the record writes)

## A finding

finding-text-head = move { $move } { $player } · { $event } · `{ $written }` (line { $line }, column { $column })
finding-text-head-nobody = move { $move } · { $event } · `{ $written }` (line { $line }, column { $column })
kind-left-uncorrected = { $kind }, not claimed: left uncorrected
kind-not-claimed = { $kind }, not claimed
finding-after-decision = after the game was decided by a verdict
finding-as-played = as played: the record plays on as if this verdict had not been applied
finding-verdicts = verdict: { $verdicts }
choice-in-principle = {" "}(in principle { $verdicts })
choice-defaulted = applies in principle: { $verdicts } (nobody chose otherwise)
choice-chosen = chosen: { $verdicts }
choice-not-set = not set: no supplement given (--supplement FILE)
choice-not-chosen = not chosen in the record
amount-minute = amount: { $amount } minute
amount-minutes = amount: { $amount } minutes
amount-stone = amount: { $amount } stone
amount-stones = amount: { $amount } stones
amount-point = amount: { $amount } point
amount-points = amount: { $amount } points
finding-note = note: { $note }
finding-set-by = set by supplement { $supplement }
article-line = { $id } { $title }
article-line-summary = { $id } { $title } (summary in our words)
ruling-compliant = ruling `{ $written }`: compliant — { $explanation }
ruling-not-compliant = ruling `{ $written }`: NOT compliant — { $explanation }
remark-line = remark (line { $line }, column { $column }): { $message }

## Why a ruling complies or not

ruling-prescribed = the ruling gives what { $cited } prescribes
ruling-takes = the ruling takes { $option }, one of the rulings { $cited } permits
ruling-option-item = { $verdicts } ({ $items })
ruling-follows = { $verdicts } follows by { $articles }, whether the ruling names it or not
ruling-unsupported = { $verdicts } not given by { $cited }
ruling-missing = { $verdicts } required by { $cited } is missing

## The tally

tally = tally for { $player }: { $so-far }
tally-warning = { $n } warning
tally-warnings = { $n } warnings
tally-violation = { $n } violation
tally-violations = { $n } violations
tally-stone-owed = { $n } stone owed
tally-stones-owed = { $n } stones owed
tally-next-amount = { $prescription } of { $amount } ({ $articles })
tally-next = { $prescription } ({ $articles })
tally-further-warning = ; a further warning brings { $next }
tally-further-violation = ; a further violation brings { $next }

## The result

result-articles = articles: { $articles }
result-open = open: { $choice }
open-choice = move { $move } `{ $written }` ({ $articles }): the { $chooser } chooses { $options }
result-unfinished = the record ends before the game does
result-passes-did-not-end = the record ends before the game does: its last { $passes } passes in a row did not end it — { $rules }
result-ending-rule = { $rule } ({ $articles }): { $note }
result-ending-rule-bare = { $rule } ({ $articles })
result-no-counting = the game ended, but edition { $edition } defines no counting
result-decided-at = { $articles }; decided at move { $move }
result-wins = { $player } wins ({ $articles })
result-loses = { $player } loses by verdict ({ $articles })
result-both-lose = both players lose by verdict ({ $articles })
result-draw = the game is drawn by verdict ({ $articles })
result-replay = the game is to be replayed by verdict ({ $articles })
result-extra-game = an extra game decides by verdict ({ $articles })
result-no-result = the game has no result by verdict ({ $articles })
result-decided = the game is decided by verdict ({ $articles })
count-agreed = Black { $black } (count agreed at the board)
count-board = Black { $black } (counted on the board, { $dead } dead stone(s) removed)
count-board-shared = Black { $black } (counted on the board, { $dead } dead stone(s) removed, { $shared } shared point(s) split in half)
count-board-shared-both = Black { $black } (counted on the board, { $dead } dead stone(s) removed, { $shared } shared point(s) counted for each side)
count-board-shared-nobody = Black { $black } (counted on the board, { $dead } dead stone(s) removed, { $shared } shared point(s) counted for neither side)
count-penalty-black = {" "}− { $amount } (Black's stone penalty, { $articles })
count-penalty-white = {" "}+ { $amount } (White's stone penalty, { $articles })
count-deduction-black = {" "}− { $amount } (off Black's count, { $articles })
count-deduction-white = {" "}+ { $amount } (off White's count, { $articles })
count-adjusted = {" "}= { $count }
count-against = {" "}against { $baseline } ({ $baseline-source }) { $sign } { $komi } komi ({ $komi-source }){ $compensation } = { $target } →{" "}
count-against-white = {" "}against White { $white } { $sign } { $komi } komi ({ $komi-source }){ $compensation } = { $target } →{" "}
count-handicap-compensation = {" "}+ { $amount } compensation for { $stones } handicap stone(s) ({ $source })
count-wins-points = { $player } wins by { $margin }
count-tie-wins = equal counts: { $player } wins the tie ({ $article })
count-wins = { $player } wins by { $margin }
count-draw = draw
territory-wins = { $player } wins by { $margin }
list-sep = {", "}
list-or = {" "}or{" "}
clause-sep = {"; "}
territory-side = { $player } { $territory } territory + { $prisoners } prisoners = { $total }
territory-side-pass-stones = { $player } { $territory } territory + { $prisoners } prisoners + { $passes } pass stones = { $total }
territory-sides = { $black }; { $white }
territory-no-dead = {" "}(no dead stones agreed: every stone on the board counted as alive)
territory-seki = {" "}({ $points } eye point(s) in seki count for no one)
territory-open = {" "}({ $points } point(s) of open area left unfilled: the game is not finished there, so the stones around it count as in seki)
territory-white = ; White { $white } { $sign } { $komi } komi ({ $komi-source }){ $compensation } = { $total } →{" "}
territory-draw = jigo (a draw)
cite-supplement = supplement { $supplement }, in place of { $article }
cite-stand-in = a stand-in: { $article } gives no number; a supplement sets the real one
stand-in-sentence = { $parameter } = { $value } is a stand-in: { $article } gives no number; a supplement sets the real one

## Remarks

remark-nothing-to-claim = { $claimant } claims { $matter }, but there is nothing to claim: no such incident, or its claim window has closed
remark-claim-too-late = { $claimant } claims { $matter } too late: `{ $written }` (move { $move }) had to be claimed { $window } ({ $articles }); that window has closed, so { $stands }
stands-uncorrected = it stands uncorrected (no-correction)
stands-verdicts = what the text gives without a claim applies: { $verdicts }
remark-claim-not-needed = { $claimant } claims { $matter }: { $edition } does not make it depend on a claim, so it was judged when it happened ({ $articles })
remark-dead-stones-stay = `{ $written }`: { $edition } counts the board as it stands after the passes, stones coming off only by capture ({ $articles }): the stones stay on the board for the count
remark-no-claim-of = { $claimant } claims { $matter }: { $edition } has no claim of { $matter }, { $why }; { $taken }
no-claim-no-article = no article of it being about one
no-claim-it-stands = its text letting it stand ({ $articles })
claims-taken = the claims { $edition } takes: { $claims }
claims-taken-none = { $edition } takes no claim
remark-ruling-on-nothing = `{ $written }`: no article of { $edition } prescribes a verdict for the event before this ruling, so it is not supported by the text
remark-ruling-left-to-arbiter = `{ $written }`: { $articles } leaves the event before this ruling to the arbiter's reasonable judgement; the text gives no verdict to check it against
remark-already-decided = the game was already decided by a verdict; this and later moves are not judged
remark-variations = the file has { $count } variation(s) besides the main line; only the main line is judged
remark-charset-ignored = the file declares the charset { $declared } (CA[]), which cannot hold SGF's ASCII structure; it was ignored and the text read as { $read-as }
remark-edition-from-rules = judged under { $edition }: the file names its rules RU[{ $written }], which the { $table } table reads as { $rules }
remark-edition-from-rules-territory = judged under { $edition }: the file names its rules RU[{ $written }], which the { $table } table reads as { $rules }. { $edition } counts territory as its text is written (territory-dame-filled 0): stones that touch a dame point left open are in seki, and a game a server stopped usually leaves dame open; a supplement setting territory-dame-filled: 1 counts as players fill the dame
remark-edition-from-rules-territory-filled = judged under { $edition }: the file names its rules RU[{ $written }], which the { $table } table reads as { $rules }. { $edition } counts territory with the dame filled first (territory-dame-filled 1), as its text counts territory and prisoners without making stones next to an open dame point seki: a game a server stopped with dame open is counted as if the players had filled them
rules-table-built-in = built-in
remark-rules-without-edition = the file names its rules RU[{ $written }], { $rules }, which caipan has no edition of yet: judged under { $edition } (--edition)
remark-rules-not-known = the file names its rules RU[{ $written }], which the rules table does not know: judged under { $edition } (--edition)
remark-rules-not-named = the file names no rules (no RU[]): judged under { $edition } (--edition)
remark-komi-unread = the file writes KM[{ $written }], which is no komi in points caipan reads: the count uses the edition's komi
remark-komi-outside-range = --komi file: the file's komi of { $written } points is outside what { $article } allows ({ $min } to { $max }), as a supplement's would be: the count uses the edition's komi
remark-komi-differs = the file's komi is { $written } points; the edition's is { $edition } points ({ $article }); the count uses the edition's
remark-other-board = judged on a { $size }×{ $size } board, one of the sizes the text allows ({ $article }); the edition's own board is { $own }×{ $own }
remark-breach = `{ $written }` breaks { $articles } of { $edition }, which gives no sanction for it
remark-uncovered-nothing = `{ $written }`: { $edition } has no article on this event; nothing is prescribed
remark-uncovered = `{ $written }`: no rule of { $edition } covers this event; { $articles } leaves it to the arbiter
remark-result-differs = the file's result is { $written }; judged: { $judged }
remark-taken-back-one = move { $from } came after play stopped: the confirmation of life and death is taken back before the count, which is of the position at the stop ({ $articles })
remark-taken-back = moves { $from }–{ $to } came after play stopped: the confirmation of life and death is taken back before the count, which is of the position at the stop ({ $articles })
remark-handicap-missing = the file declares a handicap of { $declared } stones (HA[{ $declared }]) but places { $placed } black stone(s) before the first move: the { $missing } missing handicap stone(s) are not on the board, so a finding that follows from them (White moving first, a move onto a point the file thought taken) is the file's, not the players'

## The diagram as text

diagram-last-moves = last moves: { $moves }
diagram-move-captured = { $move } (captured)
diagram-move-taken-off = { $move } (taken off)
diagram-captured = captured by the last move: { $points }
diagram-in-dispute = in dispute: { $point }
diagram-may-not-play = { $player } may not play: { $points }

## A position (show, points)

show-head = { $file } — { $edition } { $move ->
        [0] before the first move
       *[other] after move { $move }
    }, { $player } to move
points-head = { $file } — { $edition } { $move ->
        [0] before the first move
       *[other] after move { $move }
    }: { $player } to move, { $count } point(s) where { $player } may not play
points-key = X black, O white, * may not be played by { $player }

## The summary of a run over many records (check)

summary-head = summary: { $games } game(s) judged, { $found } with findings ({ $findings } findings), { $defective } defective (judged up to the defect), { $failed } could not be judged{ $skipped }{ $links }
summary-skipped = , { $n } skipped
summary-links = , { $n } symbolic link(s) not followed
summary-by-rule = findings by rule
summary-after-decision = findings after a verdict had decided the game (reported, deciding nothing)
summary-by-article = findings by article
summary-breaches = breaches without a sanction (remarks)
summary-results = results
summary-all-alive = counted on the board as the record leaves it, every stone alive (the record marks no dead stones): { $games } game(s)
summary-results-differ = results that differ from the file's ({ $counted } counted, { $decided } decided by a verdict):
summary-result-differs = { $file }: the file says { $written }, judged { $judged }
summary-defective = defective records (judged up to the defect):
summary-not-judged = not judged:
summary-editions-from-rules = games by the edition that judged them (the one their file's RU[] names, or --edition standing in)
summary-no-rules-named = no RU[]
summary-rules-not-known = games whose file names rules no edition judges, or none ({ $n }):
summary-skipped-list = skipped under directories ({ $n }):
summary-links-list = symbolic links not followed ({ $n }; -L follows them):
