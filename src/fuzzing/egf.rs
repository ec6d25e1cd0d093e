//! A structure-aware EGF table generator for the fuzzers: bytes read as
//! choices make a results table of the shapes real and hostile tables
//! have — a byte-order mark, comment lines and `EV[]`, players whose
//! entries mostly mirror each other (so most tables get past the pairing
//! checks and into the standings), and the defects the reader must locate:
//! a player paired with themselves, unknown and duplicate places, lines
//! of the wrong length, forfeits (`!`), handicaps, free rounds, odd ranks
//! and names in any script.

use super::Choices;
use std::fmt::Write;

/// An EGF table built from `data`.
pub fn egf_from_bytes(data: &[u8]) -> String {
    let mut c = Choices::new(data);
    let mut out = String::new();
    if c.below(6) == 0 {
        out.push('\u{feff}');
    }
    let heads = ["; EV[Fuzz Open]\n", "; CL[A]\n", "", ";\n", "; EV[\n"];
    out.push_str(heads[c.below(heads.len())]);
    let players = 1 + c.below(12);
    let rounds = c.below(6);
    let grid = pairings(&mut c, players, rounds);
    for (k, entries) in grid.iter().enumerate() {
        let place = match c.below(20) {
            0 => k + 2,
            1 => 0,
            _ => k + 1,
        };
        let names = ["Novak Jan", "连 笑", "André Ö", "", "x\ty", "9"];
        let ranks = ["4d", "12k", "1p", "", "30k", "99d", "d"];
        let _ = write!(
            out,
            "{place} {} {} CZ Club",
            names[c.below(names.len())],
            ranks[c.below(ranks.len())]
        );
        let written = if c.below(15) == 0 {
            entries.len().saturating_sub(1)
        } else {
            entries.len()
        };
        for e in &entries[..written] {
            out.push(' ');
            out.push_str(e);
        }
        if c.below(10) == 0 {
            out.push_str(" ; a comment");
        }
        out.push('\n');
        if c.done() {
            break;
        }
    }
    out
}

/// Each player's entries, round by round: pairs of players meet with
/// mirrored results and colours, the rest have a free round or none; a
/// few entries are spoilt.
fn pairings(c: &mut Choices<'_>, players: usize, rounds: usize) -> Vec<Vec<String>> {
    let mut grid = vec![Vec::with_capacity(rounds); players];
    for _ in 0..rounds {
        let mut free: Vec<usize> = (0..players).collect();
        while free.len() >= 2 && c.below(5) > 0 {
            let a = free.swap_remove(c.below(free.len()));
            let b = free.swap_remove(c.below(free.len()));
            let (x, y) = [("+", "-"), ("-", "+"), ("=", "=")][c.below(3)];
            let forfeit = if c.below(8) == 0 { "!" } else { "" };
            let handicap = ["", "", "2", "9"][c.below(4)];
            grid[a].push(format!("{}{x}{forfeit}/b{handicap}", b + 1));
            grid[b].push(format!("{}{y}/w{handicap}", a + 1));
        }
        for p in free {
            grid[p].push(["0+", "0=", "0-"][c.below(3)].to_string());
        }
        if c.below(6) == 0 {
            let p = c.below(players);
            let spoilt = [
                format!("{}=", p + 1),
                "999+/b".to_string(),
                "3+/x".to_string(),
                "+".to_string(),
                "2?".to_string(),
                "18446744073709551616+".to_string(),
            ];
            if let Some(last) = grid[p].last_mut() {
                *last = spoilt[c.below(spoilt.len())].clone();
            }
        }
    }
    grid
}
