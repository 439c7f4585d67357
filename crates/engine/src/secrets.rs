//! What the secrets of the mechanics every ruleset shares leave each seat to know: the dice
//! under the box (Vigie shows them to whoever may look; with the table's dice the player looks
//! under the box and the engine shows nothing), the ballots of the vote under way (each seat
//! its own; the table who has voted) and the destinations (each seat its own; the table the one
//! said aloud while the others choose, and all once they are revealed). Each ruleset's view
//! reads them here, and adds what is its own.

use super::ballots::Ballots;
use super::game::DiceMode;
use super::types::{Dice, Loc, MAX_PLAYERS, Seat, SeatSet};

/// What one seat may know of a game whose public board is `B`: the board, and what only this
/// seat was told or chose. Each ruleset names its own (`SeatView`, with its `Board`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SeatView<B> {
    /// Whose view this is.
    pub seat: Seat,
    /// What the whole table knows.
    pub board: B,
    /// The dice under the box as Vigie showed them to this seat this turn or round (to the one
    /// who may look, or through a card). With real dice the player looks under the box, and the
    /// engine shows nothing.
    pub dice: Option<Dice>,
    /// This seat's ballot in the vote under way, until the ballots are revealed.
    pub ballot: Option<Seat>,
    /// This seat's destination this turn or round, once chosen.
    pub destination: Option<Loc>,
}

/// A game's secrets of the shared mechanics, as its view reads them.
pub(crate) struct Secrets {
    /// Whose dice: Vigie's or the table's.
    pub(crate) dice_mode: DiceMode,
    /// The dice under the box (empty before they are rolled or entered).
    pub(crate) box_dice: Dice,
    /// Who has looked (or may look) at them.
    pub(crate) dice_seen: SeatSet,
    /// The ballot box of the vote under way, while its ballots are secret.
    pub(crate) ballots: Option<Ballots>,
    /// Each seat's destination, once chosen.
    pub(crate) destinations: [Option<Loc>; MAX_PLAYERS],
}

impl Secrets {
    /// What `seat` may know: the `board`, its own dice, ballot and destination.
    pub(crate) fn view<B>(&self, seat: Seat, board: B) -> SeatView<B> {
        SeatView {
            seat,
            board,
            dice: self.dice_shown(seat),
            ballot: self.ballots.and_then(|b| b.of(seat)),
            destination: self.destinations[seat.index()],
        }
    }

    /// The dice as Vigie showed them to `seat`.
    fn dice_shown(&self, seat: Seat) -> Option<Dice> {
        let shown = self.dice_mode == DiceMode::Vigie && self.dice_seen.contains(seat) && !self.box_dice.is_empty();
        shown.then_some(self.box_dice)
    }

    /// The dice, shown to all once `revealed` (the moment of their reveal has come).
    pub(crate) fn dice_revealed(&self, revealed: bool) -> Option<Dice> {
        (revealed && !self.box_dice.is_empty()).then_some(self.box_dice)
    }

    /// Who has cast a ballot in the vote under way.
    pub(crate) fn voted(&self) -> SeatSet {
        self.ballots.map_or(SeatSet::EMPTY, |b| b.voted())
    }

    /// The destinations the table knows: while they are being chosen (`choosing`), only the one
    /// said aloud (`aloud`'s); all of them otherwise.
    pub(crate) fn destinations_known(&self, choosing: bool, aloud: Option<Seat>) -> [Option<Loc>; MAX_PLAYERS] {
        let mut known = [None; MAX_PLAYERS];
        for s in Seat::ALL {
            if !choosing || aloud == Some(s) {
                known[s.index()] = self.destinations[s.index()];
            }
        }
        known
    }
}
