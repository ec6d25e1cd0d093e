# The closed vocabulary's words as the views show them (`family-name`):
# verdicts, outcomes, kinds of finding, claim states and windows, who
# chooses. English shows each word as rulesets and records write it.

## Verdicts

verdict-move-void = move-void
verdict-forfeit-turn = forfeit-turn
verdict-warning = warning
verdict-advice = advice
verdict-caution = caution
verdict-opponent-deduction = opponent-deduction
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

## Outcomes

outcome-black-wins = black-wins
outcome-white-wins = white-wins
outcome-draw = draw
outcome-both-lose = both-lose
outcome-no-result = no-result
outcome-replay = replay
outcome-extra-game = extra-game
outcome-undecided = undecided

## Kinds of finding, claims, who chooses

kind-violation = violation
kind-procedure = procedure
kind-breach = breach
claim-awaiting = awaiting
claim-claimed = claimed
claim-not-claimed = not-claimed

# A player's claim, as the views name it (the Chinese catalogue words it
# per edition: 提出 in Go, 指出 in Gomoku and Renju).
-claim = claim

# The matters a record may claim (`claim NAME`), by name.
claimword-takeback = takeback
claimword-ko = ko
claimword-suicide = suicide
claimword-repetition = repetition
claimword-double-move = double-move
claimword-out-of-turn = out-of-turn
claimword-forbidden = forbidden
claimword-off-tengen = off-tengen
claimword-not-designated-opening = not-designated-opening
claimword-outside-zone = outside-zone
claimword-offers-undeclared = offers-undeclared
claimword-fifth-offers = fifth-offers
claimword-swap = swap
claimword-keep-omitted = keep-omitted
claimword-slide = slide
claimword-dropped-stone = dropped-stone
claimword-clock-before-move = clock-before-move
claimword-straightening = straightening
claimword-early-pass = early-pass
claimword-draw-offer = draw-offer
claimword-disturbing = disturbing
window-claimant-next-move = before the claimant's next move
window-claimant-next-move-after-opening = before the claimant's next move after the opening's three stones (one player places all three: a stone of the opening is not the claimant's move)
window-game-end = before the end of the game
chooser-arbiter = arbiter
chooser-chief-arbiter = chief-arbiter
chooser-player = player
chooser-supplement = supplement
chooser-reasonable-ruling = arbiter, ruling as is reasonable (the text names no verdict: these are the edition's own sanctions)
chooser-case-found-by-arbiter = arbiter, by the case found (the text gives one verdict for each case; the record does not show which)

## Events (the glossary's; an event not listed shows its name)

event-move = move
event-pass = pass
event-resign = resign
event-takeback = takeback
event-moved-stone = moved-stone
event-scattered-board = scattered-board
event-clock-before-move = clock-before-move
event-late = late
event-flag-fall = flag-fall
event-seal = seal
event-draw-offer = draw-offer
event-swap = swap
event-claim = claim
event-ruling = ruling

## Verdict lists

verdicts-nothing = nothing
choice-list = { $chooser } chooses { $options }
event-warning = warning
event-violation = violation
event-accept-end = accept-end
event-propose-end = propose-end
event-refuse-end = refuse-end
event-agree-dead = agree-dead
event-dispute-dead = dispute-dead
event-count = count
event-dead-not-removed = dead-not-removed
event-wrongly-removed = wrongly-removed
event-clock-before-capture = clock-before-capture
event-wrong-colours = wrong-colours
event-leave-game = leave-game
event-phone-ring = phone-ring
event-cheating = cheating
event-offer = offer
event-keep = keep
event-declare-offers = declare-offers
event-draw-accept = draw-accept
event-draw-refuse = draw-refuse
event-withdraw = withdraw
event-dropped-stone = dropped-stone

## Units of the rulesets' values (a unit not listed shows as the ruleset writes it)

unit-stones = stones
unit-minutes = minutes
unit-seconds = seconds
unit-moves = moves
unit-warnings = warnings
unit-violations = violations
unit-times-the-lateness = times the lateness
