//! Why a command was refused. The state is always left exactly as it was.

use super::refusal::SharedRefusal;
use super::types::{CardKind, Loc, Role, Seat};

/// A command that breaks a rule, or that does not fit the decision pending now.
///
/// The engine has no words for users: the announcer words each kind in the user's language.
/// `Display` is a terse form for developers (logs, test failures), with seats counted from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("refused: {self:?}")]
pub enum RuleError {
    GameOver,
    Unexpected { expected: Moment },
    NoSuchPlayer(Seat),
    NotYourTurn { expected: Seat, got: Seat },
    BadgeHolderFirst(Seat),
    NoCharacters(Seat),
    LocationClosed(Loc),
    NoFreeSpot(Loc),
    NoMonsterSpot(Loc),
    NoMonster(Loc),
    NotInGame { player: Seat, role: Role },
    AlreadyPlaced { player: Seat, role: Role },
    NoSuchDie(u8),
    NotThere { player: Seat, role: Role, location: Loc },
    CannotMove { player: Seat, role: Role, destination: Loc },
    SameLocation,
    NotPresent { player: Seat, location: Loc },
    NotAVoter(Seat),
    NotACandidate(Seat),
    AlreadyVoted(Seat),
    NotTied(Seat),
    AlreadyChosen(Seat),
    Hidden { player: Seat, role: Role },
    AlreadyHidden { player: Seat, role: Role },
    NoCardInHand(Seat),
    WrongMoment(CardKind),
    KeysAreRevealed,
    AlreadyKnowsDice(Seat),
    BlindBadgeHolder,
    MustGiveAway,
    NotAKeysHolder(Seat),
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
    /// The dice rolled at the table.
    Dice,
    /// A character being placed.
    Placement,
    /// The discussion before a vote.
    Discussion,
    /// Ballots.
    Ballots,
    /// The Martyr holder settling a tie.
    Tie,
    /// The designated player choosing who is eaten.
    Victim,
    /// The truck's cards being shared.
    Share,
    /// Walkie-talkies, or the table continuing to the destinations.
    DiceWindow,
    /// Destinations.
    Destinations,
    /// Characters moving.
    Movement,
    /// Energy drinks before a move, or the table continuing.
    BeforeMove,
    /// Energy drinks after the movement, or the table continuing to the monsters.
    AfterMovement,
    /// Who holds the keys.
    Keys,
    /// Whether a survivor holds two weapons.
    Weapons,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_the_terse_developer_form() {
        assert_eq!(RuleError::GameOver.to_string(), "refused: GameOver");
        assert_eq!(RuleError::NoSuchPlayer(Seat::ALL[5]).to_string(), "refused: NoSuchPlayer(Seat(5))");
        assert_eq!(crate::mall::RuleError::SameLocation.to_string(), "refused: SameLocation");
    }
}
