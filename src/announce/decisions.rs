//! A decision every ruleset shares, in words, as the table may hear it (what a secret ballot or
//! destination chose is left out): the dice entered, the table going on, a card played, a
//! ballot, a tie settled, the truck's card given, a destination, a character moved or given up.
//! Each ruleset words its own card played, its characters and its own decisions, and names its
//! message for a tie settled (the Martyr holder's, the chief's).

use super::Announcer;
use crate::engine::SharedCommand;
use crate::vocab::Id;
use fluent_bundle::FluentArgs;

/// What a decision about one character does with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fate {
    /// It moves towards its player's destination.
    Moved,
    /// Its player gives it up (to the monsters, the zombies).
    Victim,
}

impl Announcer {
    /// `cmd` in words: `tie`, the message of a tie settled; `card`, a card played in words;
    /// `piece`, the message of a character moved or given up, its argument set; `own`, a
    /// decision of the ruleset's own: its message, its arguments set.
    pub(super) fn decision_words<Card, Character: Copy, Own>(
        &self,
        cmd: &SharedCommand<Card, Character, Own>,
        tie: Id,
        card: impl FnOnce(&Card) -> String,
        piece: impl FnOnce(Fate, Character, &mut FluentArgs<'static>) -> Id,
        own: impl FnOnce(&Own, &mut FluentArgs<'static>) -> Id,
    ) -> String {
        use SharedCommand as C;
        let mut a = FluentArgs::new();
        let id = match cmd {
            C::Roll { dice } => {
                a.set("faces", self.dice_words(dice));
                Id::DecisionRoll
            }
            C::Continue => Id::DecisionContinue,
            C::Play { player, card: c } => {
                a.set("player", self.name(*player));
                a.set("play", card(c));
                Id::DecisionPlay
            }
            C::Ballot { voter, .. } => {
                a.set("player", self.name(*voter));
                Id::DecisionBallot
            }
            C::BreakTie { candidate } => {
                a.set("player", self.name(*candidate));
                tie
            }
            C::Give { to } => {
                a.set("player", self.name(*to));
                Id::DecisionGive
            }
            C::Destination { player, .. } => {
                a.set("player", self.name(*player));
                Id::DecisionDestination
            }
            C::Move { player, character } => {
                a.set("player", self.name(*player));
                piece(Fate::Moved, *character, &mut a)
            }
            C::Victim { player, character } => {
                a.set("player", self.name(*player));
                piece(Fate::Victim, *character, &mut a)
            }
            C::Own(o) => own(o, &mut a),
        };
        self.text(id, Some(&a))
    }
}
