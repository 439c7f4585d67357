//! The table interface as a state machine: keys in, words out. It knows nothing of the terminal:
//! the terminal layer (`term.rs`) turns key presses into [`Key`]s, calls [`App::key`], and draws
//! [`App::view`]. Tests drive it the same way.
//!
//! Everything said goes through [`App::say`]: to the speech and sound sinks, the log of what was
//! said (for the history review), and the optional text log. Messages for one player only are
//! never given to the table's outputs.

mod files;
mod game;
mod keys;
mod lists;
mod menus;
mod pads;
mod screen;
mod secrets;
mod settings;
mod setup;
mod store;
mod view;
mod voice;
mod wiring;

pub use view::View;
pub use wiring::{ListDevices, Outputs, Paths};

use super::menu::{Item, Menu};
use crate::announce::{Announcer, Review};
use crate::engine::{BoardProfile, CardKind, Command, Dice, DiceMode, Game, History, Loc, Pending, Role, Seat, Setup};
use crate::input::{Action, Gamepads, Key, KeyCode, KeyMap, PadId, PadMap};
use crate::output::{Delivered, Device, MessageLog, PrivateVoice, Router, Sink, SoundSink, SpeechSink};
use crate::store::save::{PrivateChannel, TableOptions};
use crate::store::settings::Settings;
use crate::vocab::{Channel, Earcon, Id, Lang, Message, Verbosity};
use fluent_bundle::FluentArgs;
use game::Session;
use lists::{Moment, by_moment, moment};
use screen::{Choice, Kind, Screen, Then};
use settings::Setting;
use setup::{COLOURS, Draft, capitalise};
use std::io::Write;
use std::path::PathBuf;
use voice::{Keep, Told};

/// The interface.
pub struct App {
    an: Announcer,
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
    /// The gamepads: their buttons, and their rumble.
    gamepads: Option<Gamepads>,
    said: MessageLog,
    last: Option<Message>,
    stack: Vec<Screen>,
    session: Option<Session>,
    draft: Option<Draft>,
    quit: bool,
    /// A secret shown on the screen for one player, until they dismiss it.
    secret_view: Option<String>,
    /// The screen held a secret: its scrollback must be wiped before the next drawing.
    wipe: bool,
    /// The gamepads' buttons.
    pad_map: PadMap,
    /// The gamepads seen since Vigie started.
    pads: Vec<pads::Pad>,
    /// The last thing said to the table, as the screen shows it (the item in focus aside).
    shown: String,
    /// The moment of the game the words said now belong to (for the history).
    when: Moment,
    /// The screen is printed as plain lines for a screen reader (`--plain`).
    plain: bool,
    /// The table was reminded, before a decision, of what a key cut and nobody heard.
    reminded: bool,
    /// A game was resumed and no decision made since: questions say in full what they ask.
    resumed: bool,
    /// The game's messages since the last decision (what happened, what to do on the board, the
    /// question): what a key may cut, and the repeat key says again.
    news: Vec<Told>,
}

impl App {
    /// An interface with these settings, keys, files and outputs; `seed` fixes the dice of new
    /// games (tests), otherwise each game gets a seed from the operating system's entropy.
    pub fn new(settings: Settings, keys: KeyMap, paths: Paths, out: Outputs, seed: Option<u64>) -> App {
        // The locales are bundled and checked by tests: failing here is a build mistake.
        let an = Announcer::new(settings.lang, Vec::new()).expect("the bundled locales load");
        let Outputs { speech, sound, log, private, devices, others, gamepads } = out;
        let mut router = Router::new(speech, sound, others, log, private);
        router.set_private_voice(settings.lang, settings.speech.rate);
        App {
            an,
            keys,
            settings,
            paths,
            seed,
            out: router,
            last_private: None,
            devices,
            gamepads,
            said: MessageLog::new(),
            last: None,
            stack: Vec::new(),
            session: None,
            draft: None,
            quit: false,
            secret_view: None,
            wipe: false,
            pad_map: PadMap::bundled(),
            pads: Vec::new(),
            shown: String::new(),
            when: (0, None),
            plain: false,
            reminded: false,
            resumed: false,
            news: Vec::new(),
        }
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

    /// The game in progress, if any.
    pub fn game(&self) -> Option<&Game> {
        self.session.as_ref().map(|s| s.history.game())
    }

    /// The game in progress with its past, if any.
    pub fn history(&self) -> Option<&History> {
        self.session.as_ref().map(|s| &s.history)
    }

    /// The messages said so far (those kept for the history review).
    pub fn said(&self) -> &MessageLog {
        &self.said
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The secret shown on the screen for one player now, if any.
    pub fn secret_shown(&self) -> Option<&str> {
        self.secret_view.as_deref()
    }

    /// True once after a secret left the screen: the terminal wipes its scrollback too.
    pub fn take_wipe(&mut self) -> bool {
        std::mem::take(&mut self.wipe)
    }

    /// The speech engine, to save the voices it found when leaving.
    pub fn speech(&mut self) -> Option<&mut SpeechSink> {
        self.out.speech()
    }

    /// Says that the settings file could not be read and where it was kept.
    pub fn warn_settings(&mut self, reason: &str, moved_to: Option<&std::path::Path>) {
        let text = self.settings_broken_words(reason, moved_to);
        self.say_error(text);
    }

    /// Says that the user's key map could not be read.
    pub fn warn_keys(&mut self, reason: &str) {
        let text = self.ta(Id::UiKeysBroken, &[("reason", reason.to_owned())]);
        self.say_error(text);
    }

    /// Opens a screen: says its question, then the item in focus.
    fn push(&mut self, s: Screen) {
        let title = s.title.clone();
        let entry = matches!(s.kind, Kind::NameEntry(_));
        let info = s.kind == Kind::Info;
        let keep = if info || s.kind == Kind::Confirm { Keep::No } else { Keep::Yes };
        if info && self.stack.last().is_some_and(|t| t.kind == Kind::Info) {
            // One list to hear at a time: Escape always goes back to where the user was.
            self.stack.pop();
        }
        let secret = s.secret_for;
        // A further step of the same player's secret choice: the table already knows.
        let continuing = secret.is_some() && self.stack.last().and_then(|t| t.secret_for) == secret;
        self.stack.push(s);
        match secret {
            Some(seat) if continuing => self.echo_privately(seat, title),
            Some(seat) => self.open_secretly(seat, title),
            None => self.say_text(title, None, keep),
        }
        if !entry {
            self.say_focus();
        }
    }

    fn choose(&mut self) {
        let Some(top) = self.stack.last() else { return };
        let kind = top.kind;
        let Some(item) = top.menu.focused() else { return };
        let choice = item.value.clone();
        if matches!(choice, Choice::Do(_) | Choice::Yes(Then::Apply(_)) | Choice::Face(_))
            && self.unheard() > 0
            && !self.reminded
        {
            // A decision would leave what a key cut unheard for good: said once more first.
            self.reminded = true;
            let key = self.key_name(Action::Repeat);
            let mut a = FluentArgs::new();
            a.set("count", Announcer::num(self.unheard() as f64));
            a.set("key", key);
            let text = self.an.text(Id::UiNotHeardChoose, Some(&a));
            self.say_text(text, None, Keep::No);
            return;
        }
        match choice {
            Choice::NewGame => {
                if self.paths.save.exists()
                    && crate::store::save::load(&self.paths.save).is_ok_and(|s| !s.history.game().is_finished())
                {
                    self.confirm(self.t(Id::UiConfirmNewGame), Then::NewGame);
                } else {
                    self.open_setup();
                }
            }
            Choice::Resume => self.resume(),
            Choice::Settings => self.open_settings(),
            Choice::Cards => self.open_cards(),
            Choice::Rules => self.open_rules(),
            Choice::Quit => self.confirm(self.t(Id::UiConfirmQuit), Then::Quit),
            Choice::MainMenu => {
                self.session = None;
                self.out.forget_all_held();
                self.open_main();
            }
            Choice::BackToGame => self.open_game(),
            Choice::Yes(Then::Quit) => {
                // The table hears that nothing is lost before Vigie goes quiet.
                let id = if self.game().is_some_and(|g| !g.is_finished()) { Id::UiGoodbyeSaved } else { Id::UiGoodbye };
                let text = self.t(id);
                self.say_text(text, None, Keep::No);
                self.quit = true;
            }
            Choice::Yes(Then::Start) => self.start_game(),
            Choice::Yes(Then::NewGame) => {
                self.stack.pop();
                self.open_setup();
            }
            Choice::Yes(Then::Apply(cmd)) => self.decide(cmd),
            Choice::No => {
                self.stack.pop();
                self.say_top();
            }
            Choice::Lang(l) => match kind {
                Kind::SetupLang => {
                    self.set_lang(l);
                    self.keep_settings();
                    self.open_setup_players();
                }
                _ => {
                    self.set_lang(l);
                    self.settings_changed(Setting::Lang);
                }
            },
            Choice::Players(n) => {
                if let Some(d) = self.draft.as_mut() {
                    d.players = n;
                    d.names.clear();
                    d.table.colours.clear();
                }
                self.open_setup_name(Seat(0));
            }
            Choice::Colour(i) => {
                let name = self.t(COLOURS[usize::from(i)]);
                let seat = self.draft.as_ref().map_or(0, |d| d.names.len());
                self.add_name(name);
                if let Some(d) = self.draft.as_mut()
                    && d.names.len() > seat
                {
                    d.table.colours.resize(seat + 1, None);
                    d.table.colours[seat] = Some(i);
                }
            }
            Choice::TypeName => {
                if let Kind::SetupName(seat) = kind {
                    let mut a = FluentArgs::new();
                    a.set("seat", Announcer::num(f64::from(seat.0 + 1)));
                    a.set("pad", if self.pads_seen().is_some() { "yes" } else { "no" });
                    let title = self.an.text(Id::UiNameEntry, Some(&a));
                    let mut s = Screen::new(Kind::NameEntry(seat), title, self.letter_items());
                    s.field = Some(String::new());
                    self.push(s);
                    if self.pads_seen().is_some() {
                        // A gamepad picks letters from the list: say where it starts.
                        self.say_focus();
                    }
                }
            }
            Choice::Seat(seat) => match kind {
                Kind::SetupYoungest => {
                    if let Some(d) = self.draft.as_mut() {
                        d.youngest = seat;
                    }
                    self.open_setup_oldest();
                }
                Kind::SetupOldest => {
                    let youngest = self.draft.as_ref().map(|d| d.youngest);
                    if youngest == Some(seat) {
                        let text = self.ta(Id::UiOldestIsYoungest, &[("player", self.draft_name(seat))]);
                        self.say_error(text);
                        return;
                    }
                    if let Some(d) = self.draft.as_mut() {
                        d.oldest = seat;
                    }
                    self.open_setup_board(None);
                }
                _ => {}
            },
            Choice::BoardLoc(loc) => self.open_setup_spots(loc, loc.is_parking()),
            Choice::Spots(n) => {
                if let Kind::SetupSpots { loc, monsters } = kind {
                    self.set_spots(loc, monsters, n);
                }
            }
            Choice::BoardOk => self.board_ok(),
            Choice::Dice(mode) => {
                let channel = self.default_channel();
                if let Some(d) = self.draft.as_mut() {
                    d.dice = mode;
                    d.table.channels = vec![channel; usize::from(d.players)];
                }
                self.open_channels();
            }
            Choice::ChannelsFor(seat) => self.open_channel_pick(seat),
            Choice::SetChannel(seat, c) => self.set_channel(seat, c),
            Choice::ToggleEntry => self.toggle_entry(),
            Choice::ChannelsDone => {
                if self.session.is_some() {
                    self.open_game();
                } else if let Some(question) = self.missing_channels_question() {
                    self.confirm(question, Then::Start);
                } else {
                    self.start_game();
                }
            }
            Choice::Channels => self.open_channels(),
            Choice::Ready(seat) => self.ready(seat),
            Choice::Later(seat) => self.later(seat),
            Choice::Again(seat) => self.again(seat),
            Choice::Done => self.done(),
            Choice::Peeked => {
                if let Some((_, m)) = self.session.as_mut().and_then(|s| s.peek.take()) {
                    self.say(m, Keep::Yes);
                }
                self.open_game();
            }
            Choice::HearSecret(seat) => self.hear_secret(seat),
            Choice::Pads => self.open_pads(),
            Choice::PadOwnerFor(pad) => self.open_pad_owner(pad),
            Choice::SetPadOwner(pad, owner) => self.set_pad_owner(pad, owner),
            Choice::Act(a) => {
                self.stack.pop();
                self.action(a);
            }
            Choice::LetterGroup(letters) => {
                let items = letters.chars().map(|c| Item::new(c.to_string(), Choice::Letter(c))).collect();
                let mut screen = Screen::new(Kind::Letters, self.t(Id::UiLetterPick), items);
                screen.field = self.stack.last().and_then(|s| s.field.clone());
                self.push(screen);
            }
            Choice::Letter(c) => {
                if kind == Kind::Letters {
                    self.stack.pop();
                }
                let starts_word = self
                    .stack
                    .last()
                    .and_then(|s| s.field.as_deref())
                    .is_none_or(|f| f.is_empty() || f.ends_with([' ', '-', '\'']));
                let c = if starts_word { c } else { c.to_lowercase().next().unwrap_or(c) };
                let key = if c == ' ' { Key::plain(KeyCode::Space) } else { Key::plain(KeyCode::Char(c)) };
                self.name_letter(key);
            }
            Choice::DeleteLetter => self.name_letter(Key::plain(KeyCode::Backspace)),
            Choice::NameDone => self.name_letter(Key::plain(KeyCode::Enter)),
            Choice::Back => self.back(),
            Choice::Do(cmd) => self.decide(cmd),
            Choice::Confirm(cmd, question) => self.confirm(question, Then::Apply(cmd)),
            Choice::Face(f) => self.enter_face(f),
            Choice::Open(s) => self.push(*s),
            Choice::Hear(text) => self.say_text(text, None, Keep::No),
            Choice::Setting(s) => self.open_setting_values(s),
            Choice::Value(s, v) => self.set_value(s, v),
            Choice::CardsByCode => self.open_card_list(true),
            Choice::CardsByName => self.open_card_list(false),
        }
    }
}
