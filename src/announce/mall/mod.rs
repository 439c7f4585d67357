//! The announcer for Mall of Horror: its events, pending decisions, refusals, reviews and board
//! changes turned into words and sound cues, beside Lockdown's. [`Mall`] is the announcer
//! [`Speaking`] of Mall of Horror (`an.mall()`, or `an.voice::<Game>()`): Mall of Horror's
//! [`Voice`] (events, prompts, refusals, decisions, reviews, board changes), with its own names
//! of locations, characters and cards.

mod args;
mod events;
mod review;

use super::decisions::Fate;
use super::{Announcer, Said, Speaking, Voice};
use crate::engine::mall::{
    Card, CardPlay, Character, Command, Event, EventKind, Game, Options, OwnCommand, Pending, RuleError, Setup,
};
use crate::engine::{Loc, Seat};
use crate::vocab::{Earcon, Id, Message, Weight};
use fluent_bundle::{FluentArgs, FluentValue};

pub use args::{card_id, character_id, step_id};
pub use review::Review;

/// The announcer speaking of a game of Mall of Horror (in the announcer's language, to its
/// players' names).
pub type Mall<'a> = Speaking<'a, Game>;

impl Announcer {
    /// This announcer's words for a game of Mall of Horror.
    pub fn mall(&self) -> Mall<'_> {
        Speaking::new(self)
    }
}

impl Mall<'_> {
    /// A location by its number and name ("location 4, the Parking").
    pub fn place_words(&self, l: Loc) -> String {
        let mut a = FluentArgs::new();
        a.set("number", Announcer::num(l.number()));
        self.an.text(Id::MallPlace, Some(&a))
    }

    /// A location's name alone ("the Parking"), beside its number said otherwise.
    pub fn place_name(&self, l: Loc) -> String {
        let mut a = FluentArgs::new();
        a.set("number", Announcer::num(l.number()));
        self.an.text(Id::MallPlaceName, Some(&a))
    }

    /// A location as an argument, with its forms (`DE($place)`, `A($place)`).
    fn place_arg(&self, l: Loc) -> FluentValue<'static> {
        let mut a = FluentArgs::new();
        a.set("number", Announcer::num(l.number()));
        self.an.word(Id::MallPlace, Some(&a))
    }

    /// A character's name ("Pin-up").
    pub fn character_word(&self, c: Character) -> String {
        self.an.text(character_id(c), None)
    }

    /// A character as an argument, with its forms (`DE($character)`).
    fn character_arg(&self, c: Character) -> FluentValue<'static> {
        self.an.word(character_id(c), None)
    }

    /// A card's name.
    pub fn card_word(&self, c: Card) -> String {
        self.an.text(card_id(c), None)
    }

    /// A card being played, with what its player chose for it.
    pub fn card_play_words(&self, c: &CardPlay) -> String {
        let mut a = FluentArgs::new();
        a.set("card", self.card_word(c.card()));
        match *c {
            CardPlay::Sprint { character, to } => {
                a.set("character", self.character_arg(character));
                a.set("place", self.place_arg(to));
                self.an.text(Id::MallPlaySprint, Some(&a))
            }
            CardPlay::Hidden { character } => {
                a.set("character", self.character_arg(character));
                self.an.text(Id::MallPlayHidden, Some(&a))
            }
            _ => self.an.text(Id::MallPlayPlain, Some(&a)),
        }
    }

    /// The card reader: a card's name and what it does, under the table's options.
    pub fn card_description(&self, c: Card, options: &Options) -> String {
        let mut about = FluentArgs::new();
        about.set("defence", if options.hidden_leaves_defence { "yes" } else { "no" });
        let mut a = FluentArgs::new();
        a.set("card", self.card_word(c));
        a.set("about", self.an.text(args::card_about_id(c), Some(&about)));
        self.an.text(Id::MallCardDescription, Some(&a))
    }

    /// A decision in words, as the table may hear it (what a secret ballot or destination
    /// chose is left out).
    pub fn decision(&self, cmd: &Command) -> String {
        let an = self.an;
        an.decision_words(
            cmd,
            Id::MallDecisionTie,
            |card| self.card_play_words(card),
            |fate, character, a| {
                a.set("character", self.character_arg(character));
                match fate {
                    Fate::Moved => Id::MallDecisionMove,
                    Fate::Victim => Id::MallDecisionVictim,
                }
            },
            |&OwnCommand::Place { player, character, .. }, a| {
                a.set("player", an.name(player));
                a.set("character", self.character_arg(character));
                Id::MallDecisionPlace
            },
        )
    }
}

impl Voice<Game> for Mall<'_> {
    type Key = Id;
    type Review = Review;
    type Card = Card;

    fn said(&self, k: &EventKind) -> (Said, FluentArgs<'static>) {
        events::event(self, k)
    }

    fn together(&self, events: &[Event]) -> Option<(usize, Message, Weight)> {
        crate::announce::group::together(self, events)
    }

    fn prompt_args(&self, p: &Pending, next: Option<Seat>, whole: bool) -> (Id, Option<Earcon>, FluentArgs<'static>) {
        args::pending(self, p, next, whole)
    }

    fn error_args(&self, e: &RuleError) -> (Id, FluentArgs<'static>) {
        args::error(self, e)
    }

    fn decision(&self, cmd: &Command) -> String {
        Mall::decision(self, cmd)
    }

    fn card_word(&self, c: Card) -> String {
        Mall::card_word(self, c)
    }

    fn card_description(&self, c: Card, setup: &Setup) -> String {
        Mall::card_description(self, c, &setup.options)
    }

    fn review(&self, g: &Game, r: Review) -> String {
        Mall::review(self, g, r)
    }

    fn turn_words(&self, g: &Game) -> String {
        Mall::turn_words(self, g)
    }

    fn board_changes(&self, now: &Game, then: &Game) -> Vec<String> {
        Mall::board_changes(self, now, then)
    }
}

/// One event of each kind of Mall of Horror, for tests and the locale checks.
pub fn sample_events() -> Vec<EventKind> {
    events::samples()
}
