//! The screens' parts: what a screen is for ([`Kind`]), what choosing its items does ([`Choice`]), and a screen itself.

use super::*;

/// What a screen is for: decides what choosing an item does, and which keys work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
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
pub(super) enum Choice {
    NewGame,
    Resume,
    Settings,
    Cards,
    Rules,
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
pub(super) enum Then {
    Quit,
    NewGame,
    /// Start the game although some players cannot hear their secrets.
    Start,
    Apply(Command),
}

#[derive(Clone, Debug)]
pub(super) struct Screen {
    pub(super) kind: Kind,
    pub(super) title: String,
    pub(super) menu: Menu<Choice>,
    pub(super) field: Option<String>,
    /// A secret choice: its words go to this player's private channel only.
    pub(super) secret_for: Option<Seat>,
}

impl Screen {
    pub(super) fn new(kind: Kind, title: String, items: Vec<Item<Choice>>) -> Screen {
        Screen { kind, title, menu: Menu::new(items), field: None, secret_for: None }
    }
}
