//! Why a command was refused. The state is always left exactly as it was.

use super::refusal::{SharedMoment, SharedRuleError};
use super::types::{CardKind, Loc, Role, Seat};

/// A command that breaks a rule, or that does not fit the decision pending now: the refusals
/// every ruleset shares ([`SharedRuleError`]), and Lockdown's own.
pub type RuleError = SharedRuleError<CardKind, Role, Moment, OwnRuleError>;

/// A refusal of Lockdown's own; the others are shared ([`SharedRuleError`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnRuleError {
    /// The badge holder announces a destination before the others choose theirs.
    BadgeHolderFirst(Seat),
    NoFreeSpot(Loc),
    NoMonsterSpot(Loc),
    NoMonster(Loc),
    NotInGame {
        player: Seat,
        role: Role,
    },
    /// No die of the placement shows this face.
    NoSuchDie(u8),
    CannotMove {
        player: Seat,
        role: Role,
        destination: Loc,
    },
    AlreadyHidden {
        player: Seat,
        role: Role,
    },
    /// The keys are revealed when the score is counted, never played.
    KeysAreRevealed,
    /// The badge holder kept the badge with nobody in location 3: no walkie-talkie.
    BlindBadgeHolder,
    NotAKeysHolder(Seat),
}

/// What Lockdown waits for, when a command does not fit it: the moments every ruleset has
/// ([`SharedMoment`]), and Lockdown's own.
pub type Moment = SharedMoment<OwnMoment>;

/// A moment of Lockdown's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnMoment {
    /// Walkie-talkies, or the table continuing to the destinations.
    DiceWindow,
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
        assert_eq!(RuleError::Own(OwnRuleError::NoSuchDie(7)).to_string(), "refused: NoSuchDie(7)");
        assert_eq!(crate::mall::RuleError::SameLocation.to_string(), "refused: SameLocation");
    }
}
