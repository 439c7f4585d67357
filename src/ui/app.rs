//! The table interface as a state machine: keys in, words out. It knows nothing of the terminal:
//! the terminal layer (`term.rs`) turns key presses into [`Key`]s, calls [`App::key`], and draws
//! [`App::view`]. Tests drive it the same way.
//!
//! Everything said goes through [`App::say`]: to the speech and sound sinks, the log of what was
//! said (for the history review), and the optional text log. Messages for one player only are
//! never given to the table's outputs.

mod channels;
mod desk;
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

pub use files::Warning;
pub use lists::Moment;
pub use phones_words::page_words as phone_page_words;
pub use rulesets::{AtTable, Entry, Together};
pub use screen::Choice;
pub use setup::Draft;
pub use view::View;
pub use wiring::{ListDevices, Outputs, Paths, StartPhones};

use super::menu::Item;
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
use desk::PhoneDesk;
use fluent_bundle::FluentArgs;
use game::GamePick;
use lists::ListPick;
use menus::MenuPick;
use phones::PhonePick;
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
    /// Lists the audio devices a player can choose for their secrets.
    devices: Option<ListDevices>,
    /// Starts the phones' server (when a player's channel is their phone), and wakes the
    /// terminal's loop when the phones have news.
    phone_start: desk::PhoneStart,
    /// What the phones are asked, and their states.
    desk: PhoneDesk,
    /// What was said, and the game's news since the last decision.
    voice: voice::Speaker,
    stack: Stack,
    session: Option<Session>,
    quit: bool,
    /// The user left for the Escape soundtrack.
    escape: bool,
    /// The gamepads: their buttons, their rumble, and whom each acts for.
    pads: pads::Pads,
    /// The screen is printed as plain lines for a screen reader (`--plain`).
    plain: bool,
    /// A screen reader reads the screen aloud (`--screen-reader`, or one found running).
    screen_heard: bool,
    /// A game was resumed and no decision made since: questions say in full what they ask.
    resumed: bool,
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
            devices,
            phone_start: desk::PhoneStart::new(phones),
            desk: PhoneDesk::default(),
            voice: voice::Speaker::new(),
            stack: Stack::default(),
            session: None,
            quit: false,
            escape: false,
            pads: pads::Pads::new(gamepads),
            plain: false,
            screen_heard: screen_heard.is_some(),
            resumed: false,
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
        &self.voice.said
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

    /// Says what else was wrong in the user's files (see `Warning`).
    pub fn warn(&mut self, w: Warning) {
        if let Some(text) = files::warning(&self.an, w) {
            self.say_error(text);
        }
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
                Effect::Pop => _ = self.stack.pop(),
                Effect::SayTop => self.run(voice::top(self)),
                Effect::Say(text) => self.say_text(text, None, Keep::No),
                Effect::Speak(text, earcon, keep) => self.say_text(text, earcon, keep),
                Effect::Back => self.run(keys::back(self)),
                Effect::Act(a) => self.run(keys::action(self, a)),
                Effect::Focus(i) => {
                    if let Some(top) = self.stack.last_mut() {
                        top.menu.set_focus(i);
                    }
                    self.say_focus();
                }
                Effect::Choose => self.run(keys::chosen(self)),
                Effect::Reminded => self.voice.news.reminded(),
                Effect::SayUnheard => self.voice.unheard(&mut self.out, self.settings.verbosity),
                Effect::UnheardNotice => self.run(voice::unheard_notice(self)),
                Effect::Repeat(text, earcon) => self.say_text(text, earcon, Keep::No),
                Effect::KeyUnknown => self.key_unknown(),
                Effect::Undo => self.undo(),
                Effect::Redo => self.redo(),
                Effect::DropName => self.stack.draft_mut().into_iter().for_each(Draft::drop_name),
                Effect::OpenMain => self.open_main(),
                Effect::OpenGame => self.open_game(),
                Effect::OpenSetup(rules) => self.run(setup::open(self, rules)),
                Effect::OpenSettings => self.push(settings::settings_screen(self)),
                Effect::Lang(l) => self.set_lang(l),
                Effect::Settings(new) => self.settings = *new,
                Effect::SettingChanged(s) => {
                    self.settings = self.settings.clone().clamped();
                    settings::apply(&mut self.out, &self.settings);
                    self.run(settings::changed(self, s));
                }
                Effect::Relabel => self.run(menus::relabelled(self)),
                Effect::Replace(pos, fresh) => self.stack[pos] = fresh,
                Effect::Place(fresh) => self.stack.push(fresh),
                Effect::KeepSettings => self.keep_settings(),
                Effect::OpenSetupPlayers => self.run(setup::step(self, setup::Step::Players)),
                Effect::Setup(step) => self.run(setup::step(self, step)),
                Effect::Draft(d) => self.stack.draft_mut().into_iter().for_each(|now| *now = (*d).clone()),
                Effect::Field(f) => self.stack.last_mut().into_iter().for_each(|top| top.field = Some(f.clone())),
                Effect::Letter(key) => self.run(setup::letter(self, key)),
                Effect::PopThrough(kind) => self.stack.pop_through(kind),
                Effect::Truncate(n) => self.stack.truncate(n),
                Effect::BoardOk => {
                    if let Some(d) = self.stack.draft().cloned() {
                        d.rules.board_ok(self, &d);
                    }
                }
                Effect::SetupChoice(choice) => {
                    if let Some(rules) = self.stack.draft().map(|d| d.rules) {
                        rules.setup_choice(self, choice);
                    }
                }
                Effect::OpenChannels => self.run(channels::on(self, channels::ChannelPick::Open)),
                Effect::ReassignPads => self.reassign_pads(),
                Effect::Names(names) => self.an.set_names(names),
                Effect::Begin(s) => self.session = Some(*s),
                Effect::PhonesForGame => self.run(phones::for_game(self)),
                Effect::EntryRule => self.run(secrets::entry_rule(self)),
                Effect::Resume => self.resume(),
                Effect::StartGame => {
                    // Kept by the set-up's screens until the game has begun (a refused set-up stays).
                    let Some(d) = self.stack.draft().cloned() else { continue };
                    self.resumed = false;
                    d.rules.start(self, d);
                }
                Effect::EndGame => {
                    self.session = None;
                    self.out.forget_all_held();
                }
                Effect::Decide(d) => _ = self.decide(&d, true),
                Effect::At(moment) => self.voice.when = moment,
                Effect::Message(m, also, keep) => self.say_also(m, also, keep),
                Effect::Worded(w, earcon, keep) => self.run(vec![voice::worded(self, &w, earcon, keep)]),
                Effect::KeyError(text) => self.say_key_error(text),
                Effect::ClearNews => self.voice.news.clear(),
                Effect::Autosave => self.autosave(),
                Effect::ForgetAllHeld => self.out.forget_all_held(),
                Effect::PhonesRound => self.desk.round(self.out.phones(), self.session.as_ref()),
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
                Effect::Faces(_) | Effect::ReadyFor(_) | Effect::Remember(..) | Effect::PlayerNames(_) => {
                    if let Some(s) = self.session.as_mut() {
                        s.change(e);
                    }
                }
                Effect::Peeked => {
                    if let Some((_, m, also)) = self.session.as_mut().and_then(|s| s.peek.take()) {
                        self.say_also(m, also, Keep::Yes);
                    }
                }
                Effect::Tell(text) => self.say_text(text, None, Keep::Yes),
                Effect::Error(text) => self.say_error(text),
                Effect::Echo(Some(seat), text) => self.echo_privately(seat, text),
                Effect::Echo(None, text) => self.say_text(text, None, Keep::Echo),
                Effect::ErrorOnce(id, text) => {
                    if self.voice.news.first_time(id) {
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
                    self.voice.last_private = Some(seat);
                    let delivered = self.out.deliver(seat, &text, &channels);
                    self.run(handover::shown(self, seat, text, delivered));
                }
                Effect::Channel(..) | Effect::SecretEntry(_) | Effect::PadRecords(_) => {
                    if let Some(t) = self.table_mut() {
                        channels::change(t, e);
                    }
                }
                Effect::PhoneDecisions(on) => {
                    if let Some(t) = self.table_mut() {
                        t.phone_decisions = on;
                    }
                    self.run(phones::decisions_changed());
                }
                Effect::PhoneChannel(seat, before) => {
                    self.run(phones::ensure(self, move |cx, started| channels::phone_set(cx, seat, before, started)))
                }
                Effect::RefreshChannels { focus, say } => self.run(channels::refreshed(self, focus, say)),
                Effect::PhoneSeats(names) => self.out.phones().into_iter().for_each(|p| p.set_seats(names.clone())),
                Effect::SyncPhones => self.run(phones::sync(self)),
                Effect::OpenPhones => self.run(phones::open(self)),
                Effect::NewPhone(seat) => self.run(phones::new_phone(seat)),
                Effect::TakeOver(seat) => self.run(phones::take_over(seat)),
                Effect::Desk(c) => self.desk.change(self.out.phones(), c),
                Effect::RefreshPhones => self.run(phones::refreshed(self)),
                Effect::FromPhone(e) => self.run(phones::heard(self, e)),
                Effect::PhoneAnswer(a) => {
                    // Another player may be choosing in secret, or the operator in a menu.
                    let on_question = self.stack.last().is_none_or(|t| t.kind == Kind::Game && t.secret_for.is_none());
                    let applied = a.decision.as_ref().is_none_or(|d| self.decide(d, on_question));
                    self.run(phones::answered(*a, applied));
                }
                Effect::StartPhones(s) => {
                    if let Err(e) = self.phone_start.start(&mut self.out, &mut self.desk, *s) {
                        self.run(phones::not_started(self, e));
                    }
                }
                Effect::When(later) => self.run(later.run(self)),
                Effect::ForPhone(seat, later) => {
                    let table = phones::announcer(self, seat).map(|twin| std::mem::replace(&mut self.an, twin));
                    let effects = later.run(self);
                    if let Some(table) = table {
                        self.an = table;
                    }
                    self.run(effects);
                }
                Effect::IdentifyPad => self.run(pads::focused(self).map(Effect::Identify).into_iter().collect()),
                Effect::PadOwner(pad, owner) => {
                    if let Some(old) = self.pads.set_owner(pad, owner) {
                        self.run(pads::owner_set(self, pad, owner, old));
                    }
                }
                Effect::Identify(pad) => self.pads.identify(pad, &self.settings.gamepad),
                Effect::RefreshPads => self.run(pads::refreshed(self)),
                Effect::SayFocus => self.say_focus(),
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

    /// This screen, in place of every screen.
    fn alone(&mut self, s: Screen) {
        self.stack.clear();
        self.push(s);
    }

    /// Opens a screen: says its question, then the item in focus.
    fn push(&mut self, s: Screen) {
        if s.kind == Kind::Info && self.stack.last().is_some_and(|t| t.kind == Kind::Info) {
            // One list to hear at a time: Escape always goes back to where the user was.
            self.stack.pop();
        }
        // A further step of the same player's secret choice: the table already knows.
        let continuing = s.secret_for.is_some() && self.stack.last().and_then(|t| t.secret_for) == s.secret_for;
        self.stack.push(s);
        self.run(voice::opened(self, continuing));
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
            && let Some(typed) = setup::typed(self, seat, key)
        {
            return self.run(typed);
        }
        self.run(keys::on(self, key, cut));
    }

    /// A key Vigie has no use for (Insert, a media key).
    pub fn key_unknown(&mut self) {
        let cut = self.interrupt();
        self.run(keys::unknown(self, cut));
    }

    /// The gamepads' button map (the bundled one until this is called).
    pub fn set_pad_map(&mut self, map: crate::input::PadMap) {
        self.pads.set_map(map);
    }

    /// The gamepads there at start are said, or why there is none (once).
    pub fn start_gamepads(&mut self) {
        self.poll_gamepads();
        self.run(pads::none_found(self));
    }

    /// Handles what the gamepads did since the last call.
    pub fn poll_gamepads(&mut self) {
        self.pads.poll().into_iter().for_each(|ev| self.gamepad_event(ev));
    }

    /// The gamepads, to simulate one (tests) or read what they were asked to rumble.
    pub fn gamepads_mut(&mut self) -> Option<&mut Gamepads> {
        self.pads.device_mut()
    }

    /// One thing a gamepad did: a press acts as its key does (refused on someone else's
    /// gamepad in a secret choice); a gamepad that came or went is said.
    pub fn gamepad_event(&mut self, ev: crate::input::PadEvent) {
        let effects = match ev {
            crate::input::PadEvent::Pressed { pad, button } => pads::refused(self, pad, button).unwrap_or_else(|| {
                let cut = self.interrupt();
                pads::pressed(self, pad, button, cut)
            }),
            ev => self.pads.came_or_went(ev, secrets::table_records(&self.session, &self.stack), &self.an),
        };
        self.run(effects);
    }

    /// True when the phones' server runs (its events are to be read often).
    pub fn phones_running(&self) -> bool {
        self.out.phones().is_some()
    }

    /// The phones' server, when it runs (what each seat's page is sent, for tests).
    pub fn phones(&self) -> Option<&crate::phone::Phones> {
        self.out.phones()
    }

    /// Has `wake` called from the phones' server after each of its events (now, and for a
    /// server started later): the terminal then waits for a key, or for the phones' news.
    pub fn wake_on_phones(&mut self, wake: crate::phone::Wake) {
        self.phone_start.wake_with(self.out.phones(), wake);
    }

    /// What happened on the phones, each heard in turn (`phones::heard`: said to the table, never
    /// a secret; the choices made there applied); then the Phones screen shows them as they are.
    pub fn poll_phones(&mut self) {
        let Some(events) = self.out.phones().map(crate::phone::Phones::take_events) else { return };
        self.run(events.into_iter().map(Effect::FromPhone).chain([Effect::RefreshPhones]).collect());
    }

    /// After a game is resumed or a new one set up: each pad goes to whom the table's records say.
    fn reassign_pads(&mut self) {
        let said = self.pads.reassign(secrets::table_records(&self.session, &self.stack));
        self.run(pads::reassigned(self, said));
    }

    /// A player's name.
    pub fn name(&self, s: Seat) -> String {
        self.an.name(s)
    }

    /// Outputs' notices (speech lost or back, no audio device): said once each; the private
    /// voice's problems. The voices the speech engine found are kept as soon as they are known.
    pub fn poll_notices(&mut self) {
        let notices = self.out.take_notices();
        self.run(voice::notices(self, notices));
        let problems = self.out.take_private_problems();
        self.run(secrets::problems(self, problems));
        self.keep_voices();
    }

    fn t(&self, id: Id) -> String {
        self.an.text(id, None)
    }

    fn ta(&self, id: Id, args: &[(&str, String)]) -> String {
        voice::ta(&self.an, id, args)
    }

    fn tn(&self, id: Id, args: &[(&str, f64)]) -> String {
        voice::tn(&self.an, id, args)
    }

    fn say(&mut self, m: Message, keep: Keep) {
        self.say_also(m, None, keep);
    }

    /// Says a message (the voice keeps it as `keep` says), `also` the same worded in another
    /// language (from the same events): a secret for a phone whose page chose that language is
    /// told in it, and the phones' news is in it for those pages.
    fn say_also(&mut self, m: Message, also: screen::Also, keep: Keep) {
        match m.channel {
            Channel::Private(seat) => self.run(voice::private(self, seat, m, also)),
            _ => self.voice.table(&mut self.out, m, &also, keep, self.settings.verbosity, self.session.is_some()),
        }
    }

    fn say_text(&mut self, text: String, earcon: Option<Earcon>, keep: Keep) {
        self.say(Message { channel: Channel::Table, text, detail: None, earcon, id: None }, keep);
    }

    fn say_error(&mut self, text: String) {
        self.say_text(text, Some(Earcon::Error), Keep::Yes);
    }

    /// A wrong key: said with the error cue, not kept in the history of the game.
    fn say_key_error(&mut self, text: String) {
        self.say_text(text, Some(Earcon::Error), Keep::No);
    }

    /// Stops speech because the user acted; returns how many of the game's messages were cut.
    fn interrupt(&mut self) -> usize {
        self.voice.interrupt(&mut self.out)
    }

    /// Says the item in focus with its position ("Blue, 2 of 4").
    fn say_focus(&mut self) {
        self.run(voice::focus(self));
    }

    /// Who enters their ballot or destination now, among those the engine waits for (see
    /// `secrets::chooser`).
    pub fn chooser(&self) -> Option<Seat> {
        secrets::chooser(self)
    }

    /// Who rolls the dice (no one, for a game without dice: the channels).
    fn open_setup_dice(&mut self) {
        self.run(setup::step(self, setup::Step::Dice));
    }

    /// Starts the game of the rules `R` set up in `d`.
    fn start_of<R: AtTable>(&mut self, d: Draft) {
        let seed = self.seed.unwrap_or_else(crate::seed::fresh);
        let setup = R::table_setup(self, &d, seed);
        self.run(setup::started::<R>(self, d, setup));
    }

    /// Gives a secret to the router, which sends it to the player's channel alone.
    fn send_privately(&mut self, seat: Seat, text: String, dice: Option<Vec<u8>>) -> Delivered {
        let Some(s) = self.session.as_ref() else { return Delivered::NoChannel };
        let m = Message { channel: Channel::Private(seat), text: text.clone(), detail: None, earcon: None, id: None };
        self.voice.last_private = Some(seat);
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
            Some(Err(refused)) => {
                if at_keyboard {
                    // In the table's words, and in the other language's for the phones' news.
                    let also = voice::other_language(self).map(|(lang, twin)| Box::new((lang, refused.in_(&twin))));
                    self.say_also(refused.in_(&self.an), also, Keep::Yes);
                    self.open_game();
                }
                false
            }
            Some(Ok(done)) => {
                let ready = if at_keyboard { s.ready.take() } else { None };
                self.voice.news.clear();
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
                    self.run(phones::sync(self));
                }
                true
            }
        }
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
        self.run(setup::renamed(self));
        self.voice.news.clear();
        self.stack.clear();
        let verbosity = self.settings.verbosity;
        let Some(s) = self.session.as_mut() else { return };
        self.voice.when = s.moment();
        let finished = s.play.is_finished();
        let (said, effects) = rules.resumed(s, &self.an, verbosity);
        self.voice.said = said;
        let t = self.t(if finished { Id::UiResumedFinished } else { Id::UiResumed });
        self.say_text(t, Some(Earcon::TurnStart), Keep::Yes);
        if !finished {
            self.run(secrets::entry_rule(self));
        }
        self.run(phones::for_game(self));
        self.run(effects);
        self.run(secrets::resumed(self));
        self.reassign_pads();
        self.open_game();
    }

    /// Opens (or refreshes) the game's current question and says it.
    fn open_game(&mut self) {
        self.run(phones::sync(self));
        let Some((mut screen, alone)) = game::shown(self) else { return };
        // The same screen made again by the other language's announcer: its title for the
        // phones' pages that read that language (the table hears the first).
        if let Some((lang, twin)) = voice::other_language(self) {
            let table = std::mem::replace(&mut self.an, twin);
            let other = game::shown(self);
            self.an = table;
            let same =
                |(o, a): &(Screen, bool)| o.kind == screen.kind && o.secret_for == screen.secret_for && *a == alone;
            screen.title_also =
                other.filter(same).filter(|(o, _)| !o.title.is_empty()).map(|(o, _)| Box::new((lang, o.title)));
        }
        if alone {
            self.alone(screen);
        } else {
            self.stack.clear();
            self.push(screen);
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
        self.run(setup::renamed(self));
        self.run(phones::relabel(self));
        self.run(menus::relabelled(self));
    }
}
