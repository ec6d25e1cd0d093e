//! The vocabulary as Markdown tables for the README (a test keeps the
//! README's copy up to date).

use crate::vocabulary::*;

/// The vocabulary as Markdown tables, for the README (a test keeps the
/// README's copy up to date).
pub fn reference() -> String {
    fn table(out: &mut String, title: &str, rows: Vec<(&str, &str)>) {
        out.push_str(&format!(
            "**{title}**\n\n| word | meaning |\n| --- | --- |\n"
        ));
        for (word, meaning) in rows {
            out.push_str(&format!("| `{word}` | {meaning} |\n"));
        }
        out.push('\n');
    }
    macro_rules! rows {
        ($t:ty) => {
            <$t>::ALL.iter().map(|w| (w.name(), w.meaning())).collect()
        };
    }
    let mut out = String::new();
    table(&mut out, "Verdicts", rows!(Verdict));
    table(&mut out, "Facts", rows!(Fact));
    table(&mut out, "Event effects", rows!(Effect));
    table(&mut out, "Argument kinds", rows!(ArgKind));
    table(&mut out, "Who chooses", rows!(Chooser));
    table(&mut out, "Physics readings", rows!(Reading));
    table(&mut out, "Claim windows", rows!(ClaimWindow));
    table(&mut out, "Claims", rows!(ClaimWord));
    table(&mut out, "Rule kinds", rows!(RuleKind));
    table(&mut out, "Games", rows!(Game));
    table(&mut out, "Scoring methods", rows!(ScoringMethod));
    table(
        &mut out,
        "Shared points (`scoring.shared-points`)",
        rows!(SharedPoints),
    );
    table(
        &mut out,
        "Dead stones (`scoring.dead-stones`)",
        rows!(DeadStones),
    );
    table(&mut out, "Kinds of competition", rows!(System));
    table(&mut out, "Tie-break criteria", rows!(Criterion));
    table(&mut out, "Withdrawal rules", rows!(WithdrawalRule));
    out
}
