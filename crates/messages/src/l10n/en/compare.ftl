# Editions compared as text and Markdown (compare), and the words the
# page shares with them.

compare-text-head = { $file } — compared under { $editions }
compare-text-cell = { $articles } { $what }{ $amount }{ $claim }{ $stand-ins }
compare-text-claim = {" "}[{ $state }]
compare-text-amount = {" "}of { $amount }
compare-stand-in = {" "}(stand-in { $parameter } { $value })
compare-result-margin = { $outcome } by { $margin }
compare-uncovered-none = no article: nothing prescribed
compare-uncovered = left to the arbiter ({ $articles })
compare-move-label = move { $move } { $player } { $point }
