//! The screens' parts: what a screen is for ([`Kind`]), what choosing its items does ([`Choice`]), and a screen itself.

use super::channels::ChannelPick;
use super::game::GamePick;
use super::handover::HandoverPick;
use super::lists::ListPick;
use super::menus::MenuPick;
use super::pads::PadPick;
use super::phones::PhonePick;
use super::rulesets::{AnyTable, AtTable, Decision};
use super::secrets::SecretPick;
use super::settings::{Setting, SettingPick};
use super::setup::{Draft, SetupPick};
use crate::engine::{Loc, Seat};
use crate::input::Action;
use crate::store::settings::Settings;
use crate::ui::menu::{Item, Menu};
use crate::vocab::Lang;

/// What a screen is for: decides what choosing an item does, and which keys work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
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
    /// The table's options of a ruleset that has some (Mall of Horror's).
    SetupOptions,
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
    /// The phones' page: its address, join code and QR code, and each phone's state.
    Phones,
}

impl Choice {
    /// Applies this decision of the rules `R`.
    pub fn decide<R: AtTable>(cmd: R::Command) -> Choice {
        Choice::Game(GamePick::Do(Decision::of::<R>(cmd)))
    }

    /// Asks `question`, then applies this decision of the rules `R` if the answer is yes.
    pub fn confirm<R: AtTable>(cmd: R::Command, question: String) -> Choice {
        Choice::Game(GamePick::Confirm(Decision::of::<R>(cmd), question))
    }

    /// A further step of a decision: a menu of its own, asking `title`.
    pub fn further(title: String, items: Vec<Item<Choice>>) -> Choice {
        super::game::further(title, items)
    }

    /// Says this text (a card's description, a rules topic, a score).
    pub fn hear(text: String) -> Choice {
        Choice::Menu(MenuPick::Hear(text))
    }
}

/// What choosing an item does: each screen's own choices, by the module that acts on them. A
/// ruleset's items are made with [`Choice::decide`], [`Choice::confirm`], [`Choice::further`]
/// and [`Choice::hear`].
#[derive(Clone, Debug)]
pub enum Choice {
    Menu(MenuPick),
    Setup(SetupPick),
    Settings(SettingPick),
    Lists(ListPick),
    Secrets(SecretPick),
    Handover(HandoverPick),
    Channels(ChannelPick),
    Pads(PadPick),
    Phones(PhonePick),
    Game(GamePick),
}

/// What a screen's choice asks of the coordinator ([`App::run`](super::App::run)), which alone changes the
/// interface: the screens that answer with effects (`menus.rs`, `lists.rs`) only read it.
#[derive(Debug)]
pub enum Effect {
    /// Open this screen.
    Push(Screen),
    /// Leave the screen in focus, saying nothing.
    Pop,
    /// This screen on top, saying nothing.
    Place(Screen),
    /// This screen in place of the one at this place in the stack, saying nothing.
    Replace(usize, Screen),
    /// The screens that show game choices rebuilt in the language spoken now (see
    /// [`super::menus::relabelled`]).
    Relabel,
    /// Say the screen in focus again.
    SayTop,
    /// Say this (not kept for the repeat key's news).
    Say(String),
    /// Say this, with this cue, kept as this says.
    Speak(String, Option<crate::vocab::Earcon>, super::Keep),
    /// What the back key does.
    Back,
    /// Do this action, as its key does.
    Act(Action),
    /// The main menu, in place of every screen.
    OpenMain,
    /// The game's question, in place of every screen.
    OpenGame,
    /// The set-up of a new game of these rules.
    OpenSetup(&'static dyn AnyTable),
    OpenSettings,
    /// The interface speaks this language now (the players' colours too).
    Lang(Lang),
    /// These settings are in force (applied by [`Effect::SettingChanged`]).
    Settings(Box<Settings>),
    /// A setting changed: applied to the outputs, kept, its new value said.
    SettingChanged(Setting),
    /// The settings written to the user's file.
    KeepSettings,
    /// The set-up's number of players.
    OpenSetupPlayers,
    /// A step of the set-up, opened from the game being set up as it is then.
    Setup(super::setup::Step),
    /// The game being set up is this one now.
    Draft(Box<Draft>),
    /// The name being typed is this now.
    Field(String),
    /// A letter chosen for the name being typed, typed as its key (refused when the name does
    /// not take it).
    Letter(crate::input::Key),
    /// Leave every screen above the last one of this kind, and that one.
    PopThrough(Kind),
    /// Keep the first screens, this many.
    Truncate(usize),
    /// The board is as the table wants it: the ruleset's next set-up step.
    BoardOk,
    /// A choice of the ruleset's own set-up screens, by its number.
    SetupChoice(u8),
    /// The channels screen of the set-up.
    OpenChannels,
    /// Each gamepad to whom the table's records say.
    ReassignPads,
    /// The announcer calls the players by these names.
    Names(Vec<String>),
    /// The game's players are named so now.
    PlayerNames(Vec<String>),
    /// The table was reminded of what a key cut and nobody heard (not again before more is cut).
    Reminded,
    /// This game is the one played now.
    Begin(Box<super::session::Session>),
    /// The phones' page follows the game begun or taken up.
    PhonesForGame,
    /// Say how secret choices are entered at this table.
    EntryRule,
    /// Take up the saved game.
    Resume,
    /// Start the game set up.
    StartGame,
    /// Leave the game in progress (it stays saved).
    EndGame,
    /// Apply this decision, made with the keys.
    Decide(Decision),
    /// What is said from now on belongs to this moment of the game (the history's).
    At(crate::ui::app::Moment),
    /// Say this message, kept as this says (the game's: for the repeat key and the history);
    /// with the same message worded in the other language from the same source, for a phone
    /// that reads it.
    Message(crate::vocab::Message, Also, super::Keep),
    /// The same from words put in the table's language, and in the other for the phones whose
    /// page reads it (see [`super::voice::worded`]).
    Worded(Words, Option<crate::vocab::Earcon>, super::Keep),
    /// Say this as the answer to a key that can do nothing now.
    KeyError(String),
    /// A decision was made, undone or redone: the news since the last one are over.
    ClearNews,
    /// The game is saved.
    Autosave,
    /// No secret is held for anyone any more.
    ForgetAllHeld,
    /// A new turn or round is a new round for the phones' pages (before its secrets are told).
    PhonesRound,
    /// Give this secret to the router for its player's channel alone (`again`: asked again
    /// with the secret key), then say what [`super::secrets::sent`] answers.
    Private {
        seat: Seat,
        text: String,
        dice: Option<Vec<u8>>,
        again: bool,
    },
    /// These dice rumble on the player's gamepad (besides a private channel).
    RumbleDice(Seat, Vec<u8>),
    /// The screen is wiped once the screen in use is left (a secret choice read on it).
    WipeLater,
    /// The item at this place is in focus now: said.
    Focus(usize),
    /// Choose the item in focus.
    Choose,
    /// Say again the game's messages a key cut.
    SayUnheard,
    /// Say that some of the game's messages were not heard, and the key that says them.
    UnheardNotice,
    /// Say this again, with its cue (not kept).
    Repeat(String, Option<crate::vocab::Earcon>),
    /// A key of no use here.
    KeyUnknown,
    Undo,
    Redo,
    /// The set-up's last name is dropped (chosen again).
    DropName,
    /// The ruleset's own hook, run now.
    Hook(super::session::Hook),
    /// The faces of the real dice entered so far, for the dice asked now.
    Faces(Vec<u8>),
    /// The player has looked under the dice box: what the table was to hear then is said.
    Peeked,
    /// Say this, kept for the repeat key and the history.
    Tell(String),
    /// Say this as an error (kept).
    Error(String),
    /// The item in focus, said to the table (not kept, not shown as the last thing said), or
    /// to the player of a secret choice alone (a neutral tick to the table).
    Echo(Option<Seat>, String),
    /// Kept in the session, for this player to hear again with the secret key.
    Remember(Seat, String),
    /// Say this as an error, the first time in a run only (the notice's message id).
    ErrorOnce(crate::vocab::Id, String),
    /// This screen, in place of every screen.
    Alone(Screen),
    /// The secrets the router holds for this player, taken to be told now (none: their secret
    /// choice opens).
    TakeHeld(Seat),
    /// The secrets held for this player are not told now (they stay kept, to hear later).
    ForgetHeld(Seat),
    /// Tell this secret to its player, who is ready for it (through their headset or the screen).
    ShowSecret(Seat, String),
    /// This player is ready for their secret choice (the headset on, or alone at the screen).
    ReadyFor(Option<Seat>),
    /// This player's private channel is this one now (in the game's or the set-up's records).
    Channel(Seat, crate::store::save::PrivateChannel),
    /// Secret choices are entered in secret (or openly).
    SecretEntry(bool),
    /// The phones make every decision of their players' own (or their secret choices only).
    PhoneDecisions(bool),
    /// This player's channel became their phone: the phones' page started if needed (if it
    /// cannot run, the player keeps this channel, the one they had).
    PhoneChannel(Seat, crate::store::save::PrivateChannel),
    /// The channels screen again, with this item in focus; the change saved, and said if `say`.
    RefreshChannels {
        focus: usize,
        say: bool,
    },
    /// The phones are told what they are asked now.
    SyncPhones,
    /// The phones' page knows the players by these names.
    PhoneSeats(Vec<String>),
    /// The gamepad in focus rumbles, so that its holder knows it is theirs.
    IdentifyPad,
    /// This gamepad rumbles, so that its holder knows it is theirs.
    Identify(crate::input::PadId),
    /// The table's records of whom gamepads are given to are these.
    PadRecords(Vec<crate::store::save::PadOwner>),
    /// The screens that list the gamepads, again with their new labels.
    RefreshPads,
    /// Say the item in focus.
    SayFocus,
    /// This gamepad acts for this player (`None`: the operator): kept in the table's records,
    /// said, and felt.
    PadOwner(crate::input::PadId, Option<Seat>),
    /// The Phones screen, opened (the server started first if needed).
    OpenPhones,
    /// A new phone may take this seat (its old one is let go).
    NewPhone(Seat),
    /// The operator enters this seat's choice, asked of its phone.
    TakeOver(Seat),
    /// The phones' desk changes, the phones' server told (see [`super::desk::DeskChange`]).
    Desk(super::desk::DeskChange),
    /// Something happened on a phone: heard when its turn comes (`phones::heard`).
    FromPhone(crate::phone::PhoneEvent),
    /// A phone's answer: its decision made from afar (the screen in use stays unless it is the
    /// game's own question), then `phones::answered`.
    PhoneAnswer(Box<super::phones::Answer>),
    /// Start the phones' server (`phones::ensure`), or say why it cannot.
    StartPhones(Box<super::desk::Starting>),
    /// These effects, worked out when their turn comes.
    When(Later),
    /// These effects, worked out when their turn comes in the language this seat's phone reads
    /// (`phones::announcer`), the table's again after.
    ForPhone(Seat, Later),
    /// The Phones screen on top shows each phone's state as it is now (built when its turn comes).
    RefreshPhones,
    /// Leave Vigie, or leave for the Escape soundtrack.
    Leave {
        escape: bool,
    },
}

/// Effects worked out when their turn comes, from what the effects before them left (the
/// interface is only read).
pub struct Later(Box<Worked>);

type Worked = dyn FnOnce(&super::App) -> Vec<Effect>;

impl Later {
    pub(super) fn new(f: impl FnOnce(&super::App) -> Vec<Effect> + 'static) -> Later {
        Later(Box::new(f))
    }

    pub(super) fn run(self, cx: &super::App) -> Vec<Effect> {
        (self.0)(cx)
    }
}

impl std::fmt::Debug for Later {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Later")
    }
}

/// What a "yes" confirms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    Quit,
    /// A new game of these rules in place of the one saved.
    NewGame(&'static dyn AnyTable),
    /// Start the game although some players cannot hear their secrets.
    Start,
    Apply(Decision),
    /// Give a player's seat to a new phone.
    NewPhone(Seat),
    /// The operator enters a choice a phone was asked.
    TakeOver(Seat),
}

/// A screen: its question and its menu.
#[derive(Clone, Debug)]
pub struct Screen {
    pub(super) kind: Kind,
    pub(super) title: String,
    pub(super) menu: Menu<Choice>,
    pub(super) field: Option<String>,
    /// A secret choice: its words go to this player's private channel only.
    pub(super) secret_for: Option<Seat>,
    /// A secret shown on the screen for one player: the screen shows it alone, and once this
    /// screen is closed (by whatever way) the screen is wiped.
    pub(super) secret: Option<String>,
    /// The game being set up: the set-up's first screen keeps it, and it goes with that screen.
    pub(super) draft: Option<Box<Draft>>,
    /// The title worded in the other language than the table's, by the same code (the game's
    /// question), for the phones' news of the pages that read it.
    pub(super) title_also: Option<Box<(crate::vocab::Lang, String)>>,
}

impl Screen {
    pub(super) fn new(kind: Kind, title: String, items: Vec<Item<Choice>>) -> Screen {
        Screen {
            kind,
            title,
            menu: Menu::new(items),
            field: None,
            secret_for: None,
            secret: None,
            draft: None,
            title_also: None,
        }
    }
}

/// The screens open, the one in focus last. A screen that showed a secret leaves the screen to
/// be wiped when it is closed, whatever closes it: its own item, the back key, or another
/// screen in place of every screen.
#[derive(Debug, Default)]
pub(super) struct Stack {
    screens: Vec<Screen>,
    wipe: bool,
}

impl Stack {
    pub(super) fn push(&mut self, s: Screen) {
        self.screens.push(s);
    }

    /// Leaves the screens down to the first of this kind, that one too.
    pub(super) fn pop_through(&mut self, kind: Kind) {
        while self.last().is_some_and(|s| s.kind != kind) {
            self.pop();
        }
        self.pop();
    }

    pub(super) fn pop(&mut self) -> Option<Screen> {
        let top = self.screens.pop();
        self.wipe |= top.as_ref().is_some_and(|s| s.secret.is_some());
        top
    }

    /// Keeps the first `n` screens.
    pub(super) fn truncate(&mut self, n: usize) {
        while self.screens.len() > n {
            self.pop();
        }
    }

    pub(super) fn clear(&mut self) {
        self.truncate(0);
    }

    /// The secret shown on the screen, in focus or under a list opened over it (help,
    /// history): the game's own keys wait until it is closed.
    pub(super) fn secret(&self) -> Option<&str> {
        self.screens.iter().rev().find_map(|s| s.secret.as_deref())
    }

    /// The game being set up, if a set-up is open.
    pub(super) fn draft(&self) -> Option<&Draft> {
        self.screens.iter().find_map(|s| s.draft.as_deref())
    }

    pub(super) fn draft_mut(&mut self) -> Option<&mut Draft> {
        self.screens.iter_mut().find_map(|s| s.draft.as_deref_mut())
    }

    /// The screen held a secret another way (a secret choice read on it): wipe it.
    pub(super) fn wipe_later(&mut self) {
        self.wipe = true;
    }

    /// True once after a secret left the screen: its scrollback must be wiped too.
    pub(super) fn take_wipe(&mut self) -> bool {
        std::mem::take(&mut self.wipe)
    }
}

impl std::ops::Deref for Stack {
    type Target = [Screen];
    fn deref(&self) -> &[Screen] {
        &self.screens
    }
}

impl std::ops::DerefMut for Stack {
    fn deref_mut(&mut self) -> &mut [Screen] {
        &mut self.screens
    }
}

/// A message worded again in another language than the table's, from the same source (the
/// events of a decision), for the phones whose page chose that language.
pub type Also = Option<Box<(crate::vocab::Lang, crate::vocab::Message)>>;

/// Words of the locales that can be put in any language: how a line is worded from an
/// announcer (its language, its players' names), so that a phone whose page reads another
/// language than the table's gets the line in its own (see [`super::voice::worded`]).
#[derive(Clone)]
pub struct Words(std::rc::Rc<dyn Fn(&crate::announce::Announcer) -> String>);

impl Words {
    pub fn new(f: impl Fn(&crate::announce::Announcer) -> String + 'static) -> Words {
        Words(std::rc::Rc::new(f))
    }

    /// The words in `an`'s language.
    pub fn in_(&self, an: &crate::announce::Announcer) -> String {
        (self.0)(an)
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Words")
    }
}
