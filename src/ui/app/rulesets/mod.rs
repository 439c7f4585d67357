//! Each ruleset's own part of the interface, and the one door the rest of it goes through.
//!
//! A ruleset at the table implements [`AtTable`] in a file of its own (`lockdown.rs`,
//! `mall.rs`): its set-up steps, the menu of the decision pending, the secret choice a phone is
//! asked, how its events are cut into moments, its reviews, card reader and rules, and what it
//! does besides when a game ends. Everything else (applying a decision, undo and redo, real
//! dice, saving and resuming, the news and the history) is written once over that trait, in
//! `game.rs` and `store.rs`.
//!
//! The interface holds a game as a [`Played`] and a choice as a [`Decision`], neither of which
//! names a ruleset: [`of`] finds the ruleset of a game, [`by`] the one a new game is set up in,
//! and each ruleset is one line of [`ENTRIES`]. A new ruleset: its file here, `impl AtTable`,
//! and that line.

mod lockdown;
mod mall;

use super::lists::Moment;
use super::screen::{Choice, Screen};
use super::setup::Draft;
use super::{App, Review};
use crate::announce::{Spoken, Voice};
use crate::engine::{Dice, Game, Played, Rules, Ruleset, Seat, Told, mall as mall_rules};
use crate::input::Action;
use crate::script::Scripted;
use crate::store::save::AnySaved;
use crate::ui::menu::Item;
use crate::vocab::Id;
use std::any::Any;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

/// What the interface asks of a ruleset: what is truly its own. Functions take the interface
/// (`app`) to word things in its language, with its players' names.
pub(super) trait AtTable: Scripted + Spoken {
    /// The shipped ruleset it is, as the menus and the set-up name it.
    const RULESET: Ruleset;
    /// The value of the locales' `game` selector for this game (`lockdown`, `mall`).
    const SELECTOR: &'static str;
    /// The main menu's item that starts a game of it.
    const NEW_GAME: Id;
    /// The title of the set-up's first screen (the language).
    const SETUP_TITLE: Id;
    /// One line of the history review.
    const HISTORY_ENTRY: Id;
    /// The title of the review of each player's characters.
    const GROUPS_TITLE: Id;
    /// The rules help: each topic's title and words.
    const TOPICS: &'static [(Id, Id)];
    /// Its messages the interface treats apart: a player has seen the dice under the box (held,
    /// with real dice, until they say they have looked), a player is shown the dice (a phone
    /// vibrates them), a secret destination recorded (kept to hear again, not told again).
    const DICE_SEEN: Id;
    const DICE_SHOWN: Id;
    const DESTINATION_RECORDED: Id;

    /// The moment of the game now, for the history of what was said.
    fn moment(&self) -> Moment;
    /// The turn or round whose secrets are told again (and a new one is a new round for the
    /// phones).
    fn round(&self) -> u16;
    /// Events cut where a moment begins, each part with the moment it belongs to (`at`: the
    /// moment the decision was made in).
    fn by_moment(events: &[Told<Self::Kind>], at: Moment) -> Vec<(Moment, &[Told<Self::Kind>])>;
    /// Who looks at the dice under the box in these events, if anyone.
    fn looker(events: &[Told<Self::Kind>]) -> Option<Seat>;
    /// After a decision's events are said: what the table hears of them besides (who enters the
    /// secret choices opened, a player's dice told by rumble).
    fn after_events(app: &mut App, events: &[Told<Self::Kind>]);

    /// How many real dice the game waits for now, if it waits for dice.
    fn dice_asked(&self) -> Option<u8>;
    /// The decision of real dice rolled at the table.
    fn roll(dice: Dice) -> Self::Command;
    /// The player whose secret ballot or destination this decision is (counted, never said).
    fn secret_of(cmd: &Self::Command) -> Option<Seat>;
    /// True when the secret choices asked now are ballots (not destinations).
    fn is_ballot(&self) -> bool;
    /// The dice this seat may know now (those it was shown, until they are revealed).
    fn dice_seen_by(&self, seat: Seat) -> Option<Dice>;

    /// The items of the decision pending (neither real dice, nor the end, nor a secret choice
    /// no one is entering); `title`: the question, which the ruleset may change.
    fn items(app: &App, g: &Self, title: &mut String) -> Vec<Item<Choice>>;
    /// The scores as the table heard them at the end, and the winners.
    fn final_score(app: &App, g: &Self) -> String;
    /// The secret choice a seat's phone is asked now: each option's decision and words.
    fn phone_options(app: &App, g: &Self, seat: Seat) -> Vec<(Self::Command, String)>;

    /// A review asked for, in words.
    fn review(app: &App, g: &Self, r: Review) -> String;
    /// An action in words for the help and the list of commands.
    fn action_words(a: Action) -> Id {
        a.help_id()
    }
    /// True when the action means something in a game of it.
    fn has_action(_a: Action) -> bool {
        true
    }
    /// The card reader during a game.
    fn cards(app: &App, g: &Self) -> Screen;
    /// The card reader's items for its cards, outside a game.
    fn card_reader(app: &App) -> Vec<Item<Choice>>;
    /// One of its lists of cards outside a game (`n`: the number its [`AtTable::card_reader`]
    /// items carry).
    fn card_list(app: &App, n: u8) -> Screen;
    /// A rules topic's title outside a game, where every ruleset's topics are listed.
    fn topic_outside(app: &App, title: Id) -> String {
        app.t(title)
    }

    /// What its own set-up steps choose, kept in the set-up ([`Draft::own`]) until the game
    /// starts (Mall of Horror's table options).
    type TableSetup: Clone + Default + fmt::Debug + Send + Sync + 'static;
    /// A choice of its own set-up screens (`choice`: the number its items carry).
    fn setup_choice(_app: &mut App, _choice: u8) {}

    /// The set-up asks who is the youngest (and reads the board file).
    const ASKS_YOUNGEST: bool;
    /// The title of the set-up's question of the oldest player.
    const OLDEST_TITLE: Id;
    /// The set-up's board check.
    fn board_screen(app: &App, d: &Draft) -> Screen;
    /// The board is as the table wants it: the next set-up step.
    fn board_ok(app: &mut App, d: &Draft);
    /// Its set-up, from the table's (`seed`: its dice).
    fn table_setup(app: &mut App, d: &Draft, seed: u64) -> Self::Setup;

    /// The game has just ended.
    fn ended(_app: &mut App) {}
    /// The end of `before` was undone.
    fn end_undone(_app: &mut App, _before: &Self) {}
}

/// A ruleset as the interface holds it, whatever its rules: [`AtTable`] through its game's
/// [`Played`].
pub(super) trait Entry: Sync {
    fn ruleset(&self) -> Ruleset;
    fn plays(&self, play: &Played) -> bool;
    fn selector(&self) -> &'static str;
    fn new_game(&self) -> Id;
    fn setup_title(&self) -> Id;
    fn history_entry(&self) -> Id;
    fn groups_title(&self) -> Id;
    fn topics(&self) -> &'static [(Id, Id)];
    /// [`AtTable::DICE_SEEN`], [`AtTable::DICE_SHOWN`], [`AtTable::DESTINATION_RECORDED`].
    fn marked(&self) -> [Id; 3];
    fn action_words(&self, a: Action) -> Id;
    fn has_action(&self, a: Action) -> bool;
    fn asks_youngest(&self) -> bool;
    fn own_setup(&self) -> Own;
    fn setup_choice(&self, app: &mut App, choice: u8);
    fn oldest_title(&self) -> Id;
    fn board_screen(&self, app: &App, d: &Draft) -> Screen;
    fn board_ok(&self, app: &mut App, d: &Draft);
    fn start(&self, app: &mut App, d: Draft);
    fn moment(&self, play: &Played) -> Moment;
    fn round(&self, play: &Played) -> u16;
    fn is_ballot(&self, play: &Played) -> bool;
    fn dice_seen_by(&self, play: &Played, seat: Seat) -> Option<Dice>;
    fn screen(&self, app: &App) -> Option<Screen>;
    fn phone_question(&self, app: &App, seat: Seat) -> Option<(String, Vec<Decision>, Vec<String>)>;
    fn undo(&self, app: &mut App);
    fn redo(&self, app: &mut App);
    fn dice_asked(&self, play: &Played) -> Option<u8>;
    fn roll(&self, dice: Dice) -> Decision;
    fn review(&self, app: &App, r: Review) -> Option<String>;
    fn header(&self, app: &App) -> Option<String>;
    fn cards(&self, app: &App) -> Option<Screen>;
    fn card_reader(&self, app: &App) -> Vec<Item<Choice>>;
    fn card_list(&self, app: &App, n: u8) -> Screen;
    fn topic_outside(&self, app: &App, title: Id) -> String;
    fn autosave(&self, app: &mut App);
    fn resume(&self, app: &mut App, saved: AnySaved);
}

/// The rulesets the table plays: one line each.
const ENTRIES: [&dyn Entry; 2] = [&By::<Game>(PhantomData), &By::<mall_rules::Game>(PhantomData)];

/// Every ruleset, in the main menu's order.
pub(super) fn all() -> [&'static dyn Entry; 2] {
    ENTRIES
}

/// The ruleset of a game.
pub(super) fn of(play: &Played) -> &'static dyn Entry {
    // Every game the interface holds was made by one of them.
    ENTRIES.into_iter().find(|e| e.plays(play)).unwrap_or(ENTRIES[0])
}

/// A ruleset by the name the menus and saves give it.
pub(super) fn by(ruleset: Ruleset) -> &'static dyn Entry {
    ENTRIES.into_iter().find(|e| e.ruleset() == ruleset).unwrap_or(ENTRIES[0])
}

/// One ruleset's [`AtTable`] as an [`Entry`].
struct By<R>(PhantomData<fn() -> R>);

impl<R: AtTable> Entry for By<R> {
    fn ruleset(&self) -> Ruleset {
        R::RULESET
    }
    fn plays(&self, play: &Played) -> bool {
        play.plays::<R>()
    }
    fn selector(&self) -> &'static str {
        R::SELECTOR
    }
    fn new_game(&self) -> Id {
        R::NEW_GAME
    }
    fn setup_title(&self) -> Id {
        R::SETUP_TITLE
    }
    fn history_entry(&self) -> Id {
        R::HISTORY_ENTRY
    }
    fn groups_title(&self) -> Id {
        R::GROUPS_TITLE
    }
    fn topics(&self) -> &'static [(Id, Id)] {
        R::TOPICS
    }
    fn marked(&self) -> [Id; 3] {
        [R::DICE_SEEN, R::DICE_SHOWN, R::DESTINATION_RECORDED]
    }
    fn action_words(&self, a: Action) -> Id {
        R::action_words(a)
    }
    fn has_action(&self, a: Action) -> bool {
        R::has_action(a)
    }
    fn asks_youngest(&self) -> bool {
        R::ASKS_YOUNGEST
    }
    fn own_setup(&self) -> Own {
        Own(Box::new(R::TableSetup::default()))
    }
    fn setup_choice(&self, app: &mut App, choice: u8) {
        R::setup_choice(app, choice)
    }
    fn oldest_title(&self) -> Id {
        R::OLDEST_TITLE
    }
    fn board_screen(&self, app: &App, d: &Draft) -> Screen {
        R::board_screen(app, d)
    }
    fn board_ok(&self, app: &mut App, d: &Draft) {
        R::board_ok(app, d)
    }
    fn start(&self, app: &mut App, d: Draft) {
        app.start_of::<R>(d)
    }
    fn moment(&self, play: &Played) -> Moment {
        play.game::<R>().map_or((0, None), R::moment)
    }
    fn round(&self, play: &Played) -> u16 {
        play.game::<R>().map_or(0, R::round)
    }
    fn is_ballot(&self, play: &Played) -> bool {
        play.game::<R>().is_some_and(R::is_ballot)
    }
    fn dice_seen_by(&self, play: &Played, seat: Seat) -> Option<Dice> {
        play.game::<R>().and_then(|g| g.dice_seen_by(seat))
    }
    fn screen(&self, app: &App) -> Option<Screen> {
        app.screen_of::<R>()
    }
    fn phone_question(&self, app: &App, seat: Seat) -> Option<(String, Vec<Decision>, Vec<String>)> {
        app.phone_question_of::<R>(seat)
    }
    fn undo(&self, app: &mut App) {
        app.undo_of::<R>()
    }
    fn redo(&self, app: &mut App) {
        app.redo_of::<R>()
    }
    fn dice_asked(&self, play: &Played) -> Option<u8> {
        play.game::<R>().and_then(R::dice_asked)
    }
    fn roll(&self, dice: Dice) -> Decision {
        Decision::of::<R>(R::roll(dice))
    }
    fn review(&self, app: &App, r: Review) -> Option<String> {
        let g = app.session.as_ref()?.play.game::<R>()?;
        Some(R::review(app, g, r))
    }
    fn header(&self, app: &App) -> Option<String> {
        let g = app.session.as_ref()?.play.game::<R>()?;
        Some(app.an.voice::<R>().turn_words(g))
    }
    fn cards(&self, app: &App) -> Option<Screen> {
        let g = app.session.as_ref()?.play.game::<R>()?;
        Some(R::cards(app, g))
    }
    fn autosave(&self, app: &mut App) {
        app.autosave_of::<R>()
    }
    fn card_reader(&self, app: &App) -> Vec<Item<Choice>> {
        R::card_reader(app)
    }
    fn card_list(&self, app: &App, n: u8) -> Screen {
        R::card_list(app, n)
    }
    fn topic_outside(&self, app: &App, title: Id) -> String {
        R::topic_outside(app, title)
    }
    fn resume(&self, app: &mut App, saved: AnySaved) {
        app.resume_of::<R>(saved)
    }
}

/// What a ruleset's own set-up steps chose ([`AtTable::TableSetup`]), whatever the ruleset.
#[derive(Debug)]
pub(super) struct Own(Box<dyn AnyOwn>);

trait AnyOwn: Any + fmt::Debug + Send + Sync {
    fn boxed(&self) -> Box<dyn AnyOwn>;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T: Any + Clone + fmt::Debug + Send + Sync> AnyOwn for T {
    fn boxed(&self) -> Box<dyn AnyOwn> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

impl Own {
    /// The set-up's own choices, when they are the ruleset `R`'s.
    pub(super) fn of<R: AtTable>(&self) -> Option<&R::TableSetup> {
        self.0.as_any().downcast_ref()
    }

    /// The same, to change them.
    pub(super) fn of_mut<R: AtTable>(&mut self) -> Option<&mut R::TableSetup> {
        self.0.as_any_mut().downcast_mut()
    }
}

impl Clone for Own {
    fn clone(&self) -> Own {
        Own(self.0.boxed())
    }
}

/// A decision of the game being played, in its ruleset's own commands.
#[derive(Clone)]
pub(super) struct Decision(Arc<dyn Chosen>);

/// A command of some ruleset, made a [`Decision`].
trait Chosen: Send + Sync {
    fn apply(&self, app: &mut App, at_keyboard: bool) -> bool;
    fn as_any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Chosen) -> bool;
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

struct Of<R: Rules>(R::Command);

impl<R: AtTable> Chosen for Of<R> {
    fn apply(&self, app: &mut App, at_keyboard: bool) -> bool {
        app.apply_of::<R>(self.0, at_keyboard)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn same(&self, other: &dyn Chosen) -> bool {
        other.as_any().downcast_ref::<Of<R>>().is_some_and(|o| o.0 == self.0)
    }
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {:?}", R::NAME, self.0)
    }
}

impl Decision {
    /// A command of the rules `R`.
    pub(super) fn of<R: AtTable>(cmd: R::Command) -> Decision {
        Decision(Arc::new(Of::<R>(cmd)))
    }

    /// Applies it and says what it did; false when the game refused it (or follows other rules:
    /// a phone's answer to a game since replaced).
    pub(super) fn apply(&self, app: &mut App, at_keyboard: bool) -> bool {
        self.0.apply(app, at_keyboard)
    }
}

impl fmt::Debug for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for Decision {
    fn eq(&self, other: &Decision) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl Eq for Decision {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{History, Seat, Setup};

    #[test]
    fn every_shipped_ruleset_has_its_one_line_and_a_game_finds_its_own() {
        for r in Ruleset::ALL {
            assert_eq!(by(r).ruleset(), r, "{}", r.name());
            assert_eq!(all().iter().filter(|e| e.ruleset() == r).count(), 1, "{}", r.name());
        }
        let (g, e) = Game::new(Setup::new(3, Seat::ALL[2], Seat::FIRST, 1)).unwrap();
        let (m, me) = mall_rules::Game::new(mall_rules::Setup::new(3, Seat::FIRST, 1)).unwrap();
        assert_eq!(of(&Played::new(History::new(g, e))).ruleset(), Ruleset::Lockdown);
        assert_eq!(of(&Played::new(mall_rules::History::new(m, me))).ruleset(), Ruleset::MallOfHorror);
    }

    #[test]
    fn a_decision_equals_only_the_same_command_of_the_same_rules() {
        let a = Decision::of::<Game>(crate::engine::Command::Continue);
        assert_eq!(a, Decision::of::<Game>(crate::engine::Command::Continue));
        assert_ne!(a, Decision::of::<mall_rules::Game>(mall_rules::Command::Continue));
        assert_ne!(a, Decision::of::<Game>(crate::engine::Command::Keys { holder: None }));
        assert!(format!("{a:?}").starts_with("lockdown: "), "{a:?}");
    }
}
