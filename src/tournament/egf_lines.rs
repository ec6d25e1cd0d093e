//! The EGF table's lines read into players and their entries, and the
//! entries paired into games (each game written on both players' lines).

use super::*;
use crate::error::Said;
use crate::tournament::Published;
use caipan_ruleset::said;

/// The standings as the table publishes them, best first: a line whose
/// place is blank shares the place of the line above, and a place shared
/// by `n` lines covers `n` places (OpenGotha's h9 export writes a tie so).
fn published(lines: &[Line]) -> Vec<Published> {
    let mut order: Vec<usize> = (0..lines.len()).filter(|&k| !lines[k].unplaced).collect();
    order.sort_by_key(|&k| lines[k].place);
    let mut out: Vec<Published> = Vec::with_capacity(order.len());
    let mut group = 0;
    for (at, &k) in order.iter().enumerate() {
        if !lines[k].shared || at == 0 {
            group = at;
        }
        let first = lines[order[group]].place;
        let last = first + (at - group);
        for p in &mut out[group..] {
            p.place.1 = last;
        }
        out.push(Published {
            player: k,
            place: (first, last),
        });
    }
    out
}

impl Reader<'_> {
    fn problem(
        &mut self,
        at: usize,
        len: usize,
        message: impl Into<Said>,
        label: impl Into<Said>,
        help: impl Into<Said>,
    ) {
        let span = span(self.text, at, len.max(1));
        self.problems.push(span, message, label, help);
    }

    /// A fault the shared checks found, at the entry `e`.
    fn fault(&mut self, e: Entry, fault: Option<table_check::Fault>) {
        if let Some(f) = fault {
            let span = span(self.text, e.at, e.len.max(1));
            self.problems.fault(span, f);
        }
    }

    /// The event's name (`; EV[…]`) and the player lines.
    pub(super) fn lines(&mut self) -> (Option<String>, Vec<Line>) {
        let (mut title, mut out) = (None, Vec::new());
        let mut offset = 0;
        for raw in self.text.split_inclusive('\n') {
            let start = offset;
            offset += raw.len();
            let (body, comment) = raw.split_once(';').unwrap_or((raw, ""));
            if let Some(ev) = comment.trim().strip_prefix("EV[") {
                title = ev.split(']').next().map(str::to_string);
            }
            let tokens: Vec<(usize, &str)> = tokens(body, start).collect();
            if tokens.is_empty() {
                continue;
            }
            let above = out.last().map(|l: &Line| l.place);
            if let Some(line) = self.line(&tokens, above) {
                out.push(line);
            }
        }
        (title, out)
    }

    /// A player's line; `above`, the number of the line above, numbers a
    /// line whose place is left blank (a place shared with that line).
    fn line(&mut self, tokens: &[(usize, &str)], above: Option<usize>) -> Option<Line> {
        let (at, first) = tokens[0];
        let (place, named_from) = match (first.parse::<usize>(), above) {
            (Ok(place), _) => (place, 1),
            // A place not known: the line numbered next, placed nowhere.
            (Err(_), _) if first == "?" => (above.map_or(1, |a| a + 1), 1),
            // A name where the place stands: the place of the line above,
            // shared, and this line numbered next (entries name it so).
            (Err(_), Some(above)) if first.starts_with(|c: char| c.is_alphabetic()) => {
                (above + 1, 0)
            }
            (Err(_), _) => {
                self.problem(
                    at,
                    first.len(),
                    said!("tournament-is-not-a-place-number", first = first),
                    said!("tournament-not-a-place"),
                    said!("tournament-a-player-s-line-starts-with"),
                );
                return None;
            }
        };
        let results = tokens
            .iter()
            .rev()
            .take_while(|(a, t)| entry(t, *a).is_some())
            .count();
        let middle = &tokens[named_from..tokens.len() - results];
        let rank_at = middle.iter().position(|(_, t)| is_rank(t));
        let name_end = rank_at.unwrap_or(middle.len());
        let name: Vec<&str> = middle[..name_end]
            .iter()
            .map(|(_, t)| *t)
            .filter(|t| t.parse::<f64>().is_err())
            .collect();
        let entries = tokens[tokens.len() - results..]
            .iter()
            .filter_map(|(a, t)| entry(t, *a))
            .collect();
        Some(Line {
            place,
            shared: named_from == 0,
            unplaced: first == "?",
            name: name.join(" "),
            rank: rank_at.map(|k| middle[k].1.to_string()),
            entries,
            at,
        })
    }

    /// Players by place, games from the entries (each once), byes.
    pub(super) fn tournament(&mut self, title: String, lines: Vec<Line>) -> Tournament {
        let rounds = lines.iter().map(|l| l.entries.len()).max().unwrap_or(0);
        if lines.is_empty() {
            self.problem(
                0,
                1,
                said!("tournament-the-table-has-no-player-line"),
                said!("tournament-no-players"),
                said!("tournament-a-line-per-player-the-place"),
            );
        }
        let index = self.places(&lines, rounds);
        let (games, byes) = self.games(&lines, &index, rounds);
        let published = published(&lines);
        Tournament {
            title,
            edition: None,
            system: System::Swiss,
            rounds: rounds as u32,
            players: lines
                .iter()
                .map(|l| Player {
                    id: l.place.to_string(),
                    name: l.name.clone(),
                    rating: None,
                    rank: l.rank.clone(),
                    team: None,
                })
                .collect(),
            games,
            byes,
            withdrawals: Vec::new(),
            unknown_results: std::mem::take(&mut self.unknown),
            published: Some(published),
            // An EGF table is a Swiss event: its first line says so.
            origin: (self.problems.source().clone(), span(self.text, 0, 1)),
        }
    }

    /// Each line's index by its place, every line checked for its
    /// number of rounds and a place given twice.
    fn places(&mut self, lines: &[Line], rounds: usize) -> HashMap<usize, usize> {
        let mut index: HashMap<usize, usize> = HashMap::new();
        for (k, l) in lines.iter().enumerate() {
            if l.entries.len() != rounds {
                self.problem(
                    l.at,
                    1,
                    said!(
                        "tournament-place-has-round-entries-the-table",
                        place = l.place,
                        entries = l.entries.len(),
                        rounds = rounds
                    ),
                    said!("tournament-wrong-number-of-rounds"),
                    said!("tournament-every-line-has-one-entry-per"),
                );
            }
            if index.insert(l.place, k).is_some() {
                self.problem(
                    l.at,
                    1,
                    said!("tournament-place-appears-twice", place = l.place),
                    said!("tournament-duplicate-place"),
                    said!("tournament-entries-name-opponents-by-place-each"),
                );
            }
        }
        index
    }

    /// Every line's entries, line by line (the cost is the entries
    /// written, not rounds × players), each game once; games and byes
    /// then in round order, each round in the table's order.
    fn games(
        &mut self,
        lines: &[Line],
        index: &HashMap<usize, usize>,
        rounds: usize,
    ) -> (Vec<Game>, Vec<Bye>) {
        let mut games: Vec<Vec<Game>> = vec![Vec::new(); rounds];
        let mut byes: Vec<Vec<Bye>> = vec![Vec::new(); rounds];
        for (k, l) in lines.iter().enumerate() {
            for (round, &e) in l.entries.iter().enumerate() {
                let r = round as u32 + 1;
                let bye = |score| Bye {
                    round: r,
                    player: k,
                    score,
                };
                match (e.opponent, e.symbol) {
                    (0, b'+') => byes[round].push(bye(1.0)),
                    (0, b'=') => byes[round].push(bye(0.5)),
                    (0, _) => {}
                    (o, _) => {
                        if let Some(g) = self.game(lines, index, k, o, round, e) {
                            games[round].push(g);
                        }
                    }
                }
            }
        }
        (games.concat(), byes.concat())
    }

    /// The game an entry names, from the line of the player placed higher
    /// (written once), after checking the other line says the same.
    fn game(
        &mut self,
        lines: &[Line],
        index: &HashMap<usize, usize>,
        k: usize,
        o: usize,
        round: usize,
        e: Entry,
    ) -> Option<Game> {
        let Some(&q) = index.get(&o) else {
            let f = table_check::unknown_player(
                said!("tournament-no-player-in-place", o = o),
                said!("tournament-an-entry-names-the-place"),
            );
            self.fault(e, Some(f));
            return None;
        };
        if q == k {
            let f = table_check::with_themselves(said!("tournament-place", o = o));
            self.fault(e, Some(f));
            return None;
        }
        let theirs = lines[q].entries.get(round).copied();
        if !theirs.is_some_and(|t| mirrors(e, t, lines[k].place)) {
            self.problem(
                e.at,
                e.len,
                said!(
                    "tournament-round-place-and-place-do-not",
                    round = round + 1,
                    place = lines[k].place,
                    o = o
                ),
                said!("tournament-not-matched"),
                said!("tournament-the-opponent-s-line-must-name"),
            );
            return None;
        }
        if q < k {
            return None; // written from the other line
        }
        let black_is_k = e.colour != Some(b'w') && theirs.and_then(|t| t.colour) != Some(b'b');
        let (black, white) = if black_is_k { (k, q) } else { (q, k) };
        let r = round as u32 + 1;
        for (p, place) in [(k, lines[k].place), (q, o)] {
            let twice = self
                .pairings
                .once(r, p, said!("tournament-place", o = place));
            self.fault(e, twice);
        }
        if e.symbol == b'?' {
            // Paired, result not known: not counted, said.
            self.unknown.push((r, black, white));
            return None;
        }
        let k_won = e.symbol == b'+';
        let forfeit = e.forfeit || theirs.is_some_and(|t| t.forfeit);
        let result = match (e.symbol, k_won == black_is_k, forfeit) {
            (b'=', _, _) => GameResult::Draw,
            (_, true, false) => GameResult::BlackWins,
            (_, false, false) => GameResult::WhiteWins,
            (_, true, true) => GameResult::WhiteForfeits,
            (_, false, true) => GameResult::BlackForfeits,
        };
        Some(Game {
            round: round as u32 + 1,
            black,
            white,
            result,
            warnings: [0, 0],
            record: None,
        })
    }
}

/// The whitespace-separated tokens of `body`, with their offsets in the file.
fn tokens(body: &str, start: usize) -> impl Iterator<Item = (usize, &str)> {
    body.split_whitespace().map(move |t| {
        let at = t.as_ptr() as usize - body.as_ptr() as usize;
        (start + at, t)
    })
}

/// Whether the opponent's entry `t` names back the player placed `place`
/// of entry `e`, with the opposite result and colour.
fn mirrors(e: Entry, t: Entry, place: usize) -> bool {
    t.opponent == place
        && matches!(
            (e.symbol, t.symbol),
            (b'+', b'-') | (b'-', b'+') | (b'=', b'=') | (b'?', b'?')
        )
        && (e.colour.is_none() || t.colour.is_none() || e.colour != t.colour)
}
