#!/usr/bin/env bash
# Run every fuzz target (or those named after SECONDS) for SECONDS each
# (default 60), one after another,
# on a seed corpus made from the project's cases and rulesets.
# Needs a nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`).
# A crash is written to fuzz/artifacts/TARGET/; copy it into
# tests/regressions/TARGET/ so that `cargo test` keeps it as a test.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
targets=(record record_structured ruleset supplement sgf sgf_structured tournament egf serve psq rif)
if [ "$#" -gt 1 ]; then targets=("${@:2}"); fi
mkdir -p corpus/record corpus/record_structured corpus/ruleset corpus/supplement corpus/sgf corpus/sgf_structured corpus/tournament corpus/egf corpus/serve corpus/psq corpus/rif
cp -n ../cases/go/*.case ../cases/gomoku/*.case ../cases/gomoku/renjunet/*.case corpus/record/ 2>/dev/null || true
cp -n ../rulesets/*.yaml corpus/ruleset/
cp -n ../cases/go/*.sgf ../cases/gomoku/*.sgf corpus/sgf/ 2>/dev/null || true
cp -n ../rulesets/supplements/*.yaml corpus/supplement/
cp -n ../cases/tournaments/*.standings ../tests/data/egf-small.h9 ../tests/data/tournament-records/event.yaml corpus/tournament/ 2>/dev/null || true
cp -n ../tests/regressions/tournament/* corpus/tournament/ 2>/dev/null || true
cp -n ../tests/regressions/record_structured/* corpus/record_structured/ 2>/dev/null || true
cp -n ../tests/regressions/sgf/* corpus/sgf/ 2>/dev/null || true
cp -n ../tests/regressions/sgf_structured/* corpus/sgf_structured/ 2>/dev/null || true
cp -n ../tests/regressions/ruleset/* corpus/ruleset/ 2>/dev/null || true
cp -n ../tests/regressions/egf/* corpus/egf/ 2>/dev/null || true
cp -n ../tests/regressions/serve/* corpus/serve/ 2>/dev/null || true
cp -n ../tests/regressions/psq/* ../tests/data/*.psq corpus/psq/ 2>/dev/null || true
cp -n ../tests/regressions/rif/* ../tests/data/*.rif corpus/rif/ 2>/dev/null || true
cargo +nightly fuzz build -O
for t in "${targets[@]}"; do
  mkdir -p "artifacts/$t"
  cargo +nightly fuzz run -O "$t" "corpus/$t" -- \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=16384 \
    -artifact_prefix="artifacts/$t/" -print_final_stats=1
done
