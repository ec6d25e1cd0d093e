# The arbiter's page: every word it shows, by key (Project Fluent).
# The page reads this file from /l10n/en.ftl; a catalogue in another
# language is the same keys in /l10n/LANG.ftl.

page-title = caipan — the arbiter's table
app-title = caipan
app-subtitle = 裁判 · the arbiter's table
edition-label = Edition
mode-label = Judged
mode-as-ruled = as ruled (verdicts applied)
mode-as-played = as played (verdicts reported)
supplement-label = Supplement
protocol-label = Opening rule
board-size-label = Board
komi-label = The record's komi
komi-help = Count with the komi the record writes (SGF's KM[]) where the edition's komi article allows it, as caipan check --komi file does; a komi outside it is remarked and the edition's counts
supplement-placeholder = supplement YAML (optional)
print-sheet = Print ruling sheet
download-record = Record (.txt)
download-sgf = Record (.sgf)
board-label = the board: click or tap a point to play it; arrow keys move the cursor, Enter plays
next-label = Next move
side-B = Black
side-W = White
side-both = both
side-either = either player
side-nobody = —
side-none = no player
pass = Pass
undo = Undo last line
opening-legend = The opening
claims-legend = Claims
event-legend = Conduct event
event-add = Add
event-claim = claim
arg-optional = { $name } (optional)
ruling-legend = The arbiter's ruling
ruling-on = On: { $incident }
ruling-pending = { $incident }: pending a claim; nothing to rule until it is claimed.
ruling-nothing = No incident in the record to rule on.
ruling-as-prescribed = as the text prescribes: { $verdicts }
ruling-choice = the text allows: { $verdicts }
ruling-add = Add ruling
record-label = Record (caipan's format or SGF; paste, edit or load a file)
search-legend = Search and cite
search-placeholder = words: 悔棋, takeback…
search = Search
article-placeholder = 17.2, or an event
cite = Cite
nothing-found = nothing found
no-answer = no answer
rules-citing = { $n ->
    [one] cited by 1 rule
   *[other] cited by { $n } rules
  }
sheet-legend = Ruling sheet
sheet-event = Event
sheet-round = Round
sheet-table = Table
sheet-black = Black
sheet-white = White
sheet-time = Time
sheet-arbiter = Arbiter
sheet-title = Ruling sheet
sheet-record = The record
sheet-signatures = Signatures
sheet-sign-arbiter = Arbiter's signature
sheet-sign-black = Black's signature
sheet-sign-white = White's signature

state-to-move = { $side } to move · move { $number }
state-free-turn = either player may move · move { $number }
state-stopped = { $number ->
        [0] play has stopped before the first move
       *[other] play has stopped after move { $number }
    }
state-decided = game over: decided by a verdict
state-judging = judging…
state-due = due: { $acts }
summary = { $incidents ->
    [one] 1 incident
   *[other] { $incidents } incidents
  } ({ $findings ->
    [one] 1 finding
   *[other] { $findings } findings
  }) · { $result }
summary-stale = STALE — showing the last good judgement · { $summary }
result-undecided = result undecided
result-wins = { $side } wins
result-wins-by = { $side } wins by { $margin }
result-draw = a draw
result-both-lose = both lose
result-other = result: { $outcome }
no-finding = no finding: nothing in the record breaks an article of this edition
incident-head-move = move { $number } · { $side } · { $written } (line { $line })
incident-head-void = void move { $number ->
        [0] before the first move
       *[other] after move { $number }
    } · { $side } · { $written } (line { $line })
incident-head-event = { $number ->
        [0] before the first move
       *[other] after move { $number }
    } · { $side } · { $written } (line { $line })
incident-void = the move is void: it does not count, the board is as before it
verdict = verdict: { $verdicts }
verdict-nothing = nothing
choices = the { $by } chooses: { $options }
pending = pending: { $side } may claim { $until }; until then nothing is decided
pending-either = pending: either player may claim { $until }; until then nothing is decided
claimed = claimed by { $side }
not-claimed = not claimed in time: { $verdicts }
ruling-complies = ruling { $ruling }: complies — { $why }
ruling-departs = ruling { $ruling }: does not comply — { $why }
tally = tally for { $side }: { $parts }
remark = remark (line { $line }): { $message }
defect = defective record (line { $line }): { $message }
article-summary = { $id } { $title } (summary in our words)
official-text = article texts are summaries in our own words; the official text: { $source }
judged-with-supplement = with the supplement { $supplement }
judged-with-protocol = opening rule: { $protocol }
claim-button = { $side } claims “{ $word }” ({ $until })
claim-window = open windows for a claim
claims-none = { $edition } takes no claim: a claim is noted, and told so
claim-window-claimant-next-move = until { $side }’s next move
claim-window-claimant-next-move-after-opening = until { $side }’s next move after the opening’s three stones
claim-window-game-end = until the end of the game
act-button = { $side }: { $event }
act-button-any = { $event }
act-option-button = { $side }: { $event } { $option }
error-at = { $message } (line { $line }, column { $column })
error-help = { $help }
error-server = the server refused: { $message }
error-network = the server did not answer: { $message }
lang-label = Language
verdict-move-void = move-void
verdict-forfeit-turn = forfeit-turn
verdict-warning = warning
verdict-advice = advice
verdict-stone-penalty = stone-penalty
verdict-time-deduction = time-deduction
verdict-loss = loss
verdict-both-lose = both-lose
verdict-draw = draw
verdict-replay = replay
verdict-extra-game = extra-game
verdict-prohibited = prohibited
verdict-moves-first = moves-first
verdict-no-result = no-result
verdict-restore-stones = restore-stones
verdict-remove-stones = remove-stones
verdict-relocate-stones = relocate-stones
verdict-reconstruct = reconstruct
verdict-no-correction = no-correction
verdict-correction = correction
verdict-game-end = game-end
verdict-resume-play = resume-play
verdict-no-clock-change = no-clock-change
verdict-clock-runs = clock-runs
verdict-win = win
verdict-violation = violation
verdict-time-penalty = time-penalty
verdict-disqualification = disqualification
verdict-moves-void = moves-void
verdict-counts-as-pass = counts-as-pass
verdict-play-stops = play-stops
verdict-act-void = act-void
outcome-black-wins = black-wins
outcome-white-wins = white-wins
outcome-draw = draw
outcome-both-lose = both-lose
outcome-no-result = no-result
outcome-replay = replay
outcome-extra-game = extra-game
outcome-undecided = undecided
kind-violation = violation
kind-procedure = procedure
kind-breach = breach
chooser-arbiter = arbiter
chooser-chief-arbiter = chief-arbiter
chooser-player = player
chooser-supplement = supplement
chooser-reasonable-ruling = arbiter, ruling as is reasonable (the text names no verdict: these are the edition's own sanctions)
chooser-case-found-by-arbiter = arbiter, by the case found (the text gives one verdict for each case; the record does not show which)

redo = Redo
mode-help = As ruled: the verdicts change the game (a void move is taken back, a loss ends it). As played: the board follows the record and verdicts are only reported.
claim-verb = claim
clicks-refused = The record is not judged past line { $line }: mend that line, or undo it, before adding to the record.
defect-help = Judging stopped at this line: what comes after it is not judged. Mend the line, or undo it.
state-refused-at = the record is not read: line { $line } (see above)
state-refused = the record is not read (see above)
state-stopped-at = judging stopped at line { $line } (see above)
state-count-due = play has stopped: the dead stones are to be agreed
count-legend = The count
count-prompt = Play has stopped. Tap a group on the board to mark it dead (tap again: alive), then write the agreement; with nothing marked, the players agree no stone is dead.
count-marked = marked dead: { $stones }
count-none-marked = no stone marked dead
count-agree = Both agree these dead stones
result-provisional = provisional: { $result }
result-provisional-why = counted with every stone alive until the players agree the dead stones (the edition's procedure)
no-finding-before-defect = no finding before line { $line }, where judging stopped
tally-warnings = { $n } warning(s)
tally-violations = { $n } violation(s)
tally-stones = { $n } stone(s)
tally-nothing = nothing
list-sep = {", "}
pending-short = pending a claim
side-short-B = B
side-short-W = W
pass-word = pass
sheet-result = Result: { $result }
sheet-void = (void)
sheet-claim = { $side } claims { $word }
sheet-ruling = Arbiter: { $side } { $ruling }
arg-kind-point = e.g. Q16
arg-kind-points = e.g. Q16 R16
arg-kind-duration = e.g. 20m
arg-kind-number = a number
arg-kind-word = a word
done-swap = { $side } swapped: the players exchange colours
done-declare = { $side } declared { $offers } offer(s)
done-choose = { $side } chose { $option }
load-file = Load a file…
tag-Size = Board
tag-Komi = Komi
tag-Handicap = Handicap
tag-Result = Result
tag-Date = Date
tag-Black = Black
tag-White = White
tag-Event = Event
tag-Round = Round
tag-Edition = Edition
tag-Place = Place
tag-Opening = Opening
