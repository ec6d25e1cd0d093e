//! Openings engines cannot take part in. An edition with designated
//! openings (renju's 26) has its first three stones laid by the referee,
//! game after game through the edition's table (from a place the seed
//! picks), and the record says so; the three-move swap is a choice no
//! engine protocol can offer, so it is not taken. Where the edition asks
//! Black for fifth-move offers, Black's engine plays its fifth move and
//! the referee lays the other offers (points the edition counts as
//! different, away from the stones), White keeping the engine's own: the
//! game goes on from the move an engine chose, and the record says so.

use crate::player::{Player, Reply, Xy};
use caipan::Ruleset;
use caipan::opening::symmetry;
use caipan::record::ast::Colour;

/// The openings a match lays, one per game.
pub struct Laid {
    /// Each designated opening as its stones and name.
    table: Vec<Opening>,
    /// Where in the table the first game starts.
    first: usize,
}

/// The stones one game starts with, laid by the referee.
#[derive(Debug, Clone, Default)]
pub struct Opening {
    /// The stones, in order (Black first).
    pub stones: Vec<(Colour, Xy)>,
    /// What the record says of them.
    pub notes: Vec<String>,
}

/// A board index as a referee point.
fn xy(ruleset: &Ruleset, p: usize) -> Xy {
    let size = ruleset.board.size;
    Xy {
        column: p % size,
        row: p / size + 1,
    }
}

impl Laid {
    /// The openings of `ruleset` (none unless its opening is designated
    /// and it has a table and a centre), the first picked by `seed`.
    pub fn new(ruleset: &Ruleset, seed: u64) -> Laid {
        let openings = ruleset.openings.as_ref();
        let table = match (openings, ruleset.board.tengen) {
            (Some(o), Some(centre)) => o
                .table
                .iter()
                .map(|t| Opening {
                    stones: vec![
                        (Colour::Black, xy(ruleset, centre)),
                        (Colour::White, xy(ruleset, t.white2)),
                        (Colour::Black, xy(ruleset, t.black3)),
                    ],
                    notes: vec![format!(
                        "the first three stones are laid by the referee: designated opening {} ({}, {})",
                        t.id, t.name, t.romanised
                    )],
                })
                .collect(),
            _ => Vec::new(),
        };
        let first = match table.len() {
            0 => 0,
            n => (seed % n as u64) as usize,
        };
        Laid { table, first }
    }

    /// The opening of game `number` (from 1): the table's in turn.
    pub fn for_game(&self, number: u32) -> Opening {
        match self.table.len() {
            0 => Opening::default(),
            n => self.table[(self.first + number as usize - 1) % n].clone(),
        }
    }
}

/// The fifth-move offers the edition asks of Black: Black's engine plays
/// its fifth move, the referee lays the rest, White keeps the engine's.
/// The lines to write (`B offer …`, `W keep …`) and the move that stands,
/// or why not.
pub fn offers(
    ruleset: &Ruleset,
    stones: &[(usize, Colour)],
    count: usize,
    black: &mut dyn Player,
) -> Result<(Vec<String>, Xy, Vec<String>), String> {
    let own = match black.genmove(Colour::Black) {
        Ok(Reply::Stone(xy)) => xy,
        Ok(other) => {
            return Err(format!(
                "Black's engine answered {other:?} for its fifth move"
            ));
        }
        Err(fault) => return Err(fault.to_string()),
    };
    let size = ruleset.board.size;
    let index = |xy: Xy| (xy.row - 1) * size + xy.column;
    let taken = |p: usize| stones.iter().any(|&(q, _)| q == p);
    if xy_on_board(own, size).is_none() || taken(index(own)) {
        return Err(format!(
            "Black's engine played {own:?} for its fifth move, not an empty point"
        ));
    }
    let as_shapes = ruleset.reading(caipan::vocabulary::Reading::FifthOffersDistinctAsShapes);
    let sym = |p: usize| (p as i32 % size as i32, p as i32 / size as i32);
    let placed: Vec<(symmetry::Xy, u8)> = stones
        .iter()
        .map(|&(p, c)| (sym(p), c.index() as u8 + 1))
        .collect();
    let middle = (size / 2) as i32;
    let centre = ruleset.board.tengen.map_or((middle, middle), sym);
    let mut offered = vec![index(own)];
    // The others: from the board's edge inwards, each distinct from every
    // offer so far as the edition counts them.
    for p in (0..size * size).rev() {
        if offered.len() == count {
            break;
        }
        let distinct = offered
            .iter()
            .all(|&o| !symmetry::equivalent(&placed, sym(o), sym(p), centre, as_shapes));
        if !taken(p) && distinct {
            offered.push(p);
        }
    }
    let board = &ruleset.board;
    let names: Vec<String> = offered.iter().map(|&p| board.name(p)).collect();
    let notes = vec![format!(
        "Black's engine played {} as its fifth move; the referee laid the other offers ({}) and White keeps the engine's",
        names[0],
        names[1..].join(" ")
    )];
    let lines = vec![
        format!("B offer {}", names.join(" ")),
        format!("W keep {}", names[0]),
    ];
    Ok((lines, own, notes))
}

/// The point, if it is on a `size` board.
fn xy_on_board(xy: Xy, size: usize) -> Option<Xy> {
    (xy.column < size && xy.row >= 1 && xy.row <= size).then_some(xy)
}

/// The opening act due now, if the game loop must do something other
/// than ask for a move.
pub enum Due {
    /// Nothing: a move is asked for (a swap due is a choice not taken).
    Nothing,
    /// Black's fifth-move offers, so many.
    Offers(usize),
    /// An act the referee cannot make for an engine (its event).
    Other(String),
}

/// What the edition's opening protocol asks for now.
pub fn due(ruleset: &Ruleset, acts: &[caipan::engine::DueAct]) -> Due {
    use caipan::vocabulary::Effect;
    for act in acts {
        match act.act {
            Effect::Swap => continue,
            Effect::Offer => {
                let count = ruleset
                    .openings
                    .as_ref()
                    .and_then(|o| o.offers.as_ref())
                    .and_then(|o| o.count)
                    .unwrap_or(2);
                return Due::Offers(count as usize);
            }
            _ => return Due::Other(act.event.clone()),
        }
    }
    Due::Nothing
}
