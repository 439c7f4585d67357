//! Every decision of a Mall of Horror table, as one closed enum, and why one is refused.

use super::types::{Card, CardPlay, Character};
use crate::refusal::{SharedMoment, SharedRuleError};
use crate::shared::{CharacterKey, SharedCommand};
use crate::types::{Loc, Seat};
use serde::{Deserialize, Serialize};

/// A decision of Mall of Horror's own; the others are shared ([`SharedCommand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum OwnCommand {
    /// Set-up: `player` puts `character` at `location` (a die's location, or any with room
    /// when both dice's are full or closed).
    Place { player: Seat, character: Character, location: Loc },
}

/// One decision of a Mall of Horror table: the shared ones, an action card played, or its own.
pub type Command = SharedCommand<CardPlay, Character, OwnCommand>;

/// A character moved or given up is written `"character"` in Mall of Horror's saves.
impl CharacterKey for Character {
    const KEY: &'static str = "character";
}

/// A command that breaks a rule or does not fit the decision pending: the refusals every
/// ruleset shares ([`SharedRuleError`]), and Mall of Horror's own. The game is unchanged.
pub type RuleError = SharedRuleError<Card, Character, Moment, OwnRuleError>;

/// A refusal of Mall of Horror's own; the others are shared ([`SharedRuleError`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnRuleError {
    /// The chief just elected announces a destination before the others choose theirs.
    ChiefFirst(Seat),
    NoRoom(Loc),
    /// No die of the placement shows this location.
    NotADie(Loc),
    NotPlaced {
        player: Seat,
        character: Character,
    },
    AlreadyAtDestination {
        player: Seat,
        character: Character,
    },
    /// Hardware does not help in the Parking.
    NotInTheParking,
    NoZombie(Loc),
}

/// What the game waits for, when a command does not fit it: the moments every ruleset has
/// ([`SharedMoment`]), and Mall of Horror's own.
pub type Moment = SharedMoment<OwnMoment>;

/// A moment of Mall of Horror's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnMoment {
    /// Cards played in an attack, or the table continuing.
    Cards,
    /// Security cameras, or the table continuing to the destinations.
    Camera,
}
