//! Zobrist keys: one random 128-bit key per (point, colour) and per player
//! to move, from a fixed seed so hashes are reproducible. 128 bits are two
//! independent 64-bit keys: a repetition is decided by the key alone (the
//! chance that two different positions of one game share a key is below
//! 10⁻²⁶ even for a million moves), so confirming one costs nothing.

/// Random keys per point and colour, and for the player to move.
#[derive(Clone)]
pub struct Zobrist {
    stones: Vec<[u128; 2]>,
    sides: [u128; 2],
}

/// splitmix64: small, fast and well distributed; no crate needed for it.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Two successive 64-bit outputs as one 128-bit key.
fn key(state: &mut u64) -> u128 {
    (u128::from(splitmix(state)) << 64) | u128::from(splitmix(state))
}

impl Zobrist {
    /// Keys for a board of `points` points, from a fixed seed (hashes are reproducible).
    pub fn new(points: usize) -> Zobrist {
        let mut state = 0x00CA_1BA2_u64;
        let stones = (0..points)
            .map(|_| [key(&mut state), key(&mut state)])
            .collect();
        let sides = [key(&mut state), key(&mut state)];
        Zobrist { stones, sides }
    }

    /// Key of a stone; `colour` is 1 (Black) or 2 (White).
    pub fn stone(&self, p: usize, colour: u8) -> u128 {
        self.stones[p][usize::from(colour.saturating_sub(1)).min(1)]
    }

    /// Key of the player to move; `colour` is 1 or 2.
    pub fn side(&self, colour: u8) -> u128 {
        self.sides[usize::from(colour.saturating_sub(1)).min(1)]
    }
}
