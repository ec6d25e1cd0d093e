# Two editions compared (diff): the text table, the committee's memo in
# Markdown, the words the memo page shares with them.

## A topic's or parameter's status

status-added = added
status-removed = removed
status-changed = changed
status-unchanged = unchanged
status-only-in = only in { $edition }
status-not-covered = not covered by { $edition } (rules of play only)
status-not-covered-title = Not covered by { $edition } (rules of play only)

## What differs between two paired articles

change-paired-by-subject = paired by subject
change-renumbered = renumbered
change-retitled = retitled
change-reworded = reworded
paired-by-subject = paired by subject: { $subject }

## Each edition's counting

scoring-area = stones plus the points each side alone surrounds
counting-shared-half = ; a point between both sides' stones half to each
counting-shared-nobody = ; a point between both sides' stones to neither side
counting-shared-both = ; a point between both sides' stones to each side whole
counting-dead-as-they-stand = ; the board counted as it stands, no stone off by agreement
scoring-territory = eye points surrounded by one side's living stones not in seki, plus prisoners (captured stones and dead stones taken at the end); compared against the opponent's, komi added to White's
counting-side = { $method } ({ $articles }): { $meaning }
counting-side-confirmation = { $method } ({ $articles }): { $meaning }; moves after the stop confirm life and death and are taken back before the count ({ $confirmation })
counting-side-against-white = ; Black's count is compared with White's, komi in points added to it
counting-side-tie = ; equal counts are { $player }'s win ({ $article })
counting-side-territory-chosen = ; by territory where { $parameter } is 1 ({ $articles })
counting-side-pass-stones = ; each pass a prisoner for the opponent
counting-side-seki-eyes = ; eyes in seki counted as territory
counting-none = no counting

## A rule in words

meaning-move-void = the move does not stand: the board is as before it
meaning-forfeit-turn = the player loses one turn: the opponent is to move
meaning-warning = a warning (警告), counted per game
meaning-advice = advice only (劝告), no penalty
meaning-caution = a caution (注意), no penalty
meaning-opponent-deduction = points taken off the opponent's count, no sanction
meaning-stone-penalty = stones taken off the player's count (amount, default 1)
meaning-time-deduction = time taken off the player's clock (amount in minutes)
meaning-loss = the player loses the game
meaning-both-lose = both players lose
meaning-draw = the game is drawn
meaning-replay = the game is played again (重赛)
meaning-extra-game = an extra game decides (加赛): not a replay of this one
meaning-prohibited = the move is prohibited (禁止); the text gives no further sanction
meaning-moves-first = the player concerned moves first when play resumes
meaning-no-result = the game has no result (无胜负)
meaning-restore-stones = stones put back where they were
meaning-remove-stones = stones that should have been captured are taken off
meaning-relocate-stones = moved stones placed on a reasonable point
meaning-reconstruct = the position is rebuilt and play continues
meaning-no-correction = what happened stands
meaning-correction = the error is corrected
meaning-game-end = the game ends (to be counted)
meaning-resume-play = play resumes after a proposed end or a dispute
meaning-no-clock-change = the clock reading is not changed
meaning-clock-runs = the clock keeps running as usual
meaning-win = the player wins (a five)
meaning-violation = a violation (违例), counted per game
meaning-time-penalty = time added to the opponent's clock or taken from the player's (amount in minutes)
meaning-disqualification = the player is disqualified from the competition (取消比赛资格); what becomes of the game is the organisers' matter
meaning-sep = {"; "}
memo-breach = the article is broken, but the text gives no sanction
memo-breach-short = breach, no sanction in the text
memo-option = “{ $verdicts }”
memo-or = {" "}or{" "}
memo-in-principle = ; in principle “{ $verdicts }”
memo-summaries = The articles of { $edition } quoted here are summaries in our own words, not its text: { $official }.
memo-chooses = the { $chooser } chooses { $options }{ $default }
memo-amount = {" "}(amount: { $amount })
op-more-than = more than
op-at-least = at least
op-less-than = less than
op-at-most = at most
op-is = is
op-is-not = is not
memo-param-supplement = , supplement { $supplement }
memo-param-stand-in = ; a stand-in: the text gives no number
memo-param-stand-in-short = , a stand-in: the text gives no number
memo-param-none = none

## The memo (Markdown)

memo-md-intro = Rules compared topic by topic (article numbers are each edition's own). A topic is *unchanged* only when verdict, conditions with their values, amounts and claim window are all the same.
memo-turn = Changes that can turn a result
memo-other = Other changes
memo-counting = Counting
memo-counting-line = : { $from }: { $from-counting }; { $to }: { $to-counting }
memo-unchanged = Unchanged
memo-parameters = Parameters
memo-parameter = parameter
memo-md-pairing = Paired by title and text, not by number; across traditions, whose words cannot be compared, by the subject each ruleset gives the article.
memo-same = the same
memo-texts-side-by-side = Article texts side by side
memo-changed-words = Changed words
memo-changed-words-intro = Each reworded article's changed passages: ~~struck out~~ the earlier edition's words, **bold** the later one's; changes of punctuation alone are left out.
aspect-verdict = verdict
aspect-conditions = conditions
aspect-amount = amount
aspect-claim-window = claim window
memo-changed = changed: { $aspects }
memo-summary-line = {" "}({ $status }): { $from } { $from-rules } → { $to } { $to-rules }
memo-summary-no-rule = no rule
memo-bar-or = or
memo-no-sanction = no sanction in the text
memo-of-amount = { $prescription } of { $amount }
memo-sanction-when = , when { $conditions }
memo-sanction-claim = , only if claimed { $window }
memo-sanction-no-claim = , with no claim needed

## The text table (diff)

diff-head = changes from { $from } to { $to }, by topic
diff-counting = counting
diff-parameters = parameters
diff-articles = articles
diff-when = {" "}when { $conditions }
diff-amount = {" "}of { $amount }
diff-claim = {" "}(if claimed { $window })
memo-param-line = { $status }: { $from } → { $to }
op-not = not
memo-resolved-stand-in = (stand-in: { $article } gives no number)
memo-resolved-set = (set to { $value })
