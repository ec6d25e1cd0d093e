# 版本对照的文字和 Markdown（compare），以及网页与之共用的词。

compare-text-head = { $file } — 依 { $editions } 对照
compare-text-cell = { $articles } { $what }{ $amount }{ $claim }{ $stand-ins }
compare-text-claim = {" "}[{ $state }]
compare-text-amount = {" "}计 { $amount }
compare-stand-in = {" "}（代用值 { $parameter } { $value }）
compare-result-margin = { $outcome } { $margin } 子
compare-uncovered-none = 无条文：无任何规定
compare-uncovered = 交由裁判员处理（{ $articles }）
compare-move-label = 第 { $move } 着 { $player } { $point }
