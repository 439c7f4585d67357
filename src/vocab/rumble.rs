//! Rumble patterns: the dice told by touch, and short cues, as timed pulses.
//!
//! The dice are sorted and told one group of short pulses per die (as many pulses as the die
//! shows), groups apart by a pause more than four times longer than the gaps inside a group, and one long
//! pulse to say it is over. Counting pulses is easier on few dice, so faces are told as
//! numbers (1 to 6), never as a code to learn. [`Pattern::dice_of`] reads a pattern back.
//!
//! Gamepads play force feedback in ticks of 50 ms: every length here is a multiple of 50.

/// One pulse: when it starts (from the pattern's start) and how long it lasts, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pulse {
    pub at_ms: u32,
    pub len_ms: u32,
}

/// Pulses in time order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    pulses: Vec<Pulse>,
}

/// A short pulse: one to count.
const SHORT: u32 = 150;
/// Between two pulses of one die.
const GAP: u32 = 200;
/// Between two dice.
const DIE_GAP: u32 = 900;
/// The long pulse that ends the dice.
const END: u32 = 700;
/// A pause at least this long separates two dice when reading a pattern back.
const DIE_GAP_READ: u32 = 600;
/// A pulse at least this long is the end.
const END_READ: u32 = 500;

/// A short rumble for one player's own events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// The game waits for you: two quick pulses.
    YourTurn,
    /// Your vote or destination is counted: one firm pulse.
    Counted,
    /// This is the pad being spoken of (when pads are given to players).
    Identify,
}

impl Pattern {
    /// The pattern of a set of dice (in any order).
    pub fn dice(faces: &[u8]) -> Pattern {
        let mut sorted = faces.to_vec();
        sorted.sort_unstable();
        let mut pulses = Vec::new();
        let mut t = 0;
        for (i, &face) in sorted.iter().enumerate() {
            if i > 0 {
                t += DIE_GAP - GAP;
            }
            for _ in 0..face {
                pulses.push(Pulse { at_ms: t, len_ms: SHORT });
                t += SHORT + GAP;
            }
        }
        if !sorted.is_empty() {
            t += DIE_GAP - GAP;
        }
        pulses.push(Pulse { at_ms: t, len_ms: END });
        Pattern { pulses }
    }

    /// A cue's pattern.
    pub fn cue(c: Cue) -> Pattern {
        let pulses = match c {
            Cue::YourTurn => vec![Pulse { at_ms: 0, len_ms: SHORT }, Pulse { at_ms: SHORT + SHORT, len_ms: SHORT }],
            Cue::Counted => vec![Pulse { at_ms: 0, len_ms: 400 }],
            Cue::Identify => vec![Pulse { at_ms: 0, len_ms: 300 }],
        };
        Pattern { pulses }
    }

    /// The pulses, in time order.
    pub fn pulses(&self) -> &[Pulse] {
        &self.pulses
    }

    /// How long it lasts, in milliseconds.
    pub fn len_ms(&self) -> u32 {
        self.pulses.last().map_or(0, |p| p.at_ms + p.len_ms)
    }

    /// The dice a pattern tells (sorted), read as a hand would: short pulses counted, a long
    /// pause between dice, a long pulse at the end. `None` if it tells no dice.
    pub fn dice_of(&self) -> Option<Vec<u8>> {
        let (end, counted) = self.pulses.split_last()?;
        if end.len_ms < END_READ {
            return None;
        }
        let mut faces: Vec<u8> = Vec::new();
        let mut previous_end: Option<u32> = None;
        for p in counted {
            if p.len_ms >= END_READ {
                return None;
            }
            let new_die = previous_end.is_none_or(|e| p.at_ms.saturating_sub(e) >= DIE_GAP_READ);
            if new_die {
                faces.push(0);
            }
            let last = faces.last_mut()?;
            *last += 1;
            if *last > 6 {
                return None;
            }
            previous_end = Some(p.at_ms + p.len_ms);
        }
        if previous_end.is_some_and(|e| end.at_ms.saturating_sub(e) < DIE_GAP_READ) {
            return None;
        }
        Some(faces)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every multiset of `n` dice, sorted.
    fn rolls(n: usize) -> Vec<Vec<u8>> {
        if n == 0 {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for shorter in rolls(n - 1) {
            let from = shorter.last().copied().unwrap_or(1);
            for f in from..=6 {
                let mut r = shorter.clone();
                r.push(f);
                out.push(r);
            }
        }
        out
    }

    #[test]
    fn every_roll_has_its_own_pattern_and_reads_back() {
        let mut seen = std::collections::HashMap::new();
        for n in 0..=6 {
            for roll in rolls(n) {
                let p = Pattern::dice(&roll);
                assert_eq!(p.dice_of(), Some(roll.clone()), "{roll:?}");
                assert!(p.pulses().iter().all(|q| q.at_ms % 50 == 0 && q.len_ms % 50 == 0), "ticks of 50 ms");
                assert!(p.pulses().windows(2).all(|w| w[0].at_ms + w[0].len_ms < w[1].at_ms), "pulses apart");
                if let Some(other) = seen.insert(p.clone(), roll.clone()) {
                    panic!("{roll:?} and {other:?} share a pattern");
                }
            }
        }
        assert_eq!(seen.len(), 924, "all rolls of up to six dice");
    }

    #[test]
    fn the_order_of_rolling_does_not_matter() {
        assert_eq!(Pattern::dice(&[5, 2, 2, 6]), Pattern::dice(&[2, 2, 5, 6]));
        assert_eq!(Pattern::dice(&[5, 2, 2, 6]).dice_of(), Some(vec![2, 2, 5, 6]));
    }

    #[test]
    fn four_dice_take_seconds_not_minutes() {
        let worst = Pattern::dice(&[6, 6, 6, 6]);
        assert!(worst.len_ms() <= 12_000, "{} ms", worst.len_ms());
        assert!(Pattern::dice(&[1, 1, 1, 1]).len_ms() <= 5_000);
    }

    #[test]
    fn cues_never_read_as_dice() {
        for c in [Cue::YourTurn, Cue::Counted, Cue::Identify] {
            assert_eq!(Pattern::cue(c).dice_of(), None, "{c:?}");
        }
    }
}
