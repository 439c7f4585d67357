//! The table interface as a state machine: keys in, words out. It knows nothing of the terminal:
//! the terminal layer (`term.rs`) turns key presses into [`Key`]s, calls [`App::key`], and draws
//! [`App::view`]. Tests drive it the same way.
//!
//! Everything said goes through [`App::say`]: to the speech and sound sinks, the log of what was
//! said (for the history review), and the optional text log. Messages for one player only are
//! never given to the table's outputs.

mod files;
mod pads;
mod secrets;

use super::menu::{Item, Menu};
use crate::announce::{Announcer, Review};
use crate::engine::{BoardProfile, CardKind, Command, Dice, DiceMode, Game, History, Loc, Pending, Role, Seat, Setup};
use crate::input::{Action, Gamepads, Key, KeyCode, KeyMap, PadId, PadMap};
use crate::output::{Delivered, Device, MessageLog, PrivateVoice, Router, Sink, SoundSink, SpeechSink};
use crate::store::save::{PrivateChannel, TableOptions};
use crate::store::settings::Settings;
use crate::vocab::{Channel, Earcon, Id, Lang, Message, Verbosity};
use fluent_bundle::FluentArgs;
use std::io::Write;
use std::path::PathBuf;

/// Where the interface keeps its files.
#[derive(Clone, Debug, Default)]
pub struct Paths {
    /// The autosave of the game in progress.
    pub save: PathBuf,
    /// The settings file (`None`: settings are not kept).
    pub settings: Option<PathBuf>,
    /// The table's board profile, as corrected at set-up (`None`: not kept).
    pub board: Option<PathBuf>,
    /// The epilogue cards this table has unlocked (`None`: not kept).
    pub epilogues: Option<PathBuf>,
}

/// Lists the audio output devices (or says why it cannot).
pub type ListDevices = fn() -> Result<Vec<Device>, String>;

/// The outputs the interface speaks through.
#[derive(Default)]
pub struct Outputs {
    pub speech: Option<SpeechSink>,
    pub sound: Option<SoundSink>,
    /// A plain text log of everything said to the table, and of each decision saved.
    pub log: Option<Box<dyn Write>>,
    /// Speech on a player's own device (headphones, a passed headset).
    pub private: Option<Box<dyn PrivateVoice>>,
    /// Lists the audio devices a player can choose for their secrets.
    pub devices: Option<ListDevices>,
    /// Other sinks (a screen reader's plain lines, a test's recorder).
    pub others: Vec<Box<dyn Sink>>,
    /// The gamepads: their buttons, and their rumble.
    pub gamepads: Option<Gamepads>,
}

/// What the screen shows: drawn by the terminal layer, in words only (nothing by colour alone).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// Where we are: the turn and phase, or the menu's name.
    pub header: String,
    /// The question asked now.
    pub prompt: String,
    /// The choices, with the one in focus.
    pub items: Vec<String>,
    pub focus: usize,
    /// The name being typed, when a name is asked.
    pub field: Option<String>,
    /// The board, one line per location, then the tokens and supplies (in a game).
    pub board: Vec<String>,
    /// The last thing said.
    pub last: String,
    /// Double-size letters for the prompt and the focused choice.
    pub large: bool,
}

/// The colours offered as players' names at set-up (message ids).
const COLOURS: [Id; 8] = [
    Id::UiColourRed,
    Id::UiColourBlue,
    Id::UiColourGreen,
    Id::UiColourYellow,
    Id::UiColourBlack,
    Id::UiColourWhite,
    Id::UiColourOrange,
    Id::UiColourPurple,
];

/// Rules help topics: (title id, text id).
const TOPICS: [(Id, Id); 11] = [
    (Id::UiRulesGoalTitle, Id::UiRulesGoal),
    (Id::UiRulesTurnTitle, Id::UiRulesTurn),
    (Id::UiRulesTruckTitle, Id::UiRulesTruck),
    (Id::UiRulesBadgeTitle, Id::UiRulesBadge),
    (Id::UiRulesDestinationsTitle, Id::UiRulesDestinations),
    (Id::UiRulesMovementTitle, Id::UiRulesMovement),
    (Id::UiRulesMonstersTitle, Id::UiRulesMonsters),
    (Id::UiRulesAttacksTitle, Id::UiRulesAttacks),
    (Id::UiRulesVotesTitle, Id::UiRulesVotes),
    (Id::UiRulesCardsTitle, Id::UiRulesCards),
    (Id::UiRulesEndTitle, Id::UiRulesEnd),
];

/// What a screen is for: decides what choosing an item does, and which keys work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Main,
    Pause,
    Confirm,
    SetupLang,
    SetupPlayers,
    SetupName(Seat),
    NameEntry(Seat),
    /// A group of letters, for a name spelt with a gamepad.
    Letters,
    SetupYoungest,
    SetupOldest,
    SetupBoard,
    SetupSpots {
        loc: Loc,
        monsters: bool,
    },
    SetupDice,
    /// The decision the game waits for.
    Game,
    /// A second step of a game decision (a card's options, where a character goes).
    GameSub,
    /// A list to hear: help, history, reviews, rules, cards. Choosing says the item again.
    Info,
    Settings,
    SettingValues,
    Cards,
    /// Each player's private channel, and the way secret choices are entered.
    Channels,
    /// The channel of one player.
    ChannelPick(Seat),
    /// The gamepads, to give them to players.
    Pads,
    /// Whom one gamepad acts for.
    PadOwner,
    /// Every command, to choose one (what a gamepad's buttons cannot all hold).
    Commands,
    /// A player is asked to put on the headset, or to look at the screen alone.
    Handover(Seat),
    /// A secret shown on the screen.
    SecretShown(Seat),
    /// The headset has said the secret: pass it on.
    PassOn(Seat),
    /// With real dice: the badge holder (or a Walkie-talkie's player) looks under the box.
    Peek(Seat),
}

/// What choosing an item does.
#[derive(Clone, Debug)]
enum Choice {
    NewGame,
    Resume,
    Settings,
    Cards,
    Rules,
    /// Leave for the Escape: Zombie City soundtrack (`crate::escape`).
    Escape,
    Quit,
    MainMenu,
    BackToGame,
    Yes(Then),
    No,
    Lang(Lang),
    Players(u8),
    /// A colour from the list, as a player's name (its place in the list).
    Colour(u8),
    TypeName,
    Seat(Seat),
    BoardLoc(Loc),
    BoardOk,
    Spots(u8),
    Dice(DiceMode),
    /// Apply this decision.
    Do(Command),
    /// Ask to confirm, then apply.
    Confirm(Command, String),
    /// One face of a real die.
    Face(u8),
    /// A further step.
    Open(Box<Screen>),
    /// Say this text (a card's description, a rules topic, a review).
    Hear(String),
    Setting(Setting),
    Value(Setting, f32),
    CardsByCode,
    CardsByName,
    ChannelsFor(Seat),
    SetChannel(Seat, PrivateChannel),
    ToggleEntry,
    ChannelsDone,
    Channels,
    /// The player is ready: tell their secret, or open their secret choice.
    Ready(Seat),
    /// Not now: the secret can be heard later.
    Later(Seat),
    /// Say the secret again.
    Again(Seat),
    /// The secret has been read or heard.
    Done,
    /// The player has looked at the real dice under the box.
    Peeked,
    /// Hear a player's secrets again.
    HearSecret(Seat),
    /// The gamepads screen.
    Pads,
    /// Whom this gamepad acts for: choose.
    PadOwnerFor(PadId),
    /// This gamepad acts for this player (`None`: the operator).
    SetPadOwner(PadId, Option<Seat>),
    /// Do this action (from the list of commands).
    Act(Action),
    /// A letter for the name being entered (from a gamepad).
    Letter(char),
    /// A group of letters to choose one from (its letters).
    LetterGroup(String),
    /// Delete the last letter of the name.
    DeleteLetter,
    /// The name is complete.
    NameDone,
    /// Go back, as the back key does.
    Back,
}

/// What a "yes" confirms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Then {
    Quit,
    NewGame,
    /// Start the game although some players cannot hear their secrets.
    Start,
    Apply(Command),
}

/// A setting that can be changed from the settings menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Setting {
    Lang,
    Verbosity,
    Rate,
    Volume,
    Pitch,
    SoundVolume,
    Sounds,
    Large,
    RumbleDice,
    RumbleCues,
    RumbleStrength,
}

#[derive(Clone, Debug)]
struct Screen {
    kind: Kind,
    title: String,
    menu: Menu<Choice>,
    field: Option<String>,
    /// A secret choice: its words go to this player's private channel only.
    secret_for: Option<Seat>,
}

impl Screen {
    fn new(kind: Kind, title: String, items: Vec<Item<Choice>>) -> Screen {
        Screen { kind, title, menu: Menu::new(items), field: None, secret_for: None }
    }
}

/// A game being played.
struct Session {
    names: Vec<String>,
    history: History,
    /// Faces of real dice entered so far for the dice asked now.
    faces: Vec<u8>,
    /// Private channels, and how secret choices are entered.
    table: TableOptions,
    /// Each seat's last secrets, with the turn they came in, to hear again.
    secrets: Vec<Vec<(u16, String)>>,
    /// The last dice each seat was told, with their turn (to rumble them again).
    dice_told: Vec<Option<(u16, Vec<u8>)>>,
    /// The player who has put on the headset or looks at the screen for a secret choice.
    ready: Option<Seat>,
    /// With real dice, a player who must look under the box, and what the table hears once
    /// they have.
    peek: Option<(Seat, Message)>,
}

/// A game being set up.
#[derive(Clone, Debug)]
struct Draft {
    players: u8,
    names: Vec<String>,
    youngest: Seat,
    oldest: Seat,
    profile: BoardProfile,
    profile_changed: bool,
    /// Character spots chosen for the location being corrected, before its monster spots.
    spots: Option<u8>,
    dice: DiceMode,
    table: TableOptions,
}

/// Whether a message goes to the history of what was said.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// Events, prompts, answers: kept, and repeated by the repeat key.
    Yes,
    /// Help lines, reviews, answers to keys: said, not kept.
    No,
    /// The item in focus: said, not kept, and not shown as the last thing said (the menu shows it).
    Echo,
    /// News from outside the game (a gamepad came or went): kept in the history, but the repeat
    /// key still repeats the game's last message.
    Aside,
}

/// A message the table was given since the last decision, and whether it was heard.
#[derive(Clone, Debug)]
struct Told {
    /// Its number among the messages given to the table's outputs.
    seq: u64,
    message: Message,
    /// False once a key cut it (or it never began) and it has not been said again since.
    heard: bool,
}

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
    /// The user left for the Escape soundtrack.
    escape: bool,
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
            escape: false,
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

    /// True when the user left for the Escape soundtrack.
    pub fn wants_escape(&self) -> bool {
        self.escape
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

    /// Outputs' notices (speech lost or back, no audio device): said once each.
    pub fn poll_notices(&mut self) {
        for n in self.out.take_notices() {
            let m = self.an.notice(&n);
            self.say(m, Keep::Yes);
        }
        self.poll_private_problems();
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

    /// A key Vigie has no use for (Insert, a media key).
    pub fn key_unknown(&mut self) {
        let cut = self.interrupt();
        let help = self.keys.keys(Action::Help).first().map(|k| self.an.key_words(*k)).unwrap_or_default();
        let text = self.ta(Id::UiKeyUnknown, &[("help", help)]);
        self.say_key_error(text);
        if cut > 0 {
            self.say_unheard_notice();
        }
    }

    /// Keeps the voices the speech engine found in the settings, for a faster start next time.
    pub fn keep_voices(&mut self) {
        let Some(sp) = self.out.speech() else { return };
        let found = sp.chosen_voices().clone();
        if !found.is_empty() && found != self.settings.speech.voices {
            self.settings.speech.voices = found;
            if let Some(p) = &self.paths.settings {
                let _ = self.settings.store(p);
            }
        }
    }

    // ----- saying things -----

    fn t(&self, id: Id) -> String {
        self.an.text(id, None)
    }

    fn ta(&self, id: Id, args: &[(&str, String)]) -> String {
        let mut a = FluentArgs::new();
        for (k, v) in args {
            a.set(*k, v.clone());
        }
        self.an.text(id, Some(&a))
    }

    fn tn(&self, id: Id, args: &[(&str, f64)]) -> String {
        let mut a = FluentArgs::new();
        for (k, v) in args {
            a.set(*k, Announcer::num(*v));
        }
        self.an.text(id, Some(&a))
    }

    fn say(&mut self, m: Message, keep: Keep) {
        if let Channel::Private(seat) = m.channel {
            // A secret: the router gives it to its player's channel only; the history and the
            // repeat key never hold it.
            let text = m.spoken(self.settings.verbosity);
            if m.id == Some(Id::EvDestinationRecorded) {
                // One's own destination: they chose it on their channel, or showed it to the
                // table. Kept to hear again, not told again (a headset hand-over saved).
                self.remember_privately(seat, text);
            } else {
                self.tell_privately(seat, text);
            }
            return;
        }
        let seq = self.give(&m);
        if keep != Keep::Echo {
            self.shown = m.text.clone();
        }
        if matches!(keep, Keep::Yes | Keep::Aside) {
            let (turn, phase) = if self.session.is_some() { self.when } else { (0, None) };
            self.said.push(turn, phase, &m);
            if keep == Keep::Yes {
                if self.session.is_some() {
                    self.news.push(Told { seq, message: m.clone(), heard: true });
                }
                self.last = Some(m);
            }
        }
    }

    /// Gives a table message to the table's outputs and the text log; returns its number.
    fn give(&mut self, m: &Message) -> u64 {
        let text = m.spoken(self.settings.verbosity);
        match self.out.send(m, &text, &[]) {
            Delivered::Table(seq) => seq,
            _ => self.out.sent(),
        }
    }

    /// Stops speech because the user acted. The game's messages it cut are kept to be said
    /// again; returns how many of them were cut now.
    fn interrupt(&mut self) -> usize {
        let cut = self.stop_speech() as u64;
        if cut == 0 {
            return 0;
        }
        let first_cut = self.out.sent().saturating_sub(cut) + 1;
        let mut lines = Vec::new();
        let mut count = 0;
        for told in self.news.iter_mut().filter(|t| t.heard && t.seq >= first_cut) {
            told.heard = false;
            count += 1;
            lines.push(format!("# not heard: {}", told.message.text));
        }
        for line in lines {
            self.out.log_line(&line);
        }
        if count > 0 {
            // News newly cut: a decision will remind of it again (cutting the reminder does not).
            self.reminded = false;
        }
        count
    }

    /// The game's messages since the last decision that a key cut and nobody heard since.
    fn unheard(&self) -> usize {
        self.news.iter().filter(|t| !t.heard).count()
    }

    /// Says that some of the game's messages were not heard, and the key that says them.
    fn say_unheard_notice(&mut self) {
        let count = self.unheard();
        if count == 0 {
            return;
        }
        let key = self.keys.keys(Action::Repeat).first().map(|k| self.an.key_words(*k)).unwrap_or_default();
        let mut a = FluentArgs::new();
        a.set("count", Announcer::num(count as f64));
        a.set("key", key);
        let text = self.an.text(Id::UiNotHeard, Some(&a));
        self.say_text(text, None, Keep::No);
    }

    /// Says again, in order, the game's messages that a key cut since the last decision.
    fn say_unheard(&mut self) {
        let again: Vec<(usize, Message)> =
            self.news.iter().enumerate().filter(|(_, t)| !t.heard).map(|(i, t)| (i, t.message.clone())).collect();
        for (i, m) in again {
            let seq = self.give(&m);
            if let Some(t) = self.news.get_mut(i) {
                t.seq = seq;
                t.heard = true;
            }
        }
    }

    /// A decision was made, undone or redone: what follows is new.
    fn new_news(&mut self) {
        self.news.clear();
    }

    /// Does an action after a key or a button cut speech. A key that moves or chooses, pressed
    /// while the game's news was being said, only stops it: the board must not fall out of step
    /// because a key was touched. Other actions (repeat, reviews, help...) are done at once.
    fn act_after_cut(&mut self, a: Action, cut: usize) {
        let moves =
            matches!(a, Action::Up | Action::Down | Action::First | Action::Last | Action::Choose | Action::Back);
        if cut > 0 && moves {
            self.say_unheard_notice();
            return;
        }
        self.action(a);
        if cut > 0 && a != Action::Repeat {
            self.say_unheard_notice();
        }
    }

    fn say_text(&mut self, text: String, earcon: Option<Earcon>, keep: Keep) {
        let m = Message { channel: Channel::Table, text, detail: None, earcon, id: None };
        self.say(m, keep);
    }

    fn say_error(&mut self, text: String) {
        self.say_text(text, Some(Earcon::Error), Keep::Yes);
    }

    /// A wrong key: said with the error cue, not kept in the history of the game.
    fn say_key_error(&mut self, text: String) {
        self.say_text(text, Some(Earcon::Error), Keep::No);
    }

    /// Stops what the outputs are saying; returns how many of the last messages were cut.
    fn stop_speech(&mut self) -> usize {
        self.out.stop()
    }

    /// Says the item in focus with its position ("Blue, 2 of 4").
    fn say_focus(&mut self) {
        let Some(top) = self.stack.last() else { return };
        let Some(item) = top.menu.focused() else { return };
        let secret = top.secret_for;
        // A label may be a sentence: its full stop would come before the position.
        let label = item.label.trim_end_matches('.').to_owned();
        let text = if self.settings.verbosity == Verbosity::Brief {
            label
        } else {
            let mut a = FluentArgs::new();
            a.set("label", label);
            a.set("position", Announcer::num((top.menu.focus() + 1) as f64));
            a.set("count", Announcer::num(top.menu.len() as f64));
            self.an.text(Id::UiItemPosition, Some(&a))
        };
        match secret {
            Some(seat) => self.echo_privately(seat, text),
            None => self.say_text(text, None, Keep::Echo),
        }
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

    // ----- the view -----

    /// What the screen shows now.
    pub fn view(&self) -> View {
        let mut v = View { large: self.settings.screen.large, ..View::default() };
        if let Some(top) = self.stack.last() {
            v.prompt = top.title.clone();
            v.items = top.menu.items().iter().map(|i| i.label.clone()).collect();
            v.focus = top.menu.focus();
            v.field = top.field.clone();
        }
        v.last = self.shown.clone();
        if let Some(secret) = self
            .secret_view
            .as_ref()
            .filter(|_| self.stack.last().is_some_and(|t| matches!(t.kind, Kind::SecretShown(_))))
        {
            // Only the secret, for the one player looking.
            v.prompt = secret.clone();
            v.items =
                self.stack.last().map(|t| t.menu.items().iter().map(|i| i.label.clone()).collect()).unwrap_or_default();
            v.focus = 0;
            v.last = String::new();
            return v;
        }
        if let Some(seat) = self.stack.last().and_then(|s| s.secret_for)
            && !matches!(self.session.as_ref().map(|s| s.table.channel(seat)), Some(PrivateChannel::Screen))
        {
            // A secret choice heard on headphones: the shared screen shows who is choosing, not what.
            v.prompt = self.ta(Id::UiChoosingInSecret, &[("player", self.name(seat))]);
            v.items = Vec::new();
        }
        match self.game() {
            Some(g) => {
                v.header = self.an.turn_words(g);
                v.board = Loc::all().map(|l| self.an.review(g, Review::Location(l))).collect();
                v.board.push(self.an.review(g, Review::Tokens));
                v.board.push(self.an.review(g, Review::Supplies));
            }
            None => v.header = self.t(Id::UiTitleVigie),
        }
        v
    }

    // ----- keys -----

    /// Handles one key press.
    pub fn key(&mut self, key: Key) {
        let cut = self.interrupt();
        if let Some(Kind::NameEntry(seat)) = self.stack.last().map(|s| s.kind)
            && self.name_entry_key(seat, key)
        {
            return;
        }
        let lookup = match key.code {
            KeyCode::Char(c) => Key { code: KeyCode::Char(c.to_ascii_lowercase()), ..key },
            _ => key,
        };
        match self.keys.action(lookup) {
            Some(a) => self.act_after_cut(a, cut),
            None => match key.code {
                // A jump is a move: while the game's news is said, the key only stops it.
                KeyCode::Char(_) if cut > 0 && !key.ctrl && !key.alt => self.say_unheard_notice(),
                KeyCode::Char(c) if !key.ctrl && !key.alt && c.is_alphanumeric() => self.jump(c),
                _ => self.key_unknown(),
            },
        }
    }

    fn jump(&mut self, c: char) {
        let Some(top) = self.stack.last_mut() else { return };
        if top.menu.jump(c) {
            self.say_focus();
        } else {
            let text = self.ta(Id::UiNoJump, &[("char", c.to_uppercase().to_string())]);
            self.say_key_error(text);
        }
    }

    /// Keys that work on the screen in focus, for the help.
    fn valid_actions(&self) -> Vec<Action> {
        let in_game = self.session.is_some();
        Action::ALL
            .into_iter()
            .filter(|a| {
                let game_only = matches!(
                    a,
                    Action::Undo
                        | Action::Redo
                        | Action::ReviewLocation
                        | Action::ReviewFamily
                        | Action::ReviewColdStorage
                        | Action::ReviewTokens
                        | Action::ReviewSupplies
                        | Action::ReviewTurn
                        | Action::ReviewScore
                        | Action::Secret
                );
                !game_only || in_game
            })
            .collect()
    }

    fn action(&mut self, a: Action) {
        // Every screen of a game is in the game: the hand-over of a secret, the pause menu...
        let in_game = self.session.is_some();
        match a {
            Action::Up | Action::Down | Action::First | Action::Last => {
                if let Some(top) = self.stack.last_mut() {
                    match a {
                        Action::Up => top.menu.up(),
                        Action::Down => top.menu.down(),
                        Action::First => top.menu.first(),
                        _ => top.menu.last(),
                    }
                    self.say_focus();
                    self.identify_focused_pad();
                }
            }
            Action::Choose => self.choose(),
            Action::Back => self.back(),
            Action::Repeat if self.unheard() > 0 => self.say_unheard(),
            Action::Repeat => match self.last.clone() {
                Some(m) => {
                    let text = m.text.clone();
                    self.say_text(text, m.earcon, Keep::No)
                }
                None => {
                    let t = self.t(Id::UiNothingToRepeat);
                    self.say_text(t, None, Keep::No)
                }
            },
            Action::Details => {
                let detail = self.said.iter().rev().find_map(|m| m.detail.clone());
                let text = detail.unwrap_or_else(|| self.t(Id::UiNoDetails));
                self.say_text(text, None, Keep::No)
            }
            Action::Help => self.open_help(),
            Action::History => self.open_history(),
            Action::Quit => self.confirm(self.t(Id::UiConfirmQuit), Then::Quit),
            Action::Commands => self.open_commands(),
            Action::Verbosity => {
                self.settings.verbosity = match self.settings.verbosity {
                    Verbosity::Brief => Verbosity::Normal,
                    Verbosity::Normal => Verbosity::Full,
                    Verbosity::Full => Verbosity::Brief,
                };
                self.settings_changed(Setting::Verbosity);
            }
            Action::Faster | Action::Slower => {
                let step = if a == Action::Faster { 10.0 } else { -10.0 };
                self.settings.speech.rate = (self.settings.speech.rate + step).clamp(-100.0, 100.0);
                self.settings_changed(Setting::Rate);
            }
            Action::Louder | Action::Softer => {
                let step = if a == Action::Louder { 10.0 } else { -10.0 };
                self.settings.speech.volume = (self.settings.speech.volume + step).clamp(0.0, 100.0);
                self.settings_changed(Setting::Volume);
            }
            _ if !in_game => {
                let t = self.t(Id::UiNoGame);
                self.say_key_error(t);
            }
            _ if self.secret_view.is_some() => {
                // A player is reading a secret on the screen: nothing else may appear there.
                let t = self.t(Id::UiSecretOnScreen);
                self.say_key_error(t);
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::ReviewLocation => self.open_review_locations(),
            Action::ReviewFamily => self.open_review_families(),
            Action::ReviewColdStorage => self.review(Review::ColdStorage),
            Action::ReviewTokens => self.review(Review::Tokens),
            Action::ReviewSupplies => self.review(Review::Supplies),
            Action::ReviewTurn => self.review_turn(),
            Action::ReviewScore => self.review(Review::Score),
            Action::Secret => self.open_secrets(),
        }
    }

    fn back(&mut self) {
        let Some(top) = self.stack.last() else { return };
        match top.kind {
            Kind::Main => {
                let t = self.t(Id::UiMainBack);
                self.say_text(t, None, Keep::No);
            }
            Kind::Peek(_) => self.open_pause(),
            Kind::Game => {
                if let Some(s) = self.session.as_mut()
                    && !s.faces.is_empty()
                {
                    // Table dice: take back the last face entered.
                    let face = s.faces.pop().unwrap_or(0);
                    let t = self.tn(Id::UiFaceBack, &[("face", f64::from(face))]);
                    self.say_text(t, None, Keep::Yes);
                    self.open_game();
                } else {
                    self.open_pause();
                }
            }
            Kind::SetupLang => self.open_main(),
            Kind::SetupName(seat) if seat.0 > 0 => {
                // Back to the previous player's name: it is chosen again.
                if let Some(d) = self.draft.as_mut() {
                    d.names.pop();
                    d.table.colours.truncate(d.names.len());
                }
                self.stack.pop();
                self.say_top();
            }
            _ => {
                self.stack.pop();
                self.say_top();
            }
        }
    }

    /// Says the screen now on top again (after going back).
    fn say_top(&mut self) {
        if let Some(top) = self.stack.last() {
            let t = top.title.clone();
            match top.secret_for {
                Some(seat) => self.echo_privately(seat, t),
                None => self.say_text(t, None, Keep::No),
            }
            self.say_focus();
        } else {
            self.open_main();
        }
    }

    fn confirm(&mut self, question: String, then: Then) {
        let items = vec![Item::new(self.t(Id::UiYes), Choice::Yes(then)), Item::new(self.t(Id::UiNo), Choice::No)];
        let mut screen = Screen::new(Kind::Confirm, question, items);
        // Confirming a secret choice is as secret as the choice; leaving Vigie is asked of the table.
        if !matches!(then, Then::Quit) {
            screen.secret_for = self.stack.last().and_then(|t| t.secret_for);
        }
        if matches!(then, Then::Quit | Then::NewGame | Then::Start) {
            // What cannot be taken back starts on No: Enter alone never does it.
            screen.menu.set_focus(1);
        }
        self.push(screen);
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
            Choice::Escape => (self.escape, self.quit) = (true, true),
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

    // ----- main menu, pause -----

    fn open_main(&mut self) {
        self.stack.clear();
        self.draft = None;
        let s = self.main_screen();
        self.push(s);
    }

    fn main_screen(&self) -> Screen {
        let items = vec![
            Item::new(self.t(Id::UiNewGame), Choice::NewGame),
            Item::new(self.t(Id::UiResume), Choice::Resume),
            Item::new(self.t(Id::UiSettings), Choice::Settings),
            Item::new(self.t(Id::UiCardReader), Choice::Cards),
            Item::new(self.t(Id::UiRules), Choice::Rules),
            Item::new(self.t(Id::UiEscape), Choice::Escape),
            Item::new(self.t(Id::UiQuit), Choice::Quit),
        ];
        Screen::new(Kind::Main, self.t(Id::UiMainTitle), items)
    }

    fn open_pause(&mut self) {
        let s = self.pause_screen();
        self.push(s);
    }

    fn pause_screen(&self) -> Screen {
        let items = vec![
            Item::new(self.t(Id::UiBackToGame), Choice::BackToGame),
            Item::new(self.t(Id::UiChannels), Choice::Channels),
            Item::new(self.t(Id::UiSettings), Choice::Settings),
            Item::new(self.t(Id::UiCardReader), Choice::Cards),
            Item::new(self.t(Id::UiRules), Choice::Rules),
            Item::new(self.t(Id::UiQuit), Choice::Quit),
        ];
        let over = self.game().is_some_and(Game::is_finished);
        Screen::new(Kind::Pause, self.t(if over { Id::UiPauseTitleOver } else { Id::UiPauseTitle }), items)
    }

    // ----- help, history, reviews -----

    fn open_help(&mut self) {
        let actions = self.valid_actions();
        let lines = self.an.help_for(&self.keys, self.pads_seen(), &actions);
        let items = lines.iter().map(|l| Item::new(l.clone(), Choice::Hear(l.clone()))).collect();
        // A list to browse: its title, then the first line; the arrows say the others.
        self.push(Screen::new(Kind::Info, self.t(Id::UiHelpTitle), items));
    }

    /// Every command that works here, to choose one: what a gamepad's buttons cannot all hold.
    fn open_commands(&mut self) {
        const NAVIGATION: [Action; 7] =
            [Action::Up, Action::Down, Action::First, Action::Last, Action::Choose, Action::Back, Action::Commands];
        let items = self
            .valid_actions()
            .into_iter()
            .filter(|a| !NAVIGATION.contains(a))
            .map(|a| Item::new(secrets::capitalise_first(&self.t(a.help_id())), Choice::Act(a)))
            .collect();
        if self.stack.last().is_some_and(|t| t.kind == Kind::Commands) {
            self.stack.pop();
        }
        self.push(Screen::new(Kind::Commands, self.t(Id::UiCommandsTitle), items));
    }

    fn open_history(&mut self) {
        let items: Vec<Item<Choice>> = (0..self.said.len())
            .filter_map(|i| self.said.back(i))
            .map(|s| {
                let mut a = FluentArgs::new();
                a.set("turn", Announcer::num(f64::from(s.turn)));
                a.set("phase", Announcer::num(f64::from(s.phase.map_or(0, |p| p.number()))));
                a.set("text", s.text.clone());
                let label = self.an.text(Id::UiHistoryEntry, Some(&a));
                Item {
                    label,
                    value: Choice::Hear(s.detail.clone().map_or(s.text.clone(), |d| format!("{} {d}", s.text))),
                    jump: None,
                }
            })
            .collect();
        let title = if items.is_empty() { self.t(Id::UiHistoryEmpty) } else { self.t(Id::UiHistoryTitle) };
        self.push(Screen::new(Kind::Info, title, items));
    }

    fn review(&mut self, r: Review) {
        if let Some(g) = self.game() {
            let text = self.an.review(g, r);
            self.say_text(text, None, Keep::No);
        }
    }

    fn review_turn(&mut self) {
        let Some(g) = self.game() else { return };
        let text = self.an.review(g, Review::Turn);
        self.say_text(text, None, Keep::No);
    }

    fn open_review_locations(&mut self) {
        let Some(g) = self.game() else { return };
        let items = Loc::all()
            .map(|l| {
                Item::numbered(
                    self.an.review(g, Review::Location(l)),
                    Choice::Hear(self.an.review(g, Review::Location(l))),
                    l.number(),
                )
            })
            .collect();
        self.push(Screen::new(Kind::Info, self.t(Id::UiReviewLocationTitle), items));
    }

    fn open_review_families(&mut self) {
        let Some(g) = self.game() else { return };
        let items = g
            .seats()
            .map(|s| {
                let text = self.an.review(g, Review::Family(s));
                Item::new(text.clone(), Choice::Hear(text))
            })
            .collect();
        self.push(Screen::new(Kind::Info, self.t(Id::UiReviewFamilyTitle), items));
    }

    // ----- settings -----

    fn set_lang(&mut self, l: Lang) {
        self.settings.lang = l;
        self.an.set_lang(l);
        self.out.set_lang(l);
        self.name_colours();
    }

    /// Players named by a colour are called by that colour in the language spoken now ("Red"
    /// becomes "Rouge" when the table switches to French); other names stay as they are.
    fn name_colours(&mut self) {
        if let Some(names) = self.session.as_ref().map(|s| self.colours_said(&s.names, &s.table.colours)) {
            self.an.set_names(names.clone());
            if let Some(s) = self.session.as_mut() {
                s.names = names;
            }
        }
        if let Some(names) = self.draft.as_ref().map(|d| self.colours_said(&d.names, &d.table.colours))
            && let Some(d) = self.draft.as_mut()
        {
            d.names = names;
        }
    }

    /// Names, with the colours picked from the list said in the language spoken now.
    fn colours_said(&self, names: &[String], colours: &[Option<u8>]) -> Vec<String> {
        names
            .iter()
            .enumerate()
            .map(|(i, n)| match colours.get(i).copied().flatten().and_then(|c| COLOURS.get(usize::from(c))) {
                Some(id) => self.t(*id),
                None => n.clone(),
            })
            .collect()
    }

    fn setting_line(&self, s: Setting) -> String {
        let on = |b: bool| self.t(if b { Id::UiOn } else { Id::UiOff });
        let num = |v: f32| format!("{v:.0}");
        let st = &self.settings;
        let (id, value) = match s {
            Setting::Lang => (Id::UiSettingLang, self.t(Id::UiLangName)),
            Setting::Verbosity => (Id::UiSettingVerbosity, self.t(verbosity_id(st.verbosity))),
            Setting::Rate => (Id::UiSettingRate, num(st.speech.rate)),
            Setting::Volume => (Id::UiSettingVolume, num(st.speech.volume)),
            Setting::Pitch => (Id::UiSettingPitch, num(st.speech.pitch)),
            Setting::SoundVolume => (Id::UiSettingSoundVolume, num(st.sounds.volume)),
            Setting::Sounds => (Id::UiSettingSounds, on(!st.sounds.muted)),
            Setting::Large => (Id::UiSettingLarge, on(st.screen.large)),
            Setting::RumbleDice => (Id::UiSettingRumbleDice, on(st.gamepad.rumble_dice)),
            Setting::RumbleCues => (Id::UiSettingRumbleCues, on(st.gamepad.rumble_cues)),
            Setting::RumbleStrength => (Id::UiSettingRumbleStrength, num(st.gamepad.strength)),
        };
        self.ta(id, &[("value", value)])
    }

    fn settings_screen(&self) -> Screen {
        let items = [
            Setting::Lang,
            Setting::Verbosity,
            Setting::Rate,
            Setting::Volume,
            Setting::Pitch,
            Setting::SoundVolume,
            Setting::Sounds,
            Setting::Large,
            Setting::RumbleDice,
            Setting::RumbleStrength,
            Setting::RumbleCues,
        ]
        .into_iter()
        .map(|s| Item::new(self.setting_line(s), Choice::Setting(s)))
        .collect();
        Screen::new(Kind::Settings, self.t(Id::UiSettingsTitle), items)
    }

    fn open_settings(&mut self) {
        let s = self.settings_screen();
        self.push(s);
    }

    fn open_setting_values(&mut self, s: Setting) {
        let items: Vec<Item<Choice>> = match s {
            Setting::Lang => {
                Lang::ALL.into_iter().map(|l| Item::new(self.an.text_in(l, Id::UiLangName), Choice::Lang(l))).collect()
            }
            Setting::Verbosity => [Verbosity::Brief, Verbosity::Normal, Verbosity::Full]
                .into_iter()
                .enumerate()
                .map(|(i, v)| Item::new(self.t(verbosity_id(v)), Choice::Value(s, i as f32)))
                .collect(),
            Setting::Rate | Setting::Pitch => (-10..=10)
                .map(|i| Item { label: (i * 10).to_string(), value: Choice::Value(s, (i * 10) as f32), jump: None })
                .collect(),
            Setting::Volume | Setting::SoundVolume => (0..=10)
                .map(|i| Item { label: (i * 10).to_string(), value: Choice::Value(s, (i * 10) as f32), jump: None })
                .collect(),
            Setting::RumbleStrength => (1..=10)
                .map(|i| Item { label: (i * 10).to_string(), value: Choice::Value(s, (i * 10) as f32), jump: None })
                .collect(),
            Setting::Sounds | Setting::Large | Setting::RumbleDice | Setting::RumbleCues => vec![
                Item::new(self.t(Id::UiOn), Choice::Value(s, 1.0)),
                Item::new(self.t(Id::UiOff), Choice::Value(s, 0.0)),
            ],
        };
        let current = items.iter().position(|it| match (&it.value, s) {
            (Choice::Lang(l), _) => *l == self.settings.lang,
            (Choice::Value(_, v), Setting::Verbosity) => *v as usize == self.settings.verbosity as usize,
            (Choice::Value(_, v), Setting::Rate) => (*v - self.settings.speech.rate).abs() < 5.0,
            (Choice::Value(_, v), Setting::Pitch) => (*v - self.settings.speech.pitch).abs() < 5.0,
            (Choice::Value(_, v), Setting::Volume) => (*v - self.settings.speech.volume).abs() < 5.0,
            (Choice::Value(_, v), Setting::SoundVolume) => (*v - self.settings.sounds.volume).abs() < 5.0,
            (Choice::Value(_, v), Setting::Sounds) => (*v > 0.5) != self.settings.sounds.muted,
            (Choice::Value(_, v), Setting::Large) => (*v > 0.5) == self.settings.screen.large,
            (Choice::Value(_, v), Setting::RumbleDice) => (*v > 0.5) == self.settings.gamepad.rumble_dice,
            (Choice::Value(_, v), Setting::RumbleCues) => (*v > 0.5) == self.settings.gamepad.rumble_cues,
            (Choice::Value(_, v), Setting::RumbleStrength) => (*v - self.settings.gamepad.strength).abs() < 5.0,
            _ => false,
        });
        let mut screen = Screen::new(Kind::SettingValues, self.setting_line(s), items);
        if let Some(i) = current {
            screen.menu.set_focus(i);
        }
        let title = self.t(Id::UiSettingChoose);
        screen.title = format!("{}. {title}", screen.title.trim_end_matches('.'));
        self.push(screen);
    }

    fn set_value(&mut self, s: Setting, v: f32) {
        match s {
            Setting::Verbosity => {
                self.settings.verbosity = [Verbosity::Brief, Verbosity::Normal, Verbosity::Full][(v as usize).min(2)]
            }
            Setting::Rate => self.settings.speech.rate = v,
            Setting::Volume => self.settings.speech.volume = v,
            Setting::Pitch => self.settings.speech.pitch = v,
            Setting::SoundVolume => self.settings.sounds.volume = v,
            Setting::Sounds => self.settings.sounds.muted = v < 0.5,
            Setting::Large => self.settings.screen.large = v > 0.5,
            Setting::RumbleDice => self.settings.gamepad.rumble_dice = v > 0.5,
            Setting::RumbleCues => self.settings.gamepad.rumble_cues = v > 0.5,
            Setting::RumbleStrength => self.settings.gamepad.strength = v,
            Setting::Lang => {}
        }
        self.settings_changed(s);
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
            let mut fresh = self.settings_screen();
            fresh.menu.set_focus(focus);
            self.stack[pos] = fresh;
        }
        if s == Setting::Lang {
            // Every label on the way changes language: rebuild the screens below.
            self.relabel();
        }
        let line = self.setting_line(s);
        self.say_text(line, None, Keep::No);
    }

    /// Writes the settings to the user's config file (says so when it cannot).
    fn keep_settings(&mut self) {
        if let Some(p) = self.paths.settings.clone()
            && let Err(e) = self.settings.store(&p)
        {
            let text = self.ta(Id::UiSettingsUnsaved, &[("reason", e.to_string())]);
            self.say_error(text);
        }
    }

    /// After a language change: the screens that show game choices are rebuilt in the new
    /// language, the others keep their words until they are opened again.
    fn relabel(&mut self) {
        if let Some(pos) = self.stack.iter().position(|t| t.kind == Kind::Main) {
            let mut fresh = self.main_screen();
            fresh.menu.set_focus(self.stack[pos].menu.focus());
            self.stack[pos] = fresh;
        }
        if let Some(pos) = self.stack.iter().position(|t| t.kind == Kind::Game)
            && let Some(fresh) = self.game_screen()
        {
            self.stack[pos] = fresh;
        }
        if let Some(pos) = self.stack.iter().position(|t| t.kind == Kind::Pause) {
            let mut fresh = self.pause_screen();
            fresh.menu.set_focus(self.stack[pos].menu.focus());
            self.stack[pos] = fresh;
        }
    }

    // ----- card reader, rules -----

    fn open_cards(&mut self) {
        let items = vec![
            Item::new(self.t(Id::UiCardsByCode), Choice::CardsByCode),
            Item::new(self.t(Id::UiCardsByName), Choice::CardsByName),
        ];
        self.push(Screen::new(Kind::Cards, self.t(Id::UiCardsTitle), items));
    }

    fn open_card_list(&mut self, by_code: bool) {
        let items = CardKind::ALL
            .into_iter()
            .map(|c| {
                let label = if by_code { capitalise(&self.an.sticker_words(c)) } else { self.an.card_word(c) };
                Item::new(label, Choice::Hear(self.an.card_description(c)))
            })
            .collect();
        let title = self.t(if by_code { Id::UiCardsCodeTitle } else { Id::UiCardsNameTitle });
        self.push(Screen::new(Kind::Info, title, items));
    }

    fn open_rules(&mut self) {
        let items = TOPICS.iter().map(|(title, text)| Item::new(self.t(*title), Choice::Hear(self.t(*text)))).collect();
        self.push(Screen::new(Kind::Info, self.t(Id::UiRulesTitle), items));
    }

    // ----- set-up -----

    fn open_setup(&mut self) {
        let (profile, problem) = self.table_board();
        self.draft = Some(Draft {
            players: 3,
            names: Vec::new(),
            youngest: Seat(0),
            oldest: Seat(0),
            profile,
            profile_changed: false,
            spots: None,
            dice: DiceMode::Vigie,
            table: TableOptions::default(),
        });
        // A new table: every gamepad acts for the operator until given to a player.
        self.reassign_pads();
        self.stack.truncate(1);
        if let Some(text) = problem {
            self.say_error(text);
        }
        let mut items: Vec<Item<Choice>> =
            Lang::ALL.into_iter().map(|l| Item::new(self.an.text_in(l, Id::UiLangName), Choice::Lang(l))).collect();
        let mut s = Screen::new(Kind::SetupLang, self.t(Id::UiSetupLang), Vec::new());
        let focus = Lang::ALL.iter().position(|l| *l == self.settings.lang).unwrap_or(0);
        s.menu = Menu::new(std::mem::take(&mut items));
        s.menu.set_focus(focus);
        self.push(s);
    }

    fn open_setup_players(&mut self) {
        let items = (3..=6u8)
            .map(|n| Item::numbered(self.tn(Id::UiPlayers, &[("count", f64::from(n))]), Choice::Players(n), n))
            .collect();
        self.push(Screen::new(Kind::SetupPlayers, self.t(Id::UiSetupPlayers), items));
    }

    fn open_setup_name(&mut self, seat: Seat) {
        let Some(d) = &self.draft else { return };
        let taken = d.names.clone();
        let mut items: Vec<Item<Choice>> = COLOURS
            .iter()
            .enumerate()
            .map(|(i, id)| (i, self.t(*id)))
            .filter(|(_, c)| !taken.iter().any(|n| n.eq_ignore_ascii_case(c)))
            .map(|(i, c)| Item::new(c, Choice::Colour(i as u8)))
            .collect();
        items.push(Item::new(self.t(Id::UiTypeName), Choice::TypeName));
        let title = self.tn(Id::UiSetupName, &[("seat", f64::from(seat.0 + 1)), ("count", f64::from(d.players))]);
        self.push(Screen::new(Kind::SetupName(seat), title, items));
    }

    /// A key while a name is typed: true when the key was taken by the name.
    fn name_entry_key(&mut self, seat: Seat, key: Key) -> bool {
        if key.ctrl || key.alt {
            return false;
        }
        let field = self.stack.last_mut().and_then(|s| s.field.as_mut());
        let Some(field) = field else { return false };
        match key.code {
            KeyCode::Char(c) if field.chars().count() < 24 => {
                field.push(c);
                let said = match c {
                    '-' => self.t(Id::UiLetterHyphen),
                    '\'' => self.t(Id::UiLetterApostrophe),
                    c => c.to_string(),
                };
                self.say_text(said, None, Keep::No);
                true
            }
            KeyCode::Space if !field.is_empty() => {
                field.push(' ');
                let t = self.an.key_words(Key::plain(KeyCode::Space));
                self.say_text(t, None, Keep::No);
                true
            }
            KeyCode::Backspace => {
                match field.pop() {
                    Some(c) => {
                        let text = self.ta(Id::UiDeleted, &[("char", c.to_string())]);
                        self.say_text(text, None, Keep::No);
                    }
                    None => {
                        let t = self.t(Id::UiNothingToDelete);
                        self.say_text(t, None, Keep::No);
                    }
                }
                true
            }
            KeyCode::Enter => {
                let name = field.trim().to_owned();
                if name.is_empty() {
                    let t = self.t(Id::UiNameEmpty);
                    self.say_error(t);
                } else if let Some(same) = self.name_taken(&name) {
                    // Stay in the name: the next letters are letters, Backspace deletes one.
                    let text = self.ta(Id::UiNameTakenTyped, &[("name", same)]);
                    self.say_error(text);
                } else {
                    let _ = seat;
                    self.stack.pop();
                    self.add_name(name);
                }
                true
            }
            _ => false,
        }
    }

    /// The letters a name can be made of, for a gamepad (a keyboard types them).
    /// Letters in groups of five, then the accented ones, so that no letter is more than a few
    /// presses away.
    fn letter_items(&self) -> Vec<Item<Choice>> {
        const GROUPS: [&str; 6] = ["ABCDE", "FGHIJ", "KLMNO", "PQRST", "UVWXYZ", "ÉÈÊÀÇÏÔ"];
        let mut items: Vec<Item<Choice>> = GROUPS
            .iter()
            .map(|g| {
                let (first, last) = (g.chars().next().unwrap_or('A'), g.chars().last().unwrap_or('Z'));
                let label = self.ta(Id::UiLetterGroup, &[("first", first.to_string()), ("last", last.to_string())]);
                Item::new(label, Choice::LetterGroup((*g).to_owned()))
            })
            .collect();
        items.push(Item::new(self.t(Id::UiLetterHyphen), Choice::Letter('-')));
        items.push(Item::new(self.t(Id::UiLetterApostrophe), Choice::Letter('\'')));
        items.push(Item::new(self.an.key_words(Key::plain(KeyCode::Space)), Choice::Letter(' ')));
        items.push(Item::new(self.t(Id::UiLetterDelete), Choice::DeleteLetter));
        items.push(Item::new(self.t(Id::UiLetterDone), Choice::NameDone));
        items
    }

    /// A letter chosen from the list, as if typed.
    fn name_letter(&mut self, key: Key) {
        if let Some(Kind::NameEntry(seat)) = self.stack.last().map(|s| s.kind)
            && !self.name_entry_key(seat, key)
        {
            let t = self.t(Id::UiLetterRefused);
            self.say_key_error(t);
        }
    }

    /// The name already at the table that `name` would repeat (letter case aside).
    fn name_taken(&self, name: &str) -> Option<String> {
        let d = self.draft.as_ref()?;
        d.names.iter().find(|n| n.to_lowercase() == name.to_lowercase()).cloned()
    }

    fn add_name(&mut self, name: String) {
        if let Some(same) = self.name_taken(&name) {
            let text = self.ta(Id::UiNameTaken, &[("name", same)]);
            self.say_error(text);
            return;
        }
        let Some(d) = self.draft.as_mut() else { return };
        d.names.push(name.clone());
        let next = d.names.len() as u8;
        let text = self.ta(Id::UiNameSet, &[("seat", next.to_string()), ("name", name)]);
        self.say_text(text, None, Keep::Yes);
        let Some(d) = self.draft.as_ref() else { return };
        if next < d.players {
            self.open_setup_name(Seat(next));
        } else {
            self.an.set_names(d.names.clone());
            self.open_setup_seat(Kind::SetupYoungest);
        }
    }

    /// A player's name during the set-up.
    fn draft_name(&self, seat: Seat) -> String {
        self.draft.as_ref().and_then(|d| d.names.get(seat.index()).cloned()).unwrap_or_else(|| self.name(seat))
    }

    fn seat_items(&self) -> Vec<Item<Choice>> {
        let Some(d) = &self.draft else { return Vec::new() };
        d.names.iter().enumerate().map(|(i, n)| Item::new(n.clone(), Choice::Seat(Seat(i as u8)))).collect()
    }

    fn open_setup_seat(&mut self, kind: Kind) {
        let id = if kind == Kind::SetupYoungest { Id::UiSetupYoungest } else { Id::UiSetupOldest };
        let mut screen = Screen::new(kind, self.t(id), self.seat_items());
        if kind == Kind::SetupOldest
            && let Some(d) = &self.draft
        {
            // The youngest cannot also be the oldest: the focus starts on the next player.
            screen.menu.set_focus(usize::from(d.youngest.next(d.players).0));
        }
        self.push(screen);
    }

    fn open_setup_oldest(&mut self) {
        self.open_setup_seat(Kind::SetupOldest);
    }

    fn board_line(&self, p: &BoardProfile, l: Loc) -> String {
        let place = self.an.place_words(l);
        match p.capacity(l) {
            Some(spots) => {
                let mut a = FluentArgs::new();
                a.set("place", place);
                a.set("spots", Announcer::num(f64::from(spots)));
                a.set("monsters", Announcer::num(f64::from(p.monster_spots(l))));
                capitalise(&self.an.text(Id::UiBoardLocation, Some(&a)))
            }
            None => {
                let mut a = FluentArgs::new();
                a.set("place", place);
                a.set("monsters", Announcer::num(f64::from(p.monster_spots(l))));
                capitalise(&self.an.text(Id::UiBoardParking, Some(&a)))
            }
        }
    }

    fn board_screen(&self) -> Option<Screen> {
        let d = self.draft.as_ref()?;
        let mut items: Vec<Item<Choice>> = Loc::all()
            .map(|l| Item::numbered(self.board_line(&d.profile, l), Choice::BoardLoc(l), l.number()))
            .collect();
        items.push(Item::new(self.t(Id::UiBoardOk), Choice::BoardOk));
        Some(Screen::new(Kind::SetupBoard, self.t(Id::UiSetupBoard), items))
    }

    /// The board check; `focus`: the location to keep in focus after a correction.
    fn open_setup_board(&mut self, focus: Option<Loc>) {
        let Some(mut s) = self.board_screen() else { return };
        if let Some(l) = focus {
            s.menu.set_focus(l.index());
        }
        self.push(s);
    }

    fn open_setup_spots(&mut self, loc: Loc, monsters: bool) {
        let Some(d) = &self.draft else { return };
        let current = if monsters { d.profile.monster_spots(loc) } else { d.profile.capacity(loc).unwrap_or(0) };
        let place = self.an.place_words(loc);
        let id = if monsters { Id::UiBoardMonsterSpots } else { Id::UiBoardSpots };
        let items = (1..=9u8).map(|n| Item::numbered(n.to_string(), Choice::Spots(n), n)).collect();
        let mut s =
            Screen::new(Kind::SetupSpots { loc, monsters }, capitalise(&self.ta(id, &[("place", place)])), items);
        s.menu.set_focus(usize::from(current.clamp(1, 9)) - 1);
        self.push(s);
    }

    fn set_spots(&mut self, loc: Loc, monsters: bool, n: u8) {
        let Some(d) = self.draft.as_mut() else { return };
        if !monsters {
            d.spots = Some(n);
            self.open_setup_spots(loc, true);
            return;
        }
        let mut p = d.profile;
        if let Some(spots) = d.spots.take()
            && !loc.is_parking()
        {
            p.character_spots[loc.index()] = spots;
        }
        p.monster_spots[loc.index()] = n;
        match p.checked() {
            Ok(p) => {
                d.profile_changed |= p != d.profile;
                d.profile = p;
            }
            Err(e) => {
                let text = e.to_string();
                self.say_error(text);
            }
        }
        // Back to the board check, with the corrected line.
        while self.stack.last().is_some_and(|s| s.kind != Kind::SetupBoard) {
            self.stack.pop();
        }
        self.stack.pop();
        self.open_setup_board(Some(loc));
    }

    fn board_ok(&mut self) {
        let Some(d) = self.draft.clone() else { return };
        if d.profile_changed
            && let Some(path) = self.paths.board.clone()
        {
            match crate::store::board::store(&path, &d.profile) {
                Ok(()) => {
                    let t = self.t(Id::UiBoardSaved);
                    self.say_text(t, None, Keep::Yes);
                }
                Err(e) => {
                    let text = self.ta(Id::UiSettingsUnsaved, &[("reason", e.to_string())]);
                    self.say_error(text);
                }
            }
        }
        let items = vec![
            Item::new(self.t(Id::UiDiceVigie), Choice::Dice(DiceMode::Vigie)),
            Item::new(self.t(Id::UiDiceTable), Choice::Dice(DiceMode::Table)),
        ];
        self.push(Screen::new(Kind::SetupDice, self.t(Id::UiSetupDice), items));
    }

    fn start_game(&mut self) {
        let Some(d) = self.draft.take() else { return };
        self.resumed = false;
        let dice = d.dice;
        let seed = self.seed.unwrap_or_else(crate::seed::fresh);
        let mut setup = Setup::new(d.players, d.youngest, d.oldest, seed);
        setup.dice = dice;
        setup.profile = d.profile;
        setup.epilogues = self.epilogue_record();
        match Game::new(setup) {
            Ok((game, events)) => {
                self.an.set_names(d.names.clone());
                self.out.forget_all_held();
                self.session = Some(Session::new(d.names, History::new(game, events.clone()), d.table));
                self.new_news();
                self.stack.clear();
                self.when = (0, None);
                let t = self.t(Id::UiGameStarts);
                self.say_text(t, Some(Earcon::TurnStart), Keep::Yes);
                self.autosave();
                self.say_events(&events, (0, None));
                self.open_game();
            }
            Err(e) => {
                self.draft = Some(d);
                self.say_error(e.to_string());
            }
        }
    }

    // ----- resume, save -----

    fn resume(&mut self) {
        let path = self.paths.save.clone();
        match crate::store::save::load(&path) {
            Ok(saved) => {
                self.an.set_names(saved.names.clone());
                let finished = saved.history.game().is_finished();
                self.out.forget_all_held();
                self.session = Some(Session::new(saved.names, saved.history, saved.table));
                self.resumed = true;
                self.name_colours();
                self.new_news();
                self.when = self.game().map_or((0, None), moment);
                self.stack.clear();
                let last = self.rebuild_said();
                let t = self.t(if finished { Id::UiResumedFinished } else { Id::UiResumed });
                self.say_text(t, Some(Earcon::TurnStart), Keep::Yes);
                if let Some((cmd, events, at)) = last {
                    // The last decision may have been saved just before Vigie stopped, and never
                    // said: what it did is said again, so that the board follows.
                    let text = self.ta(Id::UiResumedLast, &[("what", self.an.decision(&cmd))]);
                    self.say_text(text, None, Keep::Yes);
                    self.when = at;
                    let table: Vec<Message> = self
                        .an
                        .events(&events, self.settings.verbosity)
                        .into_iter()
                        .filter(|m| m.channel == Channel::Table)
                        .collect();
                    for m in table {
                        if let Some(m) = self.hold_until_looked(&events, m) {
                            self.say(m, Keep::Yes);
                        }
                    }
                    self.when = self.game().map_or((0, None), moment);
                }
                if let Some(g) = self.game() {
                    let text = self.an.turn_words(g);
                    self.say_text(text, None, Keep::No);
                }
                self.say_resumed_secrets();
                self.reassign_pads();
                self.open_game();
            }
            Err(crate::store::StoreError::Read { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
                let t = self.t(Id::UiNoSave);
                self.say_error(t);
            }
            Err(e) => {
                let reason = e.to_string();
                let text = match crate::store::move_aside(&path) {
                    Some(p) => self.ta(Id::UiSaveUnreadable, &[("reason", reason), ("path", p.display().to_string())]),
                    None => {
                        self.ta(Id::UiSaveUnreadableKept, &[("reason", reason), ("path", path.display().to_string())])
                    }
                };
                self.say_error(text);
            }
        }
    }

    /// After a resume: what was said during the game so far, for the history review, as it was
    /// said to the table (replayed from the saved decisions).
    fn rebuild_said(&mut self) -> Option<(Command, Vec<crate::engine::Event>, Moment)> {
        let s = self.session.as_ref()?;
        let mut said = MessageLog::new();
        let mut g = *s.history.start();
        let verbosity = self.settings.verbosity;
        // Each player's secrets, with their turn: those of this turn come back (the secret key).
        let mut secrets: Vec<(Seat, u16, String)> = Vec::new();
        let mut keep = |at: Moment, events: &[crate::engine::Event]| {
            for ((turn, phase), part) in by_moment(events, at) {
                for m in self.an.events(part, verbosity) {
                    match m.channel {
                        Channel::Table => said.push(turn, phase, &m),
                        Channel::Private(seat) => secrets.push((seat, turn, m.spoken(verbosity))),
                    }
                }
            }
        };
        keep((0, None), s.history.start_events());
        let mut last = None;
        for cmd in s.history.log().commands {
            let at = moment(&g);
            match g.apply(cmd) {
                Ok(events) => {
                    keep(at, &events);
                    last = Some((cmd, events, at));
                }
                Err(_) => break,
            }
        }
        self.said = said;
        let turn = g.turn();
        for (seat, t, text) in secrets {
            if t == turn {
                self.remember_privately(seat, text);
            }
        }
        last
    }

    fn autosave(&mut self) {
        let Some(s) = &self.session else { return };
        let saved =
            crate::store::save::Saved { names: s.names.clone(), history: s.history.clone(), table: s.table.clone() };
        let decisions = s.history.log().commands.len();
        let last = s.history.log().commands.last().map(|c| crate::script::public_command(c, &s.names));
        match crate::store::save::store(&self.paths.save, &saved) {
            Ok(()) => {
                let line = format!("# saved {decisions}: {}", last.unwrap_or_else(|| "start".to_owned()));
                self.out.log_line(&line);
            }
            Err(e) => {
                let text = self.ta(Id::UiSaveFailed, &[("reason", e.to_string())]);
                self.say_error(text);
            }
        }
    }

    // ----- the game -----

    /// With real dice, "has seen the dice" waits until the player says they have looked under
    /// the box: kept for then (`None`), or given back to be said now.
    fn hold_until_looked(&mut self, events: &[crate::engine::Event], m: Message) -> Option<Message> {
        if m.id != Some(Id::EvDiceSeen) || !self.an.table_dice() {
            return Some(m);
        }
        let looker = events.iter().find_map(|e| match e.kind {
            crate::engine::EventKind::DiceSeen { player } => Some(player),
            _ => None,
        });
        match (looker, self.session.as_mut()) {
            (Some(player), Some(s)) => {
                s.peek = Some((player, m));
                None
            }
            _ => Some(m),
        }
    }

    /// Says what a decision did; `at` is the moment of the game it was made in.
    fn say_events(&mut self, events: &[crate::engine::Event], at: Moment) {
        if let Some(s) = &self.session {
            self.an.set_secret_entry(s.table.secret_entry);
        }
        for (moment, part) in by_moment(events, at) {
            self.when = moment;
            for m in self.an.events(part, self.settings.verbosity) {
                if let Some(m) = self.hold_until_looked(part, m) {
                    self.say(m, Keep::Yes);
                }
            }
        }
        if events.iter().any(|e| {
            matches!(
                e.kind,
                crate::engine::EventKind::BallotsOpened { .. } | crate::engine::EventKind::DestinationAnnounced { .. }
            )
        }) {
            self.say_entry_plan();
        }
        for e in events {
            if let crate::engine::EventKind::DiceShown { player, dice } = &e.kind {
                let faces = dice.faces().to_vec();
                if let Some(s) = self.session.as_mut()
                    && let Some(told) = s.dice_told.get_mut(player.index())
                {
                    *told = Some((s.history.game().turn(), faces.clone()));
                }
                self.rumble_dice(*player, &faces);
            }
        }
    }

    fn decide(&mut self, cmd: Command) {
        let before = self.waited_for();
        let Some(s) = self.session.as_mut() else { return };
        let at = moment(s.history.game());
        match s.history.apply(cmd) {
            Ok(events) => {
                s.faces.clear();
                self.news.clear();
                self.resumed = false;
                if let Some(seat) = s.ready.take() {
                    self.after_secret_choice(seat);
                }
                self.autosave();
                // The cues first: a player's dice, told by rumble, come after them, never mixed.
                self.rumble_cues(cmd, &before);
                self.say_events(&events, at);
                if self.game().is_some_and(Game::is_finished) {
                    self.record_epilogues();
                }
                self.open_game();
            }
            Err(e) => {
                let m = self.an.error(&e);
                self.say(m, Keep::Yes);
                self.open_game();
            }
        }
    }

    fn record_epilogues(&mut self) {
        let (Some(unlocked), Some(path)) = (self.game().map(Game::epilogue_record), self.paths.epilogues.clone())
        else {
            return;
        };
        let mut cards = self.epilogue_record().cards();
        cards.extend(unlocked.cards());
        cards.sort_unstable();
        cards.dedup();
        if let Err(e) = crate::store::epilogue::store(&path, &cards) {
            let text = self.ta(Id::UiRecordFailed, &[("reason", e.to_string())]);
            self.say_error(text);
        }
    }

    /// The end of a game was undone: the epilogue it unlocked is no longer unlocked.
    fn forget_epilogue(&mut self, ended: &Game) {
        let (Some(card), Some(path)) = (ended.unlocked_epilogue(), self.paths.epilogues.clone()) else { return };
        let kept: Vec<u8> = self.epilogue_record().cards().into_iter().filter(|c| *c != card).collect();
        if let Err(e) = crate::store::epilogue::store(&path, &kept) {
            let text = self.ta(Id::UiRecordFailed, &[("reason", e.to_string())]);
            self.say_error(text);
        }
    }

    fn undo(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        s.faces.clear();
        s.peek = None;
        let before = *s.history.game();
        match s.history.undo() {
            Some(cmd) => {
                self.new_news();
                self.when = self.game().map_or((0, None), moment);
                let what = self.an.decision(&cmd);
                self.autosave();
                let text = self.ta(Id::DecisionUndone, &[("what", what)]);
                self.say_text(text, Some(Earcon::Undo), Keep::Yes);
                if let Some(after) = self.game().copied() {
                    for step in self.an.board_changes(&before, &after) {
                        self.say_text(step, None, Keep::Yes);
                    }
                    if before.is_finished() && !after.is_finished() {
                        self.forget_epilogue(&before);
                    }
                }
                self.open_game();
            }
            None => {
                let t = self.t(Id::UiNothingToUndo);
                self.say_key_error(t);
            }
        }
    }

    fn redo(&mut self) {
        let Some(s) = self.session.as_mut() else { return };
        s.faces.clear();
        s.peek = None;
        let at = moment(s.history.game());
        match s.history.redo() {
            Some((cmd, events)) => {
                self.new_news();
                self.when = at;
                let what = self.an.decision(&cmd);
                self.autosave();
                let text = self.ta(Id::DecisionRedone, &[("what", what)]);
                self.say_text(text, Some(Earcon::Undo), Keep::Yes);
                self.say_events(&events, at);
                self.open_game();
            }
            None => {
                let t = self.t(Id::UiNothingToRedo);
                self.say_key_error(t);
            }
        }
    }

    /// Opens (or refreshes) the game's current question and says it.
    fn open_game(&mut self) {
        if self.session.is_some() && self.out.first_held().is_some() {
            self.open_handover();
            return;
        }
        if let Some(seat) = self.session.as_ref().and_then(|s| s.peek.as_ref().map(|(p, _)| *p)) {
            let title = self.ta(Id::UiPeek, &[("player", self.name(seat))]);
            let items = vec![Item::new(self.ta(Id::UiPeekDone, &[("player", self.name(seat))]), Choice::Peeked)];
            self.stack.clear();
            self.push(Screen::new(Kind::Peek(seat), title, items));
            return;
        }
        let Some(screen) = self.game_screen() else { return };
        let Some(screen) = self.secret_entry(screen) else { return };
        self.stack.clear();
        self.push(screen);
    }

    fn name(&self, s: Seat) -> String {
        self.an.name(s)
    }

    /// The menu for the decision pending now.
    fn game_screen(&self) -> Option<Screen> {
        let s = self.session.as_ref()?;
        // A player without a private channel shows the table: their question is an open one.
        let shown = self.chooser().is_some_and(|c| *s.table.channel(c) == PrivateChannel::None);
        self.an.set_secret_entry(s.table.secret_entry && !shown);
        let g = *s.history.game();
        let p = g.pending();
        let legal = |cmd: &Command| {
            let mut copy = g;
            copy.apply(*cmd).is_ok()
        };
        let mut title = self.an.prompt_for(&p, self.chooser(), self.resumed).text;
        let mut items: Vec<Item<Choice>> = Vec::new();
        match p {
            Pending::Dice { count, .. } => {
                let n = s.faces.len() as f64 + 1.0;
                title = format!("{title} {}", self.tn(Id::UiDiceEntry, &[("number", n), ("count", f64::from(count))]));
                items = (1..=6u8).map(|f| Item::numbered(f.to_string(), Choice::Face(f), f)).collect();
            }
            Pending::Placement { player, dice, characters } => {
                for r in characters.iter() {
                    let mut places: Vec<Item<Choice>> = Vec::new();
                    for face in dice.faces() {
                        let cmd = Command::Place { player, role: r, die: *face };
                        let Some(loc) = Loc::new(*face) else { continue };
                        if places.iter().any(|it| it.jump == char::from_digit(u32::from(*face), 10)) || !legal(&cmd) {
                            continue;
                        }
                        places.push(Item::numbered(
                            capitalise(&self.an.place_words(loc)),
                            Choice::Do(cmd),
                            loc.number(),
                        ));
                    }
                    // The locations in the order of their numbers, whatever the order of the dice.
                    places.sort_by_key(|it| it.jump);
                    match places.len() {
                        0 => {}
                        1 => items.push(Item::new(capitalise(&self.an.role_word(r)), places.remove(0).value)),
                        _ => {
                            let sub_title = self.ta(Id::UiPlacementWhere, &[("role", self.an.role_word(r))]);
                            let sub = Screen::new(Kind::GameSub, sub_title, places);
                            items.push(Item::new(capitalise(&self.an.role_word(r)), Choice::Open(Box::new(sub))));
                        }
                    }
                }
            }
            Pending::Discussion { vote, candidates, .. } => {
                let mut id = if candidates.len() > 1 { Id::UiContinueVote } else { Id::UiContinueNoVote };
                if let crate::engine::VoteKind::Attack(loc) = vote
                    && !g.would_attack(loc)
                {
                    // A card changed the situation: the question says so, not the vote to come.
                    let mut a = FluentArgs::new();
                    a.set("place", self.an.place_words(loc));
                    a.set("monsters", Announcer::num(g.monsters(loc)));
                    a.set("strength", Announcer::num(g.strength_at(loc)));
                    title = self.an.text(Id::UiAttackStopped, Some(&a));
                    id = Id::UiContinueStopped;
                }
                items.push(Item::new(self.t(id), Choice::Do(Command::Continue)));
                items.extend(self.card_items(&g));
            }
            Pending::Ballots { waiting, candidates, .. } => {
                if let Some(voter) = self.chooser().or_else(|| waiting.iter().next()) {
                    for c in candidates.iter() {
                        let cmd = Command::Ballot { voter, candidate: c };
                        if legal(&cmd) {
                            let q = self
                                .ta(Id::UiConfirmBallot, &[("voter", self.name(voter)), ("candidate", self.name(c))]);
                            items.push(Item::new(self.name(c), Choice::Confirm(cmd, q)));
                        }
                    }
                }
            }
            Pending::TieBreak { martyr, tied, .. } => {
                for c in tied.iter() {
                    let q = self.ta(Id::UiConfirmTie, &[("martyr", self.name(martyr)), ("candidate", self.name(c))]);
                    items.push(Item::new(self.name(c), Choice::Confirm(Command::BreakTie { candidate: c }, q)));
                }
            }
            Pending::TruckShare { player, .. } => {
                for to in g.seats() {
                    let cmd = Command::Give { to };
                    if legal(&cmd) {
                        let label = if to == player {
                            self.t(Id::UiKeep)
                        } else {
                            self.ta(Id::UiGive, &[("player", self.name(to))])
                        };
                        items.push(Item::new(label, Choice::Do(cmd)));
                    }
                }
            }
            Pending::DiceWindow { .. } | Pending::BeforeMove { .. } | Pending::AfterMovement { .. } => {
                items.push(Item::new(self.t(Id::UiContinue), Choice::Do(Command::Continue)));
                items.extend(self.card_items(&g));
            }
            Pending::AnnounceDestination { player, open } => {
                for l in open.iter() {
                    let cmd = Command::Destination { player, location: l };
                    if legal(&cmd) {
                        items.push(Item::numbered(capitalise(&self.an.place_words(l)), Choice::Do(cmd), l.number()));
                    }
                }
            }
            Pending::SecretDestinations { waiting, open } => {
                if let Some(player) = self.chooser().or_else(|| waiting.iter().next()) {
                    for l in open.iter() {
                        let cmd = Command::Destination { player, location: l };
                        if legal(&cmd) {
                            let q = self.ta(
                                Id::UiConfirmDestination,
                                &[("player", self.name(player)), ("place", self.an.place_words(l))],
                            );
                            items.push(Item::numbered(
                                capitalise(&self.an.place_words(l)),
                                Choice::Confirm(cmd, q),
                                l.number(),
                            ));
                        }
                    }
                }
            }
            Pending::Move { player, characters, .. } => {
                for r in characters.iter() {
                    // Where it stands now: the board is read as the choice is made.
                    let place = g.location_of(player, r).map(|l| self.an.place_short(l)).unwrap_or_default();
                    let label = self.ta(Id::UiMoveItem, &[("role", self.an.role_word(r)), ("place", place)]);
                    items.push(Item::new(capitalise(&label), Choice::Do(Command::Move { player, role: r })));
                }
                items.extend(self.card_items(&g));
            }
            Pending::Victim { player, characters, .. } => {
                for r in characters.iter() {
                    let q =
                        self.ta(Id::UiConfirmVictim, &[("player", self.name(player)), ("role", self.an.role_word(r))]);
                    items.push(Item::new(
                        capitalise(&self.an.role_word(r)),
                        Choice::Confirm(Command::Victim { player, role: r }, q),
                    ));
                }
            }
            Pending::Keys { candidates } => {
                for c in candidates.iter() {
                    let q = self.ta(Id::UiConfirmKeys, &[("player", self.name(c))]);
                    items.push(Item::new(self.name(c), Choice::Confirm(Command::Keys { holder: Some(c) }, q)));
                }
                let q = self.t(Id::UiConfirmNoKeys);
                items.push(Item::new(self.t(Id::UiNobody), Choice::Confirm(Command::Keys { holder: None }, q)));
            }
            Pending::TwoWeapons { .. } => {
                for (answer, id, q) in
                    [(true, Id::UiYes, Id::UiConfirmWeapons), (false, Id::UiNo, Id::UiConfirmNoWeapons)]
                {
                    items.push(Item::new(self.t(id), Choice::Confirm(Command::TwoWeapons { answer }, self.t(q))));
                }
            }
            Pending::Finished => {
                // The scores as they were announced at the end, and the winners.
                let end = [
                    crate::engine::EventKind::Scored { scores: crate::engine::PerSeat(g.scores()), keys: g.keys() },
                    crate::engine::EventKind::Winners { winners: g.winners() },
                ]
                .map(|kind| {
                    self.an.event(&crate::engine::Event { audience: crate::engine::Audience::Table, kind }).0.text
                });
                items.push(Item::new(self.t(Id::UiFinalScore), Choice::Hear(end.join(" "))));
                items.push(Item::new(self.t(Id::UiMainMenu), Choice::MainMenu));
                items.push(Item::new(self.t(Id::UiQuit), Choice::Quit));
            }
        }
        Some(Screen::new(Kind::Game, title, items))
    }

    /// "Red plays a card": for each player who could play one now, the cards, then the ways.
    fn card_items(&self, g: &Game) -> Vec<Item<Choice>> {
        let mut items = Vec::new();
        for player in g.seats() {
            let mut kinds: Vec<Item<Choice>> = Vec::new();
            for kind in CardKind::ALL {
                let plays = g.card_plays(player, kind);
                let do_play = |card| Choice::Do(Command::Play { player, card });
                let card = capitalise(&self.an.card_word(kind));
                let how = self.ta(
                    Id::UiHowPlay,
                    &[
                        ("player", self.name(player)),
                        ("card", kind.name().to_owned()),
                        ("name", self.an.card_word(kind)),
                    ],
                );
                let way = |c: &crate::engine::CardPlay| match *c {
                    crate::engine::CardPlay::TinCan { to } | crate::engine::CardPlay::EnergyDrink { to, .. } => {
                        Item::numbered(capitalise(&self.an.place_words(to)), do_play(*c), to.number())
                    }
                    crate::engine::CardPlay::RottenMeat { role } => {
                        Item::new(capitalise(&self.an.role_word(role)), do_play(*c))
                    }
                    _ => Item::new(capitalise(&self.an.card_play_words(c)), do_play(*c)),
                };
                match plays.as_slice() {
                    [] => {}
                    [one] => kinds.push(Item::new(card, do_play(*one))),
                    many if kind == CardKind::EnergyDrink => {
                        // Which character, then where.
                        let mut roles: Vec<Item<Choice>> = Vec::new();
                        for r in Role::ALL {
                            let places: Vec<Item<Choice>> = many
                                .iter()
                                .filter(
                                    |c| matches!(c, crate::engine::CardPlay::EnergyDrink { role, .. } if *role == r),
                                )
                                .map(way)
                                .collect();
                            if places.is_empty() {
                                continue;
                            }
                            let now = g.location_of(player, r).map(|l| self.an.place_words(l)).unwrap_or_default();
                            let title = self.ta(Id::UiDrinkWhere, &[("role", self.an.role_word(r)), ("place", now)]);
                            let sub = Screen::new(Kind::GameSub, title, places);
                            roles.push(Item::new(capitalise(&self.an.role_word(r)), Choice::Open(Box::new(sub))));
                        }
                        let sub = Screen::new(Kind::GameSub, how, roles);
                        kinds.push(Item::new(card, Choice::Open(Box::new(sub))));
                    }
                    many => {
                        let ways = many.iter().map(way).collect();
                        kinds.push(Item::new(card, Choice::Open(Box::new(Screen::new(Kind::GameSub, how, ways)))));
                    }
                }
            }
            if kinds.is_empty() {
                continue;
            }
            let label = self.ta(Id::UiPlaysACard, &[("player", self.name(player))]);
            let title = self.ta(Id::UiWhichCard, &[("player", self.name(player))]);
            items.push(Item::new(label, Choice::Open(Box::new(Screen::new(Kind::GameSub, title, kinds)))));
        }
        items
    }

    fn enter_face(&mut self, f: u8) {
        let Some(s) = self.session.as_mut() else { return };
        let Pending::Dice { count, .. } = s.history.game().pending() else { return };
        s.faces.push(f);
        if s.faces.len() < usize::from(count) {
            let t = f.to_string();
            self.say_text(t, None, Keep::No);
            self.open_game();
            return;
        }
        let faces = std::mem::take(&mut s.faces);
        match Dice::new(&faces) {
            Some(dice) => self.decide(Command::Roll { dice }),
            None => self.open_game(),
        }
    }
}

/// A moment of the game: the turn, and the phase (`None`: the set-up, or a turn's start).
type Moment = (u16, Option<crate::engine::Phase>);

fn moment(g: &Game) -> Moment {
    (g.turn(), g.phase())
}

/// Events cut where a turn or a phase begins, each part with the moment it belongs to.
fn by_moment(events: &[crate::engine::Event], mut at: Moment) -> Vec<(Moment, &[crate::engine::Event])> {
    use crate::engine::EventKind as E;
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, e) in events.iter().enumerate() {
        let next = match e.kind {
            E::TurnStarted { turn } => Some((turn, None)),
            E::PhaseStarted { turn, phase } => Some((turn, Some(phase))),
            _ => None,
        };
        if let Some(next) = next {
            if i > start {
                parts.push((at, &events[start..i]));
            }
            at = next;
            start = i;
        }
    }
    if start < events.len() {
        parts.push((at, &events[start..]));
    }
    parts
}

fn verbosity_id(v: Verbosity) -> Id {
    match v {
        Verbosity::Brief => Id::UiVerbosityBrief,
        Verbosity::Normal => Id::UiVerbosityNormal,
        Verbosity::Full => Id::UiVerbosityFull,
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
