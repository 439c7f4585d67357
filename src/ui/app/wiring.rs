//! What the interface is given: where its files are, and the outputs it speaks through.

use super::*;

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

/// Starts the phones' server for players named so (by seat), with the page's words.
pub type StartPhones =
    Box<dyn FnMut(Vec<String>, crate::phone::PageWords) -> Result<crate::phone::Phones, crate::phone::PhoneError>>;

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
    /// Starts the phones' server, when a player's channel is their phone (`None`: this Vigie
    /// offers no phones).
    pub phones: Option<StartPhones>,
    /// A screen reader reads the screen aloud (its name): a secret on the screen would be heard
    /// at the table, so the screen is never a player's private channel by default.
    pub screen_heard: Option<String>,
}
