//! The refusals every ruleset shares, and the moments every ruleset waits for, each with the
//! ruleset's own beside them (as the decisions, the events and the pending decisions are,
//! `shared.rs`).
//!
//! Shared: the game is over, a decision at the wrong moment, a seat that is not at the table,
//! another player's turn, a player with no characters left, a closed location, a character
//! already placed or not where it was said to be, a move to the same location, no character of
//! a player's here, the ballot box's refusals (no vote here, not a candidate, already voted) and
//! a tie settled for a player not tied, a destination chosen twice, a hidden character, no card
//! in hand, a card played at the wrong moment, the dice looked at twice, the truck's card kept
//! when it must be given, the wrong number of dice entered. Each ruleset's `RuleError` is
//! [`SharedRuleError`] over its card, its character, its [`SharedMoment`] and its own refusals,
//! so the layers above word the shared ones once, each ruleset bringing its words for its card,
//! character and places, and its own refusals.

use super::types::{Loc, Seat};

/// A command that breaks a rule, or that does not fit the decision pending now: the refusals
/// every ruleset shares, and its own (`Own`). The state is always left exactly as it was.
///
/// The engine has no words for users: the announcer words each kind in the user's language.
/// `Display` is a terse form for developers (logs, test failures), with seats counted from 0,
/// a ruleset's own refusal written as the shared ones are (`refused: NoMonster(Loc(3))`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedRuleError<Card, Character, Moment, Own> {
    /// The game is over.
    GameOver,
    /// The command does not fit what the game waits for.
    Unexpected { expected: Moment },
    /// No player sits at this seat.
    NoSuchPlayer(Seat),
    /// It is `expected`'s turn, not `got`'s.
    NotYourTurn { expected: Seat, got: Seat },
    /// This player has no characters left.
    NoCharacters(Seat),
    /// This location is closed.
    LocationClosed(Loc),
    /// This character is already on the board.
    AlreadyPlaced { player: Seat, character: Character },
    /// This character is not at this location.
    NotThere { player: Seat, character: Character, location: Loc },
    /// The character (or what is moved) must go to another location.
    SameLocation,
    /// This player has no character at this location.
    NotPresent { player: Seat, location: Loc },
    /// This player has no vote in this vote.
    NotAVoter(Seat),
    /// This player cannot be chosen in this vote.
    NotACandidate(Seat),
    /// This player's ballot is already in.
    AlreadyVoted(Seat),
    /// This player is not among the tied.
    NotTied(Seat),
    /// This player has already chosen a destination.
    AlreadyChosen(Seat),
    /// This character is hidden.
    Hidden { player: Seat, character: Character },
    /// This player holds no card to play.
    NoCardInHand(Seat),
    /// This card cannot be played now.
    WrongMoment(Card),
    /// This player already knows the dice under the box.
    AlreadyKnowsDice(Seat),
    /// The truck's searcher must give the card to another player.
    MustGiveAway,
    /// `got` dice were entered where `expected` were rolled.
    DiceCount { expected: u8, got: u8 },
    /// A refusal of the ruleset's own.
    Own(Own),
}

impl<C: std::fmt::Debug, P: std::fmt::Debug, M: std::fmt::Debug, O: std::fmt::Debug> std::fmt::Display
    for SharedRuleError<C, P, M, O>
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SharedRuleError::Own(own) => write!(f, "refused: {own:?}"),
            shared => write!(f, "refused: {shared:?}"),
        }
    }
}

impl<C: std::fmt::Debug, P: std::fmt::Debug, M: std::fmt::Debug, O: std::fmt::Debug> std::error::Error
    for SharedRuleError<C, P, M, O>
{
}

/// What the game waits for, when a command does not fit it: the moments every ruleset has, and
/// its own (`Own`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedMoment<Own> {
    /// The dice rolled at the table.
    Dice,
    /// A character being placed.
    Placement,
    /// The time before the ballots of a vote.
    Discussion,
    /// Ballots.
    Ballots,
    /// A tie being settled.
    Tie,
    /// The designated player choosing which character is lost.
    Victim,
    /// The truck's cards being shared.
    Share,
    /// Destinations.
    Destinations,
    /// Characters moving.
    Movement,
    /// A moment of the ruleset's own.
    Own(Own),
}
