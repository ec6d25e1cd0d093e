//! The checks of a tournament file, in the order the file reads: players,
//! rounds and their games, withdrawals.

use super::super::table_check::{self, Fault};
use super::*;
use crate::error::Said;
use caipan_ruleset::said;
use std::collections::HashMap;

impl Checker<'_> {
    fn span<T>(&self, at: &S<T>) -> miette::SourceSpan {
        location_span(&at.referenced, self.text).unwrap_or_else(|| (0, 0).into())
    }

    fn problem<T>(
        &mut self,
        at: &S<T>,
        message: impl Into<Said>,
        label: impl Into<Said>,
        help: impl Into<Said>,
    ) {
        let span = self.span(at);
        self.problems.push(span, message, label, help);
    }

    /// A fault the shared checks found, at `at`.
    fn fault<T>(&mut self, at: &S<T>, fault: Option<Fault>) {
        if let Some(f) = fault {
            let span = self.span(at);
            self.problems.fault(span, f);
        }
    }

    pub(super) fn check(&mut self, raw: RawFile) -> Tournament {
        let mut index: HashMap<String, usize> = HashMap::new();
        let mut players = Vec::new();
        let system = raw.tournament.system.value;
        let teams = system.teams();
        for p in raw.players {
            if teams && p.team.is_none() {
                self.problem(
                    &p.id,
                    said!("tournament-has-no-team-in-a-team", id = p.id.value),
                    said!("tournament-no-team"),
                    said!("tournament-give-every-player-team-name"),
                );
            }
            if index.insert(p.id.value.clone(), players.len()).is_some() {
                self.problem(
                    &p.id,
                    said!("tournament-the-player-id-is-used-twice", id = p.id.value),
                    said!("tournament-duplicate-id"),
                    said!("tournament-give-every-player-an-id-of"),
                );
            }
            players.push(Player {
                id: p.id.value,
                name: p.name,
                rating: p.rating,
                rank: p.rank,
                team: p.team,
            });
        }
        let rounds = raw.tournament.rounds.value;
        let (games, byes) = self.rounds(&raw.rounds, rounds, &index);
        if teams {
            self.same_team(&raw.rounds, &index, &players);
        }
        let withdrawals = self.withdrawals(&raw.withdrawals, rounds, &index, &raw.rounds);
        let published = raw
            .published
            .as_ref()
            .map(|ids| Published::in_order(ids.iter().filter_map(|id| self.player(&index, id))));
        Tournament {
            title: raw.tournament.title,
            edition: raw.tournament.edition,
            system,
            rounds,
            players,
            games,
            byes,
            withdrawals,
            unknown_results: Vec::new(),
            published,
            origin: (
                self.problems.source().clone(),
                location_span(&raw.tournament.system.referenced, self.text)
                    .unwrap_or_else(|| (0, 0).into()),
            ),
        }
    }

    /// The player an id names, or a problem at the id.
    fn player(&mut self, index: &HashMap<String, usize>, id: &S<String>) -> Option<usize> {
        let found = index.get(&id.value).copied();
        if found.is_none() {
            let who = format!("`{}`", crate::error::quote_at_most(&id.value, 60));
            let f = table_check::unknown_player(
                said!("tournament-no-player-with-id", who = who),
                said!("tournament-name-a-listed-player"),
            );
            self.fault(id, Some(f));
        }
        found
    }

    fn rounds(
        &mut self,
        raw: &[S<RawRound>],
        declared: u32,
        index: &HashMap<String, usize>,
    ) -> (Vec<Game>, Vec<Bye>) {
        let (mut games, mut byes) = (Vec::new(), Vec::new());
        for (k, r) in raw.iter().enumerate() {
            let round = k as u32 + 1;
            if round > declared {
                self.problem(
                    r,
                    said!(
                        "tournament-round-is-listed-but-the-tournament",
                        declared = declared,
                        round = round
                    ),
                    said!("tournament-extra-round"),
                    said!("tournament-raise-tournament-rounds-or-remove-the"),
                );
            }
            for g in &r.value.games {
                self.game(g, round, index, &mut games, &mut byes);
            }
        }
        (games, byes)
    }

    /// One pairing: a game with both players and a result, or a bye.
    fn game(
        &mut self,
        g: &S<RawGame>,
        round: u32,
        index: &HashMap<String, usize>,
        games: &mut Vec<Game>,
        byes: &mut Vec<Bye>,
    ) {
        let raw = &g.value;
        match (&raw.black, &raw.white, raw.result, &raw.bye) {
            (Some(b), Some(w), Some(result), None) => {
                let (Some(black), Some(white)) = (self.player(index, b), self.player(index, w))
                else {
                    return;
                };
                if black == white {
                    let f =
                        table_check::with_themselves(said!("tournament-player-id", id = w.value));
                    self.fault(w, Some(f));
                    return;
                }
                self.once(round, black, b);
                self.once(round, white, w);
                let warnings = [raw.warnings.black, raw.warnings.white];
                let record = raw.record.as_ref().map(|r| self.record_name(round, r));
                games.push(Game {
                    round,
                    black,
                    white,
                    result,
                    warnings,
                    record,
                });
            }
            (None, None, None, Some(bye)) => {
                if let Some(p) = self.player(index, bye) {
                    self.once(round, p, bye);
                    byes.push(Bye {
                        round,
                        player: p,
                        score: 1.0,
                    });
                }
            }
            _ => self.problem(
                g,
                said!("tournament-a-pairing-needs-black-white-and"),
                said!("tournament-incomplete-pairing"),
                said!("tournament-pairing-help"),
            ),
        }
    }

    /// A record is named by its file name in the games directory: the
    /// table never decides which path is read.
    fn record_name(&mut self, round: u32, r: &S<String>) -> String {
        if !super::super::records::plain_name(&r.value) {
            self.problem(
                r,
                said!("tournament-is-not-a-plain-file-name", rule = r.value),
                said!("tournament-a-path"),
                said!("tournament-name-the-record-s-file-in"),
            );
        }
        let twice = self.pairings.record(round, &r.value);
        self.fault(r, twice);
        r.value.clone()
    }

    /// In a team competition a game pairs players of two teams.
    fn same_team(
        &mut self,
        rounds: &[S<RawRound>],
        index: &HashMap<String, usize>,
        players: &[Player],
    ) {
        for g in rounds.iter().flat_map(|r| &r.value.games) {
            let (Some(b), Some(w)) = (&g.value.black, &g.value.white) else {
                continue;
            };
            let team = |id: &S<String>| index.get(&id.value).and_then(|&k| players[k].team.clone());
            if let (Some(x), Some(y)) = (team(b), team(w))
                && x == y
            {
                self.problem(
                    w,
                    said!(
                        "tournament-and-are-both-of-team",
                        b = b.value,
                        w = w.value,
                        x = x
                    ),
                    said!("tournament-same-team"),
                    said!("tournament-a-team-competition-pairs-players-of"),
                );
            }
        }
    }

    /// A player appears once per round.
    fn once(&mut self, round: u32, p: usize, at: &S<String>) {
        let twice = self
            .pairings
            .once(round, p, said!("tournament-player-id", id = at.value));
        self.fault(at, twice);
    }

    fn withdrawals(
        &mut self,
        raw: &[RawWithdrawal],
        rounds: u32,
        index: &HashMap<String, usize>,
        listed: &[S<RawRound>],
    ) -> Vec<Withdrawn> {
        let mut out: Vec<Withdrawn> = Vec::new();
        let mut withdrawn = std::collections::HashSet::new();
        let played = if raw.is_empty() {
            HashMap::new()
        } else {
            played_at_board(listed)
        };
        for w in raw {
            let Some(player) = self.player(index, &w.player) else {
                continue;
            };
            if !withdrawn.insert(player) {
                self.problem(
                    &w.player,
                    said!("tournament-withdraws-twice", player = w.player.value),
                    said!("tournament-repeated"),
                    said!("tournament-list-a-withdrawal-once"),
                );
            }
            let after_round = w.after_round.value;
            if after_round > rounds {
                self.problem(
                    &w.after_round,
                    said!(
                        "tournament-after-round-but-the-tournament-has",
                        after_round = after_round,
                        rounds = rounds
                    ),
                    said!("tournament-no-such-round"),
                    said!("tournament-give-the-last-round-the-player"),
                );
            }
            let games = played
                .get(w.player.value.as_str())
                .map_or(&[][..], Vec::as_slice);
            self.no_play_after(&w.player, after_round, games);
            out.push(Withdrawn {
                player,
                after_round,
            });
        }
        out
    }

    /// A withdrawn player plays no game at the board after withdrawing
    /// (a forfeit listed for a later round is how such a game is written).
    fn no_play_after(&mut self, id: &S<String>, after: u32, played: &[(u32, &S<String>)]) {
        for &(round, at) in played.iter().filter(|(round, _)| *round > after) {
            self.problem(
                at,
                said!(
                    "tournament-withdrew-after-round-but-plays-in",
                    id = id.value,
                    after = after,
                    round = round
                ),
                said!("tournament-plays-after-withdrawing"),
                said!("tournament-write-the-game-as-a-forfeit"),
            );
        }
    }
}

/// Each player's games played at the board, by id, with the round and
/// where the game names the player: gathered once, so withdrawals are
/// checked in time linear in the table.
fn played_at_board(listed: &[S<RawRound>]) -> HashMap<&str, Vec<(u32, &S<String>)>> {
    let mut out: HashMap<&str, Vec<(u32, &S<String>)>> = HashMap::new();
    for (k, r) in listed.iter().enumerate() {
        for g in &r.value.games {
            if !g.value.result.is_some_and(GameResult::played) {
                continue;
            }
            for at in [&g.value.black, &g.value.white].into_iter().flatten() {
                out.entry(at.value.as_str())
                    .or_default()
                    .push((k as u32 + 1, at));
            }
        }
    }
    out
}
