//! What every results table is checked for, whichever format it is written
//! in (our YAML or an EGF table): a player paired with themselves, a player
//! paired twice in a round, a name no player has, a game record named by
//! two pairings. Each reader finds the pairings its own way and locates a
//! fault in its own text; the faults and their words are the same. The
//! problems found are collected here, the first [`LISTED`] kept in full
//! and the rest counted, so a table of a million bad lines costs no more
//! than reading it.

use super::error::TournamentError;
use crate::error::Said;
use crate::error::Source;
use caipan_ruleset::said;
use miette::SourceSpan;
use std::collections::{HashMap, HashSet};

/// Problems listed in full; the rest are counted.
pub const LISTED: usize = 50;

/// A defect of a table, in words both readers use.
pub(super) struct Fault {
    pub message: Said,
    pub label: Said,
    pub help: Said,
}

/// A pairing of a player with themselves.
pub(super) fn with_themselves(who: Said) -> Fault {
    Fault {
        message: said!("tournament-is-paired-with-themselves", who = who).nested("who", &who),
        label: said!("tournament-same-player"),
        help: said!("tournament-pair-two-different-players"),
    }
}

/// A player the table does not list: "no player has the id `Z`".
pub(super) fn unknown_player(message: Said, help: Said) -> Fault {
    Fault {
        message,
        label: said!("tournament-unknown-player"),
        help,
    }
}

/// Who has a pairing in which round, and which records are named: the
/// checks that need what came before (kept in sets, so the cost stays
/// linear in the table).
#[derive(Default)]
pub(super) struct Pairings {
    seen: HashSet<(u32, usize)>,
    records: HashMap<String, u32>,
}

impl Pairings {
    /// A player's pairing (a game or a bye) in `round`: a fault if the
    /// player already has one.
    pub(super) fn once(&mut self, round: u32, player: usize, who: Said) -> Option<Fault> {
        (!self.seen.insert((round, player))).then(|| Fault {
            message: said!(
                "tournament-is-paired-twice-in-round",
                round = round,
                who = who
            )
            .nested("who", &who),
            label: said!("tournament-paired-twice"),
            help: said!("tournament-each-player-has-one-game-or"),
        })
    }

    /// A game of `round` names the record `name`: a fault if another
    /// pairing names it too (one record is one game, judged once).
    pub(super) fn record(&mut self, round: u32, name: &str) -> Option<Fault> {
        match self.records.get(name) {
            Some(&first) => Some(Fault {
                message: said!(
                    "tournament-the-record-is-named-by-a",
                    name = crate::error::quote_at_most(name, 60),
                    first = first
                ),
                label: said!("tournament-named-twice"),
                help: said!("tournament-a-record-is-one-game-name"),
            }),
            None => {
                self.records.insert(name.to_string(), round);
                None
            }
        }
    }
}

/// The problems a reader found, each located in its file.
pub(super) struct Problems {
    src: Source,
    listed: Vec<TournamentError>,
    count: usize,
}

impl Problems {
    pub(super) fn new(src: Source) -> Problems {
        Problems {
            src,
            listed: Vec::new(),
            count: 0,
        }
    }

    /// The file the problems are located in.
    pub(super) fn source(&self) -> &Source {
        &self.src
    }

    /// A fault at `span`.
    pub(super) fn fault(&mut self, span: SourceSpan, f: Fault) {
        self.push(span, f.message, f.label, f.help);
    }

    /// A problem at `span`; past the first [`LISTED`], only counted.
    pub(super) fn push(
        &mut self,
        span: SourceSpan,
        message: impl Into<Said>,
        label: impl Into<Said>,
        help: impl Into<Said>,
    ) {
        self.count += 1;
        if self.listed.len() < LISTED {
            self.listed.push(TournamentError::Invalid {
                src: self.src.clone(),
                span,
                message: message.into(),
                label: label.into(),
                help: help.into(),
            });
        }
    }

    /// The table, or every problem found in it.
    pub(super) fn verdict<T>(mut self, file: &str, table: T) -> Result<T, Box<TournamentError>> {
        match self.count {
            0 => Ok(table),
            1 => Err(Box::new(self.listed.remove(0))),
            count => Err(Box::new(TournamentError::Many {
                file: file.to_string(),
                count,
                listed: self.listed.len(),
                problems: self.listed,
            })),
        }
    }
}
