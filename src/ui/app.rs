//! The table interface as a state machine: keys in, words out. It knows nothing of the terminal:
//! the terminal layer (`term.rs`) turns key presses into [`Key`]s, calls [`App::key`], and draws
//! [`App::view`]. Tests drive it the same way.
//!
//! Everything said goes through [`App::say`]: to the speech and sound sinks, the log of what was
//! said (for the history review), and the optional text log. Messages for one player only are
//! never given to the table's outputs.

mod channels;
mod files;
mod game;
mod handover;
mod keys;
mod lists;
mod menus;
mod pads;
mod phones;
mod phones_words;
mod rulesets;
mod screen;
mod secrets;
mod session;
mod settings;
mod setup;
mod view;
mod voice;
mod wiring;

pub use lists::Moment;
pub use phones_words::page_words as phone_page_words;
pub use rulesets::{AtTable, Entry, Together};
pub use screen::Choice;
pub use setup::Draft;
pub use view::View;
pub use wiring::{ListDevices, Outputs, Paths, StartPhones};

use super::menu::{Item, Menu};
use crate::announce::{Announcer, Review, Voice};
use crate::engine::{
    Asks, BoardProfile, CardKind, Command, Dice, DiceMode, Game, History, Loc, Pending, Played, Record, Role, Rules,
    Seat, Setup, mall,
};
use crate::input::{Action, Gamepads, Key, KeyCode, KeyMap, Scope};
use crate::output::{Delivered, Device, MessageLog, PrivateVoice, Router, Sink, SoundSink, SpeechSink};
use crate::store::save::{PrivateChannel, TableOptions};
use crate::store::settings::Settings;
use crate::vocab::{Channel, Earcon, Id, Lang, Message, Verbosity};
use fluent_bundle::FluentArgs;
use game::GamePick;
use lists::ListPick;
use menus::MenuPick;
use phones::{PhoneDesk, PhonePick};
use rulesets::Decision;
use screen::{Effect, Kind, Screen, Stack, Then};
use session::Session;
use settings::Setting;
use settings::SettingPick;
use setup::SetupPick;
use std::io::Write;
use std::path::PathBuf;
use voice::Keep;

/// The interface.
pub struct App {
    an: Announcer,
    /// The rulesets it plays.
    rulesets: rulesets::Registry,
    keys: KeyMap,
    settings: Settings,
    paths: Paths,
    seed: Option<u64>,
    /// Every message goes out through the router, which decides where it may go.
    out: Router,
    /// The player last told a secret (a private voice's later problem is theirs).
    last_private: Option<Seat>,
    /// Lists the audio devices a player can choose for their secrets.
    devices: Option<ListDevices>,
    /// Starts the phones' server (when a player's channel is their phone), and wakes the
    /// terminal's loop when the phones have news.
    phone_start: phones::PhoneStart,
    /// What the phones are asked, and their states.
    desk: PhoneDesk,
    said: MessageLog,
    last: Option<Message>,
    stack: Stack,
    session: Option<Session>,
    quit: bool,
    /// The user left for the Escape soundtrack.
    escape: bool,
    /// The gamepads: their buttons, their rumble, and whom each acts for.
    pads: pads::Pads,
    /// The last thing said to the table, as the screen shows it (the item in focus aside).
    shown: String,
    /// The moment of the game the words said now belong to (for the history).
    when: Moment,
    /// The screen is printed as plain lines for a screen reader (`--plain`).
    plain: bool,
    /// A screen reader reads the screen aloud (`--screen-reader`, or one found running).
    screen_heard: bool,
    /// A game was resumed and no decision made since: questions say in full what they ask.
    resumed: bool,
    /// The game's messages since the last decision (what happened, what to do on the board, the
    /// question): what a key may cut, and the repeat key says again.
    news: voice::News,
}

impl App {
    /// An interface with these settings, keys, files and outputs; `seed` fixes the dice of new
    /// games (tests), otherwise each game gets a seed from the operating system's entropy.
    pub fn new(settings: Settings, keys: KeyMap, paths: Paths, out: Outputs, seed: Option<u64>) -> App {
        // The locales are bundled and checked by tests: failing here is a build mistake.
        let an = Announcer::new(settings.lang, Vec::new()).expect("the bundled locales load");
        let Outputs { speech, sound, log, private, devices, others, gamepads, phones, screen_heard } = out;
        let mut router = Router::new(speech, sound, others, log, private);
        router.set_private_voice(settings.lang, settings.speech.rate);
        App {
            an,
            rulesets: rulesets::Registry::new(Entry::shipped()),
            keys,
            settings,
            paths,
            seed,
            out: router,
            last_private: None,
            devices,
            phone_start: phones::PhoneStart::new(phones),
            desk: PhoneDesk::default(),
            said: MessageLog::new(),
            last: None,
            stack: Stack::default(),
            session: None,
            quit: false,
            escape: false,
            pads: pads::Pads::new(gamepads),
            shown: String::new(),
            when: (0, None),
            plain: false,
            screen_heard: screen_heard.is_some(),
            resumed: false,
            news: voice::News::default(),
        }
    }

    /// The same interface playing these rulesets (in the main menu's order) instead of the
    /// shipped ones ([`Entry::shipped`]): a ruleset outside the library reaches the table so.
    pub fn with_rulesets(mut self, rulesets: Vec<Entry>) -> App {
        self.rulesets = rulesets::Registry::new(rulesets);
        self
    }

    /// The screen is printed as plain lines for a screen reader: a secret "on the screen" would
    /// be read aloud, so the screen is never a private channel by default then.
    pub fn set_plain(&mut self, plain: bool) {
        self.plain = plain;
    }

    /// Opens the main menu and says it.
    pub fn start(&mut self) {
        self.open_main();
    }

    /// True once the user has chosen to leave.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// True when the user left for the Escape soundtrack.
    pub fn wants_escape(&self) -> bool {
        self.escape
    }

    /// The game of Lockdown in progress, if any.
    pub fn game(&self) -> Option<&Game> {
        self.history().map(History::game)
    }

    /// The game of Lockdown in progress with its past, if any.
    pub fn history(&self) -> Option<&History> {
        self.session.as_ref().and_then(|s| s.play.record::<Game>())
    }

    /// The game in progress, of either ruleset, with its past, if any.
    pub fn played(&self) -> Option<&Played> {
        self.session.as_ref().map(|s| &s.play)
    }

    /// A message of a ruleset's own (or of the locales) in the language spoken now.
    pub fn words<K: crate::announce::Key>(&self, message: K, args: &FluentArgs) -> String {
        message.text(&self.an, args)
    }

    /// The messages said so far (those kept for the history review).
    pub fn said(&self) -> &MessageLog {
        &self.said
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// What the screen shows now.
    pub fn view(&self) -> View {
        view::of(self)
    }

    /// The secret shown on the screen for one player now, if any.
    pub fn secret_shown(&self) -> Option<&str> {
        self.stack.secret()
    }

    /// True once after a secret left the screen: the terminal wipes its scrollback too.
    pub fn take_wipe(&mut self) -> bool {
        self.stack.take_wipe()
    }

    /// The speech engine, to save the voices it found when leaving.
    pub fn speech(&mut self) -> Option<&mut SpeechSink> {
        self.out.speech()
    }

    /// Says that the settings file could not be read and where it was kept.
    pub fn warn_settings(&mut self, reason: &crate::store::Problem, moved_to: Option<&std::path::Path>) {
        let text = files::settings_broken(&self.an, &self.paths, reason, moved_to);
        self.say_error(text);
    }

    /// Says which actions a key map (or, with `gamepad`, a button map) tried to leave without a
    /// key: they keep their usual keys, so that Vigie can always be moved in, chosen in, left.
    pub fn warn_kept(&mut self, actions: &[Action], gamepad: bool) {
        if let Some(text) = files::kept(&self.an, actions, gamepad) {
            self.say_error(text);
        }
    }

    /// Says which settings were not numbers (they get their usual values).
    pub fn warn_settings_not_numbers(&mut self, keys: &[&str]) {
        let text = files::not_numbers(&self.an, keys);
        self.say_error(text);
    }

    /// Says that the user's key map could not be read.
    pub fn warn_keys(&mut self, reason: &str) {
        let text = self.ta(Id::UiKeysBroken, &[("reason", reason.to_owned())]);
        self.say_error(text);
    }

    /// The rules of the game in progress, if any.
    fn rules(&self) -> Option<&'static dyn rulesets::AnyTable> {
        self.session.as_ref().map(|s| s.rules)
    }

    /// A review of the game in progress, in words.
    fn review_words(&self, r: Review) -> Option<String> {
        self.rules()?.review(self, r)
    }

    /// Applies what a screen's choice asks for, in order.
    fn run(&mut self, effects: Vec<Effect>) {
        for e in effects {
            match e {
                Effect::Push(s) => self.push(s),
                Effect::Pop => {
                    self.stack.pop();
                }
                Effect::SayTop => self.say_top(),
                Effect::Say(text) => self.say_text(text, None, Keep::No),
                Effect::Back => self.run(keys::back(self)),
                Effect::Act(a) => self.run(keys::action(self, a)),
                Effect::Focus(i) => {
                    if let Some(top) = self.stack.last_mut() {
                        top.menu.set_focus(i);
                    }
                    self.say_focus();
                }
                Effect::Choose => self.choose(),
                Effect::SayUnheard => self.say_unheard(),
                Effect::UnheardNotice => self.say_unheard_notice(),
                Effect::Repeat(text, earcon) => self.say_text(text, earcon, Keep::No),
                Effect::KeyUnknown => self.key_unknown(),
                Effect::Undo => self.undo(),
                Effect::Redo => self.redo(),
                Effect::DropName => self.stack.draft_mut().into_iter().for_each(Draft::drop_name),
                Effect::OpenMain => self.open_main(),
                Effect::OpenGame => self.open_game(),
                Effect::OpenSetup(rules) => self.open_setup(rules),
                Effect::OpenSettings => self.push(settings::settings_screen(self)),
                Effect::Lang(l) => self.set_lang(l),
                Effect::Settings(new) => self.settings = *new,
                Effect::SettingChanged(s) => self.settings_changed(s),
                Effect::KeepSettings => self.keep_settings(),
                Effect::OpenSetupPlayers => self.open_setup_players(),
                Effect::Resume => self.resume(),
                Effect::StartGame => self.start_game(),
                Effect::EndGame => {
                    self.session = None;
                    self.out.forget_all_held();
                }
                Effect::Decide(d) => {
                    self.decide(&d, true);
                }
                Effect::At(moment) => self.when = moment,
                Effect::Message(m, also) => self.say_also(m, also, Keep::Yes),
                Effect::Cue(text, earcon) => self.say_text(text, Some(earcon), Keep::Yes),
                Effect::KeyError(text) => self.say_key_error(text),
                Effect::ClearNews => self.news.clear(),
                Effect::Autosave => self.autosave(),
                Effect::ForgetAllHeld => self.out.forget_all_held(),
                Effect::PhonesRound => self.phones_round(),
                Effect::Hook(hook) => hook.run(self),
                Effect::Private { seat, text, dice, again } => {
                    let delivered = self.send_privately(seat, text, dice);
                    self.run(secrets::sent(self, seat, delivered, again));
                }
                Effect::RumbleDice(seat, faces) => {
                    let has_channel =
                        self.table_options().is_some_and(|(t, _)| *t.channel(seat) != PrivateChannel::None);
                    self.pads.dice(seat, &faces, has_channel, &self.settings.gamepad);
                }
                Effect::WipeLater => self.stack.wipe_later(),
                Effect::Faces(faces) => {
                    if let Some(s) = self.session.as_mut() {
                        s.faces = faces;
                    }
                }
                Effect::Peeked => {
                    if let Some((_, m)) = self.session.as_mut().and_then(|s| s.peek.take()) {
                        self.say(m, Keep::Yes);
                    }
                }
                Effect::Tell(text) => self.say_text(text, None, Keep::Yes),
                Effect::Error(text) => self.say_error(text),
                Effect::ErrorOnce(id, text) => {
                    if self.news.first_time(id) {
                        self.say_error(text);
                    }
                }
                Effect::Alone(s) => self.alone(s),
                Effect::TakeHeld(seat) => {
                    let texts = self.out.take_held(seat);
                    self.run(handover::taken(seat, texts));
                }
                Effect::ForgetHeld(seat) => self.out.forget_held(seat),
                Effect::ShowSecret(seat, text) => {
                    let Some(channels) = self.session.as_ref().map(|s| s.table.channels.clone()) else { continue };
                    self.last_private = Some(seat);
                    let delivered = self.out.deliver(seat, &text, &channels);
                    self.run(handover::shown(self, seat, text, delivered));
                }
                Effect::ReadyFor(seat) => {
                    if let Some(s) = self.session.as_mut() {
                        s.ready = seat;
                    }
                }
                Effect::Channel(seat, c) => {
                    if let Some(t) = self.table_mut() {
                        t.set_channel(seat, c);
                    }
                }
                Effect::SecretEntry(on) => {
                    if let Some(t) = self.table_mut() {
                        t.secret_entry = on;
                    }
                }
                Effect::PhoneDecisions(on) => {
                    if let Some(t) = self.table_mut() {
                        t.phone_decisions = on;
                    }
                    self.sync_phones();
                    self.phones_decisions_changed();
                }
                Effect::PhoneChannel(seat, before) => {
                    let started = match self.ensure_phones() {
                        // No page for phones: the player keeps the channel they had.
                        None => {
                            if let Some(t) = self.table_mut() {
                                t.set_channel(seat, before);
                            }
                            false
                        }
                        Some(now) => {
                            let names = self.phone_names();
                            if let Some(p) = self.out.phones() {
                                p.set_seats(names);
                            }
                            now
                        }
                    };
                    self.run(channels::phone_set(self, seat, started));
                }
                Effect::RefreshChannels { focus, say } => self.refresh_channels(focus, say),
                Effect::SyncPhones => self.sync_phones(),
                Effect::OpenPhones => self.open_phones(),
                Effect::NewPhone(seat) => self.allow_new_phone(seat),
                Effect::TakeOver(seat) => self.take_over(seat),
                Effect::IdentifyPad => {
                    if let Some(pad) = pads::focused(self) {
                        self.pads.identify(pad, &self.settings.gamepad);
                    }
                }
                Effect::PadOwner(pad, owner) => self.set_pad_owner(pad, owner),
                Effect::Leave { escape } => {
                    self.escape |= escape;
                    self.quit = true;
                }
            }
        }
    }

    /// The main menu, in place of every screen (a set-up under way is dropped).
    fn open_main(&mut self) {
        self.stack.clear();
        self.push(menus::main_screen(self));
    }

    /// The table's options and players' names: the game's, or the set-up's.
    fn table_options(&self) -> Option<(&TableOptions, &[String])> {
        secrets::table_records(&self.session, &self.stack)
    }

    fn table_mut(&mut self) -> Option<&mut TableOptions> {
        match (&mut self.session, self.stack.draft_mut()) {
            (Some(s), _) => Some(&mut s.table),
            (None, Some(d)) => Some(&mut d.table),
            _ => None,
        }
    }

    /// The channels screen again, with its new labels, the item at `focus` in focus; the change
    /// is saved, and said if `say` (otherwise what opens next says it).
    fn refresh_channels(&mut self, focus: usize, say: bool) {
        if self.session.is_some() {
            self.autosave();
        }
        if let Some(mut fresh) = channels::screen(self) {
            fresh.menu.set_focus(focus);
            if self.stack.last().is_some_and(|s| s.kind == Kind::Channels) {
                self.stack.pop();
            }
            self.stack.push(fresh);
        }
        if say {
            self.say_focus();
        }
    }

    /// This screen, in place of every screen.
    fn alone(&mut self, s: Screen) {
        self.stack.clear();
        self.push(s);
    }

    /// Opens a screen: says its question, then the item in focus.
    fn push(&mut self, s: Screen) {
        let title = s.title.clone();
        let entry = matches!(s.kind, Kind::NameEntry(_));
        let info = s.kind == Kind::Info;
        let keep = voice::kept(s.kind);
        if info && self.stack.last().is_some_and(|t| t.kind == Kind::Info) {
            // One list to hear at a time: Escape always goes back to where the user was.
            self.stack.pop();
        }
        let secret = s.secret_for;
        // A further step of the same player's secret choice: the table already knows.
        let continuing = secret.is_some() && self.stack.last().and_then(|t| t.secret_for) == secret;
        self.stack.push(s);
        let words = |app: &App| if entry { title.clone() } else { voice::question_and_focus(app, title.clone()) };
        match secret {
            Some(seat) if continuing => self.echo_privately(seat, words(self)),
            Some(seat) => {
                // The table hears who is choosing; its player hears the question.
                let text = self.ta(Id::UiChoosingInSecret, &[("player", self.name(seat))]);
                self.say_text(text, Some(Earcon::PrivateWaiting), Keep::No);
                self.echo_privately(seat, words(self));
            }
            None => {
                self.say_text(title, None, keep);
                if !entry {
                    self.say_focus();
                }
            }
        }
    }

    fn choose(&mut self) {
        let Some(top) = self.stack.last() else { return };
        let kind = top.kind;
        let Some(item) = top.menu.focused() else { return };
        let choice = item.value.clone();
        if matches!(
            choice,
            Choice::Game(GamePick::Do(_))
                | Choice::Menu(MenuPick::Yes(Then::Apply(_)))
                | Choice::Game(GamePick::Face(_))
        ) && self.news.remind()
        {
            // A decision would leave what a key cut unheard for good: said once more first.
            let key = voice::key_name(self, Action::Repeat);
            let mut a = FluentArgs::new();
            a.set("count", Announcer::num(self.news.unheard() as f64));
            a.set("key", key);
            let text = self.an.text(Id::UiNotHeardChoose, Some(&a));
            self.say_text(text, None, Keep::No);
            return;
        }
        match choice {
            Choice::Menu(pick) => self.run(menus::on(self, pick)),
            Choice::Setup(pick) => self.choose_setup(pick, kind),
            Choice::Settings(pick) => self.run(settings::on(self, pick, kind)),
            Choice::Lists(pick) => self.run(lists::on(self, pick)),
            Choice::Secrets(pick) => self.run(secrets::on(self, pick)),
            Choice::Channels(pick) => self.run(channels::on(self, pick)),
            Choice::Handover(pick) => self.run(handover::on(self, pick)),
            Choice::Pads(pick) => self.run(pads::on(self, pick)),
            Choice::Phones(pick) => self.run(phones::on(self, pick)),
            Choice::Game(pick) => self.run(game::on(self, pick)),
        }
    }
}

/// What the coordinator does itself: a key read (`keys.rs` says what it does), a secret given to
/// the router, and the game in progress (the `Session` holds it and answers with effects,
/// applied here).
impl App {
    /// Handles one key press.
    pub fn key(&mut self, key: Key) {
        let cut = self.interrupt();
        if let Some(Kind::NameEntry(seat)) = self.stack.last().map(|s| s.kind)
            && self.name_entry_key(seat, key)
        {
            return;
        }
        self.run(keys::on(self, key, cut));
    }

    /// A key Vigie has no use for (Insert, a media key).
    pub fn key_unknown(&mut self) {
        let cut = self.interrupt();
        self.run(keys::unknown(self, cut));
    }

    /// A player's name.
    pub fn name(&self, s: Seat) -> String {
        self.an.name(s)
    }

    /// Who enters their ballot or destination now, among those the engine waits for (see
    /// `secrets::chooser`).
    pub fn chooser(&self) -> Option<Seat> {
        secrets::chooser(self)
    }

    /// Gives a secret to the router, which sends it to the player's channel alone.
    fn send_privately(&mut self, seat: Seat, text: String, dice: Option<Vec<u8>>) -> Delivered {
        let Some(s) = self.session.as_ref() else { return Delivered::NoChannel };
        let m = Message { channel: Channel::Private(seat), text: text.clone(), detail: None, earcon: None, id: None };
        self.last_private = Some(seat);
        self.out.send_with_dice(&m, &text, &s.table.channels, dice.as_deref())
    }

    /// A focus move in a secret choice: the words to its player only, a neutral tick to all.
    fn echo_privately(&mut self, seat: Seat, text: String) {
        let channels = self.session.as_ref().map(|s| s.table.channels.clone()).unwrap_or_default();
        self.out.echo(seat, &text, &channels);
    }

    /// Applies a decision and says what it did; `at_keyboard`: made with the keys here (the
    /// question is asked again, a headset player's turn ends). False when the game refused it,
    /// or follows other rules (a phone's answer to a game since replaced).
    fn decide(&mut self, d: &Decision, at_keyboard: bool) -> bool {
        let before = pads::waited_for(self);
        let verbosity = self.settings.verbosity;
        let Some(s) = self.session.as_mut() else { return false };
        match d.apply_to(s, &self.an, verbosity) {
            None => false,
            Some(Err(m)) => {
                if at_keyboard {
                    self.say(m, Keep::Yes);
                    self.open_game();
                }
                false
            }
            Some(Ok(done)) => {
                let ready = if at_keyboard { s.ready.take() } else { None };
                self.news.clear();
                self.resumed = false;
                if let Some(seat) = ready {
                    self.run(secrets::after_choice(self, seat));
                }
                self.autosave();
                // The cues first: a player's dice, told by rumble, come after them, never mixed.
                let now = pads::waited_for(self);
                self.pads.cues(done.counted, &before, &now, &self.settings.gamepad);
                self.run(done.effects);
                if at_keyboard || game::question_changed_under(self) {
                    self.open_game();
                } else {
                    self.sync_phones();
                }
                true
            }
        }
    }

    /// A decision made away from the keyboard (on a phone): applied and said, while the screen
    /// in use stays as it is unless it is the game's own question (another player may be
    /// choosing in secret, or the operator in a menu). False when the game refused it.
    fn decide_from_afar(&mut self, d: Decision) -> bool {
        let on_question = self.stack.last().is_none_or(|t| t.kind == Kind::Game && t.secret_for.is_none());
        self.decide(&d, on_question)
    }

    fn undo(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        let effects = s.rules.undo(s, &self.an);
        self.run(effects);
    }

    fn redo(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        let effects = s.rules.redo(s, &self.an, self.settings.verbosity);
        self.run(effects);
    }

    fn autosave(&mut self) {
        let Some(s) = &self.session else { return };
        match s.rules.save(s, &self.paths.save) {
            Some(Ok(line)) => self.out.log_line(&line),
            Some(Err(e)) => {
                let text = self.ta(Id::UiSaveFailed, &[("reason", self.an.store_error(&e))]);
                self.say_error(text);
            }
            None => {}
        }
    }

    fn resume(&mut self) {
        match crate::store::save::load_with(&self.paths.save, &self.rulesets.loaders()) {
            Ok(saved) => self.take_up(saved),
            Err(e) => {
                let text = files::save_unreadable(&self.an, &self.paths.save, &e);
                self.say_error(text);
            }
        }
    }

    /// A saved game is taken up as it was saved (no secret held for anyone; questions say in
    /// full what they ask); the table hears that it was resumed (or is over), what its last
    /// decision did and where it stands; phones join the page again (a new one: this Vigie's
    /// tokens are new).
    fn take_up(&mut self, saved: crate::store::save::AnySaved) {
        let rules = self.rulesets.of(&saved.played);
        self.an.set_names(saved.names.clone());
        // What the last decision did is said again in the table's way of entering choices.
        self.an.set_secret_entry(saved.table.secret_entry);
        self.out.forget_all_held();
        self.session = Some(Session::new(rules, saved.names, saved.played, saved.table));
        self.resumed = true;
        self.name_colours();
        self.news.clear();
        self.stack.clear();
        let verbosity = self.settings.verbosity;
        let Some(s) = self.session.as_mut() else { return };
        self.when = s.moment();
        let finished = s.play.is_finished();
        let (said, effects) = rules.resumed(s, &self.an, verbosity);
        self.said = said;
        let t = self.t(if finished { Id::UiResumedFinished } else { Id::UiResumed });
        self.say_text(t, Some(Earcon::TurnStart), Keep::Yes);
        if !finished {
            self.run(secrets::entry_rule(self));
        }
        self.phones_for_game();
        self.run(effects);
        self.run(secrets::resumed(self));
        self.reassign_pads();
        self.open_game();
    }

    /// Opens (or refreshes) the game's current question and says it.
    fn open_game(&mut self) {
        self.sync_phones();
        if let Some(screen) = handover::held(self) {
            self.alone(screen);
            return;
        }
        if let Some(seat) = self.session.as_ref().and_then(|s| s.peek.as_ref().map(|(p, _)| *p)) {
            let title = self.ta(Id::UiPeek, &[("player", self.name(seat))]);
            let items = vec![Item::new(
                self.ta(Id::UiPeekDone, &[("player", self.name(seat))]),
                Choice::Game(GamePick::Peeked),
            )];
            self.stack.clear();
            self.push(Screen::new(Kind::Peek(seat), title, items));
            return;
        }
        let Some(screen) = game::screen(self) else { return };
        match secrets::entry(self, screen) {
            Ok(screen) => {
                self.stack.clear();
                self.push(screen);
            }
            Err(handover) => self.alone(handover),
        }
    }
}

/// The settings in force, applied (the coordinator holds them for every screen).
impl App {
    /// Keeps the voices the speech engine found in the settings, for a faster start next time.
    pub fn keep_voices(&mut self) {
        let Some(sp) = self.out.speech() else { return };
        let found = sp.chosen_voices();
        if !found.is_empty() && *found != self.settings.speech.voices {
            self.settings.speech.voices = found.clone();
            if let Some(p) = &self.paths.settings {
                let _ = self.settings.store(p);
            }
        }
    }

    /// Writes the settings to the user's config file (says so when it cannot).
    fn keep_settings(&mut self) {
        if let Some(p) = self.paths.settings.clone()
            && let Err(e) = self.settings.store(&p)
        {
            let text = self.ta(Id::UiSettingsUnsaved, &[("reason", self.an.store_error(&e))]);
            self.say_error(text);
        }
    }
    fn set_lang(&mut self, l: Lang) {
        self.settings.lang = l;
        self.an.set_lang(l);
        self.out.set_lang(l);
        self.name_colours();
        self.phones_relabel();
        self.relabel();
    }

    /// Players named by a colour are called by that colour in the language spoken now ("Red"
    /// becomes "Rouge" when the table switches to French); other names stay as they are.
    fn name_colours(&mut self) {
        if let Some(names) = self.session.as_ref().map(|s| setup::colours_said(self, &s.names, &s.table.colours)) {
            self.an.set_names(names.clone());
            if let Some(s) = self.session.as_mut() {
                s.names = names;
            }
        }
        if let Some(names) = self.stack.draft().map(|d| setup::colours_said(self, &d.names, &d.table.colours))
            && let Some(d) = self.stack.draft_mut()
        {
            d.names = names;
        }
    }

    /// Applies the settings to the outputs, keeps them, says the new value, and refreshes the
    /// settings menu if it is open.
    fn settings_changed(&mut self, s: Setting) {
        self.settings = self.settings.clone().clamped();
        let prosody = self.settings.prosody();
        if let Some(sp) = self.out.speech() {
            sp.set_prosody(prosody);
        }
        self.out.set_private_voice(self.settings.lang, self.settings.speech.rate);
        if let Some(snd) = self.out.sound() {
            snd.set_volume(self.settings.sounds.volume / 100.0);
            snd.set_muted(self.settings.sounds.muted);
        }
        self.keep_settings();
        // Leave the list of values; refresh the settings menu, whose labels show the values.
        if self.stack.last().is_some_and(|t| t.kind == Kind::SettingValues) {
            self.stack.pop();
        }
        if let Some(pos) = self.stack.iter().rposition(|t| t.kind == Kind::Settings) {
            let focus = self.stack[pos].menu.focus();
            let mut fresh = settings::settings_screen(self);
            fresh.menu.set_focus(focus);
            self.stack[pos] = fresh;
        }
        if s == Setting::Lang {
            // Every label on the way changes language: rebuild the screens below.
            self.relabel();
        }
        let line = settings::setting_line(self, s);
        self.say_text(line, None, Keep::No);
    }

    /// After a language change: the screens that show game choices are rebuilt in the new
    /// language, the others keep their words until they are opened again.
    fn relabel(&mut self) {
        for (pos, fresh) in menus::relabelled(self) {
            self.stack[pos] = fresh;
        }
    }
}
