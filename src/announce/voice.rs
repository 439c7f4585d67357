//! One voice for every ruleset: what the announcer says of a game, whatever its rules.
//!
//! A ruleset's word tables implement [`Voice`] for [`Speaking`] it: the message of each kind of
//! event, the events said together as one message, the prompt of each pending decision, the
//! message of each refusal, a decision and a card in words, the reviews and the board changes
//! after an undo. What is the same for every ruleset is written here once, over those tables: an
//! event made into a message for its audience, the events of a decision said at a verbosity, a
//! prompt, a refusal. Every ruleset with a voice is [`Spoken`], for callers written over
//! [`Rules`] (`an.voice::<R>()`).
//!
//! Lockdown's voice is [`Lockdown`] ([`Announcer::lockdown`]), Mall of Horror's
//! [`super::mall::Mall`] ([`Announcer::mall`]): both the announcer [`Speaking`] of their rules.
//! Their messages are the locales' ([`Id`]); a ruleset may bring its own words instead, its
//! [`Voice::Key`] being its own table of messages ([`Key`]). A third ruleset adds its tables, one
//! `impl Voice<R> for Speaking<'_, R>`, and a line in the announcer's `SPOKEN` for a save's
//! refusal and its name to be said in its words.

use super::decisions::Fate;
use super::events::{self, Said};
use super::{Announcer, Review, args, group};
use crate::engine::{Audience, CardKind, Command, Game, Rules, Seat, Setup, Told};
use crate::vocab::{Channel, Earcon, Id, Message, Verbosity, Weight};
use fluent_bundle::FluentArgs;
use std::fmt;
use std::marker::PhantomData;

/// One message of a ruleset's words, with its arguments: a message of the locales ([`Id`]) for
/// the rulesets Vigie ships.
pub trait Key: Copy {
    /// The message in the announcer's language.
    fn text(self, an: &Announcer, args: &FluentArgs) -> String;
    /// Its detail (said at full verbosity or on request), when it has one.
    fn detail(self, an: &Announcer, args: &FluentArgs) -> Option<String>;
    /// The locales' message it is, if it is one.
    fn id(self) -> Option<Id>;
}

impl Key for Id {
    fn text(self, an: &Announcer, args: &FluentArgs) -> String {
        an.text(self, Some(args))
    }

    fn detail(self, an: &Announcer, args: &FluentArgs) -> Option<String> {
        self.detail().and_then(|d| an.opt_text(d, Some(args)))
    }

    fn id(self) -> Option<Id> {
        Some(self)
    }
}

/// The announcer speaking of a game of the rules `R`: in its language, to its players' names,
/// in the words `R` gives it ([`Voice`]).
pub struct Speaking<'a, R> {
    pub(super) an: &'a Announcer,
    rules: PhantomData<fn() -> R>,
}

impl<'a, R> Speaking<'a, R> {
    /// The announcer `an` speaking of a game of the rules `R`.
    pub fn new(an: &'a Announcer) -> Self {
        Speaking { an, rules: PhantomData }
    }

    /// The announcer speaking (its language, the players' names).
    pub fn announcer(&self) -> &'a Announcer {
        self.an
    }
}

impl<R> AsRef<Announcer> for Speaking<'_, R> {
    fn as_ref(&self) -> &Announcer {
        self.an
    }
}

impl<R> Clone for Speaking<'_, R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R> Copy for Speaking<'_, R> {}

impl<R> fmt::Debug for Speaking<'_, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Speaking").field("rules", &std::any::type_name::<R>()).finish_non_exhaustive()
    }
}

/// A ruleset's words: its tables (required) and what is said the same way in every ruleset
/// (provided), the announcer speaking being the voice's `as_ref()`.
pub trait Voice<R: Rules>: AsRef<Announcer> {
    /// Its messages ([`Id`]: the locales').
    type Key: Key;
    /// What a player may ask to review.
    type Review: Copy;
    /// A card of the ruleset.
    type Card: Copy;

    /// The one table of events: the message of a kind of event, its weight and sound cue, with
    /// its arguments.
    fn said(&self, k: &R::Kind) -> (Said<Self::Key>, FluentArgs<'static>);
    /// The one table of pending decisions: the prompt's message, sound cue and arguments; `next`
    /// and `whole` as [`Voice::prompt_for`] takes them.
    fn prompt_args(
        &self,
        p: &R::Pending,
        next: Option<Seat>,
        whole: bool,
    ) -> (Self::Key, Option<Earcon>, FluentArgs<'static>);
    /// The message of a refusal, with its arguments.
    fn error_args(&self, e: &R::Error) -> (Self::Key, FluentArgs<'static>);
    /// A decision in words, as the table may hear it (what a secret choice chose is left out).
    fn decision(&self, cmd: &R::Command) -> String;
    /// A card's name.
    fn card_word(&self, c: Self::Card) -> String;
    /// The card reader: a card's name and what it does, under the game's set-up.
    fn card_description(&self, c: Self::Card, setup: &R::Setup) -> String;
    /// A review, in words (the dice under the box are never told: only how many there are).
    fn review(&self, g: &R, r: Self::Review) -> String;
    /// Where the game stands ("Turn 2, phase 3: where to go."), without what is asked.
    fn turn_words(&self, g: &R) -> String;
    /// What to do on the physical board to bring it from `now` to `then` (said after an undo).
    fn board_changes(&self, now: &R, then: &R) -> Vec<String>;

    /// Events at the head of `events` said together as one message: how many, the message and
    /// its weight; `None` when the first is said on its own (always, by default).
    fn together(&self, _events: &[Told<R::Kind>]) -> Option<(usize, Message, Weight)> {
        None
    }

    /// After a redo from `before` to `after`, what to do on the board that its `events`, said
    /// at `verbosity`, do not say yet. By default nothing: the events say it.
    fn redone_board(&self, _before: &R, _after: &R, _events: &[Told<R::Kind>], _verbosity: Verbosity) -> Vec<String> {
        Vec::new()
    }

    /// The message for an event, to its audience, with its weight.
    fn event(&self, e: &Told<R::Kind>) -> (Message, Weight) {
        let an = self.as_ref();
        let (said, args) = self.said(&e.kind);
        let channel = match e.audience {
            Audience::Table => Channel::Table,
            Audience::Player(p) => Channel::Private(p),
        };
        let (text, detail) = (said.id.text(an, &args), said.id.detail(an, &args));
        (Message { channel, text, detail, earcon: said.earcon, id: said.id.id() }, said.weight)
    }

    /// The messages to say for these events at a verbosity, those that belong together said as
    /// one ([`Voice::together`]).
    fn events(&self, events: &[Told<R::Kind>], verbosity: Verbosity) -> Vec<Message> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < events.len() {
            let (n, m, w) = match self.together(&events[i..]) {
                Some(run) => run,
                None => {
                    let (m, w) = self.event(&events[i]);
                    (1, m, w)
                }
            };
            if w.said_at(verbosity) {
                out.push(m);
            }
            i += n;
        }
        out
    }

    /// The prompt for the decision pending.
    fn prompt(&self, p: &R::Pending) -> Message {
        self.prompt_for(p, None, false)
    }

    /// The prompt, when the table has chosen who among those waiting decides now (a ballot or a
    /// destination: `next`; otherwise the first of them in seat order); `whole`: said as to the
    /// first of them, naming the vote (after a resume, nothing before it said which vote).
    fn prompt_for(&self, p: &R::Pending, next: Option<Seat>, whole: bool) -> Message {
        let an = self.as_ref();
        let (key, earcon, args) = self.prompt_args(p, next, whole);
        let (text, detail) = (key.text(an, &args), key.detail(an, &args));
        Message { channel: Channel::Table, text, detail, earcon, id: key.id() }
    }

    /// The message for a refused command.
    fn error(&self, e: &R::Error) -> Message {
        let an = self.as_ref();
        let (key, args) = self.error_args(e);
        Message {
            channel: Channel::Table,
            text: key.text(an, &args),
            detail: None,
            earcon: Some(Earcon::Error),
            id: key.id(),
        }
    }
}

/// A ruleset the announcer can speak of: implemented for every ruleset `R` with an `impl
/// Voice<R> for Speaking<'_, R>`, never by hand.
pub trait Spoken: Rules {
    /// Its voice: always the announcer [`Speaking`] of it.
    type Voice<'a>: Voice<Self> + Copy + fmt::Debug;
    /// The announcer's words for a game of these rules.
    fn voice(an: &Announcer) -> Self::Voice<'_>;
}

impl<R: Rules> Spoken for R
where
    for<'a> Speaking<'a, R>: Voice<R>,
{
    type Voice<'a> = Speaking<'a, R>;

    fn voice(an: &Announcer) -> Speaking<'_, R> {
        Speaking::new(an)
    }
}

impl Announcer {
    /// This announcer's words for a game of the rules `R`.
    pub fn voice<R: Spoken>(&self) -> R::Voice<'_> {
        R::voice(self)
    }

    /// This announcer's words for a game of Lockdown.
    pub fn lockdown(&self) -> Lockdown<'_> {
        Speaking::new(self)
    }
}

/// The announcer speaking of a game of Lockdown.
pub type Lockdown<'a> = Speaking<'a, Game>;

impl Voice<Game> for Lockdown<'_> {
    type Key = Id;
    type Review = Review;
    type Card = CardKind;

    fn said(&self, k: &crate::engine::EventKind) -> (Said, FluentArgs<'static>) {
        events::event(self.an, k)
    }

    fn together(&self, events: &[Told<crate::engine::EventKind>]) -> Option<(usize, Message, Weight)> {
        group::together(self, events)
    }

    fn prompt_args(
        &self,
        p: &crate::engine::Pending,
        next: Option<Seat>,
        whole: bool,
    ) -> (Id, Option<Earcon>, FluentArgs<'static>) {
        let (id, earcon, mut args) = args::pending(self.an, p);
        if let Some(s) = next {
            args.set("next", self.an.name(s));
        }
        if whole {
            args.set("first", "yes");
        }
        (id, earcon, args)
    }

    fn error_args(&self, e: &crate::engine::RuleError) -> (Id, FluentArgs<'static>) {
        args::error(self.an, e)
    }

    fn decision(&self, cmd: &Command) -> String {
        use crate::engine::OwnCommand as O;
        let an = self.an;
        an.decision_words(
            cmd,
            Id::DecisionTie,
            |card| an.card_play_words(card),
            |fate, role, a| match fate {
                Fate::Moved => {
                    a.set("role", an.role_arg(role));
                    Id::DecisionMove
                }
                Fate::Victim => {
                    a.set("role", an.role_word(role));
                    Id::DecisionVictim
                }
            },
            |own, a| {
                let (player, role, id) = match *own {
                    O::Place { player, role, .. } => (player, an.role_arg(role), Id::DecisionPlace),
                    O::Keys { .. } => return Id::DecisionKeys,
                    O::TwoWeapons { .. } => return Id::DecisionWeapons,
                };
                a.set("player", an.name(player));
                a.set("role", role);
                id
            },
        )
    }

    fn card_word(&self, c: CardKind) -> String {
        self.an.text(args::card_id(c), None)
    }

    /// Lockdown's cards do the same under every set-up.
    fn card_description(&self, c: CardKind, _: &Setup) -> String {
        self.an.card_description(c)
    }

    fn review(&self, g: &Game, r: Review) -> String {
        self.an.review(g, r)
    }

    fn turn_words(&self, g: &Game) -> String {
        self.an.turn_words(g)
    }

    fn board_changes(&self, now: &Game, then: &Game) -> Vec<String> {
        self.an.board_changes(now, then)
    }

    /// A placement says where the character goes once its family is placed: one done again
    /// before that says now where to put it (unless its words, or a full room's, are said).
    fn redone_board(
        &self,
        before: &Game,
        after: &Game,
        events: &[Told<crate::engine::EventKind>],
        verbosity: Verbosity,
    ) -> Vec<String> {
        use crate::engine::{EventKind as E, OwnEvent};
        let alone = events.iter().any(
            |e| matches!(e.kind, E::Own(OwnEvent::CharacterPlaced { die, location, .. }) if location.number() == die),
        ) && !events.iter().any(|e| matches!(e.kind, E::Own(OwnEvent::FamilyPlaced { .. })));
        if alone && !Weight::Full.said_at(verbosity) { self.an.board_changes(before, after) } else { Vec::new() }
    }
}
