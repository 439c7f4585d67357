//! Every decision a table makes, as one closed enum.

use super::shared::{CharacterKey, SharedCommand};
use super::types::{Loc, Role, Seat};
use serde::{Deserialize, Serialize};

/// A decision of Lockdown's own; the others are shared ([`SharedCommand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum OwnCommand {
    /// Starting placement: `player` puts `role` on the location of one of their dice.
    Place { player: Seat, role: Role, die: u8 },
    /// At the end: who reveals the Keys of the truck (among survivors holding cards), if anyone.
    Keys { holder: Option<Seat> },
    /// At the end, if the epilogues need it: does a survivor hold two weapons?
    TwoWeapons { answer: bool },
}

/// One decision of a Lockdown table: the shared ones (a character, a [`Role`]), an object card
/// played, or its own.
pub type Command = SharedCommand<CardPlay, Role, OwnCommand>;

/// A character moved or given up is written `"role"` in Lockdown's saves.
impl CharacterKey for Role {
    const KEY: &'static str = "role";
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
