//! The words every layer shares: languages, verbosity, channels, sound cues, messages, notices,
//! speech prosody, rumble patterns and the players' names. Nothing here depends on anything
//! above it (only on the engine's types).

mod id;
pub mod rumble;

pub use id::Id;

use crate::engine::Seat;
use std::fmt;
use std::str::FromStr;

/// A language Vigie speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Fr,
}

impl Lang {
    /// Every language, in a fixed order.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language's code: `en`, `fr`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// Index into per-language arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        match s {
            "en" => Ok(Lang::En),
            "fr" => Ok(Lang::Fr),
            _ => Err(format!("{s} is not a language Vigie speaks (en, fr)")),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// How much Vigie says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verbosity {
    /// What changes the board or needs the table, nothing else.
    Brief,
    /// Every event, short.
    Normal,
    /// Every event with its details.
    Full,
}

impl FromStr for Verbosity {
    type Err = String;
    fn from_str(s: &str) -> Result<Verbosity, String> {
        match s {
            "brief" => Ok(Verbosity::Brief),
            "normal" => Ok(Verbosity::Normal),
            "full" => Ok(Verbosity::Full),
            _ => Err(format!("{s} is not a verbosity (brief, normal, full)")),
        }
    }
}

/// Who may hear a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Channel {
    /// The table's speaker.
    Table,
    /// One player's private channel only.
    Private(Seat),
}

/// The sound cues: short, distinct, each with one meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Earcon {
    TurnStart,
    MonsterPlaced,
    Attack,
    Eaten,
    VoteOpens,
    VoteResult,
    Tie,
    DiceShaken,
    PrivateWaiting,
    Error,
    Undo,
    /// A choice moved in a secret entry: heard by all, says nothing.
    Tick,
}

impl Earcon {
    /// Every cue.
    pub const ALL: [Earcon; 12] = [
        Earcon::TurnStart,
        Earcon::MonsterPlaced,
        Earcon::Attack,
        Earcon::Eaten,
        Earcon::VoteOpens,
        Earcon::VoteResult,
        Earcon::Tie,
        Earcon::DiceShaken,
        Earcon::PrivateWaiting,
        Earcon::Error,
        Earcon::Undo,
        Earcon::Tick,
    ];

    /// The cue's stable name (also its file name under `sounds/`).
    pub fn name(self) -> &'static str {
        match self {
            Earcon::TurnStart => "turn-start",
            Earcon::MonsterPlaced => "monster-placed",
            Earcon::Attack => "attack",
            Earcon::Eaten => "eaten",
            Earcon::VoteOpens => "vote-opens",
            Earcon::VoteResult => "vote-result",
            Earcon::Tie => "tie",
            Earcon::DiceShaken => "dice-shaken",
            Earcon::PrivateWaiting => "private-waiting",
            Earcon::Error => "error",
            Earcon::Undo => "undo",
            Earcon::Tick => "tick",
        }
    }
}

/// How important an event is: what the brief verbosity keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Weight {
    /// Said at every verbosity: the board changes, or the table must act.
    Essential,
    /// Said at normal and full verbosity.
    Normal,
    /// Said at full verbosity only (a step that a later message sums up).
    Full,
}

impl Weight {
    /// True when a message of this weight is said at this verbosity.
    pub fn said_at(self, verbosity: Verbosity) -> bool {
        match self {
            Weight::Essential => true,
            Weight::Normal => verbosity > Verbosity::Brief,
            Weight::Full => verbosity == Verbosity::Full,
        }
    }
}

/// One thing to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub channel: Channel,
    /// The short text, said first.
    pub text: String,
    /// More, said at full verbosity or on request.
    pub detail: Option<String>,
    pub earcon: Option<Earcon>,
    /// The message of the locales the text comes from (`None`: words put together elsewhere,
    /// such as a screen's line or a review).
    pub id: Option<Id>,
}

impl Message {
    /// The text and, at full verbosity, its detail.
    pub fn spoken(&self, verbosity: Verbosity) -> String {
        match (&self.detail, verbosity) {
            (Some(d), Verbosity::Full) => format!("{} {}", self.text, d),
            _ => self.text.clone(),
        }
    }
}

/// Something the user must be told about the outputs themselves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// No speech engine could be reached: Vigie goes on in text (and looks for it again).
    SpeechUnavailable(String),
    /// The speech engine stopped answering or failed mid-game: Vigie goes on in text (and looks
    /// for it again).
    SpeechLost(String),
    /// Speech works again after it was unavailable or lost.
    SpeechBack(String),
    /// No audio device: Vigie goes on without sound cues.
    NoAudioDevice(String),
    /// The table's speech goes through this service (a screen reader the user asked for).
    SpeechThrough(String),
    /// The user asked for their screen reader and none answers (why): the system's voices speak.
    NoScreenReader(String),
    /// The speech service has no voice for the language in use (its code): its default voice
    /// speaks.
    NoVoice(String),
}

impl Notice {
    /// The message id that tells it.
    pub fn id(&self) -> Id {
        match self {
            Notice::SpeechUnavailable(_) => Id::NoticeSpeechUnavailable,
            Notice::SpeechLost(_) => Id::NoticeSpeechLost,
            Notice::SpeechBack(_) => Id::NoticeSpeechBack,
            Notice::NoAudioDevice(_) => Id::NoticeNoAudioDevice,
            Notice::SpeechThrough(_) => Id::NoticeSpeechThrough,
            Notice::NoScreenReader(_) => Id::NoticeNoScreenReader,
            Notice::NoVoice(_) => Id::NoticeNoVoice,
        }
    }

    /// The name its words give (the service speaking), if any.
    pub fn name(&self) -> Option<&str> {
        match self {
            Notice::SpeechThrough(name) => Some(name),
            _ => None,
        }
    }

    /// The technical reason, for the log.
    pub fn reason(&self) -> &str {
        match self {
            Notice::SpeechUnavailable(r)
            | Notice::SpeechLost(r)
            | Notice::SpeechBack(r)
            | Notice::NoAudioDevice(r)
            | Notice::SpeechThrough(r)
            | Notice::NoScreenReader(r)
            | Notice::NoVoice(r) => r,
        }
    }

    /// True when something stopped working (told with the error cue).
    pub fn is_problem(&self) -> bool {
        !matches!(self, Notice::SpeechBack(_) | Notice::SpeechThrough(_))
    }
}

/// Speech rate, volume and pitch, each -100 to 100 as speech-dispatcher counts them (volume 100
/// is the normal level).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prosody {
    pub rate: f32,
    pub volume: f32,
    pub pitch: f32,
}

impl Default for Prosody {
    fn default() -> Self {
        Prosody { rate: 0.0, volume: 100.0, pitch: 0.0 }
    }
}

/// The name of one of the engine's reasons (why a location is left in peace, why the truck is
/// not searched, why monsters leave...): its serialized name (`no-monsters`, `deck-empty`), the
/// same in the script's plain lines and in the locales' selectors.
/// A reason that stops serializing as a name is a mistake of the code (a debug build says so);
/// a release build words it by the message's default.
pub fn reason(r: &impl serde::Serialize) -> String {
    match serde_json::to_value(r) {
        Ok(serde_json::Value::String(name)) => name,
        other => {
            debug_assert!(false, "a reason serialized as {other:?}, not as a name");
            String::new()
        }
    }
}
