//! The refusals every ruleset shares, whatever its own error type: the game is over, a seat that
//! is not at the table, another player's turn, a player with no characters left, the ballot
//! box's refusals (no vote here, not a candidate, already voted) and a tie settled for a player
//! not tied, a destination chosen twice, the dice looked at twice, the truck's card kept when it
//! must be given, the wrong number of dice entered. The layers above word them once. Each
//! ruleset's `RuleError` carries them under the same names and fields, so one `match_refusal!`
//! takes them together in any table over it, beside the ruleset's own refusals, and the compiler
//! still checks that the table covers every refusal (`RuleError::shared` is the same split).

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

/// A `match` over a ruleset's `RuleError`, whose refusals every ruleset shares carry the names
/// and fields of `SharedRefusal`'s: each of those becomes its `SharedRefusal`, bound to `$shared`
/// for `$then`; the arms given in braces are the ruleset's own refusals, and the compiler checks
/// that they cover every other variant (a refusal added to a ruleset and forgotten by a table
/// over it does not compile).
///
/// ```
/// use vigie_engine::{RuleError, SharedRefusal, match_refusal};
/// let said = |e: RuleError| match_refusal!(e, RuleError, r => format!("{r:?}"), {
///     _ => "its own".to_owned(),
/// });
/// assert_eq!(said(RuleError::MustGiveAway), "MustGiveAway");
/// assert_eq!(said(RuleError::SameLocation), "its own");
/// ```
#[macro_export]
macro_rules! match_refusal {
    ($value:expr, $($error:ident)::+, $shared:ident => $then:expr, { $($own:tt)* }) => {
        match $value {
            $($error)::+::GameOver => {
                let $shared = $crate::SharedRefusal::GameOver;
                $then
            }
            $($error)::+::NoSuchPlayer(s) => {
                let $shared = $crate::SharedRefusal::NoSuchPlayer(s);
                $then
            }
            $($error)::+::NotYourTurn { expected, got } => {
                let $shared = $crate::SharedRefusal::NotYourTurn { expected, got };
                $then
            }
            $($error)::+::NoCharacters(s) => {
                let $shared = $crate::SharedRefusal::NoCharacters(s);
                $then
            }
            $($error)::+::NotAVoter(s) => {
                let $shared = $crate::SharedRefusal::NotAVoter(s);
                $then
            }
            $($error)::+::NotACandidate(s) => {
                let $shared = $crate::SharedRefusal::NotACandidate(s);
                $then
            }
            $($error)::+::AlreadyVoted(s) => {
                let $shared = $crate::SharedRefusal::AlreadyVoted(s);
                $then
            }
            $($error)::+::NotTied(s) => {
                let $shared = $crate::SharedRefusal::NotTied(s);
                $then
            }
            $($error)::+::AlreadyChosen(s) => {
                let $shared = $crate::SharedRefusal::AlreadyChosen(s);
                $then
            }
            $($error)::+::AlreadyKnowsDice(s) => {
                let $shared = $crate::SharedRefusal::AlreadyKnowsDice(s);
                $then
            }
            $($error)::+::MustGiveAway => {
                let $shared = $crate::SharedRefusal::MustGiveAway;
                $then
            }
            $($error)::+::DiceCount { expected, got } => {
                let $shared = $crate::SharedRefusal::DiceCount { expected, got };
                $then
            }
            $($own)*
        }
    };
}
