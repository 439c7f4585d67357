//! Every decision a table makes, as one closed enum.

use super::types::{Dice, Loc, Role, Seat};
use serde::{Deserialize, Serialize};

/// One decision of the table, or the faces of real dice the table rolled.
///
/// Commands name the player who acts even where the engine could infer it, so that a command
/// entered for the wrong player is refused instead of being applied to the right one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum Command {
    /// The faces of the real dice the table just rolled (only when the table rolls).
    Roll { dice: Dice },
    /// Starting placement: `player` puts `role` on the location of one of their dice.
    Place { player: Seat, role: Role, die: u8 },
    /// Ends a discussion (the vote follows) or a window in which cards may be played.
    Continue,
    /// A player plays an object card.
    Play { player: Seat, card: CardPlay },
    /// A secret ballot: `voter` designates `candidate`.
    Ballot { voter: Seat, candidate: Seat },
    /// The Martyr holder settles a tie.
    BreakTie { candidate: Seat },
    /// The player who searched the truck gives a card to `to` (to themselves: keeps the only one).
    Give { to: Seat },
    /// A player's destination for this turn.
    Destination { player: Seat, location: Loc },
    /// During the movement, `player` moves `role` towards their destination.
    Move { player: Seat, role: Role },
    /// The designated player gives up one of their characters to the monsters.
    Victim { player: Seat, role: Role },
    /// At the end: who reveals the Keys of the truck (among survivors holding cards), if anyone.
    Keys { holder: Option<Seat> },
    /// At the end, if the epilogues need it: does a survivor hold two weapons?
    TwoWeapons { answer: bool },
}

/// An object card being played, with what the player chose for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "card", rename_all = "kebab-case")]
pub enum CardPlay {
    /// Look under the box at this turn's dice.
    WalkieTalkie,
    /// Move one of one's characters to another location with a free spot.
    EnergyDrink { role: Role, to: Loc },
    /// One more vote in this vote (every vote of the current Parking attack).
    Gun,
    /// Move one monster from the attacked location to another open location with a free spot.
    TinCan { to: Loc },
    /// One monster of the attacked location back to the supply.
    Bat,
    /// Two monsters of the attacked location back to the supply.
    Chainsaw,
    /// Every monster of the attacked location back to the supply.
    Molotov,
    /// Hide one of one's characters in the attacked location for the rest of phase 6.
    RottenMeat { role: Role },
}

impl CardPlay {
    /// The kind of card played.
    pub fn kind(self) -> super::CardKind {
        use super::CardKind as K;
        match self {
            CardPlay::WalkieTalkie => K::WalkieTalkie,
            CardPlay::EnergyDrink { .. } => K::EnergyDrink,
            CardPlay::Gun => K::Gun,
            CardPlay::TinCan { .. } => K::TinCan,
            CardPlay::Bat => K::Bat,
            CardPlay::Chainsaw => K::Chainsaw,
            CardPlay::Molotov => K::Molotov,
            CardPlay::RottenMeat { .. } => K::RottenMeat,
        }
    }
}
