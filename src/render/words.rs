//! The closed vocabulary in a reader's language: a verdict, an outcome, a
//! kind of finding, a claim's state and window, who chooses, a colour, an
//! event. Each is message `family-name` of the catalogue (`l10n/*/words.ftl`);
//! the JSON keeps the names themselves.

use super::messages::Messages;
use crate::judgement::{ClaimState, Outcome};
use crate::record::ast::Colour;
use crate::vocabulary::{Chooser, ClaimWindow, RuleKind, Verdict};

/// `move-void + warning`, `着手无效 + 警告`; `nothing` for none.
pub fn verdicts(m: &Messages, v: &[Verdict]) -> String {
    if v.is_empty() {
        return m.t("verdicts-nothing");
    }
    v.iter()
        .map(|x| verdict(m, *x))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// One verdict.
pub fn verdict(m: &Messages, v: Verdict) -> String {
    m.word("verdict", v.name())
}

/// How the game ended.
pub fn outcome(m: &Messages, o: Outcome) -> String {
    m.word("outcome", o.name())
}

/// Black or White.
pub fn colour(m: &Messages, c: Colour) -> String {
    m.t(match c {
        Colour::Black => "colour-black",
        Colour::White => "colour-white",
    })
}

/// Violation, procedure or breach.
pub fn kind(m: &Messages, k: RuleKind) -> String {
    m.word("kind", k.name())
}

/// Where a claim stands.
pub fn claim_state(m: &Messages, s: ClaimState) -> String {
    m.word("claim", s.name())
}

/// Until when a claim makes a rule apply.
pub fn window(m: &Messages, w: ClaimWindow) -> String {
    m.word("window", w.name())
}

/// The title of the edition a judgement is under, in the reader's
/// language: the edition's own (Chinese) title, or its English one.
pub fn edition_title<'a>(m: &Messages, j: &'a crate::judgement::Judgement) -> &'a str {
    if m.zh() {
        &j.edition_title
    } else {
        &j.edition_title_en
    }
}

/// Who chooses between the verdicts a text allows.
pub fn chooser(m: &Messages, c: Chooser) -> String {
    m.word("chooser", c.name())
}

/// An event by its name: in Chinese, the edition's Chinese name for it
/// (`zh`, from its declaration) where it gives one; else the catalogue's
/// word (a move, a pass, a warning), else the name as records write it.
pub fn event(m: &Messages, name: &str, zh: Option<&str>) -> String {
    match zh {
        Some(zh) if m.zh() => zh.to_string(),
        _ => m.word("event", name),
    }
}

/// A ruleset's value with its unit in the reader's words (`3¾ stones`,
/// `3¾ 子`): the unit's message where the catalogue has one
/// (`unit-times-the-lateness`), else the unit as the ruleset writes it.
pub fn quantity(m: &Messages, value: f64, unit: &str) -> String {
    let id = format!("unit-{}", unit.replace(' ', "-"));
    if m.has(&id) {
        return crate::units::quantity(value, &m.t(&id));
    }
    crate::units::quantity(value, unit)
}

#[cfg(test)]
mod tests {
    use super::super::messages::{Lang, of};
    use crate::vocabulary::{Chooser, ClaimWindow, RuleKind, Verdict};

    /// Every word of the closed vocabulary the views show has a message in
    /// both languages, and English shows it as it was shown before.
    #[test]
    fn every_word_shown_has_both_languages() {
        for lang in [Lang::En, Lang::Zh] {
            let m = of(lang);
            let mut ids: Vec<String> = Vec::new();
            ids.extend(Verdict::ALL.iter().map(|v| format!("verdict-{}", v.name())));
            ids.extend(RuleKind::ALL.iter().map(|v| format!("kind-{}", v.name())));
            ids.extend(Chooser::ALL.iter().map(|v| format!("chooser-{}", v.name())));
            ids.extend(
                ClaimWindow::ALL
                    .iter()
                    .map(|v| format!("window-{}", v.name())),
            );
            for id in ids {
                assert!(m.has(&id), "{lang:?}: no message `{id}`");
            }
        }
        let en = of(Lang::En);
        for v in Verdict::ALL {
            assert_eq!(super::verdict(en, *v), v.name());
        }
        for w in ClaimWindow::ALL {
            assert_eq!(super::window(en, *w), w.meaning());
        }
    }
}
