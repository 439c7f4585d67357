//! The refusals every ruleset shares, whatever its own error type: the game is over, a seat that
//! is not at the table, another player's turn, a player with no characters left, the ballot
//! box's refusals (no vote here, not a candidate, already voted) and a tie settled for a player
//! not tied, a destination chosen twice, the dice looked at twice, the truck's card kept when it
//! must be given, the wrong number of dice entered. The layers above word them once; each
//! ruleset's error says which of its refusals these are (`RuleError::shared`).

use super::types::Seat;

/// A refusal every ruleset shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedRefusal {
    /// The game is over.
    GameOver,
    /// No player sits at this seat.
    NoSuchPlayer(Seat),
    /// It is `expected`'s turn, not `got`'s.
    NotYourTurn { expected: Seat, got: Seat },
    /// This player has no characters left.
    NoCharacters(Seat),
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
    /// This player already knows the dice under the box.
    AlreadyKnowsDice(Seat),
    /// The truck's searcher must give the card to another player.
    MustGiveAway,
    /// `got` dice were entered where `expected` were rolled.
    DiceCount { expected: u8, got: u8 },
}
