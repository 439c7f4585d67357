//! The announcer for Mall of Horror: its events, pending decisions, refusals, reviews and board
//! changes turned into words and sound cues, beside Lockdown's. [`Announcer::mall`] gives the
//! same calls as Lockdown's announcer ([`Mall::events`], [`Mall::prompt_for`], [`Mall::error`],
//! [`Mall::decision`], [`Mall::review`], [`Mall::board_changes`], names of locations, characters
//! and cards), over Mall of Horror's own types: a caller matches once on the ruleset, then talks
//! to this voice.

mod args;
mod events;
mod review;

use super::Announcer;
use crate::engine::mall::{Card, CardPlay, Character, Command, Event, EventKind, Options, Pending, RuleError};
use crate::engine::{Audience, Loc, Seat};
use crate::vocab::{Channel, Earcon, Id, Message, Verbosity, Weight};
use fluent_bundle::{FluentArgs, FluentValue};

pub use args::{card_id, character_id, step_id};
pub use review::Review;

/// The announcer speaking of a game of Mall of Horror (in the announcer's language, to its
/// players' names).
#[derive(Clone, Copy, Debug)]
pub struct Mall<'a> {
    an: &'a Announcer,
}

impl Announcer {
    /// This announcer's words for a game of Mall of Horror.
    pub fn mall(&self) -> Mall<'_> {
        Mall { an: self }
    }
}

impl Mall<'_> {
    /// A location's name ("the Parking").
    pub fn place_words(&self, l: Loc) -> String {
        let mut a = FluentArgs::new();
        a.set("number", Announcer::num(l.number()));
        self.an.text(Id::MallPlace, Some(&a))
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

    /// The message for an event, with its weight.
    pub fn event(&self, e: &Event) -> (Message, Weight) {
        if let EventKind::GameStarted { table_dice, .. } = e.kind {
            self.an.set_table_dice(table_dice);
        }
        let (said, args) = events::event(self, &e.kind);
        let channel = match e.audience {
            Audience::Table => Channel::Table,
            Audience::Player(p) => Channel::Private(p),
        };
        let detail = said.id.detail().and_then(|d| self.an.opt_text(d, Some(&args)));
        let text = self.an.text(said.id, Some(&args));
        (Message { channel, text, detail, earcon: said.earcon, id: Some(said.id) }, said.weight)
    }

    /// The messages to say for these events at a verbosity: zombies arriving in a row are said
    /// as one message (how many to put where), and so are locations in a row that no zombie
    /// attacks.
    pub fn events(&self, events: &[Event], verbosity: Verbosity) -> Vec<Message> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < events.len() {
            let run = events[i..].iter().take_while(|e| events::is_arrival(e)).count();
            if run > 0 {
                out.push(events::arrivals(self, &events[i..i + run]));
                i += run;
                continue;
            }
            let run = events[i..].iter().take_while(|e| events::is_calm(e)).count();
            if run > 1 {
                let (m, w) = events::calm(self, &events[i..i + run]);
                if w.said_at(verbosity) {
                    out.push(m);
                }
                i += run;
                continue;
            }
            let (m, w) = self.event(&events[i]);
            if w.said_at(verbosity) {
                out.push(m);
            }
            i += 1;
        }
        out
    }

    /// The prompt for the decision pending.
    pub fn prompt(&self, p: &Pending) -> Message {
        self.prompt_for(p, None, false)
    }

    /// The prompt, when the table has chosen who among those waiting decides now (a ballot or a
    /// destination: `next`; otherwise the first of them in seat order); `whole`: said as to the
    /// first of them, naming the vote.
    pub fn prompt_for(&self, p: &Pending, next: Option<Seat>, whole: bool) -> Message {
        let (id, earcon, args) = args::pending(self, p, next, whole);
        let detail = id.detail().and_then(|d| self.an.opt_text(d, Some(&args)));
        Message { channel: Channel::Table, text: self.an.text(id, Some(&args)), detail, earcon, id: Some(id) }
    }

    /// The message for a refused command.
    pub fn error(&self, e: &RuleError) -> Message {
        let (id, args) = args::error(self, e);
        Message {
            channel: Channel::Table,
            text: self.an.text(id, Some(&args)),
            detail: None,
            earcon: Some(Earcon::Error),
            id: Some(id),
        }
    }

    /// A decision in words, as the table may hear it (what a secret ballot or destination
    /// chose is left out).
    pub fn decision(&self, cmd: &Command) -> String {
        let an = self.an;
        let mut a = FluentArgs::new();
        let id = match *cmd {
            Command::Roll { dice } => {
                a.set("faces", an.dice_words(&dice));
                Id::DecisionRoll
            }
            Command::Place { player, character, .. } => {
                a.set("player", an.name(player));
                a.set("character", self.character_arg(character));
                Id::MallDecisionPlace
            }
            Command::Continue => Id::DecisionContinue,
            Command::Play { player, card } => {
                a.set("player", an.name(player));
                a.set("play", self.card_play_words(&card));
                Id::DecisionPlay
            }
            Command::Ballot { voter, .. } => {
                a.set("player", an.name(voter));
                Id::DecisionBallot
            }
            Command::BreakTie { candidate } => {
                a.set("player", an.name(candidate));
                Id::MallDecisionTie
            }
            Command::Give { to } => {
                a.set("player", an.name(to));
                Id::DecisionGive
            }
            Command::Destination { player, .. } => {
                a.set("player", an.name(player));
                Id::DecisionDestination
            }
            Command::Move { player, character } => {
                a.set("player", an.name(player));
                a.set("character", self.character_arg(character));
                Id::MallDecisionMove
            }
            Command::Victim { player, character } => {
                a.set("player", an.name(player));
                a.set("character", self.character_arg(character));
                Id::MallDecisionVictim
            }
        };
        an.text(id, Some(&a))
    }
}

/// One event of each kind of Mall of Horror, for tests and the locale checks.
pub fn sample_events() -> Vec<EventKind> {
    events::samples()
}
