#!/usr/bin/env bash
# The test author's loop, run as the README and docs/cases.md write it, in
# this checkout: `caipan new-case`, write the record, run the command the
# skeleton's comment gives, paste its block under `expect:`, and
# `cargo test --test cases NAME` — which must pass for a new case and write
# its snapshots. The case and its snapshots are removed afterwards.
#
#     scripts/new_case_loop.sh [CAIPAN_BINARY]
#
# (.ci/run runs it after cargo test, with the binary cargo test built.)
set -euo pipefail
cd "$(dirname "$0")/.."
caipan="${1:-${CARGO_TARGET_DIR:-target}/debug/caipan}"
name="zz-new-case-loop-$$"
case_file="cases/go/$name.case"
cleanup() { rm -f "$case_file" cases/go/snapshots/"$name"@*.snap*; }
trap cleanup EXIT

"$caipan" new-case --edition go-2002,go-1988 "$name"
# The author writes the record: a double move.
sed -i 's/^1\. B K10$/1. B Q16 W D4 3. B Q4\n4. B R16/' "$case_file"
# The command the skeleton's comment gives, as written there.
command=$(grep -o '`caipan check[^`]*`' "$case_file" | tr -d '`')
# Exit status 1: the judgement found a violation, as it should here.
out=$("$caipan" ${command#caipan }) || [ $? -eq 1 ]
block=$(grep -v '^#' <<<"$out")
expected='  go-2002:
    findings:
      - {move: 4, player: B, event: move, rule: double-move, verdict: [move-void, warning], articles: ["17.2"]}
      - {move: 4, player: B, event: warning, rule: warning-costs-a-stone, amount: 1, verdict: [stone-penalty], articles: ["24.1"]}
    result: {outcome: undecided}
  go-1988:
    findings:
      - {move: 4, player: B, event: move, rule: double-move, verdict: [loss], articles: ["17.1"]}
    result: {outcome: white-wins}'
# The author reads the block against 17.2 (2002: void and a warning) and
# 17.1 (1988: a loss) and finds it right; here, it must be exactly that.
if [ "$block" != "$expected" ]; then
  echo "new-case loop: \`$command\` printed a block other than the articles give:" >&2
  echo "$block" >&2
  exit 1
fi
python3 - "$case_file" "$block" <<'EOF'
import sys
path, block = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
head, rest = text.split("expect:\n", 1)
rest = rest[rest.index("---\n"):]
head = head.replace("articles: []", 'articles: ["17.2", "17.1"]')
open(path, "w", encoding="utf-8").write(head + "expect:\n" + block + "\n" + rest)
EOF
# As the author runs it: cargo's own settings, nothing set by hand.
env -u INSTA_UPDATE cargo test -q --test cases "$name"
for e in go-2002 go-1988; do
  test -f "cases/go/snapshots/$name@$e.snap" || { echo "new-case loop: no snapshot for $e" >&2; exit 1; }
done
echo "new-case loop: passed (the case's expectations checked, its two snapshots written)"
