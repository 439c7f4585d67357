//! Each ruleset's own part of the interface, and the one door the rest of it goes through.
//!
//! A ruleset at the table implements [`AtTable`] in a file of its own (`lockdown.rs`,
//! `mall.rs`): its set-up steps, the menu of the decision pending, the secret choice a phone is
//! asked, how its events are cut into moments, its reviews, card reader and rules, and what it
//! does besides when a game ends. Everything else (applying a decision, undo and redo, real
//! dice, saving and resuming, the news and the history) is written once over that trait, in
//! `session.rs`.
//!
//! The interface holds a game as a [`Played`] with its ruleset (an [`AnyTable`]) and a choice as
//! a [`Decision`], neither of which names a ruleset. The rulesets an [`App`] plays are the
//! [`Entry`]s it is given ([`App::with_rulesets`]), the shipped ones by default, each one line
//! of [`SHIPPED`]. A new ruleset: its file here, `impl AtTable`, and that line; or, outside the
//! library, `impl AtTable` and [`Entry::of`] given to the `App`.

mod lockdown;
mod mall;
mod shared;

use super::lists::Moment;
use super::phones::PhoneAsk;
use super::screen::{Choice, Effect, Screen};
use super::session::{Decided, Refused, Session};
use super::setup::Draft;
use super::{App, Review};
use crate::announce::{Announcer, Key, Voice};
use crate::engine::{Asks, Dice, Game, Played, Rules, Seat, SeatSet, Told, mall as mall_rules};
use crate::input::Action;
use crate::output::MessageLog;
use crate::script::Scripted;
use crate::store::StoreError;
use crate::store::save::Loader;
use crate::ui::menu::Item;
use crate::vocab::{Id, Verbosity};
use fluent_bundle::FluentArgs;
use std::any::Any;
use std::fmt;
use std::marker::PhantomData;
use std::path::Path;
use std::sync::Arc;

/// What the interface asks of a ruleset: what is truly its own. Functions take the interface
/// (`app`) to word things in its language ([`App::words`], [`App::name`]) and to know who
/// chooses now ([`App::chooser`]); a ruleset outside the library implements what is required and
/// leaves the rest (cards, a board check, real dice, its own set-up screens) to the defaults.
/// Its items are made with [`Choice::decide`], [`Choice::confirm`], [`Choice::further`] and
/// [`Choice::hear`]; it reaches an [`App`] through [`Entry::of`] and [`App::with_rulesets`].
pub trait AtTable: Scripted {
    /// Its messages the interface names (the locales' [`Id`] for the shipped rulesets, or the
    /// ruleset's own table of words).
    type Word: Key + Send + Sync + 'static;
    /// The value of the locales' `game` selector for this game (`lockdown`, `mall`; another
    /// value takes the words of a game in turns).
    const SELECTOR: &'static str;
    /// The main menu's item that starts a game of it.
    const NEW_GAME: Self::Word;
    /// The title of the set-up's first screen (the language).
    const SETUP_TITLE: Self::Word;
    /// One line of the history review (`$turn`, `$phase`, `$text`).
    const HISTORY_ENTRY: Self::Word;
    /// The title of the review of each player's characters.
    const GROUPS_TITLE: Self::Word;
    /// The rules help: each topic's title and words.
    const TOPICS: &'static [(Self::Word, Self::Word)] = &[];
    /// Its messages the interface treats apart (by their locales' id): a player has seen the
    /// dice under the box (held, with real dice, until they say they have looked), a player is
    /// shown the dice (a phone vibrates them), a secret destination recorded (kept to hear
    /// again, not told again).
    const DICE_SEEN: Option<Self::Word> = None;
    const DICE_SHOWN: Option<Self::Word> = None;
    const DESTINATION_RECORDED: Option<Self::Word> = None;
    /// Its messages that open a turn ("Turn 2.") and a part of a turn ("Phase 2: the security
    /// badge."): the history does not name that moment before them again.
    const TURN_HEADING: Option<Self::Word> = None;
    const PHASE_HEADING: Option<Self::Word> = None;

    /// The moment of the game now, for the history of what was said.
    fn moment(&self) -> Moment;
    /// The turn or round whose secrets are told again (and a new one is a new round for the
    /// phones).
    fn round(&self) -> u16;
    /// Events cut where a moment begins, each part with the moment it belongs to (`at`: the
    /// moment the decision was made in); by default all in that moment.
    fn by_moment(events: &[Told<Self::Kind>], at: Moment) -> Vec<(Moment, &[Told<Self::Kind>])> {
        if events.is_empty() { Vec::new() } else { vec![(at, events)] }
    }
    /// Who looks at the dice under the box in these events, if anyone.
    fn looker(_events: &[Told<Self::Kind>]) -> Option<Seat> {
        None
    }
    /// After a decision's events are said: what the table hears of them besides (who enters the
    /// secret choices opened, a player's dice told by rumble).
    fn after_events(_app: &mut App, _events: &[Told<Self::Kind>]) {}

    /// How many real dice the game waits for now, if it waits for dice.
    fn dice_asked(&self) -> Option<u8> {
        self.pending().dice_asked()
    }
    /// The decision of real dice rolled at the table (none for a game without dice).
    fn roll(_dice: Dice) -> Option<Self::Command> {
        None
    }
    /// The player whose secret choice this decision is (counted, never said).
    fn secret_of(cmd: &Self::Command) -> Option<Seat>;
    /// True when the secret choices asked now are ballots (not destinations).
    fn is_ballot(&self) -> bool {
        self.pending().is_ballot()
    }
    /// The dice this seat may know now (those it was shown, until they are revealed).
    fn dice_seen_by(&self, _seat: Seat) -> Option<Dice> {
        None
    }

    /// The items of the decision pending (neither real dice, nor the end, nor a secret choice
    /// no one is entering); `title`: the question, which the ruleset may change.
    fn items(app: &App, g: &Self, title: &mut String) -> Vec<Item<Choice>>;
    /// The scores as the table heard them at the end, and the winners.
    fn final_score(app: &App, g: &Self) -> String;
    /// The ballot or destination a seat's phone is asked now (secret or not, whoever is asked
    /// first at the table): each option's decision and words.
    fn phone_options(app: &App, g: &Self, seat: Seat) -> Vec<(Self::Command, String)>;
    /// The player whose decision this command is, when it names one (a ballot's voter, a card's
    /// player); `None`: the decision pending's, made by whoever it waits for.
    fn author(_cmd: &Self::Command) -> Option<Seat> {
        None
    }
    /// A decision the table makes together, waiting for no one player (the end of a moment for
    /// cards, the questions at the end): whom it asks and how their answers make it, so that
    /// the phones can make it when every player asked is on one; none: the keys make it.
    fn together(_app: &App, _g: &Self) -> Option<Together<Self::Command>> {
        None
    }

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
    /// The card reader during a game (none: the one outside a game).
    fn cards(_app: &App, _g: &Self) -> Option<Screen> {
        None
    }
    /// The card reader's items for its cards, outside a game.
    fn card_reader(_app: &App) -> Vec<Item<Choice>> {
        Vec::new()
    }
    /// One of its lists of cards outside a game (`n`: the number its [`AtTable::card_reader`]
    /// items carry).
    fn card_list(_app: &App, _n: u8) -> Option<Screen> {
        None
    }
    /// A rules topic's title outside a game, where every ruleset's topics are listed.
    fn topic_outside(_app: &App, title: String) -> String {
        title
    }

    /// What its own set-up steps choose, kept in the set-up (`Draft::own`) until the game
    /// starts (Mall of Horror's table options).
    type TableSetup: Clone + Default + fmt::Debug + Send + Sync + 'static;
    /// A choice of its own set-up screens (`choice`: the number its items carry).
    fn setup_choice(_app: &mut App, _choice: u8) {}

    /// The set-up asks who is the youngest (and reads the board file).
    const ASKS_YOUNGEST: bool = false;
    /// The title of the set-up's question of the oldest player (none: not asked).
    const OLDEST_TITLE: Option<Self::Word> = None;
    /// The game is played with dice (the set-up asks who rolls them).
    const DICE: bool = false;
    /// The set-up's board check (none: no board to check, the next step).
    fn board_screen(_app: &App, _d: &Draft) -> Option<Screen> {
        None
    }
    /// The board is as the table wants it: the next set-up step.
    fn board_ok(app: &mut App, _d: &Draft) {
        app.open_setup_dice();
    }
    /// Its set-up, from the table's (`seed`: its dice).
    fn table_setup(app: &mut App, d: &Draft, seed: u64) -> Self::Setup;

    /// The game has just ended.
    fn ended(_app: &mut App) {}
    /// The end of `before` was undone.
    fn end_undone(_app: &mut App, _before: &Self) {}
}

/// A decision the table makes together, as the phones make it ([`AtTable::together`]).
#[derive(Clone, Debug)]
pub enum Together<C> {
    /// Each of `seats` says it is ready (`words`: the option that says so), playing its cards
    /// meanwhile if it will; when every one of them is, `then`.
    Ready { seats: SeatSet, then: C, words: String },
    /// Each of `seats` answers yes or no to `question` (none: the game's question): the first
    /// yes is `yes` of that seat; when every one of them said no, `none`.
    Yes { seats: SeatSet, question: Option<String>, yes: fn(Seat) -> C, none: C },
}

/// A ruleset as the interface holds it, whatever its rules: [`AtTable`] through its game's
/// [`Played`].
pub trait AnyTable: Sync {
    fn name(&self) -> &'static str;
    fn plays(&self, play: &Played) -> bool;
    fn loader(&self) -> Loader;
    fn selector(&self) -> &'static str;
    fn new_game(&self, app: &App) -> String;
    fn setup_title(&self, app: &App) -> String;
    fn history_entry(&self, app: &App, args: &FluentArgs) -> String;
    fn groups_title(&self, app: &App) -> String;
    /// Each topic's title and words.
    fn topics(&self, app: &App) -> Vec<(String, String)>;
    /// [`AtTable::DICE_SEEN`], [`AtTable::DICE_SHOWN`], [`AtTable::DESTINATION_RECORDED`].
    fn marked(&self) -> [Option<Id>; 3];
    /// [`AtTable::TURN_HEADING`], [`AtTable::PHASE_HEADING`].
    fn headings(&self) -> [Option<Id>; 2];
    fn action_words(&self, a: Action) -> Id;
    fn has_action(&self, a: Action) -> bool;
    fn asks_youngest(&self) -> bool;
    fn own_setup(&self) -> Own;
    fn setup_choice(&self, app: &mut App, choice: u8);
    fn oldest_title(&self, app: &App) -> Option<String>;
    fn has_dice(&self) -> bool;
    fn board_screen(&self, app: &App, d: &Draft) -> Option<Screen>;
    fn board_ok(&self, app: &mut App, d: &Draft);
    fn start(&self, app: &mut App, d: Draft);
    fn moment(&self, play: &Played) -> Moment;
    fn round(&self, play: &Played) -> u16;
    fn is_ballot(&self, play: &Played) -> bool;
    fn dice_seen_by(&self, play: &Played, seat: Seat) -> Option<Dice>;
    fn screen(&self, app: &App) -> Option<Screen>;
    fn phone_question(&self, app: &App, seat: Seat) -> Option<PhoneAsk>;
    fn undo(&self, s: &mut Session, an: &Announcer) -> Vec<Effect>;
    fn redo(&self, s: &mut Session, an: &Announcer, verbosity: Verbosity) -> Vec<Effect>;
    fn dice_asked(&self, play: &Played) -> Option<u8>;
    fn roll(&self, dice: Dice) -> Option<Decision>;
    fn review(&self, app: &App, r: Review) -> Option<String>;
    fn header(&self, app: &App) -> Option<String>;
    fn cards(&self, app: &App) -> Option<Screen>;
    fn card_reader(&self, app: &App) -> Vec<Item<Choice>>;
    fn card_list(&self, app: &App, n: u8) -> Option<Screen>;
    fn topic_outside(&self, app: &App, title: String) -> String;
    /// The game saved to `path`: the text log's line (none: a game of other rules).
    fn save(&self, s: &Session, path: &Path) -> Option<Result<String, StoreError>>;
    fn resumed(&self, s: &mut Session, an: &Announcer, verbosity: Verbosity) -> (MessageLog, Vec<Effect>);
}

impl fmt::Debug for dyn AnyTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl PartialEq for dyn AnyTable {
    fn eq(&self, other: &dyn AnyTable) -> bool {
        self.name() == other.name()
    }
}

impl Eq for dyn AnyTable {}

/// A ruleset the interface can play: one line of the list an [`App`] is given
/// ([`App::with_rulesets`]; [`Entry::shipped`] by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry(pub(in crate::ui) &'static dyn AnyTable);

/// The shipped rulesets, in the main menu's order: one line each.
const SHIPPED: [Entry; 2] = [Entry(&By::<Game>(PhantomData)), Entry(&By::<mall_rules::Game>(PhantomData))];

impl Entry {
    /// The ruleset `R` at the table.
    pub fn of<R: AtTable>() -> Entry {
        // A type of no size: nothing is allocated, nothing kept.
        Entry(Box::leak(Box::new(By::<R>(PhantomData))))
    }

    /// The rulesets Vigie ships (Lockdown, Mall of Horror), in the main menu's order.
    pub fn shipped() -> Vec<Entry> {
        SHIPPED.to_vec()
    }

    /// Its name ([`Rules::NAME`]).
    pub fn name(self) -> &'static str {
        self.0.name()
    }
}

/// The rulesets an interface plays, in the main menu's order.
#[derive(Clone, Debug)]
pub(super) struct Registry(Vec<Entry>);

impl Registry {
    pub(super) fn new(entries: Vec<Entry>) -> Registry {
        Registry(if entries.is_empty() { Entry::shipped() } else { entries })
    }

    /// Every ruleset, in the main menu's order.
    pub(super) fn all(&self) -> impl Iterator<Item = &'static dyn AnyTable> + '_ {
        self.0.iter().map(|e| e.0)
    }

    /// The ruleset of a game.
    pub(super) fn of(&self, play: &Played) -> &'static dyn AnyTable {
        // Every game the interface holds was made by one of them.
        self.all().find(|e| e.plays(play)).unwrap_or(self.0[0].0)
    }

    /// The first (the main menu's first new game).
    pub(super) fn first(&self) -> &'static dyn AnyTable {
        self.0[0].0
    }

    /// How the saves of each are read.
    pub(super) fn loaders(&self) -> Vec<Loader> {
        self.all().map(|e| e.loader()).collect()
    }
}

/// The ruleset `R` as the interface's parts hold it.
pub(super) fn table<R: AtTable>() -> &'static dyn AnyTable {
    Entry::of::<R>().0
}

/// The shipped ruleset of this name (for what is worded outside an interface).
pub(super) fn shipped(name: &str) -> &'static dyn AnyTable {
    SHIPPED.iter().find(|e| e.name() == name).unwrap_or(&SHIPPED[0]).0
}

/// One ruleset's [`AtTable`] as an [`AnyTable`].
struct By<R>(PhantomData<fn() -> R>);

fn say<K: Key>(app: &App, k: K) -> String {
    k.text(&app.an, &FluentArgs::new())
}

impl<R: AtTable> AnyTable for By<R> {
    fn name(&self) -> &'static str {
        R::NAME
    }
    fn plays(&self, play: &Played) -> bool {
        play.plays::<R>()
    }
    fn loader(&self) -> Loader {
        Loader::of::<R>()
    }
    fn selector(&self) -> &'static str {
        R::SELECTOR
    }
    fn new_game(&self, app: &App) -> String {
        say(app, R::NEW_GAME)
    }
    fn setup_title(&self, app: &App) -> String {
        say(app, R::SETUP_TITLE)
    }
    fn history_entry(&self, app: &App, args: &FluentArgs) -> String {
        R::HISTORY_ENTRY.text(&app.an, args)
    }
    fn groups_title(&self, app: &App) -> String {
        say(app, R::GROUPS_TITLE)
    }
    fn topics(&self, app: &App) -> Vec<(String, String)> {
        R::TOPICS.iter().map(|(title, text)| (say(app, *title), say(app, *text))).collect()
    }
    fn marked(&self) -> [Option<Id>; 3] {
        [R::DICE_SEEN, R::DICE_SHOWN, R::DESTINATION_RECORDED].map(|w| w.and_then(Key::id))
    }
    fn headings(&self) -> [Option<Id>; 2] {
        [R::TURN_HEADING, R::PHASE_HEADING].map(|w| w.and_then(Key::id))
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
    fn oldest_title(&self, app: &App) -> Option<String> {
        R::OLDEST_TITLE.map(|w| say(app, w))
    }
    fn has_dice(&self) -> bool {
        R::DICE
    }
    fn board_screen(&self, app: &App, d: &Draft) -> Option<Screen> {
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
        super::game::screen_of::<R>(app)
    }
    fn phone_question(&self, app: &App, seat: Seat) -> Option<PhoneAsk> {
        super::phones::question_of::<R>(app, seat)
    }
    fn undo(&self, s: &mut Session, an: &Announcer) -> Vec<Effect> {
        s.undo::<R>(an)
    }
    fn redo(&self, s: &mut Session, an: &Announcer, verbosity: Verbosity) -> Vec<Effect> {
        s.redo::<R>(an, verbosity)
    }
    fn dice_asked(&self, play: &Played) -> Option<u8> {
        play.game::<R>().and_then(R::dice_asked)
    }
    fn roll(&self, dice: Dice) -> Option<Decision> {
        R::roll(dice).map(Decision::of::<R>)
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
        R::cards(app, g)
    }
    fn save(&self, s: &Session, path: &Path) -> Option<Result<String, StoreError>> {
        s.save::<R>(path)
    }
    fn card_reader(&self, app: &App) -> Vec<Item<Choice>> {
        R::card_reader(app)
    }
    fn card_list(&self, app: &App, n: u8) -> Option<Screen> {
        R::card_list(app, n)
    }
    fn topic_outside(&self, app: &App, title: String) -> String {
        R::topic_outside(app, title)
    }
    fn resumed(&self, s: &mut Session, an: &Announcer, verbosity: Verbosity) -> (MessageLog, Vec<Effect>) {
        s.resumed::<R>(an, verbosity)
    }
}

/// What a ruleset's own set-up steps chose ([`AtTable::TableSetup`]), whatever the ruleset.
#[derive(Debug)]
pub struct Own(Box<dyn AnyOwn>);

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
    pub(in crate::ui) fn of<R: AtTable>(&self) -> Option<&R::TableSetup> {
        self.0.as_any().downcast_ref()
    }

    /// The same, to change them.
    pub(in crate::ui) fn of_mut<R: AtTable>(&mut self) -> Option<&mut R::TableSetup> {
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
pub struct Decision(Arc<dyn Chosen>);

/// A command of some ruleset, made a [`Decision`].
trait Chosen: Send + Sync {
    fn apply_to(&self, s: &mut Session, an: &Announcer, verbosity: Verbosity) -> Option<Result<Decided, Refused>>;
    fn as_any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Chosen) -> bool;
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

struct Of<R: Rules>(R::Command);

impl<R: AtTable> Chosen for Of<R> {
    fn apply_to(&self, s: &mut Session, an: &Announcer, verbosity: Verbosity) -> Option<Result<Decided, Refused>> {
        s.apply::<R>(self.0, an, verbosity)
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
    pub(in crate::ui) fn of<R: AtTable>(cmd: R::Command) -> Decision {
        Decision(Arc::new(Of::<R>(cmd)))
    }

    /// Its command, when it is one of the rules `R`.
    pub(in crate::ui) fn command<R: AtTable>(&self) -> Option<R::Command> {
        self.0.as_any().downcast_ref::<Of<R>>().map(|o| o.0)
    }

    /// Applies it to the game: what the table hears of it, or the refusal in words; `None` when
    /// the game follows other rules (a phone's answer to a game since replaced).
    pub(in crate::ui) fn apply_to(
        &self,
        s: &mut Session,
        an: &Announcer,
        verbosity: Verbosity,
    ) -> Option<Result<Decided, Refused>> {
        self.0.apply_to(s, an, verbosity)
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
        let shipped = Registry::new(Vec::new());
        for r in crate::engine::Ruleset::ALL {
            assert_eq!(shipped.all().filter(|e| e.name() == r.name()).count(), 1, "{}", r.name());
            assert_eq!(super::shipped(r.name()).name(), r.name());
        }
        let (g, e) = Game::new(Setup::new(3, Seat::ALL[2], Seat::FIRST, 1)).unwrap();
        let (m, me) = mall_rules::Game::new(mall_rules::Setup::new(3, Seat::FIRST, 1)).unwrap();
        assert_eq!(shipped.of(&Played::new(History::new(g, e))).name(), "lockdown");
        assert_eq!(shipped.of(&Played::new(mall_rules::History::new(m, me))).name(), "mall-of-horror");
        // One given list in place of the shipped one.
        let one = Registry::new(vec![Entry::of::<mall_rules::Game>()]);
        assert_eq!(one.all().map(|e| e.name()).collect::<Vec<_>>(), ["mall-of-horror"]);
        assert_eq!(Entry::of::<Game>(), Entry::shipped()[0]);
    }

    #[test]
    fn a_decision_equals_only_the_same_command_of_the_same_rules() {
        let a = Decision::of::<Game>(crate::engine::Command::Continue);
        assert_eq!(a, Decision::of::<Game>(crate::engine::Command::Continue));
        assert_ne!(a, Decision::of::<mall_rules::Game>(mall_rules::Command::Continue));
        assert_ne!(
            a,
            Decision::of::<Game>(crate::engine::Command::Own(crate::engine::OwnCommand::Keys { holder: None }))
        );
        assert!(format!("{a:?}").starts_with("lockdown: "), "{a:?}");
    }
}
