//! Sanction loops refused: rules on `warning` or `violation` that could
//! give a warning or violation leading back to their own trigger would
//! feed each other without end.

use super::load::Validator;
use super::model::*;
use super::raw::S;
use crate::said;
use crate::vocabulary::Verdict;

impl Validator<'_> {
    /// A warning or violation fires the rules on that trigger; if those can
    /// give a warning or violation again, the rules feed each other without
    /// end (whatever their conditions say). Refuse such a ruleset, pointing
    /// at every rule of the loop.
    pub(super) fn sanction_cycles(&mut self, rules: &[Rule], ids: &[&S<String>]) {
        let gives = |r: &Rule, v: Verdict| {
            r.prescription.options().iter().any(|o| o.contains(&v)) || r.unclaimed.contains(&v)
        };
        let node = |t: &Trigger| match t {
            Trigger::Warning => Some(0),
            Trigger::Violation => Some(1),
            _ => None,
        };
        // edges[a][b]: a rule on sanction a gives sanction b.
        let mut edges = [[false; 2]; 2];
        for r in rules {
            if let Some(a) = node(&r.on) {
                edges[a][0] |= gives(r, Verdict::Warning);
                edges[a][1] |= gives(r, Verdict::Violation);
            }
        }
        let in_loop = [
            edges[0][0] || (edges[0][1] && edges[1][0]),
            edges[1][1] || (edges[0][1] && edges[1][0]),
        ];
        for (r, id) in rules.iter().zip(ids) {
            let Some(a) = node(&r.on) else { continue };
            let feeds = (0..2).any(|b| {
                let v = [Verdict::Warning, Verdict::Violation][b];
                in_loop[a] && in_loop[b] && gives(r, v)
            });
            if feeds {
                self.problem(
                    id,
                    said!(
                        "ruleset-rule-on-gives-a-sanction-that",
                        id = r.id,
                        on_name = r.on_name
                    ),
                    said!("ruleset-part-of-a-sanction-loop"),
                    said!("ruleset-a-rule-on-warning-or-violation"),
                );
            }
        }
    }
}
