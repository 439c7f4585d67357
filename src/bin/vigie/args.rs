//! The command line's arguments (clap): the library derives nothing from clap.

use clap::{Parser, Subcommand, ValueEnum};

#[derive(Parser)]
#[command(name = "vigie", version, about = "An audio-first companion for the tactile edition of Lockdown")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

#[derive(Subcommand)]
pub enum Cmd {
    /// The table interface (what `vigie` alone opens): a spoken menu, set-up, and a guided game.
    Play {
        /// Do not speak (the screen and the log only).
        #[arg(long)]
        no_speech: bool,
        /// Do not play the sound cues.
        #[arg(long)]
        no_sounds: bool,
        /// Plain lines for a screen reader, instead of the full screen.
        #[arg(long)]
        plain: bool,
        /// Speak through the screen reader running (NVDA or JAWS, on Windows): its voice, its
        /// rate, its braille display. Without one, the system's voices speak.
        #[arg(long)]
        screen_reader: bool,
        /// Do not look for gamepads.
        #[arg(long)]
        no_gamepad: bool,
        /// Also write everything said to the table, and each decision saved, to this file.
        #[arg(long)]
        log: Option<std::path::PathBuf>,
        /// The save file (default: game.json in the user's data directory).
        #[arg(long)]
        save: Option<std::path::PathBuf>,
        /// The seed of new games' dice (default: a fresh one from the operating system's entropy).
        #[arg(long)]
        seed: Option<u64>,
        /// The language (en or fr), kept for the next runs.
        #[arg(long)]
        lang: Option<vigie::vocab::Lang>,
        /// The port of the phones' page (started when a player's channel is their phone).
        #[arg(long, default_value_t = 7878)]
        phone_port: u16,
        /// The address the phones' page listens on (all of this computer's networks by default).
        #[arg(long, default_value = "0.0.0.0")]
        phone_bind: std::net::IpAddr,
    },
    /// Prints the join address, code and QR code of the phones' page of the Vigie running now,
    /// to read on another screen or to print.
    Phones {
        /// The language of the words printed (default: the settings').
        #[arg(long)]
        lang: Option<vigie::vocab::Lang>,
    },
    /// Plays a game from a script file (`-` for standard input); see docs/script.md.
    Script {
        /// The script to run, or `-` for standard input.
        file: String,
        /// Also print, before each command, the decision that was pending.
        #[arg(long)]
        prompts: bool,
        /// Print what Vigie says, in this language (en or fr), instead of the plain event lines.
        #[arg(long)]
        lang: Option<vigie::vocab::Lang>,
        /// With --lang: how much is said (brief, normal, full).
        #[arg(long, default_value = "normal")]
        verbosity: vigie::vocab::Verbosity,
        /// With --lang: where the words go: `transcript` (every message with its channel and
        /// cue), `text` (the table's messages alone, for a screen reader), `tts` (the table's
        /// messages spoken aloud, and printed as with `text`).
        #[arg(long, value_enum, default_value = "transcript")]
        speech: Speech,
        /// With --lang: also play the sound cues.
        #[arg(long)]
        sounds: bool,
        /// Save the game to this file after every decision, as the table interface does.
        #[arg(long)]
        autosave: Option<std::path::PathBuf>,
        /// Wait this many milliseconds before each decision (to follow a game at a listening pace).
        #[arg(long)]
        pace: Option<u64>,
    },
    /// Reads a save file and tells where the game stands; an unreadable file is moved aside.
    Resume {
        /// The save file.
        file: std::path::PathBuf,
    },
    /// Speaks texts through the speech engine, to check speech works (each text waits for the
    /// previous one to end, unless --interrupt-after cuts it).
    Say {
        /// The texts to say, in order.
        #[arg(required = true)]
        texts: Vec<String>,
        /// The language of the voice (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::vocab::Lang,
        /// Cut each text after this many seconds by saying the next one.
        #[arg(long)]
        interrupt_after: Option<f32>,
        /// Speech rate, -100 to 100 (0 is the engine's normal rate); default: the settings'.
        #[arg(long, allow_negative_numbers = true)]
        rate: Option<f32>,
        /// Wait for the voice of the language before speaking (as a game does once it has found it).
        #[arg(long)]
        with_voice: bool,
        /// Speak through the screen reader running (NVDA or JAWS, on Windows).
        #[arg(long)]
        screen_reader: bool,
    },
    /// Plays random legal games and prints a summary.
    Simulate {
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Players per game, 3 to 6.
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(3..=6))]
        players: u8,
        /// Seed of the games' dice and of the random players.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Let the simulated table enter its own dice instead of Vigie's.
        #[arg(long)]
        table_dice: bool,
        /// The rules played: lockdown or mall-of-horror.
        #[arg(long, default_value = "lockdown", value_parser = ruleset)]
        ruleset: vigie::engine::Ruleset,
        /// Print the first game as a script (docs/script.md) instead of a summary.
        #[arg(long)]
        script: bool,
    },
    /// Shows the settings, or changes them (they are kept in the user's config directory).
    Settings {
        /// The language Vigie speaks (en or fr).
        #[arg(long)]
        lang: Option<vigie::vocab::Lang>,
        /// How much is said (brief, normal, full).
        #[arg(long)]
        verbosity: Option<vigie::vocab::Verbosity>,
        /// Speech rate, -100 to 100 (0 is the engine's normal rate).
        #[arg(long, allow_negative_numbers = true)]
        rate: Option<f32>,
        /// Speech volume, 10 to 100 (never silent).
        #[arg(long)]
        volume: Option<f32>,
        /// Speech pitch, -100 to 100.
        #[arg(long, allow_negative_numbers = true)]
        pitch: Option<f32>,
        /// The volume of the sound cues, 0 to 100.
        #[arg(long)]
        sound_volume: Option<f32>,
        /// Mute the sound cues (or unmute them with --mute false).
        #[arg(long)]
        mute: Option<bool>,
        /// The voice for English, by name (see `vigie voices`).
        #[arg(long)]
        voice_en: Option<String>,
        /// The voice for French, by name (see `vigie voices`).
        #[arg(long)]
        voice_fr: Option<String>,
        /// Speak through the screen reader running (NVDA or JAWS, on Windows) at every start
        /// (`true`), or with the system's voices (`false`).
        #[arg(long)]
        screen_reader: Option<bool>,
    },
    /// The card reader: both games' cards (Lockdown's with their tactile codes), what each does
    /// and when; one game's with `--ruleset`; or Lockdown's card with a given code (`--shape
    /// target --number 1`).
    Cards {
        /// The language (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::vocab::Lang,
        /// One game's cards only: lockdown or mall-of-horror.
        #[arg(long, value_parser = ruleset)]
        ruleset: Option<vigie::engine::Ruleset>,
        /// A shape felt on the card: target, square, triangle-left, star, round, drop (twice for two).
        #[arg(long = "shape")]
        shapes: Vec<String>,
        /// The raised number on the card, if any.
        #[arg(long)]
        number: Option<u8>,
    },
    /// Says the keys: every action with its keys, from the key map in force.
    Keys {
        /// The language (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::vocab::Lang,
        /// Also the gamepad's buttons, from the button map in force.
        #[arg(long)]
        gamepad: bool,
    },
    /// Escape: Zombie City: plays the generated soundtrack, or writes it to a WAV file (see
    /// docs/escape.md).
    Escape(EscapeArgs),
    /// Lists the speech engine's voices for a language (slow: the engine lists thousands).
    Voices {
        /// The language (en or fr).
        #[arg(long, default_value = "en")]
        lang: vigie::vocab::Lang,
    },
}

/// Where a script's words go, with `--lang`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Speech {
    /// Every message on a line with its channel and sound cue (private ones included).
    #[default]
    Transcript,
    /// The table's messages only, one plain line each, for a screen reader or a braille display.
    Text,
    /// The table's messages spoken aloud by the speech engine, and printed as with `Text`.
    Tts,
}

impl From<Speech> for vigie::script::Speech {
    fn from(s: Speech) -> Self {
        match s {
            Speech::Transcript => vigie::script::Speech::Transcript,
            Speech::Text => vigie::script::Speech::Text,
            Speech::Tts => vigie::script::Speech::Tts,
        }
    }
}

/// `vigie escape`'s options.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct EscapeArgs {
    /// Write the whole track, voices included, to this WAV file instead of playing it.
    #[arg(long, value_name = "FILE.wav")]
    pub export: Option<std::path::PathBuf>,
    /// The track, 1 or 2 (asked before playing when not given; 1 for --export).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub track: Option<u8>,
    /// The language of the voices, en or fr (asked before playing when not given; the
    /// settings' language for --export).
    #[arg(long)]
    pub lang: Option<vigie::vocab::Lang>,
    /// A timeline corrected by the table (see docs/escape.md) instead of the bundled one.
    #[arg(long, value_name = "FILE")]
    pub timeline: Option<std::path::PathBuf>,
    /// Print the bundled timeline (a start for a table's own) and stop.
    #[arg(long)]
    pub print_timeline: bool,
    /// Do not say the minutes left at each minute mark.
    #[arg(long)]
    pub no_minutes: bool,
    /// Do not say the seconds left in a countdown (30, 20, 10, then 5 to 1).
    #[arg(long)]
    pub no_seconds: bool,
    /// No key that says the time left.
    #[arg(long)]
    pub no_time_key: bool,
    /// Allow a pause key (the real soundtrack has none).
    #[arg(long)]
    pub pause: bool,
    /// For tests only: play this many times faster.
    #[arg(long, hide = true, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub speed: u32,
}

impl EscapeArgs {
    /// The options of the library's soundtrack mode.
    pub fn options(&self) -> vigie::escape::Options {
        vigie::escape::Options {
            export: self.export.clone(),
            track: self.track,
            lang: self.lang,
            timeline: self.timeline.clone(),
            print_timeline: self.print_timeline,
            aids: vigie::escape::Aids {
                minutes: !self.no_minutes,
                seconds: !self.no_seconds,
                time_key: !self.no_time_key,
                pause_key: self.pause,
            },
            speed: self.speed,
        }
    }
}

/// Reads a ruleset's name (`lockdown`, `mall-of-horror`).
fn ruleset(name: &str) -> Result<vigie::engine::Ruleset, String> {
    use vigie::engine::Ruleset;
    Ruleset::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Ruleset::ALL.iter().map(|r| r.name()).collect();
        format!("expected one of {}", names.join(", "))
    })
}
