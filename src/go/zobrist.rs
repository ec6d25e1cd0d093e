//! Zobrist keys: one random 64-bit key per (point, colour) and per player
//! to move, from a fixed seed so hashes are reproducible.

#[derive(Clone)]
pub struct Zobrist {
    stones: Vec<[u64; 2]>,
    sides: [u64; 2],
}

/// splitmix64: small, fast and well distributed; no crate needed for it.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Zobrist {
    pub fn new(points: usize) -> Zobrist {
        let mut state = 0x00CA_1BA2_u64;
        let stones = (0..points)
            .map(|_| [splitmix(&mut state), splitmix(&mut state)])
            .collect();
        let sides = [splitmix(&mut state), splitmix(&mut state)];
        Zobrist { stones, sides }
    }

    /// Key of a stone; `colour` is 1 (Black) or 2 (White).
    pub fn stone(&self, p: usize, colour: u8) -> u64 {
        self.stones[p][colour as usize - 1]
    }

    /// Key of the player to move; `colour` is 1 or 2.
    pub fn side(&self, colour: u8) -> u64 {
        self.sides[colour as usize - 1]
    }
}
