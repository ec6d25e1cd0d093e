//! Text for people: each finding with its verdict and the cited text, the
//! result with its arithmetic; article listings for `cite` and `editions`.

use crate::judgement::*;
use crate::ruleset::{Rule, Ruleset};
use crate::vocabulary::Verdict;
use std::fmt::Write;

fn verdicts(v: &[Verdict]) -> String {
    crate::vocabulary::verdict_list(v)
}

fn indent(text: &str, by: &str) -> String {
    text.lines()
        .map(|l| format!("{by}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A judgement as text: each finding with its articles, then the result.
pub fn judgement(j: &Judgement) -> String {
    let mut out = String::new();
    header(&mut out, j);
    // Boards are in finding order: each finding takes the next one if it
    // is its own (no search of every board for every finding).
    let mut boards = j.boards.iter().peekable();
    for (index, f) in j.findings.iter().enumerate() {
        finding(&mut out, j, f);
        if let Some((_, d)) = boards.next_if(|(k, _)| *k == index) {
            let _ = writeln!(out);
            let _ = write!(out, "{}", indent(&crate::render::diagram::text(d), "    "));
            let _ = writeln!(out);
        }
        if j.boards_stopped == Some(index) {
            let _ = writeln!(out, "\n    {}", boards_stop(j, index));
        }
    }
    for r in &j.remarks {
        remark(&mut out, r, summary_mark(j));
    }
    if let Some(d) = &j.defect {
        let _ = writeln!(
            out,
            "\nDEFECTIVE RECORD (line {}, column {}): {} — judging stopped there, after move {}",
            d.line,
            d.column,
            d.message(),
            j.moves_judged
        );
    }
    result(&mut out, j);
    out
}

/// Where a report's boards stop: at finding `index`, the first without
/// one because of the limit.
pub(crate) fn boards_stop(j: &Judgement, index: usize) -> String {
    let left = j.findings.len() - index;
    let at = j.findings.get(index).map_or(0, |f| f.move_number);
    format!(
        "(no more boards from here: a report draws at most {}; the {left} finding(s) from move {at} on have none, and `caipan show FILE --after N` draws any position)",
        j.boards.len()
    )
}

/// The file, edition, supplement, opening and way of judging.
fn header(out: &mut String, j: &Judgement) {
    let _ = writeln!(
        out,
        "{} — judged under {} 《{}》",
        j.file, j.edition, j.edition_title
    );
    if let Some(official) = &j.summary_of {
        let _ = writeln!(out, "{}", summary_line(official));
    }
    if let Some(s) = &j.supplement {
        let _ = writeln!(out, "with supplementary rules {s}");
    }
    if let Some(o) = &j.opening {
        let _ = writeln!(out, "opening: {o}");
    }
    if j.mode == crate::judgement::Mode::AsPlayed {
        let _ = writeln!(
            out,
            "judged as played: the board follows the record; verdicts that would change the game are reported, not applied"
        );
    }
    if j.findings.is_empty() {
        let _ = writeln!(
            out,
            "\nNo finding: no rule of {} applies to any event.",
            j.edition
        );
    }
}

/// One finding: where, which rule, its claim, its prescription, its
/// amount, notes and stand-ins, the cited texts, the ruling checked.
fn finding(out: &mut String, j: &Judgement, f: &Finding) {
    let player = f.player.map_or(String::new(), |p| format!(" {}", p.name()));
    let _ = writeln!(
        out,
        "\nmove {}{} · {} · `{}` (line {}, column {})",
        f.move_number,
        player,
        f.event(),
        f.written,
        f.line,
        f.column
    );
    let kind = kind_and_claim(f);
    let _ = writeln!(out, "  {} [{}] ({kind})", f.rule(), f.topic());
    if f.after_decision {
        let _ = writeln!(out, "  after the game was decided by a verdict");
    }
    let changes_game = |v: &Verdict| {
        matches!(
            v,
            Verdict::MoveVoid | Verdict::ForfeitTurn | Verdict::RestoreStones
        )
    };
    if j.mode == crate::judgement::Mode::AsPlayed && f.verdict.iter().any(changes_game) {
        let _ = writeln!(
            out,
            "  as played: the record plays on as if this verdict had not been applied"
        );
    }
    if let Some(claim) = &f.claim {
        let _ = writeln!(
            out,
            "  applies only if {} claims {}: {}",
            claim.by.map_or("either player", |c| c.name()),
            claim.window.meaning(),
            claim.status
        );
    }
    match &f.choices() {
        Some(ch) => choices(out, ch),
        None => {
            let _ = writeln!(out, "  verdict: {}", verdicts(&f.verdict));
        }
    }
    particulars(out, f);
    let summary = summary_mark(j);
    for a in f.articles().iter() {
        let _ = writeln!(out, "  {} {}{summary}", a.id, a.title);
        let _ = writeln!(out, "{}", indent(&a.text, "      "));
    }
    if let Some(r) = &f.ruling {
        let mark = if r.compliant {
            "compliant"
        } else {
            "NOT compliant"
        };
        let _ = writeln!(
            out,
            "  ruling `{}`: {mark} — {}",
            r.written,
            r.explanation()
        );
    }
    if let Some(t) = &f.tally {
        let _ = writeln!(out, "  {}", crate::render::remarks::tally(t));
    }
}

/// The choices the text leaves, and what became of them.
fn choices(out: &mut String, ch: &Choices) {
    let options: Vec<String> = ch.options.iter().map(|o| verdicts(o)).collect();
    let default = ch
        .default
        .and_then(|k| ch.options.get(k))
        .map(|o| format!(" (in principle {})", verdicts(o)))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "  the text leaves the choice to the {}: {}{default}",
        ch.by.name(),
        options.join(" | ")
    );
    let _ = match ch.chosen {
        Some(k) if ch.defaulted => writeln!(
            out,
            "  applies in principle: {} (nobody chose otherwise)",
            verdicts(&ch.options[k])
        ),
        Some(k) => writeln!(out, "  chosen: {}", verdicts(&ch.options[k])),
        None if ch.by == crate::vocabulary::Chooser::Supplement => {
            writeln!(out, "  not set: no supplement given (--supplement FILE)")
        }
        None => writeln!(out, "  not chosen in the record"),
    };
}

/// The amount, the note, the stand-ins and the supplement of a finding.
fn particulars(out: &mut String, f: &Finding) {
    if let Some(amount) = f.amount {
        let time = f.verdict.contains(&Verdict::TimeDeduction);
        let unit = match (time, amount == 1.0) {
            (true, true) => "minute",
            (true, false) => "minutes",
            (false, true) => "stone",
            (false, false) => "stones",
        };
        let _ = writeln!(out, "  amount: {} {unit}", crate::units::stones(amount));
    }
    if !f.note().is_empty() {
        let _ = writeln!(out, "  note: {}", f.note());
    }
    for s in &f.by.stand_ins {
        let _ = writeln!(out, "  stand-in: {}", super::result::stand_in_sentence(s));
    }
    if let Some(s) = &f.supplement() {
        let _ = writeln!(out, "  set by supplement {s}");
    }
}

/// What follows an article's title when its text is our summary.
fn summary_mark(j: &Judgement) -> &'static str {
    if j.summary_of.is_some() {
        " (summary in our words)"
    } else {
        ""
    }
}

/// A remark, with the articles it cites.
fn remark(out: &mut String, r: &Remark, summary: &str) {
    let _ = writeln!(
        out,
        "\nremark (line {}, column {}): {}",
        r.line,
        r.column,
        r.message()
    );
    if let About::Breach { articles, .. } | About::Uncovered { articles, .. } = &r.about {
        for a in articles {
            let _ = writeln!(out, "  {} {}{summary}", a.id, a.title);
            for line in a.text.lines() {
                let _ = writeln!(out, "      {line}");
            }
        }
    }
}

/// The result, its arithmetic and articles, and the choices left open.
fn result(out: &mut String, j: &Judgement) {
    let r = &j.result;
    let margin = r.margin.map_or(String::new(), |m| {
        format!(" by {}", crate::units::stones(m.as_f64()))
    });
    let _ = writeln!(out, "\nresult: {}{margin}", r.outcome.name());
    let _ = writeln!(out, "  {}", r.arithmetic());
    if !r.articles.is_empty() {
        let _ = writeln!(out, "  articles: {}", r.articles.join(", "));
    }
    for c in j.open_choices() {
        let _ = writeln!(out, "  open: {c}");
    }
}

/// A rule in one line: trigger, conditions, prescription, articles.
pub fn rule_line(rule: &Rule) -> String {
    let when = if rule.when.is_empty() {
        String::new()
    } else {
        format!(
            " when {}",
            rule.when
                .iter()
                .map(|c| c.display())
                .collect::<Vec<_>>()
                .join(" and ")
        )
    };
    let what = rule.prescription.describe();
    let claim = if rule.claim.is_some() {
        " (if claimed in time)"
    } else {
        ""
    };
    format!(
        "{} — on {}{when}: {what}{claim} [{}]",
        rule.id,
        rule.on_name,
        rule.articles.join(", ")
    )
}

/// An article, clause or item of an edition as text, or None if there is none.
pub fn cite(ruleset: &Ruleset, id: &str) -> Option<String> {
    let p = ruleset.provision(id)?;
    let article = ruleset.article_of(id)?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} article {} {} — {}",
        ruleset.id, p.id, p.title, article.summary
    );
    if let Some(official) = &ruleset.summary_of {
        let _ = writeln!(out, "  ({})", summary_line(official));
    }
    let _ = writeln!(out, "{}", indent(&p.text, "  "));
    let rules = ruleset.rules_citing(id);
    if rules.is_empty() {
        let _ = writeln!(out, "\nno rule of {} cites it", ruleset.id);
    } else {
        let _ = writeln!(out, "\nrules citing it:");
        for r in rules {
            let _ = writeln!(out, "  {}", rule_line(r));
        }
    }
    let params: Vec<_> = ruleset
        .parameters
        .iter()
        .filter(|p| p.article == id || p.article.starts_with(&format!("{id}.")))
        .collect();
    if !params.is_empty() {
        let _ = writeln!(out, "\nparameters from it:");
        for p in params {
            // A value the text does not give says so, with how to set it.
            let stand_in = if p.stand_in {
                format!(
                    " — a stand-in: {} gives no number; set it with a supplement (parameters: {{name: {}, value: …}})",
                    p.article, p.name
                )
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "  {} = {} [{}]{stand_in}",
                p.name,
                crate::units::quantity(p.value, &p.unit),
                p.article
            );
        }
    }
    Some(out)
}

/// An edition's table of contents.
pub fn contents(ruleset: &Ruleset) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} 《{}》 ({}, {})",
        ruleset.id, ruleset.title, ruleset.title_en, ruleset.year
    );
    for a in &ruleset.articles {
        let cited = ruleset.rules_citing(&a.id).len();
        let rules = if cited > 0 {
            format!(" — {cited} rule(s)")
        } else {
            String::new()
        };
        let _ = writeln!(out, "  {:>3} {} — {}{rules}", a.id, a.title, a.summary);
    }
    out
}

/// The editions as a list with their titles, the ids in one column as wide
/// as the longest.
pub fn editions(list: &[crate::ruleset::compiled::Summary]) -> String {
    let width = list.iter().map(|r| r.id.chars().count()).max().unwrap_or(0);
    let mut out = String::new();
    for r in list {
        let _ = writeln!(
            out,
            "{:<width$}  {} 《{}》 — {} articles, {} rules, from {}",
            r.id, r.title_en, r.title, r.articles, r.rules, r.source
        );
    }
    out
}

/// The finding's kind, and what stands when its claim did not come.
fn kind_and_claim(f: &crate::judgement::Finding) -> String {
    match &f.claim {
        // What stands is the rule's `unclaimed` verdict: most often
        // nothing changes, but a full board's draw may have waited.
        Some(c)
            if c.status == ClaimState::NotClaimed
                && f.verdict
                    .iter()
                    .all(|v| *v == crate::vocabulary::Verdict::NoCorrection) =>
        {
            format!("{}, not claimed: left uncorrected", f.kind().name())
        }
        Some(c) if c.status == ClaimState::NotClaimed => {
            format!("{}, not claimed", f.kind().name())
        }
        _ => f.kind().name().to_string(),
    }
}

/// What a reader must know of an edition whose texts are not copied.
pub fn summary_line(official: &str) -> String {
    format!("the article texts are summaries in our own words, not the official text: {official}")
}
