//! Every decision of a Mall of Horror table, as one closed enum, and why one is refused.

use super::types::{Card, CardPlay, Character};
use crate::refusal::SharedRefusal;
use crate::shared::SharedCommand;
use crate::types::{Loc, Seat};
use serde::{Deserialize, Serialize};

/// A decision of Mall of Horror's own; the others are shared ([`SharedCommand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum OwnCommand {
    /// Set-up: `player` puts `character` at `location` (a die's location, or any with room
    /// when both dice's are full or closed).
    Place { player: Seat, character: Character, location: Loc },
    /// During the moves, `player` moves `character` towards their destination.
    Move { player: Seat, character: Character },
    /// The chosen player gives up one of their characters to the zombies.
    Victim { player: Seat, character: Character },
}

/// One decision of a Mall of Horror table: the shared ones, an action card played, or its own.
pub type Command = SharedCommand<CardPlay, OwnCommand>;

/// A command that breaks a rule or does not fit the decision pending. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("refused: {self:?}")]
pub enum RuleError {
    GameOver,
    Unexpected { expected: Moment },
    NoSuchPlayer(Seat),
    NotYourTurn { expected: Seat, got: Seat },
    ChiefFirst(Seat),
    NoCharacters(Seat),
    LocationClosed(Loc),
    NoRoom(Loc),
    NotADie(Loc),
    NotPlaced { player: Seat, character: Character },
    AlreadyPlaced { player: Seat, character: Character },
    NotThere { player: Seat, character: Character, location: Loc },
    AlreadyAtDestination { player: Seat, character: Character },
    SameLocation,
    NotPresent { player: Seat, location: Loc },
    NotAVoter(Seat),
    NotACandidate(Seat),
    AlreadyVoted(Seat),
    NotTied(Seat),
    AlreadyChosen(Seat),
    Hidden { player: Seat, character: Character },
    NoCardInHand(Seat),
    WrongMoment(Card),
    NotInTheParking,
    NoZombie(Loc),
    AlreadyKnowsDice(Seat),
    MustGiveAway,
    DiceCount { expected: u8, got: u8 },
}

impl RuleError {
    /// This refusal, when it is one every ruleset shares (worded once above the engine).
    pub fn shared(&self) -> Option<SharedRefusal> {
        crate::match_refusal!(*self, RuleError, r => Some(r), { _ => None })
    }
}

/// What the game waits for, when a command does not fit it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    Dice,
    Placement,
    Discussion,
    Cards,
    Ballots,
    Tie,
    Victim,
    Share,
    Camera,
    Destinations,
    Movement,
}
