//! Scripts: a line format that drives a whole game (docs/script.md), and its runner.
//!
//! A script sets the table up (the ruleset, players, youngest, oldest, dice, board, epilogues,
//! table options), then gives one decision per line. The runner prints every event on one line
//! with its audience, in the stable plain form of [`Plain`]. A bad line stops the run with its
//! number and the reason.
//!
//! One runner plays any ruleset (`table.rs`), with one line grammar (`lines.rs`) and one printer
//! (`printer.rs`); what is a ruleset's own (its set-up lines, its decisions, reviews and
//! expectations, their plain and spoken forms) is the trait [`Scripted`], implemented in
//! `lockdown.rs` and `mall.rs`. A new ruleset implements it and adds one line to [`SHIPPED`]
//! (`rulesets.rs`), from which scripts, `vigie simulate`, `vigie cards` and `vigie resume` take
//! it.

mod expect;
mod lines;
mod lockdown;
pub mod mall;
mod plain;
mod printer;
mod random;
mod rulesets;
mod table;

pub use expect::SharedExpect;
pub use lockdown::{
    Expect, OwnExpect, PENDING_NAMES, command_line, parse_line, pending_line, pending_name, public_command,
};

pub use plain::Plain;
pub use random::random_game;
pub use rulesets::{SHIPPED, Shippable, Shipped};
pub use table::{Scriptable, Table};

use crate::announce::{Announcer, Review, Spoken, Voice};
use crate::engine::{Command, Events, Played, Rules, Told};
use crate::output::Sink;
use crate::store::save::Saveable;
use crate::vocab::{Lang, Message, Notice, Verbosity};
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Why a script stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScriptError {
    /// A line that cannot be read or applied (exit code 2).
    Bad { line: usize, reason: String },
    /// An `expect` line that does not hold (exit code 1).
    Failed { line: usize, reason: String },
    /// The script or a file it names cannot be read (exit code 2).
    Io(String),
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScriptError::Bad { line, reason } => write!(f, "line {line}: {reason}"),
            ScriptError::Failed { line, reason } => write!(f, "line {line}: expectation failed: {reason}"),
            ScriptError::Io(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for ScriptError {}

/// One line of a script, once read: a decision, a review, an expectation of the ruleset played
/// (Lockdown's by default).
#[derive(Debug, Clone, PartialEq)]
pub enum Line<C = Command, R = Review, X = Expect> {
    Command(C),
    Undo,
    Redo,
    /// From here on, Vigie speaks this language.
    Lang(Lang),
    /// Say a review of the board.
    Review(R),
    Expect(X),
}

/// A line of a script of the ruleset `G`.
pub type LineOf<G> = Line<<G as Rules>::Command, <G as Scripted>::Review, <G as Scripted>::Expect>;

/// What the script runner asks of a ruleset's game: its own set-up lines, the words of its
/// decisions, reviews and expectations, checking an expectation, the plain lines of its events,
/// prompts, decisions and refusals, and its reviews and refusals in words (its events, prompts
/// and decisions are said by its voice, [`Spoken`]). The rest of a script (comments, the shared
/// set-up, `undo`, `redo`, `lang`, errors, printing) is the runner's, for every ruleset.
pub trait Scripted: Saveable + Spoken {
    type Review: Copy;
    type Expect;
    /// Its own set-up lines, as read so far.
    type Own: Default;
    /// Its name in a sentence (`Lockdown`).
    const TITLE: &'static str;
    /// The words of its own set-up lines.
    const SETUP_WORDS: &'static [&'static str];
    /// The words of its own decisions and of `review`, each with its usage.
    const VERBS: &'static [(&'static str, &'static str)];
    /// The words of the decisions it shares with other rulesets (`lines::SHARED_VERBS` when
    /// its commands are a `SharedCommand`); none by default.
    const SHARED_VERBS: &'static [(&'static str, &'static str)] = &[];

    /// Reads one of its own set-up lines (`words[0]` is one of [`Scripted::SETUP_WORDS`]), at
    /// `line`, the players named so far being `names`; file names are relative to `base`.
    fn setup_line(
        own: &mut Self::Own,
        words: &[&str],
        names: &[String],
        base: &Path,
        line: usize,
    ) -> Result<(), String>;
    /// Why its set-up word `word` is refused in a game of the ruleset titled `played`.
    fn stray(word: &str, played: &str) -> String;
    /// Starts its game from the set-up; an error with the line to blame, when one is.
    fn set_up(table: &table::Table, own: &Self::Own) -> Result<(Self, Events<Self>), (Option<usize>, String)>;
    /// Reads a decision; `None` when the line is not one of its decisions as written.
    fn parse_command(words: &[&str], names: &[String]) -> Result<Option<Self::Command>, String>;
    /// Reads the words after `review`; `None` when they are not one of its reviews.
    fn parse_review(words: &[&str], names: &[String]) -> Result<Option<Self::Review>, String>;
    /// Reads the words of `expect WHAT VALUES`.
    fn parse_expect(what: &str, values: &[&str], names: &[String]) -> Result<Self::Expect, String>;
    /// Checks an expectation.
    fn expect(&self, x: &Self::Expect, names: &[String]) -> Result<(), String>;
    /// The decision pending, in the plain form (`--prompts`).
    fn plain_prompt(&self, names: &[String]) -> String;
    /// An event in the plain form.
    fn plain_event(e: &Told<Self::Kind>, names: &[String]) -> String;
    /// A decision as the table may see it (a secret's content left out).
    fn plain_decision(cmd: &Self::Command, names: &[String]) -> String;
    /// A refusal in the plain form.
    fn plain_refusal(e: &Self::Error, names: &[String]) -> String;
    /// A review, in words.
    fn said_review(&self, an: &Announcer, r: Self::Review) -> String;
    /// Events in words, as its voice says them.
    fn said_events(an: &Announcer, events: &[Told<Self::Kind>], verbosity: Verbosity) -> Vec<Message> {
        an.voice::<Self>().events(events, verbosity)
    }
    /// The decision pending, in words.
    fn said_prompt(&self, an: &Announcer) -> Message {
        an.voice::<Self>().prompt(&self.pending())
    }
    /// A decision undone or redone, in words.
    fn said_decision(an: &Announcer, cmd: &Self::Command) -> String {
        an.voice::<Self>().decision(cmd)
    }
    /// A refusal in words; when it was not the moment for it, with what is asked now.
    fn said_refusal(&self, an: &Announcer, e: &Self::Error) -> String;
}

/// A script's bytes as text; a byte that is not UTF-8 is a bad line, with its number.
pub fn text_of(bytes: Vec<u8>) -> Result<String, ScriptError> {
    String::from_utf8(bytes).map_err(|e| {
        let byte = e.as_bytes().get(e.utf8_error().valid_up_to()).copied().unwrap_or_default();
        ScriptError::Bad {
            line: crate::store::bad_utf8_line(&e),
            reason: format!("byte 0x{byte:02x} is not UTF-8 text"),
        }
    })
}

/// Where the words go, with `--lang`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speech {
    /// Every message on a line with its channel and sound cue (private ones included).
    #[default]
    Transcript,
    /// The table's messages only, one plain line each, for a screen reader or a braille display.
    Text,
    /// The table's messages spoken aloud by the speech engine, and printed as with `Text`.
    Tts,
}

/// How a script's run is printed.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Print, before each decision, what was pending.
    pub prompts: bool,
    /// Print the words Vigie says in this language, instead of the plain event lines.
    pub voice: Option<(Lang, Verbosity)>,
    /// With `voice`: where the words go (the printed lines; the speech engine and the sound cues
    /// are [`Outputs`]).
    pub speech: Speech,
    /// Save the game to this file after every decision (atomically), as the table interface does.
    pub autosave: Option<PathBuf>,
    /// Wait this long before each decision, to follow a game at a listening pace.
    pub pace: Option<Duration>,
}

/// Where a script's words go besides the printed lines (with `--lang`): the speech engine, the
/// sound cues. The caller makes them (the binary, from the user's settings); every method does
/// nothing by default, and `()` is the script without them.
pub trait Outputs {
    /// Opens the outputs: called once, when the game starts (a script whose set-up is refused
    /// opens nothing).
    fn open(&mut self) {}

    /// The outputs open now, in the order each message is given to them.
    fn sinks(&mut self) -> Vec<&mut dyn Sink> {
        Vec::new()
    }

    /// An output's trouble (speech lost or back, no audio device), in the script's language.
    fn notice(&mut self, _words: &Message, _notice: &Notice) {}
}

impl Outputs for () {}

/// Runs a script, printing to `out` alone; file names in it are relative to `base`. Returns the
/// game with its past, of the ruleset the script names (`None` when it never started a game).
pub fn run(text: &str, base: &Path, options: &Options, out: &mut dyn Write) -> Result<Option<Played>, ScriptError> {
    run_with(text, base, options, &mut (), out)
}

/// Runs a script as [`run`] does, its words also given to `outputs` (opened when the game starts).
pub fn run_with(
    text: &str,
    base: &Path,
    options: &Options,
    outputs: &mut dyn Outputs,
    out: &mut dyn Write,
) -> Result<Option<Played>, ScriptError> {
    let rulesets: Vec<Scriptable> = SHIPPED.iter().map(Shipped::script).collect();
    run_among(&rulesets, text, base, options, outputs, out)
}

/// Runs a script as [`run_with`] does, of a game of one of these rulesets (the shipped ones or
/// any other: `Scriptable::of::<G>()`).
pub fn run_among(
    rulesets: &[Scriptable],
    text: &str,
    base: &Path,
    options: &Options,
    outputs: &mut dyn Outputs,
    out: &mut dyn Write,
) -> Result<Option<Played>, ScriptError> {
    table::run(rulesets, text, base, options, outputs, out)
}
