//! A finding as text, written for each of a report's findings: its first
//! line from a template resolved once for the run
//! ([`crate::messages::template`]), and the rest — the same words for every
//! finding of a rule with the same verdicts, amount and choice, which a
//! record of a million repetitions writes a million times — made once and
//! copied, where no claim, ruling or tally makes a finding's words its own.

use super::cite::indent;
use super::messages::Messages;
use super::words;
use crate::judgement::*;
use crate::messages::template::Template;
use crate::record::ast::Colour;
use crate::vocabulary::Verdict;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::Arc;

/// The text of a run's findings: the templates of a finding's first line,
/// the words each rule's findings share, and the bodies already made.
pub(super) struct Findings<'m> {
    m: &'m Messages,
    /// `finding-text-head` and `finding-text-head-nobody`, where their
    /// arguments only stand in their words.
    head: Option<Template>,
    head_nobody: Option<Template>,
    /// Black's and White's names.
    colours: [String; 2],
    /// Each rule's event in words, by the rule.
    events: HashMap<*const FindingRule, String>,
    /// Bodies made, by the rule and what else a body is made of.
    bodies: HashMap<(*const FindingRule, BodyKey), String>,
    /// The bytes `bodies` holds: past [`KEPT`] it starts over.
    kept: usize,
}

/// The bodies a run keeps at most, in bytes.
const KEPT: usize = 1024 * 1024;

/// What a finding's body is made of beyond its rule (and its judgement's
/// way of judging and articles' form, the same for the whole run).
#[derive(PartialEq, Eq, Hash)]
struct BodyKey {
    verdict: Vec<Verdict>,
    chosen: Option<u16>,
    defaulted: bool,
    amount: Option<u64>,
    after_decision: bool,
}

/// Names of `finding-text-head`'s arguments, in the order they are given.
const HEAD: [&str; 6] = ["move", "event", "written", "line", "column", "player"];

impl<'m> Findings<'m> {
    /// Ready to write findings in the words of `m`.
    pub(super) fn new(m: &'m Messages) -> Findings<'m> {
        Findings {
            m,
            head: Template::of(m, "finding-text-head", &HEAD),
            head_nobody: Template::of(m, "finding-text-head-nobody", &HEAD[..5]),
            colours: [Colour::Black, Colour::White].map(|c| words::colour(m, c)),
            events: HashMap::new(),
            bodies: HashMap::new(),
            kept: 0,
        }
    }

    /// One finding of `j`, after a blank line: its first line, then its body.
    pub(super) fn write(&mut self, out: &mut String, j: &Judgement, f: &Finding) {
        out.push('\n');
        self.head(out, f);
        out.push('\n');
        if f.claim.is_some() || f.ruling.is_some() || f.tally.is_some() {
            return body(self.m, out, j, f);
        }
        let key = (
            Arc::as_ptr(&f.by),
            BodyKey {
                verdict: f.verdict.clone(),
                chosen: f.chosen,
                defaulted: f.defaulted,
                amount: f.amount.map(f64::to_bits),
                after_decision: f.after_decision,
            },
        );
        if let Some(made) = self.bodies.get(&key) {
            return out.push_str(made);
        }
        let mut made = String::new();
        body(self.m, &mut made, j, f);
        out.push_str(&made);
        if self.kept + made.len() > KEPT {
            self.bodies.clear();
            self.kept = 0;
        }
        self.kept += made.len();
        self.bodies.insert(key, made);
    }

    /// A finding's first line: its move, player, event, what was written
    /// and where.
    fn head(&mut self, out: &mut String, f: &Finding) {
        let m = self.m;
        let event = self
            .events
            .entry(Arc::as_ptr(&f.by))
            .or_insert_with(|| words::event(m, f.event(), f.by.event_zh.as_deref()));
        let (move_number, line, column) = (
            f.move_number.to_string(),
            f.line.to_string(),
            f.column.to_string(),
        );
        let values = [
            move_number.as_str(),
            event.as_str(),
            &f.written,
            &line,
            &column,
            match f.player {
                Some(Colour::Black) => &self.colours[0],
                Some(Colour::White) => &self.colours[1],
                None => "",
            },
        ];
        let (template, id, given) = match f.player {
            Some(_) => (&self.head, "finding-text-head", &values[..]),
            None => (&self.head_nobody, "finding-text-head-nobody", &values[..5]),
        };
        match template {
            Some(t) => t.write(out, given),
            None => {
                let args: Vec<(&str, &str)> =
                    HEAD.iter().copied().zip(given.iter().copied()).collect();
                out.push_str(&m.f(id, &args));
            }
        }
    }
}

/// A finding after its first line: which rule, its claim, its
/// prescription, its amount, notes and stand-ins, the cited texts, the
/// ruling checked.
fn body(m: &Messages, out: &mut String, j: &Judgement, f: &Finding) {
    let rule = m.f(
        "finding-rule",
        &[
            ("rule", f.rule()),
            ("topic", f.topic()),
            // The topic by its name, or as a heading in the catalogue's words:
            // the language's catalogue chooses which it shows.
            ("topic-words", &super::memo_words::heading(m, f.topic())),
            ("kind", &kind_and_claim(m, f)),
        ],
    );
    let _ = writeln!(out, "  {rule}");
    if f.after_decision {
        let _ = writeln!(out, "  {}", m.t("finding-after-decision"));
    }
    let changes_game = |v: &Verdict| {
        matches!(
            v,
            Verdict::MoveVoid
                | Verdict::MovesVoid
                | Verdict::ActVoid
                | Verdict::CountsAsPass
                | Verdict::ForfeitTurn
                | Verdict::RestoreStones
        )
    };
    if j.mode == crate::judgement::Mode::AsPlayed && f.verdict.iter().any(changes_game) {
        let _ = writeln!(out, "  {}", m.t("finding-as-played"));
    }
    if let Some(claim) = &f.claim {
        let claimant = claim
            .by
            .map_or_else(|| m.t("finding-claim-either"), |c| words::colour(m, c));
        let line = m.f(
            "finding-claim",
            &[
                ("claimant", &claimant),
                ("window", &words::window(m, claim.window)),
                ("status", &words::claim_state(m, claim.status)),
            ],
        );
        let _ = writeln!(out, "  {line}");
    }
    match &f.choices() {
        Some(ch) => choices(m, out, ch),
        None => {
            let v = words::verdicts(m, &f.verdict);
            let _ = writeln!(out, "  {}", m.f("finding-verdicts", &[("verdicts", &v)]));
        }
    }
    particulars(m, out, f);
    articles(m, out, j, f.articles());
    if let Some(r) = &f.ruling {
        let id = if r.compliant {
            "ruling-compliant"
        } else {
            "ruling-not-compliant"
        };
        let args = [
            ("written", r.written.as_str()),
            ("explanation", &r.explanation(m)),
        ];
        let _ = writeln!(out, "  {}", m.f(id, &args));
    }
    if let Some(t) = &f.tally {
        let _ = writeln!(out, "  {}", super::remarks::tally(m, t));
    }
}

/// The cited articles, each with its id, title and text.
pub(super) fn articles(
    m: &Messages,
    out: &mut String,
    j: &Judgement,
    cited: &[crate::ruleset::Provision],
) {
    let id = if j.summary_of.is_some() {
        "article-line-summary"
    } else {
        "article-line"
    };
    for a in cited {
        let title = a.title_in(m.zh());
        let _ = writeln!(out, "  {}", m.f(id, &[("id", &a.id), ("title", title)]));
        let _ = writeln!(out, "{}", indent(a.text_in(m.zh()), "      "));
    }
}

/// The choices the text leaves, and what became of them.
fn choices(m: &Messages, out: &mut String, ch: &Choices) {
    let options: Vec<String> = ch.options.iter().map(|o| words::verdicts(m, o)).collect();
    let default = ch
        .default
        .and_then(|k| ch.options.get(k))
        .map(|o| {
            m.f(
                "choice-in-principle",
                &[("verdicts", &words::verdicts(m, o))],
            )
        })
        .unwrap_or_default();
    let line = m.f(
        "finding-choice",
        &[
            ("chooser", &words::chooser(m, ch.by)),
            ("options", &options.join(" | ")),
        ],
    );
    let _ = writeln!(out, "  {line}{default}");
    let chosen = |id: &str, k: usize| m.f(id, &[("verdicts", &words::verdicts(m, &ch.options[k]))]);
    let line = match ch.chosen {
        Some(k) if ch.defaulted => chosen("choice-defaulted", k),
        Some(k) => chosen("choice-chosen", k),
        None if ch.by == crate::vocabulary::Chooser::Supplement => m.t("choice-not-set"),
        None => m.t("choice-not-chosen"),
    };
    let _ = writeln!(out, "  {line}");
}

/// The amount, the note, the stand-ins and the supplement of a finding.
fn particulars(m: &Messages, out: &mut String, f: &Finding) {
    if let Some(amount) = f.amount {
        let one = amount == 1.0;
        let id = if f.verdict.contains(&Verdict::TimeDeduction) {
            if one {
                "amount-minute"
            } else {
                "amount-minutes"
            }
        } else if f.verdict.contains(&Verdict::OpponentDeduction) {
            if one { "amount-point" } else { "amount-points" }
        } else if one {
            "amount-stone"
        } else {
            "amount-stones"
        };
        let amount = crate::units::stones(amount);
        let _ = writeln!(out, "  {}", m.f(id, &[("amount", &amount)]));
    }
    if !f.note().is_empty() {
        let note = m.prose(f.note(), f.note_zh());
        let _ = writeln!(out, "  {}", m.f("finding-note", &[("note", note)]));
    }
    for s in &f.by.stand_ins {
        let sentence = super::result::stand_in_sentence(m, s);
        let _ = writeln!(
            out,
            "  {}",
            m.f("finding-stand-in", &[("sentence", &sentence)])
        );
    }
    if let Some(s) = &f.supplement() {
        let _ = writeln!(out, "  {}", m.f("finding-set-by", &[("supplement", s)]));
    }
}

/// The finding's kind, and what stands when its claim did not come.
pub(crate) fn kind_and_claim(m: &Messages, f: &crate::judgement::Finding) -> String {
    let kind = words::kind(m, f.kind());
    match &f.claim {
        // What stands is the rule's `unclaimed` verdict: most often
        // nothing changes, but a full board's draw may have waited.
        Some(c)
            if c.status == ClaimState::NotClaimed
                && f.verdict
                    .iter()
                    .all(|v| *v == crate::vocabulary::Verdict::NoCorrection) =>
        {
            m.f("kind-left-uncorrected", &[("kind", &kind)])
        }
        Some(c) if c.status == ClaimState::NotClaimed => {
            m.f("kind-not-claimed", &[("kind", &kind)])
        }
        _ => kind,
    }
}
