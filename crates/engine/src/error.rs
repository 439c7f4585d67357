//! Why a command was refused. The state is always left exactly as it was.

use super::types::{CardKind, Loc, Role, Seat};
use std::fmt;

/// A command that breaks a rule, or that does not fit the decision pending now.
///
/// Messages are short and lowercase. [`RuleError::message`] names players with the caller's
/// words; `Display` calls them by seat ("seat 1" is the first player entered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    Unexpected { expected: &'static str },
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
    /// The reason, naming players with `name`.
    pub fn message(&self, name: impl Fn(Seat) -> String) -> String {
        use RuleError as R;
        match *self {
            R::GameOver => "the game is over".into(),
            R::Unexpected { expected } => format!("this is not the moment: {expected}"),
            R::NoSuchPlayer(s) => format!("there is no player in seat {}", s.number()),
            R::NotYourTurn { expected, got } => format!("it is {}'s turn, not {}'s", name(expected), name(got)),
            R::BadgeHolderFirst(s) => format!("the badge holder, {}, announces a destination first", name(s)),
            R::NoCharacters(s) => format!("{} has no characters left", name(s)),
            R::LocationClosed(l) => format!("location {l} is closed"),
            R::NoFreeSpot(l) => format!("location {l} has no free spot"),
            R::NoMonsterSpot(l) => format!("location {l} has no free monster spot"),
            R::NoMonster(l) => format!("there is no monster at location {l}"),
            R::NotInGame { player, role } => format!("{}'s {role} is not in the game", name(player)),
            R::AlreadyPlaced { player, role } => format!("{}'s {role} is already placed", name(player)),
            R::NoSuchDie(f) => format!("no die shows {f}"),
            R::NotThere { player, role, location } => {
                format!("{}'s {role} is not at location {location}", name(player))
            }
            R::CannotMove { player, role, destination } => {
                format!("{}'s {role} cannot move to location {destination}", name(player))
            }
            R::SameLocation => "the character or monster must go to another location".into(),
            R::NotPresent { player, location } => format!("{} has no character at location {location}", name(player)),
            R::NotAVoter(s) => format!("{} has no vote here", name(s)),
            R::NotACandidate(s) => format!("{} cannot be designated here", name(s)),
            R::AlreadyVoted(s) => format!("{} has already voted", name(s)),
            R::NotTied(s) => format!("{} is not among the tied players", name(s)),
            R::AlreadyChosen(s) => format!("{} has already chosen a destination", name(s)),
            R::Hidden { player, role } => format!("{}'s {role} is hidden and cannot be taken", name(player)),
            R::AlreadyHidden { player, role } => format!("{}'s {role} is already hidden", name(player)),
            R::NoCardInHand(s) => format!("{} holds no object card", name(s)),
            R::WrongMoment(c) => format!("the {c} cannot be played now"),
            R::KeysAreRevealed => "the keys are not played: they are revealed when the score is counted".into(),
            R::AlreadyKnowsDice(s) => format!("{} already knows the dice", name(s)),
            R::BlindBadgeHolder => {
                "the badge holder kept the badge with nobody in location 3 and may not see the dice".into()
            }
            R::MustGiveAway => "the card must go to another player".into(),
            R::NotAKeysHolder(s) => format!("{} cannot hold the keys (only a survivor holding cards can)", name(s)),
            R::DiceCount { expected, got } => format!("{expected} dice were rolled, not {got}"),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(|s| format!("seat {}", s.number())))
    }
}

impl std::error::Error for RuleError {}
