//! The expectations every ruleset's scripts read alike (`expect deck 10`, `expect winners Red`):
//! their grammar written once, each ruleset giving its words for them (`monsters` or `zombies`,
//! `turn` or `round`...), how a character is read, and its own expectations.

use super::lines::{loc, number, seat, winners};
use crate::engine::{Loc, Seat, SeatSet};

/// A check on the state (`expect WHAT VALUES`): those every ruleset reads alike, and the
/// ruleset's own (`Own`); `Piece` is a player's character.
#[derive(Debug, Clone, PartialEq)]
pub enum SharedExpect<Piece, Own> {
    /// How many monsters or zombies are at a location.
    Attackers(Loc, u8),
    /// How many characters are at a location.
    Count(Loc, u8),
    /// Where a character is; `None`: gone (eaten, taken by the zombies).
    At(Seat, Piece, Option<Loc>),
    Deck(u8),
    Hand(Seat, u8),
    Closed(Loc, bool),
    /// The turn, or the round.
    Turn(u16),
    /// The phase, or the step (`None`: none).
    Phase(Option<u8>),
    Pending(String),
    Score(Seat, u8),
    Winners(SeatSet),
    /// An expectation of the ruleset's own.
    Own(Own),
}

/// A ruleset's words for the expectations every ruleset reads alike.
pub(super) struct ExpectWords {
    /// What attacks (`monsters`, `zombies`).
    pub attackers: &'static str,
    /// Where a character no longer on the board is (`eaten`, `lost`).
    pub gone: &'static str,
    /// The turn (`turn`, `round`).
    pub turn: &'static str,
    /// The phase (`phase`, `step`), and how many there are.
    pub phase: (&'static str, u8),
    /// The name of every pending decision, as `expect pending` accepts them.
    pub pending: &'static [&'static str],
}

/// Reads the words of `expect WHAT VALUES`: the expectations every ruleset reads alike here
/// (`piece` reads a character), the ruleset's own by `own` (`Ok(None)`: not one of them).
pub(super) fn parse<P, O>(
    what: &str,
    a: &[&str],
    names: &[String],
    words: &ExpectWords,
    piece: impl Fn(&str) -> Result<P, String>,
    own: impl FnOnce() -> Result<Option<O>, String>,
) -> Result<SharedExpect<P, O>, String> {
    use SharedExpect as X;
    let (phase, phases) = words.phase;
    Ok(match (what, a) {
        (w, [l, n]) if w == words.attackers => X::Attackers(loc(l)?, number(n)?),
        ("count", [l, n]) => X::Count(loc(l)?, number(n)?),
        ("at", [p, c, w]) => X::At(seat(names, p)?, piece(c)?, if *w == words.gone { None } else { Some(loc(w)?) }),
        ("deck", [n]) => X::Deck(number(n)?),
        ("hand", [p, n]) => X::Hand(seat(names, p)?, number(n)?),
        ("closed", [l]) => X::Closed(loc(l)?, true),
        ("open", [l]) => X::Closed(loc(l)?, false),
        (w, [n]) if w == words.turn => X::Turn(number(n)?),
        (w, [n]) if w == phase && *n == "none" => X::Phase(None),
        (w, [n]) if w == phase => X::Phase(Some(
            number(n)
                .ok()
                .filter(|p| (1..=phases).contains(p))
                .ok_or_else(|| format!("{n} is not a {phase} (1 to {phases}, or none)"))?,
        )),
        ("pending", [w]) if words.pending.contains(w) => X::Pending(w.to_string()),
        ("pending", [w]) => return Err(format!("{w} is not a pending decision ({})", words.pending.join(", "))),
        ("score", [p, n]) => X::Score(seat(names, p)?, number(n)?),
        ("winners", ps) => X::Winners(winners(ps, names)?),
        _ => match own()? {
            Some(o) => X::Own(o),
            None => return Err(format!("cannot read `expect {what} {}` (see docs/script.md)", a.join(" "))),
        },
    })
}
