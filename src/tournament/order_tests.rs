//! A property of the standings over random tables: equal values never
//! decide an order. Players equal on points and on every criterion the
//! edition computes share their place, whichever order the table lists
//! them in, and no value is ever -0 (which `total_cmp` once ranked below 0:
//! a player with no game placed after one with a warning).

use super::*;
use crate::ruleset::Ruleset;

/// A small deterministic generator (xorshift): the same tables every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

const RESULTS: [GameResult; 7] = [
    GameResult::BlackWins,
    GameResult::WhiteWins,
    GameResult::Draw,
    GameResult::BlackForfeits,
    GameResult::WhiteForfeits,
    GameResult::BothForfeit,
    GameResult::BothLose,
];

/// A random table: some players never paired, byes, every kind of result,
/// warnings; pairings at random (each player at most once a round).
fn table(rng: &mut Rng, system: crate::vocabulary::System) -> Tournament {
    let n = 2 + rng.below(9);
    let rounds = 1 + rng.below(4);
    let (mut games, mut byes) = (Vec::new(), Vec::new());
    for round in 1..=rounds as u32 {
        let mut free: Vec<usize> = (0..n).collect();
        while free.len() >= 2 && rng.below(4) > 0 {
            let black = free.swap_remove(rng.below(free.len()));
            let white = free.swap_remove(rng.below(free.len()));
            games.push(Game {
                round,
                black,
                white,
                result: RESULTS[rng.below(RESULTS.len())],
                warnings: [rng.below(3) as u32 / 2, rng.below(3) as u32 / 2],
                record: None,
            });
        }
        if !free.is_empty() && rng.below(3) == 0 {
            byes.push(Bye {
                round,
                player: free[0],
                score: 1.0,
            });
        }
    }
    Tournament {
        title: "random".into(),
        edition: None,
        system,
        rounds: rounds as u32,
        players: (0..n)
            .map(|k| Player {
                id: format!("P{k}"),
                name: format!("p{k}"),
                rating: (rng.below(2) == 0).then(|| 1500.0 + rng.below(3) as f64 * 100.0),
                rank: None,
                team: None,
            })
            .collect(),
        games,
        byes,
        withdrawals: Vec::new(),
        unknown_results: Vec::new(),
        published: None,
        origin: (crate::error::source("t", ""), (0, 0).into()),
    }
}

/// The same table with its players listed in reverse order.
fn reversed(t: &Tournament) -> Tournament {
    let n = t.players.len();
    let flip = |p: usize| n - 1 - p;
    let mut r = t.clone();
    r.players.reverse();
    for g in &mut r.games {
        (g.black, g.white) = (flip(g.black), flip(g.white));
    }
    for b in &mut r.byes {
        b.player = flip(b.player);
    }
    r
}

/// Every -0 among a row's values.
fn negative_zeros(s: &Standings) -> Vec<String> {
    let mut out = Vec::new();
    for r in &s.rows {
        let v = &r.values;
        let all = [
            v.points,
            v.sonneborn_berger,
            v.buchholz,
            v.median_buchholz,
            v.average_opponent_rating.unwrap_or(0.0),
        ];
        if all.iter().any(|x| *x == 0.0 && x.is_sign_negative()) {
            out.push(r.id.clone());
        }
    }
    out
}

fn equal_everywhere(a: &Row, b: &Row, s: &Standings) -> bool {
    a.values.points == b.values.points
        && s.tie_breaks.iter().all(|t| {
            t.criterion == crate::vocabulary::Criterion::ExtraGameOrLots
                || a.values.key(t.criterion) == b.values.key(t.criterion)
        })
}

fn places(s: &Standings) -> std::collections::HashMap<String, Option<(usize, usize)>> {
    s.rows.iter().map(|r| (r.id.clone(), r.place)).collect()
}

fn check(rs: &Ruleset, t: &Tournament) {
    let s = standings(t, rs).expect("ranked");
    assert!(
        negative_zeros(&s).is_empty(),
        "-0 in {:?}",
        negative_zeros(&s)
    );
    for a in &s.rows {
        for b in &s.rows {
            if a.place.is_some() && b.place.is_some() && equal_everywhere(a, b, &s) {
                assert_eq!(a.place, b.place, "{} and {} are equal", a.id, b.id);
            }
        }
    }
    let json = serde_json::to_string(&s).expect("json");
    assert!(!json.contains(":-0.0"), "{json}");
    assert_eq!(
        places(&s),
        places(&standings(&reversed(t), rs).expect("ranked"))
    );
}

/// The built-in editions whose tournament articles rank `system`.
fn ranking(system: crate::vocabulary::System) -> Vec<Ruleset> {
    crate::ruleset::BUILT_IN
        .iter()
        .filter_map(|(id, _, _)| crate::ruleset::resolve(id).ok())
        .filter(|r| {
            r.tournament
                .as_ref()
                .is_some_and(|t| t.system(system).is_some())
        })
        .collect()
}

#[test]
fn equal_values_never_decide_an_order() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut tables = 0;
    for system in [
        crate::vocabulary::System::Swiss,
        crate::vocabulary::System::RoundRobin,
    ] {
        let editions = ranking(system);
        assert!(editions.len() >= 2, "two editions rank {system:?}");
        for rs in &editions {
            for _ in 0..400 {
                check(rs, &table(&mut rng, system));
                tables += 1;
            }
        }
    }
    assert!(tables >= 1600);
}

#[test]
fn a_player_without_a_game_is_not_placed_after_a_warned_one() {
    // A round robin ranked by Sonneborn-Berger, then fewer warnings: on
    // equal points and Sonneborn-Berger, the player with fewer warnings
    // first. P1 played no game (empty sums); P0 lost both-lose to P2
    // with a warning.
    use crate::vocabulary::{Criterion, System};
    let rs = ranking(System::RoundRobin)
        .into_iter()
        .find(|r| {
            let t = r
                .tournament
                .as_ref()
                .and_then(|t| t.system(System::RoundRobin));
            let order: Vec<Criterion> = t.map_or(Vec::new(), |t| {
                t.tie_breaks.iter().map(|b| b.criterion).take(2).collect()
            });
            order == [Criterion::SonnebornBerger, Criterion::FewerWarnings]
        })
        .expect("an edition ranks so");
    let mut rng = Rng(1);
    let mut t = table(&mut rng, crate::vocabulary::System::RoundRobin);
    t.players.truncate(3);
    t.byes.clear();
    t.games = vec![Game {
        round: 1,
        black: 0,
        white: 2,
        result: GameResult::BothLose,
        warnings: [1, 1],
        record: None,
    }];
    let s = standings(&t, &rs).expect("ranked");
    assert_eq!(s.rows[0].id, "P1", "{:?}", places(&s));
    assert_eq!(s.rows[0].place, Some((1, 1)));
    let d = s.rows[0].decided.as_ref().expect("a decision");
    assert_eq!(
        d.criterion,
        Some(crate::vocabulary::Criterion::FewerWarnings)
    );
}
