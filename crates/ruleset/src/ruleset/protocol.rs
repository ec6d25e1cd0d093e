//! Loading an opening protocol: the raw `openings:` section checked
//! (zones in move order and on the board, one window per swap, offers
//! either declared or fixed, the table's points on the board) and resolved.

use super::load::Validator;
use super::model::*;
use super::openings::{Offers, SwapWindow, TABLE_MOVES, Zone};
use super::raw::*;
use crate::colour::Colour;
use crate::said;
use std::collections::BTreeMap;

/// The colour a protocol names.
pub(super) fn side(s: RawSide) -> Colour {
    match s {
        RawSide::Black => Colour::Black,
        RawSide::White => Colour::White,
    }
}

impl Validator<'_> {
    /// The protocol of `raw`, its points on `board`.
    pub(super) fn protocol(
        &mut self,
        raw: &RawOpenings,
        provisions: &BTreeMap<String, ProvisionRef>,
        board: &Board,
    ) -> Openings {
        self.check_article(provisions, &raw.article);
        self.check_article(provisions, &raw.tag.article);
        let zones = self.zones(&raw.zones, board);
        let swaps = self.swap_windows(&raw.swaps, provisions);
        let offers = raw.offers.as_ref().map(|o| self.offers(o, provisions));
        let choices = self.choices(&raw.choices, provisions, board);
        Openings {
            article: raw.article.value.clone(),
            tag: OpeningTag {
                name: raw.tag.name.clone(),
                designated: raw.tag.designated.clone(),
                free: raw.tag.free.clone(),
                article: raw.tag.article.value.clone(),
            },
            table: self.table(raw, board, &zones),
            zones,
            swaps,
            offers,
            choices,
        }
    }

    /// The offers, either declared with a move or fixed in number.
    pub(super) fn offers(
        &mut self,
        o: &S<RawOffers>,
        provisions: &BTreeMap<String, ProvisionRef>,
    ) -> Offers {
        self.check_article(provisions, &o.value.article);
        let (declared_with, count) = (o.value.declared_with, o.value.count);
        if declared_with.is_some() == count.is_some() || declared_with == Some(0) {
            self.problem(
                o,
                said!("ruleset-the-offers-are-either-declared-with"),
                said!("ruleset-declared-with-or-count"),
                said!("ruleset-write-declared-with-3-the-player"),
            );
        }
        Offers {
            move_number: o.value.move_number,
            declared_with,
            count,
            article: o.value.article.value.clone(),
        }
    }

    /// The zones, each move once, in order, each square on the board.
    pub(super) fn zones(&mut self, raw: &[S<RawZone>], board: &Board) -> Vec<Zone> {
        let mut zones: Vec<Zone> = Vec::new();
        for z in raw {
            let zone = Zone {
                move_number: z.value.move_number,
                within: z.value.within,
            };
            let after_last = zones
                .last()
                .is_none_or(|l| l.move_number < zone.move_number);
            if zone.move_number == 0 || !after_last {
                self.problem(
                    z,
                    said!(
                        "ruleset-the-zone-of-move-is-out",
                        move_number = zone.move_number
                    ),
                    said!("ruleset-move"),
                    said!("ruleset-list-the-zones-by-move-from"),
                );
            } else if 2 * zone.within as usize + 1 > board.size {
                self.problem(
                    z,
                    said!("ruleset-a-zone-of-half-width-does", within = zone.within),
                    said!("ruleset-within"),
                    said!("ruleset-within-0-is-tengen-1-the"),
                );
            }
            zones.push(zone);
        }
        zones
    }

    /// The swap windows, each `after` once, their articles checked.
    pub(super) fn swap_windows(
        &mut self,
        raw: &[S<RawSwapWindow>],
        provisions: &BTreeMap<String, ProvisionRef>,
    ) -> Vec<SwapWindow> {
        let mut windows: Vec<SwapWindow> = Vec::new();
        for w in raw {
            self.check_article(provisions, &w.value.article);
            if windows.iter().any(|o| o.after == w.value.after) {
                self.problem(
                    w,
                    said!("ruleset-two-swap-windows-after-move", after = w.value.after),
                    said!("ruleset-repeated"),
                    said!("ruleset-each-window-allows-one-swap-list"),
                );
            }
            windows.push(SwapWindow {
                after: w.value.after,
                by: w.value.by.map(side),
                article: w.value.article.value.clone(),
            });
        }
        windows
    }

    /// The designated openings, on the board; a table needs the zones of
    /// the moves it describes.
    fn table(&mut self, raw: &RawOpenings, board: &Board, zones: &[Zone]) -> Vec<Opening> {
        let described = (1..=TABLE_MOVES).all(|n| zones.iter().any(|z| z.move_number == n));
        if !raw.table.is_empty() && !described {
            self.problem(
                &raw.article,
                said!("ruleset-an-opening-table-needs-the-zones"),
                said!("ruleset-zones"),
                said!("ruleset-zones-help"),
            );
        }
        let point = |v: &mut Self, at: &S<String>| {
            board.index(&at.value).unwrap_or_else(|| {
                v.not_a_point(at);
                0
            })
        };
        raw.table
            .iter()
            .map(|e| Opening {
                id: e.id.clone(),
                name: e.name.clone(),
                romanised: e.romanised.clone(),
                kind: e.kind.clone(),
                white2: point(self, &e.white2),
                black3: point(self, &e.black3),
            })
            .collect()
    }
}
