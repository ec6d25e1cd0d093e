//! Drivers shared by the fuzz targets (`fuzz/`) and the stable regression
//! and property tests (`tests/hardening.rs`): each takes untrusted input,
//! runs everything caipan does with it (parse, validate, judge, `points`,
//! `compare`, every renderer, every diagnostic rendered as a person sees
//! it), and panics only if a diagnostic has no location or a fast path
//! departs from its grammar (`agree`) — defects that are not crashes but
//! are still bugs. A crash anywhere else is a panic of caipan itself, which the
//! fuzzer reports.
//!
//! [`record_from_bytes`] is the grammar-aware generator: bytes choose among
//! the events, arguments, claims and rulings a ruleset declares, so most
//! inputs get past validation and deep into the judge.

use crate::Ruleset;
use crate::vocabulary::{ArgKind, Verdict};
use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme};

/// Render a diagnostic as the CLI would, and require that it (and every
/// related diagnostic) points into a file.
pub fn check_diagnostic(d: &dyn Diagnostic) {
    let mut out = String::new();
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor());
    // A renderer error (not a panic) is acceptable output.
    let _ = handler.render_report(&mut out, d);
    let _ = crate::render::error::json(d, None);
    assert!(
        out.len() < 64 * 1024,
        "a diagnostic rendered {} bytes: excerpts must be bounded",
        out.len()
    );
    match d.related() {
        Some(related) => {
            let mut any = false;
            for r in related {
                any = true;
                check_diagnostic(r);
            }
            assert!(any, "a diagnostic with an empty list of problems: {d}");
        }
        None => {
            let located =
                d.source_code().is_some() && d.labels().is_some_and(|mut l| l.next().is_some());
            assert!(located, "diagnostic without a location: {d}");
        }
    }
}

/// SGF bytes: decoded, parsed, every game judged as played and as ruled
/// under every ruleset given, and converted both ways.
pub fn exercise_sgf(rulesets: &[Ruleset], bytes: &[u8]) {
    let text = crate::sgf::decode::decode(bytes).text;
    agree::sgf(&text);
    let (text, games) = match crate::sgf::read("fuzz.sgf", bytes) {
        Ok(read) => read,
        Err(e) => return check_diagnostic(e.as_ref()),
    };
    for game in games {
        let record = match game {
            Ok(r) => r,
            Err(e) => {
                check_diagnostic(e.as_ref());
                continue;
            }
        };
        let _ = crate::sgf::write::to_record_text(&record, &text);
        for rules in rulesets {
            for mode in [
                crate::judgement::Mode::AsPlayed,
                crate::judgement::Mode::AsRuled,
            ] {
                judge_and_render(rules, &record, ("fuzz.sgf", &text), mode);
            }
            let shape = crate::sgf::write::BoardShape::of(rules, &record);
            let _ = crate::sgf::write::to_sgf(&record, &text, &shape);
        }
    }
}

/// Judge `record` under `rules` in `mode`, render the judgement in every
/// language, and check every diagnostic is located.
pub(crate) fn judge_and_render(
    rules: &Ruleset,
    record: &crate::record::ast::Record,
    (name, text): (&str, &str),
    mode: crate::judgement::Mode,
) {
    match crate::judge_as(rules, record, name, text, Some(mode)) {
        Ok((j, defect)) => {
            if let Some(d) = defect {
                check_diagnostic(d.as_ref());
            }
            for m in words() {
                let _ = crate::render::text::judgement(m, &j);
            }
        }
        Err(e) => check_diagnostic(e.as_ref()),
    }
}

/// Parse, judge, scan and render one record under every ruleset given.
pub fn exercise_record(rulesets: &[Ruleset], text: &str) {
    agree::record(text);
    let record = match crate::record::parse("fuzz", text) {
        Ok(r) => r,
        Err(e) => return check_diagnostic(e.as_ref()),
    };
    let mut judgements = Vec::new();
    for rules in rulesets {
        agree::live(&std::sync::Arc::new(rules.clone()), &record, text);
        match crate::judge_with(rules, &record, "fuzz", text, None, true) {
            Ok((j, defect)) => {
                if let Some(d) = defect {
                    check_diagnostic(d.as_ref());
                }
                // Diagrams, the expectation block and the HTML report too.
                for m in words() {
                    let _ = crate::render::text::judgement(m, &j);
                    let _ = crate::render::html::judgements(m, std::slice::from_ref(&j), 0);
                    for (_, d) in &j.boards {
                        let _ = crate::render::diagram::svg(m, d);
                    }
                }
                let _ = crate::render::expect::block(&j);
                judgements.push(j);
            }
            Err(e) => check_diagnostic(e.as_ref()),
        }
        for after in [None, Some(3)] {
            match crate::engine::points(rules, &record, "fuzz", text, after) {
                Ok(report) => {
                    for m in words() {
                        let _ = crate::render::points::text(m, &report);
                    }
                }
                Err(e) => check_diagnostic(e.as_ref()),
            }
        }
    }
    let _ = crate::render::json::judgements(&judgements);
    if judgements.len() > 1 {
        let c = crate::compare::compare(&judgements);
        for m in words() {
            let _ = crate::render::compare::text(m, &c);
            let _ = crate::render::compare_html::comparisons(m, std::slice::from_ref(&c));
        }
        let _ = crate::render::compare::json(std::slice::from_ref(&c));
    }
}

/// The languages every view is rendered in: a message that fails in one
/// of them is found too.
pub(crate) fn words() -> [&'static crate::render::messages::Messages; 2] {
    use crate::render::messages::{Lang, of};
    [of(Lang::En), of(Lang::Zh)]
}

mod agree;
mod egf;
mod gamefiles;
mod sgf;
mod tournament;
pub use egf::egf_from_bytes;
pub use gamefiles::{exercise_psq, exercise_rif, psq_from_bytes, rif_from_bytes};
pub use sgf::sgf_from_bytes;
pub use tournament::exercise_tournament;

/// Untrusted text as a rule condition, in the scope of a move under the
/// first built-in edition: parsed (nesting of any depth, `not`s without
/// end), evaluated when it parses.
pub fn exercise_condition(text: &str, built_in: &[Ruleset]) {
    let Some(rules) = built_in.first() else {
        return;
    };
    let params: Vec<String> = rules.parameters.iter().map(|p| p.name.clone()).collect();
    let scope = crate::ruleset::condition::Scope {
        trigger: crate::vocabulary::TriggerKind::Move,
        args: &[],
        params: &params,
        events: &rules.events,
        game: rules.game,
    };
    if let Ok(c) = crate::ruleset::condition::Condition::parse(text, &scope) {
        let _ = c.holds(&|_| crate::ruleset::condition::Value::Num(1.0));
        let _ = c.operands();
    }
}

/// Load a ruleset from untrusted YAML; if it loads, judge a small record
/// with it and compare it with every built-in edition.
pub fn exercise_ruleset(text: &str, built_in: &[Ruleset]) {
    match crate::ruleset::load_ruleset("fuzz.yaml", text) {
        Err(e) => check_diagnostic(e.as_ref()),
        Ok(rules) => {
            for other in built_in {
                let d = crate::diff::diff(other, &rules);
                for m in words() {
                    let _ = crate::render::diff::text(m, &d, true);
                }
            }
            for m in words() {
                let _ = crate::render::text::contents(m, &rules);
            }
            let record = record_from_bytes(&rules, text.as_bytes());
            exercise_record(std::slice::from_ref(&rules), &record);
        }
    }
}

/// Apply an untrusted supplement to every built-in edition.
pub fn exercise_supplement(text: &str, built_in: &[Ruleset]) {
    for base in built_in {
        match crate::ruleset::apply_supplement(base, "fuzz-supplement.yaml", text) {
            Err(e) => check_diagnostic(e.as_ref()),
            Ok(rules) => {
                let d = crate::diff::diff(base, &rules);
                for m in words() {
                    let _ = crate::render::diff::markdown(m, &d, true);
                }
            }
        }
    }
}

/// Every built-in edition, loaded.
pub fn built_in() -> Vec<Ruleset> {
    crate::ruleset::BUILT_IN
        .iter()
        .filter_map(|(id, _, _)| crate::ruleset::built_in(id)?.ok())
        .collect()
}

/// Bytes read as a stream of choices; zeros once they run out.
pub(crate) struct Choices<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Choices<'a> {
    /// Choices read from `data`.
    pub(crate) fn new(data: &'a [u8]) -> Choices<'a> {
        Choices { data, at: 0 }
    }
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    pub(crate) fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        let v = (usize::from(self.byte()) << 8) | usize::from(self.byte());
        v % n
    }
    pub(crate) fn done(&self) -> bool {
        self.at >= self.data.len()
    }
}

/// A record for `rules` built from `data`: setup tags, moves (mostly near
/// one corner so stones touch), passes, declared conduct events with right
/// or wrong arguments, claims, rulings, move numbers, clocks and comments.
pub fn record_from_bytes(rules: &Ruleset, data: &[u8]) -> String {
    let mut c = Choices { data, at: 0 };
    let mut out = format!("[Edition \"{}\"]\n", rules.id);
    let point = |c: &mut Choices<'_>| -> String {
        let cols = &rules.board.columns;
        let n = rules.board.size.max(1);
        match c.below(16) {
            0 => ["I5", "Z3", "A0", "T20", "a1", "H99"][c.below(6)].to_string(),
            1..=4 => format!(
                "{}{}",
                cols.get(c.below(cols.len())).copied().unwrap_or('A'),
                1 + c.below(n)
            ),
            _ => format!(
                "{}{}",
                cols.get(c.below(7.min(cols.len()))).copied().unwrap_or('A'),
                1 + c.below(7.min(n))
            ),
        }
    };
    if c.below(4) == 0 {
        let k = c.below(6);
        let pts: Vec<String> = (0..k).map(|_| point(&mut c)).collect();
        out += &format!("[AddBlack \"{}\"]\n", pts.join(" "));
        let k = c.below(6);
        let pts: Vec<String> = (0..k).map(|_| point(&mut c)).collect();
        out += &format!("[AddWhite \"{}\"]\n", pts.join(" "));
        if c.below(2) == 0 {
            out += ["[ToMove \"W\"]\n", "[ToMove \"B\"]\n", "[ToMove \"x\"]\n"][c.below(3)];
        }
    }
    if c.below(8) == 0 {
        out += ["[Opening \"free\"]\n", "[Opening \"designated\"]\n"][c.below(2)];
    }
    // Every claim of the vocabulary: an edition judges those it takes and
    // tells the record of the others.
    let claims: Vec<&str> = crate::vocabulary::ClaimWord::ALL
        .iter()
        .map(|w| w.name())
        .collect();
    let mut number = 1;
    let mut colour = 0;
    while !c.done() && out.len() < 1 << 16 {
        let who = match c.below(8) {
            0 => 1 - colour,
            _ => colour,
        };
        let letter = ["B", "W"][who];
        match c.below(40) {
            0..=21 => {
                if c.below(4) == 0 {
                    out += &format!("{number}. ");
                }
                out += &format!("{letter} {}", point(&mut c));
                colour = 1 - who;
                number += 1;
            }
            22..=23 => {
                out += &format!("{letter} pass");
                colour = 1 - who;
            }
            24..=31 => {
                let Some(e) = rules.events.get(c.below(rules.events.len())) else {
                    continue;
                };
                let actor = if c.below(6) == 0 { "both" } else { letter };
                out += &format!("{actor} {}", e.name);
                for a in &e.args {
                    if a.optional && c.below(3) == 0 {
                        continue;
                    }
                    let wrong = c.below(12) == 0;
                    let arg = match (a.kind, wrong) {
                        (_, true) => ["x", "1", "5m", "Q16", "999999999999", "0.0001"][c.below(6)]
                            .to_string(),
                        (ArgKind::Point, _) => point(&mut c),
                        (ArgKind::Points, _) => {
                            let k = 1 + c.below(3);
                            (0..k).map(|_| point(&mut c)).collect::<Vec<_>>().join(" ")
                        }
                        (ArgKind::Duration, _) => format!("{}m", c.below(200)),
                        (ArgKind::Number, _) => format!("{}", 150.0 + c.below(200) as f64 / 4.0),
                        (ArgKind::Word, _) => a
                            .one_of
                            .get(c.below(a.one_of.len()))
                            .cloned()
                            .unwrap_or_else(|| "x".into()),
                    };
                    out += &format!(" {arg}");
                }
            }
            32..=34 => {
                let w = claims.get(c.below(claims.len())).copied().unwrap_or("x");
                out += &format!("{letter} claim {w}");
            }
            35..=36 => {
                let v = Verdict::ALL[c.below(Verdict::ALL.len())].name();
                let target = ["B ", "W ", "both ", ""][c.below(4)];
                out += &format!("arbiter: {target}{v}");
            }
            37 => out += &format!(" {{note {}}}", c.below(100)),
            38 => out += [" @0:59:30", " +45s", " @1:00", " +1h5m30s"][c.below(4)],
            _ => out += ["; comment", "...", " ", "\t"][c.below(4)],
        }
        out.push('\n');
    }
    out
}
