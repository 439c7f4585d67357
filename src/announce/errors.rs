//! Why a set-up, a board profile or a file of the store cannot be used, and why the rules refused
//! a decision (the refusals every ruleset shares worded once, [`refusal`]), in the user's
//! language. The errors' own `Display` is for developers (logs, the command line); what a user hears comes
//! from here. Words of the system (an I/O error, a parser's message) are kept as they are, inside
//! a worded sentence.

use super::Announcer;
use crate::engine::{Loc, ProfileError, Seat, SetupError, SharedRuleError};
use crate::store::{FileKind, Problem, Refusal, StoreError};
use crate::vocab::Id;
use fluent_bundle::{FluentArgs, FluentValue};

impl Announcer {
    /// Why a set-up cannot start a game: a sentence.
    pub fn setup_error(&self, e: &SetupError) -> String {
        let mut a = FluentArgs::new();
        let id = match *e {
            SetupError::PlayerCount(n) => {
                a.set("players", Announcer::num(n));
                Id::ErrSetupPlayerCount
            }
            SetupError::NoSuchSeat(s) => {
                a.set("seat", Announcer::num(s.number()));
                Id::ErrSetupNoSuchSeat
            }
            SetupError::DeckTooSmall { deck, players } => {
                a.set("deck", Announcer::num(deck));
                a.set("players", Announcer::num(players));
                Id::ErrSetupDeckTooSmall
            }
        };
        self.text(id, Some(&a))
    }

    /// Why a board profile was refused: a phrase, said as the reason inside another message.
    pub fn profile_error(&self, e: &ProfileError) -> String {
        let mut a = FluentArgs::new();
        let id = match e {
            ProfileError::Syntax(reason) => {
                a.set("reason", reason.clone());
                Id::ErrBoardSyntax
            }
            ProfileError::Format(_) => Id::ErrBoardFormat,
            ProfileError::Version(v) => {
                a.set("version", Announcer::num(*v));
                Id::ErrBoardVersion
            }
            ProfileError::Length { key, expected, found } => {
                a.set("key", *key);
                a.set("expected", Announcer::num(*expected as f64));
                a.set("found", Announcer::num(*found as f64));
                Id::ErrBoardLength
            }
            ProfileError::Range { key, value, min, max } => {
                a.set("key", key.clone());
                a.set("value", Announcer::num(*value));
                a.set("min", Announcer::num(*min));
                a.set("max", Announcer::num(*max));
                Id::ErrBoardRange
            }
        };
        self.text(id, Some(&a))
    }

    /// A board profile refused where the table is correcting it: a sentence.
    pub fn profile_refused(&self, e: &ProfileError) -> String {
        let mut a = FluentArgs::new();
        a.set("reason", self.profile_error(e));
        self.text(Id::ErrBoardRefused, Some(&a))
    }

    /// Why a file of the store cannot be read, written or used: a phrase, said as the reason
    /// inside another message.
    pub fn store_error(&self, e: &StoreError) -> String {
        let mut a = FluentArgs::new();
        let id = match e {
            StoreError::Read { path: p, source } => {
                a.set("path", p.display().to_string());
                a.set("reason", source.to_string());
                Id::ErrStoreRead
            }
            StoreError::Write { path: p, source } => {
                a.set("path", p.display().to_string());
                a.set("reason", source.to_string());
                Id::ErrStoreWrite
            }
            StoreError::Serialise { path: p, reason } => {
                a.set("path", p.display().to_string());
                a.set("reason", reason.clone());
                Id::ErrStoreWrite
            }
            StoreError::NotAFile { path: p, kind } => {
                a.set("path", p.display().to_string());
                a.set(
                    "kind",
                    match kind {
                        FileKind::Folder => "folder",
                        FileKind::Pipe => "pipe",
                        FileKind::Socket => "socket",
                        FileKind::Device => "device",
                        FileKind::Other => "other",
                    },
                );
                Id::ErrStoreNotAFile
            }
            StoreError::TooLarge { path: p, limit } => {
                a.set("path", p.display().to_string());
                a.set("limit", Announcer::num(*limit as f64));
                Id::ErrStoreTooLarge
            }
            StoreError::NotUtf8 { path: p, line } => {
                a.set("path", p.display().to_string());
                a.set("line", Announcer::num(*line as f64));
                Id::ErrStoreNotText
            }
            StoreError::Syntax(reason) => {
                a.set("reason", reason.clone());
                Id::ErrStoreSyntax
            }
            StoreError::Format(_) => Id::ErrStoreFormat,
            StoreError::Version(_) => Id::ErrStoreVersion,
            StoreError::NoSuchVersion(v) => {
                a.set("version", Announcer::num(*v));
                Id::ErrStoreNoSuchVersion
            }
            // What does not hold together is for developers: the log has it (`Display`).
            StoreError::Invalid(_) => Id::ErrStoreInvalid,
            // The rules' reason, in words, with the save's players' names.
            StoreError::Replay { index, error, names } => {
                a.set("index", Announcer::num(*index as f64));
                a.set("reason", self.replay_reason(names, error));
                Id::ErrStoreReplay
            }
            StoreError::OtherRuleset(name) => {
                a.set("ruleset", self.ruleset_title(name));
                Id::ErrStoreOtherRuleset
            }
        };
        self.text(id, Some(&a))
    }

    /// A decision of a save refused on replay: the rules' reason, with the save's players'
    /// names, in the words of the ruleset it is a refusal of ([`super::SPOKEN`]).
    fn replay_reason(&self, names: &[String], error: &Refusal) -> String {
        let an = Announcer::new(self.lang(), names.to_vec());
        let an = an.as_ref().unwrap_or(self);
        super::SPOKEN.iter().find_map(|r| (r.refusal)(an, error)).unwrap_or_else(|| error.to_string())
    }

    /// The name of a ruleset in words ([`Rules::NAME`] for one the announcer does not speak of).
    ///
    /// [`Rules::NAME`]: crate::engine::Rules::NAME
    pub fn ruleset_title(&self, name: &str) -> String {
        super::SPOKEN.iter().find(|r| r.name == name).map_or_else(|| name.to_owned(), |r| self.text(r.title, None))
    }

    /// Why a user's file (settings, a board, an epilogue record) could not be used: a phrase,
    /// said as the reason inside another message.
    pub fn problem(&self, p: &Problem) -> String {
        match p {
            Problem::Store(e) => self.store_error(e),
            Problem::Board(e) => self.profile_error(e),
            // The parser's own words, as the system's are kept.
            Problem::Syntax(reason) => reason.clone(),
            Problem::EpilogueCards => self.text(Id::ErrEpilogueCards, None),
        }
    }
}

/// What a refusal names beside its message, set in each ruleset's words: a player, a
/// character, a place.
pub(super) type Named<Character> = (Id, Option<Seat>, Option<Character>, Option<Loc>);

/// What a ruleset's voice brings to the words of a refusal: the messages of the shared refusals
/// it words its own way, its words for a card, a character and a place, and its own refusals.
pub(super) trait RefusalWords {
    /// The ruleset's card.
    type Card: Copy;
    /// The ruleset's character.
    type Character: Copy;
    /// The ruleset's own refusals.
    type Own;

    /// The announcer speaking.
    fn an(&self) -> &Announcer;
    /// Its message for a player with no card in hand (the rulesets name their cards apart).
    const NO_CARD_IN_HAND: Id;
    /// Its message for a player with no character at a location.
    const NOT_PRESENT: Id;
    /// Its message for a hidden character.
    const HIDDEN: Id;
    /// Its message for a character that is not at a location.
    const NOT_THERE: Id;
    /// A card's name.
    fn card(&self, c: Self::Card) -> String;
    /// A character's arguments.
    fn character(&self, a: &mut FluentArgs<'static>, c: Self::Character);
    /// A location's words.
    fn place(&self, l: Loc) -> FluentValue<'static>;
    /// A refusal of the ruleset's own: its message and what it names, its other arguments set
    /// in `a`.
    fn own(&self, o: &Self::Own, a: &mut FluentArgs<'static>) -> Named<Self::Character>;
}

/// The message and its arguments for a refused command: the refusals every ruleset shares
/// worded once, in the ruleset's words for its cards, characters and places; its own by
/// [`RefusalWords::own`]. (What the game waited for is said by the prompt that follows.)
pub(super) fn refusal<W: RefusalWords, Moment>(
    w: &W,
    e: &SharedRuleError<W::Card, W::Character, Moment, W::Own>,
) -> (Id, FluentArgs<'static>) {
    use SharedRuleError as R;
    let an = w.an();
    let mut a = FluentArgs::new();
    // Most name a player, a character or a place: the id, then those.
    let (id, player, character, place) = match *e {
        R::GameOver => (Id::ErrGameOver, None, None, None),
        R::Unexpected { .. } => (Id::ErrUnexpected, None, None, None),
        R::SameLocation => (Id::ErrSameLocation, None, None, None),
        R::MustGiveAway => (Id::ErrMustGiveAway, None, None, None),
        R::NoCharacters(s) => (Id::ErrNoCharacters, Some(s), None, None),
        R::NotAVoter(s) => (Id::ErrNotAVoter, Some(s), None, None),
        R::NotACandidate(s) => (Id::ErrNotACandidate, Some(s), None, None),
        R::AlreadyVoted(s) => (Id::ErrAlreadyVoted, Some(s), None, None),
        R::NotTied(s) => (Id::ErrNotTied, Some(s), None, None),
        R::AlreadyChosen(s) => (Id::ErrAlreadyChosen, Some(s), None, None),
        R::AlreadyKnowsDice(s) => (Id::ErrAlreadyKnowsDice, Some(s), None, None),
        R::NoCardInHand(s) => (W::NO_CARD_IN_HAND, Some(s), None, None),
        R::LocationClosed(l) => (Id::ErrLocationClosed, None, None, Some(l)),
        R::NotPresent { player, location } => (W::NOT_PRESENT, Some(player), None, Some(location)),
        R::AlreadyPlaced { player, character } => (Id::ErrAlreadyPlaced, Some(player), Some(character), None),
        R::Hidden { player, character } => (W::HIDDEN, Some(player), Some(character), None),
        R::NotThere { player, character, location } => (W::NOT_THERE, Some(player), Some(character), Some(location)),
        // The others have arguments of their own.
        R::NoSuchPlayer(s) => {
            a.set("seat", Announcer::num(s.number()));
            (Id::ErrNoSuchPlayer, None, None, None)
        }
        R::NotYourTurn { expected, got } => {
            a.set("expected", an.name(expected));
            a.set("got", an.name(got));
            (Id::ErrNotYourTurn, None, None, None)
        }
        R::DiceCount { expected, got } => {
            a.set("expected", Announcer::num(expected));
            a.set("got", Announcer::num(got));
            (Id::ErrDiceCount, None, None, None)
        }
        R::WrongMoment(c) => {
            a.set("card", w.card(c));
            (Id::ErrWrongMoment, None, None, None)
        }
        R::Own(ref own) => w.own(own, &mut a),
    };
    if let Some(p) = player {
        a.set("player", an.name(p));
    }
    if let Some(c) = character {
        w.character(&mut a, c);
    }
    if let Some(l) = place {
        a.set("place", w.place(l));
    }
    (id, a)
}
