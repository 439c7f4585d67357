//! The seeds of new games' dice: from the operating system's entropy, through rand.
//!
//! The engine never draws a seed itself: the interface asks for one here when a new game starts
//! (unless `vigie play --seed` fixed it), and the seed is kept in the game's set-up and its save,
//! so the game replays to the same dice.

use rand::TryRng;
use std::hash::{BuildHasher, Hasher};

/// A fresh seed from the operating system's entropy (`rand::rngs::SysRng`). Two games started at
/// the same moment get different dice.
pub fn fresh() -> u64 {
    match rand::rngs::SysRng.try_next_u64() {
        Ok(seed) => seed,
        // The OS refused entropy (it practically never does): the standard library's hash keys are
        // random per process and per call, from the OS where it can, so this still differs from
        // game to game.
        Err(_) => std::hash::RandomState::new().build_hasher().finish(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn two_seeds_drawn_together_differ() {
        assert_ne!(super::fresh(), super::fresh());
    }
}
