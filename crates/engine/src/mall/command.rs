//! Every decision of a Mall of Horror table, as one closed enum, and why one is refused.

use super::types::{Card, CardPlay, Character};
use crate::refusal::SharedRefusal;
use crate::types::{Dice, Loc, Seat};
use serde::{Deserialize, Serialize};

/// One decision of the table, or the faces of real dice the table rolled.
///
/// Commands name the player who acts, so that a command entered for the wrong player is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum Command {
    /// The faces of the real dice the table just rolled (only when the table rolls).
    Roll { dice: Dice },
    /// Set-up: `player` puts `character` at `location` (a die's location, or any with room
    /// when both dice's are full or closed).
    Place { player: Seat, character: Character, location: Loc },
    /// Ends a moment in which cards may be played.
    Continue,
    /// A player plays an action card.
    Play { player: Seat, card: CardPlay },
    /// A secret ballot.
    Ballot { voter: Seat, candidate: Seat },
    /// The chief settles a tie of a second vote.
    BreakTie { candidate: Seat },
    /// The truck's searcher gives a card to `to` (to themselves: keeps the only card).
    Give { to: Seat },
    /// A player's destination this round; for a player with no character left, where a zombie
    /// is added.
    Destination { player: Seat, location: Loc },
    /// During the moves, `player` moves `character` towards their destination.
    Move { player: Seat, character: Character },
    /// The chosen player gives up one of their characters to the zombies.
    Victim { player: Seat, character: Character },
}

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
