//! The count resolved (`scoring:`): its articles cited, its step
//! positive, its parameters named, what Black's count is compared with,
//! a handicap game's komi and compensation, and who wins equal counts.

use super::load::Validator;
use super::model::*;
use super::raw::*;
use super::resolve::Provisions;
use crate::said;

impl Validator<'_> {
    /// The count: its articles cited, its step positive, its parameters named.
    pub(super) fn scoring(
        &mut self,
        s: &RawScoring,
        params: &[String],
        provisions: &Provisions,
    ) -> Scoring {
        let confirmation = s.confirmation.as_ref().map_or(&[][..], |c| &c.articles[..]);
        for a in s.articles.iter().chain(confirmation) {
            self.check_article(provisions, a);
        }
        if !(s.count_step.value.is_finite() && s.count_step.value > 0.0) {
            self.problem(
                &s.count_step,
                said!("ruleset-count-step-must-be-a-positive"),
                said!("ruleset-not-a-step"),
                said!("ruleset-write-for-example-count-step-0"),
            );
        }
        self.check_baseline(s);
        Scoring {
            method: s.method,
            baseline: s.baseline.as_ref().map(|b| self.param_index(params, b)),
            komi: self.param_index(params, &s.komi),
            count_step: s.count_step.value,
            points_per_unit: s.points_per_unit,
            articles: s.articles.iter().map(|a| a.value.clone()).collect(),
            confirmation: confirmation.iter().map(|a| a.value.clone()).collect(),
            against_white: s
                .against
                .as_ref()
                .is_some_and(|a| a.value == RawAgainst::White),
            handicap: s
                .handicap
                .as_ref()
                .map(|h| self.handicap_scoring(h, params, provisions)),
            tie: s.tie.as_ref().map(|t| {
                self.check_article(provisions, &t.article);
                (t.winner, t.article.value.clone())
            }),
            territory: s
                .territory
                .as_ref()
                .map(|t| self.territory_scoring(s, t, params, provisions)),
            shared_points: s.shared_points,
            dead_stones: s.dead_stones,
        }
    }

    /// A territory count's additions: its articles cited, and a parameter
    /// choosing it only where the edition counts by area.
    fn territory_scoring(
        &mut self,
        s: &RawScoring,
        t: &RawTerritoryScoring,
        params: &[String],
        provisions: &Provisions,
    ) -> TerritoryScoring {
        use crate::vocabulary::ScoringMethod;
        for a in &t.articles {
            self.check_article(provisions, a);
        }
        match (s.method, &t.chosen_by) {
            (ScoringMethod::Territory, Some(c)) => self.problem(
                c,
                said!("ruleset-territory-chosen-by-needs-area"),
                said!("ruleset-territory-already"),
                said!("ruleset-remove-chosen-by"),
            ),
            (ScoringMethod::Area, None) => self.problem(
                &s.count_step,
                said!("ruleset-territory-needs-chosen-by"),
                said!("ruleset-no-chosen-by"),
                said!("ruleset-name-the-parameter-choosing-territory"),
            ),
            _ => {}
        }
        TerritoryScoring {
            chosen_by: t.chosen_by.as_ref().map(|c| self.param_index(params, c)),
            pass_stones: t.pass_stones,
            seki_eyes_counted: t.seki_eyes_counted,
            articles: t.articles.iter().map(|a| a.value.clone()).collect(),
        }
    }

    /// A handicap game's komi and compensation: parameters named, articles cited.
    fn handicap_scoring(
        &mut self,
        h: &RawHandicapScoring,
        params: &[String],
        provisions: &Provisions,
    ) -> HandicapScoring {
        for a in &h.articles {
            self.check_article(provisions, a);
        }
        HandicapScoring {
            komi: h.komi.as_ref().map(|k| self.param_index(params, k)),
            compensation: h.compensation.as_ref().map(|c| self.param_index(params, c)),
            stones_exempt: h.stones_exempt,
            articles: h.articles.iter().map(|a| a.value.clone()).collect(),
        }
    }

    /// Area counting compares with a baseline; territory counting with the
    /// opponent's count, so it names none.
    fn check_baseline(&mut self, s: &RawScoring) {
        use crate::vocabulary::ScoringMethod;
        let against_white = s.against.as_ref().filter(|a| a.value == RawAgainst::White);
        if let (Some(a), Some(_)) = (against_white, &s.baseline) {
            self.problem(
                a,
                said!("ruleset-against-white-takes-no-baseline"),
                said!("ruleset-against-white"),
                said!("ruleset-remove-baseline-or-against"),
            );
            return;
        }
        if against_white.is_some() {
            return;
        }
        match (s.method, &s.baseline) {
            (ScoringMethod::Area, None) => self.problem(
                &s.count_step,
                said!("ruleset-area-counting-needs-baseline"),
                said!("ruleset-no-baseline"),
                said!("ruleset-name-the-parameter-holding-the-points"),
            ),
            (ScoringMethod::Territory, Some(b)) => self.problem(
                b,
                said!("ruleset-territory-counting-compares-each-side-s"),
                said!("ruleset-baseline-with-territory"),
                said!("ruleset-remove-baseline"),
            ),
            _ => {}
        }
    }
}
